"""The shapes of grammar/effects.lark block "tail" (effects/tail_shapes.py, words in lang/en/effect_words_tail.py) on
real Oracle text: another card named by its printed name, the times a commander was cast, a second count added, a
restriction after a quoted ability, a past entering as a condition, an object or a player chosen at random."""

from __future__ import annotations

from helpers import card_effects, only_typed_action, original, walk
from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase, PlayerPhrase, Reference


def _objects(found: list[object]) -> list[ObjectPhrase]:
    return [n for node in found for n in walk(node) if isinstance(n, ObjectPhrase)]  # type: ignore[arg-type]


def test_a_card_named_by_a_name_of_several_words() -> None:
    # Quicksilver Lapidary, Song of Point Prime: the conjured card is named, its name read whole
    text = "When Quicksilver Lapidary enters, conjure a card named Mox Opal into your hand."
    _, found = read(text, "Quicksilver Lapidary")
    (card,) = _objects(found)
    assert card.types == ["card"] and card.qualifiers == ["named:Mox Opal"]
    text = (
        "Each opponent sacrifices a creature of their choice.\n"
        "Conjure a card named Cantor of the Refrain into your graveyard."
    )
    _, found = read(text, "Song of Point Prime")
    assert ["named:Cantor of the Refrain"] in [o.qualifiers for o in _objects(found)]


def test_a_name_with_a_comma_and_a_possessive() -> None:
    # Vraska's Stoneglare: "Vraska, Regal Gorgon" is one name; the clauses after its comma are read as before
    text = (
        "Destroy target creature. You gain life equal to its toughness. You may search your library and/or graveyard"
        " for a card named Vraska, Regal Gorgon, reveal it, and put it into your hand. If you search your library this"
        " way, shuffle."
    )
    card, found = read(text, "Vraska's Stoneglare")
    named = next(o for o in _objects(found) if o.qualifiers)
    assert named.qualifiers == ["named:Vraska, Regal Gorgon"]
    assert original(card, named) == "a card named Vraska, Regal Gorgon"
    verbs = [n.verb for n in found if isinstance(n, Action)]
    assert verbs[-4:-1] == [Verb.SEARCH, Verb.REVEAL, Verb.PUT]


def test_a_list_of_names_stays_untyped() -> None:
    # Urza's Construction Drone: three names in a list are not one name; the sentence is not read
    text = (
        "When Urza's Construction Drone enters, conjure cards named Urza's Mine, Urza's Power Plant, and Urza's Tower"
        " into your library, then shuffle."
    )
    card = mtglinks.parse(text, name="Urza's Construction Drone")
    assert [n.kind for n in card_effects(card)][-1] == EffectKind.UNTYPED
    # Power Plant Worker: two names joined by "and" are not one name and a creature "Tower Worker": they are read as
    # the two names they are (effects/lexer.py `_name_pair`, the qualifier `named_and:<name>|<name>`)
    text = (
        "{3}: This creature gets +2/+2 until end of turn. If you control creatures named Mine Worker and Tower Worker,"
        " put two +1/+1 counters on this creature instead. Activate only once each turn."
    )
    card = mtglinks.parse(text, name="Power Plant Worker")
    put = card_effects(card)[1]
    assert put.kind != EffectKind.UNTYPED
    assert "named_and:Mine Worker|Tower Worker" in str(put.to_dict())


def test_a_name_held_by_a_token_created() -> None:
    # Wall of Kelp: a token is named as it is created ("… token with defender named Kelp")
    text = "Defender\n{U}{U}, {T}: Create a 0/1 blue Plant Wall creature token with defender named Kelp."
    _, found = read(text, "Wall of Kelp")
    (token,) = [o for o in _objects(found) if "token" in o.types]
    assert token.qualifiers[-1] == "named:Kelp"


def test_for_each_time_a_commander_was_cast() -> None:
    # Commander's Insignia: the bonus scales with the commander's casts from the command zone
    text = "Creatures you control get +1/+1 for each time you've cast your commander from the command zone this game."
    _, action = only_typed_action(text, "Commander's Insignia")
    assert action.verb == Verb.MODIFY_PT and action.detail == ["per:times_cast_commander"]
    # Study Hall: the same count as the number X is
    text = (
        "{T}: Add {C}.\n{1}, {T}: Add one mana of any color. When you spend this mana to cast your commander, scry X,"
        " where X is the number of times it's been cast from the command zone this game."
    )
    _, found = read(text, "Study Hall")
    scry = next(n for n in found if isinstance(n, Action) and n.verb == Verb.SCRY)
    assert scry.amount == "times_cast_commander"


