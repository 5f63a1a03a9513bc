"""The Russian effect tree on printed Russian card text: verbs map to the English `Verb`, objects, zones,
durations and spans; garbage, English read as Russian and Russian read as Spanish type (almost) nothing;
and (with ../shared) the printed corpus keeps its typed share."""

from __future__ import annotations

import gzip
import json
from itertools import islice

import pytest
from helpers import SHARED, card_effects, only_action, original

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import (
    Action,
    Card,
    Choice,
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
    search, reveal, shuffle, put = [n for n in card_effects(parsed(RAMPANT)) if isinstance(n, Action)]
    assert (search.verb, search.zone_from) == (Verb.SEARCH, "library")  # "в вашей библиотеке"
    assert (reveal.verb, shuffle.verb, put.verb, put.zone_to) == (Verb.REVEAL, Verb.SHUFFLE, Verb.PUT, "hand")
    assert isinstance(reveal.objects[0], Reference) and reveal.objects[0].refers == "anaphora"  # "ее"


def test_a_trigger_event_and_the_players_gain_of_life() -> None:
    card = parsed(ANGEL)
    event, gain = [n for n in card_effects(card) if n.kind != EffectKind.UNTYPED]
    assert isinstance(event, TriggerEvent) and event.event == Verb.ENTER
    assert original(card, event) == "Ангел Милосердия выходит на поле битвы"
    assert isinstance(gain, Action) and (gain.verb, gain.amount) == (Verb.GAIN_LIFE, "3")
    assert isinstance(gain.actor, PlayerPhrase) and gain.actor.who == "you"


def test_a_step_trigger_and_a_counter_whose_kind_follows_its_noun() -> None:
    card = parsed(UPKEEP)
    event, put = card_effects(card)
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
    nodes = card_effects(card)
    assert nodes and all(isinstance(node, Untyped) for node in nodes)


def test_english_read_as_russian_types_nothing() -> None:
    card = mtglinks.parse("Destroy target creature. Its controller gains 3 life.", lang="ru", name="Murder")
    assert not any(is_typed([node]) for node in card_effects(card))


def test_russian_read_as_spanish_types_nothing() -> None:
    card = mtglinks.parse(SHOCK[1], lang="es", name=SHOCK[0])
    assert not any(is_typed([node]) for node in card_effects(card))


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
        for node in card_effects(card):
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
    bonus, keyword = card_effects(card)
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
    (choice,) = card_effects(card)
    assert isinstance(choice, Choice) and choice.what == "creature_type"
    # as English "As ~ enters": the condition "as" and the card's entering it is about
    assert choice.condition is not None and choice.condition.test == "as"
    assert original(card, choice.condition) == "При выходе Хамелеона-Колосса на поле битвы"
    (entering,) = choice.condition.about
    assert isinstance(entering, Action) and entering.verb == "enter" and entering.zone_to == "battlefield"
    assert isinstance(entering.actor, Reference) and entering.actor.refers == "self"


def test_if_you_do_and_the_optional_action_before_it() -> None:
    card = parsed(("Мудрец", "Вы можете сбросить карту. Если вы это делаете, возьмите карту."))
    discard, draw = card_effects(card)
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
    discard = [node for node in card_effects(card) if isinstance(node, Action)][-1]
    assert (discard.verb, discard.optional) == (Verb.DISCARD, True)
    assert isinstance(discard.actor, PlayerPhrase) and discard.actor.who == "target_player"
    assert original(card, discard) == "вы можете заставить целевого игрока сбросить карту"


def test_cannot_be_destroyed_is_indestructible_granted() -> None:
    # older printings' "не может быть уничтожен" is the Oracle's indestructible (rule 702.12b), granted
    action = only_action(parsed(("Страж Рассвета", "Страж Рассвета не может быть уничтожен, пока он повернут.")))
    assert (action.verb, action.detail) == (Verb.GAIN_ABILITY, ["keyword:indestructible"])
    # said of the card itself alone, the paragraph is the keyword line indestructible (syntax/keyword_sentence.py)
    (own,) = parsed(("Страж Рассвета", "Страж Рассвета не может быть уничтожен.")).abilities
    assert [k.canonical for k in own.keywords] == ["indestructible"] and not own.effects
    assert isinstance(action.actor, Reference) and action.actor.refers == "self"
    target = only_action(parsed(("Тень", "Тень не может быть целью синих или черных заклинаний.")))
    assert (target.verb, target.negated) == (Verb.BECOME_TARGET, True)
    (spells,) = target.objects  # one object of either colour, not "синих" and "черных заклинаний"
    assert isinstance(spells, ObjectPhrase) and spells.colors == ["blue_or_black"]


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
    hand, rest = [node for node in card_effects(parsed(("Раскопки", text))) if isinstance(node, Action)]
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
    nodes = card_effects(parsed(("Выбор", text.replace("~", "Выбор"))))
    choice, destroy, damage = nodes
    assert isinstance(choice, Choice) and choice.what == "mode"
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY and destroy.actor is None
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE
    assert isinstance(damage.actor, Reference) and damage.actor.refers == "self"


def test_a_count_or_more_is_that_number_as_in_english() -> None:
    card = parsed(("Страж", "Когда одно или более существ под вашим контролем атакуют, возьмите карту."))
    (event,) = [node for node in card_effects(card) if isinstance(node, TriggerEvent)]
    attackers = event.actions[0].actor
    assert event.event == Verb.ATTACK
    assert isinstance(attackers, ObjectPhrase) and (attackers.determiner, attackers.count) == ("number", "1")
    stat = only_action(parsed(("Гнев", "Уничтожьте все существа с силой 4 или больше.")))
    (creatures,) = stat.objects
    assert isinstance(creatures, ObjectPhrase) and creatures.qualifiers == ["power:4:or_greater"]


def test_modes_joined_by_or_and_two_verbs_joined_by_or() -> None:
    text = "Выберите одно — уничтожьте целевое существо с Полетом; или уничтожьте целевой артефакт."
    choice, creature, artifact = card_effects(parsed(("Сокрушающие Лианы", text)))
    assert isinstance(choice, Choice) and choice.what == "mode"
    assert isinstance(creature, Action) and isinstance(artifact, Action)
    assert (creature.verb, artifact.verb) == (Verb.DESTROY, Verb.DESTROY)
    text = "Когда Аватара раздора входит в игру, пожертвуйте ее или сбросьте две карты."
    sacrifice = [n for n in card_effects(parsed(("Аватара раздора", text))) if isinstance(n, Action)][-1]
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
    event, sacrifice = card_effects(parsed(("Агент Судеб", text)))
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
    add, spend = [n for n in card_effects(parsed(("Древний Зиккурат", text))) if isinstance(n, Action)]
    assert (add.verb, spend.verb) == (Verb.ADD_MANA, Verb.SPEND)
    assert isinstance(spend.condition, EffectCondition) and spend.condition.test == "only_to"
    (cast,) = spend.condition.about
    assert isinstance(cast, Action) and cast.verb == Verb.CAST


def test_tapped_for_mana_put_back_power_at_least_and_a_creature_died_this_turn() -> None:
    text = (
        "Каждый раз, когда зачарованная земля поворачивается для получения маны, контролирующий ее игрок добавляет "
        "одну ману любого цвета в свое хранилище маны."
    )
    event = card_effects(parsed(("Плодородная Почва", text)))[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.TAP
    text = "посмотрите три верхние карты библиотеки целевого игрока, затем положите их обратно в любом порядке."
    look, put = card_effects(parsed(("Архитекторы Воли", text)))
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
    exile = [n for n in card_effects(parsed(("Изгоняющая Жрица", text))) if isinstance(n, Action)][-1]
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
    has = card_effects(parsed(("Златогривый Аджани", text)))[0]
    assert isinstance(has, Action) and has.verb == Verb.GAIN_ABILITY
    assert isinstance(has.actor, Reference) and has.actor.refers == "anaphora"
    text = 'Все Щепки обладают способностью "Пожертвуйте это существо: Добавьте {B}{B} в ваше хранилище маны."'
    slivers = card_effects(parsed(("Базальная Щепка", text)))[0]
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
    # said of the card itself alone, the paragraph is the keyword line hexproof (syntax/keyword_sentence.py)
    (own,) = parsed(("Быстрокрылый Авен", text)).abilities
    assert [k.canonical for k in own.keywords] == ["hexproof"] and not own.effects
    target = only_action(parsed(("Быстрокрылый Авен", text.replace(".", ", пока он повернут."))))
    assert (target.verb, target.negated) == (Verb.BECOME_TARGET, True)


def test_cannot_attack_or_block_is_two_verbs_an_event_attacks_or_blocks_one() -> None:
    text = "Каждый раз когда зачарованное существо атакует или блокирует, вы получаете 4 жизни."
    (event,) = [node for node in card_effects(parsed(("Светящийся След", text))) if isinstance(node, TriggerEvent)]
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
        n for n in card_effects(parsed(("Награда Чести", "Вы получаете 4 жизни. Подмога 2."))) if isinstance(n, Action)
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
    clash, ret = [n for n in card_effects(parsed(("Переплетение Дорог", text))) if isinstance(n, Action)]
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
    _, lose = [n for n in card_effects(parsed(("Хватка подземного города", text))) if isinstance(n, Action)]
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
