"""The keyword names at a text's start, tried only where they can open with the text's first character.

A language's keyword regex (`Language.keyword_pattern`: every keyword name, longest first, case-insensitive,
then no word character) is one alternation of a few hundred names. Python's regex engine tries each name in
turn at the text's start, and with case-insensitive literals it cannot skip a name by its first character:
a match took 5-15 µs, and every chunk of a keyword line, every label and every cost before a colon is
matched. `KeywordNames.match` gives the same match from the names whose first character matches the text's
first one (whether it does is asked of the regex engine itself, with the same flags), in the same order:
the others cannot match there, so the name the whole alternation would find is found.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

# The regex of names in the order given, at a text's start, case-insensitive, followed by no word character.
_TEMPLATE = r"(?i)^(?:{})(?![\w'-])"

# At most this many first characters are kept (a garbage text may open with any of thousands).
_KEPT_FIRSTS = 1024


def keyword_regex(names: Sequence[str]) -> str:
    """The regex of the keyword names, tried longest first (`Language.keyword_pattern`)."""
    return _TEMPLATE.format("|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)))


class KeywordNames:
    """Matches a text's start as `re.compile(keyword_regex(names)).match` does (see the module docstring)."""

    def __init__(self, names: Sequence[str]) -> None:
        self._names = sorted(names, key=len, reverse=True)  # the whole regex's order
        self.whole = re.compile(keyword_regex(names))
        # each distinct first character of a name, as a regex of its own (as `re.escape` writes it in the name)
        self._openers = {n[0]: re.compile("(?i)" + re.escape(n[0])) for n in self._names if n}
        self._by_first: dict[str, re.Pattern[str] | None] = {}
        self._by_names: dict[tuple[str, ...], re.Pattern[str]] = {}

    def match(self, text: str) -> re.Match[str] | None:
        """The longest-first keyword name at the text's start, as the whole regex matches it."""
        if not text:
            return self.whole.match(text)
        first = text[0]
        try:
            pattern = self._by_first[first]
        except KeyError:
            pattern = self._pattern_for(first)
        return pattern.match(text) if pattern is not None else None

    def _pattern_for(self, first: str) -> re.Pattern[str] | None:
        """The regex of the names that may open with `first` (None: no name can), kept for the next text."""
        opens = {c for c, opener in self._openers.items() if opener.fullmatch(first)}
        names = tuple(n for n in self._names if not n or n[0] in opens)
        pattern = None
        if names:
            pattern = self._by_names.get(names)
            if pattern is None:
                pattern = self._by_names[names] = re.compile(keyword_regex(names))
        if len(self._by_first) < _KEPT_FIRSTS:
            self._by_first[first] = pattern
        return pattern
