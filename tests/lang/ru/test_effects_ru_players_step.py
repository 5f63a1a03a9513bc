"""The Russian effect tree on printed Russian card text: the step of the player who controls an enchanted permanent,
that player named by a participle set off by commas ("В начале шага поддержки игрока, контролирующего зачарованное
существо, …"): the paragraph keeps the participle inside the trigger's event, and the event is English's
"enchanted_controller:upkeep"."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import AbilityKind, Verb
from mtglinks.tree import Action, Card, PlayerPhrase, TriggerEvent


def parsed(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="ru", name=name)


def test_the_upkeep_of_enchanted_creatures_controller() -> None:
    # Soul Bleed: "At the beginning of the upkeep of enchanted creature's controller, that player loses 1 life."
    text = (
        "Зачаровать существо\n"
        "В начале шага поддержки игрока, контролирующего зачарованное существо, тот игрок теряет 1 жизнь."
    )
    card = parsed("Истечение Души", text)
    trigger = card.abilities[1]
    assert trigger.kind == AbilityKind.TRIGGERED
    assert trigger.trigger is not None and "контролирующего зачарованное существо" in trigger.trigger.event
    assert is_typed(card_effects(card))
    (event,) = [node for node in card_effects(card) if isinstance(node, TriggerEvent)]
    assert event.event == "enchanted_controller:upkeep"
    (lose,) = [node for node in card_effects(card) if isinstance(node, Action)]
    assert lose.verb == Verb.LOSE_LIFE and isinstance(lose.actor, PlayerPhrase) and lose.actor.who == "that_player"


def test_the_draw_step_of_enchanted_creatures_controller() -> None:
    # Righteous Authority: "At the beginning of the draw step of enchanted creature's controller, that player draws an
    # additional card."
    text = (
        "В начале шага взятия карты игрока, контролирующего зачарованное существо, тот игрок берет дополнительную"
        " карту."
    )
    card = parsed("Высшие Полномочия", text)
    assert is_typed(card_effects(card))
    (event,) = [node for node in card_effects(card) if isinstance(node, TriggerEvent)]
    assert event.event == "enchanted_controller:draw_step"


def test_a_participle_that_opens_the_effect_is_not_taken_into_the_event() -> None:
    # a participle in the nominative after the event opens the effect's subject ("контролирующий его игрок …"):
    # the event ends at its comma
    text = "Каждый раз, когда существо атакует, контролирующий его игрок теряет 1 жизнь."
    card = parsed("Проклятие", text)
    trigger = card.abilities[0].trigger
    assert trigger is not None and trigger.event == "существо атакует"
