"""The Russian effect tree on passives with "быть" in printed Russian card text, each beside its card's English
Oracle text: "должна быть положена … на кладбище" (would be put into a graveyard) and "не могут быть предотвращены"
(can't be prevented)."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, Reference, TriggerEvent


def parsed(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="ru", name=name)


def actions(card: Card) -> list[Action]:
    return [node for node in card_effects(card) if isinstance(node, Action)]


def test_would_be_put_into_a_graveyard() -> None:
    # Dryad Militant: "If an instant or sorcery card would be put into a graveyard from anywhere, exile it instead."
    text = (
        "Если карта мгновенного заклинания или волшебства должна быть положена откуда-либо на кладбище, "
        "изгоните ее вместо этого."
    )
    card = parsed("Воинственная Дриада", text)
    assert is_typed(card_effects(card))
    (exile,) = actions(card)
    assert exile.verb == Verb.EXILE and isinstance(exile.condition, EffectCondition)
    assert exile.condition.test == "would"
    (event,) = exile.condition.about
    assert isinstance(event, Action) and event.verb == Verb.PUT_INTO_GRAVEYARD


def test_cant_be_prevented() -> None:
    # Combust: "Combust deals 5 damage to target white or blue creature. The damage can't be prevented."
    text = (
        "Воспламенение наносит 5 повреждений целевому белому или синему существу. "
        "Эти повреждения не могут быть предотвращены."
    )
    card = parsed("Воспламенение", text)
    assert is_typed(card_effects(card))
    deal, prevent = actions(card)
    assert deal.verb == Verb.DEAL_DAMAGE
    assert (prevent.verb, prevent.negated) == (Verb.PREVENT, True)


def test_dealt_damage_set_off_by_commas() -> None:
    # Aggravate: "Each creature dealt damage this way attacks this turn if able."
    text = "Каждое существо, которому были таким образом нанесены повреждения, атакует в этом ходу, если может."
    (attack,) = actions(parsed("Раздражение", text))
    assert attack.verb == Verb.ATTACK
    assert isinstance(attack.actor, ObjectPhrase) and attack.actor.qualifiers == ["dealt_damage_this_way"]
    # Witch's Mist: "Destroy target creature that was dealt damage this turn."
    text = "Уничтожьте целевое существо, которому были нанесены повреждения в этом ходу."
    (destroy,) = actions(parsed("Ведьмина Дымка", text))
    (creature,) = destroy.objects
    assert isinstance(creature, ObjectPhrase) and creature.qualifiers == ["dealt_damage_this_turn"]


def test_a_number_equal_to_after_the_comma() -> None:
    # Reverent Hunter: "When Reverent Hunter enters, put a number of +1/+1 counters on it equal to your devotion to
    # green."
    text = (
        "Когда Благоговейный Охотник выходит на поле битвы, положите на него жетоны +1/+1, количество которых равно "
        "вашей Преданности зеленому."
    )
    card = parsed("Благоговейный Охотник", text)
    assert is_typed(card_effects(card))
    (put,) = [a for a in actions(card) if a.verb == Verb.PUT_COUNTER]
    assert put.amount == "devotion"


def test_during_that_players_next_turn_or_untap_step() -> None:
    # Worst Fears: "You control target player during that player's next turn. Exile Worst Fears."
    text = "Вы контролируете целевого игрока во время его следующего хода. Изгоните Худшие Страхи."
    control, _exile = actions(parsed("Худшие Страхи", text))
    assert control.verb == Verb.GAIN_CONTROL and isinstance(control.condition, EffectCondition)
    assert control.condition.test == "during:that_player_next:turn"
    # Sleep: "Tap all creatures target player controls. Those creatures don't untap during that player's next untap
    # step."
    text = (
        "Поверните все существа под контролем целевого игрока. Те существа не разворачиваются во время следующего "
        "шага разворота того игрока."
    )
    _tap, untap = actions(parsed("Сон", text))
    assert (untap.verb, untap.negated) == (Verb.UNTAP, True)


def test_an_alternative_cost_paid() -> None:
    # Morsel Theft: "If Morsel Theft's prowl cost was paid, draw a card."
    text = "Если стоимость Мародерства Лакомого Куска была заплачена, возьмите карту."
    (draw,) = actions(parsed("Лакомый Кусок", text))
    assert draw.verb == Verb.DRAW and isinstance(draw.condition, EffectCondition)
    assert draw.condition.test == "paid:prowl"


def test_domain_basic_land_types_among_lands() -> None:
    # Voices from the Void: "Domain — Target player discards a card for each basic land type among lands you control."
    text = "Владения Целевой игрок сбрасывает одну карту за каждый тип базовой земли среди земель под вашим контролем."
    (discard,) = actions(parsed("Голоса из Пустоты", text))
    assert discard.verb == Verb.DISCARD
    assert isinstance(discard.per, ObjectPhrase) and discard.per.types == ["basic_land_type"]
    assert discard.per.qualifiers == ["among"]


def test_the_revealed_cards() -> None:
    # Dakra Mystic: "… You may put the revealed cards into their owners' graveyards. …"
    text = "Вы можете положить показанные карты на кладбища их владельцев."
    (put,) = actions(parsed("Мистик из Дакры", text))
    (cards,) = put.objects
    assert put.verb == Verb.PUT and isinstance(cards, Reference) and cards.refers == "anaphora"


def test_put_into_your_graveyard_from_play_said_first() -> None:
    # Prowess of the Fair: "Whenever another nontoken Elf is put into your graveyard from the battlefield, …"
    text = (
        "Каждый раз, когда другой не являющийся фишкой Эльф попадает из игры на ваше кладбище, вы можете положить в "
        "игру одну фишку существа 1/1 зеленый Эльф Воин."
    )
    card = parsed("Доблесть Прекрасных", text)
    assert is_typed(card_effects(card))
    (event,) = [node for node in card_effects(card) if isinstance(node, TriggerEvent)]
    assert event.event == "die"
