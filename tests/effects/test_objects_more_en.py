"""English object phrases read on real Oracle text (effects/lexer_neighbours.py `_color_either`): an object of
either of two or three colors joined by "or" ("a blue or black spell") is one object, not two."""

from __future__ import annotations

from helpers import typed_card as read
from helpers import walk

from mtglinks.kinds import Verb
from mtglinks.tree import Action, ObjectPhrase


def _actions(found: list[object]) -> list[Action]:
    return [n for node in found for n in walk(node) if isinstance(n, Action)]  # type: ignore[arg-type]


def test_flashfreeze_counters_one_spell_of_either_color() -> None:
    _, found = read("Counter target red or green spell.", "Flashfreeze")
    (counter,) = [a for a in _actions(found) if a.verb == Verb.COUNTER]
    (spell,) = counter.objects
    assert isinstance(spell, ObjectPhrase)
    assert spell.determiner == "target" and spell.types == ["spell"]
    assert spell.colors == ["red", "green"] and "color:either" in spell.qualifiers


def test_bant_puts_a_counter_on_a_creature_of_one_of_three_colors() -> None:
    text = "Whenever chaos ensues, put a divinity counter on target green, white, or blue creature."
    _, found = read(text, "Bant")
    (put,) = [a for a in _actions(found) if a.verb == Verb.PUT_COUNTER]
    (creature,) = [o for o in put.objects if isinstance(o, ObjectPhrase) and "creature" in o.types]
    assert creature.colors == ["green", "white", "blue"] and "color:either" in creature.qualifiers
    assert creature.span[1] - creature.span[0] == len("target green, white, or blue creature")


def test_dystopia_sacrifices_one_permanent_of_either_color() -> None:
    text = (
        "At the beginning of each player's upkeep, that player sacrifices a green or white permanent of their choice."
    )
    _, found = read(text, "Dystopia")
    (sacrifice,) = [a for a in _actions(found) if a.verb == Verb.SACRIFICE]
    (permanent,) = sacrifice.objects
    assert isinstance(permanent, ObjectPhrase) and permanent.types == ["permanent"]
    assert permanent.colors == ["green", "white"] and "color:either" in permanent.qualifiers


def test_two_colors_joined_by_and_stay_both_colors() -> None:
    # "and" is an object of both colors (rule 105.2), not either: no `color:either` there
    text = 'Create two 1/1 black and green Pest creature tokens with "When this token dies, you gain 1 life."'
    _, found = read(text, "Pest Summoning")
    (create,) = [a for a in _actions(found) if a.verb == Verb.CREATE]
    (tokens,) = [o for o in create.objects if isinstance(o, ObjectPhrase) and "Pest" in o.subtypes]
    assert tokens.colors == ["black", "green"] and "color:either" not in tokens.qualifiers
