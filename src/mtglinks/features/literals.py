"""What a regex requires of the text it matches: its literal clauses, read from the regex's parse tree.

The parser of the `re` module is private (`re._parser`, `re._constants`): `check_regex_parser()` checks,
on first use, that it still has what this module reads, and fails with a clear error otherwise.
"""

from __future__ import annotations

import importlib
import re
from typing import Any

# Pattern gates. A regex over the lemma text can only match where the literal text it spells out
# occurs: "\\bexiliado (?:con|por) ~" needs "exiliado" and one of "con", "por". The required literals
# are read from the regex's parse tree, so they follow every edit of a pattern; a pattern whose
# regex requires no literal (or cannot be read) simply always runs. At most `_CLAUSES` clauses
# per pattern, the longest literals first: each costs a substring test per text.
_CLAUSES = 2
# The parser of the `re` module (private, untyped, stable in its opcodes since Python 3.11).
_sre: Any = importlib.import_module("re._constants")
_sre_parse: Any = importlib.import_module("re._parser")
_REPEATS = (_sre.MAX_REPEAT, _sre.MIN_REPEAT, getattr(_sre, "POSSESSIVE_REPEAT", _sre.MAX_REPEAT))
_NEEDED = ("LITERAL", "SUBPATTERN", "BRANCH", "MAX_REPEAT", "MIN_REPEAT")


def check_regex_parser() -> None:
    """Fail, naming what is missing, when this Python's private regex parser lacks what is read here."""
    missing = [name for name in _NEEDED if not hasattr(_sre, name)]
    if not hasattr(_sre_parse, "parse"):
        missing.append("re._parser.parse")
    if missing:
        raise RuntimeError(f"the pattern gates cannot read this Python's regex parser: missing {', '.join(missing)}")


check_regex_parser()


def parse_regex(source: str) -> Any:
    """The regex as the parser of `re` reads it (raises `re.error` for a regex that does not compile)."""
    return _sre_parse.parse(source)


class _Literals:
    """The literal clauses of a sequence of parsed regex items, read item by item."""

    def __init__(self) -> None:
        self.clauses: list[frozenset[str]] = []
        self.run: list[str] = []  # the literal characters read since the last item that is not one

    def flush(self) -> None:
        """End the current run of literals: it is one clause."""
        if self.run:
            self.clauses.append(frozenset({"".join(self.run)}))
            self.run.clear()

    def read(self, items: list[tuple[Any, Any]]) -> list[frozenset[str]]:
        """Every clause the items require, in order."""
        for op, av in items:
            if op is _sre.LITERAL:
                assert isinstance(av, int)
                self.run.append(chr(av))
            elif op is _sre.SUBPATTERN:
                self._group(av)
            else:
                self.flush()
                self.clauses.extend(_other_clauses(op, av))
        self.flush()
        return self.clauses

    def _group(self, av: Any) -> None:
        """A group: its literals continue the run when it holds only literals ("(?P<at>that)")."""
        assert isinstance(av, tuple)
        _group, add_flags, _del_flags, sub = av
        inner = list(sub)
        if not add_flags & re.IGNORECASE and all(o is _sre.LITERAL for o, _ in inner):
            self.run.extend(chr(a) for _, a in inner)
            return
        self.flush()
        if not add_flags & re.IGNORECASE:
            self.clauses.extend(_clauses(inner))


def _clauses(items: list[tuple[Any, Any]]) -> list[frozenset[str]]:
    """The literal clauses a sequence of parsed regex items requires (each: one of these occurs)."""
    return _Literals().read(items)


def _other_clauses(op: Any, av: Any) -> list[frozenset[str]]:
    """The clauses of an item that is neither a literal nor a group: an alternation needs one of the
    literals each alternative needs, a repeat at least once needs its body's; anything else (a class,
    any character, an anchor, a lookaround, a back reference) requires nothing, which is always safe."""
    if op is _sre.BRANCH:
        assert isinstance(av, tuple)
        alternatives = [_best(_clauses(list(alt))) for alt in av[1]]
        if alternatives and all(alt is not None for alt in alternatives):
            return [frozenset().union(*(alt for alt in alternatives if alt is not None))]
        return []
    if op in _REPEATS:
        assert isinstance(av, tuple)
        low, _high, sub = av
        return _clauses(list(sub)) if low >= 1 else []
    if op is getattr(_sre, "ATOMIC_GROUP", None):
        return _clauses(list(av))
    return []


def _strength(clause: frozenset[str]) -> tuple[int, int]:
    return (min(len(s) for s in clause), -len(clause))


def _best(clauses: list[frozenset[str]]) -> frozenset[str] | None:
    useful = [c for c in clauses if c and all(c)]
    return max(useful, key=_strength) if useful else None


def required_literals(source: str) -> tuple[frozenset[str], ...]:
    """What a regex's matches must contain: clauses of literal strings, each satisfied when one
    of its strings occurs in the searched text. () when nothing is required (a regex that ignores
    case, one the parser of `re` cannot read, one made of classes only): the pattern always runs."""
    try:
        parsed = parse_regex(source)
    except Exception:  # noqa: BLE001 - an unreadable regex is simply never gated
        return ()
    return literals_of(parsed)


def literals_of(parsed: Any) -> tuple[frozenset[str], ...]:
    """`required_literals` of a regex the parser of `re` has read."""
    if parsed.state.flags & re.IGNORECASE:
        return ()
    clauses = [c for c in _clauses(list(parsed)) if c and all(c)]
    clauses.sort(key=_strength, reverse=True)
    unique: list[frozenset[str]] = []
    for clause in clauses:
        if clause not in unique:
            unique.append(clause)
    return tuple(unique[:_CLAUSES])