def test_the_number_of_one_set_plus_the_number_of_another() -> None:
    # Dauntless Dourbark: both counts make its power and toughness
    text = (
        "Dauntless Dourbark's power and toughness are each equal to the number of Forests you control plus the number"
        " of Treefolk you control.\nThis creature has trample as long as you control another Treefolk."
    )
    card, found = read(text, "Dauntless Dourbark")
    action = found[0]
    assert isinstance(action, Action) and action.amount == "number_of:plus:number_of"
    assert isinstance(action.per, ObjectPhrase) and action.per.subtypes == ["Forest"]
    (second,) = action.per.related
    assert isinstance(second, ObjectPhrase) and original(card, second) == "Treefolk you control"


def test_activate_only_as_a_sorcery_after_a_quoted_ability() -> None:
    # Expendable Lackey: the quote's period does not end the sentence; the restriction is read after the token
    text = (
        "{1}{U}, Exile this card from your graveyard: Create a 1/1 blue Fish creature token with \"This token can't be"
        ' blocked." Activate only as a sorcery.'
    )
    card, _ = read(text, "Expendable Lackey")
    verbs = [(n.verb, n.detail) for n in card.abilities[0].effects if isinstance(n, Action)]
    assert verbs[0][0] == Verb.CREATE and verbs[-1] == (Verb.ACTIVATE, ["only:sorcery"])


def test_as_long_as_this_creature_entered_this_turn() -> None:
    # Keldon Strike Team: "entered this turn" after the creature is a past event, not a quality of a noun
    text = (
        "Kicker {1}{W}\nWhen this creature enters, if it was kicked, create two 1/1 white Soldier creature tokens.\n"
        "As long as this creature entered this turn, creatures you control have haste."
    )
    _, found = read(text, "Keldon Strike Team")
    haste = found[-1]
    assert isinstance(haste, Action) and haste.detail == ["keyword:haste"]
    assert isinstance(haste.condition, EffectCondition) and haste.condition.test == "as_long_as:did"
    (entered,) = haste.condition.about
    assert isinstance(entered, Action) and entered.verb == Verb.ENTER


def test_an_object_and_a_player_chosen_at_random() -> None:
    # Cinderheart Giant: the creature damaged is picked at random
    text = "Trample\nWhen this creature dies, it deals 7 damage to a creature an opponent controls chosen at random."
    _, found = read(text, "Cinderheart Giant")
    (creature,) = _objects(found)
    assert creature.types == ["creature"] and creature.controller == "opponent" and creature.qualifiers == ["random"]
    # Knight Rampager: a player chosen at random
    text = "When this creature dies, it deals 4 damage to target opponent chosen at random."
    _, found = read(text, "Knight Rampager")
    (player,) = found[-1].objects  # type: ignore[attr-defined]
    assert isinstance(player, PlayerPhrase) and player.who == "target_opponent_at_random"


def test_a_sentence_after_a_quoted_ability_that_ends_one() -> None:
    # Raging Ravine: the period inside the quotes ends the sentence; "It's still a land." is read as its own
    text = (
        "This land enters tapped.\n{T}: Add {R} or {G}.\n{2}{R}{G}: Until end of turn, this land becomes a 3/3 red"
        ' and green Elemental creature with "Whenever this creature attacks, put a +1/+1 counter on it." It\'s still a'
        " land."
    )
    card, _ = read(text, "Raging Ravine")
    becomes, still = card.abilities[2].effects
    assert isinstance(becomes, Action) and becomes.verb == Verb.BECOME and becomes.duration is not None
    assert isinstance(still, Action) and still.detail == ["is", "still"]
    assert original(card, still) == "It's still a land"
    # Burn Down the House: the tokens' quoted ability, then what they gain
    text = (
        "Choose one —\n• Burn Down the House deals 5 damage to each creature and each planeswalker.\n• Create three 1/1"
        ' red Devil creature tokens with "When this token dies, it deals 1 damage to any target." They gain haste until'
        " end of turn."
    )
    card, _ = read(text, "Burn Down the House")
    mode = next(a for a in card.iter_abilities() if "Devil" in a.text and a.effects)
    verbs = [n.verb for n in mode.effects if isinstance(n, Action)]
    assert verbs == [Verb.CREATE, Verb.GAIN_ABILITY]


def test_every_creature_type_and_every_basic_land_type() -> None:
    # Amorphous Axe, Prismatic Omen: what the objects are, every subtype of a kind
    _, found = read("Equipped creature gets +3/+0 and is every creature type.\nEquip {3}", "Amorphous Axe")
    assert [n.detail for n in found if isinstance(n, Action)][-1] == ["is", "every:creature_type"]
    text = "Lands you control are every basic land type in addition to their other types."
    _, action = only_typed_action(text, "Prismatic Omen")
    assert action.verb == Verb.BECOME and action.detail == ["is", "every:basic_land_type", "in_addition"]
    assert isinstance(action.actor, ObjectPhrase) and action.actor.types == ["land"]


