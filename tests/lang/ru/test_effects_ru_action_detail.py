"""What a Russian object phrase's set-off post-modifier says of the action: ", без уплаты их мана-стоимости" after
the cards cast is the cast's `without_paying`, as the English "without paying their mana costs" is, and no field of
the object phrase."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.tree import Action, ObjectPhrase

# Narset, Enlightened Master (KTK), printed in Russian; its Oracle text: "…Until end of turn, you may cast noncreature,
# nonland cards exiled with Narset this turn without paying their mana costs."
NARSET_RU = (
    "До конца хода вы можете разыгрывать не являющиеся существами или землями карты, изгнанные Нарсет в этом ходу, "
    "без уплаты их мана-стоимости."
)
NARSET_EN = (
    "Until end of turn, you may cast noncreature, nonland cards exiled with Narset this turn without paying their "
    "mana costs."
)


def cast_of(text: str, lang: str, name: str) -> Action:
    card = mtglinks.parse(text, lang=lang, name=name)
    assert is_typed(card_effects(card))
    (cast,) = [node for node in card_effects(card) if isinstance(node, Action)]
    return cast


def test_without_paying_after_a_set_off_object_is_the_casts() -> None:
    cast = cast_of(NARSET_RU, "ru", "Нарсет, Просветленная Наставница")
    english = cast_of(NARSET_EN, "en", "Narset, Enlightened Master")
    assert cast.verb == english.verb == "cast"
    assert "without_paying" in cast.detail and "without_paying" in english.detail
    (cards,) = cast.objects
    assert isinstance(cards, ObjectPhrase) and cards.types == ["card"]


def test_the_object_phrase_json_holds_only_its_declared_fields() -> None:
    cast = cast_of(NARSET_RU, "ru", "Нарсет, Просветленная Наставница")
    as_json = cast.to_dict()
    assert "without_paying" in as_json["detail"]
    (cards,) = as_json["objects"]
    assert "detail" not in cards and "action_detail" not in cards
