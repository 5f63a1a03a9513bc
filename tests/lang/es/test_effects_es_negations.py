"""A "no" in Spanish printed card text read into the effect tree: a condition on what a player does not control
or what there is none of ("si no controlas un Ogro", "si no hay criaturas en el campo de batalla", "si no tienes
cartas en tu mano"), adjectives that hold a "no" ("no legendarias"), and older fixed sentences ("Tu mano no tiene
tamaño máximo", "no endereza durante tu paso de enderezar")."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, Reference


def parse(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="es", name=name)


def test_if_you_control_none() -> None:
    # Painwracker Oni (CHK): "sacrifice a creature if you don't control an Ogre"
    (sacrifice,) = effects(parse("Sacrifica una criatura si no controlas un Ogro."))
    assert isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE
    assert sacrifice.condition is not None and sacrifice.condition.test == "not:control"
    (ogre,) = sacrifice.condition.about
    assert isinstance(ogre, ObjectPhrase) and ogre.subtypes == ["Ogro"]


def test_if_there_are_none_in_a_zone() -> None:
    # Call to the Grave (M12), Gorilla Titan (ODY), Gibbering Descent (FUT)
    card = parse(
        "Al comienzo del paso final, si no hay criaturas en el campo de batalla, sacrifica la Llamada a la tumba.",
        name="Llamada a la tumba",
    )
    event, condition, sacrifice = effects(card)
    assert isinstance(condition, EffectCondition) and condition.test == "not:there_are"
    assert condition.about[0].to_dict()["zone"] == "battlefield"
    assert isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE
    (pump,) = effects(parse("~ obtiene +4/+4 mientras no haya cartas en tu cementerio."))
    assert isinstance(pump, Action) and pump.condition is not None
    assert pump.condition.test == "as_long_as:not:there_are"
    assert pump.condition.about[0].to_dict()["zone"] == "graveyard"
    (draw,) = effects(parse("Roba una carta si no tienes cartas en tu mano."))
    assert isinstance(draw, Action) and draw.condition is not None
    assert (draw.condition.test, draw.condition.about[0].to_dict()["zone"]) == ("not:there_are", "hand")


def test_adjectives_and_fixed_sentences_with_no() -> None:
    # Djinn of Infinite Deceits (C13), Graceful Adept (CHK), Brass Gnat (TSP)
    (exchange,) = effects(parse("Intercambia el control de dos criaturas objetivo no legendarias."))
    assert isinstance(exchange, Action) and exchange.verb == Verb.EXCHANGE
    assert exchange.objects[0].to_dict()["not_types"] == ["legendary"]
    (hand,) = effects(parse("Tu mano no tiene tamaño máximo."))
    assert isinstance(hand, Action) and hand.detail == ["keyword:no_maximum_hand_size"]
    (untap,) = effects(parse("~ no endereza durante tu paso de enderezar."))
    assert isinstance(untap, Action) and untap.verb == Verb.UNTAP and untap.negated


def test_a_pronoun_doubling_the_object_dealt_damage() -> None:
    # Circle of Flame (M12): "le" doubles "a esa criatura", which is the one object; Adarkar Wastes' "te" alone is
    # the player dealt damage
    card = parse(
        "Siempre que una criatura sin la habilidad de volar te ataque a ti o a un planeswalker que controles, el "
        "Círculo de llamas le hace 1 punto de daño a esa criatura.",
        name="Círculo de llamas",
    )
    damage = effects(card)[-1]
    assert isinstance(damage, Action) and (damage.verb, damage.amount) == (Verb.DEAL_DAMAGE, "1")
    (creature,) = damage.objects
    assert isinstance(creature, Reference) and creature.refers == "anaphora"
    (damage,) = effects(parse("~ te hace 1 punto de daño."))
    assert isinstance(damage, Action) and [o.to_dict()["who"] for o in damage.objects] == ["you"]


def test_if_a_player_does() -> None:
    # Brain Gorgers (PLC): "If a player does, counter Brain Gorgers"
    card = parse("Si un jugador lo hace, contrarresta a los Devoradores de cerebros.", name="Devoradores de cerebros")
    (counter,) = effects(card)
    assert isinstance(counter, Action) and counter.verb == Verb.COUNTER
    assert counter.condition is not None and counter.condition.test == "does"
    assert [p.to_dict()["who"] for p in counter.condition.about] == ["a_player"]
