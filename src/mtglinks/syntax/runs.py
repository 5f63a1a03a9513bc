"""The words of a chunk as one token: the language's grammar with WORD matching a run of words.

The parser's cost is per token, and most tokens are words inside a chunk ("draw a card"), which the
grammar treats all alike. The run grammar is the language's grammar with one line added: WORD
matches a run of words, so "draw a card" is one token to the parser instead of three. The runs are
derived from the exact grammar's own terminals, not written by hand:

- a run is WORD, then more WORDs each after optional white space (WS);
- a run never goes on over a place where a terminal the structure reads (one that a rule other
  than `chunk` uses) could match before WORD: one of higher priority (TRIGGER, IF, and a
  language's own: a Russian comma that is a space, a Spanish dash that is a colon). The other
  terminals of a chunk (NUMBER, P/T) are words of the chunk to the structure, whichever token
  they are. So the run grammar cuts a text wherever the exact grammar's structure does: at
  triggers, "if", commas, periods, dashes and colons.

Every parse is the same, positions included. Where the run grammar rejects a paragraph, the exact
grammar parses it again, so that a failure names the token and the expected terminals as always.
What only the exact tokens give, a chunk's count of tokens, `token_count` counts the way the exact
lexer would have.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass

from lark.grammar import Rule
from lark.lexer import TerminalDef

# A chunk's first token is never one of these (common.lark, rule `chunk`).
_NEVER_FIRST = frozenset({"BULLET", "TRIGGER", "IF"})


def base_name(terminal: TerminalDef) -> str:
    """A terminal's name without the namespace its import gave it ("common__WORD" -> "WORD")."""
    return terminal.name.rpartition("__")[2]


def lexer_order(terminals: Iterable[TerminalDef]) -> list[TerminalDef]:
    """Terminals in the order Lark's lexer tries them: priority, then width, then length of pattern."""
    return sorted(terminals, key=lambda t: (-t.priority, -t.pattern.max_width, -len(t.pattern.value), t.name))


def _alternation(terminals: Sequence[TerminalDef]) -> str:
    return "|".join(f"(?:{t.pattern.to_regexp()})" for t in terminals)


def structural(rules: Iterable[Rule]) -> set[str]:
    """The terminals the structure reads: those a rule other than `chunk` (and its helpers) uses."""
    return {
        symbol.name
        for rule in rules
        if rule.origin.name != "chunk" and not rule.origin.name.startswith("__chunk_")
        for symbol in rule.expansion
        if symbol.is_term
    }


def run_pattern(terminals: Collection[TerminalDef], rules: Iterable[Rule]) -> str:
    """The regular expression of a run of words, built from the exact grammar's terminals and rules."""
    by_name = {base_name(t): t for t in terminals}
    word, space = by_name["WORD"], by_name["WS"]
    reads = structural(rules)
    stops = [t for t in lexer_order(terminals) if t.priority > word.priority and t.name in reads]
    guard = f"(?!{_alternation(stops)})" if stops else ""
    one, gap = word.pattern.to_regexp(), space.pattern.to_regexp()
    return f"(?:{one})(?:{guard}(?:{gap})?{guard}(?:{one}))*"


def _lark_regexp(pattern: str) -> str:
    """`pattern` written as a Lark regexp literal: every slash not already escaped is escaped."""
    return "/" + re.sub(r"(\\.)|/", lambda m: m.group(1) or r"\/", pattern) + "/"


def run_grammar(source: str, terminals: Collection[TerminalDef], rules: Iterable[Rule]) -> str:
    """The language's grammar `source` with WORD overridden to match runs of words."""
    word = next(t for t in terminals if base_name(t) == "WORD")
    lines = [source.rstrip("\n")]
    if word.name != "WORD":  # WORD came with an imported rule: import it by name to override it
        lines.append("%import .common (WORD)")
    lines.append(f"%override WORD.{word.priority}: {_lark_regexp(run_pattern(terminals, rules))}")
    return "\n".join(lines) + "\n"


@dataclass(frozen=True)
class TokenCounter:
    """Counts the tokens the exact lexer makes of a chunk's text (its first token, then the rest)."""

    first: re.Pattern[str]
    rest: re.Pattern[str]
    space: re.Pattern[str]

    @classmethod
    def of(cls, terminals: Collection[TerminalDef], ignore: Iterable[str]) -> TokenCounter:
        """The counter of a grammar whose terminals are `terminals`, `ignore` being the ignored ones."""
        ignored = set(ignore)
        kept = [t for t in lexer_order(terminals) if t.name not in ignored]
        space = "|".join(f"(?:{t.pattern.to_regexp()})" for t in terminals if t.name in ignored) or "(?!)"
        return cls(
            re.compile(_alternation([t for t in kept if base_name(t) not in _NEVER_FIRST])),
            re.compile(_alternation(kept)),
            re.compile(f"(?:{space})+"),
        )

    def count(self, text: str) -> int:
        """How many tokens the chunk `text` is, as the exact grammar's lexer cuts it."""
        n, pos, scanner = 0, 0, self.first
        while pos < len(text):
            gap = self.space.match(text, pos)
            if gap is not None and gap.end() > pos:
                pos = gap.end()
                continue
            m = scanner.match(text, pos)
            if m is None or m.end() == pos:
                pos += 1  # not a token of the grammar: the exact parse would have failed here
            else:
                pos = m.end()
            n += 1
            scanner = self.rest
        return n
