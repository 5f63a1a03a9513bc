"""The Russian effect tree on casting and paying, and on damage prevented, in printed Russian card text, each beside its
card's English Oracle text: strive's "за каждую цель после первой", "если на розыгрыш ~ было потрачено {U}",
multikicker's "за каждый полученный ею Усилитель", and the damage a prevention names by its cases ("которые должны быть
нанесены в этом ходу атакующими существами")."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, Reference


def parsed(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="ru", name=name)


def actions(card: Card) -> list[Action]:
    return [node for node in card_effects(card) if isinstance(node, Action)]


def test_strive_costs_more_for_each_target_beyond_the_first() -> None:
    # Colossal Heroics: "Strive — Colossal Heroics costs {1}{G} more to cast for each target beyond the first."
    text = "Стремление — За каждую цель после первой разыгрывание Колоссального Героизма стоит на {1}{G} больше."
    card = parsed("Колоссальный Героизм", text)
    assert is_typed(card_effects(card))
    (cost,) = actions(card)
    assert (cost.verb, cost.amount, cost.detail) == (Verb.MODIFY_COST, "{1}{G}", ["more"])
    assert isinstance(cost.actor, Reference) and cost.actor.refers == "self"
    assert isinstance(cost.per, ObjectPhrase)
    assert (cost.per.types, cost.per.qualifiers) == (["target"], ["beyond_first"])


def test_mana_spent_to_cast_the_spell() -> None:
    # Ribbons of Night: "If {U} was spent to cast Ribbons of Night, draw a card."
    text = "Если на розыгрыш Лент ночи было потрачено {U}, возьмите карту."
    (draw,) = actions(parsed("Ленты ночи", text))
    assert draw.verb == Verb.DRAW and isinstance(draw.condition, EffectCondition)
    assert draw.condition.test == "spent:{U}"
    (spell,) = draw.condition.about
    assert isinstance(spell, Reference) and spell.refers == "self"


def test_mana_not_spent_is_unless_spent() -> None:
    # Court Hussar: "When Court Hussar enters the battlefield, sacrifice it unless {W} was spent to cast it."
    text = "Когда Судебный гусар входит в игру, пожертвуйте его, если на его розыгрыш не было потрачено {W}."
    card = parsed("Судебный гусар", text)
    assert is_typed(card_effects(card))
    (sacrifice,) = [a for a in actions(card) if a.verb == Verb.SACRIFICE]
    assert isinstance(sacrifice.condition, EffectCondition) and sacrifice.condition.test == "unless:spent:{W}"


def test_multikicker_counts_the_times_kicked() -> None:
    # Enclave Elite: "Enclave Elite enters the battlefield with a +1/+1 counter on it for each time it was kicked."
    text = "Элита Анклава выходит на поле битвы с жетоном +1/+1 на ней за каждый полученный ею Усилитель."
    (enter,) = actions(parsed("Элита Анклава", text))
    assert enter.verb == Verb.ENTER and "per:times_kicked" in enter.detail


def test_damage_prevented_this_turn_by_creatures() -> None:
    # Harmless Assault: "Prevent all combat damage that would be dealt this turn by attacking creatures."
    text = "Предотвратите все боевые повреждения, которые должны быть нанесены в этом ходу атакующими существами."
    (prevent,) = actions(parsed("Безобидное Нападение", text))
    assert prevent.verb == Verb.PREVENT and prevent.duration is not None and prevent.duration.until == "this_turn"
    (attackers,) = prevent.objects
    assert isinstance(attackers, ObjectPhrase) and attackers.qualifiers == ["attacking"]


def test_damage_prevented_to_it_by_creatures() -> None:
    # Stonewise Fortifier: "{4}{W}: Prevent all damage that would be dealt to Stonewise Fortifier by target creature
    # this turn."
    text = (
        "{4}{W}: предотвратите все повреждения, которые должны быть нанесены Укрепляющему Камнезнатцу целевым "
        "существом в этом ходу."
    )
    (prevent,) = actions(parsed("Укрепляющий Камнезнатец", text))
    to, by = prevent.objects
    assert isinstance(to, Reference) and to.refers == "self"
    assert isinstance(by, ObjectPhrase) and by.determiner == "target"
    # "Prevent all combat damage that would be dealt this turn." stays one action with no object
    (fog,) = actions(parsed("Туман", "Предотвратите все боевые повреждения, которые должны быть нанесены в этом ходу."))
    assert fog.verb == Verb.PREVENT and fog.objects == []
