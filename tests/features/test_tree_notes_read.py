"""The last note sentences the effect tree did not read (rule 607.2e), on real card text: English reads `note` and
`noted_ref` from the tree (`FROM_TREE`), its patterns retired, and every one of these cards keeps its links."""

from __future__ import annotations

import pytest

import mtglinks
from mtglinks.features import cost_queries, patterns
from mtglinks.features.tree import tree_kinds
from mtglinks.tree import Ability

_NOTES = ("note", "noted_ref")


def _typed(ability: Ability) -> bool:
    return all(e.kind != "untyped" for e in ability.effects)


def _halves(ability: Ability) -> set[tuple[str, str | None]]:
    return {(h.kind.value, h.value) for h in cost_queries.halves(ability) if h.kind.value in _NOTES}


def _links(card: mtglinks.Card) -> set[tuple[str, int, int]]:
    return {
        (str(link.rule), card.ability(link.source).paragraph, card.ability(link.target).paragraph)
        for link in card.links
    }


def test_english_reads_notes_from_the_tree() -> None:
    assert set(_NOTES) <= tree_kinds("en")
    assert not {p.kind for p in patterns.language_data("en").patterns} & set(_NOTES)


# Spark Fiend (Oracle and printed Unglued), The Whiteboarder, Hangman (Oracle), Molten Impact, Mephit's Enthusiasm,
# Magar of the Magic Strings (Oracle), Oubliette (printed Masters Edition)
SPARK_FIEND = (
    "When Spark Fiend enters the battlefield, roll two six-sided dice. If you rolled 2, 3, or 12, sacrifice Spark "
    "Fiend. If you rolled 7 or 11, don't roll dice for Spark Fiend during any of your following upkeeps. If you rolled "
    "any other total, note that total.\nAt the beginning of your upkeep, roll two six-sided dice. If you rolled 7, "
    "sacrifice Spark Fiend. If you roll the noted total, don't roll dice for Spark Fiend during any of your following "
    "upkeeps. Otherwise, do nothing."
)
SPARK_FIEND_PRINTED = (
    "When Spark Fiend comes into play, roll two six-sided dice. On a total of 2, 3, or 12, sacrifice Spark Fiend. On a "
    "total of 7 or 11, do not roll dice for Spark Fiend during any of your following upkeep phases. If you roll any "
    "other total, note it.\nDuring your upkeep, roll two six-sided dice. On a total of 7, sacrifice Spark Fiend. If "
    "you roll the noted total, do not roll dice for Spark Fiend during any of your following upkeep phases. On any "
    "other roll, there is no effect."
)
WHITEBOARDER = (
    "White-bordered creatures you control get +1/+1.\nWhenever you cast a creature spell, note its power, toughness, "
    "or one of its abilities. (Perhaps write on something you can reuse infinitely.)\n{6}, {T}: Create a "
    "white-bordered blue Elemental creature token. It has noted power and toughness and up to two noted abilities. "
    "Erase whatever text you use this way."
)
HANGMAN = (
    "As Hangman enters the battlefield, secretly note a word with six to eight letters.\n{1}: Target player who "
    "doesn't control Hangman guesses the noted word or an unguessed letter in that word. If they guess wrong, put a "
    "+1/+1 counter on Hangman. Any player may activate this ability.\nWhen a player guesses the noted word or all of "
    "its letters, sacrifice Hangman."
)
MOLTEN_IMPACT = (
    "This sorcery deals 4 damage to target creature or planeswalker. If excess damage was dealt this way, note that "
    'excess damage, then you get a one-time boon with "When you cast an instant or sorcery spell, this boon deals '
    'damage equal to the noted number to target creature or planeswalker an opponent controls."'
)
MAGAR = (
    "{1}{B}{R}: Note the name of target instant or sorcery card in your graveyard and put it onto the battlefield face "
    "down. It's a 3/3 creature with \"Whenever this creature deals combat damage to a player, you may create a copy of "
    'the card with the noted name. You may cast the copy without paying its mana cost" and "If this creature would '
    'leave the battlefield, exile it instead of putting it anywhere else."'
)
OUBLIETTE_PRINTED = (
    "When Oubliette comes into play, remove target creature and all Auras attached to it from the game. Note the "
    "number and kind of counters that were on that creature.\nWhen Oubliette leaves play, return the removed card to "
    "play under its owner's control tapped with the noted number and kind of counters on it. If you do, return the "
    "removed Aura cards to play under their owner's control attached to that permanent."
)


