"""The Russian effect tree on printed Russian card text beside its card's English Oracle text: the kicker with a
participle set off by its comma ("за каждый Усилитель, полученный ~"), "other than ~" after its comma, the caster
after a relative pronoun ("которую вы разыграете"), "where X" said with a verb ("где X равняется его силе", "где X
равно 1 плюс …"), "Пока длится ваш ход" and "в одиночку"."""

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


def test_for_each_kicker_set_off_by_its_comma() -> None:
    # Spell Contortion: "Draw a card for each time this spell was kicked."
    text = "Возьмите одну карту за каждый Усилитель, полученный Искажением Заклинания."
    card = parsed("Искажение Заклинания", text)
    assert is_typed(card_effects(card))
    (draw,) = actions(card)
    assert draw.verb == Verb.DRAW and "per:times_kicked" in draw.detail


def test_the_participle_alone_is_not_the_kicker() -> None:
    # the set-off participle without the kicker before it is read as nothing
    card = parsed("Искажение Заклинания", "Возьмите одну карту, полученный Искажением Заклинания.")
    assert not is_typed(card_effects(card))


def test_other_than_self_after_its_comma() -> None:
    # Demonic Taskmaster: "At the beginning of your upkeep, sacrifice a creature other than ~."
    text = "В начале вашего шага поддержки пожертвуйте существо, отличное от Демона-Десятника."
    card = parsed("Демон-Десятник", text)
    assert is_typed(card_effects(card))
    (sacrifice,) = actions(card)
    (creature,) = sacrifice.objects
    assert isinstance(creature, ObjectPhrase) and "other_than" in creature.qualifiers
    assert creature.types == ["creature"]


def test_next_card_you_cast_this_turn() -> None:
    # English: "The next creature card you cast this turn can be cast as though it had flash."
    text = (
        "Следующая карта существа, которую вы разыграете в этом ходу, может быть разыграна, как будто у нее есть Миг."
    )
    card = parsed("Неистовый Вызов", text)
    assert is_typed(card_effects(card))
    (cast,) = actions(card)
    assert cast.verb == Verb.CAST and "as_though:flash" in cast.detail
    assert isinstance(cast.actor, ObjectPhrase) and cast.actor.controller == "cast_by_you"


def test_where_x_said_with_a_verb() -> None:
    # Feral Animist: "{3}: ~ gets +X/+0 until end of turn, where X is its power."
    card = parsed("Дикий анимист", "{3}: Дикий анимист получает +X/+0 до конца хода, где X равняется его силе.")
    assert is_typed(card_effects(card))
    (pump,) = actions(card)
    assert pump.verb == Verb.MODIFY_PT and pump.amount == "power"


def test_where_x_is_one_plus_a_count() -> None:
    # Kjeldoran War Cry: "Creatures you control get +X/+X until end of turn, where X is 1 plus the number of cards
    # named Kjeldoran War Cry in all graveyards."
    text = (
        "Существа под вашим контролем получают +X/+X до конца хода, где X равно 1 плюс количество карт с названием "
        "Боевой клич Кьельдора на всех кладбищах."
    )
    card = parsed("Боевой клич Кьельдора", text)
    assert is_typed(card_effects(card))
    (pump,) = actions(card)
    assert pump.amount == "1:plus:number_of"
    assert isinstance(pump.per, ObjectPhrase) and pump.per.zone == "graveyard"


def test_as_long_as_it_is_your_turn() -> None:
    # Prickleboar: "As long as it's your turn, Prickleboar gets +2/+0 and has first strike."
    text = "Пока длится ваш ход, Колючий Вепрь получает +2/+0 и имеет Первый удар."
    card = parsed("Колючий Вепрь", text)
    assert is_typed(card_effects(card))
    pump = actions(card)[0]
    assert isinstance(pump.condition, EffectCondition) and pump.condition.test == "as_long_as:is:yours"


def test_as_long_as_it_is_not_your_turn() -> None:
    # English: "As long as it's not your turn, ~ is a 2/3 artifact Gargoyle creature with flying."
    text = "Пока длится не ваш ход, Страж Стены является артефактным существом-Горгульей 2/3 с Полетом."
    card = parsed("Страж Стены", text)
    (become,) = actions(card)
    assert isinstance(become.condition, EffectCondition) and become.condition.test == "as_long_as:is_not:yours"


def test_cant_attack_or_block_alone() -> None:
    # Loyal Pegasus: "Loyal Pegasus can't attack or block alone."
    card = parsed("Верный Пегас", "Верный Пегас не может атаковать или блокировать в одиночку.")
    assert is_typed(card_effects(card))
    attack = actions(card)[0]
    assert attack.verb == Verb.ATTACK and "alone" in attack.detail and attack.negated


def test_a_counter_placed_on_self_the_place_first() -> None:
    # Bloodcrazed Hoplite: "Whenever a +1/+1 counter is placed on Bloodcrazed Hoplite, remove a +1/+1 counter from
    # target creature an opponent controls."
    text = (
        "Каждый раз, когда на Одержимого Кровью Гоплита помещается жетон +1/+1, удалите один жетон +1/+1 с целевого "
        "существа под контролем оппонента."
    )
    card = parsed("Одержимый Кровью Гоплит", text)
    assert is_typed(card_effects(card))
    (event,) = [n for n in card_effects(card) if isinstance(n, TriggerEvent)]
    (put,) = event.actions
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER
    assert "passive" in put.detail and put.detail[0].startswith("counter:+1/+1")
    assert [o.refers for o in put.objects if isinstance(o, Reference)] == ["self"]


