"""The pattern mini-language: a language's PATTERNS entries as `Pattern`s with their gates, and the value
a match gives (see the package docstring for the entries' form)."""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, cached_property
from typing import Any

from mtglinks.features.forest import GateNode, LiteralNode, containment_forest
from mtglinks.features.literals import literals_of, parse_regex
from mtglinks.kinds import FeatureKind, Role
from mtglinks.lang import LanguageError
from mtglinks.span import Span


@dataclass(frozen=True)
class Pattern:
    """One entry of a language's PATTERNS: what its regex finds, and what the regex needs to match."""

    kind: FeatureKind
    role: Role
    source: str
    value: str | None = None
    # What the lemma text must contain for the regex to match: every clause is a set of literal
    # strings one of which must occur (derived from the regex by `required_literals`); () means
    # the pattern always runs.
    needs: tuple[frozenset[str], ...] = ()

    @property
    def regex(self) -> re.Pattern[str]:
        """The compiled regex, compiled on first use (a gated pattern may never be needed)."""
        return _compiled(self.source)

    @cached_property
    def plain_kind_and_role(self) -> tuple[str, str]:
        """The kind and the role as plain strings (what a `Match` holds)."""
        return self.kind.value, self.role.value


@cache
def _compiled(source: str) -> re.Pattern[str]:
    return re.compile(source)


@cache
def _value_groups(source: str) -> tuple[str, ...]:
    """The regex's groups named `v_<name>`, in the order they appear."""
    return tuple(name for name in _compiled(source).groupindex if name.startswith("v_"))


@dataclass(frozen=True)
class LanguageData:
    """A language's patterns, their gates and what is derived from them to run few of them."""

    patterns: tuple[Pattern, ...]
    gates: tuple[tuple[str, frozenset[str]], ...]  # gate word -> the kinds it opens
    gated: frozenset[str]  # kinds that have a gate
    option_words: re.Pattern[str] | None
    option_separator: re.Pattern[str]
    # The gates as bit masks: each clause of each pattern is one bit; a literal's mask has the bits
    # of the clauses it satisfies, a pattern's mask the bits of its own clauses.
    literals: tuple[tuple[str, int], ...] = ()
    masks: tuple[int, ...] = ()
    # The literals as a forest by containment (see `_literal_forest`): a literal is looked for only
    # where the longest other literal it contains was found.
    literal_forest: tuple[LiteralNode, ...] = ()
    # per pattern: the pattern, its mask, and its kind when that kind has a gate (else None)
    gate_rows: tuple[tuple[Pattern, int, str | None], ...] = ()
    # per gated kind: the forest of the literals its patterns need (only those bits)
    kind_forests: Mapping[str, tuple[LiteralNode, ...]] = field(default_factory=dict)
    # the gate words as a forest by containment, each with the kinds it opens
    gate_forest: tuple[GateNode, ...] = ()
    # each kind of pattern has a gate: then a text that opens none needs no tokenizing
    every_kind_gated: bool = False


@cache
def language_data(code: str) -> LanguageData:
    """The patterns of `mtglinks.lang.<code>.patterns`, loaded once (none when the language has no such module)."""
    try:
        module = importlib.import_module(f"mtglinks.lang.{code}.patterns")
    except ModuleNotFoundError:
        return LanguageData((), (), frozenset(), None, re.compile(r"(?!)"))
    patterns = tuple(_pattern(code, n, entry) for n, entry in enumerate(module.PATTERNS))
    words = getattr(module, "OPTION_WORDS", None)
    return language_data_of(
        patterns,
        getattr(module, "GATES", {}),
        re.compile(words) if words else None,
        re.compile(getattr(module, "OPTION_SEPARATOR", r"(?!)")),
    )


