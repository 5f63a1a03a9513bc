"""The Russian effect tree on more verbs and conditions of printed Russian card text, each beside its card's English
Oracle text: "приобретает" (gains), "становится заблокирован" (becomes blocked), "не может стать целью", "не может быть
отменен заклинаниями или способностями", "такое же количество" (that many), "прикрепленные к" (attached to), and "у
… есть" (has)."""

from __future__ import annotations

from helpers import card_effects, original

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, PlayerPhrase, TriggerEvent


def parsed(card: tuple[str, str]) -> Card:
    return mtglinks.parse(card[1], lang="ru", name=card[0])


def actions(card: Card) -> list[Action]:
    return [node for node in card_effects(card) if isinstance(node, Action)]


def test_gains_a_keyword_with_the_verb_priobretaet() -> None:
    # Abyssal Nocturnus: "Whenever an opponent discards a card, Abyssal Nocturnus gets +2/+2 and gains fear until end
    # of turn."
    text = (
        "Каждый раз, когда оппонент сбрасывает карту, Ночной страх из бездны получает +2/+2 и приобретает способность "
        "Страх до конца хода."
    )
    card = parsed(("Ночной страх из бездны", text))
    assert is_typed(card_effects(card))
    bonus, keyword = actions(card)
    assert (bonus.verb, bonus.amount) == (Verb.MODIFY_PT, "+2/+2")
    assert keyword.verb == Verb.GAIN_ABILITY and keyword.detail == ["keyword:fear"]


def test_becomes_blocked_by_a_creature() -> None:
    # Arrogant Bloodlord: "Whenever Arrogant Bloodlord blocks or becomes blocked by a creature with power 1 or less, …"
    text = (
        "Каждый раз когда Высокомерный Кровавый Лорд блокирует или становится заблокирован существом с силой 1 или "
        "меньше, уничтожьте Высокомерного Кровавого Лорда в конце боя."
    )
    card = parsed(("Высокомерный Кровавый Лорд", text))
    (event,) = [node for node in card_effects(card) if isinstance(node, TriggerEvent)]
    (block,) = event.actions
    assert block.verb == Verb.BLOCK and original(card, block).startswith("Высокомерный Кровавый Лорд блокирует или")
    (blocker,) = block.objects
    assert isinstance(blocker, ObjectPhrase) and blocker.types == ["creature"]


def test_cant_be_the_target_or_countered_by_spells_or_abilities() -> None:
    # Frost Raptor: "{S}{S}: Frost Raptor gains shroud until end of turn." (printed: can't be the target of spells or
    # abilities this turn)
    text = "{S}{S}: В этот ход Морозный ящер не может стать целью заклинаний или способностей."
    (target,) = actions(parsed(("Морозный ящер", text)))
    assert (target.verb, target.negated) == (Verb.BECOME_TARGET, True)
    # Abrupt Decay: "Abrupt Decay can't be countered by spells or abilities."
    text = "Внезапный Распад не может быть отменен заклинаниями или способностями."
    (countered,) = actions(parsed(("Внезапный Распад", text)))
    assert countered.verb == Verb.COUNTER and countered.negated


def test_draws_that_many_cards() -> None:
    # Barbed Shocker: "that player discards all the cards in his or her hand, then draws that many cards."
    text = (
        "Когда Шипастый Обжига наносит повреждения игроку, этот игрок сбрасывает все карты в его или ее руке, затем "
        "берет такое же количество карт."
    )
    card = parsed(("Шипастый Обжига", text))
    assert is_typed(card_effects(card))
    discard, draw = [a for a in actions(card) if a.verb in (Verb.DISCARD, Verb.DRAW)]
    (cards,) = discard.objects
    assert isinstance(cards, ObjectPhrase) and (cards.determiner, cards.zone) == ("all", "hand")
    assert draw.verb == Verb.DRAW and original(card, draw) == "берет такое же количество карт"


