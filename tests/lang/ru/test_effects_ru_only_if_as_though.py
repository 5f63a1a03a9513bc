"""The Russian effect tree on "…, только если …" (only if, after its comma) and more "как будто" (as though) phrasings,
each on a printed Russian card beside its English Oracle text."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, EffectCondition


def parsed(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="ru", name=name)


def actions(card: Card) -> list[Action]:
    return [node for node in card_effects(card) if isinstance(node, Action)]


def test_cast_only_if_after_a_comma() -> None:
    # Feast of Blood: "Cast Feast of Blood only if you control two or more Vampires." (the comma before "только если"
    # is no list comma)
    card = parsed(
        "Кровавый Пир", "Разыгрывайте Кровавый Пир, только если под вашим контролем есть не менее двух Вампиров."
    )
    assert is_typed(card_effects(card))
    (cast,) = actions(card)
    assert cast.verb == Verb.CAST
    assert isinstance(cast.condition, EffectCondition) and cast.condition.test.startswith("only_if:")


def test_cast_only_if_you_control_fewer() -> None:
    # Even the Odds: "Cast Even the Odds only if you control fewer creatures than each opponent."
    text = "Разыгрывайте Равные Шансы, только если вы контролируете меньше существ, чем каждый из оппонентов."
    card = parsed("Равные Шансы", text)
    assert is_typed(card_effects(card))
    (cast,) = actions(card)
    assert cast.condition is not None and cast.condition.test == "only_if:control"


def test_can_attack_only_if() -> None:
    # Chained Throatseeker: "Chained Throatseeker can't attack unless defending player is poisoned."
    text = "Цепной Глоткодер может атаковать, только если у защищающегося игрока есть хотя бы один жетон яда."
    card = parsed("Цепной Глоткодер", text)
    assert is_typed(card_effects(card))
    (attack,) = actions(card)
    assert attack.verb == Verb.ATTACK
    assert attack.condition is not None and attack.condition.test.startswith("only_if:have:counter:poison")


def test_as_though_it_had_no_defender_said_with_obladat() -> None:
    # Slithering Shade: "Hellbent — Slithering Shade can attack as though it didn't have defender as long as you have no
    # cards in hand."
    text = (
        "Безрассудство Пока у вас в руке нет карт, Скользящая тень может нападать, как если бы она не обладала "
        "способностью Защитник."
    )
    card = parsed("Скользящая тень", text)
    assert is_typed(card_effects(card))
    (attack,) = actions(card)
    assert attack.verb == Verb.ATTACK and "as_though:no_defender" in attack.detail


def test_as_though_those_creatures_had_haste() -> None:
    # Thousand-Year Elixir: "You may activate abilities of creatures you control as though those creatures had haste."
    text = (
        "Вы можете разыгрывать активируемые способности существ под вашим контролем, как будто у тех существ есть "
        "Ускорение."
    )
    card = parsed("Тысячелетний Эликсир", text)
    assert is_typed(card_effects(card))
    (activate,) = actions(card)
    assert "as_though:haste" in activate.detail


def test_cards_in_graveyards_with_no_owner() -> None:
    # Ground Seal: "Cards in graveyards can't be the targets of spells or abilities." ("на кладбищах" alone is where
    # the cards are, as "на всех кладбищах" is)
    card = parsed("Печать Земли", "Карты на кладбищах не могут быть целями заклинаний или способностей.")
    assert is_typed(card_effects(card))
    (targeted,) = actions(card)
    assert targeted.verb == Verb.BECOME_TARGET and targeted.negated
    assert getattr(targeted.actor, "zone", None) == "graveyard"


def test_gain_twice_that_much_life_instead() -> None:
    # Boon Reflection: "If you would gain life, you gain twice that much life instead."
    text = "Если вы должны получить определенное количество жизней, вы получаете их вдвое больше вместо этого."
    card = parsed("Отражение Блага", text)
    assert is_typed(card_effects(card))
    (gain,) = actions(card)
    assert (gain.verb, gain.amount, gain.detail) == (Verb.GAIN_LIFE, "2*that_much", ["instead"])
    assert gain.condition is not None and gain.condition.test == "would"


def test_activate_only_during_the_end_of_combat_step() -> None:
    # Desert: "{T}: Desert deals 1 damage to target attacking creature. Activate only during the end of combat step."
    text = (
        "{T}: Пустыня наносит 1 повреждение целевому атакующему существу. Играйте эту способность только во время шага "
        "конца боя."
    )
    card = parsed("Пустыня", text)
    assert is_typed(card_effects(card))
    damage, activate = actions(card)
    assert damage.verb == Verb.DEAL_DAMAGE
    assert (activate.verb, activate.detail) == (Verb.ACTIVATE, ["only:end_of_combat"])


def test_return_from_where_said_before_the_objects() -> None:
    # Reveillark: "When Reveillark leaves the battlefield, return up to two target creature cards with power 2 or less
    # from your graveyard to the battlefield."
    text = (
        "Когда Жизнезов покидает игру, верните из вашего кладбища в игру до двух целевых карт существ с силой 2 или "
        "меньше."
    )
    card = parsed("Жизнезов", text)
    assert is_typed(card_effects(card))
    returned = next(a for a in actions(card) if a.verb == Verb.RETURN)
    assert (returned.zone_from, returned.zone_to) == ("graveyard", "battlefield")
    (cards,) = returned.objects
    assert getattr(cards, "qualifiers", None) == ["power:2:or_less"]


def test_cast_from_hand_said_before_the_card() -> None:
    # the order of Brain in a Jar's "cast an instant or sorcery card … from your hand": the zone first
    card = parsed("Зверь", "Вы можете разыграть из вашей руки карту мгновенного заклинания.")
    assert is_typed(card_effects(card))
    (cast,) = actions(card)
    assert (cast.verb, cast.zone_from) == (Verb.CAST, "hand")


def test_if_it_is_a_card_of_either_type() -> None:
    # Melek, Izzet Paragon: "You may cast the top card of your library if it's an instant or sorcery card."
    text = "Вы можете разыграть верхнюю карту вашей библиотеки, если это карта мгновенного заклинания или волшебства."
    card = parsed("Мелек, Эталон Иззетов", text)
    assert is_typed(card_effects(card))
    (cast,) = actions(card)
    assert cast.condition is not None and cast.condition.test == "is"
    (what,) = cast.condition.about
    assert getattr(what, "types", None) == ["instant_or_sorcery", "card"]


def test_if_it_is_a_card_of_one_type_keeps_its_comma() -> None:
    # Omen Machine: "… If it's a land card, the player puts it onto the battlefield." (the comma is the condition's)
    card = parsed("Машина Предзнаменования", "Если это карта земли, игрок кладет ее на поле битвы.")
    assert is_typed(card_effects(card))
    (put,) = actions(card)
    assert put.verb == Verb.PUT and put.zone_to == "battlefield"
