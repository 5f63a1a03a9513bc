"""A legendary card's short names ("Karn" of "Karn Liberated"), and whether a card is legendary: its type line says so,
or its text calls it by a short name where only the card can stand (`mtglinks.text.names` finds them in its text)."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial

from mtglinks.lang.base import NameRules
from mtglinks.text.characters import clean_string


def short_names(name: str, is_word: Callable[[str], bool] | None = None) -> list[str]:
    """The short names current Oracle text gives a legendary card: the first word or words of its name
    ("Karn" of "Karn Liberated", "Asmodeus" of "Asmodeus the Archfiend", "Jedit Ojanen" of "Jedit Ojanen of
    Efrava", "King Darien" of "King Darien XLVIII"), longest first.

    A short name ends on a capitalised word, and its first word is no word of card text (`is_word`: "The"
    of "The Ur-Dragon", "Sliver" of "Sliver Legion", "Dragon" of "Dragon Cultist" name other things)."""
    words = clean_string(name).strip().split(",")[0].split()
    found = []
    for k in range(len(words) - 1, 0, -1):
        if not words[k - 1][:1].isupper() or (is_word is not None and is_word(words[0])):
            continue
        found.append(" ".join(words[:k]))
    return found


def says_short_name(
    paragraphs: list[str], name: str, is_word: Callable[[str], bool] | None, cue: re.Pattern[str]
) -> bool:
    """Whether a text whose type line is unknown calls the card by a legendary's short name where only the card
    can stand: right after `cue` ("cards exiled with Karn" on Karn Liberated)."""
    for short in short_names(name, is_word):
        for text in paragraphs:
            at = text.find(short)
            while at >= 0:
                end = at + len(short)
                if cue.search(text, 0, at) and not (end < len(text) and (text[end].isalnum() or text[end] == "_")):
                    return True
                at = text.find(short, at + 1)
    return False


def is_legendary(rules: NameRules, type_line: str | None, paragraphs: list[str], names: list[str]) -> bool:
    """Whether a card is legendary: its type line says so, or, without a type line, its text calls it by a
    short name where only the card can stand (`rules.short_name_cue`)."""
    if type_line:
        return rules.legendary_type is not None and rules.legendary_type.search(type_line) is not None
    if rules.short_name_cue is None:
        return False
    is_word = card_word_test(rules.code)
    return any(says_short_name(paragraphs, name, is_word, rules.short_name_cue) for name in names)


def card_word_test(code: str) -> Callable[[str], bool] | None:
    """Whether a word is a word of the language's card text, not a name ("Sliver", "Dragon", "The" are;
    "Karn", "Asmodeus" are not); None without a language."""
    return partial(_is_card_word, code) if code else None


def _is_card_word(code: str, word: str) -> bool:
    from mtglinks.text.known_words import card_word_forms, fold  # loaded only for a legendary card's name

    return fold(word) in card_word_forms(code)
