"""The Russian effect tree on printed Russian card text: verbs map to the English `Verb`, objects, zones,
durations and spans; garbage, English read as Russian and Russian read as Spanish type (almost) nothing;
and (with ../shared) the printed corpus keeps its typed share."""

from __future__ import annotations

import gzip
import json
from itertools import islice

import pytest
from helpers import SHARED, original

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import (
    Action,
    Card,
    Choice,
    Effect,
    EffectCondition,
    ObjectPhrase,
    PlayerPhrase,
    Reference,
    TriggerEvent,
    Untyped,
)

# Printed Russian card text (printed-ru corpus: the card's name as printed stands for itself).
DESTROY = ("Раскол", "Уничтожьте целевой перманент, не являющийся землей.")
GIANT_GROWTH = ("Гигантский Рост", "Целевое существо получает +3/+3 до конца хода.")
SHOCK = ("Шок", "Шок наносит 2 повреждения целевому существу или игроку.")
UNSUMMON = ("Развоплощение", "Верните целевое существо в руку его владельца.")
GRAVEYARD_EXILE = ("Вечный Покой", "Изгоните целевую карту из кладбища.")
ANGEL = ("Ангел Милосердия", "Полет\nКогда Ангел Милосердия выходит на поле битвы, вы получаете 3 жизни.")
RAMPANT = (
    "Обильный Рост",
    "Найдите в вашей библиотеке карту базовой земли, покажите ее, затем перетасуйте вашу библиотеку "
    "и положите ту карту в вашу руку.",
)
BIRDS = ("Райская Птица", "Полет\n{T}: добавьте одну ману любого цвета в ваше хранилище маны.")
UPKEEP = ("Рост Зверя", "В начале вашего шага поддержки положите один жетон +1/+1 на Рост Зверя.")
DRAW = ("Прозрение", "Возьмите две карты.")


def parsed(card: tuple[str, str]) -> Card:
    return mtglinks.parse(card[1], lang="ru", name=card[0])


def effects(card: Card) -> list[Effect]:
    return [node for ability in card.iter_abilities() for node in ability.effects]


def only_action(card: Card) -> Action:
    (action,) = [node for node in effects(card) if isinstance(node, Action)]
    return action


@pytest.mark.parametrize(
    ("card", "verb"),
    [
        (DESTROY, Verb.DESTROY),
        (GIANT_GROWTH, Verb.MODIFY_PT),
        (SHOCK, Verb.DEAL_DAMAGE),
        (UNSUMMON, Verb.RETURN),
        (GRAVEYARD_EXILE, Verb.EXILE),
        (DRAW, Verb.DRAW),
    ],
)
def test_each_russian_verb_is_the_english_verb(card: tuple[str, str], verb: Verb) -> None:
    assert only_action(parsed(card)).verb == verb


def test_a_target_object_in_the_accusative_with_a_comma_set_off_qualifier() -> None:
    card = parsed(DESTROY)
    (target,) = only_action(card).objects
    assert isinstance(target, ObjectPhrase)
    assert (target.determiner, target.types, target.qualifiers) == ("target", ["permanent"], ["not:land"])
    assert original(card, target) == "целевой перманент, не являющийся землей"


def test_gets_plus_n_until_end_of_turn_is_modify_pt_with_its_duration() -> None:
    card = parsed(GIANT_GROWTH)
    action = only_action(card)
    assert action.amount == "+3/+3"
    assert action.duration is not None and action.duration.until == "end_of_turn"
    assert original(card, action.duration) == "до конца хода"
    assert isinstance(action.actor, ObjectPhrase) and action.actor.types == ["creature"]
    assert original(card, action.actor) == "Целевое существо"


def test_damage_to_objects_in_the_dative_needs_no_preposition() -> None:
    card = parsed(SHOCK)
    action = only_action(card)
    assert action.amount == "2"
    assert isinstance(action.actor, Reference) and action.actor.refers == "self"
    creature, player = action.objects
    assert isinstance(creature, ObjectPhrase) and isinstance(player, ObjectPhrase)
    assert (creature.determiner, creature.types, player.types) == ("target", ["creature"], ["player"])
    assert original(card, creature) == "целевому существу"


def test_zones_in_every_case_map_to_the_same_zone() -> None:
    assert only_action(parsed(UNSUMMON)).zone_to == "hand"  # "в руку его владельца"
    card = parsed(GRAVEYARD_EXILE)
    action = only_action(card)
    (target,) = action.objects
    assert isinstance(target, ObjectPhrase) and target.zone == "graveyard"  # "из кладбища"
    assert action.zone_from == "graveyard"
    search, reveal, shuffle, put = [n for n in effects(parsed(RAMPANT)) if isinstance(n, Action)]
    assert (search.verb, search.zone_from) == (Verb.SEARCH, "library")  # "в вашей библиотеке"
    assert (reveal.verb, shuffle.verb, put.verb, put.zone_to) == (Verb.REVEAL, Verb.SHUFFLE, Verb.PUT, "hand")
    assert isinstance(reveal.objects[0], Reference) and reveal.objects[0].refers == "anaphora"  # "ее"


def test_a_trigger_event_and_the_players_gain_of_life() -> None:
    card = parsed(ANGEL)
    event, gain = [n for n in effects(card) if n.kind != EffectKind.UNTYPED]
    assert isinstance(event, TriggerEvent) and event.event == Verb.ENTER
    assert original(card, event) == "Ангел Милосердия выходит на поле битвы"
    assert isinstance(gain, Action) and (gain.verb, gain.amount) == (Verb.GAIN_LIFE, "3")
    assert isinstance(gain.actor, PlayerPhrase) and gain.actor.who == "you"


def test_a_step_trigger_and_a_counter_whose_kind_follows_its_noun() -> None:
    card = parsed(UPKEEP)
    event, put = effects(card)
    assert isinstance(event, TriggerEvent) and event.event == "your:upkeep"
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER and put.detail == ["counter:+1/+1"]
    (on,) = put.objects
    assert isinstance(on, Reference) and on.refers == "self"  # the name inflected: "на Рост Зверя"


def test_mana_added_to_the_pool() -> None:
    action = only_action(parsed(BIRDS))
    assert action.verb == Verb.ADD_MANA and action.detail == ["mana:any_color"]


GARBAGE = [
    "Мама мыла раму, а кот спал на диване весь день.",
    "Лорем ипсум долор сит амет, консектетур адиписцинг элит.",
    "Жили-были дед да баба, и была у них курочка Ряба.",
]


@pytest.mark.parametrize("text", GARBAGE)
def test_russian_garbage_types_nothing(text: str) -> None:
    card = mtglinks.parse(text, lang="ru", name="Ничто")
    nodes = effects(card)
    assert nodes and all(isinstance(node, Untyped) for node in nodes)


def test_english_read_as_russian_types_nothing() -> None:
    card = mtglinks.parse("Destroy target creature. Its controller gains 3 life.", lang="ru", name="Murder")
    assert not any(is_typed([node]) for node in effects(card))


def test_russian_read_as_spanish_types_nothing() -> None:
    card = mtglinks.parse(SHOCK[1], lang="es", name=SHOCK[0])
    assert not any(is_typed([node]) for node in effects(card))


def _printed(name: str) -> list[dict[str, str]]:
    path = SHARED / "corpora" / name
    if not path.is_file():
        pytest.skip(f"{path} is missing")
    with gzip.open(path, "rt", encoding="utf-8") as lines:
        return [json.loads(line) for line in islice(lines, 600)]


def _typed_share(records: list[dict[str, str]], lang: str) -> float:
    typed = total = 0
    for record in records:
        card = mtglinks.parse(record["printed_text"], lang=lang, name=record["printed_name"])
        for node in effects(card):
            total += 1
            typed += is_typed([node])
    return typed / total


def test_the_printed_russian_corpus_is_mostly_typed() -> None:
    assert _typed_share(_printed("printed-ru.jsonl.gz"), "ru") > 0.5


@pytest.mark.parametrize(("corpus", "lang"), [("printed-en.jsonl.gz", "ru"), ("printed-ru.jsonl.gz", "es")])
def test_another_language_read_as_the_wrong_one_types_almost_nothing(corpus: str, lang: str) -> None:
    assert _typed_share(_printed(corpus), lang) < 0.02


