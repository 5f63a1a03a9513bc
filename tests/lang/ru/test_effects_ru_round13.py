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


def test_blocked_and_entered_this_turn() -> None:
    # Smite: "Destroy target blocked creature."; Cradle to Grave: "Destroy target nonblack creature that entered the
    # battlefield this turn."
    (smite,) = actions(parsed("Сразить", "Уничтожьте целевое заблокированное существо."))
    assert smite.verb == Verb.DESTROY and smite.objects[0].qualifiers == ["blocked"]  # type: ignore[union-attr]
    text = "Уничтожьте целевое нечерное существо, вошедшее в игру на этом ходу."
    (cradle,) = actions(parsed("От Колыбели до Могилы", text))
    assert cradle.objects[0].qualifiers == ["entered_this_turn"]  # type: ignore[union-attr]


def test_suspended_and_with_flying() -> None:
    # Greater Gargadon: "Activate only if Greater Gargadon is suspended."; Forced Landing: "target creature with flying"
    text = "Играйте эту способность только тогда, когда Великий Гаргадон отсрочен."
    (activate,) = actions(parsed("Великий Гаргадон", text))
    assert activate.condition is not None and activate.condition.test == "is:suspended"
    text = "Целевое летающее существо теряет способность полета до конца хода."
    (lose,) = actions(parsed("Вынужденная посадка", text))
    assert lose.actor.qualifiers == ["with:flying"]  # type: ignore[union-attr]


def test_scry_clash_fight_events_and_wish_counters() -> None:
    # Knowledge and Power: "Whenever you scry, …"; Entangling Trap: "Whenever you clash, …"; Foe-Razer Regent:
    # "Whenever a creature you control fights, put two +1/+1 counters on it at the beginning of the next end step.";
    # Djinn of Wishes: "enters the battlefield with three wish counters on it"
    for name, text, verb in (
        ("Знание и Сила", "Каждый раз, когда вы предсказываете, вы можете заплатить {2}.", Verb.SCRY),
        (
            "Ловчие Корни",
            "Каждый раз, когда вы сталкиваетесь, поверните целевое существо под контролем оппонента.",
            Verb.CLASH,
        ),
        (
            "Регент Карающего Истребления",
            "Каждый раз, когда существо под вашим контролем дерется, положите на него два жетона +1/+1 в начале "
            "следующего заключительного шага.",
            Verb.FIGHT,
        ),
    ):
        card = parsed(name, text)
        assert is_typed(card_effects(card))
        assert card_effects(card)[0].event == str(verb)  # type: ignore[attr-defined]
    text = "Джинн Желаний выходит на поле битвы с тремя жетонами желания на нем."
    (enter,) = actions(parsed("Джинн Желаний", text))
    assert enter.detail == ["counter:wish:3"]


def test_distributed_counters_and_indestructible_adjective() -> None:
    # Armament Corps: "distribute two +1/+1 counters among one or two target creatures you control."
    text = "Распределите два жетона +1/+1 между одним или двумя целевыми существами под вашим контролем."
    (put,) = actions(parsed("Вооруженный Корпус", text))
    assert (put.verb, put.detail) == (Verb.PUT_COUNTER, ["counter:+1/+1:2", "divided"])
    assert put.objects[0].count == "1_or_2"  # type: ignore[union-attr]
    # Darksteel Garrison: "Fortified land has indestructible."
    (gain,) = actions(parsed("Гарнизон Темной Стали", "Укреплённая земля неразрушима."))
    assert (gain.verb, gain.detail) == (Verb.GAIN_ABILITY, ["keyword:indestructible"])


def test_older_mana_and_life_words_and_the_sacrificed_creature() -> None:
    # Birds of Paradise (older printing): "Add one mana of any color."
    (add,) = actions(parsed("Райские птицы", "Добавьте один пункт маны любого цвета в свой запас маны."))
    assert (add.verb, add.detail) == (Verb.ADD_MANA, ["mana:any_color"])
    # Sanguine Bond: "Whenever you gain life, target opponent loses that much life."
    text = "Каждый раз, когда вы получаете какое-либо количество жизней, целевой оппонент теряет столько же жизней."
    card = parsed("Кровавые Узы", text)
    assert is_typed(card_effects(card))
    assert card_effects(card)[0].event == str(Verb.GAIN_LIFE)  # type: ignore[attr-defined]
    # Falkenrath Aristocrat: "If the sacrificed creature was a Human, put a +1/+1 counter on ~."
    text = "Если пожертвованное существо было Человеком, положите один жетон +1/+1 на Фалькенратскую Аристократку."
    (put,) = actions(parsed("Фалькенратская Аристократка", text))
    assert put.condition is not None
    (was,) = put.condition.about
    assert isinstance(was, Action) and isinstance(was.actor, Reference) and was.actor.refers == "anaphora"


