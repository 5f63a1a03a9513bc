"""The Russian effect tree on printed Russian card text beside its card's English Oracle text: "Пока ~ зачарован",
"Пока ~ атакует" (a state, not the attack), "используйте Содействие 2", "повторите этот процесс", "в этом бою" and
"Стоимость Воспоминания равна ее мана-стоимости"."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, Choice, EffectCondition, ObjectPhrase, Reference, TriggerEvent


def parsed(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="ru", name=name)


def actions(card: Card) -> list[Action]:
    return [node for node in card_effects(card) if isinstance(node, Action)]


def test_as_long_as_enchanted() -> None:
    # Gate Hound: "Creatures you control have vigilance as long as Gate Hound is enchanted."
    text = "Пока Сторожевой пес зачарован, существа, которых вы контролируете, получают бдительность."
    card = parsed("Сторожевой пес", text)
    (gain,) = actions(card)
    assert gain.verb == Verb.GAIN_ABILITY
    assert isinstance(gain.condition, EffectCondition) and gain.condition.test == "as_long_as:is:enchanted"


def test_as_long_as_attacking_is_a_state() -> None:
    # Kor Scythemaster: "Kor Scythemaster has first strike as long as it's attacking."
    card = parsed("Кор-Косарь", "Пока Кор-Косарь атакует, он имеет Первый удар.")
    (gain,) = actions(card)
    assert gain.verb == Verb.GAIN_ABILITY
    assert isinstance(gain.condition, EffectCondition) and gain.condition.test == "as_long_as:is:attacking"
    (card_itself,) = gain.condition.about
    assert isinstance(card_itself, Reference) and card_itself.refers == "self"
    assert card.text[slice(*card_itself.span)] == "Кор-Косарь"


def test_activate_only_if_attacking_and_this_combat() -> None:
    # Forgestoker Dragon: "{1}{R}: Forgestoker Dragon deals 1 damage to target creature. That creature can't block
    # this combat. Activate this ability only if Forgestoker Dragon is attacking."
    text = (
        "{1}{R}: Дракон Пылающего Горнила наносит 1 повреждение целевому существу. То существо не может блокировать "
        "в этом бою. Активируйте эту способность, только если Дракон Пылающего Горнила атакует."
    )
    card = parsed("Дракон Пылающего Горнила", text)
    assert is_typed(card_effects(card))
    assert sorted(a.verb for a in actions(card)) == [Verb.ACTIVATE, Verb.BLOCK, Verb.DEAL_DAMAGE]
    (block,) = [a for a in actions(card) if a.verb == Verb.BLOCK]
    assert block.negated and block.duration is not None and block.duration.until == "this_combat"
    (activate,) = [a for a in actions(card) if a.verb == Verb.ACTIVATE]
    assert isinstance(activate.condition, EffectCondition) and activate.condition.test == "is:attacking"


def test_attacks_in_a_trigger_stays_the_attack() -> None:
    # the same words after "Каждый раз, когда" are the event (Ancient Hellkite's wording, in a trigger)
    card = parsed("Древний Змей", "Каждый раз, когда Древний Змей атакует, возьмите карту.")
    (event,) = [n for n in card_effects(card) if isinstance(n, TriggerEvent)]
    assert [a.verb for a in event.actions] == [Verb.ATTACK]


def test_support() -> None:
    # Expedition Raptor: "When Expedition Raptor enters, support 2."
    text = "Когда Ястреб Экспедиции выходит на поле битвы, используйте Содействие 2."
    card = parsed("Ястреб Экспедиции", text)
    (support,) = [a for a in actions(card) if a.verb == Verb.SUPPORT]
    assert support.amount == "2"


def test_repeat_this_process() -> None:
    # Primal Surge: "If you do, repeat this process."
    card = parsed("Первобытная Волна", "Если вы это делаете, повторите этот процесс.")
    assert [a.verb for a in actions(card)] == [Verb.REPEAT]


def test_keyword_cost_is_the_mana_cost() -> None:
    # Snapcaster Mage: "The flashback cost is equal to its mana cost."
    card = parsed("Маг Молниеносных Заклинаний", "Стоимость Воспоминания равна ее мана-стоимости.")
    (cost,) = actions(card)
    assert cost.verb == Verb.MODIFY_COST and cost.detail == ["keyword:flashback", "set:mana_cost"]
    (its,) = cost.objects
    assert isinstance(its, Reference) and card.text[slice(*its.span)] == "ее"


def test_neither_creature_nor_land() -> None:
    # Duress: "You choose a noncreature, nonland card from it."
    card = parsed("Насилие", "Вы выбираете из нее карту, не являющуюся ни существом, ни землей.")
    assert is_typed(card_effects(card))
    (choice,) = card_effects(card)
    assert isinstance(choice, Choice)
    (chosen,) = choice.objects
    assert isinstance(chosen, ObjectPhrase) and chosen.qualifiers == ["not:creature", "not:land"]


def test_an_additional_land_on_each_of_your_turns_is_played() -> None:
    # Oracle of Mul Daya: "You may play an additional land on each of your turns." (a land is played, rule 305.1,
    # though the Russian verb is the one of casting)
    text = "Вы можете разыгрывать одну дополнительную землю в каждом из ваших ходов."
    card = parsed("Оракул Племени Мул Дайя", text)
    (play,) = actions(card)
    assert play.verb == Verb.PLAY
    assert play.duration is not None and play.duration.until == "each_of_your_turns"
    (land,) = play.objects
    assert isinstance(land, ObjectPhrase) and land.determiner == "additional"


def test_base_power_and_toughness() -> None:
    # Warden of the First Tree: "Warden of the First Tree becomes a Human Warrior with base power and toughness 3/3."
    text = "Хранитель Первого Древа становится Человеком Воином с базовыми силой и выносливостью 3/3."
    card = parsed("Хранитель Первого Древа", text)
    (become,) = actions(card)
    assert become.verb == Verb.BECOME
    (warrior,) = become.objects
    assert isinstance(warrior, ObjectPhrase) and warrior.qualifiers == ["with:base_power_toughness:3/3"]
