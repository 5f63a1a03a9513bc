"""English words the lexicon lacked in 2026 Oracle sentences, those beginning with a non-letter or a to l (issue #22,
the twenty-second round's list), on real card text (2026 Oracle wording of the cards named): each sentence read whole,
with the verb, objects and conditions it says (lang/en/effect_words_lex_r22a.py, grammar/effects-en/9-lexa.lark,
effects/lexa_shapes.py, text/nested_quotes.py, text/cleave.py)."""

from __future__ import annotations

from helpers import typed_action_with as _action
from helpers import typed_node_with as _node

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, EffectCondition, Note, ObjectPhrase


def _untyped(card: mtglinks.Card) -> list[str]:
    return [n.text for a in card.iter_abilities() for n in a.effects if n.kind == EffectKind.UNTYPED]


def test_token_named_for_a_card() -> None:
    # Brutal Command
    text = (
        "Choose two—\n• Create a Gingerbrute token. (Yes, it's technically red life gain. Sorry, color pie.)\n"
        "• Create a Brute Suit token.\n• Create a The Brute token, then attach it to a creature you control.\n"
        "• Cast a copy of Brute Strength without paying its mana cost."
    )
    ginger = _action(text, "Brutal Command", "Gingerbrute")
    assert ginger.verb == Verb.CREATE and ginger.zone_to == "battlefield"
    (token,) = ginger.objects
    assert isinstance(token, ObjectPhrase) and token.types == ["token"] and token.qualifiers == ["named:Gingerbrute"]
    suit = _action(text, "Brutal Command", "Brute Suit")
    assert suit.objects[0].qualifiers == ["named:Brute Suit"]  # type: ignore[union-attr]
    # a subtype the lexicon knows stays a subtype (Treasure), not a name
    treasure = _action("Create a Treasure token.", "Pirate's Prize", "Treasure")
    assert treasure.objects[0].subtypes == ["Treasure"]  # type: ignore[union-attr]


def test_two_names_after_named() -> None:
    # Bogbrew Witch
    search = _action(
        "{2}, {T}: Search your library for a card named Festering Newt or Bubbling Cauldron, put it onto the "
        "battlefield tapped, then shuffle.",
        "Bogbrew Witch",
        "Search",
    )
    assert search.verb == Verb.SEARCH
    assert search.objects[0].qualifiers == ["named_or:Festering Newt|Bubbling Cauldron"]  # type: ignore[union-attr]
    # Throne of Empires
    five = _action(
        "{1}, {T}: Create a 1/1 white Soldier creature token. Create five of those tokens instead if you control "
        "artifacts named Crown of Empires and Scepter of Empires.",
        "Throne of Empires",
        "five of those",
    )
    assert isinstance(five.condition, EffectCondition)
    artifacts = five.condition.about[-1]
    assert isinstance(artifacts, ObjectPhrase)
    assert artifacts.qualifiers == ["named_and:Crown of Empires|Scepter of Empires"]


def test_an_ability_quoted_in_a_quoted_ability() -> None:
    # Reef Worm
    card = mtglinks.parse(
        'When this creature dies, create a 3/3 blue Fish creature token with "When this token dies, create a 6/6 '
        "blue Whale creature token with 'When this token dies, create a 9/9 blue Kraken creature token.'\"",
        name="Reef Worm",
    )
    assert not _untyped(card)
    kraken = [n for a in card.iter_abilities() for n in a.effects if "Kraken" in n.text and isinstance(n, Action)]
    assert kraken[-1].text == "create a 9/9 blue Kraken creature token" and kraken[-1].verb == Verb.CREATE
    # Liliana of the Dark Realms: the emblem's grant and the granted mana ability, each read
    liliana = mtglinks.parse(
        "[+1]: Search your library for a Swamp card, reveal it, put it into your hand, then shuffle.\n[−3]: Target "
        "creature gets +X/+X or -X/-X until end of turn, where X is the number of Swamps you control.\n[−6]: You get "
        "an emblem with \"Swamps you control have '{T}: Add {B}{B}{B}{B}.'\"",
        name="Liliana of the Dark Realms",
    )
    verbs = [n.verb for a in liliana.iter_abilities() for n in a.effects if isinstance(n, Action)]
    assert Verb.GAIN_ABILITY in verbs and Verb.ADD_MANA in verbs and not _untyped(liliana)


