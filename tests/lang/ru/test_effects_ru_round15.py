"""The Russian effect tree on shapes of round 15's sprint, each on a printed Russian card beside its English Oracle
text."""

from __future__ import annotations

from collections import Counter

from helpers import card_effects, card_verbs

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.tree import Action, Card, EffectCondition


def parsed(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="ru", name=name)


def actions(card: Card) -> list[Action]:
    return [node for node in card_effects(card) if isinstance(node, Action)]


def test_suspend_x_cannot_be_zero() -> None:
    # Aeon Chronicler: "Suspend X—{X}{3}{U}. X can't be 0."; Detritivore prints "X не может равняться нулю."
    for text in ("Отсрочка X—{X}{3}{U}. X не может равняться 0.", "Отсрочка X—{X}{3}{R}. X не может равняться нулю."):
        card = parsed("Летописец Эонов", text)
        pay, cant = actions(card)
        assert pay.verb == "pay" and cant.verb == "cant" and cant.amount == "X" and cant.detail == ["be:0"]
        assert is_typed(card_effects(card))


def test_while_it_is_removed_from_the_game() -> None:
    # Aeon Chronicler: "Whenever a time counter is removed from Aeon Chronicler while it's exiled, draw a card."
    text = "Каждый раз, когда удаляется временной жетон с Летописца Эонов, пока он удален из игры, возьмите карту."
    card = parsed("Летописец Эонов", text)
    (draw,) = actions(card)
    assert card_verbs(card) == Counter({"remove_counter": 1, "draw": 1})
    assert isinstance(draw.condition, EffectCondition) and draw.condition.test == "as_long_as:is:exile"
    assert is_typed(card_effects(card))


def test_instead_between_the_subject_and_its_verb() -> None:
    # Fiery Impulse: "… If there are two or more instant and/or sorcery cards in your graveyard, Fiery Impulse deals 3
    # damage to that creature instead."
    text = (
        "Если на вашем кладбище есть не менее двух карт мгновенных заклинаний и волшебства, Огненный Импульс вместо "
        "этого наносит 3 повреждения тому существу."
    )
    card = parsed("Огненный Импульс", text)
    (damage,) = actions(card)
    assert damage.verb == "deal_damage" and damage.amount == "3" and "instead" in damage.detail
    assert damage.condition is not None and is_typed(card_effects(card))
    # Sweep Away: "If that creature is attacking, you may put it on top of its owner's library instead."
    text = "Если то существо атакует, вы можете вместо этого положить его на верх библиотеки владельца."
    card = parsed("Смести Прочь", text)
    (put,) = actions(card)
    assert put.verb == "put" and put.optional and "instead" in put.detail
    assert put.condition is not None and put.condition.test == "is:attacking"
    assert card_verbs(card) == Counter({"put": 1})


def test_destroy_the_rest() -> None:
    # Divine Reckoning: "… Destroy the rest."
    card = parsed("Божественный Расчет", "Уничтожьте все остальные.")
    (destroy,) = actions(card)
    assert destroy.verb == "destroy" and [o.text for o in destroy.objects] == ["все остальные"]
    # "все остальные" before a noun stays the determiner: "Уничтожьте все остальные существа."
    (other,) = actions(parsed("Божественный Расчет", "Уничтожьте все остальные существа."))
    assert other.objects[0].kind == "object"


def test_the_turn_ended_and_control_exchanged() -> None:
    # Day's Undoing: "… If it's your turn, end the turn."; Daring Thief: "… exchange control of …"
    (end,) = actions(parsed("Закат Дня", "Если идет ваш ход, закончите ход."))
    assert end.verb == "end_turn" and end.condition is not None
    (swap,) = actions(parsed("Подмена", "Поменяйтесь контролем над двумя целевыми существами."))
    assert swap.verb == "exchange" and swap.objects[0].kind == "object"


def test_noncombat_damage_and_indestructible_after_a_controlled_subject() -> None:
    # Magebane Armor: "Prevent all noncombat damage that would be dealt to equipped creature."
    text = "Предотвратите все небоевые повреждения, которые должны быть нанесены снаряженному существу."
    card = parsed("Заклятые Доспехи", text)
    (prevent,) = actions(card)
    assert prevent.verb == "prevent" and is_typed(card_effects(card))
    # Timber Protector: "Other Treefolk creatures you control and Forests you control have indestructible."
    (gain,) = actions(parsed("Древесный Защитник", "Другие Лесовики и Леса под вашим контролем неразрушимы."))
    assert gain.verb == "gain_ability" and gain.detail == ["keyword:indestructible"]
    # Terra Eternal: "All lands have indestructible."
    (gain,) = actions(parsed("Вечная Земля", "Все земли являются неуничтожаемыми."))
    assert gain.verb == "gain_ability" and gain.detail == ["keyword:indestructible"]