def test_attached_to_that_creature() -> None:
    # Blastfire Bolt: "Destroy all Equipment attached to that creature."
    card = parsed(("Молния Разрывного Огня", "Уничтожьте все Снаряжения, прикрепленные к тому существу."))
    (destroy,) = actions(card)
    (equipment,) = destroy.objects
    assert isinstance(equipment, ObjectPhrase) and equipment.subtypes == ["Снаряжение"]
    assert equipment.qualifiers == ["attached_to"]
    assert original(card, equipment.related[0]) == "тому существу"


def test_who_has_something_is_said_with_u() -> None:
    # Corrupted Resolve: "Counter target spell if its controller is poisoned." (printed: "if its controller has at
    # least one poison counter")
    text = "Отмените целевое заклинание, если у контролирующего его игрока есть хотя бы один жетон яда."
    card = parsed(("Испорченное Намерение", text))
    (counter,) = actions(card)
    assert counter.verb == Verb.COUNTER and counter.condition is not None
    assert counter.condition.test.startswith("have")
    holder, counters = counter.condition.about
    assert isinstance(holder, PlayerPhrase) and holder.who == "its_controller"
    assert original(card, counters) == "хотя бы один жетон яда"
    # Concerted Effort: "… creatures you control gain flying until end of turn if a creature you control has flying."
    # (printed: "if you have a creature with flying")
    text = (
        "все существа, которых вы контролируете, получают способность полета до конца хода, если у вас есть существо "
        "со способностью полета."
    )
    (gain,) = actions(parsed(("Совместные усилия", text)))
    assert gain.verb == Verb.GAIN_ABILITY and gain.condition is not None
    you, creature = gain.condition.about
    assert isinstance(you, PlayerPhrase) and you.who == "you"
    assert isinstance(creature, ObjectPhrase) and creature.qualifiers == ["with:flying"]


def test_it_has_a_keyword_said_with_u_and_est() -> None:
    # Butcher's Cleaver: "As long as equipped creature is a Human, it has lifelink."
    text = "Пока снаряженное существо является Человеком, у него есть Цепь жизни."
    card = parsed(("Секач Мясника", text))
    (gain,) = actions(card)
    assert gain.verb == Verb.GAIN_ABILITY and gain.detail == ["keyword:lifelink"]
    assert original(card, gain.actor) == "него"
    assert gain.condition is not None and gain.condition.test.startswith("as_long_as")
    # Manor Gargoyle: "Manor Gargoyle has indestructible as long as it has defender." (printed: "can't be destroyed
    # as long as it has defender")
    text = "Усадебная Горгулья не может быть уничтожена, пока у нее есть способность Защитника."
    (indestructible,) = actions(parsed(("Усадебная Горгулья", text)))
    assert indestructible.verb == Verb.GAIN_ABILITY and indestructible.detail == ["keyword:indestructible"]
    assert indestructible.condition is not None
    (has,) = indestructible.condition.about
    assert isinstance(has, Action) and (has.verb, has.detail) == (Verb.GAIN_ABILITY, ["keyword:defender"])


def test_if_it_was_a_human() -> None:
    # Avacyn's Collar: "Whenever equipped creature dies, if it was a Human, create a 1/1 white Spirit creature token
    # with flying."
    text = (
        "Каждый раз когда снаряженное существо умирает, если оно было Человеком, положите на поле битвы одну фишку "
        "существа 1/1 белый Дух с Полетом."
    )
    card = parsed(("Ошейник Авацины", text))
    assert is_typed(card_effects(card))
    (condition,) = [node for node in card_effects(card) if isinstance(node, EffectCondition)]
    assert original(card, condition) == "если оно было Человеком"
    (was,) = condition.about
    assert isinstance(was, Action) and was.verb == Verb.BECOME and was.detail == ["is"]
    (human,) = was.objects
    assert isinstance(human, ObjectPhrase) and human.subtypes == ["Человек"]


