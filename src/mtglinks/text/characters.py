"""Characters made plain, offsets kept: curly quotes, guillemets, dashes, minus signs, bullets, odd
spaces and control characters, whatever the printing used. The first step of normalization, and what
a card's name goes through before it is looked for in its text."""

from __future__ import annotations

import re

from mtglinks.text.tracked import TrackedText

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
# "—" and "•" map to themselves (the map names them as the plain forms): only the others change text.
_CHARS_TO_MAP = re.compile("[" + re.escape("".join(k for k, v in _CHAR_MAP.items() if k != v)) + "]")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
# Every other white space but the paragraph breaks: em spaces, ideographic space, U+2028, U+0085, …
_ODD_SPACE = re.compile(r"[^\S\n\r ]")
# A dash between words is a separator (it becomes "—"); between digits it is a range ("LEVEL 1-3").
# Each branch opens with its dash and looks behind from there, so the regex engine scans for the dash alone:
# branches that opened with a lookbehind were tried at every position (ten times as slow on a paragraph with "-").
_DASH_AS_SEPARATOR = re.compile(
    r"""
      \u2013 (?<![0-9]\u2013) (?![0-9])   # an en dash not between digits:   "Seuil – La créature enchantée"
    | - (?: (?<=\s-) (?=\s)              # a hyphen with space either side: "Seuil - La créature enchantée"
          | (?<=\S-) - (?=\S|\s)         # a double hyphen after a word:    "Seuil--La créature enchantée"
          | (?<=\S[ ]-) $                 # a hyphen ending a paragraph:     "Choisissez deux -" (modes follow)
          )
    """,
    re.VERBOSE,
)
_DIGIT_DASH = re.compile(r"\u2013")
# An asterisk opening a paragraph before a space is a mode's bullet, as some printed texts type it ("* Destruye …").
_ASTERISK_BULLET = re.compile(r"^\*(?= )")
SPACE_RUNS = re.compile(r" {2,}")
# Whatever any pass of `clean_characters` rewrites, as one character class where the pass needs
# one character, and plain substring tests where it needs two: a text none of them finds goes
# through every pass unchanged. (One alternation of the passes' own patterns tried each of them,
# lookbehinds included, at every position: three times as slow on the text of a card.)
# The odd spaces are spelt out (every white space is below U+3001), so that the three passes' characters
# are one class: three alternatives took five times as long to search a paragraph.
_ODD_SPACES = "".join(_ODD_SPACE.findall("".join(map(chr, range(0x3001)))))
_ONE_CHARACTER_TO_CLEAN = re.compile(
    "[" + _CHARS_TO_MAP.pattern[1:-1] + _CONTROL.pattern[1:-1] + re.escape(_ODD_SPACES) + "]"
)


# The ASCII characters `_ONE_CHARACTER_TO_CLEAN` does not hold (every printable one and the line feed), as bytes:
# deleting them from an ASCII text's bytes leaves what the class would find (`bytes.translate`, a table lookup a
# byte, where the class's search took three times as long).
_ASCII_KEPT = bytes(code for code in range(128) if _ONE_CHARACTER_TO_CLEAN.match(chr(code)) is None)


def _needs_cleaning(text: str) -> bool:
    """Whether any pass of `clean_characters` would change `text`."""
    if text.isascii():  # most English paragraphs: no en dash either
        one_character = bool(text.encode("ascii").translate(None, _ASCII_KEPT))
    else:
        one_character = _ONE_CHARACTER_TO_CLEAN.search(text) is not None or "\u2013" in text
    return (
        one_character  # and _DASH_AS_SEPARATOR's en dash, _DIGIT_DASH
        or "  " in text  # SPACE_RUNS
        or ("-" in text and _DASH_AS_SEPARATOR.search(text) is not None)
        or text.startswith("* ")  # _ASTERISK_BULLET
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
    if not _needs_cleaning(text.text):
        return text  # plain text: none of the passes below would change a character
    nested = _nested_guillemets(text.text) if "\u00ab" in text.text else set()
    out = text.sub(_CHARS_TO_MAP, lambda m: m.group() if m.start() in nested else _CHAR_MAP[m.group()])
    out = out.sub(_CONTROL, " ")
    out = out.sub(_ODD_SPACE, " ")
    out = out.sub(_DASH_AS_SEPARATOR, "—")
    out = out.sub(_DIGIT_DASH, "-")
    out = out.sub(_ASTERISK_BULLET, "•")
    out = out.sub(SPACE_RUNS, " ")
    return out


def clean_string(text: str) -> str:
    """`clean_characters` of a plain string (a card's name), without offsets to keep."""
    return clean_characters(TrackedText.of(text)).text if _needs_cleaning(text) else text


__all__ = ["SPACE_RUNS", "clean_characters", "clean_string"]