def test_new_targets_for_target_spell() -> None:
    # Redirect: "You may choose new targets for target spell."
    card = parsed("Перенацеливание", "Вы можете выбрать новые цели для целевого заклинания.")
    assert is_typed(card_effects(card))
    (choice,) = [n for n in card_effects(card) if isinstance(n, Choice)]
    assert choice.what == "targets"
    assert [o.types for o in choice.objects if isinstance(o, ObjectPhrase)] == [["spell"]]


def test_creature_types_lost() -> None:
    # Amoeboid Changeling: "{T}: Target creature loses all creature types until end of turn."
    card = parsed("Перевертыш-Амеба", "{T}: Целевое существо теряет все типы существ до конца хода.")
    assert is_typed(card_effects(card))
    (become,) = actions(card)
    assert become.verb == Verb.BECOME and "lose_all:creature_type" in become.detail


def test_as_long_as_self_is_equipped() -> None:
    # Kitesail Apprentice: "As long as Kitesail Apprentice is equipped, it gets +1/+1 and has flying."
    card = parsed("Начинающий Кайтсейлер", "Пока Начинающий Кайтсейлер снаряжен, он получает +1/+1 и имеет Полет.")
    assert is_typed(card_effects(card))
    pump = actions(card)[0]
    assert isinstance(pump.condition, EffectCondition) and pump.condition.test == "as_long_as:is:equipped"


def test_a_land_you_control_the_controller_first() -> None:
    # Izzet Boilerworks: "When Izzet Boilerworks enters the battlefield, return a land you control to its owner's hand."
    card = parsed(
        "Котельная Иззетов",
        "Когда Котельная Иззетов вступает в игру, верните контролируемую вами землю в руку владельца.",
    )
    returned = next(a for a in actions(card) if a.verb == Verb.RETURN)
    (land,) = returned.objects
    assert isinstance(land, ObjectPhrase) and land.types == ["land"] and land.controller == "you"


def test_a_spell_that_targets_a_permanent_you_control() -> None:
    # Avoid Fate: "Counter target instant or Aura spell that targets a permanent you control."
    text = "Отмените целевое мгновенное заклинание или Чары, нацеленные на перманент под вашим контролем."
    card = parsed("Избежать Судьбы", text)
    assert is_typed(card_effects(card))
    (counter,) = actions(card)
    (spell,) = counter.objects
    assert isinstance(spell, ObjectPhrase) and "targets" in spell.qualifiers


def test_cant_be_destroyed_is_indestructible_granted() -> None:
    # Deathless Angel: "{W}{W}: Target creature gains indestructible until end of turn."
    card = parsed("Бессмертный Ангел", "{W}{W}: целевое существо не может быть уничтожено в этом ходу.")
    assert is_typed(card_effects(card))
    (gain,) = actions(card)
    assert gain.verb == Verb.GAIN_ABILITY and gain.detail == ["keyword:indestructible"]
    assert isinstance(gain.actor, ObjectPhrase) and gain.actor.determiner == "target"


def test_if_you_cant_do_it() -> None:
    # Lord of the Pit: "If you can't, Lord of the Pit deals 7 damage to you."
    card = parsed("Повелитель Ямы", "Если вы не можете это сделать, Повелитель Ямы наносит вам 7 повреждений.")
    assert is_typed(card_effects(card))
    (damage,) = actions(card)
    assert isinstance(damage.condition, EffectCondition) and damage.condition.test == "you_cant"


def test_toughness_said_as_health() -> None:
    # Rimefeather Owl: "~'s power and toughness are each equal to the number of snow permanents on the battlefield."
    text = "Сила и здоровье Ледокрылой совы равны количеству снежных перманентов в игре."
    card = parsed("Ледокрылая сова", text)
    assert is_typed(card_effects(card))
    (stat,) = actions(card)
    assert stat.detail == ["set:power_toughness"] and stat.amount == "number_of"
    # Condemn: "Its controller gains life equal to its toughness."
    card = parsed("Осуждение", "Контролирующий его игрок получает количество жизни, равное его здоровью.")
    (gain,) = actions(card)
    assert gain.verb == Verb.GAIN_LIFE and gain.amount == "toughness"


def test_additional_cost_with_the_name_right_after() -> None:
    # Bond of Agony: "As an additional cost to cast Bond of Agony, pay X life."
    card = parsed("Оковы страданий", "В качестве дополнительной стоимости Оков страданий уплатите Х жизней.")
    assert is_typed(card_effects(card))
    (pay,) = actions(card)
    assert pay.verb == Verb.PAY and isinstance(pay.condition, EffectCondition)
    assert pay.condition.test == "additional_cost"


def test_one_or_more_counters_put_keep_their_bound() -> None:
    # Enduring Scalelord (DTK, Russian printing): "один или более жетонов +1/+1" is the English "one or more +1/+1
    # counters" (`counter:+1/+1:1:or_more`), not one counter: the bound is not dropped
    text = (
        "Каждый раз, когда на другое существо под вашим контролем помещается один или более жетонов +1/+1, вы можете "
        "положить один жетон +1/+1 на Несгибаемого Чешуйчатого Владыку."
    )
    card = parsed("Несгибаемый Чешуйчатый Владыка", text)
    (event,) = [n for n in card_effects(card) if isinstance(n, TriggerEvent)]
    (put,) = event.actions
    assert isinstance(put, Action) and put.detail == ["counter:+1/+1:1:or_more", "passive"]
    english = mtglinks.parse(
        "Whenever one or more +1/+1 counters are put on another creature you control, you may put a +1/+1 counter on "
        "Enduring Scalelord.",
        name="Enduring Scalelord",
    )
    (oracle,) = [n for n in card_effects(english) if isinstance(n, TriggerEvent)]
    assert [a.detail for a in oracle.actions if isinstance(a, Action)] == [put.detail]