def test_all_other_and_another_target() -> None:
    # Smogsteed Rider: "Whenever Smogsteed Rider attacks, each other attacking creature gains fear until end of turn."
    text = (
        "Каждый раз, когда Наездник скакуна из смога нападает, все остальные нападающие существа приобретают "
        "способность Страх до конца хода."
    )
    gain = next(a for a in actions(parsed(("Наездник скакуна из смога", text))) if a.verb == Verb.GAIN_ABILITY)
    assert isinstance(gain.actor, ObjectPhrase) and gain.actor.qualifiers == ["attacking"]
    assert gain.actor.determiner.startswith("all")
    # Blood Feud: "Target creature fights another target creature."
    text = "Целевое существо дерется с другим целевым существом."
    (fight,) = actions(parsed(("Кровная Вражда", text)))
    (other,) = fight.objects
    assert fight.verb == Verb.FIGHT and isinstance(other, ObjectPhrase) and other.determiner == "target"


def test_becomes_the_target_of_a_spell_an_opponent_controls() -> None:
    # Ashenmoor Liege: "Whenever Ashenmoor Liege becomes the target of a spell or ability an opponent controls, that
    # player loses 4 life."
    text = (
        "Каждый раз, когда Вассал Выжженной Пустоши становится целью заклинания или способности под контролем "
        "оппонента, тот игрок теряет 4 жизни."
    )
    card = parsed(("Вассал Выжженной Пустоши", text))
    (event,) = [node for node in card_effects(card) if isinstance(node, TriggerEvent)]
    assert event.event == Verb.BECOME_TARGET and is_typed(card_effects(card))


def test_a_search_of_three_zones_of_one_player() -> None:
    # Memoricide: "Search target player's graveyard, hand, and library for any number of cards with that name and
    # exile them."
    text = (
        "Найдите на кладбище, в руке и в библиотеке целевого игрока любое количество карт с тем именем и изгоните их."
    )
    search, exile = actions(parsed(("Меморицид", text)))
    assert (search.verb, search.detail) == (Verb.SEARCH, ["zones:graveyard,hand,library"])
    (cards,) = search.objects
    assert isinstance(cards, ObjectPhrase) and cards.qualifiers == ["with:that:name"]
    assert exile.verb == Verb.EXILE


def counters_of(action: Action) -> list[str]:
    return [value for value in action.detail if value.startswith("counter:")]


def test_counters_with_their_kind_before_the_noun_and_gotten() -> None:
    # Caress of Phyrexia: "Target player draws three cards, loses 3 life, and gets three poison counters."
    text = "Целевой игрок берет три карты, теряет 3 жизни и получает три жетона яда."
    draw, lose, poison = actions(parsed(("Фирексийская Ласка", text)))
    assert (draw.verb, lose.verb, poison.verb) == (Verb.DRAW, Verb.LOSE_LIFE, Verb.GET_COUNTER)
    assert counters_of(poison) == ["counter:poison:3"]
    # Clockwork Hydra: "{T}: Put a +1/+1 counter on Clockwork Hydra."
    (put,) = actions(parsed(("Заводная Гидра", "{T}: Положите один +1/+1 жетон на Заводную Гидру.")))
    assert put.verb == Verb.PUT_COUNTER and counters_of(put) == ["counter:+1/+1"]
    # "Удалите ~ из игры с тремя временными жетонами на нем" (suspend's reminder): time counters, the adjective first
    text = "Удалите Птицу Разлома из игры с тремя временными жетонами на ней."
    (exile,) = actions(parsed(("Птица Разлома", text)))
    assert exile.verb == Verb.EXILE and any("time" in value for value in exile.detail)


def test_the_comma_that_closes_a_phrase_set_off() -> None:
    # Convolute: "Counter target spell unless its controller pays {4}."
    text = "Прервите целевое заклинание, если игрок, контролирующий его, не заплатит {4}."
    (counter,) = actions(parsed(("Свертывание", text)))
    assert counter.verb == Verb.COUNTER and counter.condition is not None
    (pays,) = counter.condition.about
    assert isinstance(pays, Action) and (pays.verb, pays.negated, pays.amount) == (Verb.PAY, True, "{4}")
    # Beast Hunt: "Put all creature cards revealed this way into your hand and the rest into your graveyard."
    text = "Положите все карты существ, показанные таким образом, в вашу руку, а остальные — на ваше кладбище."
    card = parsed(("Охота на Зверя", text))
    assert is_typed(card_effects(card))
    put = actions(card)[0]
    (cards,) = put.objects
    assert isinstance(cards, ObjectPhrase) and cards.qualifiers == ["revealed_this_way"] and put.zone_to == "hand"


