"""A card text's paragraphs: split at every line break, each with its offset in the text.

The one place that says what a paragraph break is ("\\r\\n" counts as one break), so that the parser,
the labels' paragraph numbers and the Oracle comparison count paragraphs alike.
"""

from __future__ import annotations

import re

PARAGRAPH_BREAK = re.compile(r"\r\n|\r|\n")


def paragraphs(text: str) -> list[tuple[str, int]]:
    """Each paragraph of `text` (blank ones too) with its start offset in `text`."""
    out: list[tuple[str, int]] = []
    start = 0
    if "\r" not in text:  # most texts: "\n" alone breaks paragraphs, and `split` finds the same pieces
        for piece in text.split("\n"):
            out.append((piece, start))
            start += len(piece) + 1
        return out
    for found in PARAGRAPH_BREAK.finditer(text):
        out.append((text[start : found.start()], start))
        start = found.end()
    out.append((text[start:], start))
    return out