def test_fixed_clauses_hand_size_and_itself() -> None:
    # Relentless Rats: "A deck can have any number of cards named Relentless Rats."
    text = "В колоде может быть любое количество карт с именем Беспощадные Крысы."
    (limit,) = actions(parsed("Беспощадные Крысы", text))
    assert limit.verb == "deck_limit"
    # Telepathy: "Your opponents play with their hands revealed."
    (reveal,) = actions(parsed("Телепатия", "Ваши оппоненты играют с открытыми руками."))
    assert reveal.verb == "reveal"
    # Null Profusion: "Your maximum hand size is two."; Jin-Gitaxias: "Each opponent's maximum hand size is reduced by
    # seven."
    for text in (
        "Максимальный размер вашей руки равен двум.",
        "Максимальный размер руки каждого оппонента снижается на семь.",
    ):
        card = parsed("Незначительная Щедрость", text)
        assert card_verbs(card) == Counter({"become": 1}) and is_typed(card_effects(card))
    # Goblin Kaboomist: "… If you lose the flip, Goblin Kaboomist deals 2 damage to itself."
    text = "Если вы проигрываете бросок, Гоблин-Бабашник наносит 2 повреждения сам себе."
    card = parsed("Гоблин-Бабашник", text)
    assert card_verbs(card) == Counter({"deal_damage": 1, "lose_flip": 1})
    (damage,) = actions(card)
    assert damage.objects[0].kind == "reference" and is_typed(card_effects(card))


def test_an_older_activation_limit() -> None:
    # Scryb Ranger: "Activate only once each turn."
    card = parsed("Скрибский Лесничий", "Играйте эту способность лишь один раз на каждом ходу.")
    (activate,) = actions(card)
    assert activate.verb == "activate" and activate.detail == ["only:once_each_turn"]


def test_counter_kinds_and_triggered_abilities() -> None:
    # Mycologist: "At the beginning of your upkeep, put a spore counter on Mycologist."
    (put,) = actions(parsed("Миколог", "В начале вашего шага поддержки положите жетон спор на Миколога."))
    assert put.verb == "put_counter" and "counter:spore" in put.detail
    # Strionic Resonator: "{2}, {T}: Copy target triggered ability you control. …"
    card = parsed("Стрионный Резонатор", "Скопируйте целевую срабатывающую способность под вашим контролем.")
    (copy,) = actions(card)
    assert copy.verb == "copy" and is_typed(card_effects(card))
    # Voidslime: "Counter target spell, activated ability, or triggered ability."
    text = "Прервите целевое заклинание, активируемую способность или запускаемую способность."
    card = parsed("Отрицающая слизь", text)
    (counter,) = actions(card)
    assert counter.verb == "counter" and len(counter.objects) == 3 and is_typed(card_effects(card))


def test_an_extra_turn_a_coin_and_damage_dealt_this_turn() -> None:
    # Notorious Throng: "… If Notorious Throng's prowl cost was paid, take an extra turn after this one."
    (turn,) = actions(parsed("Пресловутая Толпа", "Сделайте дополнительный ход сразу же вслед за этим."))
    assert turn.verb == "take_extra_turn"
    # Skyclaw Thrash: "When Skyclaw Thrash attacks, flip a coin. …"
    (flip,) = actions(parsed("Стая Небеснокогтевых", "подкиньте монету."))
    assert flip.verb == "flip"
    # Orzhov Euthanist: "… destroy target creature that was dealt damage this turn."
    card = parsed(
        "Умерщвитель дома Орзов", "Уничтожьте целевое существо, которому были нанесены повреждения в этот ход."
    )
    (destroy,) = actions(card)
    assert destroy.verb == "destroy" and is_typed(card_effects(card))


def test_a_token_named_with_an_ability_after_its_name() -> None:
    # Goblin Kaboomist: "… create a colorless artifact token named Land Mine with "{R}, Sacrifice this artifact: This
    # artifact deals 2 damage to target attacking creature without flying." …"
    text = (
        "положите на поле битвы одну фишку бесцветного артефакта с именем Наземная Мина и способностью «{R}, "
        "пожертвуйте этот артефакт: этот артефакт наносит 2 повреждения целевому атакующему существу без Полета»."
    )
    card = parsed("Гоблин-Бабашник", text)
    # the token's ability read inside it, no ability gained by anything
    assert card_verbs(card) == Counter({"create": 1, "deal_damage": 1})


def test_a_second_compound_subtype_after_its_hyphen() -> None:
    # Immerwolf: "Other Wolf and Werewolf creatures you control get +1/+1."
    card = parsed("Иммерволк", "Другие существа-Волки и -Вервольфы под вашим контролем получают +1/+1.")
    (pump,) = actions(card)
    assert pump.verb == "modify_pt" and pump.amount == "+1/+1" and is_typed(card_effects(card))
    assert [o.text for o in pump.other_actors] == ["-Вервольфы под вашим контролем"]