def test_damage_doubled_after_its_recipient_and_enchanted_player() -> None:
    # Curse of Bloodletting: "If a source would deal damage to enchanted player, it deals double that damage to that
    # player instead."
    text = (
        "Если источник должен нанести повреждения зачарованному игроку, вместо этого он наносит те повреждения тому "
        "игроку в двойном размере."
    )
    card = parsed("Проклятие Кровопускания", text)
    assert is_typed(card_effects(card))
    (deal,) = actions(card)
    assert (deal.verb, deal.amount) == (Verb.DEAL_DAMAGE, None)
    assert deal.condition is not None
    (would,) = deal.condition.about
    assert isinstance(would, Action) and would.objects[0].qualifiers == ["enchanted"]  # type: ignore[union-attr]


def test_second_spell_each_turn_and_second_from_the_top() -> None:
    # Jori En, Ruin Diver: "Whenever you cast your second spell each turn, draw a card."
    text = "Каждый раз, когда вы разыгрываете ваше второе заклинание в каждом ходу, возьмите карту."
    card = parsed("Джори-Эн, Ныряльщица в Руинах", text)
    (cast,) = card_effects(card)[0].actions  # type: ignore[attr-defined]
    assert cast.objects[0].qualifiers == ["second_each_turn"]
    # Chronostutter: "Put target creature into its owner's library second from the top."
    text = "Положите целевое существо в библиотеку его владельца вторым сверху."
    (put,) = actions(parsed("Хронозаминка", text))
    assert (put.verb, put.zone_to) == (Verb.PUT, "library")


def test_control_none_event_and_fewer_than_in_a_zone() -> None:
    # Dandân: "When you control no Islands, sacrifice Dandân."
    card = parsed("Дандан", "Когда вы не контролируете Островов, пожертвуйте Дандана.")
    assert is_typed(card_effects(card))
    event = card_effects(card)[0]
    assert event.event == "control"  # type: ignore[attr-defined]
    assert event.actions[0].objects[0].determiner == "no"  # type: ignore[attr-defined]
    # Shadowborn Demon: "At the beginning of your upkeep, if there are fewer than six creature cards in your graveyard,
    # sacrifice a creature."
    text = "В начале вашего шага поддержки, если на вашем кладбище меньше шести карт существ, пожертвуйте существо."
    card = parsed("Рожденный из Тени Демон", text)
    assert is_typed(card_effects(card))
    condition = card_effects(card)[1]
    assert condition.test == "there_are"  # type: ignore[attr-defined]
    (cards,) = condition.about  # type: ignore[attr-defined]
    assert (cards.determiner, cards.count) == ("fewer_than", "6")


def test_kicker_wordings() -> None:
    # Thornscape Battlemage: "… if it was kicked with its {R} kicker, it deals 2 damage to any target."
    text = (
        "Когда Лесной Боевой Маг входит в игру, если был заплачен усилитель {R}, то он наносит 2 повреждения целевому "
        "существу или игроку."
    )
    card = parsed("Лесной Боевой Маг", text)
    assert is_typed(card_effects(card))
    assert [a.verb for a in actions(card)] == [Verb.DEAL_DAMAGE]
    assert card_effects(card)[1].test == "paid:kicked:{R}"  # type: ignore[attr-defined]
    # Sphinx of Lost Truths: "Then if it wasn't kicked, discard three cards."
    (discard,) = actions(parsed("Сфинкс Утраченных Истин", "Затем, если он не получил Усилитель, сбросьте три карты."))
    assert discard.condition is not None and discard.condition.test == "paid:not_kicked"
    # Marshal's Anthem: "… where X is the number of times Marshal's Anthem was kicked."
    text = (
        "Когда Гимн Маршала выходит на поле битвы, верните не более X целевых карт существ из вашего кладбища на поле "
        "битвы, где X — количество Усилителей, полученных Гимном Маршала."
    )
    (back,) = actions(parsed("Гимн Маршала", text))
    assert back.amount == "times_kicked"
    # Ravaging Riftwurm: "If ~ was kicked, it enters the battlefield with three additional time counters on it."
    text = (
        "Если была заплачена стоимость Усилителя, то Вурм, Опустошитель Разлома входит в игру с тремя дополнительными "
        "временными жетонами на нем."
    )
    (enter,) = actions(parsed("Вурм, Опустошитель Разлома", text))
    assert enter.detail == ["counter:time:3:additional"]


def test_that_then_at_the_sentence_start_and_that_ability() -> None:
    # Kurkesh, Onakke Ancient: "… If you do, copy that ability."
    (copy,) = actions(parsed("Куркеш, Древний Онакке", "Если вы это делаете, скопируйте ту способность."))
    assert copy.verb == Verb.COPY
    (ability,) = copy.objects
    assert isinstance(ability, Reference) and ability.refers == "anaphora"


def test_not_tapped_is_untapped() -> None:
    # Sphinx Sovereign: "At the beginning of your end step, you gain 3 life if Sphinx Sovereign is untapped."
    text = "В конце вашего хода вы получаете 3 жизни, если Сфинкс-Владыка не повернут."
    (gain,) = actions(parsed("Сфинкс-Владыка", text))
    assert gain.condition is not None and gain.condition.test == "is:untapped"  # a state, as English reads it
    (sphinx,) = gain.condition.about
    assert isinstance(sphinx, Reference) and sphinx.refers == "self"
