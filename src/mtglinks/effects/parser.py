"""The effect grammar's LALR table, run over the lexicon's tokens.

Lark compiles `grammar/effects.lark` (LALR, its terminals only declared: the lexicon makes them) and
builds the rule callbacks of the Transformer (`transformer.py`). A short loop of our own runs the
table over the token list, as `syntax/lalr.py` does for paragraphs: no Lark token, lexer thread or
parser state per sentence. Where the table has no action for a token, the parse stops with the
token and the categories the grammar expected there: that is the untyped node's reason.
"""

from __future__ import annotations

import hashlib
import sys
from collections.abc import Iterable, Sequence
from functools import cache
from pathlib import Path
from typing import Any

import lark
from lark.lexer import Lexer

from mtglinks.effects import saved_table
from mtglinks.effects.lexer import Token
from mtglinks.effects.old_verb_shapes import FOLLOWING, with_following
from mtglinks.effects.transformer import EffectTransformer
from mtglinks.lang import grammar_file
from mtglinks.syntax.grammar import cache_place, compiled, grammar_dir
from mtglinks.syntax.lalr import direct_callback, unfiltered

# What a unit's parse empties first (`EffectTransformer.forget_pending`): the transformer's own dict, cleared in place.
_ALSO_PUT = EffectTransformer._also_put

# the units `effects/build.py` reads, and the object phrases inside a sentence not read whole (`effects/partial.py`)
START = ("sentence", "event", "if_condition", "objects")


class NotRead(Exception):
    """The grammar has no action for a token: where it stopped and what it expected there.

    The message is made when asked (`str`), not when raised: most stops are tried and dropped (`parse_prefix`, the
    object phrases of `effects/partial.py`), and only the reason of an untyped sentence is read. `expected` may be the
    table's row itself (never changed), kept rather than copied."""

    def __init__(self, token: Token | None, expected: Iterable[str]) -> None:
        super().__init__()
        self.token = token
        self._expected = expected

    @property
    def expected(self) -> tuple[str, ...]:
        """The terminals the grammar could read where it stopped."""
        return tuple(self._expected)

    def __str__(self) -> str:
        token = self.token
        found = f'"{token.text}" ({token.type})' if token is not None else "the end of the sentence"
        shown = ", ".join(sorted(e for e in self._expected if e.isupper())[:8])
        return f"the grammar cannot read {found} here; it expected {shown or 'nothing more'}"


class _NoLexer(Lexer):
    """Lark's slot for a lexer: the lexicon lexes, so this one is never run."""

    def __init__(self, conf: Any) -> None:
        pass

    def lex(self, lexer_state: Any, parser_state: Any) -> Any:  # pragma: no cover - never called
        raise NotImplementedError


