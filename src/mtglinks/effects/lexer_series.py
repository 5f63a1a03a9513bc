"""Commas inside a phrase and the end of a relative clause, set on the effect lexer's tokens (`lexer.Lexicon.tokens`
calls `series` for a language that lists its verbs' agreeing endings, FINITE_ENDINGS)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtglinks.effects.lexer_tokens import Token


def series(tokens: list[Token], finite: tuple[str, ...], not_finite: tuple[str, ...], verbs: frozenset[str]) -> None:
    """Commas inside a phrase, and where a relative clause ends, set on the tokens: "can't attack, block, or transform"
    (SERIES for the commas of a series of verbs after "can't", which would otherwise each open a clause; of subtypes
    after "is a"); "Each player who can't discards a card" (CANT_ALONE: "can't" ends the relative clause when the verb
    after it agrees with the subject, an ending of the language's FINITE_ENDINGS, for "can't" takes the bare verb)."""
    kinds = [token.type for token in tokens]
    if "SUBTYPE" in kinds and "OR" in kinds:  # "for each Dwarf, Equipment, and/or Vehicle you control"
        _listed_subtypes(tokens, kinds)
    if "CANT" not in kinds and "BE" not in kinds and "IT_IS" not in kinds:  # most sentences: none of them, no series
        return
    n = len(tokens)
    for k, token in enumerate(tokens):
        if token.type in ("BE", "IT_IS"):  # "If that creature is a Bird, Frog, Otter, or Rat, …"
            _subtypes(tokens, k + 1 + (k + 1 < n and tokens[k + 1].type == "DET_A"))
        if token.type != "CANT" or k + 1 >= n or tokens[k + 1].type not in verbs:
            continue
        word = tokens[k + 1].text.split()[0].lower()
        if k and tokens[k - 1].type == "WHO" and word.endswith(finite) and not word.endswith(not_finite):
            token.type = "CANT_ALONE"
        else:
            _verbs(tokens, k + 2, verbs)


def _verbs(tokens: list[Token], j: int, verbs: frozenset[str]) -> None:
    """SERIES for the commas of a series of verbs from j (after "can't" and its first verb), its last comma the one
    before "or": "can't attack, block, or transform"; none where a comma is followed by no verb."""
    n = len(tokens)
    commas: list[int] = []
    while j + 1 < n and tokens[j].type not in ("_PERIOD", "_SEMICOLON", "AND", "THEN"):
        if tokens[j].type == "_COMMA":
            if tokens[j + 1].type == "OR":
                if commas and j + 2 < n and tokens[j + 2].type in verbs:
                    for at in (*commas, j):
                        tokens[at].type = "SERIES"
                return
            if tokens[j + 1].type not in verbs:
                return
            commas.append(j)
        j += 1


# the words a series of subtypes read as one object's follows, besides "is (a)": "for each Dwarf, Equipment, and/or
# Vehicle you control", "that isn't a Demon, Devil, or Imp", "create a Clue, Food, or Treasure token"; its commas
# LIST_SERIES, apart from the SERIES of "is a Bird, Frog, Otter, or Rat" (a condition's, not an object's words)
_BEFORE_LIST = frozenset({"FOR_EACH", "DET_A", "THAT_IS"})


def _listed_subtypes(tokens: list[Token], kinds: list[str]) -> None:
    """LIST_SERIES for the commas of a series of subtypes after a word of `_BEFORE_LIST` (after "that isn't a" too;
    not after "is a", whose series is the condition's SERIES)."""
    n = len(kinds)
    for k, kind in enumerate(kinds):
        if kind not in _BEFORE_LIST or k + 1 >= n or (kind == "DET_A" and k and kinds[k - 1] in ("BE", "IT_IS")):
            continue
        _subtypes(tokens, k + 1 + (kind == "THAT_IS" and kinds[k + 1] == "DET_A"), "LIST_SERIES")


def _subtypes(tokens: list[Token], j: int, mark: str = "SERIES") -> None:
    """SERIES (or `mark`) for the commas of a series of subtypes from j, "Bird, Frog, Otter, or Rat" (its last one
    before "or")."""
    commas: list[int] = []
    while j + 2 < len(tokens) and tokens[j].type == "SUBTYPE" and tokens[j + 1].type == "_COMMA":
        commas.append(j + 1)
        j += 2
        if tokens[j].type == "OR" and j + 1 < len(tokens) and tokens[j + 1].type == "SUBTYPE" and len(commas) > 1:
            for at in commas:
                tokens[at].type = mark
            return


def clause_series(tokens: list[Token], verbs: frozenset[str]) -> None:
    """`_clause_series` at each ", or" before a verb (the lexer's OR_CLAUSE after a comma); English only, the rule
    reading the series being English (grammar/effects-en/9-gramc.lark)."""
    for i, token in enumerate(tokens):
        if token.type == "OR_CLAUSE" and i > 1 and tokens[i - 1].type == "_COMMA":
            _clause_series(tokens, i, verbs)


def _clause_series(tokens: list[Token], i: int, verbs: frozenset[str]) -> None:
    """OR_SERIES for the commas of a series of three or more verbs and their objects whose last is after ", or" (the
    OR_CLAUSE at i): "sacrifice a creature, discard a card, or pay 4 life" (each comma a JOIN, which would open a
    clause of its own; the last one, before "or", would be read as a list of objects' comma). Only commas each of
    whose sides opens with a verb: not the comma after a condition ("As an additional cost to cast ~, sacrifice …")."""
    commas: list[int] = []
    j = i - 2
    while j > 0 and tokens[j].type not in ("_PERIOD", "_SEMICOLON", "_COMMA", "OR_CLAUSE"):
        if tokens[j].type == "JOIN":
            if tokens[j].text != "," or tokens[j + 1].type not in verbs:
                break
            commas.append(j)
        j -= 1
    opens = j + 1 if tokens[j].type in ("JOIN", "_COMMA") else 0  # where the first of the series opens
    while commas and tokens[opens].type not in verbs:  # a comma after what is no verb's: the series opens after it
        opens = commas.pop() + 1
    if commas:
        for at in (*commas, i - 1):
            tokens[at].type = "OR_SERIES"