def test_cleave_brackets_read_as_printed() -> None:
    # Cleaver Blow
    destroy = _action(
        "Multicleave {1} (You may pay an additional {1} any number of times as you cast this spell. For each time you "
        "do, choose a paired set of square brackets and remove the words in between.)\nDestroy target [nonblack] "
        "creature [with mana value 3 or less] [an opponent controls]. You [and its controller each] draw a card [and "
        "lose 2 life]. Create a [tapped] 1/1 white Spirit creature token with flying.",
        "Cleaver Blow",
        "Destroy",
    )
    (target,) = destroy.objects
    assert isinstance(target, ObjectPhrase) and target.not_types == ["black"] and target.controller == "opponent"
    assert target.qualifiers == ["mana_value:3:or_less"]
    # Wash Away
    counter = _action(
        "Cleave {1}{U}{U} (You may cast this spell for its cleave cost. If you do, remove the words in square "
        "brackets.)\nCounter target spell [that wasn't cast from its owner's hand].",
        "Wash Away",
        "Counter",
    )
    assert counter.verb == Verb.COUNTER


def test_hands_touching_and_flavor_text_and_legs() -> None:
    # A Real Handful
    gets = _action(
        "As long as one or more hands are touching this creature, it gets +2/+2.",
        "A Real Handful",
        "gets +2/+2",
    )
    assert isinstance(gets.condition, EffectCondition)
    assert gets.condition.test == "as_long_as:hands_touching_self:1_or_more"
    # Plot Armor
    armor = _node(
        "Enchant creature\nEnchanted creature gets +2/+2 and can't be blocked except by creatures with flavor text.",
        "Plot Armor",
        "flavor text",
    )
    assert "with:flavor_text" in str(armor.to_dict())
    # Jermane, Pride of the Circus
    put = _action(
        "{G}, {T}: Put two +1/+1 counters on target creature with four or more legs.",
        "Jermane, Pride of the Circus",
        "Put two",
    )
    assert put.verb == Verb.PUT_COUNTER and put.objects[0].qualifiers == ["with:legs:4_or_more"]  # type: ignore[union-attr]


def test_chapter_ability_copied() -> None:
    # The Many Deeds of Belzenlok
    copy = _action(
        "I — Exile up to one target Saga card from a graveyard. Copy its chapter I ability.",
        "The Many Deeds of Belzenlok",
        "Copy",
    )
    assert copy.verb == Verb.COPY
    (ability,) = copy.objects
    assert isinstance(ability, ObjectPhrase) and ability.types == ["ability"] and ability.qualifiers == ["chapter:1"]


def test_deck_includes_regardless_of_color_identity() -> None:
    # Valko Indorian, Researcher
    include = _action(
        "Rulebreaker — If Valko Indorian, Researcher is your Commander, you may include all artifacts and "
        "enchantments in your deck regardless of color identity.",
        "Valko Indorian, Researcher",
        "include",
    )
    assert include.verb == Verb.DECK_LIMIT and include.detail == ["include:deck:regardless_of_color_identity"]
    assert [o.types for o in include.objects] == [["artifact"], ["enchantment"]]  # type: ignore[union-attr]


