"""The Russian effect tree on more shapes of round 14's sprint, each on a printed Russian card beside its English Oracle
text."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.tree import Action, Card


def parsed(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="ru", name=name)


def actions(card: Card) -> list[Action]:
    return [node for node in card_effects(card) if isinstance(node, Action)]


def test_a_duration_set_off_by_its_comma_until_self_leaves() -> None:
    # Aligned Hedron Network: "When Aligned Hedron Network enters the battlefield, exile all creatures with power 5 or
    # greater until Aligned Hedron Network leaves the battlefield."
    text = (
        "Когда Упорядоченная Сеть Эдров выходит на поле битвы, изгоните все существа с силой 5 или больше, пока "
        "Упорядоченная Сеть Эдров не покинет поле битвы."
    )
    card = parsed("Упорядоченная Сеть Эдров", text)
    (exile,) = actions(card)
    assert exile.verb == "exile" and exile.duration is not None and exile.duration.until == "leaves_battlefield"
    assert is_typed(card_effects(card))


def test_a_duration_while_self_remains_in_play_or_a_card_remains_exiled() -> None:
    # Sower of Temptation: "… gain control of target creature for as long as Sower of Temptation remains on the
    # battlefield."
    text = (
        "Когда Сеятельница Соблазнов входит в игру, получите контроль над целевым существом, пока Сеятельница "
        "Соблазнов остается в игре."
    )
    (control,) = actions(parsed("Сеятельница Соблазнов", text))
    assert control.verb == "gain_control" and control.duration is not None
    assert control.duration.until == "leaves_battlefield"
    # Fiend of the Shadows: "You may play that card for as long as it remains exiled."
    (cast,) = actions(parsed("Злодейка Теней", "Вы можете разыгрывать ту карту, пока она остается в изгнании."))
    assert cast.duration is not None and cast.duration.until == "remains_exiled"


def test_a_number_instead_of_the_one_named_without_the_condition() -> None:
    # See the Unwritten: "Ferocious — If you control a creature with power 4 or greater, you may put two creature cards
    # onto the battlefield instead of one."
    text = (
        "Если вы контролируете существо с силой не менее 4, вы можете положить на поле битвы две карты существ "
        "вместо одной."
    )
    (put,) = actions(parsed("Увидеть Ненаписанное", text))
    assert put.verb == "put" and put.detail == ["instead_of:1"]
    # Nissa's Pilgrimage: "… search your library for up to three basic Forest cards instead of two."
    text = "найдите в вашей библиотеке не более трех карт базовых Лесов вместо двух."
    (search,) = actions(parsed("Паломничество Ниссы", text))
    assert search.verb == "search" and search.detail == ["instead_of:2"]
