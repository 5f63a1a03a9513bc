"""The shapes of grammar/effects.lark block "en-nodes" (effects/en_nodes_shapes.py, words in
lang/en/effect_words_nodes.py) on real Oracle text: stickers put on permanents, cards separated into piles and the
piles named after, a choice made secretly, a number added to a die roll, a row of keywords."""

from __future__ import annotations

from helpers import card_effects, walk
from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import AbilityKind, EffectKind, Verb
from mtglinks.tree import Action, Choice, ObjectPhrase, Reference


def _actions(found: list[object]) -> list[Action]:
    return [n for node in found for n in walk(node) if isinstance(n, Action)]  # type: ignore[arg-type]


def test_a_sticker_put_on_a_permanent() -> None:
    # Aerialephant: the sticker goes on the permanent named after "on"; "a sticker" is of any kind
    text = "Flying\nWhen Aerialephant enters, you get {TK}, then you may put a sticker on a nonland permanent you own."
    _, found = read(text, "Aerialephant")
    (put,) = [a for a in _actions(found) if a.verb == Verb.PUT_STICKER]
    assert put.optional and put.detail == ["sticker:any"]
    (where,) = put.objects
    assert isinstance(where, ObjectPhrase) and where.types == ["permanent"] and where.not_types == ["land"]


def test_stickers_of_several_kinds() -> None:
    # Animate Object: a power and toughness sticker, then three kinds offered in one list
    text = (
        "Put a power and toughness sticker on it. You may also put a name sticker, an art sticker, and/or an ability"
        " sticker on it."
    )
    _, found = read(text, "Animate Object")
    first, second = [a for a in _actions(found) if a.verb == Verb.PUT_STICKER]
    assert first.detail == ["sticker:pt"]
    assert [d for d in second.detail if d.startswith("sticker:")] == ["sticker:name", "sticker:art", "sticker:ability"]
    assert isinstance(second.objects[0], Reference)


def test_cards_separated_into_two_piles() -> None:
    # Fact or Fiction: an opponent separates, then one pile and the other go to two zones
    text = (
        "Reveal the top five cards of your library. An opponent separates those cards into two piles. Put one pile"
        " into your hand and the other into your graveyard."
    )
    _, found = read(text, "Fact or Fiction")
    separate = next(a for a in _actions(found) if a.verb == Verb.SEPARATE)
    assert separate.detail == ["piles:two"]
    puts = [a for a in _actions(found) if a.verb == Verb.PUT]
    assert [p.zone_to for p in puts] == ["hand", "graveyard"]


def test_the_pile_of_a_players_choice() -> None:
    # Liliana of the Veil: the permanents sacrificed are those in the pile the player picks
    text = (
        "[−6]: Separate all permanents target player controls into two piles. That player sacrifices all permanents in"
        " the pile of their choice."
    )
    _, found = read(text, "Liliana of the Veil")
    sacrifice = next(a for a in _actions(found) if a.verb == Verb.SACRIFICE)
    (permanents,) = sacrifice.objects
    assert isinstance(permanents, ObjectPhrase) and "in_pile:of_choice" in permanents.qualifiers


def test_a_number_chosen_secretly() -> None:
    # Menacing Ogre: the choice is marked secretly, its chooser each player
    text = "When this creature enters, each player secretly chooses a number."
    _, found = read(text, "Menacing Ogre")
    (choice,) = [n for n in found if isinstance(n, Choice)]
    assert choice.what == "number" and choice.options == ["secretly"]
    assert choice.chooser is not None


def test_a_number_added_to_a_die_roll() -> None:
    # Diviner's Portent: the number added is the hand's size
    _, found = read("Roll a d20 and add the number of cards in your hand.", "Diviner's Portent")
    roll, add = _actions(found)
    assert roll.verb == add.verb == Verb.ROLL
    assert add.detail == ["add"] and add.amount == "hand_size"


def test_a_row_of_a_keyword() -> None:
    # Trendy Circus Pirate: the row after the ticket cost is a keyword line labelled by that cost (the paragraph
    # reader takes it before the effect grammar's keyword_line rule, which reads such a row ending in a period)
    (row,) = mtglinks.parse("{TK}{TK} — Deathtouch", name="Trendy Circus Pirate").abilities
    assert row.kind == AbilityKind.KEYWORD and row.label == "{TK}{TK}"
    assert [k.canonical for k in row.keywords] == ["deathtouch"]
    (action,) = card_effects(mtglinks.parse("{TK}{TK} — Deathtouch.", name="Trendy Circus Pirate"))
    assert isinstance(action, Action) and action.verb == Verb.GAIN_ABILITY and action.detail == ["keyword:deathtouch"]


def test_a_word_not_a_sticker_stays_untyped() -> None:
    # a made-up sentence: "sticker" without "put … on" is not read
    card = mtglinks.parse("Draw a sticker.")
    assert [n.kind for n in card_effects(card)] == [EffectKind.UNTYPED]


def test_a_creature_a_player_chose_before() -> None:
    # Mogg Assassin: "the creature you chose" is the creature with the choice said before as its relative clause
    _, found = read("If you win the flip, destroy the creature you chose.", "Mogg Assassin")
    (destroy,) = [a for a in _actions(found) if a.verb == Verb.DESTROY]
    (creature,) = destroy.objects
    assert isinstance(creature, ObjectPhrase)
    (chose,) = creature.relative
    assert isinstance(chose, Action) and chose.verb == Verb.CHOOSE