def test_each_of_up_to_two_targets_and_a_color_with_no_verb() -> None:
    # Dual Shot: "Dual Shot deals 1 damage to each of up to two target creatures."
    text = "Двойной Выстрел наносит по 1 повреждению каждому из не более двух целевых существ."
    (damage,) = actions(parsed(("Двойной Выстрел", text)))
    (targets,) = damage.objects
    assert (damage.verb, damage.amount) == (Verb.DEAL_DAMAGE, "1")
    assert isinstance(targets, ObjectPhrase) and (targets.determiner, targets.count) == ("up_to", "2")
    # Ring of Thune: "At the beginning of your upkeep, put a +1/+1 counter on equipped creature if it's white."
    text = "В начале вашего шага поддержки положите один жетон +1/+1 на снаряженное существо, если оно белое."
    card = parsed(("Перстень Туна", text))
    (put,) = actions(card)
    assert put.verb == Verb.PUT_COUNTER and put.condition is not None and put.condition.test == "is:white"
    assert original(card, put.condition.about[0]) == "оно"


def test_the_next_time_a_source_of_your_choice_would_deal_damage() -> None:
    # Deflecting Palm: "The next time a source of your choice would deal damage to you this turn, prevent that damage."
    text = (
        "В следующий раз, когда выбранный вами источник должен будет нанести вам повреждения в этом ходу, "
        "предотвратите те повреждения."
    )
    card = parsed(("Отражающая Ладонь", text))
    (prevent,) = actions(card)
    assert prevent.verb == Verb.PREVENT and prevent.condition is not None
    assert prevent.condition.test == "next_time"
    (deal,) = prevent.condition.about
    assert isinstance(deal, Action) and deal.verb == Verb.DEAL_DAMAGE
    assert isinstance(deal.actor, ObjectPhrase) and (deal.actor.types, deal.actor.qualifiers) == (
        ["source"],
        ["choice:yours"],
    )
    assert original(card, prevent.objects[0]) == "те повреждения"


def test_a_spell_or_ability_and_the_same_color() -> None:
    # Purity: "If noncombat damage would be dealt to you, prevent that damage." (printed: "If a spell or ability would
    # deal damage to you")
    text = "Если заклинание или способность должны нанести вам повреждения, предотвратите эти повреждения."
    (prevent,) = actions(parsed(("Чистота", text)))
    assert prevent.verb == Verb.PREVENT and prevent.condition is not None
    (deal,) = prevent.condition.about
    assert isinstance(deal, Action) and isinstance(deal.actor, ObjectPhrase) and deal.actor.types == ["spell"]
    (ability,) = deal.other_actors
    assert isinstance(ability, ObjectPhrase) and ability.types == ["ability"]
    # Wojek Apothecary: "Prevent the next 1 damage that would be dealt to target creature and each other creature that
    # shares a color with it this turn."
    text = (
        "{T}: Предотвратите следующее 1 повреждение, которое будет нанесено целевому существу и каждому другому "
        "существу того же цвета в этот ход"
    )
    (prevent,) = actions(parsed(("Аптекарь Войеков", text)))
    target, others = prevent.objects
    assert isinstance(others, ObjectPhrase) and others.qualifiers == ["same:color"]
    assert prevent.duration is not None and prevent.duration.until == "this_turn"


