"""The Russian effect tree on more shapes of round 14, each on a printed Russian card beside its English Oracle text."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.tree import Action, Card, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent


def parsed(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="ru", name=name)


def actions(card: Card) -> list[Action]:
    return [node for node in card_effects(card) if isinstance(node, Action)]


def test_prevent_damage_a_source_would_deal_to_whom() -> None:
    # Goblin Furrier: "Prevent all damage that Goblin Furrier would deal to snow creatures."
    card = parsed("Гоблин-скорняк", "Предотвратите все повреждения, которые Гоблин-скорняк нанесет снежным существам.")
    (prevent,) = actions(card)
    assert prevent.verb == "prevent" and prevent.amount == "all" and "dealt_by" in prevent.detail
    source, to = prevent.objects
    assert isinstance(source, Reference) and source.refers == "self"
    assert isinstance(to, ObjectPhrase) and to.types == ["creature"]


def test_prevent_damage_the_chosen_source_would_deal_to_you() -> None:
    # Auriok Replica: "Prevent all damage a source of your choice would deal to you this turn."
    text = "Предотвратите все повреждения, которые выбранный вами источник должен нанести вам в этом ходу."
    (prevent,) = actions(parsed("Ауриок-Репликант", text))
    (deal,) = prevent.objects
    assert isinstance(deal, Action) and deal.verb == "deal_damage" and deal.detail == ["would"]
    assert isinstance(deal.actor, ObjectPhrase) and deal.actor.types == ["source"]
    (to,) = deal.objects
    assert isinstance(to, PlayerPhrase) and to.who == "you"
    assert prevent.duration is not None


def test_prevent_damage_the_verb_before_the_source() -> None:
    # Light of Sanction: "Prevent all damage that would be dealt to creatures you control by sources you control."
    text = (
        "Предотвратите все повреждения, которые нанесут источники, которые вы контролируете, существам, которых вы "
        "контролируете."
    )
    (prevent,) = actions(parsed("Свет санкций", text))
    source, to = prevent.objects
    assert isinstance(source, ObjectPhrase) and source.types == ["source"] and source.controller == "you"
    assert isinstance(to, ObjectPhrase) and to.types == ["creature"]


def test_has_all_activated_abilities_of_objects_in_the_genitive() -> None:
    # Dark Impostor: "Dark Impostor has all activated abilities of all creature cards exiled with it."
    text = "Темный Самозванец имеет все активируемые способности всех изгнанных им карт существ."
    card = parsed("Темный Самозванец", text)
    (gain,) = actions(card)
    assert gain.verb == "gain_ability"
    (had,) = gain.objects
    assert isinstance(had, ObjectPhrase) and had.types == ["activated_ability"]
    assert "of:card,creature" in had.qualifiers
    assert is_typed(card_effects(card))


def test_put_on_the_top_or_bottom_of_a_library() -> None:
    # Arashin Sovereign: "When Arashin Sovereign dies, you may put it on the top or bottom of its owner's library."
    text = "Когда Арашинский Правитель умирает, вы можете положить его на верх или в низ библиотеки его владельца."
    card = parsed("Арашинский Правитель", text)
    put = actions(card)[-1]
    assert put.verb == "put" and put.zone_to == "library" and put.optional
    assert is_typed(card_effects(card))


def test_put_into_the_owners_library_on_top_said_after_it() -> None:
    # Vedalken Dismisser: "When Vedalken Dismisser enters, put target creature on top of its owner's library."
    card = parsed(
        "Изгоняющий ведалкен",
        "Когда Изгоняющий ведалкен входит в игру, поместите целевое существо в библиотеку владельца сверху.",
    )
    put = actions(card)[-1]
    assert put.verb == "put" and put.zone_to == "library"
    assert is_typed(card_effects(card))


def test_damage_dealt_to_one_or_more_creatures_in_the_dative() -> None:
    # Arashin War Beast: "Whenever Arashin War Beast deals combat damage to one or more blocking creatures, manifest …"
    text = (
        "Каждый раз, когда Арашинский Боевой Зверь наносит боевые повреждения одному или нескольким блокирующим "
        "существам, воплотите верхнюю карту вашей библиотеки."
    )
    card = parsed("Арашинский Боевой Зверь", text)
    event = card_effects(card)[0]
    assert isinstance(event, TriggerEvent)
    (deal,) = event.actions
    assert isinstance(deal, Action) and deal.verb == "deal_damage"
    (blocked,) = deal.objects
    assert isinstance(blocked, ObjectPhrase) and blocked.types == ["creature"]
    assert is_typed(card_effects(card))


def test_this_effect_does_not_remove_the_aura_itself() -> None:
    # Pentarch Ward: "… has protection from the chosen color. This effect doesn't remove Pentarch Ward."
    text = "Зачарованное существо получает защиту от выбранного цвета. Этот эффект не снимает Пентархическую Опеку."
    card = parsed("Пентархическая Опека", text)
    unattach = actions(card)[-1]
    assert unattach.verb == "unattach" and unattach.negated and unattach.detail == ["not_by_this_effect"]


def test_this_effect_reduces_only_colored_mana() -> None:
    # Ragemonger: "This effect reduces only the amount of colored mana you pay."
    card = parsed("Разъяритель", "Этот эффект снижает только количество оплачиваемой цветной маны.")
    (reduce,) = actions(card)
    assert reduce.verb == "modify_cost" and reduce.detail == ["only_colored_mana"]


def test_a_counter_removed_from_the_card_the_source_first() -> None:
    # Protean Hydra: "Whenever a +1/+1 counter is removed from Protean Hydra, put two +1/+1
    # counters on it at the beginning of the next end step."
    text = (
        "Каждый раз, когда с Многоликой Гидры удаляется жетон +1/+1, положите на нее два жетона +1/+1 в начале "
        "следующего заключительного шага."
    )
    card = parsed("Многоликая Гидра", text)
    event = card_effects(card)[0]
    assert isinstance(event, TriggerEvent) and event.event == "remove_counter"
    (removed,) = event.actions
    assert isinstance(removed, Action) and removed.detail == ["counter:+1/+1"]
    assert is_typed(card_effects(card))


def test_a_stat_defined_with_its_owner_a_possessive_before_it() -> None:
    # Kalitas's token (Kalitas, Bloodchief of Ghet): "Its power is equal to that creature's power and its toughness is
    # equal to that creature's toughness."
    text = "Ее сила равна силе того существа, а ее выносливость равна выносливости того существа."
    power, toughness = actions(parsed("Калитас, Кровавый Вождь Гетов", text))
    assert power.verb == toughness.verb == "modify_pt"
    assert (power.detail, toughness.detail) == (["set:power"], ["set:toughness"])
    assert isinstance(power.actor, Reference) and power.actor.refers == "anaphora"
