"""The English patterns as they were before they retired, to run the pattern engine on real card text.

Every kind of rule 607 is read from the effect tree in every language (issues #22, #23): no language's
`lang/<code>/patterns.py` has a PATTERNS entry left. The engine that runs patterns (features/patterns.py, search.py,
literals.py, forest.py: gates, literal forests, the match cache, compiling before a fork) stays, as the way a new
language can start before its grammar reads a kind. Its tests run it with the last English patterns and gates, the
PATTERNS entries and GATES of `exiled_with_self` and `chosen_ref` in lang/en/patterns.py at commit 39f4e7cf (copied
as they were, below), installed by the fixture `retired_english` (tests/conftest.py) with `install`.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from mtglinks import features
from mtglinks.features import patterns
from mtglinks.features.patterns import LanguageData, _pattern, language_data_of
from mtglinks.lang.en.chosen_nouns import (
    CHOICE_NOUNS,
    NOT_OTHER_VALUES,
    REF_NOUNS,
    YOU_CHOSE_NOUNS,
)
from mtglinks.lang.en.patterns import OPTION_SEPARATOR, OPTION_WORDS

# The kinds these patterns read: while they are installed, the effect tree reads them no more in English (as before
# they moved to its FROM_TREE), so that what the patterns find is what the cards hold.
RETIRED_KINDS = frozenset({"exiled_with_self", "chosen_ref"})

# ---- lang/en/patterns.py at 39f4e7cf, the entries of the two kinds --------------------------------------------------
_EXILE = r"(?:exile[sd]?|exiling)"
_SELF = r"(?:~|it\b|this ability|this object)"

_CHOICE_NOUNS = CHOICE_NOUNS
_REF_NOUNS = REF_NOUNS


def _named_alternatives(pairs: tuple[tuple[str, str], ...]) -> str:
    """(value, regex) pairs -> one alternation whose group `v_<value>` says which matched."""
    return "(?:" + "|".join(f"(?P<v_{value}>{noun})" for value, noun in pairs) + ")"


# Old printed wording refers to a choice as "that color" / "this color" / "that type" / "that name" /
# "that opponent". Such a phrase is a reference to a choice only when nothing earlier in its ability
# but the choice itself names that kind of value: (value, noun, words that would be an antecedent,
# the choice phrases allowed before it).
_THAT_REFS: tuple[tuple[str, str, str, str], ...] = (
    ("color", r"colou?r", r"colou?rs?", r"choose an? colou?r"),
    (
        "type",
        r"(?:creature |basic land |land |card |planeswalker )?type",
        r"types?",
        r"choose an? (?:creature |basic land |land |card |planeswalker )?type",
    ),
    ("card_name", r"name", r"names?|named", r"(?:name|choose) an? (?:[\w-]+ )?(?:card|name)"),
    ("opponent", r"opponent", r"opponents?|players?", r"choose an? opponent"),
)


def _that_ref_entries() -> list[tuple[str, ...]]:
    entries: list[tuple[str, ...]] = []
    for value, noun, antecedent, chooses in _THAT_REFS:
        regex = rf'^(?:{chooses}|(?!\b(?:{antecedent})\b)[^"])*?\b(?P<at>(?:that|this) {noun})\b'
        entries.append(("chosen_ref", "referring", regex, value))
    return entries


_NOT_OTHER_VALUES = NOT_OTHER_VALUES


def _choice_entries() -> list[tuple[str, ...]]:
    ref_nouns = _named_alternatives(_CHOICE_NOUNS + _REF_NOUNS)
    # "the chosen color", "the last chosen player", "one mana of a chosen color" (a choice of two colors)
    chosen = rf"\b(?:the|a) (?:last |first |second |other |most recently )?(?:chosen|choose) {ref_nouns}\b"
    # "its power is equal to the first number chosen" (the participle after its noun)
    chosen_after = rf"\bthe (?:first |second |last )?{ref_nouns} (?:chosen|choose)\b(?! this way| at random)"
    # Old printed: "During chosen opponent's upkeep, …" (after "When you play ~, choose target opponent.")
    bare = r"\b(?:during|of) (?P<at>(?:chosen|choose) (?:(?P<v_opponent>opponent)|(?P<v_player>player)))\b"
    # Any other value ("choose an artist" … "the chosen artist", "choose a rarity"): value "other:<noun>",
    # which fits only the same noun.
    other = rf"(?!(?:{'|'.join(_NOT_OTHER_VALUES)})\b)(?P<value>[a-z][\w-]*)\b"
    # Draft-matters cards: "any color chosen as you drafted cards named ~".
    # (Only the nouns such cards use: the full noun list is slow at every position of every text.)
    drafted = (
        r"\b(?:(?P<v_color>colou?rs?)|(?P<v_creature_type>creature types?)) (?:chosen|choose) as you draft(?:ed)?\b"
    )
    you_chose = "|".join(f"(?P<v_{value}>{noun})" for value, noun in YOU_CHOSE_NOUNS)
    return [
        ("chosen_ref", "referring", drafted),
        ("chosen_ref", "referring", chosen),
        ("chosen_ref", "referring", chosen_after),
        ("chosen_ref", "referring", bare),
        # "the creature you chose", "the player you chose" (a choice made as an additional cost too)
        ("chosen_ref", "referring", rf"\bthe (?:{you_chose})s? you (?:chose|choose)\b"),
        # "players who chose war": the option each player chose ("each player chooses war or peace")
        ("chosen_ref", "referring", r"\bplayers? who (?:chose|choose)\b", "words"),
        ("chosen_ref", "referring", rf"\bthe (?:last |most recently )?(?:chosen|choose) {other}", "other:"),
    ]


PATTERNS: list[tuple[str, ...]] = [
    ("exiled_with_self", "referring", rf"{_EXILE}(?: face down| face up)? with {_SELF}(?! this way)"),
    ("exiled_with_self", "referring", rf"remove(?:d)? from (?:the )?game with {_SELF}"),
    # Old printed: "return all creatures it has removed from the game".
    ("exiled_with_self", "referring", r"(?:\bit|~) (?:have|has) (?:remove|removed) from (?:the )?game\b"),
    # Old printed text kept cards "under" or "on" the object instead of exiling them.
    ("exiled_with_self", "referring", r"\bcards? (?:(?!face\b)[\w-]+ ){0,2}?(?:on|under) (?:~|it\b)"),
    *_choice_entries(),
    *_that_ref_entries(),
]

# Gates: a pattern of a kind listed here runs only when one of these words is in the lemma text,
# which keeps extraction cheap (most abilities mention none of them).
GATES: dict[str, tuple[str, ...]] = {
    "exiled_with_self": (
        "with ~",
        "with it",
        "with this",
        "on ~",
        "on it",
        "under ~",
        "under it",
        "has removed",
        "have removed",
    ),
    "chosen_ref": ("chose", "that colo", "this colo", " type", "that name", "that opponent"),
}
# ---- end of the copy -------------------------------------------------------------------------------------------------


@cache
def retired_data() -> LanguageData:
    """The retired English patterns and gates, built as `patterns.language_data` builds a language's module."""
    built = tuple(_pattern("en", n, entry) for n, entry in enumerate(PATTERNS))
    return language_data_of(built, GATES, re.compile(OPTION_WORDS), re.compile(OPTION_SEPARATOR))


def install(monkeypatch: Any) -> LanguageData:
    """English reads its two retired kinds by these patterns again, and no longer from the effect tree; every other
    language keeps its own (empty) patterns. The cache of pattern matches (`features.clear_caches`, the only one that
    depends on the patterns) is cleared before, and must be after (the fixture does)."""
    data = retired_data()
    language_data = patterns.language_data
    tree_kinds, opened = features.tree_kinds, features.opened

    def retired_language_data(code: str) -> LanguageData:
        return data if code == "en" else language_data(code)

    def retired_tree_kinds(code: str) -> frozenset[str]:
        kinds = tree_kinds(code)
        return kinds - RETIRED_KINDS if code == "en" else kinds

    def retired_opened(code: str, low: str) -> frozenset[str]:
        kinds = opened(code, low)
        return kinds - RETIRED_KINDS if code == "en" else kinds

    monkeypatch.setattr(patterns, "language_data", retired_language_data)
    monkeypatch.setattr(features, "tree_kinds", retired_tree_kinds)
    monkeypatch.setattr(features, "opened", retired_opened)
    features.clear_caches()
    return data
