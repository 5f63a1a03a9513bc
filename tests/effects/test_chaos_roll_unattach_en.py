"""English: a plane's chaos roll read as the event "chaos ensues" (grammar/effects-en.lark, chaos_roll_shapes.py)
and an Equipment "becomes unattached from a permanent" (lang/en/effect_words_planes_dice.py), on real Oracle and
printed text."""

from __future__ import annotations

from helpers import typed_card as read
from helpers import walk

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, TriggerEvent


def _events(found: list[object]) -> list[TriggerEvent]:
    return [n for node in found for n in walk(node) if isinstance(n, TriggerEvent)]  # type: ignore[arg-type]


def test_naya_chaos_roll_is_chaos_ensues() -> None:
    # Naya (Oracle): "Whenever you roll {CHAOS}" is the event the older "Whenever chaos ensues" named
    text = (
        "You may play any number of lands on each of your turns.\nWhenever you roll {CHAOS}, target red, green, or"
        " white creature you control gets +1/+1 until end of turn for each land you control."
    )
    _, found = read(text, "Naya")
    assert [e.event for e in _events(found)] == ["chaos_ensues"]


def test_printed_chaos_symbol_c_is_the_same_event() -> None:
    # a printed plane of 2009 writes the chaos face {C}: "Whenever you roll {C}, discard your hand."
    _, found = read("Whenever you roll {C}, discard your hand.", "Academy at Tolaria West")
    assert [e.event for e in _events(found)] == ["chaos_ensues"]


def test_another_symbol_rolled_is_not_read() -> None:
    # only the chaos face is an event: "{G}" rolled is left untyped, with the reason
    card = mtglinks.parse("Whenever you roll {G}, discard your hand.", name="Academy at Tolaria West")
    found = [n for a in card.iter_abilities() for n in a.effects]
    assert any(n.kind == EffectKind.UNTYPED and "{CHAOS}" in (n.reason or "") for n in found)


def test_grafted_wargear_becomes_unattached() -> None:
    # Grafted Wargear: the trigger is the Equipment's unattaching, done by it (~)
    text = (
        "Equipped creature gets +3/+2.\nWhenever Grafted Wargear becomes unattached from a permanent, sacrifice that"
        " permanent."
    )
    _, found = read(text, "Grafted Wargear")
    verbs = [n.verb for node in found for n in walk(node) if isinstance(n, Action)]  # type: ignore[arg-type]
    assert Verb.UNATTACH in verbs and Verb.SACRIFICE in verbs