def test_a_bonus_and_a_keyword_are_two_actions_sharing_subject_and_duration() -> None:
    card = parsed(("Небесная Мощь", "Целевое существо получает +3/+3 и Полет до конца хода."))
    bonus, keyword = effects(card)
    assert isinstance(bonus, Action) and isinstance(keyword, Action)
    assert (bonus.verb, bonus.amount, keyword.verb, keyword.detail) == (
        Verb.MODIFY_PT,
        "+3/+3",
        Verb.GAIN_ABILITY,
        ["keyword:flying"],
    )
    assert keyword.actor is bonus.actor and bonus.actor is not None
    assert bonus.duration is not None and keyword.duration is not None
    assert bonus.duration.until == keyword.duration.until == "end_of_turn"
    assert original(card, keyword) == "Полет до конца хода"


def test_a_choice_as_the_card_enters() -> None:
    card = parsed(("Хамелеон-Колосс", "При выходе Хамелеона-Колосса на поле битвы выберите тип существа."))
    (choice,) = effects(card)
    assert isinstance(choice, Choice) and choice.what == "creature_type"
    assert choice.condition is not None and choice.condition.test == "as_enters"
    assert original(card, choice.condition) == "При выходе Хамелеона-Колосса на поле битвы"


def test_if_you_do_and_the_optional_action_before_it() -> None:
    card = parsed(("Мудрец", "Вы можете сбросить карту. Если вы это делаете, возьмите карту."))
    discard, draw = effects(card)
    assert isinstance(discard, Action) and (discard.verb, discard.optional) == (Verb.DISCARD, True)
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW
    assert isinstance(draw.condition, EffectCondition) and draw.condition.test == "you_do"


def test_an_attached_creature_that_does_not_untap() -> None:
    text = "Зачарованное существо не разворачивается во время шага разворота контролирующего его игрока."
    action = only_action(parsed(("Оковы", text)))
    assert (action.verb, action.negated) == (Verb.UNTAP, True)
    assert isinstance(action.actor, Reference) and action.actor.refers == "attached"


def test_the_older_wording_of_create_is_create_and_put_stays_put() -> None:
    token = "Положите на поле битвы две фишки существа 1/1 красный и белый Солдат с Ускорением."
    create = only_action(parsed(("Призыв Легиона", token)))
    assert create.verb == Verb.CREATE and create.zone_to == "battlefield"
    (what,) = create.objects
    assert isinstance(what, ObjectPhrase)
    assert (what.types, what.subtypes, what.colors) == (["creature"], ["Солдат"], ["red", "white"])
    assert "with:haste" in what.qualifiers
    put = only_action(parsed(("Оживление", "Положите целевую карту существа из вашего кладбища на поле битвы.")))
    assert (put.verb, put.zone_from, put.zone_to) == (Verb.PUT, "graveyard", "battlefield")


def test_unless_is_if_only_not_and_that_not_negates_nothing() -> None:
    text = "В начале вашего шага поддержки пожертвуйте Отшельника, если только вы не сбросите карту."
    action = only_action(parsed(("Отшельник", text)))
    assert action.verb == Verb.SACRIFICE and not action.negated
    condition = action.condition
    assert isinstance(condition, EffectCondition) and condition.test == "unless:did"
    (discard,) = condition.about
    assert isinstance(discard, Action) and (discard.verb, discard.negated) == (Verb.DISCARD, False)
    assert original(parsed(("Отшельник", text)), condition) == "если только вы не сбросите карту"


def test_unless_a_player_controls_and_if_a_player_does_not() -> None:
    unless = "Змей не может атаковать, если только защищающийся игрок не контролирует Остров."
    condition = only_action(parsed(("Змей", unless))).condition
    assert isinstance(condition, EffectCondition) and condition.test == "unless:control"
    if_not = "Если вы не контролируете Остров, пожертвуйте Змея."
    action = only_action(parsed(("Змей", if_not)))
    assert isinstance(action.condition, EffectCondition) and action.condition.test == "not:control"
    (island,) = action.condition.about
    assert isinstance(island, ObjectPhrase) and island.subtypes == ["Остров"]


def test_not_before_a_verb_negates_its_action() -> None:
    action = only_action(parsed(("Страж", "Страж не может атаковать, если вы не контролируете Остров.")))
    assert (action.verb, action.negated) == (Verb.ATTACK, True)
    assert isinstance(action.condition, EffectCondition) and action.condition.test == "not:control"


def test_have_a_player_do_is_the_action_done_by_that_player() -> None:
    text = "Когда Мучитель выходит на поле битвы, вы можете заставить целевого игрока сбросить карту."
    card = parsed(("Мучитель", text))
    discard = [node for node in effects(card) if isinstance(node, Action)][-1]
    assert (discard.verb, discard.optional) == (Verb.DISCARD, True)
    assert isinstance(discard.actor, PlayerPhrase) and discard.actor.who == "target_player"
    assert original(card, discard) == "вы можете заставить целевого игрока сбросить карту"


def test_cannot_be_destroyed_is_destroy_done_to_the_subject_negated() -> None:
    action = only_action(parsed(("Страж Рассвета", "Страж Рассвета не может быть уничтожен.")))
    assert (action.verb, action.negated, action.detail) == (Verb.DESTROY, True, ["passive"])
    assert isinstance(action.actor, Reference) and action.actor.refers == "self"
    target = only_action(parsed(("Тень", "Тень не может быть целью синих или черных заклинаний.")))
    assert (target.verb, target.negated) == (Verb.BECOME_TARGET, True)
    spells = target.objects[-1]
    assert isinstance(spells, ObjectPhrase) and spells.colors == ["black"]


def test_there_are_none() -> None:
    action = only_action(parsed(("Вожак", "Если под вашим контролем нет Гоблинов, пожертвуйте Вожака.")))
    assert action.verb == Verb.SACRIFICE
    condition = action.condition
    assert isinstance(condition, EffectCondition) and condition.test == "not:there_are"
    (goblins,) = condition.about
    assert isinstance(goblins, ObjectPhrase) and goblins.subtypes == ["Гоблин"]


def test_where_before_what_counters_on_it_and_removed_from_the_game() -> None:
    counters = only_action(parsed(("Рост", "Положите на него два жетона +1/+1.")))
    assert (counters.verb, counters.detail) == (Verb.PUT_COUNTER, ["counter:+1/+1:2"])
    (it,) = counters.objects
    assert isinstance(it, Reference) and it.refers == "anaphora"
    for text in ("Удалите из игры другое целевое существо.", "Удалите другое целевое существо из игры."):
        exile = only_action(parsed(("Изгнание", text)))
        assert (exile.verb, exile.zone_to) == (Verb.EXILE, "exile")
        (creature,) = exile.objects
        assert isinstance(creature, ObjectPhrase) and (creature.types, creature.zone) == (["creature"], None)


def test_the_rest_put_elsewhere_with_the_verb_implied() -> None:
    text = "Положите одну из них в вашу руку, а остальные — на ваше кладбище."
    # each group in its own zone: the card into the hand, the rest into the graveyard
    hand, rest = [node for node in effects(parsed(("Раскопки", text))) if isinstance(node, Action)]
    assert (hand.verb, hand.zone_to, len(hand.objects)) == (Verb.PUT, "hand", 1)
    assert (rest.verb, rest.zone_to, len(rest.objects)) == (Verb.PUT, "graveyard", 1)


def test_a_token_that_is_a_copy_and_a_hand_with_no_cards() -> None:
    text = "Положите на поле битвы фишку, являющуюся копией целевого существа под вашим контролем."
    create = only_action(parsed(("Клон", text)))
    (token,) = create.objects
    assert create.verb == Verb.CREATE and isinstance(token, ObjectPhrase)
    assert (token.types, token.qualifiers) == (["token"], ["copy_of"])
    draw = only_action(parsed(("Мудрость", "Если у вас в руке нет карт, возьмите карту.")))
    assert isinstance(draw.condition, EffectCondition) and draw.condition.test == "not:there_are"