def test_what_a_cause_cant_make_happen() -> None:
    # Torpor Orb: the abilities do not trigger when the cause is creatures entering
    _, action = only_typed_action("Creatures entering don't cause abilities to trigger.", "Torpor Orb")
    assert action.verb == Verb.TRIGGER and action.negated
    assert isinstance(action.actor, ObjectPhrase) and action.actor.types == ["ability"]
    assert isinstance(action.condition, EffectCondition) and action.condition.test == "caused_by"
    (cause,) = action.condition.about
    assert isinstance(cause, ObjectPhrase) and cause.types == ["creature"] and cause.qualifiers == ["entering"]
    # Tajuru Preserver: the player made to sacrifice is the actor, the spells and abilities the cause
    text = "Spells and abilities your opponents control can't cause you to sacrifice permanents."
    _, action = only_typed_action(text, "Tajuru Preserver")
    assert action.verb == Verb.SACRIFICE and action.negated
    assert isinstance(action.actor, PlayerPhrase) and action.actor.who == "you"
    assert action.condition is not None and len(action.condition.about) == 2


def test_draw_that_many_cards_plus_one() -> None:
    # Into the Night: one card more than were discarded
    _, found = read(
        "It becomes night. Discard any number of cards, then draw that many cards plus one.", "Into the Night"
    )
    draw = found[-1]
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW and draw.amount == "that_many:plus:1"


def test_each_creature_with_flying_and_each_player() -> None:
    # Hurricane: "and" after the keyword joins a second object, the players, not a second keyword
    _, action = only_typed_action("Hurricane deals X damage to each creature with flying and each player.", "Hurricane")
    creatures, players = action.objects
    assert isinstance(creatures, ObjectPhrase) and creatures.qualifiers == ["with:flying"]
    assert isinstance(players, PlayerPhrase) and players.who == "each_player"
    # Canopy Surge: the same objects, with "instead" after them
    text = (
        "Kicker {2}\nCanopy Surge deals 1 damage to each creature with flying and each player. If this spell was"
        " kicked, it deals 4 damage to each creature with flying and each player instead."
    )
    _, found = read(text, "Canopy Surge")
    assert [len(n.objects) for n in found if isinstance(n, Action) and n.verb == Verb.DEAL_DAMAGE] == [2, 2]


def test_up_to_that_many() -> None:
    # Scapeshift: as many land cards as lands were sacrificed
    text = (
        "Sacrifice any number of lands. Search your library for up to that many land cards, put them onto the"
        " battlefield tapped, then shuffle."
    )
    _, found = read(text, "Scapeshift")
    search = next(n for n in found if isinstance(n, Action) and n.verb == Verb.SEARCH)
    (cards,) = search.objects
    assert isinstance(cards, ObjectPhrase) and (cards.determiner, cards.count) == ("up_to", "that_many")


def test_put_or_returned_onto_the_battlefield_attached() -> None:
    # Academy Researchers: the Aura enters attached to the creature itself
    text = (
        "When this creature enters, you may put an Aura card from your hand onto the battlefield attached to this"
        " creature."
    )
    card, found = read(text, "Academy Researchers")
    put = found[-1]
    assert isinstance(put, Action) and put.verb == Verb.PUT and "attached_to" in put.detail
    assert (put.zone_from, put.zone_to) == ("hand", "battlefield")
    aura, attached = put.objects
    assert isinstance(aura, ObjectPhrase) and aura.subtypes == ["Aura"]
    assert isinstance(attached, Reference) and attached.refers == "self"
    # Bitterheart Witch: attached to a player
    text = (
        "Deathtouch\nWhen this creature dies, you may search your library for a Curse card, put it onto the"
        " battlefield attached to target player, then shuffle."
    )
    _, found = read(text, "Bitterheart Witch")
    put = next(n for n in found if isinstance(n, Action) and n.verb == Verb.PUT)
    assert isinstance(put.objects[-1], PlayerPhrase) and put.objects[-1].who == "target_player"
    # Hakim, Loreweaver: returned attached to the creature
    text = (
        "Flying\n{U}{U}: Return target Aura card from your graveyard to the battlefield attached to Hakim. Activate"
        " only during your upkeep and only if Hakim isn't enchanted.\n{U}{U}, {T}: Destroy all Auras attached to Hakim."
    )
    card = mtglinks.parse(text, name="Hakim, Loreweaver")
    back = card.abilities[1].effects[0]
    assert isinstance(back, Action) and back.verb == Verb.RETURN and back.detail == ["attached_to"]
    assert original(card, back.objects[-1]) == "Hakim"