def test_boon_and_deck_color_identity_and_guild_colors() -> None:
    # Valiant Farewell
    boon = _node(
        "Target creature you control gets +2/+0 until end of turn. When that creature leaves the battlefield this "
        'turn, you get a boon with "When you cast your next creature spell, it perpetually gets +2/+0."\nDraw a card.',
        "Valiant Farewell",
        "boon",
    )
    assert "boon" in str(boon.to_dict())
    # Mzed, Mercenary Leader
    haste = _action(
        "Mono Eminence — If Mzed is on the battlefield or in your command zone and your deck's color identity is "
        "mono-red, creatures you control have haste.",
        "Mzed, Mercenary Leader",
        "haste",
    )
    assert isinstance(haste.condition, EffectCondition) and haste.condition.test == "and"
    assert "deck_color_identity:mono_red" in str(haste.condition.to_dict())
    # Guildmark
    add = _action("{T}: Add one mana of your guild's colors.", "Guildmark", "Add")
    assert add.verb == Verb.ADD_MANA and add.detail == ["mana:guild_colors"]


def test_count_a_number_kept() -> None:
    # The Conundrum of Bowls
    note = _node(
        "III — Count the number of cards in your hand. You may cast a spell with mana value equal to that number "
        "from your hand without paying its mana cost.",
        "The Conundrum of Bowls",
        "Count",
    )
    assert isinstance(note, Note) and note.what == "hand_size"


def test_garbage_brackets_and_quotes_stay_untyped() -> None:
    # Mad Labs' placeholders in brackets are no cleave words: the sentence stays untyped
    card = mtglinks.parse("It enters with [keyword] counter.", name="Mad Labs")
    assert _untyped(card)
    assert _untyped(mtglinks.parse("Create a Zorblax Quimby token with 'Frobnicate the wibble.'", name="Nonsense"))


def test_nested_quote_marks_not_apostrophes() -> None:
    # Teferi's Talent: the emblem's ability in single quotes holds an apostrophe ("player's") that stays
    from mtglinks.text.nested_quotes import nested_quotes
    from mtglinks.text.tracked import TrackedText

    inner = (
        "[−12]: You get an emblem with 'You may activate loyalty abilities of planeswalkers you control on any "
        "player's turn any time you could cast an instant.'"
    )
    made = nested_quotes(TrackedText.of(inner)).text
    assert made == inner.replace("'You", '"You').replace("instant.'", 'instant."')
    assert nested_quotes(TrackedText.of("it fights up to one target creature you don't control.")).text.count("'") == 1


def test_llama_and_opening_hand_and_extra_combat() -> None:
    # Restless Prairie
    becomes = _action(
        "{2}{G}{W}: This land becomes a 3/3 green and white Llama creature until end of turn. It's still a land.",
        "Restless Prairie",
        "Llama",
    )
    assert becomes.verb == Verb.BECOME and becomes.objects[0].subtypes == ["Llama"]  # type: ignore[union-attr]
    # Rift
    start = _action(
        "Before drawing your hand, you may start the game with Rift in your opening hand. If you do, draw one fewer "
        "card. (Mulligans continue as normal.)",
        "Rift",
        "start the game",
    )
    assert start.verb == Verb.BEGIN_GAME_WITH and start.optional
    assert isinstance(start.condition, EffectCondition) and start.condition.test == "before:drawing_opening_hand"
    # Throat Wolf
    phase = _action(
        "After each opponent's first combat phase of each turn, there is an additional combat phase. Only Throat Wolf "
        "can attack during that combat phase.",
        "Throat Wolf",
        "additional combat phase",
    )
    assert phase.verb == Verb.ADD_PHASE
    assert isinstance(phase.condition, EffectCondition)
    assert phase.condition.test == "after:each_opponent_first_combat_phase"


def test_card_on_an_adventure() -> None:
    # Adventurer Beguiler
    choice = _node(
        "When Adventurer Beguiler enters the battlefield, choose target creature card on an adventure. That card is "
        "now on an adventure for you. (You can cast it from exile and your opponent can't.)",
        "Adventurer Beguiler",
        "choose target",
    )
    assert "on_adventure" in choice.to_dict()["objects"][0]["qualifiers"]
