"""The shapes of grammar/effects.lark block "en-nodes" (effects/en_nodes_shapes.py, words in
lang/en/effect_words_nodes.py) on real Oracle text: stickers put on permanents, cards separated into piles and the
piles named after, a choice made secretly, a number added to a die roll, a row of keywords."""

from __future__ import annotations

from helpers import card_effects, walk
from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import EffectKind, Verb
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
    # Eldrazi Guacamole Tightrope: the row after the ticket cost is the keyword the permanent has
    card = mtglinks.parse("{TK}{TK} — Haste", name="Eldrazi Guacamole Tightrope")
    (action,) = card_effects(card)
    assert isinstance(action, Action) and action.verb == Verb.GAIN_ABILITY and action.detail == ["keyword:haste"]


def test_a_word_not_a_sticker_stays_untyped() -> None:
    # a made-up sentence: "sticker" without "put … on" is not read
    card = mtglinks.parse("Draw a sticker.")
    assert [n.kind for n in card_effects(card)] == [EffectKind.UNTYPED]