def test_two_or_more_cards_drawn() -> None:
    # Trench Stalker: a past count of draws as the condition
    text = "As long as you've drawn two or more cards this turn, this creature has deathtouch and lifelink."
    _, action = only_typed_action(text, "Trench Stalker")
    assert action.condition is not None and action.condition.test == "as_long_as:did"
    (drawn,) = action.condition.about
    assert isinstance(drawn, Action) and drawn.verb == Verb.DRAW and drawn.amount == "2:or_more"


def test_gains_all_creature_types() -> None:
    # Amoeboid Changeling: what the target becomes until end of turn
    text = (
        "Changeling\n{T}: Target creature gains all creature types until end of turn.\n{T}: Target creature loses all"
        " creature types until end of turn."
    )
    card = mtglinks.parse(text, name="Amoeboid Changeling")
    gains = card.abilities[1].effects[0]
    assert isinstance(gains, Action) and gains.verb == Verb.BECOME and gains.detail == ["every:creature_type"]
    assert gains.duration is not None


def test_a_desert_controlled_or_in_the_graveyard() -> None:
    # Solitary Camel: either condition
    text = "This creature has lifelink as long as you control a Desert or there is a Desert card in your graveyard."
    _, action = only_typed_action(text, "Solitary Camel")
    assert action.condition is not None and action.condition.test == "as_long_as:or"
    control, there = action.condition.about
    assert isinstance(control, EffectCondition) and control.test == "control"
    assert isinstance(there, EffectCondition) and there.test == "there_are"


def test_the_bottom_of_the_library_named_before() -> None:
    # Loot, Exuberant Explorer: "the bottom" is the bottom of the library looked at
    text = (
        "You may play an additional land on each of your turns.\n{4}{G}{G}, {T}: Look at the top six cards of your"
        " library. You may reveal a creature card with mana value less than or equal to the number of lands you"
        " control from among them and put it onto the battlefield. Put the rest on the bottom in a random order."
    )
    _, found = read(text, "Loot, Exuberant Explorer")
    last = found[-1]
    assert isinstance(last, Action) and last.verb == Verb.PUT and last.zone_to == "library"


def test_that_damage_dealt_elsewhere() -> None:
    # Harsh Judgment: the damage the spell would deal, dealt to its controller
    text = (
        "As this enchantment enters, choose a color.\nIf an instant or sorcery spell of the chosen color would deal"
        " damage to you, it deals that damage to its controller instead."
    )
    _, found = read(text, "Harsh Judgment")
    dealt = found[-1]
    assert isinstance(dealt, Action) and dealt.verb == Verb.DEAL_DAMAGE and dealt.amount == "that_damage"
    (whom,) = dealt.objects
    assert isinstance(whom, PlayerPhrase) and whom.who == "its_controller"
    assert dealt.condition is not None and dealt.condition.test == "would"


def test_two_conditions_the_first_ending_with_an_object() -> None:
    # Mogg Salvage: "and" after "an Island" opens a second condition, not a list of objects
    text = (
        "If an opponent controls an Island and you control a Mountain, you may cast this spell without paying its mana"
        " cost.\nDestroy target artifact."
    )
    _, found = read(text, "Mogg Salvage")
    cast = found[0]
    assert isinstance(cast, Action) and cast.verb == Verb.CAST
    assert cast.condition is not None and cast.condition.test == "and"
    opponent, you = cast.condition.about
    assert isinstance(opponent, EffectCondition) and isinstance(you, EffectCondition)
    assert [o.subtypes for o in opponent.about if isinstance(o, ObjectPhrase)] == [["Island"]]
    assert [o.subtypes for o in you.about if isinstance(o, ObjectPhrase)] == [["Mountain"]]


def test_died_under_your_control_this_turn() -> None:
    # Cult Conscript: the restriction is a past death under your control
    text = (
        "This creature enters tapped.\n{1}{B}: Return this card from your graveyard to the battlefield. Activate only"
        " if a non-Skeleton creature died under your control this turn."
    )
    _, found = read(text, "Cult Conscript")
    timing = found[-1]
    assert isinstance(timing, Action) and timing.verb == Verb.ACTIVATE
    assert timing.condition is not None and timing.condition.test == "did"
    (died,) = timing.condition.about
    assert isinstance(died, Action) and died.verb == Verb.DIE and died.detail == ["under_your_control"]
    assert isinstance(died.actor, ObjectPhrase) and died.actor.not_types == ["Skeleton"]
    # Body Count: the creatures counted are those that died so
    text = "Spectacle {B}\nDraw a card for each creature that died under your control this turn."
    _, found = read(text, "Body Count")
    draw = found[-1]
    assert isinstance(draw, Action) and isinstance(draw.per, ObjectPhrase)
    (relative,) = draw.per.relative
    assert isinstance(relative, Action) and relative.detail == ["under_your_control"]
