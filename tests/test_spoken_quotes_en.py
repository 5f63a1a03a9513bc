"""Quoted words that are spoken, not an ability granted (issue #22): "you may say "Gotcha!"", "ask a person outside the
game "…"" stay in the sentence that quotes them (lang/en `spoken_quote`, syntax/spoken.py), on real card text (2026
Oracle wording of the cards named); a granted ability in quotes stays one."""

from __future__ import annotations

import mtglinks
from mtglinks.kinds import AbilityKind


def test_gotcha_is_said_not_granted() -> None:
    # Cardpecker
    card = mtglinks.parse(
        'Flying\nGotcha — If an opponent touches the table with their hand, you may say "Gotcha!" When you do, return '
        "this card from your graveyard to your hand.",
        name="Cardpecker",
    )
    texts = [a.text for a in card.iter_abilities()]
    assert "Gotcha!" not in texts
    assert not any(a.granted for a in card.iter_abilities())


def test_a_question_asked_is_not_granted() -> None:
    # Squirrel Dealer
    card = mtglinks.parse(
        'When this creature enters, ask a person outside the game "Do you like Squirrels?" If they do, create a 1/1 '
        "green Squirrel creature token.",
        name="Squirrel Dealer",
    )
    assert not any(a.granted for a in card.iter_abilities())
    # the question asked first in an activated ability (a capital "Ask")
    card = mtglinks.parse('{T}: Ask a person outside the game "Is this balanced?"', name="Foo")
    assert not any(a.granted for a in card.iter_abilities())


def test_a_granted_ability_stays_granted() -> None:
    # Llanowar Augur's kin: an ability in quotes after "have"
    card = mtglinks.parse('Creatures you control have "{T}: Add {G}."', name="Foo")
    granted = [a for a in card.iter_abilities() if a.granted]
    assert [a.kind for a in granted] == [AbilityKind.ACTIVATED]
