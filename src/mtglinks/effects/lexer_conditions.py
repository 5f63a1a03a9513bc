"""Lexer passes for conditions said first (issue #22): an "or" that joins two events of a condition, not two objects
of a list. Run by `lexer_neighbours.or_clauses`, after the other "or" passes."""

from __future__ import annotations

from mtglinks.effects.lexer_tokens import Token

_SUBJECTS = frozenset({"PLAYER", "SELF", "REF"})
# the words that open a condition: only in one is "or" before a subject the condition's (a trigger event's "or" is the
# event's own: "Whenever a land you control enters from anywhere other than your hand or you cast a spell …")
_HEADS = frozenset({"IF", "AS_LONG_AS", "UNLESS"})
_NOUNS = frozenset({"TYPE", "NOUN", "SUBTYPE"})


def or_after_zone(tokens: list[Token], verbs: frozenset[str]) -> list[Token]:
    """OR_EVENT for "or" after a zone and before a subject and its verb, OR_CLAUSE before a passive "was cast"
    (PAID): "if it entered from your graveyard or you cast it from your graveyard", "… entered from a graveyard or was
    cast from a graveyard" (a list of zones goes on with another zone, "from your graveyard or from exile"); only
    after a word that opens a condition."""
    heads = [i for i, token in enumerate(tokens) if token.type in _HEADS]
    for i in range(1, len(tokens) - 1):
        if tokens[i].type != "OR" or tokens[i - 1].type != "ZONE" or not heads or heads[0] > i:
            continue
        following = tokens[i + 1].type
        subject_verb = following in _SUBJECTS and i + 2 < len(tokens) and tokens[i + 2].type in verbs
        if following == "PAID":
            tokens[i].type = "OR_CLAUSE"
        elif subject_verb:
            tokens[i].type = "OR_EVENT"
    return tokens


def followed_main(tokens: list[Token]) -> list[Token]:
    """ "there is an additional combat phase after this phase, followed by an additional main phase": the combat
    phase added and the main phase after it one EXTRA_PHASE (the value of the one phrase that has no phase between,
    `combat_then_main`), "after this phase" then, its span to the end of "followed by …"; the comma dropped."""
    out = list(tokens)
    for i in range(len(out) - 4, -1, -1):
        added, after, comma, followed = out[i : i + 4]
        if (added.type, after.type, followed.type) != ("EXTRA_PHASE", "AFTER_PHASE", "FOLLOWED_MAIN"):
            continue
        if comma.type not in ("JOIN", "_COMMA"):
            continue
        both = Token("EXTRA_PHASE", followed.value, added.text, added.start_pos, added.end_pos)
        after = Token("AFTER_PHASE", after.value, after.text, after.start_pos, followed.end_pos)
        out[i : i + 4] = [both, after]
    return out


def relative_ends(tokens: list[Token], i: int) -> bool:
    """Whether the "or" at i, before "the", ends a relative clause of a noun, a player and a verb with no object
    ("the creature you chose or the card you revealed": two objects, not "you chose or revealed" two verbs)."""
    return i >= 3 and tokens[i - 1].type == "V_OBJ" and tokens[i - 2].type == "PLAYER" and tokens[i - 3].type in _NOUNS
