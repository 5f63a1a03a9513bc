"""The Russian effect tree on printed Russian card text beside its card's English Oracle text: damage dealt by ~
(Sengir Vampire's trigger), damage redirected ("наносятся ~ вместо этого"), "X равен или превышает 5", mana value
amounts, "во время каждого хода" and "дать … +1/+0"."""

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


def test_creature_dealt_damage_by_self_dies() -> None:
    # Sengir Vampire: "Whenever a creature dealt damage by Sengir Vampire this turn dies, put a +1/+1 counter on
    # Sengir Vampire."
    text = (
        "Каждый раз, когда существо, которому Сенгирский Вампир нанес повреждения в этом ходу, умирает, положите "
        "один жетон +1/+1 на Сенгирского Вампира."
    )
    card = parsed("Сенгирский Вампир", text)
    assert is_typed(card_effects(card))
    (event,) = [n for n in card_effects(card) if isinstance(n, TriggerEvent)]
    (die,) = event.actions
    assert die.verb == Verb.DIE
    assert isinstance(die.actor, ObjectPhrase) and die.actor.qualifiers == ["dealt_damage_by_self_this_turn"]


def test_damage_redirected_to_self() -> None:
    # Empyrial Archangel: "All damage that would be dealt to you is dealt to Empyrial Archangel instead."
    text = "Все повреждения, которые должны быть нанесены вам, наносятся Архангелу Небесного Огня вместо этого."
    card = parsed("Архангел Небесного Огня", text)
    (action,) = [a for a in actions(card) if a.detail == ["instead"]]
    assert action.verb == Verb.DEAL_DAMAGE and action.amount == "all"
    assert [o.refers for o in action.objects if isinstance(o, Reference)] == ["self"]
    assert isinstance(action.condition, EffectCondition) and action.condition.test == "would"
    (would,) = action.condition.about
    assert isinstance(would, Action)
    assert [o.who for o in would.objects if isinstance(o, PlayerPhrase)] == ["you"]


def test_damage_redirected_instead_first_by_unblocked_creatures() -> None:
    # Kjeldoran Royal Guard: "{T}: All combat damage that would be dealt to you by unblocked creatures this turn is
    # dealt to Kjeldoran Royal Guard instead."
    text = (
        "{T}: Все боевые повреждения, которые будут нанесены вам в этом ходу незаблокированными существами, "
        "наносятся Королевской Страже Кьельдора вместо этого."
    )
    card = parsed("Королевская Стража Кьельдора", text)
    (action,) = [a for a in actions(card) if a.detail == ["instead"]]
    assert action.duration is not None and action.duration.until == "this_turn"
    assert isinstance(action.condition, EffectCondition)
    (would,) = action.condition.about
    assert isinstance(would, Action) and isinstance(would.actor, ObjectPhrase)
    assert would.actor.qualifiers == ["unblocked"]


def test_damage_redirected_verb_after_instead() -> None:
    # Pariah's Shield: "All damage that would be dealt to you is dealt to equipped creature instead."
    text = "Все повреждения, которые будут нанесены вам, вместо этого наносятся снаряженному существу."
    card = parsed("Щит парии", text)
    (action,) = [a for a in actions(card) if a.detail == ["instead"]]
    assert [o.refers for o in action.objects if isinstance(o, Reference)] == ["attached"]


def test_x_equal_or_greater() -> None:
    # Martial Coup: "If X is 5 or more, destroy all other creatures."
    text = (
        "Положите в игру X фишек существа 1/1 белый Солдат. Если X равен или превышает 5, уничтожьте все остальные "
        "существа."
    )
    card = parsed("Военный Переворот", text)
    assert is_typed(card_effects(card))
    (destroy,) = [a for a in actions(card) if a.verb == Verb.DESTROY]
    assert isinstance(destroy.condition, EffectCondition) and destroy.condition.test == "compare:X:or_more:5"


def test_damage_equal_to_mana_value_of_discarded_card() -> None:
    # Hellhole Rats: "Hellhole Rats deals damage to that player equal to that card's mana value."
    text = "Адские крысы наносят этому игроку повреждения, равные общей мановой стоимости сброшенной карты."
    card = parsed("Адские крысы", text)
    (deal,) = actions(card)
    assert deal.verb == Verb.DEAL_DAMAGE and deal.amount == "mana_value"


def test_attacks_during_each_turn() -> None:
    # Sabertooth Alley Cat: "Sabertooth Alley Cat attacks each combat if able."
    card = parsed("Саблезубый уличный кот", "Саблезубый уличный кот нападает во время каждого хода, если может.")
    (attack,) = actions(card)
    assert attack.verb == Verb.ATTACK and isinstance(attack.actor, Reference)


def test_give_a_bonus() -> None:
    # Akoum Battlesinger: "… you may have Ally creatures you control get +1/+0 until end of turn."
    text = "вы можете дать существам-Союзникам под вашим контролем +1/+0 до конца хода."
    card = parsed("Боевая Певчая из Акума", text)
    (pump,) = actions(card)
    assert pump.verb == Verb.MODIFY_PT and pump.amount == "+1/+0" and pump.optional
    assert isinstance(pump.actor, ObjectPhrase) and pump.actor.subtypes == ["Союзник"]


def test_other_language_is_not_read() -> None:
    # English text must type nothing in Russian
    card = parsed("Empyrial Archangel", "All damage that would be dealt to you is dealt to Empyrial Archangel instead.")
    assert not is_typed(card_effects(card))


def test_give_a_bonus_right_after_the_object() -> None:
    # Undead Executioner: "When Undead Executioner dies, you may have target creature get -2/-2 until end of turn."
    text = "Когда Палач-Мертвец умирает, вы можете дать целевому существу -2/-2 до конца хода."
    card = parsed("Палач-Мертвец", text)
    assert is_typed(card_effects(card))
    (pump,) = [a for a in actions(card) if a.verb == Verb.MODIFY_PT]
    assert pump.amount == "-2/-2" and pump.optional
    assert isinstance(pump.actor, ObjectPhrase) and pump.actor.text == "целевому существу"
    assert pump.actor.qualifiers == []


def test_cant_be_countered_impersonal() -> None:
    # Leyline of Lifeforce: "Creature spells can't be countered."
    card = parsed("Лучи жизненной силы", "Заклинания существ нельзя прервать.")
    (counter,) = actions(card)
    assert counter.verb == Verb.COUNTER and counter.negated and counter.detail == ["passive"]
    assert isinstance(counter.actor, ObjectPhrase) and counter.actor.types == ["spell", "creature"]
