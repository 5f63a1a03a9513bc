"""What a player gets or has been dealt, counted, on real card text (2026 Oracle wording of the cards named): energy
and Unfinity's ticket counters ({TK}, "a ticket counter" as the cards remind), …"""

from __future__ import annotations

from helpers import only_typed_action as only_action
from helpers import original
from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action


def test_tickets_are_counters_not_energy() -> None:
    # Ticket Turbotubes: "{3}, {T}: You get {TK} (a ticket counter)."
    card, got = only_action("You get {TK} (a ticket counter).")
    assert got.verb == Verb.GET_COUNTER and got.detail == ["counter:ticket"] and got.amount is None
    # Command Performance's mode
    card, got = only_action("You get {TK}{TK}.")
    assert got.verb == Verb.GET_COUNTER and got.detail == ["counter:ticket:2"]
    assert original(card, got) == "You get {TK}{TK}"
    # Demonic Tourist Laser's last ability: counted by a word
    card, found = read("When this permanent dies, you get seven {TK}.")
    got = found[-1]
    assert isinstance(got, Action) and got.verb == Verb.GET_COUNTER and got.detail == ["counter:ticket:7"]
    assert original(card, got) == "you get seven {TK}"


def test_energy_is_still_energy_and_another_symbol_is_refused() -> None:
    # Aether Hub's first ability: "When this land enters, you get {E} (an energy counter)."
    card, found = read("When this land enters, you get {E} (an energy counter).")
    got = found[-1]
    assert isinstance(got, Action) and got.verb == Verb.GET_ENERGY and got.amount == "{E}"
    # a mana symbol is not got so
    (node,) = mtglinks.parse("You get {G}{G}.").abilities[0].effects
    assert node.kind == EffectKind.UNTYPED and "got" in node.reason  # type: ignore[attr-defined]
