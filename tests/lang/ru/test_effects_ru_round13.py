"""The Russian effect tree on shapes of round 13, each on a printed Russian card beside its English Oracle text."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, Reference


def parsed(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="ru", name=name)


def actions(card: Card) -> list[Action]:
    return [node for node in card_effects(card) if isinstance(node, Action)]


def test_transform_the_back_face_by_its_name() -> None:
    # Solitary Hunter // One of the Pack (back face): "At the beginning of each upkeep, if a player cast two or more
    # spells last turn, transform One of the Pack." (the printed record names only the front face)
    text = (
        "В начале каждого шага поддержки, если в предыдущем ходу игрок разыграл не менее двух заклинаний, "
        "трансформируйте Одного из Стаи."
    )
    card = parsed("Одинокий Охотник", text)
    assert is_typed(card_effects(card))
    (transform,) = actions(card)
    assert transform.verb == Verb.TRANSFORM
    (itself,) = transform.objects
    assert isinstance(itself, Reference) and (itself.refers, itself.text) == ("self", "Одного из Стаи")


def test_transform_self_after_a_condition() -> None:
    # Delver of Secrets: "… If an instant or sorcery card is revealed this way, transform Delver of Secrets."
    text = (
        "Если таким образом показывается карта мгновенного заклинания или волшебства, трансформируйте "
        "Разыскивателя Тайн."
    )
    (transform,) = actions(parsed("Разыскиватель Тайн", text))
    assert transform.verb == Verb.TRANSFORM
    (itself,) = transform.objects
    assert isinstance(itself, Reference) and itself.refers == "self"
