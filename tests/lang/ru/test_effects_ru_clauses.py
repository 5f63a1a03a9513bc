"""The Russian effect tree on the shapes, each on printed Russian card text beside its card's English
Oracle text: "ни …, ни …" (can't attack or block), modes of several clauses in one sentence, "вместо этого" before a
subject, "для каждого из них" (for each of them), and keywords gained before a bonus ("Пробивной удар и +X/+X")."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent


def parsed(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="ru", name=name)


def actions(card: Card) -> list[Action]:
    return [node for node in card_effects(card) if isinstance(node, Action)]


def test_neither_nor() -> None:
    # Droning Bureaucrats: "Each creature with converted mana cost X can't attack or block this turn."
    text = "{X}, {T}: Каждое существо с общей мановой стоимостью X не может ни нападать, ни блокировать в этот ход."
    card = parsed("Бубнящие бюрократы", text)
    assert is_typed(card_effects(card))
    (attack,) = [a for a in actions(card) if a.verb == Verb.ATTACK]
    assert attack.negated and [(a.verb, a.negated) for a in attack.alternatives] == [(Verb.BLOCK, True)]


def test_modes_of_several_clauses() -> None:
    # Izzet Charm: "Choose one — • Counter target noncreature spell unless its controller pays {2}. • Izzet Charm
    # deals 2 damage to target creature. • Draw two cards, then discard two cards."
    text = (
        "Выберите одно — отмените целевое заклинание, не являющееся существом, если только контролирующий его игрок не "
        "заплатит {2}; или Талисман Иззетов наносит 2 повреждения целевому существу; или возьмите две карты, затем "
        "сбросьте две карты."
    )
    card = parsed("Талисман Иззетов", text)
    assert is_typed(card_effects(card))
    assert [a.verb for a in actions(card)] == [Verb.COUNTER, Verb.DEAL_DAMAGE, Verb.DRAW, Verb.DISCARD]


def test_instead_before_the_subject() -> None:
    # Gruesome Discovery: "Morbid — If a creature died this turn, instead that player reveals his or her hand, you
    # choose two cards from it, then that player discards those cards."
    text = (
        "Болезненность — Если в этом ходу умерло существо, вместо этого тот игрок показывает свою руку, вы выбираете "
        "из нее две карты, затем тот игрок сбрасывает те карты."
    )
    card = parsed("Ужасная Находка", text)
    reveal = actions(card)[0]
    assert reveal.verb == Verb.REVEAL and reveal.condition is not None
    assert isinstance(reveal.actor, PlayerPhrase) and reveal.actor.who == "that_player"


def test_for_each_of_them() -> None:
    # Twinflame: "For each of them, put a token that's a copy of that creature onto the battlefield."
    text = "Для каждого из них положите на поле битвы одну фишку, являющуюся копией того существа."
    (create,) = actions(parsed("Пламенный Двойник", text))
    assert create.verb == Verb.CREATE and isinstance(create.per, Reference) and create.per.refers == "anaphora"


def test_keywords_then_a_bonus() -> None:
    # Dragon Throne of Tarkir: "Other creatures you control gain trample and get +X/+X until end of turn, where X is
    # this creature's power."
    text = "{2}, {T}: другие существа под вашим контролем получают Пробивной удар и +X/+X до конца хода."
    gain, bonus = actions(parsed("Драконий Трон Таркира", text))
    assert (gain.verb, gain.detail) == (Verb.GAIN_ABILITY, ["keyword:trample"])
    assert (bonus.verb, bonus.amount) == (Verb.MODIFY_PT, "+X/+X")
    assert bonus.actor is gain.actor and bonus.duration is not None and bonus.duration.until == "end_of_turn"


def test_life_bounded() -> None:
    # Bloodghast: "Bloodghast has haste as long as an opponent has 10 or less life."
    text = "Кровавый Призрак имеет Ускорение, пока у оппонента не более 10 жизней."
    (haste,) = actions(parsed("Кровавый Призрак", text))
    assert haste.condition is not None and haste.condition.test == "as_long_as:life:10:or_less"
    (who,) = haste.condition.about
    assert isinstance(who, PlayerPhrase) and who.who == "an_opponent"


def test_skip_and_move_counters() -> None:
    # Revenant Patriarch: "… target player skips his or her next combat phase."
    (skip,) = actions(parsed("Призрачный патриарх", "целевой игрок пропускает свою следующую фазу боя."))
    assert skip.verb == Verb.SKIP and isinstance(skip.actor, PlayerPhrase) and skip.actor.who == "target_player"
    # Cytoplast Root-Kin: "{2}: Move a +1/+1 counter from target creature you control onto Cytoplast Root-Kin."
    text = "{2}: Переместите счетчик +1/+1 с целевого существа под вашим контролем на Цитопласта-коренника."
    (move,) = actions(parsed("Цитопласт-коренник", text))
    assert move.verb == Verb.MOVE_COUNTER and len(move.objects) == 2
    assert isinstance(move.objects[1], Reference) and move.objects[1].refers == "self"


def test_prevented_this_way() -> None:
    # Acolyte's Reward: "If damage is prevented this way, Acolyte's Reward deals that much damage to target creature or
    # player."
    text = (
        "Если повреждения предотвращаются таким образом, Награда Служителя наносит столько же повреждений целевому "
        "существу или игроку."
    )
    (damage,) = actions(parsed("Награда Служителя", text))
    assert damage.condition is not None and damage.condition.test == "did_this_way"
    (prevented,) = damage.condition.about
    assert isinstance(prevented, Action) and prevented.verb == Verb.PREVENT


def test_counters_doubled_and_put_on_an_object() -> None:
    # Kalonian Hydra: "Whenever Kalonian Hydra attacks, double the number of +1/+1 counters on each creature you
    # control."
    text = (
        "Каждый раз, когда Калонская Гидра атакует, удвойте количество жетонов +1/+1 на каждом существе под вашим "
        "контролем."
    )
    card = parsed("Калонская Гидра", text)
    assert is_typed(card_effects(card))
    (double,) = [a for a in actions(card) if a.verb == Verb.DOUBLE]
    (counters,) = double.objects
    assert isinstance(counters, ObjectPhrase) and (counters.types, counters.qualifiers) == (["counter"], ["+1/+1"])
    # Experiment Kraj: "{T}: Put a +1/+1 counter on target creature."
    (put,) = actions(parsed("Эксперимент Крайдж", "{T}: Поместите на целевое существо счетчик +1/+1."))
    (creature,) = put.objects
    assert put.verb == Verb.PUT_COUNTER and isinstance(creature, ObjectPhrase) and creature.determiner == "target"


def test_cant_be_blocked_and_without_flying() -> None:
    # Azorius Herald: "Azorius Herald can't be blocked."
    (block,) = actions(parsed("Глашатай Азориусов", "Глашатая Азориусов невозможно блокировать."))
    assert block.verb == Verb.BLOCK and block.negated
    # Martyr of Ashes: "Martyr of Ashes deals X damage to each creature without flying."
    text = "Мученица пепла наносит X повреждений каждому существу без способности Полет."
    (damage,) = actions(parsed("Мученица пепла", text))
    (creatures,) = damage.objects
    assert isinstance(creatures, ObjectPhrase) and creatures.qualifiers == ["without:flying"]


def test_mana_of_the_type_that_land_produced() -> None:
    # Dictate of Karametra: "Whenever a player taps a land for mana, that player adds one mana to his or her
    # mana pool of any type that land produced."
    text = "тот игрок добавляет в свое хранилище маны одну ману любого типа, произведенного той землей."
    (add,) = actions(parsed("Веление Караметры", text))
    assert (add.verb, add.detail) == (Verb.ADD_MANA, ["mana:any_type:that_land_produced"])


def test_leyline_begun_in_play() -> None:
    # Leyline of Lifeforce: "If Leyline of Lifeforce is in your opening hand, you may begin the game with it on the
    # battlefield."
    text = (
        "Если Лучи жизненной силы находятся в вашей стартовой руке, вы можете начать игру с Лучами жизненной силы, "
        "введенными в игру."
    )
    (begin,) = actions(parsed("Лучи жизненной силы", text))
    assert begin.verb == Verb.BEGIN_GAME_WITH and begin.optional and begin.condition is not None


def test_casting_costs_more_and_your_choice_of() -> None:
    # Thalia, Guardian of Thraben: "Noncreature spells cost {1} more to cast."
    text = "Разыгрывание заклинаний, не являющихся существами, стоит на {1} больше."
    (cost,) = actions(parsed("Талия, Страж Трейбена", text))
    assert (cost.verb, cost.amount, cost.detail) == (Verb.MODIFY_COST, "{1}", ["more"])
    assert isinstance(cost.actor, ObjectPhrase) and cost.actor.types == ["spell"]
    # Golem Artisan: "{2}: Target artifact creature gains your choice of flying, trample, or haste until end of turn."
    text = (
        "{2}: целевое артефактное существо получает по вашему выбору Полет, Пробивной удар или Ускорение до конца хода."
    )
    (gain,) = actions(parsed("Голем-Мастеровой", text))
    assert gain.detail == ["choice_of:you", "keyword:flying", "keyword:trample", "keyword:haste"]


def test_who_controls_after_the_relative_and_with_a_counter() -> None:
    # Primeval Light: "Destroy all enchantments target player controls."
    (destroy,) = actions(parsed("Первозданный свет", "Уничтожьте все чары, которые контролирует целевой игрок."))
    (enchantments,) = destroy.objects
    assert isinstance(enchantments, ObjectPhrase) and enchantments.controller == "target_player"
    # Sporeback Troll: "{1}{G}: Regenerate target creature with a +1/+1 counter on it."
    (regenerate,) = actions(parsed("Спороспинный тролль", "{1}{G}: Регенерируйте целевое существо со счетчиком +1/+1."))
    (creature,) = regenerate.objects
    assert isinstance(creature, ObjectPhrase) and creature.qualifiers == ["with_counter:+1/+1"]


def test_tapped_or_untapped_state() -> None:
    # Castle Raptors: "As long as Castle Raptors is untapped, it gets +0/+2."
    (bonus,) = actions(parsed("Замковые Хищники", "Пока Замковые Хищники не повернуты, они получают +0/+2."))
    assert bonus.condition is not None and bonus.condition.test == "as_long_as:is:untapped"  # a state, as English reads
    (raptors,) = bonus.condition.about
    assert isinstance(raptors, Reference) and raptors.refers == "self"


def test_mana_in_any_combination() -> None:
    # Calciform Pools: "Add X mana in any combination of {W} and/or {U} to your mana pool."
    text = "Добавьте X маны в любых комбинациях {W} и/или {U} в ваше хранилище маны."
    (add,) = actions(parsed("Известняковые Заводи", text))
    assert (add.verb, add.detail) == (Verb.ADD_MANA, ["mana:any_combination_of:{W}{U}:X"])


def test_that_targets_and_becomes_the_target_of() -> None:
    # Outwit: "Counter target spell that targets a player."
    (counter,) = actions(parsed("Перехитрить", "Отмените целевое заклинание, целью которого является игрок."))
    (spell,) = counter.objects
    assert isinstance(spell, ObjectPhrase) and spell.qualifiers == ["targets"]
    # Silverfur Partisan: "Whenever a Wolf or Werewolf you control becomes the target of an instant or sorcery spell, …"
    text = (
        "Каждый раз, когда Волк или Вервольф под вашим контролем становится целью мгновенного заклинания или "
        "заклинания волшебства, положите на поле битвы одну фишку существа 2/2 зеленый Волк."
    )
    card = parsed("Партизан Серебряной Шерсти", text)
    events = [node for node in card_effects(card) if isinstance(node, TriggerEvent)]
    assert [event.event for event in events] == ["become_target"]


def test_still_a_land() -> None:
    # Cyclone Sire: "If you do, that land becomes a 0/0 Elemental creature with haste that's still a land."
    text = (
        "Если вы это делаете, та земля становится существом 0/0 Элементаль с Ускорением, которое при этом остается "
        "землей."
    )
    (become,) = actions(parsed("Отец Циклонов", text))
    (creature,) = become.objects
    assert isinstance(creature, ObjectPhrase) and creature.qualifiers == ["0/0", "with:haste", "is:land"]


def test_a_card_at_random() -> None:
    # Ignite Memories: "Target player reveals a card at random from his or her hand."
    text = "Целевой игрок показывает случайную карту из своей руки."
    (reveal,) = actions(parsed("Поджечь Воспоминания", text))
    (card,) = reveal.objects
    assert reveal.verb == Verb.REVEAL and isinstance(card, ObjectPhrase) and card.qualifiers == ["random"]


def test_untapped_state_read_as_english_reads_it() -> None:
    # Narcolepsy: "At the beginning of each upkeep, if enchanted creature is untapped, tap it."
    text = "В начале каждого шага поддержки, если зачарованное существо развернуто, поверните его."
    card = parsed("Нарколепсия", text)
    (condition,) = [node for node in card_effects(card) if isinstance(node, EffectCondition)]
    (enchanted,) = condition.about
    assert condition.test == "is:untapped" and isinstance(enchanted, Reference) and enchanted.refers == "attached"
