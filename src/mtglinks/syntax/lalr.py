"""A lean LALR driver: Lark's own parse table, rule callbacks and lexer patterns, run by one loop.

Lark's LALR parser spends most of its time around the table rather than in it: a token object
that counts lines and columns, a lexer thread and parser state per parse, a generator per lexer,
rule lookups by hashing `Rule` objects. A paragraph needs none of that. `LeanParser` takes from a
compiled Lark parser (LALR, contextual lexer) exactly what decides the parse:

- the parse table, its symbols as plain strings;
- for each parser state, the scanner of the terminals that state accepts (Lark's contextual
  lexer's own compiled alternation, tried as Lark tries it: the first terminal in Lark's order);
- the rule callbacks Lark built from the Transformer (child filtering, inlining and the
  Transformer's methods), called with the same children.

and runs the shift-reduce loop itself, about 1.7 times as fast. It handles only what succeeds: where
Lark would raise (no terminal matches, no action for a token), it raises `Rejected`, and the
caller asks Lark, whose error names the token and the terminals expected. `LeanParser.of` returns
None for a parser it cannot drive faithfully (another parser or lexer, lexer or terminal callbacks,
a postlexer, trees to build, or a Lark whose internals are not as expected); the caller then uses
Lark's own. A scanner found on first use to retype its tokens (a keyword string that a regex
terminal also matches) stops the driver for good: from then on every text goes to Lark.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from functools import lru_cache, partial
from operator import itemgetter
from typing import Any

import lark
from lark.grammar import Rule
from lark.parse_tree_builder import ChildFilterLALR_NoPlaceholders, ExpandSingleChild
from lark.parsers.lalr_analysis import Shift

from mtglinks.syntax.runs import opening_atoms

re_parser: Any = importlib.import_module("re._parser")


class Rejected(Exception):
    """The lean driver does not parse this text; Lark's parser gives the failure."""


class Token:
    """What the rule callbacks receive for a terminal: its type, text and offsets (as Lark's Token)."""

    __slots__ = ("type", "value", "start_pos", "end_pos")

    def __init__(self, type_: str, value: str, start_pos: int, end_pos: int) -> None:
        self.type = type_
        self.value = value
        self.start_pos = start_pos
        self.end_pos = end_pos

    def __repr__(self) -> str:
        return f"Token({self.type!r}, {self.value!r})"


# Where Lark keeps its LALR parser's table and callbacks: Lark.parser (ParsingFrontend) .parser (LALR_Parser)
# .parser (_Parser).
_INNER_PATH = ("parser", "parser", "parser")

# A reduction: (how many values it pops, the rule's callback, the nonterminal it makes); no callback where it
# gives its one child back (`_passes_child`).
_Reduction = tuple[int, Callable[[list[Any]], Any] | None, str]
# An action: (True, the state shifted to) or (False, the reduction).
_Action = tuple[bool, Any]
_Matcher = Callable[[str, int], "re.Match[str] | None"]


