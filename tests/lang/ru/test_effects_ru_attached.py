"""The Russian effect tree on printed Russian card text: put or returned onto the battlefield attached to an object
("на поле битвы прикрепленным к целевому существу", "в игру прикрепленной к ~"), and tokens put tapped, the
participle before them ("Положите на поле битвы повернутыми X фишек …"), or transformed ("трансформированным"); and a
number of such tokens ("пять таких фишек")."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, ObjectPhrase, Reference


def parsed(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="ru", name=name)


def actions(card: Card) -> list[Action]:
    return [node for node in card_effects(card) if isinstance(node, Action)]


def test_returned_attached_to_target_creature() -> None:
    # Gryff's Boon: "{3}{W}: Return ~ from your graveyard to the battlefield attached to target creature."
    text = "{3}{W}: верните Дар Грифа из вашего кладбища на поле битвы прикрепленным к целевому существу."
    card = parsed("Дар Грифа", text)
    assert is_typed(card_effects(card))
    (ret,) = actions(card)
    assert ret.verb == Verb.RETURN and "attached_to" in ret.detail and ret.zone_to == "battlefield"
    card_itself, creature = ret.objects
    assert isinstance(card_itself, Reference) and card_itself.refers == "self"
    assert isinstance(creature, ObjectPhrase) and creature.determiner == "target" and creature.types == ["creature"]


def test_put_from_hand_attached_to_self() -> None:
    # Academy Researchers: "… you may put an Aura card from your hand onto the battlefield attached to ~."
    text = (
        "Когда Исследователи из Академии входят в игру, вы можете положить карту Ауры из вашей руки в игру"
        " прикрепленной к Исследователям из Академии."
    )
    card = parsed("Исследователи из Академии", text)
    assert is_typed(card_effects(card))
    put = actions(card)[-1]
    assert put.verb == Verb.PUT and "attached_to" in put.detail and put.zone_from == "hand"
    assert isinstance(put.objects[-1], Reference) and put.objects[-1].refers == "self"


def test_an_aura_relative_is_not_put_attached() -> None:
    # "прикрепленная к" not after a zone stays the relative of an Aura (Aura attached to a creature)
    text = "Уничтожьте целевую Ауру, прикрепленную к существу."
    card = parsed("Разочарование", text)
    for action in actions(card):
        assert "attached_to" not in action.detail


def test_tokens_put_tapped_before_them() -> None:
    # Empty the Pits: "Put X 2/2 black Zombie creature tokens onto the battlefield tapped."
    text = "Положите на поле битвы повернутыми X фишек существа 2/2 черный Зомби."
    card = parsed("Опустошить Ямы", text)
    assert is_typed(card_effects(card))
    (create,) = actions(card)
    assert create.verb == Verb.CREATE and "tapped" in create.detail
    (tokens,) = create.objects
    assert isinstance(tokens, ObjectPhrase) and tokens.count == "X" and tokens.subtypes == ["Зомби"]


def test_returned_transformed_before_whose_control() -> None:
    # Harvest Hand: "When ~ dies, return it to the battlefield transformed under your control."
    text = "Когда Жнец-Подручный умирает, верните его на поле битвы трансформированным под вашим контролем."
    card = parsed("Жнец-Подручный", text)
    assert is_typed(card_effects(card))
    ret = actions(card)[-1]
    assert ret.verb == Verb.RETURN and ret.detail == ["transformed"] and ret.zone_to == "battlefield"


def test_returned_transformed_after_whose_control() -> None:
    # Skin Invasion: "When enchanted creature dies, return ~ to the battlefield transformed under your control."
    text = (
        "Когда зачарованное существо умирает, верните Проникновение под Кожу на поле битвы под вашим контролем"
        " трансформированным."
    )
    card = parsed("Проникновение под Кожу", text)
    assert is_typed(card_effects(card))
    ret = actions(card)[-1]
    assert ret.verb == Verb.RETURN and ret.detail == ["transformed"]
    (itself,) = ret.objects
    assert isinstance(itself, Reference) and itself.refers == "self"


def test_a_number_of_such_tokens_instead() -> None:
    # Gather the Townsfolk: "Create two 1/1 white Human creature tokens. Fateful hour — If you have 5 or less life,
    # create five of those tokens instead."
    text = (
        "Положите на поле битвы две фишки существа 1/1 белый Человек.\n"
        "Роковой час — Если количество ваших жизней меньше или равно 5, положите на поле битвы пять таких фишек вместо"
        " этого."
    )
    card = parsed("Сбор Горожан", text)
    assert is_typed(card_effects(card))
    first, instead = actions(card)
    assert first.verb == instead.verb == Verb.CREATE and "instead" in instead.detail
    (those,) = instead.objects
    assert isinstance(those, ObjectPhrase) and those.count == "5" and "of:anaphora" in those.qualifiers
