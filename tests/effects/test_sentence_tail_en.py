"""Sentences of the 2026 Oracle text left untyped after the lanes before (issue #22), on real card text (2026 Oracle
wording of the cards named): the creatures a player attacks with, named after who is attacked."""

from __future__ import annotations

from helpers import typed_card as read

from mtglinks.kinds import Verb
from mtglinks.tree import Action, ObjectPhrase, PlayerPhrase, TriggerEvent


def _event(text: str) -> Action:
    card, found = read(text)
    event = found[0]
    assert isinstance(event, TriggerEvent)
    (action,) = event.actions
    return action


def test_attackers_after_who_is_attacked() -> None:
    # Struggle for Project Purity's Enclave mode (the Curses read "attacks enchanted player with one or more creatures")
    got = _event(
        "Whenever a player attacks you with one or more creatures, that player gets twice that many rad counters."
    )
    assert got.verb == Verb.ATTACK and got.detail == ["with"]
    defender, attackers = got.objects
    assert isinstance(defender, PlayerPhrase) and defender.who == "you"
    assert isinstance(attackers, ObjectPhrase) and attackers.types == ["creature"] and attackers.count == "1:or_more"
    # Rigo, Streetwise Mentor (the qualifier is the attackers')
    got = _event(
        "Whenever you attack a player or planeswalker with one or more creatures with power 1 or less, draw a card."
    )
    attackers = got.objects[-1]
    assert isinstance(attackers, ObjectPhrase) and attackers.qualifiers == ["power:1:or_less"]


def test_attack_with_alone_keeps_its_reading() -> None:
    # Rabble Rousing
    got = _event(
        "Whenever you attack with one or more creatures, create that many 1/1 green and white Citizen creature tokens."
    )
    assert got.verb == Verb.ATTACK and got.detail == []
    (attackers,) = got.objects
    assert isinstance(attackers, ObjectPhrase) and attackers.count == "1:or_more"
