"""Running a language's patterns over a normalized text: gates first, then the regexes over the lemma
text, matches mapped back to normalized offsets, overlaps of one key resolved."""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterator, Sequence
from functools import lru_cache

from mtglinks.features import patterns
from mtglinks.features.forest import found_in, satisfied
from mtglinks.features.offsets import Words, in_quotes, pieces
from mtglinks.features.patterns import LanguageData, Pattern, match_span, value_of
from mtglinks.span import Span
from mtglinks.text import lexicon

# A pattern match in normalized-text offsets (shared by every ability with the same text):
# (kind, role, value, start, end). A plain tuple of strings and ints (the kind and role as plain
# strings, not enum members), so that the cache of matches holds nothing the garbage collector
# tracks (it never untracks a tuple subclass, nor a tuple that holds an enum member).
Match = tuple[str, str, str | None, int, int]


# Texts longer than this are not cached: real paragraphs are far shorter, and a huge text read once
# would only hold memory.
_CACHED_TEXT = 2048


def matches(code: str, text: str, quoted: tuple[Span, ...] = ()) -> tuple[Match, ...]:
    """Pattern matches of one normalized text outside its `quoted` parts; cached because many
    abilities read the same."""
    if not patterns.language_data(code).patterns:  # a language whose kinds are all read from the tree: no key made
        return ()
    if len(text) > _CACHED_TEXT:
        return find_matches(code, text, quoted)
    return cached_matches(code, text, quoted)


# Bounded as the parse cache is (syntax/paragraph.py): what it adds is the texts distinct cards share.
@lru_cache(maxsize=4096)
def cached_matches(code: str, text: str, quoted: tuple[Span, ...]) -> tuple[Match, ...]:
    """`find_matches`, cached."""
    return find_matches(code, text, quoted)


# Whether patterns are skipped when the literals they require are missing (tests turn it off
# to check that the output does not change).
USE_GATES = True


def find_matches(code: str, text: str, quoted: Sequence[Span] = ()) -> tuple[Match, ...]:
    """Every pattern's matches outside the `quoted` parts, in O(n log n) of the text once the
    regexes have run: offsets map back by binary search, and overlaps are checked against the
    matches of the same key only."""
    data = patterns.language_data(code)
    if not data.patterns or not text:
        return ()
    opened = opened_kinds(data, text.lower())
    if not opened and data.every_kind_gated:
        return ()  # nothing to look for: skip tokenizing
    spans, lemmas = lexicon.lemmas(text, code)
    lemma_text = " ".join(lemmas)
    runs = patterns_to_run(data, opened, lemma_text)
    if not runs:
        return ()
    words = Words(spans, lemmas)
    # Quoted abilities are granted children with features of their own (rule 607.1a).
    quoted_at = in_quotes(quoted)
    kept = _Kept()
    for pattern in runs:
        for m in _pattern_matches(pattern, lemma_text):
            where = words.to_text(*match_span(pattern, m))
            if where is None or quoted_at(where[0]):
                continue
            kept.add(pattern, value_of(code, pattern, m), where)
    return kept.in_text_order()


def opened_kinds(data: LanguageData, low: str) -> set[str]:
    """The gated kinds whose gate words occur in the lower-cased normalized text."""
    opened: set[str] = set()
    for kinds in found_in(data.gate_forest, low):
        opened |= kinds
    return opened


def patterns_to_run(data: LanguageData, opened: set[str], lemma_text: str) -> list[Pattern]:
    """The patterns whose kind's gate is open (or that have none) and, with USE_GATES, whose
    required literals all occur in the lemma text."""
    if not USE_GATES:
        return [p for p in data.patterns if p.kind in opened or p.kind not in data.gated]
    if data.every_kind_gated:  # only the opened kinds' patterns can run: only their literals matter
        found = 0
        for kind in opened:
            found |= satisfied(data.kind_forests.get(kind, ()), lemma_text)
    else:
        found = satisfied(data.literal_forest, lemma_text)
    return [p for p, mask in _open_rows(data, frozenset(opened)) if mask & found == mask]


# Per language data (held here, so that its id is not reused) and per set of opened kinds: the rows
# whose kind is ungated or opened, in pattern order. Few sets of kinds occur; the bound only guards.
_OPEN_ROWS: dict[int, tuple[LanguageData, dict[frozenset[str], tuple[tuple[Pattern, int], ...]]]] = {}
_OPEN_ROWS_BOUND = 4096


def _open_rows(data: LanguageData, opened: frozenset[str]) -> tuple[tuple[Pattern, int], ...]:
    """The (pattern, mask) rows of `data.gate_rows` whose gate is None or in `opened`, in order."""
    entry = _OPEN_ROWS.get(id(data))
    if entry is None or entry[0] is not data:
        entry = _OPEN_ROWS[id(data)] = (data, {})
    by_opened = entry[1]
    rows = by_opened.get(opened)
    if rows is None:
        if len(by_opened) >= _OPEN_ROWS_BOUND:
            by_opened.clear()
        rows = by_opened[opened] = tuple(
            (p, mask) for p, mask, gate in data.gate_rows if gate is None or gate in opened
        )
    return rows


def _pattern_matches(pattern: Pattern, lemma_text: str) -> Iterator[re.Match[str]]:
    """The regex's matches in the lemma text, piece by piece (see `pieces`)."""
    regex = pattern.regex
    for a, b in pieces(lemma_text):
        yield from regex.finditer(lemma_text, a, b)


class _Kept:
    """The matches kept so far; of two overlapping matches with the same (kind, role, value), the
    earlier pattern's."""

    def __init__(self) -> None:
        self.found: list[Match] = []
        # (kind, role, value) -> the starts and ends of its kept spans, sorted; they never overlap.
        self.spans: dict[tuple[str, str, str | None], tuple[list[int], list[int]]] = {}

    def add(self, pattern: Pattern, value: str | None, where: Span) -> None:
        """Keep a match unless one kept with the same key overlaps it."""
        kind, role = pattern.plain_kind_and_role
        starts, ends = self.spans.setdefault((kind, role, value), ([], []))
        # The kept spans are disjoint, so sorted by start they are sorted by end too: only the
        # last one starting before this match ends can overlap it.
        i = bisect_left(starts, where[1]) - 1
        if i >= 0 and ends[i] > where[0]:
            return
        starts.insert(i + 1, where[0])
        ends.insert(i + 1, where[1])
        self.found.append((kind, role, value, where[0], where[1]))

    def in_text_order(self) -> tuple[Match, ...]:
        """The kept matches by start, then end."""
        self.found.sort(key=lambda f: (f[3], f[4]))
        return tuple(self.found)
