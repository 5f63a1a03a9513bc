"""French: an attack that is not blocked ("attaque et qu'il n'est pas bloqué", words in
lang/fr/effect_unblocked_attacks.py), one event verb as the English "attacks and isn't blocked"; a keyword an object
"can't have or gain" ("ne peuvent pas avoir ou acquérir le vol", lang/fr/effect_have_or_gain.py); on real printed card
text."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, TriggerEvent


def parse(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def test_attacks_and_isnt_blocked_guiltfeeder() -> None:
    # Guiltfeeder: "Whenever Guiltfeeder attacks and isn't blocked, defending player loses 1 life for each card in his
    # or her graveyard."
    text = (
        "À chaque fois que le Culpabilivore attaque et qu'il n'est pas bloqué, le joueur défenseur perd 1 point de vie "
        "pour chaque carte dans son cimetière."
    )
    event, action = effects(parse(text, name="Culpabilivore"))
    assert isinstance(event, TriggerEvent)
    assert event.actions[0].verb == Verb.ATTACK
    assert isinstance(action, Action) and action.verb == Verb.LOSE_LIFE


def test_feminine_subject_insidious_mist() -> None:
    # Insidious Mist: "Whenever Insidious Mist attacks and isn't blocked, you may pay {2}{B}. If you do, transform it."
    text = "À chaque fois que la Brume insidieuse attaque et qu'elle n'est pas bloquée, vous pouvez payer {2}{B}."
    event, action = effects(parse(text, name="Brume insidieuse"))
    assert isinstance(event, TriggerEvent) and event.actions[0].verb == Verb.ATTACK
    assert isinstance(action, Action) and action.verb == Verb.PAY


def test_cant_have_or_gain_archetype_of_imagination() -> None:
    # Archetype of Imagination: "Creatures your opponents control lose flying and can't have or gain flying."
    text = "Les créatures que vos adversaires contrôlent perdent le vol et ne peuvent pas avoir ou acquérir le vol."
    lose, cant = effects(parse(text, name="Archétype de l'imagination"))
    assert isinstance(lose, Action) and lose.verb == Verb.LOSE_ABILITY
    assert isinstance(cant, Action) and cant.verb == Verb.GAIN_ABILITY and cant.negated
    assert cant.detail == ["keyword:flying"]


def test_cant_have_arcane_lighthouse() -> None:
    # Arcane Lighthouse: "{1}, {T}: Until end of turn, creatures your opponents control lose hexproof and shroud and
    # can't have hexproof or shroud."
    text = (
        "{1}, {T} : Jusqu'à la fin du tour, les créatures que vos adversaires contrôlent perdent la défense "
        "talismanique et le linceul et ne peuvent pas avoir la défense talismanique ou le linceul."
    )
    _, cant = effects(parse(text, name="Phare hermétique"))
    assert isinstance(cant, Action) and cant.verb == Verb.GAIN_ABILITY and cant.negated
    assert cant.detail == ["keyword:hexproof", "keyword:shroud"]