class EffectParser:
    """Runs the compiled table of the effect grammar over tokens (see the module docstring)."""

    def __init__(self, table: saved_table.LeanTable) -> None:
        for cell in table.reductions:  # each distinct reduction once: the cells share it
            cell[1] = unfiltered(direct_callback(cell[1]))
        self._actions = table.actions
        self._starts = {name: (table.start_states[name], table.end_states[name]) for name in START}
        self._first: dict[str, frozenset[str]] = {}  # `starts`, by start rule

    def parse(self, tokens: Sequence[Token], start: str = "sentence") -> Any:
        """The start rule's value for the tokens; NotRead where the table has no action."""
        entry, end = self._starts[start]
        if _ALSO_PUT:  # `EffectTransformer.forget_pending`, written out: most units leave nothing
            _ALSO_PUT.clear()
        actions = self._actions
        stack = [entry]
        values: list[Any] = []
        state = entry
        last = len(tokens)
        i = 0
        # each token's terminal read when it is shifted, not copied into a list first (most parses read every token)
        kind = tokens[0].type if last else "$END"
        while True:
            row = actions[state]
            try:  # a subscript, not `row.get`: a missing action ends the parse, once
                action = row[kind]
            except KeyError:
                raise NotRead(tokens[i] if i < last else None, row) from None
            if action[0]:  # shift
                if i == last:
                    raise NotRead(None, row)
                state = action[1]
                stack.append(state)
                values.append(tokens[i])
                i += 1
                kind = tokens[i].type if i < last else "$END"
                continue
            # a reduction, as `syntax.lalr.LeanParser.parse` does it, written into the loop (most steps are one)
            size, callback, made = action[1]
            if size == 1:  # the commonest reduction: one child, its value and its state replaced in place
                values[-1] = callback([values[-1]])
                goto = actions[stack[-2]].get(made)
                if goto is None or not goto[0]:
                    raise NotRead(tokens[i] if i < last else None, row)
                state = stack[-1] = goto[1]
            else:  # several children, or none
                cut = len(values) - size
                children = values[cut:]
                del values[cut:]
                del stack[len(stack) - size :]
                values.append(callback(children))
                goto = actions[stack[-1]].get(made)
                if goto is None or not goto[0]:
                    raise NotRead(tokens[i] if i < last else None, row)
                state = goto[1]
                stack.append(state)
            if i == last and state == end:
                return with_following(values[-1]) if FOLLOWING else values[-1]

    def starts(self, start: str) -> frozenset[str]:
        """The terminals a unit of the start rule may begin with (once per start rule: at most one per `START`)."""
        found = self._first.get(start)
        if found is None:
            found = self._first[start] = frozenset(self._actions[self._starts[start][0]])
        return found

    def parse_prefix(
        self,
        tokens: Sequence[Token],
        start: str,
        tries: int = 1,
        cut_before: frozenset[str] = frozenset(),
        not_before: frozenset[str] = frozenset(),
    ) -> tuple[Any, int] | None:
        """The start rule's value for the longest first tokens it reads whole, and their number: the tokens up to where
        the table stops (the next token cannot follow), else up to `tries` - 1 shorter runs each ending right before a
        token of `cut_before`; never a run right before a token of `not_before`; None when none reads."""
        try:
            return self.parse(tokens, start), len(tokens)
        except NotRead as err:
            stop = len(tokens) if err.token is None else next(i for i, t in enumerate(tokens) if t is err.token)
        for end in range(stop, max(stop - tries, 0), -1):
            after = tokens[end].type if end < len(tokens) else None
            if (end < stop and after not in cut_before) or after in not_before:
                continue
            try:
                return self.parse(tokens[:end], start), end
            except NotRead:
                continue
        return None


@cache
def effect_parser(code: str = "en") -> EffectParser:
    """The effect grammar of a language: the shared `grammar/effects.lark` and its parts (`grammar/effects/`), then
    the language's own rules (`effects-<code>.lark` beside its grammar file, and its parts) where its syntax
    differs, each of them an `%override` or `%extend` of a shared rule. Compiled once per installation (about 2 s
    for English) and its table saved in the user cache folder (`saved_table`: it loads in milliseconds, where
    Lark's own saved form took 0.25-0.6 s a language)."""
    source = effect_grammar(code)
    key = f"{lark.__version__} {sys.version_info[:2]} {saved_table.FORMAT} {START}\0{source}"
    digest = hashlib.sha256(key.encode()).hexdigest()[:20]
    transformer = EffectTransformer()
    files = cache_place(f"effects-{code}-{digest}.table-cache")
    loaded = saved_table.load(files[0], transformer) if files is not None else None
    if loaded is not None:
        return EffectParser(loaded)
    options: dict[str, Any] = {
        "parser": "lalr",
        "lexer": _NoLexer,
        "start": list(START),
        "transformer": transformer,
        "maybe_placeholders": False,
    }
    parser = compiled(lambda: source, options, None)
    if files is not None:
        saved_table.save(parser, *files)
    return EffectParser(saved_table.lean(parser))


def effect_grammar(code: str) -> str:
    """The text of a language's effect grammar: the shared rules and its overrides (see `effect_parser`), each
    a file and its parts."""
    own = grammar_file(code).with_name(f"effects-{code}.lark")
    files = [*_with_parts(grammar_dir() / "effects.lark"), *_with_parts(own)]
    return "\n".join(path.read_text(encoding="utf-8") for path in files)


def _with_parts(first: Path) -> list[Path]:
    """A grammar file, if it is there, then its parts: the `.lark` files of the folder of its name, in name order
    (`effects.lark`, then `effects/1-objects.lark`, …), so that no file of the grammar grows past a topic."""
    parts = first.with_suffix("")
    return ([first] if first.is_file() else []) + (sorted(parts.glob("*.lark")) if parts.is_dir() else [])
