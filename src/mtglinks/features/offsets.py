"""Offsets between a lemma text and its normalized text, quoted parts, and the pieces a long text is
searched in."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence

from mtglinks.span import Span


class Words:
    """The tokens of a normalized text and where their lemmas sit in the lemma text."""

    def __init__(self, spans: list[tuple[int, int]], lemmas: list[str]) -> None:
        self.spans = spans
        self.starts: list[int] = []  # lemma-text offset of each word
        pos = 0
        for lemma in lemmas:
            self.starts.append(pos)
            pos += len(lemma) + 1
        self.ends = [s + len(lemma) for s, lemma in zip(self.starts, lemmas, strict=True)]

    def to_text(self, a: int, b: int) -> Span | None:
        """Lemma-text offsets -> normalized offsets of the words they cover (the first word that
        ends after a, the last that starts before b; both lists are increasing)."""
        first = bisect_right(self.ends, a)
        last = bisect_left(self.starts, b) - 1
        if first >= len(self.ends) or last < 0 or last < first:
            return None
        return self.spans[first][0], self.spans[last][1]


def in_quotes(quoted: Sequence[Span]) -> Callable[[int], bool]:
    """Whether a normalized offset lies in a quoted part, its opening mark included."""
    quote_starts = [a for a, _ in quoted]

    def inside(at: int) -> bool:
        i = bisect_right(quote_starts, at) - 1  # quotes do not overlap: only the last one opened can hold it
        return i >= 0 and at < quoted[i][1]

    return inside


# A lemma text longer than LONG_TEXT characters (no real ability comes near: the longest paragraph
# of the shared corpora has 645) is searched in pieces of at most PIECE characters, cut after a
# sentence's period or semicolon where there is one in the piece's second half, else after a comma,
# else between two words. A regex such as "choose [^.;]*? and …" retries from every "choose" up to the end of the
# sentence, which costs the square of the sentence's length ("choose a color, " * 20000 took
# 99 s); in pieces it costs at most PIECE times the length. A match that would run across two
# pieces is not found.
LONG_TEXT = 4096
PIECE = 1024


def pieces(lemma_text: str) -> list[tuple[int, int]]:
    """(start, end) of the pieces a long lemma text is searched in; the whole text if it is short.
    Searching the whole string between pos and endpos keeps lookbehinds and '^' as in the whole."""
    n = len(lemma_text)
    if n <= LONG_TEXT:
        return [(0, n)]
    out: list[tuple[int, int]] = []
    start = 0
    while n - start > PIECE:
        cut = _cut(lemma_text, start)
        out.append((start, cut))
        start = cut
    out.append((start, n))
    return out


def _cut(lemma_text: str, start: int) -> int:
    """Where the piece that starts at `start` ends: after a sentence's end in its second half, else
    after a clause's, else after any word's; at PIECE characters when it has no space at all."""
    end = start + PIECE
    half = start + PIECE // 2
    for mark in (" . ", " ; ", " , ", " "):
        at = lemma_text.rfind(mark, half, end)
        if at >= 0:
            return at + len(mark)  # the next piece starts with the next word
    return end