class LeanParser:
    """Parses text as a Lark LALR parser with a contextual lexer does (see the module docstring)."""

    def __init__(
        self,
        actions: dict[int, dict[str, _Action]],
        start: int,
        end: int,
        lexers: dict[int, Any],
        ignore: frozenset[str],
    ) -> None:
        self._rows, self._reductions = _coded(actions)
        self._start = start
        self._end = end
        self._lexers = lexers  # Lark's per-state lexers, whose scanners are built on first use
        self._matchers: dict[int, _Matcher] = {}
        # the states whose scanner reads a space as an ignored terminal and nothing else (see `_skips_spaces`)
        self._space_skipped: set[int] = set()
        self._ignore = ignore
        self._unfaithful = False  # a scanner this driver cannot run like Lark was met (see _matcher)

    @classmethod
    def of(cls, parser: lark.Lark, start: str = "start") -> LeanParser | None:
        """The lean driver of `parser`, or None when it cannot parse exactly as `parser` does."""
        options = parser.options
        if options.parser != "lalr" or options.lexer != "contextual" or options.postlex or options.lexer_callbacks:
            return None
        if options.transformer is None or options.propagate_positions:
            return None  # Lark would build trees (with positions) of its own tokens
        try:
            inner = parser.parser.parser.parser  # _INNER_PATH: ParsingFrontend -> LALR_Parser -> _Parser
            table, callbacks = inner.parse_table, inner.callbacks
            lexers = parser.parser.lexer.lexers
            entry, end = table.start_states[start], table.end_states[start]
        except (AttributeError, KeyError):
            return None
        if not all(isinstance(key, Rule) for key in callbacks):
            return None  # a terminal callback: Lark applies it to tokens, this driver does not
        if any(
            getattr(lexer, "user_callbacks", True) or getattr(lexer, "use_bytes", True) for lexer in lexers.values()
        ):
            return None

        def reduction(rule: Any) -> tuple[int, Any, str] | None:
            if not isinstance(rule, Rule) or rule not in callbacks:
                return None
            size, callback = len(rule.expansion), callbacks[rule]
            if size == 1 and _passes_child(callback):
                return (size, None, str(rule.origin.name))  # the child stays as it is: no call
            return (size, unfiltered(direct_callback(callback)), str(rule.origin.name))

        shared = shared_actions(table.states, reduction)
        if shared is None or not all(type(state) is int and state >= 0 for state in shared[0]):
            return None  # (states numbered from 0, as Lark's saved tables number them: `_coded` lists them)
        return cls(shared[0], entry, end, dict(lexers), frozenset(parser.lexer_conf.ignore))

    def _matcher(self, state: int) -> _Matcher:
        """The state's scanner: Lark's compiled alternation of the terminals it accepts. Lark builds
        it on first use; where it is more than one alternation, or Lark retypes what it matches
        (a keyword string that a regex terminal also matches), this driver stops driving: every
        later parse is Rejected, and the caller's Lark parses it."""
        lexer = self._lexers.get(state)
        if lexer is None or self._unfaithful:
            raise Rejected
        try:
            (compiled,) = lexer.scanner._mres  # one alternation, named groups by terminal
            retyped = bool(lexer.callback)
        except (AttributeError, ValueError):
            retyped = True
        if retyped:
            self._unfaithful = True
            raise Rejected
        matcher: _Matcher = compiled.match
        if _skips_spaces(lexer.scanner, self._ignore):
            self._space_skipped.add(state)
        self._matchers[state] = matcher
        return matcher

    def prepare(self) -> None:
        """Every state's scanner built now, which Lark builds on first use (a regex compiled): a process's loading,
        not a text's parse. A scanner this driver cannot run stops it here as on its first use."""
        for state in self._lexers:
            if state not in self._matchers:
                try:
                    self._matcher(state)
                except Rejected:
                    return

    def parse(self, text: str) -> Any:  # noqa: C901
        """The value the start rule's callback gives for `text`; Rejected where Lark would raise.

        For each token: the reductions the table says, then its shift; done when $END completes the
        start rule. (The reduction is written into the loop: a call per reduction was a tenth of a
        paragraph's parse.)"""
        if self._unfaithful:
            raise Rejected
        rows = self._rows
        reductions: list[Any] = self._reductions
        final = self._end
        matchers = self._matchers
        space_skipped = self._space_skipped
        ignore = self._ignore
        length = len(text)
        state = self._start  # the state on top of the stack, kept in a local
        stack = [state]
        values: list[Any] = []
        pos = 0
        token: Token | None
        while True:
            # the next token the state's scanner finds (white space skipped), or $END: written into the loop too
            if pos < length:
                matcher = matchers.get(state) or self._matcher(state)  # the state does not change over white space
                while pos < length:
                    if text[pos] == " " and state in space_skipped:
                        pos += 1  # what the scanner would read: white space to ignore (a run of it, a piece at a time)
                        continue
                    match = matcher(text, pos)
                    if match is None or (end := match.end()) == pos:
                        raise Rejected  # no terminal of the state matches (an empty match would not advance)
                    kind, start, pos = match.lastgroup or "", pos, end
                    if kind not in ignore:
                        token = Token(kind, match.group(), start, end)
                        break
                else:
                    token, kind = None, "$END"  # never shifted (below): no callback receives it
            else:
                token, kind = None, "$END"
            while True:
                action = rows[state].get(kind)
                if action is None:
                    raise Rejected
                if action >= 0:  # shift
                    if kind == "$END":
                        raise Rejected
                    state = action
                    stack.append(state)
                    values.append(token)
                    break
                size, callback, made = reductions[~action]
                if size == 1:  # the commonest reduction: one child, replaced in place (its state too)
                    if callback is not None:
                        values[-1] = callback([values[-1]])
                    goto = rows[stack[-2]].get(made)
                    if goto is None or goto < 0:
                        raise Rejected
                    state = stack[-1] = goto
                else:
                    if size:
                        children = values[-size:]
                        del stack[-size:]
                        del values[-size:]
                    else:
                        children = []
                    values.append(callback(children))
                    goto = rows[stack[-1]].get(made)
                    if goto is None or goto < 0:
                        raise Rejected
                    state = goto
                    stack.append(state)
                if kind == "$END" and state == final:
                    return values[-1]


