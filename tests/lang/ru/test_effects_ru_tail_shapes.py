"""The Russian effect tree on printed Russian card text, shapes of the long tail: haunt's "преследуемое им существо"
and "существо, преследуемое ~," (the English "the creature it haunts", "the creature ~ haunts", rule 702.55); a bare
"становится 1/1" (the English Oracle "has base power and toughness 1/1", rule 613.4b)."""

from __future__ import annotations

from helpers import card_effects, only_action

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, ObjectPhrase, Reference, TriggerEvent


def parsed(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="ru", name=name)


def events(card: Card) -> list[TriggerEvent]:
    return [node for node in card_effects(card) if isinstance(node, TriggerEvent)]


def test_the_creature_it_haunts() -> None:
    # Absolver Thrull: "When ~ enters the battlefield or the creature it haunts dies, destroy target enchantment."
    text = (
        "Преследование (Когда эта карта попадает из игры на кладбище, выведите ее из игры. Она преследует целевое"
        " существо.)\nКогда Прощающий трулл вступает в игру, либо когда преследуемое им существо попадает на"
        " кладбище, уничтожьте целевые чары."
    )
    card = parsed("Прощающий трулл", text)
    assert is_typed(card_effects(card))
    (event,) = events(card)
    enter, die = event.actions
    assert enter.verb == Verb.ENTER and die.verb == Verb.DIE
    assert isinstance(die.actor, ObjectPhrase)
    assert die.actor.types == ["creature"] and die.actor.qualifiers == ["haunted_by_it"]


def test_the_creature_self_haunts_set_off() -> None:
    # Benediction of Moons: "When the creature ~ haunts dies, you gain 1 life for each player."
    text = (
        "Вы получаете 1 жизнь за каждого игрока.\nПреследование (Когда эта карта попадает на кладбище после"
        " срабатывания, выведите ее из игры. Она преследует целевое существо.)\nКогда существо, преследуемое"
        " Благословением лун, попадает на кладбище, вы получаете 1 жизнь за каждого игрока."
    )
    card = parsed("Благословение лун", text)
    assert is_typed(card_effects(card))
    (event,) = events(card)
    (die,) = event.actions
    assert die.verb == Verb.DIE and isinstance(die.actor, ObjectPhrase)
    assert die.actor.types == ["creature"] and die.actor.qualifiers == ["haunted_by_self"]


def test_a_bare_power_and_toughness_is_the_base_one() -> None:
    # Diminish: "Target creature has base power and toughness 1/1 until end of turn." (rule 613.4b), printed
    # "becomes 1/1"; a type read with it stays `become` (Marsh Flitter-like "становится существом 3/3")
    action = only_action(parsed("Уменьшение", "Целевое существо становится 1/1 до конца хода."))
    assert action.verb == Verb.GAIN_ABILITY and action.detail == ["base_power_toughness:1/1"]
    assert action.duration is not None and action.duration.until == "end_of_turn"
    assert isinstance(action.actor, ObjectPhrase) and action.actor.determiner == "target"


def test_loses_all_abilities_and_becomes_a_power_and_toughness() -> None:
    # Ovinize: "Until end of turn, target creature loses all abilities and has base power and toughness 0/1."
    card = parsed("Овцевание", "Целевое существо теряет все способности и становится 0/1 до конца хода.")
    assert is_typed(card_effects(card))
    lose, base = card_effects(card)
    assert isinstance(lose, Action) and isinstance(base, Action)
    assert lose.verb == Verb.LOSE_ABILITY
    assert base.verb == Verb.GAIN_ABILITY and base.detail == ["base_power_toughness:0/1"]


def test_becoming_a_creature_with_a_power_and_toughness_is_become() -> None:
    # Mishra's Factory-like: "~ становится существом 3/3 до конца хода" (becomes a 3/3 creature)
    action = only_action(parsed("Тест", "Тест становится существом 3/3 до конца хода."))
    assert action.verb == Verb.BECOME


