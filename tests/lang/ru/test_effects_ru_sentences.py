"""The Russian effect tree on whole sentence shapes of printed Russian card text, each beside its card's English Oracle
text: a lure ("Все существа, способные блокировать зачарованное существо, блокируют его."), an ability word printed
with no dash ("Безрассудство …"), a cost reduced by its own verb ("Стоимость разыгрывания ~ уменьшается на {1}"), the
hand with no maximum size, and proliferate printed alone."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent


def parsed(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="ru", name=name)


def actions(card: Card) -> list[Action]:
    return [node for node in card_effects(card) if isinstance(node, Action)]


def test_lure() -> None:
    # Lure: "All creatures able to block enchanted creature do so."
    (block,) = actions(parsed("Приманка", "Все существа, способные блокировать зачарованное существо, блокируют его."))
    assert (block.verb, block.detail) == (Verb.BLOCK, ["all_able"])
    (what,) = block.objects
    assert isinstance(what, Reference) and what.refers == "attached"


def test_ability_word_with_no_dash() -> None:
    # Demon's Jester: "Hellbent — Demon's Jester gets +2/+1 as long as you have no cards in hand."
    card = parsed("Шут демонов", "Безрассудство Шут демонов получает +2/+1, пока у вас в руке нет карт.")
    (bonus,) = actions(card)
    assert (bonus.verb, bonus.amount) == (Verb.MODIFY_PT, "+2/+1") and bonus.condition is not None
    # Ink Dissolver: "Kinship — At the beginning of your upkeep, you may look at the top card of your library."
    text = "Сходство В начале вашего шага поддержки вы можете посмотреть верхнюю карту вашей библиотеки."
    card = parsed("Растворитель Чернил", text)
    assert is_typed(card_effects(card))
    assert any(isinstance(node, TriggerEvent) for node in card_effects(card))
    # the word alone is no sentence
    assert not is_typed(card_effects(parsed("Растворитель Чернил", "Сходство")))


def test_cost_reduced_by_its_own_verb() -> None:
    # Ghoultree: "Ghoultree costs {1} less to cast for each creature card in your graveyard."
    text = "Стоимость разыгрывания Древоупыря уменьшается на {1} за каждую карту существа на вашем кладбище."
    (cost,) = actions(parsed("Древоупырь", text))
    assert (cost.verb, cost.amount, cost.detail) == (Verb.MODIFY_COST, "{1}", ["less"])
    assert isinstance(cost.actor, Reference) and cost.actor.refers == "self"
    assert isinstance(cost.per, ObjectPhrase) and cost.per.zone == "graveyard"


def test_no_maximum_hand_size_and_proliferate() -> None:
    # Venser's Journal: "You have no maximum hand size."
    (hand,) = actions(parsed("Дневник Венсера", "Размер вашей руки неограничен."))
    assert (hand.verb, hand.detail) == (Verb.GAIN_ABILITY, ["keyword:no_maximum_hand_size"])
    assert isinstance(hand.actor, PlayerPhrase) and hand.actor.who == "you"
    # Steady Progress: "Proliferate."
    (proliferate,) = actions(parsed("Устойчивый Прогресс", "Распространение"))
    assert proliferate.verb == Verb.PROLIFERATE


def test_countered_this_way_exiled_instead_of_the_graveyard() -> None:
    # Dissipate: "Counter target spell. If that spell is countered this way, exile it instead of putting it into its
    # owner's graveyard."
    text = (
        "Отмените целевое заклинание. Если то заклинание отменяется таким способом, изгоните его вместо того, чтобы "
        "положить его на кладбище его владельца."
    )
    counter, exile = actions(parsed("Развеивание", text))
    assert (counter.verb, exile.verb, exile.detail) == (Verb.COUNTER, Verb.EXILE, ["instead_of:graveyard"])
    assert exile.condition is not None and exile.condition.test == "did_this_way"
    (countered,) = exile.condition.about
    assert isinstance(countered, Action) and countered.verb == Verb.COUNTER


def test_a_trigger_inside_an_effect() -> None:
    # Death Frenzy: "All creatures get -2/-2 until end of turn. Whenever a creature dies this turn, you gain 1 life."
    text = (
        "Все существа получают -2/-2 до конца хода. Каждый раз, когда существо умирает в этом ходу, вы получаете 1 "
        "жизнь."
    )
    card = parsed("Бешенство Смерти", text)
    assert is_typed(card_effects(card))
    (event,) = [node for node in card_effects(card) if isinstance(node, TriggerEvent)]
    (dies,) = event.actions
    assert dies.verb == Verb.DIE
    assert [a.verb for a in actions(card)] == [Verb.MODIFY_PT, Verb.GAIN_LIFE]


def test_kinship_shares_a_creature_type() -> None:
    # Kithkin Zephyrnaut: "Kinship — At the beginning of your upkeep, you may look at the top card of your library.
    # If it shares a creature type with Kithkin Zephyrnaut, you may reveal it. …"
    text = (
        "Сходство В начале вашего шага поддержки вы можете посмотреть верхнюю карту вашей библиотеки. Если у нее есть "
        "такой же тип существа, как у Кискена-Ветронавта, вы можете ее показать."
    )
    card = parsed("Кискен-Ветронавт", text)
    assert is_typed(card_effects(card))
    (reveal,) = [a for a in actions(card) if a.verb == Verb.REVEAL]
    assert reveal.optional and [o.refers for o in reveal.objects if isinstance(o, Reference)] == ["anaphora"]
    assert reveal.condition is not None and reveal.condition.test == "share:creature_type:with:self"


def test_revealed_this_way_its_subject_after_the_verb() -> None:
    # Delver of Secrets: "If an instant or sorcery card is revealed this way, transform Delver of Secrets."
    text = (
        "Если таким образом показывается карта мгновенного заклинания или волшебства, трансформируйте Разыскивателя "
        "Тайн."
    )
    (transform,) = actions(parsed("Разыскиватель Тайн", text))
    assert transform.verb == Verb.TRANSFORM and transform.condition is not None
    assert transform.condition.test == "did_this_way"
    (revealed,) = transform.condition.about
    assert isinstance(revealed, Action) and (revealed.verb, revealed.detail) == (Verb.REVEAL, ["this_way"])
    assert isinstance(revealed.actor, ObjectPhrase) and "card" in revealed.actor.types


def test_keywords_after_the_bonus_comma() -> None:
    # Kithkin Zephyrnaut: "If you do, Kithkin Zephyrnaut gets +2/+2 and gains flying and vigilance until end of turn."
    text = "Если вы это делаете, Кискен-Ветронавт получает +2/+2, Полет и Бдительность до конца хода."
    bonus, gain = actions(parsed("Кискен-Ветронавт", text))
    assert (bonus.verb, bonus.amount) == (Verb.MODIFY_PT, "+2/+2")
    assert (gain.verb, gain.detail) == (Verb.GAIN_ABILITY, ["keyword:flying", "keyword:vigilance"])
    assert isinstance(gain.actor, Reference) and gain.actor.refers == "self"
    assert gain.duration is not None and gain.duration.until == "end_of_turn"