def test_would_and_for_as_long_as() -> None:
    regenerate = only_action(parsed(("Тролль", "Если Тролль должен быть уничтожен, регенерируйте его.")))
    assert regenerate.verb == Verb.REGENERATE
    condition = regenerate.condition
    assert isinstance(condition, EffectCondition) and condition.test == "would"
    (destroyed,) = condition.about
    assert isinstance(destroyed, Action) and (destroyed.verb, destroyed.detail) == (Verb.DESTROY, ["passive"])
    text = "Получите контроль над целевым артефактом на все время, пока вы контролируете Вора."
    control = only_action(parsed(("Вор", text)))
    assert control.verb == Verb.GAIN_CONTROL
    assert control.duration is not None and control.duration.until == "you_control"


def test_blocks_only_and_a_state_read_whole() -> None:
    block = only_action(parsed(("Лучник", "Лучник может блокировать только существа с Полетом.")))
    assert block.verb == Verb.BLOCK and "only" in block.detail
    (flyers,) = block.objects
    assert isinstance(flyers, ObjectPhrase) and flyers.types == ["creature"]
    text = "Если среди карт на вашем кладбище есть не менее четырех типов карт, возьмите карту."
    draw = only_action(parsed(("Бред", text)))
    assert isinstance(draw.condition, EffectCondition) and draw.condition.test == "card_types:4"


def test_modes_in_one_sentence_are_a_choice_and_one_clause_each() -> None:
    text = "Выберите одно — уничтожьте целевой артефакт; или ~ наносит 2 повреждения целевому существу с Полетом."
    nodes = effects(parsed(("Выбор", text.replace("~", "Выбор"))))
    choice, destroy, damage = nodes
    assert isinstance(choice, Choice) and choice.what == "mode"
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY and destroy.actor is None
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE
    assert isinstance(damage.actor, Reference) and damage.actor.refers == "self"


def test_a_count_or_more_is_that_number_as_in_english() -> None:
    card = parsed(("Страж", "Когда одно или более существ под вашим контролем атакуют, возьмите карту."))
    (event,) = [node for node in effects(card) if isinstance(node, TriggerEvent)]
    attackers = event.actions[0].actor
    assert event.event == Verb.ATTACK
    assert isinstance(attackers, ObjectPhrase) and (attackers.determiner, attackers.count) == ("number", "1")
    stat = only_action(parsed(("Гнев", "Уничтожьте все существа с силой 4 или больше.")))
    (creatures,) = stat.objects
    assert isinstance(creatures, ObjectPhrase) and creatures.qualifiers == ["power:4:or_greater"]


def test_modes_joined_by_or_and_two_verbs_joined_by_or() -> None:
    text = "Выберите одно — уничтожьте целевое существо с Полетом; или уничтожьте целевой артефакт."
    choice, creature, artifact = effects(parsed(("Сокрушающие Лианы", text)))
    assert isinstance(choice, Choice) and choice.what == "mode"
    assert isinstance(creature, Action) and isinstance(artifact, Action)
    assert (creature.verb, artifact.verb) == (Verb.DESTROY, Verb.DESTROY)
    text = "Когда Аватара раздора входит в игру, пожертвуйте ее или сбросьте две карты."
    sacrifice = [n for n in effects(parsed(("Аватара раздора", text))) if isinstance(n, Action)][-1]
    assert sacrifice.verb == Verb.SACRIFICE
    (discard,) = sacrifice.alternatives
    assert discard.verb == Verb.DISCARD


def test_an_alternative_cost_and_blocked_by_whom_in_the_instrumental() -> None:
    text = "Вы можете заплатить {0} вместо уплаты мана-стоимости Архивной Западни."
    pay = only_action(parsed(("Архивная Западня", text)))
    assert pay.verb == Verb.PAY and "rather_than:mana_cost" in pay.detail
    text = "Снаряженное существо не может быть заблокировано Вампирами или Зомби."
    blocked = only_action(parsed(("Пылающий Факел", text)))
    assert (blocked.verb, blocked.negated, blocked.detail) == (Verb.BLOCK, True, ["passive"])
    assert [o.subtypes for o in blocked.objects if isinstance(o, ObjectPhrase)] == [["Вампир"], ["Зомби"]]


def test_power_and_toughness_defined_whose_after_the_stat() -> None:
    text = "Сила и выносливость Крестоносца Одрика равны количеству существ под вашим контролем."
    card = parsed(("Крестоносец Одрика", text))
    action = only_action(card)
    assert (action.verb, action.detail, action.amount) == (Verb.MODIFY_PT, ["set:power_toughness"], "number_of")
    assert isinstance(action.actor, Reference) and action.actor.refers == "self"
    assert original(card, action.actor) == "Крестоносца Одрика"
    assert isinstance(action.per, ObjectPhrase) and (action.per.types, action.per.controller) == (["creature"], "you")


def test_a_spell_that_targets_it_stays_in_the_trigger_event() -> None:
    text = (
        "Героизм — Каждый раз, когда вы разыгрываете заклинание, целью которого является Агент Судеб, "
        "каждый оппонент жертвует существо."
    )
    event, sacrifice = effects(parsed(("Агент Судеб", text)))
    assert isinstance(event, TriggerEvent) and event.event == Verb.CAST
    (spell,) = event.actions[0].objects
    assert isinstance(spell, ObjectPhrase) and (spell.types, spell.qualifiers) == (["spell"], ["targets"])
    assert isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE


def test_where_it_is_said_by_a_participle_before_or_after_the_noun() -> None:
    text = "Положите находящуюся на вашем кладбище целевую карту в низ вашей библиотеки."
    card = parsed(("Отуманенная Равнина", text))
    (target,) = only_action(card).objects
    assert isinstance(target, ObjectPhrase)
    assert (target.determiner, target.types, target.zone, target.qualifiers) == ("target", ["card"], "graveyard", [])
    assert original(card, target) == "находящуюся на вашем кладбище целевую карту"
    reveal = only_action(parsed(("Мудрецы", "Покажите синюю карту, находящуюся в вашей руке.")))
    (blue,) = reveal.objects
    assert isinstance(blue, ObjectPhrase) and (blue.colors, blue.zone) == (["blue"], "hand")
    text = "Получите контроль над всеми землями, находящимися под контролем целевого игрока."
    (lands,) = only_action(parsed(("Кража", text))).objects
    assert isinstance(lands, ObjectPhrase) and (lands.types, lands.controller) == (["land"], "target_player")


def test_spells_you_cast_cost_less_and_spend_this_mana_only_to_cast() -> None:
    text = "Разыгрываемые вами заклинания существ стоят на {1} меньше."
    cost = only_action(parsed(("Вербовщик Закатного Дозора", text)))
    assert (cost.verb, cost.amount, cost.detail) == (Verb.MODIFY_COST, "{1}", ["less"])
    spells = cost.actor
    assert isinstance(spells, ObjectPhrase)
    assert (spells.types, spells.controller) == (["spell", "creature"], "cast_by_you")
    text = (
        "{T}: добавьте одну ману любого цвета в ваше хранилище маны. "
        "Тратьте эту ману только на разыгрывание заклинаний существ."
    )
    add, spend = [n for n in effects(parsed(("Древний Зиккурат", text))) if isinstance(n, Action)]
    assert (add.verb, spend.verb) == (Verb.ADD_MANA, Verb.SPEND)
    assert isinstance(spend.condition, EffectCondition) and spend.condition.test == "only_to"
    (cast,) = spend.condition.about
    assert isinstance(cast, Action) and cast.verb == Verb.CAST


