"""Normalization: plain punctuation, the card's own name as "~", reminder text set aside.

Every rewrite keeps, for each character of the new text, the span of original characters it
stands for (`TrackedText`), so any node built from normalized text can point back into the
card's original text.
"""

from __future__ import annotations

import re
from array import array
from bisect import bisect_left
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtglinks.tree import Reminder, Span

if TYPE_CHECKING:
    from mtglinks.text.names import NameMatcher

# Characters that mean the same thing to the grammar, whatever the printing used.
_CHAR_MAP = {
    "\u2018": "'",
    "\u2019": "'",
    "\u02bc": "'",
    "\u201c": '"',
    "\u201d": '"',
    "\u201e": '"',
    "\u00ab": '"',
    "\u00bb": '"',
    "\u2212": "-",  # minus sign, in −1/−1 and loyalty costs
    "\u2011": "-",
    "\u00a0": " ",
    "\u202f": " ",
    "\u2009": " ",
    "\u2007": " ",
    "\u200b": "",
    "\ufeff": "",
    "\u25cf": "•",  # ●
    "\u2022": "•",
    "\u2015": "—",
    "\u2014": "—",
    "\t": " ",
    # Old printings spell "Æther"; the card's name (and Oracle) says "Aether".
    "\u00c6": "Ae",
    "\u00e6": "ae",
}
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
# Every other white space but the paragraph breaks: em spaces, ideographic space, U+2028, U+0085, …
_ODD_SPACE = re.compile(r"[^\S\n\r ]")
# An en dash or a spaced hyphen between words is a separator; between digits it is a range.
_DASH_AS_SEPARATOR = re.compile(r"(?<![0-9])\u2013(?![0-9])|(?<=\s)-(?=\s)|(?<=\S)--(?=\S|\s)")
_DIGIT_DASH = re.compile(r"\u2013")
_SPACES = re.compile(r" {2,}")


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

    def slice(self, start: int, end: int) -> TrackedText:
        return TrackedText(self.text[start:end], self.starts[start:end], self.ends[start:end])

    def sub(self, pattern: re.Pattern[str], repl: str | Callable[[re.Match[str]], str]) -> TrackedText:
        """re.sub that keeps the offsets: replacement characters stand for the whole match."""
        if pattern.search(self.text) is None:
            return self
        pieces: list[str] = []
        starts = array("q")
        ends = array("q")
        last = 0
        for m in pattern.finditer(self.text):
            a, b = m.span()
            pieces.append(self.text[last:a])
            starts.extend(self.starts[last:a])
            ends.extend(self.ends[last:a])
            new = repl(m) if callable(repl) else m.expand(repl)
            if new == m.group():  # left as it was: each character keeps its own offsets
                pieces.append(new)
                starts.extend(self.starts[a:b])
                ends.extend(self.ends[a:b])
                last = b
                continue
            if a < b:
                s, e = self.starts[a], self.ends[b - 1]
            else:
                s = e = self.starts[a] if a < len(self.starts) else (self.ends[-1] if self.ends else 0)
            pieces.append(new)
            starts.extend([s] * len(new))
            ends.extend([e] * len(new))
            last = b
        pieces.append(self.text[last:])
        starts.extend(self.starts[last:])
        ends.extend(self.ends[last:])
        return TrackedText("".join(pieces), starts, ends)

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
        left = len(self.text) - len(self.text.lstrip())
        right = len(self.text.rstrip())
        return self.slice(left, max(left, right))


_CHARS_TO_MAP = re.compile("[" + re.escape("".join(_CHAR_MAP)) + "]")
# Whatever any pass of `clean_characters` rewrites. Each pass only changes text that its own
# pattern matches, so a text none of them matches goes through them all unchanged.
_ANY_TO_CLEAN = re.compile(
    "|".join(p.pattern for p in (_CHARS_TO_MAP, _CONTROL, _ODD_SPACE, _DASH_AS_SEPARATOR, _DIGIT_DASH, _SPACES))
)


