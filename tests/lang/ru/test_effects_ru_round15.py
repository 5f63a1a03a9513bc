"""The Russian effect tree on shapes of round 15's sprint, each on a printed Russian card beside its English Oracle
text."""

from __future__ import annotations

from collections import Counter

from helpers import card_effects, card_verbs

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.tree import Action, Card, EffectCondition


def parsed(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="ru", name=name)


def actions(card: Card) -> list[Action]:
    return [node for node in card_effects(card) if isinstance(node, Action)]


def test_suspend_x_cannot_be_zero() -> None:
    # Aeon Chronicler: "Suspend X—{X}{3}{U}. X can't be 0."; Detritivore prints "X не может равняться нулю."
    for text in ("Отсрочка X—{X}{3}{U}. X не может равняться 0.", "Отсрочка X—{X}{3}{R}. X не может равняться нулю."):
        card = parsed("Летописец Эонов", text)
        pay, cant = actions(card)
        assert pay.verb == "pay" and cant.verb == "cant" and cant.amount == "X" and cant.detail == ["be:0"]
        assert is_typed(card_effects(card))


def test_while_it_is_removed_from_the_game() -> None:
    # Aeon Chronicler: "Whenever a time counter is removed from Aeon Chronicler while it's exiled, draw a card."
    text = "Каждый раз, когда удаляется временной жетон с Летописца Эонов, пока он удален из игры, возьмите карту."
    card = parsed("Летописец Эонов", text)
    (draw,) = actions(card)
    assert card_verbs(card) == Counter({"remove_counter": 1, "draw": 1})
    assert isinstance(draw.condition, EffectCondition) and draw.condition.test == "as_long_as:is:exile"
    assert is_typed(card_effects(card))
