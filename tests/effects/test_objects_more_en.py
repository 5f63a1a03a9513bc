"""English object phrases read on real Oracle text (effects/lexer_neighbours.py `_color_either`, `_zone_either`,
effects/object_more_shapes.py): an object of either of two or three colors joined by "or" ("a blue or black spell")
is one object, not two; an object from either of two zones ("from your hand or graveyard") keeps both zones."""

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
    assert spell.colors == ["red_or_green"]


def test_bant_puts_a_counter_on_a_creature_of_one_of_three_colors() -> None:
    text = "Whenever chaos ensues, put a divinity counter on target green, white, or blue creature."
    _, found = read(text, "Bant")
    (put,) = [a for a in _actions(found) if a.verb == Verb.PUT_COUNTER]
    (creature,) = [o for o in put.objects if isinstance(o, ObjectPhrase) and "creature" in o.types]
    assert creature.colors == ["green_or_white_or_blue"]
    assert creature.span[1] - creature.span[0] == len("target green, white, or blue creature")


def test_dystopia_sacrifices_one_permanent_of_either_color() -> None:
    text = (
        "At the beginning of each player's upkeep, that player sacrifices a green or white permanent of their choice."
    )
    _, found = read(text, "Dystopia")
    (sacrifice,) = [a for a in _actions(found) if a.verb == Verb.SACRIFICE]
    (permanent,) = sacrifice.objects
    assert isinstance(permanent, ObjectPhrase) and permanent.types == ["permanent"]
    assert permanent.colors == ["green_or_white"]


def test_two_colors_joined_by_and_stay_both_colors() -> None:
    # "and" is an object of both colors (rule 105.2), not either: two colors, not one joined by "_or_"
    text = 'Create two 1/1 black and green Pest creature tokens with "When this token dies, you gain 1 life."'
    _, found = read(text, "Pest Summoning")
    (create,) = [a for a in _actions(found) if a.verb == Verb.CREATE]
    (tokens,) = [o for o in create.objects if isinstance(o, ObjectPhrase) and "Pest" in o.subtypes]
    assert tokens.colors == ["black", "green"]


def test_nahiri_puts_an_equipment_from_either_zone() -> None:
    text = "[−2]: You may put an Equipment card from your hand or graveyard onto the battlefield."
    _, found = read(text, "Nahiri, the Lithomancer")
    (put,) = [a for a in _actions(found) if a.verb == Verb.PUT]
    assert put.zone_to == "battlefield"
    (card,) = put.objects
    assert isinstance(card, ObjectPhrase) and card.subtypes == ["Equipment"]
    assert card.qualifiers == ["from:hand|graveyard"]  # one object, not a second object "graveyard"


def test_squee_is_cast_from_graveyard_or_exile() -> None:
    _, found = read("You may cast this card from your graveyard or from exile.", "Squee, the Immortal")
    (cast,) = [a for a in _actions(found) if a.verb == Verb.CAST]
    assert cast.zone_from == "graveyard" and "from:graveyard|exile" in cast.detail
    assert not cast.alternatives  # "or from exile" is no second verb


def test_mister_immortal_returns_from_graveyard_or_exile_tapped() -> None:
    text = "{2}{G}: Return this card from your graveyard or from exile to the battlefield tapped."
    _, found = read(text, "Mister Immortal")
    (back,) = [a for a in _actions(found) if a.verb == Verb.RETURN]
    assert back.zone_to == "battlefield" and "from:graveyard|exile" in back.detail and "tapped" in back.detail
    assert text[back.span[0] : back.span[1]].endswith("from exile to the battlefield tapped")


def test_welcome_the_dead_counts_cards_put_from_hand_or_library() -> None:
    text = (
        "Create X tapped 2/2 black Zombie Druid creature tokens, where X is the number of cards that were put into "
        "your graveyard from your hand or library this turn."
    )
    _, found = read(text, "Welcome the Dead")
    (put,) = [a for a in _actions(found) if a.verb == Verb.PUT_INTO_GRAVEYARD]
    assert put.zone_to == "graveyard" and "from:hand|library" in put.detail
    assert text[put.span[0] : put.span[1]].endswith("from your hand or library")