def language_data_of(
    patterns: tuple[Pattern, ...],
    gates: Mapping[str, Iterable[str]],
    option_words: re.Pattern[str] | None = None,
    option_separator: re.Pattern[str] = re.compile(r"(?!)"),
) -> LanguageData:
    """A language's patterns with their gates (kind -> gate words) and what is derived from them."""
    literals, masks = _gate_masks(patterns)
    by_word: dict[str, set[str]] = {}
    for kind, gate in gates.items():
        for word in gate:
            by_word.setdefault(word, set()).add(kind)
    gate_words = tuple((word, frozenset(kinds)) for word, kinds in by_word.items())
    kind_bits: dict[str, int] = {}
    for p, mask in zip(patterns, masks, strict=True):
        if p.kind in gates:
            kind_bits[p.kind] = kind_bits.get(p.kind, 0) | mask
    return LanguageData(
        patterns,
        gate_words,
        frozenset(gates),
        option_words,
        option_separator,
        literals,
        masks,
        containment_forest(literals),
        tuple((p, mask, p.kind if p.kind in gates else None) for p, mask in zip(patterns, masks, strict=True)),
        {
            kind: containment_forest([(lit, bits & kind_mask) for lit, bits in literals if bits & kind_mask])
            for kind, kind_mask in kind_bits.items()
        },
        containment_forest(gate_words),
        every_kind_gated={p.kind for p in patterns} <= set(gates),
    )


def _pattern(code: str, n: int, entry: Sequence[Any]) -> Pattern:
    """A PATTERNS entry, (kind, role, regex) or (kind, role, regex, value), as a Pattern; a regex that
    does not compile is an error naming the language and the entry."""
    kind, role, source, *value = entry
    try:
        parsed = parse_regex(source)
    except re.error as err:
        raise LanguageError(f"language {code!r}: PATTERNS[{n}]: {err}") from err
    return Pattern(FeatureKind(kind), Role(role), source, value[0] if value else None, literals_of(parsed))


def _gate_masks(patterns: Sequence[Pattern]) -> tuple[tuple[tuple[str, int], ...], tuple[int, ...]]:
    literal_masks: dict[str, int] = {}
    masks: list[int] = []
    bit = 0
    for pattern in patterns:
        mask = 0
        for clause in pattern.needs:
            mask |= 1 << bit
            for literal in clause:
                literal_masks[literal] = literal_masks.get(literal, 0) | 1 << bit
            bit += 1
        masks.append(mask)
    return tuple(sorted(literal_masks.items())), tuple(masks)


def option_words(code: str) -> re.Pattern[str] | None:
    """The language's regex of choice words that have a rules meaning (see module docstring)."""
    return language_data(code).option_words


_SYMBOL_GAP = re.compile(r"(?<=\}) (?=\{)")


def match_span(pattern: Pattern, m: re.Match[str]) -> Span:
    """Where the feature is: the group `at` when the regex has one and it matched, else the match."""
    if "at" in pattern.regex.groupindex and m.group("at") is not None:
        return m.span("at")
    return m.span()


def value_of(code: str, pattern: Pattern, m: re.Match[str]) -> str | None:
    """The feature's value (see the module docstring): a `v_<name>` group's name, what the `value`
    group says, or the entry's fixed value."""
    for name in _value_groups(pattern.source):
        if m.group(name) is not None:
            return name[2:]
    if "value" not in pattern.regex.groupindex:
        return pattern.value
    group = m.group("value")
    if group is None:
        return None
    fixed = pattern.value
    if fixed is None:
        return _SYMBOL_GAP.sub("", group.strip())
    if fixed == "words":
        return _options(code, group)
    if fixed.endswith(":"):  # a prefix: "other:artist"
        return fixed + group.strip()
    return fixed  # a fixed value stands for "the group matched"


def _options(code: str, group: str) -> str:
    """ "island or swamp" -> "options:island|swamp" (rules words) or "words:left|right" (others)."""
    data = language_data(code)
    parts = [p.strip() for p in data.option_separator.split(group) if p.strip()]
    rules_words = data.option_words
    meaningful = rules_words is not None and all(rules_words.fullmatch(p) for p in parts)
    return ("options:" if meaningful else "words:") + "|".join(parts)
