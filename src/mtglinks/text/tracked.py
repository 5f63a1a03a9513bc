"""Text that remembers where it came from: each character keeps the span of original text it stands for.

Every rewrite of normalization (`sub`, `replace_spans`, `strip`, `slice`) returns a new `TrackedText`
whose offset map still points into the card's original text, so any node built from normalized text
can show its original words.
"""

from __future__ import annotations

import re
from array import array
from bisect import bisect_left
from collections.abc import Callable
from dataclasses import dataclass

from mtglinks.span import Span

# 0, 1, 2, …: the offsets of an unchanged text are slices of it (a copy in C, not a loop).
_COUNTING = array("q", range(4096))


@dataclass
class TrackedText:
    """A string and, for each of its characters, the original span it came from."""

    text: str
    # array("q") of character offsets: 8 bytes each, where a list of ints costs 36
    starts: array[int]
    ends: array[int]

    @classmethod
    def of(cls, text: str, base: int = 0) -> TrackedText:
        """Unchanged text whose first character sits at `base` in the original."""
        end = base + len(text) + 1
        if end > len(_COUNTING):  # grown once to the longest text seen; slices are copies
            _COUNTING.extend(range(len(_COUNTING), max(end, 2 * len(_COUNTING))))
        return cls(text, _COUNTING[base : end - 1], _COUNTING[base + 1 : end])

    def span(self, start: int, end: int) -> Span:
        """The original span of normalized characters [start, end)."""
        if not self.starts:
            return (0, 0)
        if end <= start:
            at = self.starts[start] if start < len(self.starts) else self.ends[-1]
            return (at, at)
        return (self.starts[start], self.ends[end - 1])

    def locate(self, original: Span) -> Span | None:
        """The characters [start, end) that stand for exactly the original span `original` (an
        unchanged character, or the replacement of those original words); None when no character
        does any more (a later rewrite took them into a larger replacement, or removed them)."""
        first = bisect_left(self.starts, original[0])  # starts never decrease along the text
        while first < len(self.starts) and self.starts[first] == original[0] and self.ends[first] != original[1]:
            first += 1  # an inserted character, or an unchanged one where a replacement is sought
        end = first
        while end < len(self.starts) and self.starts[end] == original[0] and self.ends[end] == original[1]:
            end += 1
        return (first, end) if end > first else None

    def slice(self, start: int, end: int) -> TrackedText:
        """The characters [start, end), with their offsets."""
        return TrackedText(self.text[start:end], self.starts[start:end], self.ends[start:end])

    def sub(self, pattern: re.Pattern[str], repl: str | Callable[[re.Match[str]], str]) -> TrackedText:
        """re.sub that keeps the offsets: replacement characters stand for the whole match."""
        first = pattern.search(self.text)
        if first is None:
            return self
        pieces: list[str] = []
        starts = array("q")
        ends = array("q")
        last = 0
        # A template without a backslash is its own expansion (`m.expand` imports `re` at each call).
        plain = repl if isinstance(repl, str) and "\\" not in repl else None
        # From the first match on: the text before it has none (lookbehinds still see it).
        for m in pattern.finditer(self.text, first.start()):
            a, b = m.span()
            pieces.append(self.text[last:a])
            starts.extend(self.starts[last:a])
            ends.extend(self.ends[last:a])
            new = plain if plain is not None else repl(m) if callable(repl) else m.expand(repl)
            if new == m.group():  # left as it was: each character keeps its own offsets
                pieces.append(new)
                starts.extend(self.starts[a:b])
                ends.extend(self.ends[a:b])
                last = b
                continue
            s, e = self._replaced(a, b)
            pieces.append(new)
            starts.extend([s] * len(new))
            ends.extend([e] * len(new))
            last = b
        pieces.append(self.text[last:])
        starts.extend(self.starts[last:])
        ends.extend(self.ends[last:])
        return TrackedText("".join(pieces), starts, ends)

    def _replaced(self, a: int, b: int) -> Span:
        """The original span a replacement of characters [a, b) stands for (an empty match: a point)."""
        if a < b:
            return self.starts[a], self.ends[b - 1]
        at = self.starts[a] if a < len(self.starts) else (self.ends[-1] if self.ends else 0)
        return at, at

    def replace_spans(self, spans: list[tuple[int, int, str]]) -> TrackedText:
        """Replace non-overlapping (start, end, replacement) spans, in order, keeping offsets."""
        if not spans:
            return self
        text = self.text
        pieces: list[str] = []
        starts = array("q")
        ends = array("q")
        last = 0
        for a, b, replacement in spans:
            pieces.append(text[last:a])
            starts.extend(self.starts[last:a])
            ends.extend(self.ends[last:a])
            pieces.append(replacement)
            starts.extend([self.starts[a]] * len(replacement))
            ends.extend([self.ends[b - 1]] * len(replacement))
            last = b
        pieces.append(text[last:])
        starts.extend(self.starts[last:])
        ends.extend(self.ends[last:])
        return TrackedText("".join(pieces), starts, ends)

    def strip(self) -> TrackedText:
        """Without the white space at either end (itself when there is none: nothing changes a TrackedText)."""
        text = self.text
        if not text or not (text[0].isspace() or text[-1].isspace()):
            return self
        left = len(self.text) - len(self.text.lstrip())
        right = len(self.text.rstrip())
        return self.slice(left, max(left, right))
