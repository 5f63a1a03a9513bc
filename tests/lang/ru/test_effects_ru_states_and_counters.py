"""The Russian effect tree on printed Russian card text beside its card's English Oracle text: states of the game read
as conditions (the Dragons of Tarkir reveal, the third resolution of an ability, "если атакует …", a discard caused by
an opponent, Eventide's "если на разыгрывание ~ было потрачено {U}"), counters removed "с" an object, damage dealt in
double, "атакует в каждом бою", "число повреждений" and a creature type shared ("у которого есть такой же тип
существа")."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, PlayerPhrase, Reference


def parsed(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="ru", name=name)


def actions(card: Card) -> list[Action]:
    return [node for node in card_effects(card) if isinstance(node, Action)]


def test_dragon_revealed_or_controlled_as_cast() -> None:
    # Foul-Tongue Invocation: "If you revealed a Dragon card or controlled a Dragon as you cast Foul-Tongue Invocation,
    # you gain 4 life."
    text = (
        "Целевой игрок приносит в жертву существо. Если при разыгрывании Заклятья Дурной Речи вы показали карту "
        "Дракона или контролировали Дракона, вы получаете 4 жизни."
    )
    card = parsed("Заклятье Дурной Речи", text)
    assert is_typed(card_effects(card))
    (gain,) = [a for a in actions(card) if a.verb == Verb.GAIN_LIFE]
    assert isinstance(gain.condition, EffectCondition) and gain.condition.test == "paid:additional"


def test_third_resolution_of_the_ability() -> None:
    # Soulbright Flamekin: "If this is the third time this ability has resolved this turn, you may add
    # {R}{R}{R}{R}{R}{R}{R}{R}."
    text = (
        "{2}: Целевое существо получает Пробивной удар до конца хода. Если эта способность разрешилась в этом ходу "
        "третий раз, вы можете добавить {R}{R}{R}{R}{R}{R}{R}{R} в ваше хранилище маны."
    )
    card = parsed("Полыхающий Пламенник", text)
    assert is_typed(card_effects(card))
    (add,) = [a for a in actions(card) if a.verb == Verb.ADD_MANA]
    assert isinstance(add.condition, EffectCondition) and add.condition.test == "resolved:3"


def test_attacking_before_its_subject() -> None:
    # Arrow Volley Trap: "If four or more creatures are attacking, you may pay {1}{W} rather than pay Arrow Volley
    # Trap's mana cost."
    text = (
        "Если атакует не менее четырех существ, вы можете заплатить {1}{W} вместо уплаты мана-стоимости Западни "
        "Разящих Стрел."
    )
    (pay,) = actions(parsed("Западня Разящих Стрел", text))
    assert pay.verb == Verb.PAY and isinstance(pay.condition, EffectCondition)
    assert pay.condition.test == "is:attacking"
    (attackers,) = pay.condition.about
    assert isinstance(attackers, ObjectPhrase) and attackers.types == ["creature"] and attackers.count == "4:or_more"


def test_discard_caused_by_an_opponent() -> None:
    # Obstinate Baloth: "If a spell or ability an opponent controls causes you to discard Obstinate Baloth, put it onto
    # the battlefield instead of putting it into your graveyard."
    text = (
        "Если заклинание или способность под контролем оппонента заставляет вас сбросить Строптивого Балота, положите "
        "его на поле битвы вместо того, чтобы положить его на ваше кладбище."
    )
    (put,) = actions(parsed("Строптивый Балот", text))
    assert put.verb == Verb.PUT and put.zone_to == "battlefield" and put.detail == ["instead_of:graveyard"]
    assert isinstance(put.condition, EffectCondition) and put.condition.test == "did"
    (discard,) = put.condition.about
    assert isinstance(discard, Action) and discard.verb == Verb.DISCARD
    assert isinstance(discard.actor, PlayerPhrase) and discard.actor.who == "you"
    assert isinstance(discard.condition, EffectCondition) and discard.condition.test == "caused_by"


def test_mana_spent_on_casting_eventide_wording() -> None:
    # River's Grasp: "If {U} was spent to cast River's Grasp, return up to one target creature to its owner's hand."
    text = (
        "Если на разыгрывание Речной Хватки было потрачено {U}, верните не более одного целевого существа в руку его "
        "владельца."
    )
    (ret,) = actions(parsed("Речная Хватка", text))
    assert ret.verb == Verb.RETURN and isinstance(ret.condition, EffectCondition)
    assert ret.condition.test == "spent:{U}"


def test_counters_removed_from_an_object() -> None:
    # Clockwork Hydra: "Whenever Clockwork Hydra attacks or blocks, remove a +1/+1 counter from it."
    card = parsed("Заводная Гидра", "Когда Заводная Гидра атакует или блокирует, снимите с нее один жетон +1/+1.")
    (remove,) = actions(card)
    assert (remove.verb, remove.detail) == (Verb.REMOVE_COUNTER, ["counter:+1/+1"])
    assert [o.refers for o in remove.objects if isinstance(o, Reference)] == ["anaphora"]
    # Vampire Hexmage: "Sacrifice Vampire Hexmage: Remove all counters from target permanent."
    card = parsed("Вампирша-Наговорщица", "Пожертвуйте Вампиршу-Наговорщицу: удалите все жетоны с целевого перманента.")
    (remove,) = actions(card)
    assert (remove.verb, remove.amount, remove.detail) == (Verb.REMOVE_COUNTER, "all", ["counter:any"])
    # Ashling the Pilgrim: "… remove all +1/+1 counters from Ashling the Pilgrim, and it deals that much damage …"
    text = (
        "Если эта способность разрешилась в этом ходу третий раз, удалите все жетоны +1/+1 с Огневушки-Скиталицы, и "
        "она наносит такое же количество повреждений каждому существу и каждому игроку."
    )
    card = parsed("Огневушка-Скиталица", text)
    assert is_typed(card_effects(card))
    assert [(a.verb, a.amount, a.detail) for a in actions(card)][0] == (Verb.REMOVE_COUNTER, "all", ["counter:+1/+1"])


def test_double_damage_attacks_each_combat_damage_equal_to_power() -> None:
    # Goldnight Castigator: "If a source would deal damage to you, it deals double that damage to you instead."
    text = "Если источник должен нанести вам повреждения, вместо этого он наносит вам те повреждения в двойном размере."
    (deal,) = actions(parsed("Палач Золотой Ночи", text))
    assert deal.verb == Verb.DEAL_DAMAGE and isinstance(deal.condition, EffectCondition)
    # Zurgo Helmsmasher: "Zurgo Helmsmasher attacks each combat if able."
    (attack,) = actions(parsed("Зурго Шлемобой", "Зурго Шлемобой атакует в каждом бою, если может."))
    assert (attack.verb, attack.detail) == (Verb.ATTACK, ["if_able"])
    # Skarrgan Skybreaker: "Skarrgan Skybreaker deals damage equal to its power to target creature or player."
    text = "Скарганский неболом наносит целевому существу или игроку число повреждений, равное своей силе."
    (deal,) = actions(parsed("Скарганский неболом", text))
    assert (deal.verb, deal.amount) == (Verb.DEAL_DAMAGE, "power")


def test_creature_type_shared_with_it() -> None:
    # Stoneforge Masterwork: "Equipped creature gets +1/+1 for each other creature you control that shares a creature
    # type with it."
    text = (
        "Снаряженное существо получает +1/+1 за каждое другое существо под вашим контролем, у которого есть такой же "
        "тип существа, как у него."
    )
    (bonus,) = actions(parsed("Шедевр Кователя Камней", text))
    assert bonus.verb == Verb.MODIFY_PT and isinstance(bonus.per, ObjectPhrase)
    assert bonus.per.qualifiers == ["same:creature_type"] and bonus.per.controller == "you"
    assert [r.refers for r in bonus.per.related if isinstance(r, Reference)] == ["anaphora"]


def test_dragon_reveal_links_from_the_tree() -> None:
    # Silumgar's Scorn: "As an additional cost to cast Silumgar's Scorn, you may reveal a Dragon card from your hand. /
    # Counter target spell unless its controller pays {1}. If you revealed a Dragon card or controlled a Dragon as you
    # cast Silumgar's Scorn, counter that spell instead." (607.2i, read from the tree: lang/ru/patterns.py FROM_TREE)
    from mtglinks.features import cost_queries
    from mtglinks.features.tree import tree_kinds
    from mtglinks.kinds import FeatureKind

    assert "additional_cost_paid_ref" in tree_kinds("ru")
    text = (
        "В качестве дополнительной стоимости разыгрывания Презрения Силумгара вы можете показать карту Дракона из "
        "вашей руки.\nОтмените целевое заклинание, если только контролирующий его игрок не заплатит {1}. Если при "
        "разыгрывании Презрения Силумгара вы показали карту Дракона или контролировали Дракона, вместо этого "
        "отмените то заклинание."
    )
    card = mtglinks.analyze(text, lang="ru", name="Презрение Силумгара")
    halves = [h for h in cost_queries.halves(card.abilities[1]) if h.kind == FeatureKind.ADDITIONAL_COST_PAID_REF]
    assert len(halves) == 1
    links = {
        (str(link.rule), card.ability(link.source).paragraph, card.ability(link.target).paragraph)
        for link in card.links
    }
    assert ("607.2i", 0, 1) in links
