"""Spanish card text the effect tree reads since round 6's second pass: conditions of what you have whose subject is
only in the verb ("Si tienes 5 vidas o menos", "Mientras tengas siete o más cartas en tu mano"), the end step after
"del" ("Al comienzo del paso final") (lang/es/effect_wording.py, grammar/effects-es.lark)."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, EffectCondition, TriggerEvent


def parse(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="es", name=name)


def test_you_have_in_the_verb() -> None:
    # Thraben Doomsayer (DKA): the life you have, the bound after the life
    card = parse(
        "Hora fatídica — Mientras tengas 5 vidas o menos, las otras criaturas que controlas obtienen +2/+2.",
        "Condenador de Thraben",
    )
    (pump,) = effects(card)
    assert isinstance(pump, Action) and isinstance(pump.condition, EffectCondition)
    assert pump.condition.test == "as_long_as:life:5:or_less"
    # Scroll of Origins (SOK): the cards you have, after "si" (where "Si ganas," alone is a flip won)
    (draw,) = effects(parse("Roba una carta si tienes siete o más cartas en tu mano."))
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW and isinstance(draw.condition, EffectCondition)
    assert draw.condition.test == "have"
    assert [o.to_dict()["zone"] for o in draw.condition.about] == ["hand"]
    (won,) = effects(parse("Si ganas, roba una carta."))
    assert isinstance(won, Action) and isinstance(won.condition, EffectCondition) and won.condition.test == "did"


def test_end_step_after_del() -> None:
    # Ball Lightning (M10): "Al comienzo del paso final" (the English "At the beginning of the end step")
    card = parse("Arrolla, prisa\nAl comienzo del paso final, sacrifica la Centella.", "Centella")
    event, sacrifice = effects(card)[-2:]
    assert isinstance(event, TriggerEvent) and isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE
    assert event.to_dict()["event"] == "the:end_step"


def test_activated_abilities_cant_be_activated() -> None:
    # Arrest (SOM): "no pueden activarse sus habilidades activadas", the passive with "se", read as the English "its
    # activated abilities can't be activated"
    card = parse(
        "Encantar criatura.\n"
        "La criatura encantada no puede atacar o bloquear, y no pueden activarse sus habilidades activadas.",
        "Arresto",
    )
    attack, activate = effects(card)[-2:]
    assert isinstance(attack, Action) and attack.verb == Verb.ATTACK and attack.negated
    assert isinstance(activate, Action) and activate.verb == Verb.ACTIVATE and activate.negated
    assert activate.detail == ["passive"] and activate.actor is not None
    assert activate.actor.to_dict()["types"] == ["activated_ability"]
    # Arrest (MRD): "jugarse", the older word (the English "its activated abilities can't be played")
    card = parse(
        "La criatura encantada no puede atacar o bloquear, y no pueden jugarse sus habilidades activadas.", "Arresto"
    )
    activate = effects(card)[-1]
    assert isinstance(activate, Action) and activate.verb == Verb.ACTIVATE and activate.negated


def test_tapped_before_what_is_put() -> None:
    # Elvish Pioneer (ONS): "girada" before what is put (the English "put a basic land card from your hand onto the
    # battlefield tapped")
    card = parse(
        "Cuando el Pionero élfico entre en juego, puedes poner en juego girada una carta de tierra básica de tu mano.",
        "Pionero élfico",
    )
    event, put = effects(card)
    assert isinstance(event, TriggerEvent) and isinstance(put, Action) and put.verb == Verb.PUT
    assert put.detail == ["tapped"] and put.zone_to == "battlefield" and put.zone_from == "hand"
    assert put.objects[0].to_dict()["types"] == ["card", "land"]


def test_each_after_the_change() -> None:
    # Dauntless Onslaught (THS): "obtienen +2/+2 cada una" (the English "each get +2/+2")
    (pump,) = effects(parse("Hasta dos criaturas objetivo obtienen +2/+2 cada una hasta el final del turno."))
    assert isinstance(pump, Action) and pump.verb == Verb.MODIFY_PT and pump.amount == "+2/+2"
    assert pump.actor is not None and pump.actor.to_dict()["count"] == "2"
    assert pump.duration is not None


def test_damage_that_would_be_dealt_with_ser() -> None:
    # Cho-Manno, Revolutionary (10E): "que fuera a ser hecho a" (the English "that would be dealt to")
    card = parse("Prevén todo el daño que fuera a ser hecho a Cho-Manno, revolucionario.", "Cho-Manno, revolucionario")
    (prevent,) = effects(card)
    assert isinstance(prevent, Action) and prevent.verb == Verb.PREVENT and prevent.amount == "all"
    assert [o.to_dict()["refers"] for o in prevent.objects] == ["self"]