def _nested_guillemets(text: str) -> set[int]:
    """Positions of « » inside other « »: French quotes a counter's name inside a granted ability
    (« … marqueurs « charge » sur elle. »). Made plain they would close the outer quote early."""
    nested: set[int] = set()
    depth = 0
    for i, char in enumerate(text):
        if char == "\u00ab":
            if depth:
                nested.add(i)
            depth += 1
        elif char == "\u00bb" and depth:
            depth -= 1
            if depth:
                nested.add(i)
    return nested


def clean_characters(text: TrackedText) -> TrackedText:
    """Quotes, dashes, minus signs, bullets, odd spaces and control characters made plain.

    Nested « » stay as they are: the grammar reads them as part of the quoted ability's words.
    """
    if _ANY_TO_CLEAN.search(text.text) is None:
        return text  # plain text: none of the passes below would change a character
    nested = _nested_guillemets(text.text) if "\u00ab" in text.text else set()
    out = text.sub(_CHARS_TO_MAP, lambda m: m.group() if m.start() in nested else _CHAR_MAP[m.group()])
    out = out.sub(_CONTROL, " ")
    out = out.sub(_ODD_SPACE, " ")
    out = out.sub(_DASH_AS_SEPARATOR, "—")
    out = out.sub(_DIGIT_DASH, "-")
    out = out.sub(_SPACES, " ")
    return out


_REMINDER = re.compile(r"\(([^()]*(?:\([^()]*\)[^()]*)*)\)")


def split_reminders(text: TrackedText) -> tuple[TrackedText, list[Reminder]]:
    """Remove parenthesized reminder text from the rules text and keep it aside.

    Parentheses inside quotes belong to the quoted ability and are left for it.
    """
    reminders: list[Reminder] = []
    if "(" in text.text:  # without a parenthesis there is no reminder (nor quotes to look for)
        inside = _inside_quotes(text.text)

        def take(m: re.Match[str]) -> str:
            if inside(m.start()):
                return m.group()
            reminders.append(Reminder("reminder", m.group(1).strip(), text.span(*m.span(1))))
            return " "

        rest = text.sub(_REMINDER, take)
    else:
        rest = text
    rest = rest.sub(_SPACES, " ").strip()
    rest = rest.sub(_SPACE_BEFORE_MARK, "")
    return rest, reminders


_SPACE_BEFORE_MARK = re.compile(r"\s+(?=[.,;:])")


def replace_self_references(text: TrackedText, pattern: re.Pattern[str] | None) -> TrackedText:
    """Every match of a self-reference pattern ("this creature", "esta criatura") becomes "~".

    Inside quotes the template names the object that gets the quoted ability (a token, the
    equipped creature), not the card, so quoted text keeps its words.
    """
    if pattern is None:
        return text
    if '"' not in text.text:
        return text.sub(pattern, "~")
    inside = _inside_quotes(text.text)
    return text.sub(pattern, lambda m: m.group() if inside(m.start()) else "~")


_QUOTED_TEXT = re.compile(r'"[^"]*"')


def _inside_quotes(text: str) -> Callable[[int], bool]:
    """Whether an offset lies strictly inside a quoted span ("…"), by binary search over the spans
    (they never overlap), so that checking every match of a long text stays n log n."""
    quoted = [m.span() for m in _QUOTED_TEXT.finditer(text)]
    ends = [b for _, b in quoted]

    def inside(at: int) -> bool:
        i = bisect_left(ends, at + 1)  # the first quote that ends after `at`
        return i < len(quoted) and quoted[i][0] < at

    return inside


def replace_card_name(text: TrackedText, matcher: NameMatcher | None) -> TrackedText:
    """The card's own name, in whatever form the language gives it, becomes "~".

    A contraction keeps its preposition: "del Ángel" -> "de ~", "au Gardien" -> "à ~".
    """
    if matcher is None:
        return text
    return text.replace_spans(matcher.spans(text.text))
