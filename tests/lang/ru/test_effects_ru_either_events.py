"""The Russian effect tree on printed Russian card text: trigger events joined by "или" ("В начале вашего шага
поддержки или каждый раз когда …", "… во время вашего хода или когда ~ умирает", "вы разыгрываете черное заклинание
или Болото выходит на поле битвы"), each event kept with its own verb and subject."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Card, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent


def parsed(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="ru", name=name)


def events(card: Card) -> list[TriggerEvent]:
    return [node for node in card_effects(card) if isinstance(node, TriggerEvent)]


def test_a_step_or_a_second_trigger_word() -> None:
    # Shrine of Boundless Growth: "At the beginning of your upkeep or whenever you cast a green spell, put a charge
    # counter on ~."
    name = "Святыня Безграничного Роста"
    text = (
        "В начале вашего шага поддержки или каждый раз когда вы разыгрываете зеленое заклинание, положите один жетон"
        " заряда на Святыню Безграничного Роста."
    )
    card = parsed(name, text)
    assert is_typed(card_effects(card))
    (event,) = events(card)
    (cast,) = event.actions
    assert cast.verb == Verb.CAST and isinstance(cast.actor, PlayerPhrase) and cast.actor.who == "you"
    (step,) = event.joined
    assert step.event == "your:upkeep"


def test_an_event_or_when_self_dies() -> None:
    # Voice of Resurgence: "Whenever an opponent casts a spell during your turn or when ~ dies, create …"
    text = (
        "Каждый раз, когда оппонент разыгрывает заклинание во время вашего хода или когда Глас Возрождения умирает,"
        " положите на поле битвы одну фишку существа 1/1 зеленый Эльф."
    )
    card = parsed("Глас Возрождения", text)
    assert is_typed(card_effects(card))
    (event,) = events(card)
    cast, die = event.actions
    assert cast.verb == Verb.CAST and die.verb == Verb.DIE
    assert isinstance(cast.actor, PlayerPhrase) and cast.actor.who == "an_opponent"
    assert isinstance(die.actor, Reference)


def test_a_spell_cast_or_a_land_entering() -> None:
    # Staff of the Death Magus: "Whenever you cast a black spell or a Swamp enters the
    # battlefield under your control, you gain 1 life."
    text = (
        "Каждый раз, когда вы разыгрываете черное заклинание или Болото выходит на поле битвы под вашим контролем,"
        " вы получаете 1 жизнь."
    )
    card = parsed("Посох Волхва Смерти", text)
    assert is_typed(card_effects(card))
    (event,) = events(card)
    cast, enter = event.actions
    assert cast.verb == Verb.CAST and enter.verb == Verb.ENTER
    (spell,) = cast.objects
    assert isinstance(spell, ObjectPhrase) and spell.colors == ["black"] and spell.types == ["spell"]
    assert isinstance(enter.actor, ObjectPhrase) and enter.actor.subtypes == ["Болото"]


def test_a_list_of_objects_after_the_verb_stays_one_event() -> None:
    # no verb after "или": the objects stay one list of the one event ("Whenever you cast a black or red spell")
    text = "Каждый раз, когда вы разыгрываете черное заклинание или Болото, вы получаете 1 жизнь."
    card = parsed("Посох Волхва Смерти", text)
    for event in events(card):
        assert len(event.actions) == 1


def test_a_second_trigger_word_after_a_comma() -> None:
    # Bant Sojourners: "When you cycle ~ or it dies, you may create a 1/1 white Soldier creature token."
    text = (
        "Когда вы совершаете цикл Гостей из Бэнта, или когда они попадают из игры на кладбище, вы можете положить в"
        " игру одну фишку существа 1/1 белый Солдат."
    )
    card = parsed("Гости из Бэнта", text)
    trigger = card.abilities[0].trigger
    assert trigger is not None and trigger.event.endswith("или когда они попадают из игры на кладбище")
    assert is_typed(card_effects(card))
    (event,) = events(card)
    cycle, die = event.actions
    assert cycle.verb == Verb.CYCLE and die.verb == Verb.DIE
    assert isinstance(die.actor, Reference)
