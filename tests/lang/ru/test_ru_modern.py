"""Russian keywords of 2017-2022 on keyword lines, on real card text."""

from __future__ import annotations

import mtglinks
from mtglinks.kinds import AbilityKind


def test_aftermath_is_a_keyword() -> None:
    # Сохранить // В Памяти (Amonkhet), the aftermath half
    text = (
        "Последствия (Разыгрывайте это заклинание только из вашего кладбища. Затем изгоните его.)\n"
        "Каждый игрок втасовывает свои руку и кладбище в свою библиотеку, затем берет семь карт."
    )
    abilities = mtglinks.parse(text, lang="ru", name="В Памяти").abilities
    assert abilities[0].kind == AbilityKind.KEYWORD
    assert [k.canonical for k in abilities[0].keywords] == ["aftermath"]
    assert abilities[1].kind != AbilityKind.KEYWORD


def test_keywords_of_2017_on_in_a_keyword_line() -> None:
    card = mtglinks.parse("Полет, наставник\nЗагробная жизнь 1\nЗрелище {1}{R}", lang="ru", name="X")
    assert [[k.canonical for k in a.keywords] for a in card.abilities] == [
        ["flying", "mentor"],
        ["afterlife"],
        ["spectacle"],
    ]


def test_delirium_is_an_ability_word_not_a_keyword() -> None:
    # Фарбогский Пес (Hound of the Farbogs): "Буйство —" is delirium's label in Russian
    text = "Буйство — Фарбогский Пес имеет Угрозу, пока среди карт на вашем кладбище есть не менее четырех типов карт."
    first = mtglinks.parse(text, lang="ru", name="Фарбогский Пес").abilities[0]
    assert first.kind != AbilityKind.KEYWORD
    assert first.keywords == []


def test_a_cost_in_words_after_a_keyword_without_its_dash_stays_a_keyword_line() -> None:
    # Demonic Collusion as printed in Russian: "Выкуп Сбросьте две карты." (buyback, its dash lost)
    text = (
        "Выкуп Сбросьте две карты. (Вы можете сбросить две карты при игре этого заклинания. Если вы это сделаете, "
        "положите эту карту в вашу руку в результате ее разрешения.)\nПоищите в вашей библиотеке карту и положите ее "
        "в вашу руку. Затем перетасуйте вашу библиотеку."
    )
    card = mtglinks.analyze(text, lang="ru", name="Демонический Сговор")
    assert [(k.canonical, k.parameter) for k in card.abilities[0].keywords] == [("buyback", "Сбросьте две карты")]
    assert [link.rule.value for link in card.links] == ["607.2i"]