def test_a_permanent_that_already_has_a_time_counter() -> None:
    # Timecrafting: "Choose one — • Remove X time counters from target permanent or suspended card. • Put X time
    # counters on target permanent with a time counter on it or suspended card."
    text = (
        "Выберите одно Удалите Х временных жетонов с целевого перманента или отсроченной карты; или положите Х "
        "временных жетонов на целевой перманент, уже имеющий жетон времени, или отсроченную карту."
    )
    card = parsed("Ремесло Времени", text)
    assert card_verbs(card) == Counter({"remove_counter": 1, "put_counter": 1}) and is_typed(card_effects(card))


def test_events_of_older_printings() -> None:
    # Drelnoch: "Whenever Drelnoch becomes blocked, you may draw two cards."
    card = parsed("Дрелнох", "Каждый раз, когда Дрелнох блокирован, вы можете взять две карты.")
    assert card_verbs(card) == Counter({"block": 1, "draw": 1}) and is_typed(card_effects(card))
    # Karplusan Wolverine: "Whenever Karplusan Wolverine becomes blocked, you may have it deal 1 damage to target
    # creature or player."
    text = (
        "Каждый раз, когда Карплюсанская росомаха оказывается блокированной, вы можете заставить ее нанести 1 "
        "повреждение целевому существу или игроку."
    )
    card = parsed("Карплюсанская росомаха", text)
    assert card_verbs(card) == Counter({"block": 1, "deal_damage": 1}) and is_typed(card_effects(card))
    # Grafted Exoskeleton: "Whenever Grafted Exoskeleton becomes unattached from a permanent, sacrifice that permanent."
    text = "Каждый раз когда Пересаженный Экзоскелет открепляется от перманента, пожертвуйте тот перманент."
    card = parsed("Пересаженный Экзоскелет", text)
    assert card_verbs(card) == Counter({"unattach": 1, "sacrifice": 1}) and is_typed(card_effects(card))
    # "не может быть блокирован" stays the restriction (the passive, negated), not the event
    (block,) = actions(parsed("Дрелнох", "Дрелнох не может быть блокирован."))
    assert block.verb == "block" and block.negated and block.detail == ["passive"]


def test_keywords_and_other_types_of_older_printings() -> None:
    # Snake Cult Initiation: "Enchanted creature has poisonous 3."
    (gain,) = actions(parsed("Посвящение в Культ Змеи", "Зачарованное существо имеет Ядовитость 3."))
    assert gain.verb == "gain_ability" and gain.detail[0].startswith("keyword:poisonous")
    # Urborg, Tomb of Yawgmoth: "Each land is a Swamp in addition to its other land types."
    text = "Каждая земля является Болотом вдобавок к своим другим типам земли."
    card = parsed("Урборг, Могила Ягмота", text)
    (be,) = actions(card)
    assert be.verb == "become" and is_typed(card_effects(card))


def test_from_among_them_between_the_verb_and_its_objects() -> None:
    # Fulgent Distraction: "… Tap those creatures, then unattach all Equipment from them."
    card = parsed("Сияющее Отвлечение", "Поверните те существа, затем открепите от них все Снаряжение.")
    tap, unattach = actions(card)
    assert tap.verb == "tap" and unattach.verb == "unattach" and "among" in unattach.objects[0].qualifiers
    # Mindclaw Shaman: "… You may cast an instant or sorcery card from it without paying its mana cost."
    text = "Вы можете разыграть из нее карту мгновенного заклинания или волшебства без уплаты ее мана-стоимости."
    card = parsed("Шаман Цепкого Разума", text)
    (cast,) = actions(card)
    assert cast.verb == "cast" and cast.optional and "among" in cast.objects[0].qualifiers
    assert is_typed(card_effects(card))


def test_otherwise_with_no_comma_and_a_skipped_untap_step() -> None:
    # Serra's Boon: "Enchanted creature gets +1/+2 as long as it's white. Otherwise, it gets -2/-1."
    card = parsed("Благодеяние Серры", "Зачарованное существо получает +1/+2 пока оно белое. Иначе оно получает -2/-1.")
    white, otherwise = actions(card)
    assert white.amount == "+1/+2" and otherwise.amount == "-2/-1"
    assert otherwise.condition is not None and otherwise.condition.test == "otherwise"
    # Savor the Moment: "Take an extra turn after this one. Skip the untap step of that turn."
    text = "Сделайте дополнительный ход вслед за этим. Пропустите шаг разворота в том ходу."
    card = parsed("Наслаждение Моментом", text)
    assert card_verbs(card) == Counter({"take_extra_turn": 1, "skip": 1}) and is_typed(card_effects(card))
