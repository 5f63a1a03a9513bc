"""Another face's type line printed inside a card's text, as printed text gathered from several sources has it:
a modal double-faced card's back ("{T}: Agrega {B}.\\nTierra\\n{T}: Agrega {G}."), or the stray heading of a
face whose text is missing ("…\\nConjuro\\n{4}{B}{B}", "…\\nDieu\\n{1}{G}{G}").

Such a line is no rules text: the face is cut before it, and the line (with the mana cost printed on the line after
it) becomes the heading of a face of its own, whose `type_line` it is, like the heading of a split card's second
half after "//" (`assemble._split_halves`). What follows the heading is read as that face's abilities, so no words
are dropped: they are counted as the heading they are.

A line is such a heading when it is not the face's first line, holds one to four words and nothing else (no period,
no colon, no number), every word a card type, a supertype or a subtype of the language (`lang/<code>/type_line_words.py`
and `subtypes.txt`), and it either names a card type or a mana cost alone follows it: a subtype alone ("Dieu") is a
heading only with its cost after it. The face's own type line printed as its first line, before its text ("Créature :
loup-garou\n{B} : …"), is that face's heading alike (a card type named, text after it). A language with no
`type_line_words` module cuts nothing.
"""

from __future__ import annotations

import re
from functools import cache
from importlib import import_module, resources
from typing import Any

from mtglinks.text.paragraphs import paragraphs

_MANA_COST_LINE = re.compile(r"^(?:\{[^{}\s]{1,5}\})+$")
# The words of a type line: letters, a hyphen inside a subtype ("loup-garou"), the dash before the subtypes.
_TYPE_LINE = re.compile(r"^[^\W\d_][^\W\d_ \t'’-]*(?:[ \t'’-]+(?:[—–:][ \t]+)?[^\W\d_]+){0,3}$")
_WORD_BREAK = re.compile(r"[\s—–:]+")


@cache
def _words(code: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """(card types, every type-line word) of a language in lower case, or None when it has no such list."""
    try:
        module = import_module(f"mtglinks.lang.{code}.type_line_words")
    except ModuleNotFoundError:
        return None
    card_types: frozenset[str] = module.CARD_TYPES
    supertypes: frozenset[str] = module.SUPERTYPES
    try:
        text = (resources.files(f"mtglinks.lang.{code}") / "subtypes.txt").read_text(encoding="utf-8")
    except FileNotFoundError:
        text = ""
    subtypes = {line.strip().lower() for line in text.splitlines() if line.strip()}
    return card_types, card_types | supertypes | frozenset(subtypes)


def _heading(lines: list[str], at: int, card_types: frozenset[str], known: frozenset[str], alone: bool = False) -> int:
    """How many lines from `at` are another face's heading (its type line, then perhaps its mana cost): 0 if none.
    `alone`: the type line only, which must then name a card type."""
    line = lines[at]
    if "." in line or not _TYPE_LINE.match(line):  # (a sentence's period: no type line, the regex not tried)
        return 0
    words = [w for w in _WORD_BREAK.split(line.lower()) if w]
    if not words or any(w not in known for w in words):
        return 0
    costed = not alone and at + 1 < len(lines) and bool(_MANA_COST_LINE.match(lines[at + 1]))
    if not costed and not any(w in card_types for w in words):
        return 0
    return 2 if costed else 1


def cut_stray_headings(face: dict[str, Any], code: str) -> list[dict[str, Any]]:
    """A face -> itself, or the face cut before each other face's heading printed in its text; each part after the
    first has the heading's type line and `header`, the number of its heading lines (which are no rules text)."""
    words = _words(code)
    text: str = face["text"]
    if words is None or "\n" not in text or face.get("header"):
        return [face]
    card_types, known = words
    spans = paragraphs(text)
    lines = [raw.strip() for raw, _ in spans]
    first = next((i for i, line in enumerate(lines) if line), len(lines))
    if first < len(lines) and lines[first] == "//":
        return [face]  # a split card's half: its heading is read by `assemble._header_lines`
    # the face's own type line printed as its first line, before its text ("Créature : loup-garou\n{B} : …")
    own = first < len(lines) and any(lines[first + 1 :]) and _heading(lines, first, card_types, known, alone=True)
    cuts: list[tuple[int, int, str]] = []  # (where the heading starts, its lines, its type line)
    for at in range(first + 1, len(lines)):
        begin = spans[at][1]
        if text[begin - 1] != "\n" or text[begin - 2 : begin] == "\r\n":
            continue  # the faces' texts are joined again with "\n" alone
        size = _heading(lines, at, card_types, known)
        if size:
            cuts.append((begin, size, lines[at]))
    head = {"header": first + 1, "type_line": face.get("type_line") or lines[first]} if own else {}
    if not cuts:
        return [{**face, **head}] if head else [face]
    parts = [{**face, **head, "text": text[: cuts[0][0] - 1]}]
    for (begin, size, type_line), end in zip(cuts, [c[0] - 1 for c in cuts[1:]] + [len(text)], strict=True):
        parts.append({"name": None, "text": text[begin:end], "type_line": type_line, "header": size})
    return parts