def test_enchanted_creatures_you_control_are_many() -> None:
    # Fencer's Magemark: "Creatures you control that are enchanted get +1/+1 and have first strike."
    text = "Зачаровать существо\nЗачарованные существа, которых вы контролируете, получают +1/+1 и первый удар."
    card = parsed("Клеймо фехтовальщика", text)
    assert is_typed(card_effects(card))
    pump, strike = card_effects(card)
    assert isinstance(pump, Action) and isinstance(strike, Action)
    assert pump.verb == Verb.MODIFY_PT and strike.verb == Verb.GAIN_ABILITY
    assert isinstance(pump.actor, ObjectPhrase)
    assert pump.actor.types == ["creature"] and pump.actor.qualifiers == ["enchanted"]
    assert pump.actor.controller == "you"


def test_enchanted_creature_one_is_still_the_attached_one() -> None:
    # Greater Auramancy: "Enchanted creatures you control have shroud."; one enchanted creature is the Aura's (Holy
    # Strength: "Enchanted creature gets +1/+2.")
    action = only_action(parsed("Высокая Ауромантия", "Зачарованные существа под вашим контролем имеют Пелену."))
    assert action.verb == Verb.GAIN_ABILITY and isinstance(action.actor, ObjectPhrase)
    assert action.actor.qualifiers == ["enchanted"] and action.actor.controller == "you"
    one = only_action(parsed("Святая Сила", "Зачаровать существо\nЗачарованное существо получает +1/+2."))
    assert isinstance(one.actor, Reference) and one.actor.refers == "attached"


def test_gains_all_creature_types() -> None:
    # Amoeboid Changeling: "{T}: Target creature gains all creature types until end of turn." / "… loses all creature
    # types …"
    text = (
        "Перевертыш (Эта карта всегда обладает всеми типами существ.)\n{T}: Целевое существо получает все типы существ"
        " до конца хода.\n{T}: Целевое существо теряет все типы существ до конца хода."
    )
    card = parsed("Перевертыш-Амеба", text)
    assert is_typed(card_effects(card))
    gains, loses = [node for node in card_effects(card) if isinstance(node, Action)]
    assert gains.verb == Verb.BECOME and gains.detail == ["every:creature_type"]
    assert loses.verb == Verb.BECOME and loses.detail == ["lose_all:creature_type"]


def test_a_bonus_and_all_creature_types() -> None:
    # Shields of Velis Vel: "Creatures target player controls get +0/+1 and gain all creature types until end of turn."
    text = (
        "Перевертыш (Эта карта всегда обладает всеми типами существ.)\nСущества под контролем целевого игрока получают"
        " +0/+1 и все типы существ до конца хода."
    )
    card = parsed("Щиты Велис-Веля", text)
    assert is_typed(card_effects(card))
    pump, every = [node for node in card_effects(card) if isinstance(node, Action)]
    assert pump.verb == Verb.MODIFY_PT and pump.amount == "+0/+1"
    assert every.verb == Verb.BECOME and every.detail == ["every:creature_type"]
    assert every.duration is not None and every.duration.until == "end_of_turn"


def test_a_bare_power_and_toughness_then_a_second_verb() -> None:
    # Mirror Entity: "{X}: Until end of turn, creatures you control have base power and toughness X/X and gain all
    # creature types."
    text = (
        "Перевертыш (Эта карта всегда обладает всеми типами существ.)\n{X}: Существа под вашим контролем становятся X/X"
        " и получают все типы существ до конца хода."
    )
    card = parsed("Зеркальное Нечто", text)
    assert is_typed(card_effects(card))
    base, every = [node for node in card_effects(card) if isinstance(node, Action)]
    assert base.verb == Verb.GAIN_ABILITY and base.detail == ["base_power_toughness:X/X"]
    assert every.verb == Verb.BECOME and every.detail == ["every:creature_type"]
    for action in (base, every):
        assert action.duration is not None and action.duration.until == "end_of_turn"
        assert isinstance(action.actor, ObjectPhrase) and action.actor.controller == "you"


def test_a_power_and_toughness_before_a_type_is_become() -> None:
    # Chronatog Totem: "{1}{U}: ~ becomes a 1/2 blue Atog artifact creature until end of turn."
    text = "{1}{U}: Тотем Хронатога становится 1/2 синим артефактным существом Атог до конца хода."
    action = only_action(parsed("Тотем Хронатога", text))
    assert action.verb == Verb.BECOME