def _coded(actions: dict[int, dict[str, _Action]]) -> tuple[list[dict[str, int]], list[_Reduction]]:
    """The table as `LeanParser.parse` reads it: a row a state (a list, indexed by the state), each cell an int, the
    state shifted to (0 or more) or the reduction's index `i` as `~i` (below 0), with the reductions' list. A cell
    read is then one subscript and a comparison, where a tuple (shift?, its argument) took two more subscripts."""
    reductions: list[_Reduction] = []
    index: dict[int, int] = {}  # id of a shared reduction item -> its place in `reductions`
    rows: list[dict[str, int]] = [{} for _ in range(max(actions, default=-1) + 1)]
    for state, row in actions.items():
        coded = rows[state]
        for symbol, (shift, argument) in row.items():
            if shift:
                coded[symbol] = argument
                continue
            at = index.get(id(argument))
            if at is None:
                at = index[id(argument)] = len(reductions)
                reductions.append(argument)
            coded[symbol] = ~at
    return rows, reductions


def _passes_child(callback: Any) -> bool:
    """Whether a rule's callback gives its one child back unchanged: Lark's `ExpandSingleChild` (a rule marked "?"),
    or a Transformer method marked `passes_child` (transformer.py)."""
    if isinstance(callback, ExpandSingleChild):
        return True
    return bool(getattr(getattr(callback, "__func__", None), "passes_child", False))


def _skips_spaces(scanner: Any, ignore: frozenset[str]) -> bool:
    """Whether a state's scanner (Lark's, tried in its terminals' order: the first that matches wins) reads a space as
    an ignored terminal: no terminal before the first ignored one may open with a space, and that one is a repeat of a
    set of characters alone (no lookaround, no anchor) that matches a space. Then skipping a space is what the scanner
    does, a regex match (and its token) fewer for every space between words."""
    if getattr(scanner, "g_regex_flags", 1):
        return False
    for terminal in getattr(scanner, "terminals", ()):
        pattern = terminal.pattern.to_regexp()
        if terminal.name in ignore:
            return _spaces_alone(pattern)
        if _may_open_with_space(pattern):
            return False
    return False


@lru_cache(maxsize=1024)  # by terminal pattern: a grammar has a few dozen
def _spaces_alone(pattern: str) -> bool:
    """Whether `pattern` is one repeat (at least once) of one set of characters that holds the space."""
    try:
        parsed = re_parser.parse(pattern)
    except Exception:  # noqa: BLE001 - another Python's regex internals: the scanner does it
        return False
    if parsed.state.flags & ~re.UNICODE or len(parsed.data) != 1:
        return False
    op, av = parsed.data[0]
    if str(op) not in ("MAX_REPEAT", "POSSESSIVE_REPEAT") or av[0] < 1 or len(av[2]) != 1:
        return False
    inner_op, items = av[2][0]
    if str(inner_op) != "IN" or not all(str(kind) in ("LITERAL", "RANGE") for kind, _ in items):
        return False  # no NEGATE, no category: the set is its characters
    return re.fullmatch(pattern, " ") is not None


@lru_cache(maxsize=1024)  # by terminal pattern: a grammar has a few dozen
def _may_open_with_space(pattern: str) -> bool:
    """Whether a match of `pattern` may open with a space (True where that is not known, or it may match nothing)."""
    atoms = opening_atoms(pattern)
    return atoms is None or any(re.match(atom, " ") is not None for atom in atoms)


def shared_actions(
    states: dict[int, dict[Any, tuple[Any, Any]]], reduction: Callable[[Any], Any]
) -> tuple[dict[int, dict[str, _Action]], list[Any]] | None:
    """Lark's parse table with plain string symbols, and each reduction's item (`reduction(rule)`, read once
    a rule; None when this driver cannot run the rule: then None for the whole table), with the list of them.

    Each distinct action is one object, shared by every cell that holds it: the four effect grammars'
    tables have about 480,000 cells but only a few thousand distinct actions, and a tuple per cell
    took about 30 MB of every process."""
    reductions: dict[int, _Action] = {}
    shifts: dict[Any, _Action] = {}
    table: dict[int, dict[str, _Action]] = {}
    for state, row in states.items():
        out: dict[str, _Action] = {}
        for symbol, (action, arg) in row.items():
            if action is Shift:
                shift = shifts.get(arg)
                if shift is None:
                    shift = shifts[arg] = (True, arg)
                out[str(symbol)] = shift
                continue
            reduce = reductions.get(id(arg))
            if reduce is None:
                item = reduction(arg)
                if item is None:
                    return None
                reduce = reductions[id(arg)] = (False, item)
            out[str(symbol)] = reduce
        table[state] = out
    return table, [reduce[1] for reduce in reductions.values()]


