"""Russian cards exiled by the card itself, named by a participle set off after another qualifier
(grammar/effects-ru/7-exiled-by-self.lark), on real card text: the tree reads the object's mark `exiled_with_self`."""

from __future__ import annotations

import mtglinks
from mtglinks.features.tree import tree_kinds
from mtglinks.tree import Ability, Action, ObjectPhrase


def _puts(ability: Ability) -> list[Action]:
    return [e for e in ability.effects if isinstance(e, Action) and e.verb == "put"]


def test_exiled_by_the_card_after_its_mana_value() -> None:
    # Ашиок, Ткач Кошмаров (Ashiok, Nightmare Weaver, printed ru): "изгнанную Ашиоком, Ткачом Кошмаров" (the
    # name in the instrumental case, read as ~), set off after "с конвертированной мана-стоимостью X"
    card = mtglinks.analyze(
        "+2: изгоните три верхние карты библиотеки целевого оппонента.\n"
        "-X: положите карту существа с конвертированной мана-стоимостью X, изгнанную Ашиоком, Ткачом Кошмаров, на "
        "поле битвы под вашим контролем. То существо является Кошмаром в дополнение к своим другим типам.",
        lang="ru",
        name="Ашиок, Ткач Кошмаров",
    )
    (put,) = _puts(card.abilities[1])
    assert put.zone_to == "battlefield"
    (cards,) = put.objects
    assert isinstance(cards, ObjectPhrase)
    assert cards.qualifiers == ["mana_value:X:exactly", "exiled_with_self"]


def test_a_comma_after_a_qualifier_still_joins_clauses() -> None:
    # the closing comma is read only after a phrase set off: a qualifier then ", затем" stays two clauses
    card = mtglinks.analyze(
        "Положите карту существа, изгнанную Ашиоком, на поле битвы под вашим контролем.",
        lang="ru",
        name="Ашиок",
    )
    (put,) = _puts(card.abilities[0])
    (cards,) = put.objects
    assert isinstance(cards, ObjectPhrase) and "exiled_with_self" in cards.qualifiers


def test_exiled_by_the_card_this_turn() -> None:
    # Нарсет, Просветленная Наставница (Narset, Enlightened Master, printed ru): the turn belongs to the participle
    card = mtglinks.analyze(
        "Каждый раз, когда Нарсет, Просветленная Наставница атакует, изгоните четыре верхние карты вашей библиотеки. "
        "До конца хода вы можете разыгрывать не являющиеся существами или землями карты, изгнанные Нарсет в этом "
        "ходу, без уплаты их мана-стоимости.",
        lang="ru",
        name="Нарсет, Просветленная Наставница",
    )
    (cast,) = [e for e in card.abilities[0].effects if isinstance(e, Action) and e.verb == "cast"]
    (cards,) = cast.objects
    assert isinstance(cards, ObjectPhrase) and "exiled_with_self:this_turn" in cards.qualifiers


def test_turned_face_up_the_cards_exiled_by_the_card() -> None:
    # Похитительница Рукописи (Manuscript Thief, printed ru): "рубашкой вниз", the card's back down, is face up
    card = mtglinks.analyze(
        "Каждый раз, когда Похитительница Рукописи поворачивается, удалите из игры рубашкой вверх три верхние карты "
        "библиотеки целевого оппонента.\nВы можете смотреть карты, удаленные из игры с помощью Похитительницы "
        "Рукописи.\n{U}, Пожертвуйте Похитительницу Рукописи: Переверните рубашкой вниз все карты, удаленные из игры "
        "с помощью Похитительницы Рукописи. Отмените все заклинания с теми именами.",
        lang="ru",
        name="Похитительница Рукописи",
    )
    (turn,) = [e for e in card.abilities[2].effects if isinstance(e, Action) and e.verb == "turn"]
    assert turn.detail == ["face_up"]
    (cards,) = turn.objects
    assert isinstance(cards, ObjectPhrase) and cards.qualifiers == ["exiled_with_self"]


def test_each_player_turns_face_up_the_cards_they_own_exiled_by_the_card() -> None:
    # Пиксида Пандемония (Pyxis of Pandemonium, printed ru): the participle before its noun, whose owner set off
    card = mtglinks.analyze(
        "{T}: каждый игрок изгоняет верхнюю карту своей библиотеки рубашкой вверх.\n{7}, {T}, пожертвуйте Пиксиду "
        "Пандемония: каждый игрок переворачивает рубашкой вниз все изгнанные Пиксидой Пандемония карты, владельцем "
        "которых является, затем кладет все находящиеся среди них карты перманентов на поле битвы.",
        lang="ru",
        name="Пиксида Пандемония",
    )
    turn, put = card.abilities[1].effects
    assert isinstance(turn, Action) and turn.verb == "turn" and turn.detail == ["face_up"]
    (cards,) = turn.objects
    assert isinstance(cards, ObjectPhrase) and cards.qualifiers == ["exiled_with_self", "owner:they"]
    assert isinstance(put, Action) and put.zone_to == "battlefield"


def _cast_related(card: mtglinks.Card, at: int) -> ObjectPhrase:
    (cast,) = [e for e in card.abilities[at].effects if isinstance(e, Action) and e.verb == "cast"]
    (spells,) = cast.objects
    assert isinstance(spells, ObjectPhrase) and "same:name" in spells.qualifiers
    (related,) = spells.related
    assert isinstance(related, ObjectPhrase)
    return related


def test_the_same_names_as_cards_exiled_by_the_card() -> None:
    # Божий Дар (Godsend, printed ru): "с такими же именами, как у карт, изгнанных Божьим Даром"
    card = mtglinks.analyze(
        "Снаряженное существо получает +3/+3.\nКаждый раз, когда снаряженное существо блокирует или становится "
        "заблокировано одним или несколькими существами, вы можете изгнать одно из тех существ.\nОппоненты не могут "
        "разыгрывать карты с такими же именами, как у карт, изгнанных Божьим Даром.\nСнарядить {3}",
        lang="ru",
        name="Божий Дар",
    )
    assert _cast_related(card, 2).qualifiers == ["exiled_with_self"]


def test_cards_the_card_removed_from_the_game() -> None:
    # Сирку, лоботомист Димиров (Circu, Dimir Lobotomist, printed ru): a clause of "который" whose subject is the card
    card = mtglinks.analyze(
        "Каждый раз, когда вы разыгрываете синее заклинание, выведите верхнюю карту целевой библиотеки из игры.\n"
        "Каждый раз, когда вы разыгрываете черное заклинание, выведите верхнюю карту целевой библиотеки из игры.\n"
        "Ваши оппоненты не могут разыгрывать карты не земли с тем же названием, что и карты, которые Сирку вывел из "
        "игры.",
        lang="ru",
        name="Сирку, лоботомист Димиров",
    )
    assert _cast_related(card, 2).qualifiers == ["exiled_with_self"]


def test_exiled_with_self_is_read_from_the_tree_in_russian() -> None:
    assert "exiled_with_self" in tree_kinds("ru")
    # Божий Дар: the link to the cards it exiled stays, its evidence the tree node's words
    card = mtglinks.analyze(
        "Каждый раз, когда снаряженное существо блокирует или становится заблокировано одним или несколькими "
        "существами, вы можете изгнать одно из тех существ.\nОппоненты не могут разыгрывать карты с такими же "
        "именами, как у карт, изгнанных Божьим Даром.",
        lang="ru",
        name="Божий Дар",
    )
    assert [(str(link.rule), link.source, link.target) for link in card.links] == [("607.2a", 0, 1)]
