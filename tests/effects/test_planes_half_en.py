"""English planes, dice and halves on real Oracle and printed text: a plane's chaos roll read as the event "chaos
ensues", "planeswalk here", the Endeavor cycle's two results, an Equipment "becomes unattached from a permanent"
(lang/en/effect_words_planes_dice.py), "half the <objects>, rounded up" (effects/planes_half_shapes.py)."""

from __future__ import annotations

from helpers import typed_card as read
from helpers import walk

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Choice, ObjectPhrase, TriggerEvent


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


def test_city_hall_planeswalk_here() -> None:
    # City Hall (a MagicCon plane): "here" is the plane itself, as "planeswalk to ~"
    text = "When you planeswalk here, you become the Monarch."
    card = mtglinks.parse(text, name="City Hall")
    (event,) = _events([n for a in card.iter_abilities() for n in a.effects])
    assert event.event == str(Verb.PLANESWALK)


def test_curse_of_the_cabal_half_the_permanents() -> None:
    # Curse of the Cabal: the objects sacrificed are counted "half", rounded down
    _, found = read("Target player sacrifices half the permanents they control, rounded down.", "Curse of the Cabal")
    (sacrifice,) = [n for node in found for n in walk(node) if isinstance(n, Action)]  # type: ignore[arg-type]
    assert sacrifice.verb == Verb.SACRIFICE
    (what,) = sacrifice.objects
    assert isinstance(what, ObjectPhrase) and what.count == "half:down" and what.types == ["permanent"]


def test_half_your_library_stays_an_amount() -> None:
    # Traumatize: "half their library" is still the number milled, not a set of objects
    _, found = read("Target player mills half their library, rounded down.", "Traumatize")
    (mill,) = [n for node in found for n in walk(node) if isinstance(n, Action)]  # type: ignore[arg-type]
    assert mill.verb == Verb.MILL and mill.amount is not None and mill.amount.startswith("half")


def test_valiant_endeavor_two_dice_results() -> None:
    # Valiant Endeavor: one result chosen, "that result" and "the other result" read as numbers
    text = (
        "Roll two d6 and choose one result. Destroy each creature with power greater than or equal to that result."
        " Then create a number of 2/2 white Knight creature tokens with vigilance equal to the other result."
    )
    _, found = read(text, "Valiant Endeavor")
    assert [n.what for node in found for n in walk(node) if isinstance(n, Choice)] == ["die_result"]  # type: ignore[arg-type]
    (create,) = [n for node in found for n in walk(node) if isinstance(n, Action) and n.verb == Verb.CREATE]  # type: ignore[arg-type]
    assert create.amount == "other_result"


def test_radiate_objects_the_spell_could_target() -> None:
    # Radiate: a copy for each object the copied spell could target (the objects' qualifier)
    card = mtglinks.parse("Copy that spell for each other permanent or player the spell could target.", name="Radiate")
    found = [n for a in card.iter_abilities() for n in a.effects]
    (copy,) = [n for node in found for n in walk(node) if isinstance(n, Action)]  # type: ignore[arg-type]
    assert copy.verb == Verb.COPY
    assert isinstance(copy.per, ObjectPhrase) and "spell_could_target" in copy.per.qualifiers


def test_final_fortune_end_of_that_turn() -> None:
    # Final Fortune (printed): "the end of that turn" is the Oracle's "the beginning of that turn's end step"
    _, found = read("Take an extra turn after this one. At the end of that turn, you lose the game.", "Final Fortune")
    assert [e.event for e in _events(found)] == ["that_turn:end_step"]