def missing_internals(parser: lark.Lark, start: str = "start") -> list[str]:
    """What `LeanParser` reads of Lark's internals and `parser` (of the installed Lark) lacks: [] when it
    can drive it. A Lark upgrade that renames one of them is named here rather than making every parse
    silently go to Lark's slower parser."""
    inner: Any = parser
    for name in _INNER_PATH:
        inner = getattr(inner, name, None)
        if inner is None:
            return [f"Lark {lark.__version__}: Lark.{'.'.join(_INNER_PATH)}"]
    missing = _table_missing(inner, start) + _lexers_missing(parser)
    if not hasattr(getattr(parser, "lexer_conf", None), "ignore"):
        missing.append("the lexer configuration's ignore list")
    return [f"Lark {lark.__version__}: {what}" for what in dict.fromkeys(missing)]


def _table_missing(inner: Any, start: str) -> list[str]:
    missing = [f"the LALR parser's {name}" for name in ("parse_table", "callbacks") if not hasattr(inner, name)]
    table = getattr(inner, "parse_table", None)
    if table is not None:
        missing += [f"the parse table's {n}" for n in ("states", "start_states", "end_states") if not hasattr(table, n)]
        if start not in getattr(table, "start_states", {}):
            missing.append(f"a start state for {start!r}")
    return missing


def _lexers_missing(parser: lark.Lark) -> list[str]:
    lexers = getattr(getattr(parser.parser, "lexer", None), "lexers", None)
    if not isinstance(lexers, dict) or not lexers:
        return ["the contextual lexer's per-state lexers"]
    lexer = next(iter(lexers.values()))  # the states' lexers are of one class
    # The scanner first: Lark builds it, and the lexer's `callback` with it, on first use.
    missing = [] if hasattr(getattr(lexer, "scanner", None), "_mres") else ["a state lexer's scanner._mres"]
    missing += [f"a state lexer's {n}" for n in ("callback", "user_callbacks", "use_bytes") if not hasattr(lexer, n)]
    return missing


def unfiltered(callback: Any) -> Any:
    """The callback, or for Lark's filter of a rule's children that inlines a `_rule` child (its children in
    the child's place) in one of the commonest shapes, the same list built in one call: the inlined child's
    own list grown in place where it comes first, as Lark's filter does (a left-recursive list stays linear).
    Used by both drivers (the effect parser's and `LeanParser`)."""
    if not isinstance(callback, ChildFilterLALR_NoPlaceholders):
        return callback
    shape, builder = tuple(callback.to_include), callback.node_builder
    if shape == ((0, True),):
        return lambda children: builder(children[0].children)
    if shape == ((0, True), (1, False)):

        def grown(children: list[Any]) -> Any:
            inlined = children[0].children
            inlined.append(children[1])
            return builder(inlined)

        return grown
    if shape == ((0, True), (1, False), (2, False)):

        def grown_by_two(children: list[Any]) -> Any:
            inlined = children[0].children
            inlined.append(children[1])
            inlined.append(children[2])
            return builder(inlined)

        return grown_by_two
    if shape == ((0, False), (1, True)):
        return lambda children: builder([children[0], *children[1].children])
    if shape == ((0, False), (1, True), (2, False)):
        return lambda children: builder([children[0], *children[1].children, children[2]])
    if shape == ((0, False), (1, False), (2, True)):
        return lambda children: builder([children[0], children[1], *children[2].children])
    return callback


def direct_callback(callback: Any) -> Any:
    """The callback, or, for one of Lark's own expansions of ()* and ()+ (a rule whose name starts with "_",
    inlined into its parent), the Tree it makes built directly: Lark's default callback goes through three
    calls (the Transformer's `__default__` among them) to build the same Tree. Another callback is kept.
    Used by both drivers: the effect parser's and `LeanParser` (paragraphs)."""
    if isinstance(callback, partial):
        name = callback.args[0] if len(callback.args) == 1 else ""
        if getattr(callback.func, "__name__", "") == "default_callback" and str(name).startswith("_"):
            return partial(lark.Tree, name)
    if isinstance(callback, ChildFilterLALR_NoPlaceholders):
        inner = direct_callback(callback.node_builder)
        if not any(expand for _, expand in callback.to_include):
            return _picked(tuple(i for i, _ in callback.to_include), inner)
        if inner is not callback.node_builder:
            return ChildFilterLALR_NoPlaceholders(callback.to_include, inner)  # type: ignore[no-untyped-call]
    return callback


def _picked(kept: tuple[int, ...], builder: Any) -> Any:
    """Lark's filter of a rule's children that only leaves some out (its anonymous tokens: a comma, a
    keyword the rule names), as one call: the kept children, by their places, handed to the builder."""
    if not kept:
        return lambda children: builder([])
    if len(kept) == 1:
        (only,) = kept
        return lambda children: builder([children[only]])
    pick = itemgetter(*kept)
    return lambda children: builder(list(pick(children)))