def test_exactly_one_creature() -> None:
    # Demonic Rising: "At the beginning of your end step, if you control exactly one creature, create a 5/5 black Demon
    # creature token with flying."
    text = (
        "В начале вашего заключительного шага, если под вашим контролем есть строго одно существо, положите на поле"
        " битвы одну фишку существа 5/5 черный Демон с Полетом."
    )
    card = parsed("Вызов Демонов", text)
    assert is_typed(card_effects(card))
    assert [n.verb for n in card_effects(card) if isinstance(n, Action)] == [Verb.CREATE]


def test_damage_distributed_as_you_choose() -> None:
    # Hail of Arrows: "~ deals X damage divided as you choose among any number of target attacking creatures."
    text = (
        "Град Стрел наносит X повреждений, распределенных по вашему выбору между любым количеством целевых атакующих"
        " существ."
    )
    action = only_action(parsed("Град Стрел", text))
    assert action.verb == Verb.DEAL_DAMAGE and action.amount == "X"
    (target,) = action.objects
    assert isinstance(target, ObjectPhrase) and target.qualifiers == ["attacking"]


def test_losing_the_flip() -> None:
    # Volatile Rig: "Whenever ~ is dealt damage, flip a coin. If you lose the flip, sacrifice ~."
    text = (
        "Каждый раз, когда Неустойчивой Вышке наносятся повреждения, подбросьте монету. Если вы проигрываете бросок,"
        " пожертвуйте Неустойчивую Вышку."
    )
    card = parsed("Неустойчивая Вышка", text)
    sacrifice = next(n for n in card_effects(card) if isinstance(n, Action) and n.verb == Verb.SACRIFICE)
    assert sacrifice.condition is not None
    assert [a.verb for a in sacrifice.condition.about if isinstance(a, Action)] == [Verb.LOSE_FLIP]


def test_a_soft_colour_in_the_feminine() -> None:
    # Turn to Frog: "Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and
    # toughness 1/1." ("синей", the feminine instrumental the lemma table lacks)
    text = (
        "До конца хода целевое существо теряет все способности и становится синей Лягушкой с базовыми силой и"
        " выносливостью 1/1."
    )
    card = parsed("Превращение в Лягушку", text)
    assert is_typed(card_effects(card))
    lose, become = card_effects(card)
    assert isinstance(lose, Action) and isinstance(become, Action)
    assert lose.verb == Verb.LOSE_ABILITY and become.verb == Verb.BECOME
    (frog,) = become.objects
    assert isinstance(frog, ObjectPhrase) and frog.colors == ["blue"] and frog.subtypes == ["Лягушка"]
    assert frog.qualifiers == ["with:base_power_toughness:1/1"]


def test_becomes_a_power_and_toughness_and_loses_all_its_abilities() -> None:
    # Sudden Spoiling: "Until end of turn, creatures target player controls lose all abilities and have base power and
    # toughness 0/2." ("все свои способности": all its abilities)
    text = (
        "Мгновение ока (До тех пор пока это заклинание находится в стеке, игроки не могут играть заклинания или"
        " активируемые способности, которые не являются мана-способностями.)\nСущества под контролем целевого игрока"
        " становятся 0/2 и теряют все свои способности до конца хода."
    )
    card = parsed("Внезапная Порча", text)
    assert is_typed(card_effects(card))
    base, lose = [node for node in card_effects(card) if isinstance(node, Action)]
    assert base.verb == Verb.GAIN_ABILITY and base.detail == ["base_power_toughness:0/2"]
    assert lose.verb == Verb.LOSE_ABILITY and lose.detail == ["keyword:all_abilities"]


def test_a_card_named_after_s_imenem() -> None:
    # Angel's Herald: "… Search your library for a card named Empyrial Archangel and put it onto the battlefield. Then
    # shuffle your library." (the name's capitalised words, "и" before a verb not one of them)
    text = (
        "{2}{W}, {T}, пожертвуйте зеленое существо, белое существо и синее существо: найдите в вашей библиотеке карту с"
        " именем Архангел Небесного Огня и положите ее в игру. Затем перетасуйте вашу библиотеку."
    )
    card = parsed("Вестник Ангела", text)
    assert is_typed(card_effects(card))
    search = next(n for n in card_effects(card) if isinstance(n, Action) and n.verb == Verb.SEARCH)
    (card_named,) = search.objects
    assert isinstance(card_named, ObjectPhrase) and card_named.qualifiers == ["named:Архангел Небесного Огня"]
    verbs = [n.verb for n in card_effects(card) if isinstance(n, Action)]
    assert verbs == [Verb.SEARCH, Verb.PUT, Verb.SHUFFLE]


