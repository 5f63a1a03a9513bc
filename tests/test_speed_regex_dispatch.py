"""The speed lane's faster regexes match what the regexes they replaced matched, on real card text.

Each test compares the faster path with the whole regex it stands for (kept as the reference), so that a change
of either shows as a failure: the keyword names tried by the text's first character.
"""

from __future__ import annotations

import pytest

from mtglinks import analyze
from mtglinks.lang import get_language
from mtglinks.lang.keyword_names import KeywordNames

# Real cards' paragraphs and their chunks: Oracle text of Serra Angel, Rhox Faithmender, Vampire Nighthawk,
# Boros Charm's mode, a kicker label; printed Spanish, French and Russian keyword lines.
CHUNKS = {
    "en": [
        "Flying",
        "vigilance",
        "Lifelink",
        "Flying, deathtouch, lifelink",
        "Kicker {2}{G}",
        "Protection from black",
        "from red",
        "Enchant creature",
        "Equip {2}",
        "Cycling {2} ({2}, Discard this card: Draw a card.)",
        "If you would gain life, you gain twice that much life instead.",
        "Choose one —",
        "Whenever ~ attacks",
        "Zombie",
        "",
        " Flying",
        "Flying's",
        "Flyingly",
        "Ward—Pay 3 life.",
    ],
    "es": ["Vuela", "Dañar primero", "Vínculo vital", "Prisa", "Encantar criatura", "Retroceso {2}{R}"],
    "fr": ["Vol", "Initiative", "Lien de vie", "Célérité", "Enchanter : créature", "Équipement {2}"],
    "ru": ["Полет", "Первый удар", "Цепь жизни", "Ускорение", "Зачаровать существо", "Снаряжение {2}"],
}


@pytest.mark.parametrize("code", ["en", "es", "fr", "ru"])
def test_keyword_names_match_as_the_whole_regex(code: str) -> None:
    language = get_language(code)
    names = language.keyword_matcher
    # the characters the regex engine folds to an ASCII letter ("ſ" to "s", the Kelvin sign to "k") and others
    odd = ["ſ", "\u212a", "İ", "ı", "ß", "ẞ", "Ё", "ё", "é", "É"]
    texts = CHUNKS[code] + [c + rest for c in odd for rest in ("", "lying", "rample", "уть")]
    texts += [text.lower() for text in CHUNKS[code]] + [text.upper() for text in CHUNKS[code]]
    for text in texts:
        found, expected = names.match(text), language.keyword_pattern.match(text)
        assert (found and (found.group(0), found.end())) == (expected and (expected.group(0), expected.end())), text
    assert names.match("Flying" if code == "en" else CHUNKS[code][0]) is not None


def test_keyword_names_keep_the_longest_first_order() -> None:
    # "First strike" before "First", whichever order the table gives
    names = KeywordNames(("first", "first strike", "double strike", "fear"))
    found = names.match("First strike")
    assert found is not None and found.group(0) == "First strike"
    assert names.match("Fear") is not None and names.match("Fearless") is None
    assert names.match("Trample") is None


def test_a_keyword_line_still_reads_its_keywords() -> None:
    # Oracle text of Vampire Nighthawk
    card = analyze("Flying\nDeathtouch\nLifelink", lang="en", name="Vampire Nighthawk")
    assert [k.canonical for a in card.abilities for k in a.keywords] == ["flying", "deathtouch", "lifelink"]
