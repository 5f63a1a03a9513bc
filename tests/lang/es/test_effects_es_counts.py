"""Spanish counts and comparisons the effect tree reads since round 7: "más … que" (the English "more … than"), "una o
más", "cada una de hasta dos criaturas objetivo" (lang/es/effect_counts.py, grammar/effects-es.lark,
effects/es_shapes.py)."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, TriggerEvent, Untyped


def parse(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="es", name=name)


def test_more_than_after_control_and_have() -> None:
    # Gift of Estates (C14): more lands than you, as the English "If an opponent controls more lands than you"
    card = parse(
        "Si un oponente controla más tierras que tú, busca en tu biblioteca hasta tres cartas de llanura, muéstralas y "
        "ponlas en tu mano. Luego baraja tu biblioteca.",
        name="Regalo de fincas",
    )
    search = effects(card)[0]
    assert isinstance(search, Action) and search.verb == Verb.SEARCH
    condition = search.condition
    assert isinstance(condition, EffectCondition) and condition.test == "control"
    lands = condition.about[-1]
    assert isinstance(lands, ObjectPhrase) and lands.determiner == "more" and lands.types == ["land"]
    assert lands.qualifiers == ["than:you"]
    # Akuta, Born of Ash (SOK): more cards in your hand than each opponent, the subject only in the verb
    card = parse(
        "Al comienzo de tu mantenimiento, si tienes más cartas en tu mano que cada oponente, puedes sacrificar un "
        "pantano.",
        name="Akuta, nacido de la ceniza",
    )
    _, condition, sacrifice = effects(card)
    assert isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE
    assert isinstance(condition, EffectCondition) and condition.test == "have"
    (cards,) = condition.about
    assert isinstance(cards, ObjectPhrase) and cards.determiner == "more" and cards.zone == "hand"
    assert cards.qualifiers == ["than:each_opponent"]
    assert not any(isinstance(node, Untyped) for node in effects(card))


def test_one_or_more_and_each_of_up_to() -> None:
    # Duelist's Heritage (C16): "una o más" is the English "one or more"
    card = parse(
        "Siempre que una o más criaturas ataquen, puedes hacer que la criatura atacante objetivo gane la habilidad de "
        "dañar dos veces hasta el final del turno.",
        name="Legado del duelista",
    )
    event = effects(card)[0]
    assert isinstance(event, TriggerEvent)
    (attack,) = event.actions
    assert isinstance(attack, Action) and isinstance(attack.actor, ObjectPhrase)
    assert (attack.actor.determiner, attack.actor.count) == ("number", "1:or_more")
    # Dual Shot (SOI): each of up to two target creatures
    (damage,) = effects(
        parse("El Doble disparo hace 1 punto de daño a cada una de hasta dos criaturas objetivo.", name="Doble disparo")
    )
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE
    (creatures,) = damage.objects
    assert isinstance(creatures, ObjectPhrase) and creatures.count == "2" and creatures.types == ["creature"]
    assert creatures.determiner is not None and creatures.determiner.startswith(("target", "up_to"))
