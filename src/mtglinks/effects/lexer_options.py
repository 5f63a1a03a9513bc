"""Options listed as plain words after a choice's verb (`lexer.Lexicon.tokens`): "As ~ enters, choose armor, blood,
book, bottle, fang, fire, scroll, spear, sword, or water." is one CHOICE token whose value names its options
("armor_or_blood_or_…_or_water"), as the lexicon names a pair it holds ("war or peace": "war_or_peace"), options
without rules meaning (607.2f). Tried only at a word the lexicon does not know, right after a terminal of the
language's OPTIONS_AFTER table (English CHOOSE), so no sentence the lexicon reads pays for it.
"""

from __future__ import annotations

import re

Piece = tuple[str, str, str, int, int]  # kind, words as written, in lower case, start, end (`Lexicon._pieces`)

# One plain word: letters, hyphens between them ("white-bordered"); no number, mana symbol or possessive.
_PLAIN = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")


def listed_options(
    pieces: list[Piece], i: int, or_words: frozenset[str], single: bool = False
) -> tuple[int, str] | None:
    """The options listed from piece i to the sentence's end (its number of pieces, the value "a_or_b_or_c"), or None:
    two or more plain words, a comma between each two and the language's "or" before the last ("armor, blood, or
    water", "fame or fortune"), nothing after them but the sentence's period. `single`: one option named, a plain word
    with a comma after it ("For each player who chose fame, …")."""
    if single:
        plain = i + 1 < len(pieces) and pieces[i][0] == "WORD" and pieces[i + 1][0] == "_COMMA"
        return (1, pieces[i][2]) if plain and _PLAIN.fullmatch(pieces[i][1]) and pieces[i][2] not in or_words else None
    options: list[str] = []
    j, count = i, len(pieces)
    last = False
    while True:
        if j >= count or pieces[j][0] != "WORD" or not _PLAIN.fullmatch(pieces[j][1]) or pieces[j][2] in or_words:
            return None
        options.append(pieces[j][2])
        j += 1
        if last:
            break
        if j < count and pieces[j][0] == "_COMMA":
            j += 1
        if j < count and pieces[j][2] in or_words:
            j, last = j + 1, True
        elif j == count or pieces[j - 1][0] != "_COMMA":
            return None  # no comma nor "or" after an option that is not the last
    if j < count and not (pieces[j][0] == "_PERIOD" and j + 1 == count):
        return None
    return j - i, "_or_".join(options)
