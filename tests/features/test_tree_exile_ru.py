"""Russian exile read from the effect tree (FROM_TREE `exile`): older printed exile of cards laid face down
(grammar/effects-ru/6-exiled-face-down.lark), the top cards before their number, a target library, the zones of all
opponents, "blocking or blocked by ~" and "not named ~", on real card text; the links stay those the patterns found."""

from __future__ import annotations

import mtglinks
from mtglinks.features import cost_queries
from mtglinks.features.tree import tree_kinds
from mtglinks.kinds import FeatureKind as K
from mtglinks.tree import Ability, Action, Card, ObjectPhrase


def _exiles(ability: Ability) -> list[Action]:
    return [e for e in ability.effects if isinstance(e, Action) and e.verb == "exile"]


def _exile_halves(ability: Ability) -> list[str]:
    return [half.text for half in cost_queries.halves(ability) if half.kind == K.EXILE]


def _links(card: Card) -> set[tuple[str, int, int]]:
    return {
        (str(link.rule), card.ability(link.source).paragraph, card.ability(link.target).paragraph)
        for link in card.links
    }


def test_exile_is_read_from_the_tree_in_russian() -> None:
    assert "exile" in tree_kinds("ru")


def test_exiled_face_down_with_the_top_cards_before_their_number() -> None:
    # Шутовской жезл (Jester's Cap, printed ru)
    card = mtglinks.analyze(
        "Когда Шутовской жезл входит в игру, выведите из игры верхние 5 карт библиотеки целевого игрока рубашкой "
        "вверх. Вы можете смотреть эти карты, пока они остаются выведенными из игры.\n{2}, {T}, Поместите карту, "
        "выведенную из игры Шутовским жезлом, на кладбище владельца: Прервите целевое заклинание, если оно называеся "
        "так же, как и эта карта.",
        lang="ru",
        name="Шутовской жезл",
    )
    (exile,) = _exiles(card.abilities[0])
    assert exile.detail == ["face_down"]
    (cards,) = exile.objects
    assert isinstance(cards, ObjectPhrase) and cards.count == "5" and "top" in cards.qualifiers
    assert ("607.2a", 0, 1) in _links(card)


def test_exiled_face_down_with_the_gerund_putting_it() -> None:
    # Монастырь в бутылке (Bottled Cloister, printed ru)
    card = mtglinks.analyze(
        "В начале этапа поддержки каждого оппонента выведите свою руку из игры, положив ее рубашкой вверх.\nВ начале "
        "своего этапа поддержки верните в свою руку все карты, выведенные из игры Монастырем в бутылке, и возьмите "
        "карту.",
        lang="ru",
        name="Монастырь в бутылке",
    )
    (exile,) = _exiles(card.abilities[0])
    assert exile.detail == ["face_down"]
    assert _exile_halves(card.abilities[0]) == ["выведите свою руку из игры, положив ее рубашкой вверх"]
    assert ("607.2a", 0, 1) in _links(card)


def test_a_comma_after_the_exile_still_joins_the_next_clause() -> None:
    # Мерцающий Дух (Flickering Spirit, printed ru): "затем верните" after the comma is a clause of its own
    card = mtglinks.analyze(
        "Полет\n{3}{W}: Удалите Мерцающего Духа из игры, затем верните его в игру под контролем его владельца.",
        lang="ru",
        name="Мерцающий Дух",
    )
    assert [e.kind for e in card.abilities[1].effects] == ["action", "action"]


def test_exiled_face_down_in_the_lexicon_both_ways() -> None:
    # Замыслы Колфенора (Colfenor's Plans, printed ru): "лицом вниз" is face down as "рубашкой вверх" is
    card = mtglinks.analyze(
        "Когда Замыслы Колфенора входят в игру, удалите из игры семь верхних карт вашей библиотеки лицом вниз.\nВы "
        "можете смотреть и разыгрывать карты, удаленные из игры с помощью Замыслов Колфенора.",
        lang="ru",
        name="Замыслы Колфенора",
    )
    (exile,) = _exiles(card.abilities[0])
    assert exile.detail == ["face_down"]
    assert ("607.2a", 0, 1) in _links(card)


def test_the_top_card_of_a_target_library() -> None:
    # Сирку, лоботомист Димиров (Circu, Dimir Lobotomist, printed ru)
    card = mtglinks.analyze(
        "Каждый раз, когда вы разыгрываете синее заклинание, выведите верхнюю карту целевой библиотеки из игры.",
        lang="ru",
        name="Сирку, лоботомист Димиров",
    )
    (exile,) = _exiles(card.abilities[0])
    (top,) = exile.objects
    assert isinstance(top, ObjectPhrase) and top.zone == "library" and "top" in top.qualifiers


def test_the_zones_of_all_opponents() -> None:
    # Ашиок, Ткач Кошмаров (Ashiok, Nightmare Weaver, printed ru)
    card = mtglinks.analyze(
        "-10: изгоните все карты из рук и кладбищ всех оппонентов.", lang="ru", name="Ашиок, Ткач Кошмаров"
    )
    (exile,) = _exiles(card.abilities[0])
    assert exile.zone_from == "hand"
    assert all(e.kind != "untyped" for e in card.abilities[0].effects)


def test_blocking_or_blocked_by_and_not_named() -> None:
    # Сестры каменной смерти (Sisters of Stone Death), Сфера Задержания (Detention Sphere), printed ru
    sisters = mtglinks.analyze(
        "{B}{G}: Выведите из игры целевое существо, блокирующее или блокируемое Сестрами каменной смерти.",
        lang="ru",
        name="Сестры каменной смерти",
    )
    (exile,) = _exiles(sisters.abilities[0])
    (creature,) = exile.objects
    assert isinstance(creature, ObjectPhrase) and creature.qualifiers == ["blocking_or_blocked_by_self"]
    sphere = mtglinks.analyze(
        "Когда Сфера Задержания выходит на поле битвы, вы можете изгнать целевой не являющийся землей перманент, имя "
        "которого не Сфера Задержания, и все другие перманенты с тем же именем, что и у того перманента.",
        lang="ru",
        name="Сфера Задержания",
    )
    (exile,) = _exiles(sphere.abilities[0])
    first = exile.objects[0]
    assert isinstance(first, ObjectPhrase) and "not_named:self" in first.qualifiers
