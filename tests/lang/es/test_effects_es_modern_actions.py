"""Keyword actions and phrases of recent Spanish cards the effect tree reads since round 7
(lang/es/effect_modern_actions.py): "confabula", "adéntrate en la mazmorra", "manifiesta miedo", "el Anillo te tienta",
"en cualquier momento", "tu segundo hechizo cada turno", "un hechizo histórico"."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, ObjectPhrase, TriggerEvent


def parse(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="es", name=name)


def test_keyword_actions_of_recent_sets() -> None:
    # Raffine's Informant (SNC): connive
    card = parse(
        "Cuando la Informadora de Raffine entre al campo de batalla, confabula.", name="Informadora de Raffine"
    )
    assert [a.verb for a in effects(card) if isinstance(a, Action)] == [Verb.CONNIVE]
    # Zombie Ogre (AFR): venture into the dungeon
    card = parse(
        "Al comienzo de tu paso final, si una criatura murió este turno, adéntrate en la mazmorra.", name="Ogro zombie"
    )
    assert [a.verb for a in effects(card) if isinstance(a, Action)] == [Verb.VENTURE]
    # Abhorrent Oculus (DSK): manifest dread
    card = parse("Al comienzo del mantenimiento de cada oponente, manifiesta miedo.", name="Ojo aberrante")
    assert [a.verb for a in effects(card) if isinstance(a, Action)] == [Verb.MANIFEST_DREAD]
    # Relentless Rohirrim (LTR): the Ring tempts you
    card = parse(
        "Cuando el Rohirrim implacable entre al campo de batalla, el Anillo te tienta.", name="Rohirrim implacable"
    )
    assert [a.verb for a in effects(card) if isinstance(a, Action)] == [Verb.RING_TEMPTS]


def test_any_time_second_spell_and_historic() -> None:
    # Radha, Heart of Keld (DOM): "en cualquier momento", the English "any time"
    card = parse(
        "Puedes mirar la primera carta de tu biblioteca en cualquier momento y puedes jugar tierras desde la parte "
        "superior de tu biblioteca.",
        name="Radha, Corazón de Keld",
    )
    look, play = effects(card)
    assert isinstance(look, Action) and look.verb == Verb.LOOK_AT and look.detail == ["any_time"]
    assert isinstance(play, Action) and play.verb == Verb.PLAY
    # Oji, the Exquisite Blade (CLB): "tu segundo hechizo cada turno"
    card = parse(
        "Siempre que lances tu segundo hechizo cada turno, exilia hasta una criatura objetivo que controlas.",
        name="Oji, la Hoja Exquisita",
    )
    event = effects(card)[0]
    assert isinstance(event, TriggerEvent) and event.event == "cast"
    (cast,) = event.actions
    assert isinstance(cast, Action)
    (spell,) = cast.objects
    assert isinstance(spell, ObjectPhrase) and spell.qualifiers == ["second_each_turn"]
    # D'Avenant Trapper (DOM): "un hechizo histórico"
    card = parse(
        "Siempre que lances un hechizo histórico, gira la criatura objetivo que controla un oponente.",
        name="Trampera D'Avenant",
    )
    event, tap = effects(card)
    assert isinstance(event, TriggerEvent) and isinstance(tap, Action) and tap.verb == Verb.TAP
    (cast,) = event.actions
    assert isinstance(cast, Action)
    (spell,) = cast.objects
    assert isinstance(spell, ObjectPhrase) and spell.qualifiers == ["historic"]
