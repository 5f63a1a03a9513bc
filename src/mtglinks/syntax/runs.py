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

import importlib
import re
import sys
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

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
    first = first_chars(_alternation(stops)) if stops else None
    # Before each word of a run, no stop: tried only where the character there may open one (most words open none,
    # and the stops' alternatives, ignoring case, were each tried at every word), the same matches.
    where = f"(?=[{first}])" if first else ""
    guard = f"(?!{where}(?:{_alternation(stops)}))" if stops else ""
    one, gap = word.pattern.to_regexp(), space.pattern.to_regexp()
    return f"(?:{one})(?:{guard}(?:{gap})?{guard}(?:{one}))*"


# The characters a first-character class may hold before it is not worth it (a class of most letters spares nothing).
_MOST_FIRST = 4000


def opening_atoms(pattern: str) -> list[str] | None:
    """The regexes, one character each (a literal, a set, with the pattern's flags), a match of `pattern` can open
    with; None where that is not known (a part this reading does not take apart, a match that may be empty)."""
    try:
        parser: Any = importlib.import_module("re._parser")
        parsed = parser.parse(pattern)
    except Exception:  # noqa: BLE001 - another Python's regex internals: not known
        return None
    if parsed.state.flags & (re.ASCII | re.LOCALE | re.VERBOSE):
        return None
    read = _opening(parsed.data, parsed.state.flags & re.IGNORECASE)
    if read is None or read[1]:
        return None
    return list(read[0])


def first_chars(pattern: str) -> str | None:
    """The characters a match of `pattern` can open with, as the inside of a character class; None where that is not
    known (a part this reading does not take apart, a match that may be empty, too many characters). Each part that
    reads one character (a literal, a set) is asked of every character by the regex engine itself, with its flags."""
    atoms = opening_atoms(pattern)
    if atoms is None:
        return None
    found: set[int] = set()
    for atom in atoms:
        found |= {m.start() for m in re.finditer(atom, _every_character())}
        if len(found) > _MOST_FIRST:
            return None
    return "".join(_class_part(lo, hi) for lo, hi in _runs(sorted(found)))


def _opening(items: Any, ignore_case: int) -> tuple[list[str], bool] | None:
    """The one-character regexes (with their flags) one of which a match of the sequence `items` opens with, and
    whether the sequence may match nothing; None for a part not taken apart."""
    atoms: list[str] = []
    for op, av in items:
        name = str(op)
        if name in ("ASSERT", "ASSERT_NOT", "AT"):
            continue  # reads no character: what follows opens the match
        if name in ("LITERAL", "IN"):
            atom = re.escape(chr(av)) if name == "LITERAL" else _set(av)
            if atom is None:
                return None
            atoms.append(f"(?i:{atom})" if ignore_case else atom)
            return atoms, False
        read = _compound(name, av, ignore_case)
        if read is None:
            return None
        atoms += read[0]
        if not read[1]:
            return atoms, False
    return atoms, True


def _compound(name: str, av: Any, ignore_case: int) -> tuple[list[str], bool] | None:
    """`_opening` of a part that holds others: alternatives, a group, a repeat; None for any other."""
    if name == "BRANCH":
        reads = [_opening(branch, ignore_case) for branch in av[1]]
        if any(read is None for read in reads):
            return None
        return [a for read in reads if read is not None for a in read[0]], any(r is not None and r[1] for r in reads)
    if name == "SUBPATTERN":
        _, add, remove, inner = av
        if (add | remove) & (re.ASCII | re.LOCALE | re.VERBOSE):
            return None
        return _opening(inner, (ignore_case | (add & re.IGNORECASE)) & ~remove)
    if name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
        read = _opening(av[2], ignore_case)
        return None if read is None else (read[0], read[1] or av[0] == 0)
    return None  # any character, a back-reference, …: not known


def _set(items: Any) -> str | None:
    """A set of the parsed pattern as a regex of its own, or None for a part not written back."""
    categories = {"CATEGORY_SPACE": r"\s", "CATEGORY_NOT_SPACE": r"\S", "CATEGORY_WORD": r"\w"}
    categories |= {"CATEGORY_NOT_WORD": r"\W", "CATEGORY_DIGIT": r"\d", "CATEGORY_NOT_DIGIT": r"\D"}
    out: list[str] = []
    for op, av in items:
        name = str(op)
        if name == "NEGATE" and not out:
            out.append("^")
        elif name == "LITERAL":
            out.append(re.escape(chr(av)))
        elif name == "RANGE":
            out.append(f"{re.escape(chr(av[0]))}-{re.escape(chr(av[1]))}")
        elif name == "CATEGORY" and str(av) in categories:
            out.append(categories[str(av)])
        else:
            return None
    return f"[{''.join(out)}]"


@cache
def _every_character() -> str:
    return "".join(map(chr, range(sys.maxunicode + 1)))


def _runs(points: list[int]) -> list[tuple[int, int]]:
    runs: list[tuple[int, int]] = []
    for point in points:
        if runs and runs[-1][1] + 1 == point:
            runs[-1] = (runs[-1][0], point)
        else:
            runs.append((point, point))
    return runs


def _class_part(lo: int, hi: int) -> str:
    first = _in_class(lo)
    return first if lo == hi else f"{first}-{_in_class(hi)}"


def _in_class(point: int) -> str:
    """One character written inside a class: by its code (\\uXXXX, \\UXXXXXXXX) where it is not a plain one."""
    char = chr(point)
    if char.isalnum() and char.isascii():
        return char
    return f"\\u{point:04x}" if point <= 0xFFFF else f"\\U{point:08x}"


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
