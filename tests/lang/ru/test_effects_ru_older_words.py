"""The Russian effect tree on printed Russian card text of older printings: "защита" for toughness in "Сила и защита ~
равны …" (English "~'s power and toughness are each equal to …", rule 604.3), read as "Сила и выносливость" is."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, ObjectPhrase, Reference


def defined(name: str, text: str) -> Action:
    card = mtglinks.parse(text, lang="ru", name=name)
    assert is_typed(card_effects(card))
    (action,) = [node for node in card_effects(card) if isinstance(node, Action)]
    return action


def test_power_and_toughness_equal_to_cards_in_hand() -> None:
    # Aeon Chronicler: "~'s power and toughness are each equal to the number of cards in your hand."
    action = defined("Летописец Эонов", "Сила и защита Летописца Эонов равняются числу карт в вашей руке.")
    assert action.verb == Verb.MODIFY_PT and "set:power_toughness" in action.detail
    assert isinstance(action.actor, Reference) and action.actor.refers == "self"


def test_same_as_toughness_wording() -> None:
    # Benalish Commander: "~'s power and toughness are each equal to the number of Soldiers you control."
    soldiers = "Беналишского Командира равняются количеству контролируемых вами Солдат."
    older = defined("Беналишский Командир", f"Сила и защита {soldiers}")
    newer = defined("Беналишский Командир", f"Сила и выносливость {soldiers}")
    assert older.verb == newer.verb and older.detail == newer.detail and older.amount == newer.amount
    assert isinstance(older.per, ObjectPhrase) and older.per.subtypes == ["Солдат"]
