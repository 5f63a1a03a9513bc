"""The speed lane's faster regexes match what the regexes they replaced matched, on real card text.

Each test compares the faster path with the whole regex it stands for (kept as the reference), so that a change
of either shows as a failure: the keyword names tried by the text's first character, the self-reference templates
opening with their first letter, the type lines' spell words kept.
"""

from __future__ import annotations

import re

import pytest

from mtglinks import analyze
from mtglinks.lang import get_language, is_spell_type_line, spell_type_pattern
from mtglinks.lang.base import NEVER, template_regex
from mtglinks.lang.keyword_names import KeywordNames, grouped_regex, keyword_regex

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


def test_first_letters_that_may_match_one_character_keep_one_alternation() -> None:
    # "ſ" is an "s" to the regex engine's cases, as "K" (the Kelvin sign) is a "k"
    assert grouped_regex(("ſome", "shroud")) == keyword_regex(("ſome", "shroud"))
    assert grouped_regex(("Kicker", "kicker")) == keyword_regex(("Kicker", "kicker"))
    assert grouped_regex(("kicker", "shroud")).startswith("(?i)^(?:k(?:icker)|s(?:hroud))")


def test_a_keyword_line_still_reads_its_keywords() -> None:
    # Oracle text of Vampire Nighthawk
    card = analyze("Flying\nDeathtouch\nLifelink", lang="en", name="Vampire Nighthawk")
    assert [k.canonical for a in card.abilities for k in a.keywords] == ["flying", "deathtouch", "lifelink"]


# Oracle text of Ancestor's Chosen and Angelic Wall (the 2026 templates), printed Russian text of Bold Defense
# ("вместо этого существа": no self-reference after "вместо"), printed Spanish and French templates.
TEMPLATED = {
    "en": [
        "First strike (This creature deals combat damage before creatures without first strike.)\n"
        "When this creature enters, you gain 1 life for each card in your graveyard.",
        "Defender (This creature can't attack.)\nFlying",
        "Sacrifice this artifact: Draw a card. Rethis creature, this  creature, xthis creature, this creatures.",
    ],
    "ru": [
        "Усилитель {3}{W} (Вы можете заплатить дополнительно {3}{W} при разыгрывании этого заклинания.)\n"
        "Существа под вашим контролем получают +1/+1 до конца хода. Если Храбрая Оборона получила Усилитель, "
        "вместо этого существа под вашим контролем получают +2/+2 и Первый удар до конца хода.",
        "Этого существа нельзя блокировать. Вместо этого существа, вместо  этого существа.",
    ],
    "es": ["Cuando esta criatura entre al campo de batalla, roba una carta. Sacrifica este artefacto."],
    "fr": ["Quand cette créature arrive sur le champ de bataille, piochez une carte. Sacrifiez cet artefact."],
}


def _templates_before(code: str) -> re.Pattern[str]:
    """The self-reference regex as it was: the lookbehinds first, then every template, longest first."""
    language = get_language(code)
    not_after = None if language.template_not_after == NEVER else language.template_not_after
    templates = []
    for template in sorted(language.self_templates, key=len, reverse=True):
        first = template[0]
        head = f"[{first.upper()}{first.lower()}]" if first.isalpha() else re.escape(first)
        templates.append(head + r"\s+".join(re.escape(w) for w in template[1:].split(" ")))
    guard = f"(?<!{not_after})" if not_after else ""
    return re.compile(rf"(?<![\w]){guard}(?:{'|'.join(templates)})(?![\w])")


@pytest.mark.parametrize("code", ["en", "es", "fr", "ru"])
def test_self_reference_templates_match_as_before(code: str) -> None:
    now, before = get_language(code).template_pattern, _templates_before(code)
    assert now is not None and now.pattern.startswith("(?:[")  # opens with its letters
    for text in TEMPLATED[code]:
        spans = [m.span() for m in before.finditer(text)]
        assert [m.span() for m in now.finditer(text)] == spans
        assert spans or code != "en"
        for start in range(0, len(text), 5):  # searched from a place, as granted_to_itself does
            found, expected = now.search(text, start, start + 60), before.search(text, start, start + 60)
            assert (found and found.span()) == (expected and expected.span())
    if code == "ru":  # "вместо этого существа" names no card (the guard is "вместо" and one space)
        found = [m.start() for m in now.finditer(TEMPLATED["ru"][1])]
        assert found == [0, TEMPLATED["ru"][1].index("этого существа.")]


def test_templates_that_may_open_alike_keep_one_alternation() -> None:
    # "ſ" is an "s" to the regex engine's cases: openings that share a letter keep the order of every template
    shared = template_regex(("ſome thing", "Some other thing", "this creature"), None)
    assert shared.startswith(r"(?<![\w])")
    apart = template_regex(("some thing", "Some other thing", "this creature"), r"[Вв]место ")
    assert apart.startswith("(?:[Ss]") and "[Tt]" in apart


def test_spell_type_lines_as_the_pattern_says() -> None:
    lines = [
        "Instant",
        "Sorcery — Arcane",
        "Creature — Human Wizard",
        "Tribal Instant — Goblin",
        "Мгновенное заклинание",
    ]
    lines += ["Éphémère", "Conjuro", "Legendary Enchantment — Saga", "instantly", ""]
    for line in [*lines, *lines]:  # the second time from what was kept
        assert is_spell_type_line(line) is bool(spell_type_pattern().search(line)), line
    assert is_spell_type_line("Instant") and not is_spell_type_line("Creature — Human Wizard")
