"""The keyword names at a text's start, in one regex that tries only the names opening with the text's first letter.

A language's keyword regex (`Language.keyword_pattern`: every keyword name, longest first, case-insensitive,
then no word character) is one alternation of a few hundred names. Python's regex engine tries each name in
turn at the text's start, and with case-insensitive letters it cannot skip one by its first letter: a match
took 5-15 µs, and every chunk of a keyword line, every label and every cost before a colon is matched.
`KeywordNames` writes the same names grouped by their first letter, that letter once before the rest of each
("f(?:lying|irst strike|…)|t(?:rample|…)"): the engine tries a group's names only where its letter matches.
The names of a group keep their order, and no two groups' letters match one character (else the names are
one alternation, as before), so the name the whole alternation finds is found.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cached_property

# The regex of an alternation at a text's start, case-insensitive, followed by no word character.
_TEMPLATE = r"(?i)^(?:{})(?![\w'-])"


def keyword_regex(names: Sequence[str]) -> str:
    """The regex of the keyword names, tried longest first (`Language.keyword_pattern`)."""
    return _TEMPLATE.format("|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)))


def grouped_regex(names: Sequence[str]) -> str:
    """`keyword_regex` with the names grouped by their first letter, or `keyword_regex` itself where two first
    letters could match one character (the regex engine's case-insensitive letters decide) or a name is empty."""
    groups: dict[str, list[str]] = {}
    for name in sorted(names, key=len, reverse=True):
        if not name:
            return keyword_regex(names)
        groups.setdefault(name[0], []).append(re.escape(name[1:]))
    openers = {first: re.compile("(?i)" + re.escape(first)) for first in groups}
    if any(a != b and opener.fullmatch(b) for a, opener in openers.items() for b in groups):
        return keyword_regex(names)
    return _TEMPLATE.format("|".join(f"{re.escape(first)}(?:{'|'.join(rests)})" for first, rests in groups.items()))


class KeywordNames:
    """Matches a text's start as `re.compile(keyword_regex(names)).match` does (see the module docstring)."""

    def __init__(self, names: Sequence[str]) -> None:
        self._names = tuple(names)
        self.match = re.compile(grouped_regex(self._names)).match

    @cached_property
    def whole(self) -> re.Pattern[str]:
        """The names' one alternation (`keyword_regex`), compiled when asked for."""
        return re.compile(keyword_regex(self._names))
