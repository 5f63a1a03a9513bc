"""Creature types that no printed Russian type line holds, read where a colour names them ("синий Камарид": the
subtypes list `tools/build_subtypes_ru.py` writes takes them), and the chosen colour and type a token then has."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.tree import Choice, ObjectPhrase

# Sarpadian Empires, Vol. VII (4ED), printed in Russian; its Oracle text: "As Sarpadian Empires, Vol. VII enters, choose
# white Citizen, blue Camarid, black Thrull, red Goblin, or green Saproling. / {3}, {T}: Create a 1/1 creature token of
# the chosen color and type."
NAME = "Сарпадианские Империи, Том VII"
TEXT = (
    "При входе Сарпадианских Империй, Том VII в игру, выберите белый Гражданин, синий Камарид, черный Трулл, красный "
    "Гоблин или зеленый Сапролинг.\n{3}, {T}: Положите одну фишку существа 1/1 с выбранным цветом и типом в игру."
)


def test_each_coloured_creature_type_is_a_subtype() -> None:
    card = mtglinks.parse(TEXT, lang="ru", name=NAME)
    (choice,) = [node for node in card_effects(card) if isinstance(node, Choice)]
    options = [node for node in choice.objects if isinstance(node, ObjectPhrase)]
    assert [(o.colors, len(o.subtypes)) for o in options] == [
        (["white"], 1),
        (["blue"], 1),
        (["black"], 1),
        (["red"], 1),
        (["green"], 1),
    ]
    assert is_typed(card_effects(card))


def test_the_token_of_the_chosen_colour_and_type_is_linked_to_the_choice() -> None:
    card = mtglinks.analyze(TEXT, lang="ru", name=NAME)
    english = mtglinks.analyze(
        "As Sarpadian Empires, Vol. VII enters, choose white Citizen, blue Camarid, black Thrull, red Goblin, or green "
        "Saproling.\n{3}, {T}: Create a 1/1 creature token of the chosen color and type.",
        name="Sarpadian Empires, Vol. VII",
    )
    assert [(link.rule, link.source, link.target) for link in card.links] == [
        (link.rule, link.source, link.target) for link in english.links
    ]
    assert [link.rule for link in card.links] == ["607.2d"]