def test_separated_after_another_verb() -> None:
    # Curator of Destinies: "and separate them …" is a second clause, not a list after "look at"
    text = (
        "When this creature enters, look at the top five cards of your library and separate them into a face-down pile"
        " and a face-up pile. An opponent chooses one of those piles. Put that pile into your hand and the other into"
        " your graveyard."
    )
    _, found = read(text, "Curator of Destinies")
    verbs = [a.verb for a in _actions(found)]
    assert verbs[1:3] == [Verb.LOOK_AT, Verb.SEPARATE]
    separate = _actions(found)[2]
    assert separate.detail == ["piles:face_down_and_face_up"]


def test_choices_made_secretly_then_revealed() -> None:
    # Mana Conference: the choice is secret, "those choices" are what is revealed after
    text = (
        "When Mana Conference enters the battlefield, each player secretly chooses a basic land type, then those"
        " choices are revealed."
    )
    _, found = read(text, "Mana Conference")
    (choice,) = [n for n in found if isinstance(n, Choice)]
    assert choice.what == "basic_land_type" and "secretly" in choice.options
    assert [a.verb for a in _actions(found)][-1] == Verb.REVEAL


def test_damage_named_by_its_source() -> None:
    # Shadowbane: the damage prevented is the damage a black source would deal
    text = "If damage from a black source is prevented this way, you gain that much life."
    _, found = read(text, "Shadowbane")
    (gain,) = [n for n in found if isinstance(n, Action)]
    assert gain.condition is not None
    (prevented,) = gain.condition.about
    assert isinstance(prevented, Action) and isinstance(prevented.actor, ObjectPhrase)
    (dealt,) = prevented.actor.relative
    assert isinstance(dealt, Action) and dealt.verb == Verb.DEAL_DAMAGE
    assert isinstance(dealt.actor, ObjectPhrase) and dealt.actor.colors == ["black"]


def test_entering_or_turned_face_up() -> None:
    # Crowd-Control Warden: either event is when the counters are put
    text = (
        "As this creature enters or is turned face up, put X +1/+1 counters on it, where X is the number of other"
        " creatures you control."
    )
    _, found = read(text, "Crowd-Control Warden")
    (put,) = [n for n in found if isinstance(n, Action)]
    assert put.condition is not None and put.condition.test == "as"
    assert [a.verb for a in put.condition.about if isinstance(a, Action)] == [Verb.ENTER, Verb.TURN_FACE_UP]


def test_an_object_with_a_sticker_on_it() -> None:
    # Baaallerina: the target is qualified by the sticker on it; Sanguine Sipper: a stickered permanent
    text = "{2}{U}: Another target creature with a name sticker on it gains flying until end of turn."
    _, found = read(text, "Baaallerina")
    (gain,) = [n for n in found if isinstance(n, Action)]
    assert isinstance(gain.actor, ObjectPhrase) and gain.actor.qualifiers == ["with_sticker:name"]
    text = "This creature has lifelink as long as you control a stickered permanent."
    _, found = read(text, "Sanguine Sipper")
    permanents = [n for node in found for n in walk(node) if isinstance(n, ObjectPhrase)]
    assert [p.qualifiers for p in permanents] == [["stickered"]]


def test_a_spell_cast_by_paying_another_cost() -> None:
    # Worldheart Phoenix: the mana paid instead of the mana cost; Festival of Embers: life paid beside the other costs
    text = "You may cast this card from your graveyard by paying {W}{U}{B}{R}{G} rather than paying its mana cost."
    _, found = read(text, "Worldheart Phoenix")
    (cast,) = [n for n in found if isinstance(n, Action)]
    assert cast.verb == Verb.CAST and cast.detail == ["by_paying:{W}{U}{B}{R}{G}", "rather_than:mana_cost"]
    text = (
        "During your turn, you may cast instant and sorcery spells from your graveyard by paying 1 life in addition to"
        " their other costs."
    )
    _, found = read(text, "Festival of Embers")
    (cast,) = [n for n in found if isinstance(n, Action)]
    assert cast.detail == ["by_paying:life:1", "in_addition:other_costs"]


def test_doctors_companion_is_a_keyword() -> None:
    # Clara Oswald: "Doctor's companion" is a keyword ability (a partner kind, rule 702.124), not a sentence
    text = "Doctor's companion (You can have two commanders if the other is the Doctor.)"
    card = mtglinks.parse(text, name="Clara Oswald")
    (ability,) = card.abilities
    assert ability.kind == "keyword" and not card_effects(card)


def test_a_crew_cost_paid_another_way() -> None:
    # Heart of Kiran: removing a loyalty counter replaces the crew cost
    text = (
        "You may remove a loyalty counter from a planeswalker you control rather than pay Heart of Kiran's crew cost."
    )
    _, found = read(text, "Heart of Kiran")
    (remove,) = [n for n in found if isinstance(n, Action)]
    assert remove.verb == Verb.REMOVE_COUNTER and "rather_than:crew_cost" in remove.detail


def test_dice_rolled_again() -> None:
    # Delina, Wild Mage: "You may roll again." is a roll the player may make
    _, found = read("Create one of those tokens. You may roll again.", "Delina, Wild Mage")
    roll = [n for n in found if isinstance(n, Action)][-1]
    assert roll.verb == Verb.ROLL and roll.optional
