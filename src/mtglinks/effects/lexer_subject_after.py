"""A subject with a determiner of its own after a comma or "and", before its verb, opening a new clause
(`lexer_neighbours._opens_clause`, which reads only bare subjects, "~", "you", "it", before a verb).

Without it the comma is read as the next item of a list of objects, and the verb after the object stops the
reading: "If you cast a spell this way, that artifact enters tapped.", "… instead sacrifice ~ and that land gains
indestructible until end of turn.", "When you discard a creature card this way, target creature you control can't be
blocked this turn.", "If there are two or more instant and/or sorcery cards in your graveyard, creatures you control
gain indestructible until end of turn." Only these few shapes, so a list of objects ("target creature, target
artifact, and target land") keeps its reading: an item of a list is not followed by a verb, and a list's last item
comes after ", and", where only "that" + noun + verb is read.
"""

from __future__ import annotations

from collections.abc import Collection

from mtglinks.effects.lexer_tokens import Token

_NOUNS = frozenset({"TYPE", "NOUN", "SUBTYPE"})
# the first words of such a subject (a cheap test before the others)
OWN_SUBJECTS = frozenset({"THAT", "TARGET", *_NOUNS})
_SEPARATORS = frozenset({"_COMMA", "AND", "THEN"})


def subject_opens(tokens: list[Token], j: int, verbs: Collection[str]) -> bool:
    """Whether tokens[j:] open a clause with a subject of its own determiner, after the separators before j:
    "that" and a noun then a verb (after a comma or "and"); after a lone comma, also "target" and a noun, or a noun
    and who controls it, then a verb."""
    n = len(tokens)
    kind = tokens[j].type
    if kind == "THAT":
        return j + 2 < n and tokens[j + 1].type in _NOUNS and tokens[j + 2].type in verbs
    if tokens[j - 1].type != "_COMMA" or (j > 1 and tokens[j - 2].type in _SEPARATORS):  # a lone comma only
        return False
    k = j + 1 if kind == "TARGET" else j
    if k >= n or tokens[k].type not in _NOUNS:
        return False
    k += 1
    if k < n and tokens[k].type == "CONTROLLER":
        k += 1
    elif kind != "TARGET":  # "creatures you control gain …": a bare noun only with who controls it
        return False
    return k < n and tokens[k].type in verbs