def test_if_the_player_does_an_emblem_and_an_alternative_cost() -> None:
    # Bronze Bombshell: "If the player does, Bronze Bombshell deals 7 damage to him or her."
    text = "Если игрок это делает, Бронзовая мина наносит ему 7 повреждений."
    card = parsed(("Бронзовая мина", text))
    (damage,) = actions(card)
    assert damage.verb == Verb.DEAL_DAMAGE and damage.condition is not None
    assert original(card, damage.condition) == "Если игрок это делает,"
    (player,) = damage.condition.about
    assert isinstance(player, ObjectPhrase) and player.types == ["player"]
    # "−6: You get an emblem with "Creatures you control get +2/+2 and have flying."" (printed wording)
    text = 'вы получаете эмблему со способностью "Существа под вашим контролем получают +2/+2 и имеют Полет".'
    emblem = actions(parsed(("Тест", text)))[0]
    assert emblem.verb == Verb.GET_EMBLEM and isinstance(emblem.actor, PlayerPhrase) and emblem.actor.who == "you"
    # Allosaurus Rider: "You may exile two green cards from your hand rather than pay Allosaurus Rider's mana cost."
    text = (
        "Вы можете вывести из игры две зеленые карты из своей руки вместо уплаты мановой стоимости Наездника аллозавра."
    )
    card = parsed(("Наездник аллозавра", text))
    assert is_typed(card_effects(card))
    (exile,) = actions(card)
    assert exile.verb == Verb.EXILE and exile.optional


def test_keywords_in_any_case_untap_step_and_clash_words() -> None:
    # Golgari Keyrune: "… becomes a 2/2 black and green Insect artifact creature with deathtouch until end of turn."
    text = (
        "{B}{G}: Рунный Ключ Голгари становится артефактным существом 2/2 черное и зеленое Насекомое со Смертельным "
        "касанием до конца хода."
    )
    (become,) = actions(parsed(("Рунный Ключ Голгари", text)))
    assert become.verb == Verb.BECOME and any("deathtouch" in q for o in become.objects for q in o.qualifiers)
    # Frozen Solid: "Enchanted creature doesn't untap during its controller's untap step."
    text = "Зачарованное существо не разворачивается во время этапа разворота контролирующего его игрока."
    (untap,) = actions(parsed(("Цельная заморозка", text)))
    assert untap.verb == Verb.UNTAP and untap.negated
    # Creepy Doll: "… flip a coin. If you win the flip, destroy that creature."
    text = "Если вы выигрываете бросок, уничтожьте то существо."
    (destroy,) = actions(parsed(("Зловещая Кукла", text)))
    assert destroy.verb == Verb.DESTROY and destroy.condition is not None
    (won,) = destroy.condition.about
    assert isinstance(won, Action) and won.verb == Verb.WIN_FLIP
    # Burn at the Stake: "tap any number of untapped creatures you control."
    text = "Поверните любое количество неповернутых существ под вашим контролем."
    (tap,) = actions(parsed(("Сжигание на Костре", text)))
    (creatures,) = tap.objects
    assert isinstance(creatures, ObjectPhrase) and creatures.qualifiers == ["untapped"]
    # Congregation at Dawn: "… then put those cards on top of it in any order."
    text = "Перетасуйте свою библиотеку и поместите эти карты в библиотеку сверху в произвольном порядке."
    shuffle, put = actions(parsed(("Встреча на рассвете", text)))
    assert (shuffle.verb, put.verb, put.zone_to) == (Verb.SHUFFLE, Verb.PUT, "library")


def test_loses_half_their_life_rounded_up() -> None:
    # Havoc Festival: "At the beginning of each player's upkeep, that player loses half his or her life, rounded up."
    text = "тот игрок теряет половину своих жизней, округленную в большую сторону."
    (lose,) = actions(parsed(("Праздник Опустошения", text)))
    assert (lose.verb, lose.amount) == (Verb.LOSE_LIFE, "half:up")
    assert isinstance(lose.actor, PlayerPhrase) and lose.actor.who == "that_player"


def test_mana_in_any_combination_of_colors() -> None:
    # Axebane Guardian: "{T}: Add X mana in any combination of colors to your mana pool, where X is the number of
    # creatures with defender you control."
    text = (
        "{T}: добавьте Х маны в любой комбинации цветов в ваше хранилище маны, где Х — количество существ с "
        "Защитником под вашим контролем."
    )
    (add,) = actions(parsed(("Хранитель Глухолесья", text)))
    assert (add.verb, add.amount) == (Verb.ADD_MANA, "number_of")
    assert any("any_combination" in value for value in add.detail)
    assert isinstance(add.per, ObjectPhrase) and add.per.qualifiers == ["with:defender"]