@pytest.mark.parametrize(
    ("name", "text", "links"),
    [
        ("Spark Fiend", SPARK_FIEND, {("607.2e", 0, 1)}),
        ("Spark Fiend", SPARK_FIEND_PRINTED, {("607.2e", 0, 1)}),
        ("The Whiteboarder", WHITEBOARDER, {("607.2e", 1, 2)}),
        ("Hangman", HANGMAN, {("607.2e", 0, 1), ("607.2e", 0, 2)}),
        ("Molten Impact", MOLTEN_IMPACT, {("607.2e", 0, 0)}),
        ("Magar of the Magic Strings", MAGAR, {("607.2e", 0, 0)}),
        ("Oubliette", OUBLIETTE_PRINTED, {("607.2e", 0, 1)}),
    ],
)
def test_the_notes_link_from_the_tree(name: str, text: str, links: set[tuple[str, int, int]]) -> None:
    card = mtglinks.analyze(text, name=name)
    assert {link for link in _links(card) if link[0] == "607.2e"} == links


def test_a_total_noted_and_the_noted_total_rolled() -> None:
    card = mtglinks.parse(SPARK_FIEND, name="Spark Fiend")
    assert _halves(card.abilities[0]) == {("note", "total")}
    assert _halves(card.abilities[1]) == {("noted_ref", None)}
    (stop,) = [e for e in card.abilities[1].effects if getattr(e, "condition", None) is not None][-1:]
    assert stop.condition.test == "rolled:noted:total"  # type: ignore[attr-defined]
    assert stop.negated  # type: ignore[attr-defined]


def test_one_of_several_values_noted_and_a_token_that_has_them() -> None:
    card = mtglinks.parse(WHITEBOARDER, name="The Whiteboarder")
    assert _typed(card.abilities[1])
    assert _halves(card.abilities[1]) == {("note", "power_or_toughness_or_ability")}
    assert ("noted_ref", None) in _halves(card.abilities[2])


def test_a_word_noted_secretly_and_guessed() -> None:
    card = mtglinks.parse(HANGMAN, name="Hangman")
    assert all(_typed(ability) for ability in card.abilities)
    assert _halves(card.abilities[0]) == {("note", "word")}
    assert [e.verb for e in card.abilities[1].effects][:1] == ["guess"]  # type: ignore[attr-defined]
    assert _halves(card.abilities[1]) == _halves(card.abilities[2]) == {("noted_ref", None)}


def test_excess_damage_noted_for_a_boon_that_deals_it() -> None:
    card = mtglinks.parse(MOLTEN_IMPACT, name="Molten Impact")
    assert all(_typed(ability) for ability in card.abilities)
    assert ("note", "excess_damage") in _halves(card.abilities[0])


def test_the_card_with_the_noted_name() -> None:
    # the reference is in the ability the noting one grants, both halves in the activated ability's paragraph
    card = mtglinks.parse(MAGAR, name="Magar of the Magic Strings")
    halves = [_halves(ability) for ability in card.iter_abilities()]
    assert halves[0] == {("note", "object")}
    assert {("noted_ref", None)} in halves[1:]


def test_the_counters_noted_back_on_the_card() -> None:
    card = mtglinks.parse(OUBLIETTE_PRINTED, name="Oubliette")
    assert _typed(card.abilities[1])
    assert _halves(card.abilities[0]) == {("note", "counters")}
    assert _halves(card.abilities[1]) == {("noted_ref", None)}
