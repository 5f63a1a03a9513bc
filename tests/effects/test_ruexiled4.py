"""The cards another ability exiled, named again in Russian (issue #23: `the_exiled_card` read from the effect tree,
its patterns retired): on the real printed-ru text the tree gives the referring half, from a sentence read whole
("+X/+Y, где X — сила изгнанной карты существа, а Y — ее выносливость", grammar/effects-ru/9-ruexiled4.lark) or from
the object phrases kept inside a sentence the grammar does not read whole (the hideaway lands' conditions), and the
card keeps its link."""

from __future__ import annotations

import pytest

import mtglinks
from mtglinks.features import cost_queries
from mtglinks.kinds import FeatureKind as K
from mtglinks.lang.ru.patterns import FROM_TREE, PATTERNS
from mtglinks.tree import Ability, Action, Reference, Untyped

_INGESTER = (
    "Отпечаток — Когда Фирексийский Заглатыватель выходит на поле битвы, вы можете изгнать целевое не являющееся "
    "фишкой существо.\nФирексийский Заглатыватель получает +X/+Y, где X — сила изгнанной карты существа, а Y — ее "
    "выносливость."
)
_HIDEAWAY = (
    "Укрытие (Эта земля входит в игру повернутой. Когда это происходит, посмотрите четыре верхние карты вашей "
    "библиотеки, удалите из игры одну из них лицом вниз, затем положите остальные в низ вашей библиотеки.)\n"
)

# (name, printed text of printed-ru, the referring ability, its link)
_CARDS = [
    ("Фирексийский Заглатыватель", _INGESTER, 1, ("607.2a", 0, 1)),
    (  # Howltooth Hollow
        "Пещера Рыкозуба",
        _HIDEAWAY + "{T}: Добавьте {B} в ваше хранилище маны.\n{B}, {T}: Вы можете разыграть удаленную карту без "
        "уплаты ее мана-стоимости, если ни у кого из игроков в руке нет карт.",
        2,
        ("607.2a", 0, 2),
    ),
    (  # Shelldock Isle
        "Панцирный Остров",
        _HIDEAWAY + "{T}: Добавьте {U} в ваше хранилище маны.\n{U}, {T}: Вы можете разыграть удаленную карту без "
        "уплаты ее мана-стоимости, если в какой-либо библиотеке находится двадцать или менее карт.",
        2,
        ("607.2a", 0, 2),
    ),
    (  # Mosswort Bridge
        "Мост Ползучего Мха",
        _HIDEAWAY + "{T}: Добавьте {G} в ваше хранилище маны.\n{G}, {T}: Вы можете разыграть удаленную карту без "
        "уплаты ее мана-стоимости, если суммарная сила существ под вашим контролем равна 10 или более.",
        2,
        ("607.2a", 0, 2),
    ),
    (  # Invader Parasite
        "Паразит-Захватчик",
        "Отпечаток — Когда Паразит-Захватчик выходит на поле битвы, изгоните целевую землю.\nКаждый раз когда земля с "
        "таким же именем, как у изгнанной карты, выходит на поле битвы под контролем оппонента, Паразит-Захватчик "
        "наносит 2 повреждения тому игроку.",
        1,
        ("607.2a", 0, 1),
    ),
    (  # Soul Flayer: the short participle "была изгнана" (delve's cards, 607.2q)
        "Свежеватель Душ",
        "Выкапывание (Каждая карта, которую вы изгоняете из вашего кладбища при разыгрывании этого заклинания, "
        "считается как оплата {1}.)\nЕсли способностью Выкапывания Свежевателя Душ была изгнана карта существа с "
        "Полетом, Свежеватель Душ имеет Полет. То же самое относится к Первому удару, Двойному удару, Смертельному "
        "касанию, Ускорению, Порчеустойчивости, Неразрушимости, Цепи жизни, Захвату, Пробивному удару и Бдительности.",
        1,
        ("607.2q", 0, 1),
    ),
]


def _exiled_card_halves(ability: Ability) -> list[str]:
    """The words of the ability's referring halves `the_exiled_card` the tree gives."""
    return [half.text for half in cost_queries.halves(ability) if half.kind == K.THE_EXILED_CARD]


def test_the_kind_is_read_from_the_tree_in_russian() -> None:
    assert "the_exiled_card" in FROM_TREE
    assert not [entry for entry in PATTERNS if entry[0] == "the_exiled_card"]
    assert "note" in FROM_TREE and not PATTERNS  # the notes are read from the tree too: no Russian pattern is left


@pytest.mark.parametrize(("name", "text", "at", "link"), _CARDS, ids=[c[0] for c in _CARDS])
def test_the_card_keeps_its_link(name: str, text: str, at: int, link: tuple[str, int, int]) -> None:
    card = mtglinks.analyze(text, lang="ru", name=name)
    assert _exiled_card_halves(card.abilities[at])
    assert link in [(str(x.rule), x.source, x.target) for x in card.links]


def test_power_and_toughness_of_the_exiled_creature_card() -> None:
    # Фирексийский Заглатыватель (Phyrexian Ingester, NPH): the sentence read whole, as the English tree has it
    card = mtglinks.analyze(_INGESTER, lang="ru", name="Фирексийский Заглатыватель")
    ability = card.abilities[1]
    assert not [e for e in ability.effects if isinstance(e, Untyped)]
    action = ability.effects[0]
    assert isinstance(action, Action) and action.verb == "modify_pt"
    assert action.amount == "power/toughness"
    assert isinstance(action.per, Reference) and action.per.refers == "exiled_with"
    assert action.per.text == "сила изгнанной карты существа"
    assert _exiled_card_halves(ability) == ["сила изгнанной карты существа"]


def test_hideaway_condition_keeps_the_removed_card() -> None:
    # Пещера Рыкозуба (Howltooth Hollow, LRW): the condition is not read, the card cast still is a phrase kept inside
    card = mtglinks.analyze(_CARDS[1][1], lang="ru", name="Пещера Рыкозуба")
    ability = card.abilities[2]
    (untyped,) = [e for e in ability.effects if isinstance(e, Untyped)]
    assert "exiled_with" in [p.refers for p in untyped.phrases if isinstance(p, Reference)]
    assert _exiled_card_halves(ability) == ["удаленную карту"]


def test_a_card_the_same_ability_exiled_links_nothing() -> None:
    # Биоплазма (Bioplasm, GPT): the card removed and named in one ability, no other ability to link
    text = (
        "Каждый раз, когда Биоплазма нападает, выведите из игры верхнюю карту своей библиотеки. Если это карта "
        "существа, Биоплазма получает +X/+Y до конца хода, где X — сила удаленного существа, а Y — его здоровье. "
        "(Если карта не находится в игре, то * на ней означает 0.)"
    )
    card = mtglinks.analyze(text, lang="ru", name="Биоплазма")
    assert not card.links
