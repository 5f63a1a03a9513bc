"""The last sentences that alone kept a card of the 2026 Oracle text untyped (issue #22), on real card text (2026
Oracle wording of the cards named): types added with "also", the events of evolve and enlist, the graveyards of any
number of target players, "each enchanted permanent" (lang/en/effect_words_last_six.py,
grammar/effects-en/3-last-six.lark, effects/last_six_shapes.py)."""

from __future__ import annotations

from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Effect, ObjectPhrase, Reference, TriggerEvent


def _actions(found: list[Effect]) -> list[Action]:
    return [node for node in found if isinstance(node, Action)]


def _untyped(text: str) -> list[Effect]:
    card = mtglinks.parse(text, name="Foo")
    return [n for ability in card.iter_abilities() for n in ability.effects if n.kind == EffectKind.UNTYPED]


def test_is_also_a_list_of_subtypes() -> None:
    # Tajuru Paragon (also Burakos, Party Leader; Veteran Adventurer; Stonework Packbeast)
    _, found = read("This creature is also a Cleric, Rogue, Warrior, and Wizard.", name="Tajuru Paragon")
    (be,) = _actions(found)
    assert be.verb == Verb.BECOME and be.detail == ["is"]
    assert isinstance(be.actor, Reference)
    assert [o.subtypes for o in be.objects if isinstance(o, ObjectPhrase)] == [
        ["Cleric"],
        ["Rogue"],
        ["Warrior"],
        ["Wizard"],
    ]
    assert all(isinstance(o, ObjectPhrase) and "in_addition" in o.qualifiers for o in be.objects)


def test_is_also_only_types() -> None:
    # "is also" before anything but bare types is not read
    assert _untyped("This creature is also target creature.")
    assert _untyped("This creature is also a creature card in your graveyard.")


def test_whenever_it_evolves() -> None:
    # Renegade Krasis
    _, found = read(
        "Whenever this creature evolves, put a +1/+1 counter on each other creature you control with a +1/+1 "
        "counter on it.",
        name="Renegade Krasis",
    )
    (event,) = [n for n in found if isinstance(n, TriggerEvent)]
    assert event.event == Verb.EVOLVE


def test_whenever_it_enlists_a_creature() -> None:
    # Guardian of New Benalia
    _, found = read("Whenever this creature enlists a creature, scry 2.", name="Guardian of New Benalia")
    (event,) = [n for n in found if isinstance(n, TriggerEvent)]
    assert event.event == Verb.ENLIST
    (enlist,) = event.actions
    (creature,) = enlist.objects
    assert isinstance(creature, ObjectPhrase) and creature.types == ["creature"]


def test_any_number_of_target_players_graveyards() -> None:
    # Thraben Charm (also Stonespeaker Crystal)
    _, found = read("Exile any number of target players' graveyards.", name="Thraben Charm")
    (exile,) = _actions(found)
    assert exile.verb == Verb.EXILE
    (graveyards,) = exile.objects
    assert isinstance(graveyards, ObjectPhrase)
    assert graveyards.determiner == "any_number" and graveyards.zone == "graveyard"


def test_any_number_of_one_zone_is_not_read() -> None:
    assert _untyped("Exile any number of your graveyard.")


def test_untap_each_enchanted_permanent() -> None:
    # Estrid, the Masked (+2)
    _, found = read("Untap each enchanted permanent you control.", name="Estrid, the Masked")
    (untap,) = _actions(found)
    assert untap.verb == Verb.UNTAP
    (what,) = untap.objects
    assert isinstance(what, ObjectPhrase) and what.determiner == "each" and "enchanted" in what.qualifiers


def test_the_enchanted_creature_stays_the_auras() -> None:
    # Ironclaw Curse: "the enchanted creature" after "the" is still the Aura's, not a status
    card = mtglinks.parse(
        "Enchanted creature can't block creatures with power equal to or greater than the enchanted creature's "
        "toughness.",
        name="Ironclaw Curse",
    )
    found = [n for ability in card.iter_abilities() for n in ability.effects]
    assert not any(
        isinstance(o, ObjectPhrase) and "power:toughness:at_least" in o.qualifiers
        for n in found
        if isinstance(n, Action)
        for o in n.objects
    )


def test_whenever_you_tap_it_for_mana() -> None:
    # Forbidden Orchard (also Zhur-Taa Druid)
    _, found = read(
        "Whenever you tap this land for mana, target opponent creates a 1/1 colorless Spirit creature token.",
        name="Forbidden Orchard",
    )
    (event,) = [n for n in found if isinstance(n, TriggerEvent)]
    (tap,) = event.actions
    assert tap.verb == Verb.TAP and tap.detail == ["for_mana"]


def test_whenever_you_tap_a_permanent_for_colorless() -> None:
    # Forsaken Monument (also Event Horizon)
    _, found = read("Whenever you tap a permanent for {C}, add an additional {C}.", name="Forsaken Monument")
    (event,) = [n for n in found if isinstance(n, TriggerEvent)]
    (tap,) = event.actions
    (permanent,) = tap.objects
    assert isinstance(permanent, ObjectPhrase) and permanent.qualifiers == ["for_mana:{C}"]


def test_for_mana_only_after_tap() -> None:
    assert _untyped("Sacrifice this creature for mana.")
    assert _untyped("Destroy a permanent for {C}.")


def test_double_the_amount_of_each_type_of_unspent_mana() -> None:
    # Doubling Cube
    _, found = read("Double the amount of each type of unspent mana you have.", name="Doubling Cube")
    (double,) = _actions(found)
    assert double.verb == Verb.DOUBLE
    (mana,) = double.objects
    assert isinstance(mana, ObjectPhrase) and mana.types == ["mana"]
    assert "amount_of:each_type" in mana.qualifiers and "unspent" in mana.qualifiers


def test_the_amount_of_each_type_only_of_mana() -> None:
    assert _untyped("Destroy the amount of each type of target creature.")
    assert _untyped("Double the amount of each color of unspent mana you have.")