def test_tapped_for_mana_put_back_power_at_least_and_a_creature_died_this_turn() -> None:
    text = (
        "Каждый раз, когда зачарованная земля поворачивается для получения маны, контролирующий ее игрок добавляет "
        "одну ману любого цвета в свое хранилище маны."
    )
    event = effects(parsed(("Плодородная Почва", text)))[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.TAP
    text = "посмотрите три верхние карты библиотеки целевого игрока, затем положите их обратно в любом порядке."
    look, put = effects(parsed(("Архитекторы Воли", text)))
    assert isinstance(put, Action) and (put.verb, put.detail) == (Verb.PUT, ["back", "any_order"])
    (creature,) = only_action(parsed(("Талисман Абзана", "Изгоните целевое существо с силой не менее 3."))).objects
    assert isinstance(creature, ObjectPhrase) and creature.qualifiers == ["power:3:or_greater"]
    text = (
        "Болезненность — Гнилошкурый Вепрь выходит на поле битвы с двумя жетонами +1/+1 на нем, "
        "если в этом ходу умерло существо."
    )
    enter = only_action(parsed(("Гнилошкурый Вепрь", text)))
    assert enter.verb == Verb.ENTER and isinstance(enter.condition, EffectCondition)
    (died,) = enter.condition.about
    assert isinstance(died, Action) and died.verb == Verb.DIE
    assert isinstance(died.actor, ObjectPhrase) and died.actor.types == ["creature"]


def test_until_it_leaves_with_a_comma_and_each_of_those() -> None:
    text = (
        "Когда Изгоняющая Жрица выходит на поле битвы, изгоните целевое существо под контролем оппонента до тех пор, "
        "пока Изгоняющая Жрица не покинет поле битвы."
    )
    exile = [n for n in effects(parsed(("Изгоняющая Жрица", text))) if isinstance(n, Action)][-1]
    assert exile.verb == Verb.EXILE
    assert exile.duration is not None and exile.duration.until == "leaves_battlefield"
    text = "Каждое из тех существ получает Упорство до конца хода."
    gain = only_action(parsed(("Котел Душ", text)))
    assert gain.verb == Verb.GAIN_ABILITY
    assert isinstance(gain.actor, ObjectPhrase) and (gain.actor.determiner, gain.actor.qualifiers) == (
        "each",
        ["of:anaphora"],
    )


def test_it_has_an_ability_slivers_have_and_as_though_it_had() -> None:
    text = "У нее есть способность «Сила и выносливость этого существа равны количеству ваших жизней»."
    has = effects(parsed(("Златогривый Аджани", text)))[0]
    assert isinstance(has, Action) and has.verb == Verb.GAIN_ABILITY
    assert isinstance(has.actor, Reference) and has.actor.refers == "anaphora"
    text = 'Все Щепки обладают способностью "Пожертвуйте это существо: Добавьте {B}{B} в ваше хранилище маны."'
    slivers = effects(parsed(("Базальная Щепка", text)))[0]
    assert isinstance(slivers, Action) and slivers.verb == Verb.GAIN_ABILITY
    assert isinstance(slivers.actor, ObjectPhrase) and slivers.actor.subtypes == ["Щепка"]
    block = only_action(parsed(("Эфирная Мембрана", "Эфирная Мембрана может блокировать, как будто она имеет Полет.")))
    assert block.verb == Verb.BLOCK and block.detail == ["as_though:keyword:flying"]


def test_named_itself_and_counters_counted() -> None:
    text = "вы получаете 2 жизни за каждое существо с именем Священница Ордена Авангарда под вашим контролем."
    gain = only_action(parsed(("Священница Ордена Авангарда", text)))
    assert gain.verb == Verb.GAIN_LIFE
    assert isinstance(gain.per, ObjectPhrase) and gain.per.qualifiers == ["named:self"]
    text = (
        "Убийца из Рода Фалькенратов наносит целевому существу повреждения, равные количеству жетонов +1/+1 на "
        "Убийце из Рода Фалькенратов."
    )
    damage = only_action(parsed(("Убийца из Рода Фалькенратов", text)))
    assert (damage.verb, damage.amount) == (Verb.DEAL_DAMAGE, "number_of")
    assert isinstance(damage.per, ObjectPhrase) and damage.per.types == ["counter"]


def test_damage_to_two_objects_and_a_relative_clause_set_off_on_both_sides() -> None:
    text = "Головешка наносит 4 повреждения целевому существу или игроку и 2 повреждения вам."
    damage = only_action(parsed(("Головешка", text)))
    assert damage.verb == Verb.DEAL_DAMAGE
    assert isinstance(damage.objects[-1], PlayerPhrase) and damage.objects[-1].who == "you"
    text = "Существа, которых вы контролируете, получают +3/+3 до конца хода."
    pump = only_action(parsed(("Ошеломление", text)))
    assert pump.verb == Verb.MODIFY_PT
    assert isinstance(pump.actor, ObjectPhrase) and (pump.actor.types, pump.actor.controller) == (["creature"], "you")


def test_off_a_creature_into_a_hand_and_then_if() -> None:
    remove = only_action(parsed(("Разрыватель Цепей", "{3}, {T}: удалите один жетон -1/-1 с целевого существа.")))
    assert remove.verb == Verb.REMOVE_COUNTER
    (creature,) = remove.objects
    assert isinstance(creature, ObjectPhrase) and (creature.determiner, creature.types) == ("target", ["creature"])
    (hand,) = only_action(parsed(("Взгляд Украдкой", "Посмотрите в руку целевого игрока."))).objects
    assert isinstance(hand, ObjectPhrase) and hand.zone == "hand"
    text = "Затем, если на нем есть три или более жетонов +1/+1, пожертвуйте Испытание Эреба."
    sacrifice = only_action(parsed(("Испытание Эреба", text)))
    assert sacrifice.verb == Verb.SACRIFICE and isinstance(sacrifice.condition, EffectCondition)


def test_power_compared_what_a_land_is_and_hexproof_reminder() -> None:
    text = "Разыгрывайте эту способность, только если сила Надорвавшегося Ученика равна 4 или больше."
    timing = only_action(parsed(("Надорвавшийся Ученик", text)))
    assert isinstance(timing.condition, EffectCondition)
    assert timing.condition.test == "compare:power:or_greater:4"
    text = "Зачарованная земля является существом 3/3 черная Тина."
    be = only_action(parsed(("Разлагающийся Зендикон", text)))
    assert be.verb == Verb.BECOME
    (what,) = be.objects
    assert isinstance(what, ObjectPhrase) and (what.types, what.colors, what.subtypes) == (
        ["creature"],
        ["black"],
        ["Тина"],
    )
    text = "Быстрокрылый Авен не может быть целью заклинаний или способностей под контролем ваших оппонентов."
    target = only_action(parsed(("Быстрокрылый Авен", text)))
    assert (target.verb, target.negated) == (Verb.BECOME_TARGET, True)


def test_cannot_attack_or_block_is_two_verbs_an_event_attacks_or_blocks_one() -> None:
    text = "Каждый раз когда зачарованное существо атакует или блокирует, вы получаете 4 жизни."
    (event,) = [node for node in effects(parsed(("Светящийся След", text))) if isinstance(node, TriggerEvent)]
    assert event.event == Verb.ATTACK and [a.verb for a in event.actions] == [Verb.ATTACK]
    text = "Дремлющий Дракон не может атаковать или блокировать, если только на нем нет пяти или больше жетонов +1/+1."
    dragon = only_action(parsed(("Дремлющий Дракон", text)))
    assert dragon.verb == Verb.ATTACK and dragon.negated
    assert [alternative.verb for alternative in dragon.alternatives] == [Verb.BLOCK]


def test_older_wordings_remove_from_the_game_attacking_and_otherwise() -> None:
    (land,) = only_action(parsed(("Разъедающий дождь", "Выведите из игры целевую землю."))).objects
    exile = only_action(parsed(("Разъедающий дождь", "Выведите из игры целевую землю.")))
    assert (exile.verb, exile.zone_to) == (Verb.EXILE, "exile")
    assert isinstance(land, ObjectPhrase) and land.types == ["land"]
    text = "Выведите целевое нападающее или блокирующее существо из игры."
    (creature,) = only_action(parsed(("Поглощающий свет", text))).objects
    assert isinstance(creature, ObjectPhrase) and creature.types == ["creature"]
    put = only_action(parsed(("Рождение Выводка", "В противном случае положите на поле битвы одну из тех фишек.")))
    assert isinstance(put.condition, EffectCondition) and put.condition.test == "otherwise"


def test_white_creatures_bolster_any_one_color_and_the_value_of_its_power() -> None:
    pump = only_action(parsed(("Благородство Непорочных", "Белые существа под вашим контролем получают +1/+1.")))
    assert isinstance(pump.actor, ObjectPhrase) and pump.actor.colors == ["white"]
    bolster = [
        n for n in effects(parsed(("Награда Чести", "Вы получаете 4 жизни. Подмога 2."))) if isinstance(n, Action)
    ]
    assert [(a.verb, a.amount) for a in bolster] == [(Verb.GAIN_LIFE, "4"), (Verb.BOLSTER, "2")]
    text = "{T}: добавьте две маны любого одного цвета в ваше хранилище маны."
    add = only_action(parsed(("Самоцвет Кални", text)))
    assert add.verb == Verb.ADD_MANA and add.detail == ["mana:any_color"]
    text = "{2}{G}{G}: Колосс-Хамелеон получает +X/+X до конца хода, где X значение его силы."
    assert only_action(parsed(("Колосс-Хамелеон", text))).verb == Verb.MODIFY_PT
    text = "Если вы это сделали, Заводная Гидра наносит 1 повреждение целевому существу или игроку."
    damage = only_action(parsed(("Заводная Гидра", text)))
    assert damage.verb == Verb.DEAL_DAMAGE
    assert isinstance(damage.condition, EffectCondition) and damage.condition.test == "you_do"


def test_if_you_win_a_clash_and_as_long_as_it_is_a_human() -> None:
    text = "Столкнитесь с оппонентом. Если вы выиграли, верните Переплетение Дорог в руку его владельца."
    clash, ret = [n for n in effects(parsed(("Переплетение Дорог", text))) if isinstance(n, Action)]
    assert (clash.verb, ret.verb) == (Verb.CLASH, Verb.RETURN)
    assert isinstance(ret.condition, EffectCondition) and ret.condition.test == "did"
    (won,) = ret.condition.about
    assert isinstance(won, Action) and won.verb == Verb.WIN_FLIP
    text = "Зачарованное существо получает +2/+2, пока оно является Человеком."
    pump = only_action(parsed(("Узы Веры", text)))
    assert isinstance(pump.condition, EffectCondition) and pump.condition.test == "as_long_as:is"
    (human,) = pump.condition.about
    assert isinstance(human, ObjectPhrase) and human.subtypes == ["Человек"]


def test_with_a_counter_on_it_said_by_a_relative_clause_and_the_player_controlling_it() -> None:
    text = "Каждое существо под вашим контролем, на котором есть жетон +1/+1, имеет Полет."
    flying = only_action(parsed(("Абзанский Сокольничий", text)))
    assert flying.verb == Verb.GAIN_ABILITY and isinstance(flying.actor, ObjectPhrase)
    assert (flying.actor.controller, flying.actor.qualifiers) == ("you", ["with_counter:+1/+1"])
    text = "Верните целевой перманент в руку владельца. Игрок, контролирующий его, теряет 3 пункта жизни."
    _, lose = [n for n in effects(parsed(("Хватка подземного города", text))) if isinstance(n, Action)]
    assert (lose.verb, lose.amount) == (Verb.LOSE_LIFE, "3")
    assert isinstance(lose.actor, ObjectPhrase) and lose.actor.qualifiers == ["controls:anaphora"]


def test_total_mana_cost_and_damage_divided_as_you_choose() -> None:
    text = "Уничтожьте все существа с общей мановой стоимостью 3 и меньше."
    (creatures,) = only_action(parsed(("Выжигающее солнце", text))).objects
    assert isinstance(creatures, ObjectPhrase) and creatures.qualifiers == ["mana_value:3:or_less"]
    text = (
        "Обвал наносит 5 повреждений, разделенных по вашему выбору между любым количеством целевых существ и игроков."
    )
    damage = only_action(parsed(("Обвал", text)))
    assert (damage.verb, damage.amount) == (Verb.DEAL_DAMAGE, "5")
    assert isinstance(damage.objects[0], ObjectPhrase) and damage.objects[0].determiner == "any_number"


def test_an_if_set_off_by_a_comma_after_an_object() -> None:
    text = "Затем тот игрок сбрасывает карту, если под вашим контролем есть Зомби."
    discard = only_action(parsed(("Убедительное Устрашение", text)))
    assert discard.verb == Verb.DISCARD
    (card,) = discard.objects
    assert isinstance(card, ObjectPhrase) and card.types == ["card"]
    assert isinstance(discard.condition, EffectCondition) and discard.condition.test == "there_are"
    text = "Отмените целевое заклинание, если только контролирующий его игрок не заплатит {X}."
    counter = only_action(parsed(("Схватка Разумов", text)))
    assert counter.verb == Verb.COUNTER
    assert isinstance(counter.condition, EffectCondition) and counter.condition.test.startswith("unless")


def test_during_your_turn_and_this_way() -> None:
    text = "Ваши оппоненты не могут разыгрывать заклинания во время вашего хода."
    cast = only_action(parsed(("Владычица Драконов Дромока", text)))
    assert (cast.verb, cast.negated) == (Verb.CAST, True)
    assert isinstance(cast.condition, EffectCondition) and cast.condition.test == "during:your_turn"
    text = (
        "Если то существо попадает на кладбище таким образом, положите на поле битвы одну фишку существа черный Вампир."
    )
    create = only_action(parsed(("Калитас, Кровавый Вождь Гетов", text)))
    assert create.verb == Verb.CREATE and isinstance(create.condition, EffectCondition)


def test_the_top_cards_put_into_a_graveyard_are_milled() -> None:
    # Cathartic Adept, printed in Russian (its Oracle text: "Target player mills a card.")
    text = "{T}: целевой игрок кладет верхнюю карту своей библиотеки на свое кладбище."
    mill = only_action(parsed(("Адепт Катарсиса", text)))
    assert (mill.verb, mill.zone_from, mill.zone_to) == (Verb.MILL, "library", "graveyard")


def test_a_levelers_level_lines_are_its_level_bands() -> None:
    # Beastbreaker of Bala Ged, printed in Russian: "LEVEL 1-3 / 4/4 / LEVEL 4+ / 6/6 / Trample"
    text = "Повышение уровня {2}{G}\nУРОВЕНЬ 1-3\n4/4\nУРОВЕНЬ 4+\n6/6\nПробивной удар"
    card = parsed(("Бала-Гедский Укротитель", text))
    levels = [node.test for node in effects(card) if isinstance(node, EffectCondition)]
    assert levels == ["level:1-3", "level:4+"]
    assert is_typed(effects(card))


def test_as_many_as_counts_what_follows_or_reads_a_quantity_whole() -> None:
    # Malakir Bloodwitch: "each opponent loses life equal to the number of Vampires you control. You gain life
    # equal to the life lost this way."
    text = (
        "Когда Малакирская Ведьма Крови выходит на поле битвы, каждый оппонент теряет столько жизней, сколько Вампиров "
        "находится под вашим контролем. Вы получаете столько жизней, сколько их было потеряно таким образом."
    )
    card = parsed(("Малакирская Ведьма Крови", text))
    lose, gain = [node for node in effects(card) if isinstance(node, Action) and node.verb != Verb.ENTER]
    assert (lose.verb, lose.amount) == (Verb.LOSE_LIFE, "number_of")
    assert isinstance(lose.per, ObjectPhrase) and (lose.per.subtypes, lose.per.controller) == (["Вампир"], "you")
    assert (gain.verb, gain.amount, gain.per) == (Verb.GAIN_LIFE, "life_lost_this_way", None)
    # Dogpile: the count after two damaged objects (the comma before "сколько" is no list's)
    text = (
        "Свалка наносит столько повреждений целевому существу или игроку, сколько нападающих существ вы контролируете."
    )
    damage = only_action(parsed(("Свалка", text)))
    assert damage.verb == Verb.DEAL_DAMAGE and [o.types for o in damage.objects if isinstance(o, ObjectPhrase)] == [
        ["creature"],
        ["player"],
    ]
    assert isinstance(damage.per, ObjectPhrase) and damage.per.types == ["creature"]
    assert (damage.per.qualifiers, damage.per.controller) == (["attacking"], "you")
    # Flow of Ideas: "Draw a card for each Island you control."
    draw = only_action(parsed(("Поток идей", "Возьмите столько карт, сколько островов вы контролируете.")))
    assert draw.verb == Verb.DRAW and isinstance(draw.per, ObjectPhrase) and draw.per.subtypes == ["Остров"]


def test_as_though_it_had_a_keyword_or_had_no_defender() -> None:
    # Alchemist's Refuge: "You may cast spells this turn as though they had flash."
    text = "{G}{U}, {T}: вы можете разыгрывать не являющиеся землями карты в этом ходу, как будто у них есть Миг."
    cast = only_action(parsed(("Убежище Алхимика", text)))
    assert (cast.verb, cast.detail) == (Verb.CAST, ["as_though:flash"])
    (cards,) = cast.objects
    assert isinstance(cards, ObjectPhrase) and (cards.types, cards.qualifiers) == (["card"], ["not:land"])
    # Goliath Spider (Oracle: reach): "can block as though it had flying", the keyword in the genitive
    text = "Паук-голиаф может блокировать, как если бы он обладал способностью полета."
    block = only_action(parsed(("Паук-голиаф", text)))
    assert (block.verb, block.optional, block.detail) == (Verb.BLOCK, True, ["as_though:keyword:flying"])
    # Assault Formation: "… can attack this turn as though it didn't have defender."
    text = "Атакующий Строй может атаковать в этом ходу, как если бы у него не было способности Защитника."
    attack = only_action(parsed(("Атакующий Строй", text)))
    assert attack.verb == Verb.ATTACK and "as_though:no_defender" in attack.detail


def test_soulbond_pairs_both_creatures_and_each_of_those() -> None:
    # Wingcrafter: "As long as ~ is paired with another creature, both creatures have flying."
    text = "Духовная связь\nПока Мастер Крыльев находится в паре с другим существом, оба существа имеют Полет."
    fly = only_action(parsed(("Мастер Крыльев", text)))
    assert (fly.verb, fly.detail) == (Verb.GAIN_ABILITY, ["keyword:flying"])
    assert isinstance(fly.actor, ObjectPhrase) and (fly.actor.determiner, fly.actor.types) == ("both", ["creature"])
    assert isinstance(fly.condition, EffectCondition) and fly.condition.test == "as_long_as:paired"
    # Druid's Familiar: "…, each of those creatures gets +2/+2."
    text = "Пока Спутник Друида находится в паре с другим существом, каждое из тех существ получает +2/+2."
    pump = only_action(parsed(("Спутник Друида", text)))
    assert (pump.verb, pump.amount) == (Verb.MODIFY_PT, "+2/+2")
    assert isinstance(pump.actor, ObjectPhrase) and pump.actor.determiner == "each"
    assert isinstance(pump.condition, EffectCondition) and pump.condition.test == "as_long_as:paired"


def test_a_leyline_begins_the_game_on_the_battlefield() -> None:
    # Leyline of Anticipation: "If ~ is in your opening hand, you may begin the game with it on the battlefield."
    text = "Если Лучи Предвкушения находятся в вашей начальной руке, вы можете начать партию с ними на поле битвы."
    begin = only_action(parsed(("Лучи Предвкушения", text)))
    assert (begin.verb, begin.optional) == (Verb.BEGIN_GAME_WITH, True)
    assert isinstance(begin.condition, EffectCondition) and begin.condition.test == "in_opening_hand"


def test_a_relative_clause_closed_by_a_comma_and_mana_into_the_pool() -> None:
    # Boros Garrison: "return a land you control to its owner's hand" / "{T}: Add {R}{W}."
    text = "Когда Гарнизон Боросов вступает в игру, верните землю, которую вы контролируете, в руку владельца."
    ret = [n for n in effects(parsed(("Гарнизон Боросов", text))) if isinstance(n, Action) and n.verb == Verb.RETURN]
    (land,) = ret[0].objects
    assert isinstance(land, ObjectPhrase) and (land.types, land.controller) == (["land"], "you")
    assert ret[0].zone_to == "hand"
    assert only_action(parsed(("Гарнизон Боросов", "{T}: Добавьте {R}{W} в запас маны."))).verb == Verb.ADD_MANA


def test_from_a_graveyard_said_by_a_participle_and_an_activation_limit() -> None:
    # Heap Doll: "Exile target card from a graveyard."
    text = "Пожертвуйте Куклу Мусорных Куч: удалите из игры находящуюся на кладбище целевую карту."
    exile = only_action(parsed(("Кукла Мусорных Куч", text)))
    (card,) = exile.objects
    assert (exile.verb, exile.zone_from, exile.zone_to) == (Verb.EXILE, "graveyard", "exile")
    assert isinstance(card, ObjectPhrase) and (card.determiner, card.types) == ("target", ["card"])
    # Fire-Belly Changeling: "Activate this ability no more than twice each turn."
    text = "Разыгрывайте эту способность не более двух раз за ход."
    assert only_action(parsed(("Перевертыш-Огнебрюх", text))).detail == ["only:twice_each_turn"]


def test_if_its_your_turn_and_you_lose_the_game() -> None:
    # Fated Conflagration: "If it's your turn, scry 2."
    scry = only_action(parsed(("Предначертанный Пожар", "Если идет ваш ход, предскажите 2.")))
    assert (scry.verb, scry.amount) == (Verb.SCRY, "2")
    assert isinstance(scry.condition, EffectCondition) and scry.condition.test == "is:yours"
    lose = only_action(parsed(("Петля Бессмертия", "Если вы этого не делаете, вы проигрываете партию.")))
    assert lose.verb == Verb.LOSE
    assert isinstance(lose.condition, EffectCondition) and lose.condition.test == "you_dont"


def test_clone_enters_as_a_copy_of_any_creature() -> None:
    # Clone: "You may have Clone enter the battlefield as a copy of any creature on the battlefield."
    text = "Вы можете заставить Клона выйти на поле битвы в качестве копии любого существа на поле битвы."
    enter = only_action(parsed(("Клон", text)))
    assert (enter.verb, enter.zone_to, enter.detail, enter.optional) == (Verb.ENTER, "battlefield", ["as_copy"], True)
    (creature,) = enter.objects
    assert isinstance(creature, ObjectPhrase) and (creature.determiner, creature.types) == ("any", ["creature"])


def test_loses_defender_humans_said_with_type_and_where_x_is_a_mana_value() -> None:
    # Sentry Oak: "… gets +2/+0 and loses defender until end of turn."
    text = "Сторожевой Дуб теряет способность Защитника до конца хода."
    lose = only_action(parsed(("Сторожевой Дуб", text)))
    assert (lose.verb, lose.detail) == (Verb.LOSE_ABILITY, ["keyword:defender"])
    # Hamlet Captain: "other Humans you control get +1/+1 until end of turn"
    text = "Другие существа с типом Человек под вашим контролем получают +1/+1 до конца хода."
    pump = only_action(parsed(("Капитан Деревушки", text)))
    assert isinstance(pump.actor, ObjectPhrase)
    assert (pump.actor.types, pump.actor.subtypes, pump.actor.controller) == (["creature"], ["Человек"], "you")
    # Spellbound Dragon: "… gets +X/+0 until end of turn, where X is the discarded card's converted mana cost."
    text = (
        "Завороженный Дракон получает +X/+0 до конца хода, где Х — это конвертированная мана-стоимость сброшенной "
        "карты."
    )
    assert only_action(parsed(("Завороженный Дракон", text))).amount == "mana_value"


def test_under_its_owners_control_said_as_where_to() -> None:
    # Ghost Council of Orzhova: "Return it to the battlefield under its owner's control at the beginning of the next
    # end step." (printed: "В конце хода верните его в игру под контроль владельца.")
    card = parsed(("Призрачный совет Орзовы", "В конце хода верните его в игру под контроль владельца."))
    ret = only_action(card)
    assert (ret.verb, ret.zone_to) == (Verb.RETURN, "battlefield")
    assert is_typed(effects(card))


def test_a_type_and_a_subtype_joined_by_a_hyphen() -> None:
    # Predatory Sliver: "Sliver creatures you control get +1/+1."
    card = parsed(("Хищная Щепка", "Существа-Щепки под вашим контролем получают +1/+1."))
    pump = only_action(card)
    assert isinstance(pump.actor, ObjectPhrase)
    assert (pump.actor.types, pump.actor.subtypes, pump.actor.controller) == (["creature"], ["Щепка"], "you")
    assert original(card, pump.actor) == "Существа-Щепки под вашим контролем"
    # Pheres-Band Warchief: "Other Centaur creatures you control get +1/+1 and have vigilance and trample." (a plural
    # the lemma table lacks, made by the regular ending)
    text = "Другие существа-Кентавры под вашим контролем получают +1/+1 и имеют Бдительность и Пробивной удар."
    pump, have = [n for n in effects(parsed(("Боевой Вождь из Племени Ферий", text))) if isinstance(n, Action)]
    assert isinstance(pump.actor, ObjectPhrase) and (pump.actor.subtypes, pump.actor.types) == (
        ["Кентавр"],
        ["creature"],
    )
    assert (have.verb, have.detail) == (Verb.GAIN_ABILITY, ["keyword:vigilance", "keyword:trample"])
    # Herdchaser Dragon: "put a +1/+1 counter on each other Dragon creature you control"
    text = "Положите один жетон +1/+1 на каждое другое существо-Дракона под вашим контролем."
    (dragons,) = only_action(parsed(("Дракон-Загонщик", text))).objects
    assert isinstance(dragons, ObjectPhrase) and (dragons.determiner, dragons.subtypes) == ("each", ["Дракон"])


def test_devotion_and_a_quantity_compared_with_no_verb() -> None:
    # Erebos, God of the Dead: "As long as your devotion to black is less than five, Erebos isn't a creature."
    text = "Пока ваша Преданность черному меньше пяти, Эреб не является существом."
    god = only_action(parsed(("Эреб, Бог Мертвых", text)))
    assert (god.verb, god.negated) == (Verb.BECOME, True)
    assert isinstance(god.condition, EffectCondition) and god.condition.test == "as_long_as:compare:devotion:less:5"
    # Gray Merchant of Asphodel: "each opponent loses X life, where X is your devotion to black"
    text = "Каждый оппонент теряет X жизней, где Х — ваша Преданность черному."
    lose = only_action(parsed(("Серый Торговец из Асфодели", text)))
    assert (lose.verb, lose.amount) == (Verb.LOSE_LIFE, "devotion")
    # Clinging Mists: "If you have 5 or less life, tap all attacking creatures."
    text = "Если количество ваших жизней меньше или равно 5, поверните все атакующие существа."
    tap = only_action(parsed(("Липкий Туман", text)))
    assert tap.verb == Verb.TAP
    assert isinstance(tap.condition, EffectCondition) and tap.condition.test == "compare:life_total:at_most:5"


def test_a_clause_joined_by_a_comma_and_and_whose_activated_abilities() -> None:
    # Arachnus Web: "Enchanted creature can't attack or block, and its activated abilities can't be activated."
    text = (
        "Зачарованное существо не может атаковать или блокировать, и его активируемые способности нельзя активировать."
    )
    attack, activate = [n for n in effects(parsed(("Паутина Арахнуса", text))) if isinstance(n, Action)]
    assert (attack.verb, attack.negated, [a.verb for a in attack.alternatives]) == (Verb.ATTACK, True, [Verb.BLOCK])
    assert (activate.verb, activate.negated) == (Verb.ACTIVATE, True)
    assert isinstance(activate.actor, ObjectPhrase)
    assert (activate.actor.determiner, activate.actor.types) == ("possessive", ["activated_ability"])
    # Viper's Kiss: "Enchanted creature gets -1/-1, and its activated abilities can't be activated."
    text = "Зачарованное существо получает -1/-1, и его активируемые способности не могут быть активированы."
    pump, passive = [n for n in effects(parsed(("Поцелуй Гадюки", text))) if isinstance(n, Action)]
    assert (pump.verb, pump.amount, passive.verb, passive.negated) == (Verb.MODIFY_PT, "-1/-1", Verb.ACTIVATE, True)


def test_a_comma_before_equal_to_if_and_as_though_is_theirs() -> None:
    # Fall of the Hammer: "Target creature you control deals damage equal to its power to another target creature."
    # (the lexer drops the comma before "равные", so that no suffix takes the comma a ", и" clause needs)
    text = "Целевое существо под вашим контролем наносит повреждения, равные своей силе, другому целевому существу."
    damage = only_action(parsed(("Удар Молота", text)))
    assert (damage.verb, damage.amount) == (Verb.DEAL_DAMAGE, "power")
    (other,) = damage.objects
    assert isinstance(other, ObjectPhrase) and (other.determiner, other.types) == ("target", ["creature"])


def test_have_a_creature_gain_a_keyword_and_the_sacrificed_creatures_power() -> None:
    # Kinsbaile Balloonist: "… you may have target creature gain flying until end of turn."
    text = "Вы можете дать целевому существу Полет до конца хода."
    fly = only_action(parsed(("Воздухоплаватель из Кинсбейла", text)))
    assert (fly.verb, fly.detail, fly.optional) == (Verb.GAIN_ABILITY, ["keyword:flying"], True)
    assert isinstance(fly.actor, ObjectPhrase) and (fly.actor.determiner, fly.actor.types) == ("target", ["creature"])
    # Life's Legacy: "Draw cards equal to the sacrificed creature's power."
    draw = only_action(parsed(("Наследие Жизни", "Возьмите количество карт, равное силе пожертвованного существа.")))
    assert (draw.verb, draw.amount) == (Verb.DRAW, "power")
    # Barrage Tyrant: "deals damage equal to the sacrificed creature's power to target creature or player"
    text = (
        "Тиран-Метатель наносит целевому существу или игроку количество повреждений, равное силе пожертвованного "
        "существа."
    )
    damage = only_action(parsed(("Тиран-Метатель", text)))
    assert (damage.verb, damage.amount, len(damage.objects)) == (Verb.DEAL_DAMAGE, "power", 2)


def test_an_activated_ability_played_is_activated() -> None:
    # Ceaseless Searblades: "Whenever you activate an ability of an Elemental, ~ gets +1/+0 until end of turn."
    text = (
        "Каждый раз, когда вы разыгрываете активируемую способность Элементаля, Неустанные Огненные Клинки получают "
        "+1/+0 до конца хода."
    )
    (event,) = [n for n in effects(parsed(("Неустанные Огненные Клинки", text))) if isinstance(n, TriggerEvent)]
    assert event.event == Verb.ACTIVATE and [a.verb for a in event.actions] == [Verb.ACTIVATE]


def test_blocked_except_by_two_or_more_and_a_land_tapped_for_mana() -> None:
    # Caterwauling Boggart: "Each Goblin you control can't be blocked except by two or more creatures."
    text = "Каждый Гоблин под вашим контролем не может быть заблокирован менее чем двумя существами."
    block = only_action(parsed(("Беснующийся Боггарт", text)))
    assert (block.verb, block.negated) == (Verb.BLOCK, True)
    (blockers,) = block.objects
    assert isinstance(blockers, ObjectPhrase) and (blockers.count, blockers.types) == ("2", ["creature"])
    # Dictate of Karametra: "Whenever a player taps a land for mana, …"
    text = (
        "Каждый раз, когда игрок поворачивает землю для получения маны, тот игрок добавляет в свое хранилище маны "
        "одну ману любого типа, произведенного той землей."
    )
    (event,) = [n for n in effects(parsed(("Веление Караметры", text))) if isinstance(n, TriggerEvent)]
    (tap,) = event.actions
    assert tap.verb == Verb.TAP and isinstance(tap.objects[0], ObjectPhrase)
    assert (tap.objects[0].types, tap.objects[0].qualifiers) == (["land"], ["for_mana"])


def test_must_be_blocked_an_additional_creature_formidable_and_the_other() -> None:
    # Deadly Allure: "Target creature gains deathtouch until end of turn and must be blocked this turn if able."
    text = (
        "Целевое существо получает Смертельное касание до конца хода и должно быть заблокировано в этом ходу, если "
        "это возможно."
    )
    gain, blocked = [n for n in effects(parsed(("Смертельное Очарование", text))) if isinstance(n, Action)]
    assert (gain.verb, blocked.verb, blocked.detail) == (Verb.GAIN_ABILITY, Verb.BLOCK, ["passive", "must", "if_able"])
    # a replacement's "должен" is still its "would" (Mossbridge Troll: "If ~ would be destroyed, regenerate it.")
    text = "Если Тролль Замшелого Моста должен быть уничтожен, регенерируйте его."
    regenerate = only_action(parsed(("Тролль Замшелого Моста", text)))
    assert regenerate.verb == Verb.REGENERATE and isinstance(regenerate.condition, EffectCondition)
    assert regenerate.condition.test == "would"
    # Brave the Sands: "Each creature you control can block an additional creature each combat."
    text = "Каждое существо под вашим контролем может блокировать дополнительное существо."
    (extra,) = only_action(parsed(("Преодолеть Пески", text))).objects
    assert isinstance(extra, ObjectPhrase) and (extra.determiner, extra.types) == ("additional", ["creature"])
    # Atarka Beastbreaker (formidable): "Activate this ability only if creatures you control have total power 8 or
    # greater."
    text = (
        "Активируйте эту способность, только если сумма значений силы существ под вашим контролем равна 8 или больше."
    )
    only_if = only_action(parsed(("Атаркский Победитель Зверей", text)))
    assert isinstance(only_if.condition, EffectCondition)
    assert (only_if.verb, only_if.condition.test) == (Verb.ACTIVATE, "have:total_power:8:or_greater")
    # Fork in the Road: "Put one into your hand and the other into your graveyard."
    text = "Положите одну из них в вашу руку, а другую — на ваше кладбище."
    puts = [n for n in effects(parsed(("Дорожная Развилка", text))) if isinstance(n, Action)]
    assert [(p.verb, p.zone_to) for p in puts] == [(Verb.PUT, "hand"), (Verb.PUT, "graveyard")]


def test_becomes_a_copy_gains_shadow_and_an_objects_power() -> None:
    # Cytoshape: "Target creature becomes a copy of that creature until end of turn."
    text = "Целевое существо становится копией этого существа до конца хода."
    become = only_action(parsed(("Цитоформа", text)))
    assert become.verb == Verb.BECOME and isinstance(become.objects[0], Reference)
    assert become.duration is not None and become.duration.until == "end_of_turn"
    # Traitor's Clutch: "… and gains shadow until end of turn." ("тень" is also the subtype Shade)
    text = "Целевое существо получает +1/+0, становится черным и получает тень до конца хода."
    pump, black, shadow = [n for n in effects(parsed(("Захват Предателя", text))) if isinstance(n, Action)]
    assert (pump.verb, black.verb, shadow.verb) == (Verb.MODIFY_PT, Verb.BECOME, Verb.GAIN_ABILITY)
    assert shadow.detail == ["keyword:shadow"]
    # Corpse Lunge: "deals damage equal to the exiled card's power to target creature"
    text = "Выпад Трупа наносит целевому существу повреждения, равные силе изгнанной карты."
    assert only_action(parsed(("Выпад Трупа", text))).amount == "power"
    # Soul's Grace: "You gain life equal to target creature's power."
    gain = only_action(parsed(("Светлость Души", "Вы получаете количество жизней, равное силе целевого существа.")))
    assert (gain.verb, gain.amount) == (Verb.GAIN_LIFE, "power")


def test_each_sacrifices_one_and_during_each_other_players_untap_step() -> None:
    # Butcher of Malakir: "… each opponent sacrifices a creature."
    text = "Каждый оппонент жертвует по одному существу."
    sacrifice = only_action(parsed(("Малакирский Мясник", text)))
    assert isinstance(sacrifice.actor, PlayerPhrase) and sacrifice.actor.who == "each_opponent"
    (creature,) = sacrifice.objects
    assert sacrifice.verb == Verb.SACRIFICE and isinstance(creature, ObjectPhrase) and creature.types == ["creature"]
    # Ivorytusk Fortress: "Untap each creature you control with a +1/+1 counter on it during each other player's
    # untap step."
    text = (
        "Разверните каждое существо под вашим контролем, на котором есть жетон +1/+1, во время шага разворота каждого "
        "другого игрока."
    )
    untap = only_action(parsed(("Слоновья Крепость", text)))
    assert untap.verb == Verb.UNTAP and isinstance(untap.condition, EffectCondition)
    assert untap.condition.test == "during:each_other:untap_step"


def test_that_exiled_card_and_the_removed_card_are_the_card_exiled_with_it() -> None:
    # Fiend Hunter: "When ~ leaves the battlefield, return the exiled card to the battlefield under its owner's
    # control."
    text = (
        "Когда Охотник за Злыми Духами покидает поле битвы, верните ту изгнанную карту на поле битвы под контролем ее "
        "владельца."
    )
    ret = [n for n in effects(parsed(("Охотник за Злыми Духами", text))) if isinstance(n, Action)][-1]
    (card,) = ret.objects
    assert (ret.verb, ret.zone_to) == (Verb.RETURN, "battlefield")
    assert isinstance(card, Reference) and card.refers == "exiled_with"
    # Tidehollow Sculler (older wording, "removed"): "return the exiled card to its owner's hand"
    text = "Когда Кормчий Приливных Пещер покидает игру, верните ту удаленную карту в руку ее владельца."
    ret = [n for n in effects(parsed(("Кормчий Приливных Пещер", text))) if isinstance(n, Action)][-1]
    (card,) = ret.objects
    assert (ret.verb, ret.zone_to) == (Verb.RETURN, "hand")
    assert isinstance(card, Reference) and card.refers == "exiled_with"


def test_if_it_was_kicked() -> None:
    # Desolation Giant: "If it was kicked, destroy all other creatures instead."
    text = "Если была заплачена стоимость усилителя, вместо этого уничтожьте все другие существа."
    destroy = only_action(parsed(("Опустошающий Гигант", text)))
    assert destroy.verb == Verb.DESTROY
    assert isinstance(destroy.condition, EffectCondition) and destroy.condition.test == "paid:kicked"
    # Aether Figment: "If Aether Figment was kicked, it enters the battlefield with two +1/+1 counters on it."
    text = "Если Эфирная Фикция получила Усилитель, она выходит на поле битвы с двумя жетонами +1/+1 на ней."
    enter = only_action(parsed(("Эфирная Фикция", text)))
    assert enter.verb == Verb.ENTER
    assert isinstance(enter.condition, EffectCondition) and enter.condition.test == "paid:kicked"


def test_when_it_exploits_a_creature() -> None:
    # Gurmag Drowner: "When Gurmag Drowner exploits a creature, look at the top four
    # cards of your library."
    text = "Когда Гурмагский Топитель угнетает существо, посмотрите четыре верхние карты вашей библиотеки."
    (event,) = [n for n in effects(parsed(("Гурмагский Топитель", text))) if isinstance(n, TriggerEvent)]
    (exploit,) = event.actions
    assert (event.event, exploit.verb) == (Verb.EXPLOIT, Verb.EXPLOIT)
    assert isinstance(exploit.objects[0], ObjectPhrase) and exploit.objects[0].types == ["creature"]


def test_a_collective_numeral_two_or_more_gates() -> None:
    # Saruli Gatekeepers: "When ~ enters the battlefield, if you control two or more Gates, you gain 7 life."
    text = (
        "Когда Привратники Сарули выходят на поле битвы, если под вашим контролем есть двое или более Врат, вы "
        "получаете 7 жизней."
    )
    card = parsed(("Привратники Сарули", text))
    (condition,) = [n for n in effects(card) if isinstance(n, EffectCondition)]
    (gates,) = condition.about
    assert isinstance(gates, ObjectPhrase) and (gates.count, gates.subtypes) == ("2", ["Врата"])
    assert is_typed(effects(card))


def test_a_delayed_draw_at_the_next_turns_upkeep() -> None:
    # Balduvian Rage: "Draw a card at the beginning of the next turn's upkeep."
    draw = only_action(parsed(("Бальдувийская ярость", "Возьмите карту в начале этапа поддержки следующего хода.")))
    assert (draw.verb, draw.detail) == (Verb.DRAW, ["at:next_upkeep"])


def test_then_after_a_conditions_comma_joins_its_clause() -> None:
    # Tomb Hex: "Landfall — If you had a land enter the battlefield under your control this turn, that creature gets
    # -4/-4 until end of turn instead."
    text = (
        "Землепад — Если земля вышла на поле битвы под вашим контролем в этом ходу, тогда то существо получает -4/-4 "
        "до конца хода вместо этого."
    )
    pump = only_action(parsed(("Сглаз Гробницы", text)))
    assert (pump.verb, pump.amount) == (Verb.MODIFY_PT, "-4/-4")
    assert isinstance(pump.actor, Reference) and pump.actor.refers == "anaphora"
    assert isinstance(pump.condition, EffectCondition)
