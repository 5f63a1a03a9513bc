"""The phrases the grammar reads inside a sentence it cannot read whole.

A sentence the effect grammar does not read whole is one `untyped` node (`effects/build.py`), and the sentence and
its card stay untyped in every coverage figure. Its words may still hold object phrases the grammar knows: "the
chosen word" of "…, at least one of which is the chosen word", "each card exiled with this creature" of "This
creature has the text box of each card exiled with this creature …". Those are read here, left to right, each the
longest run of tokens the rule `objects` reads whole, and kept on the untyped node (`Untyped.phrases`), so that what
they refer to (the referring halves of rule 607) is not lost with the rest of the sentence. A condition that opens
the sentence is read first, by the rule `if_condition`, and kept when it reads whole up to its comma ("Si le coût de
kick a été payé," of a French printing whose rest has a misprint).

A word the lexicon does not know ends a run and starts none, except right after a participle of a choice: "the
chosen finger" names the value chosen whatever "finger" is (the choice named it: "an opponent chooses one of your
fingers"), as does a zone word there ("the chosen hand" of "choose one of enchanted player's hands").
"""

from __future__ import annotations

from contextlib import suppress

from mtglinks.effects.lexer import Lexicon, Token, UnknownWord
from mtglinks.effects.parser import EffectParser, effect_parser
from mtglinks.effects.zone_owners import fill_zone_owners
from mtglinks.tree import Effect, ObjectPhrase

_UNKNOWN = "UNKNOWN"  # no terminal of the grammar: a run of tokens never crosses it
_CHOSEN = ("choose", "note")  # the values of a participle whose noun may be any word
# Where the grammar stops inside a run, the phrase may end a token or two before, right before a preposition, a
# possessive ending or a list's joiner that opens what the grammar could not finish ("each card exiled with ~" of "…
# in addition to its own", "chosen opponent" of "chosen opponent's upkeep"), never right before a word that goes on
# with the phrase as its complement or its target ("that amount" of "that amount of excess damage" is not the amount
# paid that "that amount" alone reads as; "la carta exiliada" of "la carta exiliada objetivo" is a target, not the card
# exiled before).
_TRIES = 3
_CUT_BEFORE = frozenset({"IN", "WITH", "FROM", "ON", "ONTO", "INTO", "TO", "UNDER", "AT", "FOR", "BY", "POSS"})
_CUT_BEFORE |= {"_COMMA", "AND", "OR"}  # a list the grammar could not go on with: "the chosen word, or sacrifice ~"
_NOT_BEFORE = frozenset({"OF", "TARGET"})


def phrases(words: Lexicon, text: str, stop: UnknownWord | None = None) -> tuple[Effect, ...]:
    """The object phrases of the sentence, offsets in it, in text order (see the module docstring); `stop`, where
    given, is the lexer's error for the whole sentence (`lenient_tokens`)."""
    tokens = lenient_tokens(words, text, stop)
    parser = effect_parser(words.code)
    first = parser.starts("objects")
    out, i = _opening_condition(tokens, parser)
    while i < len(tokens):
        if tokens[i].type not in first:
            i += 1
            continue
        end = i + 1
        while end < len(tokens) and tokens[end].type != _UNKNOWN:
            end += 1
        try:
            found = parser.parse_prefix(tokens[i:end], "objects", _TRIES, _CUT_BEFORE, _NOT_BEFORE)
        except Exception:  # noqa: BLE001 - a bug of a rule's method: the run is not read, never a crash of the card
            found = None
        if found is None:
            i += 1
            continue
        value, size = found
        read = list(value) if isinstance(value, list) else [value]
        fill_zone_owners(words.code, text, tokens[i : i + size], tuple(read))
        out.extend(node for node in read if _names_something(node))
        i += size
    return tuple(out)


def _opening_condition(tokens: list[Token], parser: EffectParser) -> tuple[list[Effect], int]:
    """The condition that opens the sentence, read whole up to its comma ("Si le coût de kick a été payé, …" of a
    sentence whose rest the grammar cannot read), and the number of tokens it takes with its comma; none, 0 when
    there is none. What it asks about (a cost paid, a value chosen) is a referring half of rule 607 whatever the rest
    of the sentence says."""
    if not tokens or tokens[0].type not in parser.starts("if_condition"):
        return [], 0
    comma = next((i for i, token in enumerate(tokens) if token.type == "_COMMA"), None)
    if comma is None:
        return [], 0
    try:
        value = parser.parse(tokens[:comma], "if_condition")
    except Exception:  # noqa: BLE001 - not a condition read whole (or a bug of a rule's method): none, never a crash
        return [], 0
    read = value if isinstance(value, list) else [value]
    return [node for node in read if isinstance(node, Effect)], comma + 1


def _names_something(node: object) -> bool:
    """Whether a phrase read names what it is about: not an object of qualifiers alone ("revealed" of "… this way
    revealed"), which only a sentence read whole gives a head."""
    if not isinstance(node, Effect):
        return False
    if isinstance(node, ObjectPhrase):
        return bool(node.types or node.subtypes or node.supertypes or node.colors or node.zone)
    return True


def lenient_tokens(words: Lexicon, text: str, stop: UnknownWord | None = None) -> list[Token]:
    """The sentence's tokens, an unknown word an `UNKNOWN` token of its own (a noun after a choice's participle).
    `stop`, where given, is what lexing the whole sentence raised (the lexer is not run on it twice)."""
    out: list[Token] = []
    at = 0
    while at < len(text):
        if stop is None:
            try:
                out.extend(_moved(words.tokens(text[at:]), at))
                break
            except UnknownWord as raised:
                stop = raised
        err, stop = stop, None
        before = text[at : at + err.start]
        if before.strip():
            if err.read is not None and before[-1] == " ":  # what lexing the words before alone would read
                out.extend(_moved(words.finished(err.read), at))
            else:
                with suppress(UnknownWord):  # the words before read otherwise alone: the run is left out
                    out.extend(_moved(words.tokens(before), at))
        kind = "NOUN" if out and out[-1].type == "PARTICIPLE" and out[-1].value in _CHOSEN else _UNKNOWN
        out.append(Token(kind, err.word.lower(), err.word, at + err.start, at + err.end))
        at += max(err.end, 1)
    for i in range(1, len(out)):
        if out[i].type == "ZONE" and out[i - 1].type == "PARTICIPLE" and out[i - 1].value in _CHOSEN:
            token = out[i]
            out[i] = Token("NOUN", token.text.lower(), token.text, token.start_pos, token.end_pos)
    return out


def _moved(tokens: list[Token], at: int) -> list[Token]:
    """The tokens of a part of the sentence, their offsets in the sentence."""
    if not at:
        return tokens
    return [Token(t.type, t.value, t.text, t.start_pos + at, t.end_pos + at) for t in tokens]