def test_a_token_named() -> None:
    # Gild: "Exile target creature. Put a colorless artifact token named Gold onto the battlefield. …"
    text = "Изгоните целевое существо. Положите на поле битвы одну фишку бесцветного артефакта с именем Золото."
    card = parsed("Позолота", text)
    create = next(n for n in card_effects(card) if isinstance(n, Action) and n.verb == Verb.CREATE)
    (token,) = create.objects
    assert isinstance(token, ObjectPhrase) and token.qualifiers == ["named:Золото"]


def test_a_power_and_toughness_with_the_cyrillic_x() -> None:
    # Death Wind: "Target creature gets -X/-X until end of turn." (printed with the Cyrillic "Х")
    action = only_action(parsed("Дыхание Смерти", "Целевое существо получает -Х/-Х до конца хода."))
    assert action.verb == Verb.MODIFY_PT and action.amount == "-Х/-Х"


def test_a_creature_dealt_damage_this_way() -> None:
    # Incinerate: "~ deals 3 damage to any target. A creature dealt damage this way can't be regenerated this turn."
    text = (
        "Сжигание наносит 3 повреждения целевому существу или игроку. Поврежденное таким образом существо не может быть"
        " регенерировано в этом ходу."
    )
    card = parsed("Сжигание", text)
    assert is_typed(card_effects(card))
    damage, regenerate = card_effects(card)
    assert isinstance(damage, Action) and isinstance(regenerate, Action)
    assert regenerate.verb == Verb.REGENERATE and regenerate.negated
    assert isinstance(regenerate.actor, ObjectPhrase) and regenerate.actor.qualifiers == ["dealt_damage_this_way"]


def test_skip_your_upkeep_step() -> None:
    # Gibbering Descent: "Hellbent — Skip your upkeep step if you have no cards in hand." (printed without the dash)
    action = only_action(
        parsed("Бормотание Трясины", "Безрассудство Пропустите ваш шаг поддержки, если у вас в руке нет карт.")
    )
    assert action.verb == Verb.SKIP and action.condition is not None


def test_you_skip_your_next_turn() -> None:
    # Chronatog Totem's "You skip your next turn." (the imperfective "пропускаете")
    action = only_action(parsed("Тотем Хронатога", "Вы пропускаете ваш следующий ход."))
    assert action.verb == Verb.SKIP


def test_unless_with_the_subject_in_the_verb() -> None:
    # Painful Quandary: "Whenever an opponent casts a spell, that player loses 5 life unless they discard a card."
    text = "Каждый раз когда оппонент разыгрывает заклинание, он теряет 5 жизней, если только не сбросит карту."
    card = parsed("Тягостное Положение", text)
    assert is_typed(card_effects(card))
    lose = next(n for n in card_effects(card) if isinstance(n, Action) and n.verb == Verb.LOSE_LIFE)
    assert lose.condition is not None and lose.condition.test == "unless:did"
    assert [a.verb for a in lose.condition.about if isinstance(a, Action)] == [Verb.DISCARD]


def test_put_from_among_them() -> None:
    # Collected Company: "Look at the top six cards of your library. Put up to two creature cards with mana value 3 or
    # less from among them onto the battlefield. Put the rest on the bottom of your library in a random order."
    text = (
        "Посмотрите шесть верхних карт вашей библиотеки. Положите из них на поле битвы не более двух карт существ с"
        " конвертированной мана-стоимостью 3 или меньше. Положите остальные карты в низ вашей библиотеки в любом"
        " порядке."
    )
    card = parsed("Сборная Рота", text)
    put = next(n for n in card_effects(card) if isinstance(n, Action) and n.zone_to == "battlefield")
    assert put.verb == Verb.PUT
    (cards,) = put.objects
    assert isinstance(cards, ObjectPhrase) and cards.qualifiers == ["mana_value:3:or_less", "among"]
    assert cards.determiner == "up_to" and cards.count == "2"
    (them,) = cards.related
    assert isinstance(them, Reference) and them.refers == "anaphora"
