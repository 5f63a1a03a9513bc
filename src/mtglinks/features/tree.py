"""The halves the linker reads from the effect tree instead of the patterns.

A language lists in `FROM_TREE` (in `lang/<code>/patterns.py`) the feature kinds its patterns no longer
read, each with gate words (as `GATES`: the tree is walked for the kind only when one occurs in the
lower-cased normalized text; none, always): for those, `extract` takes the halves of the ability's typed
effect tree (`queries.halves`), whose queries are written once for every language, and drops any pattern
match of the kind. A kind moves there only when the links stay the same on the labelled files and on the
unlabelled corpora of its language, and the tree reads the kind's halves about as often as the patterns did
(`benchmarks/tree_kinds.py`).
"""

from __future__ import annotations

import importlib
from functools import cache, lru_cache

from mtglinks.features import marker_queries, walks
from mtglinks.features.cost_queries import halves
from mtglinks.features.forest import GateNode, containment_forest, found_in, grouped
from mtglinks.features.marker_queries import MARKERS
from mtglinks.features.queries import MARK_KINDS, REFERRING, _marks_of, _nodes
from mtglinks.kinds import FeatureKind, Role
from mtglinks.tree import Ability, Feature

# Overrides of a language's FROM_TREE (code -> kinds), for the benchmark that tries one kind at a time.
OVERRIDES: dict[str, frozenset[str]] = {}


@cache
def _declared(code: str) -> dict[str, tuple[str, ...]]:
    """The language's FROM_TREE: kind -> its gate words (none: the kind's halves are always looked for)."""
    try:
        module = importlib.import_module(f"mtglinks.lang.{code}.patterns")
    except ModuleNotFoundError:
        return {}
    declared: dict[str, tuple[str, ...]] = getattr(module, "FROM_TREE", {})
    return {str(FeatureKind(kind)): tuple(gate) for kind, gate in declared.items()}


def tree_kinds(code: str) -> frozenset[str]:
    """The feature kinds the language reads from the effect tree."""
    override = OVERRIDES.get(code)
    return override if override is not None else _declared_kinds(code)


@cache
def _declared_kinds(code: str) -> frozenset[str]:
    return frozenset(_declared(code))


def opened(code: str, low: str) -> frozenset[str]:
    """The kinds read from the tree whose gate words occur in the lower-cased normalized text `low` (or that
    have none). Walking an ability's tree costs more than looking for a few words, and most abilities hold
    none of the halves: the gate spares the walk, as the patterns' gates spare their regexes."""
    override = OVERRIDES.get(code)
    if override is not None:
        return override
    return _opened(code, low) if len(low) <= _CACHED_TEXT else _gated(code, low)


# Abilities repeat across cards (a third of oracle-en's are met again): their kinds are kept, as `search.matches` keeps
# their pattern matches, for texts up to this long, at most OPENED_ENTRIES of them (the least recently used go first).
_CACHED_TEXT = 2048
OPENED_ENTRIES = 4096


@lru_cache(maxsize=OPENED_ENTRIES)
def _opened(code: str, low: str) -> frozenset[str]:
    """`_gated`, cached."""
    return _gated(code, low)


def _gated(code: str, low: str) -> frozenset[str]:
    """The kinds whose gate words occur in `low`, and those that have none (`opened`)."""
    always, forest = _gates(code)
    found = found_in(forest, low)  # a gate word is looked for only where the one it contains was found
    if not found:  # most abilities: no gate word at all
        return always
    return always.union(*found)


@cache
def _gates(code: str) -> tuple[frozenset[str], tuple[GateNode, ...]]:
    """The kinds with no gate words, and every gate word once with the kinds it opens, as a forest by containment
    (`forest.containment_forest`: "kicker" is looked for only in a text that holds "kick"), its roots gathered under
    words they share (`forest.grouped`)."""
    declared = _declared(code)
    always = frozenset(kind for kind, gate in declared.items() if not gate)
    opens: dict[str, set[str]] = {}
    for kind, gate in declared.items():
        for word in gate:
            opens.setdefault(word, set()).add(kind)
    return always, grouped(containment_forest(sorted((word, frozenset(kinds)) for word, kinds in opens.items())))


def tree_features(
    ability: Ability, kinds: frozenset[str], skip: set[tuple[str, str | None]] | None = None
) -> list[Feature]:
    """The ability's halves of these kinds read from its effect tree (those in `skip`, a keyword's
    (kind, value) halves, left out), as features."""
    out = []
    walked = _nodes(ability.effects, done=True)  # one walk, each node's marks read once, for every query below
    if _READ_MARKS.isdisjoint(kinds):  # no query asked reads the walk's marks (most gates open no reference)
        walks.keep(ability.effects, walked, [(node, done, []) for node, done in walked], read=False)
    else:
        walks.keep(ability.effects, walked, [(node, done, _marks_of(node)) for node, done in walked])
    try:
        found = halves(ability, kinds)  # (a query none of whose kinds is asked for is not asked)
        if not MARKERS.isdisjoint(kinds):  # the markers' reading of the tree, only when one is asked for
            found = [*found, *marker_queries.halves(ability, kinds)]
    finally:
        walks.forget()
    for half in found:
        kind = str(half.kind)
        if kind not in kinds or (skip and (kind, half.value) in skip):
            continue
        role = Role.REFERRING if half.kind in REFERRING else Role.MARKER if half.kind in MARKERS else Role.ACTING
        out.append(Feature(kind, half.text, half.span, value=half.value, role=role))
    return out


# The kinds whose queries read the marks of the walk (`queries._marked`): those the marks name (`queries._node_halves`),
# the references of `reference_queries`, and the costs paid as the object entered or was cast (`cost_queries`).
_READ_MARKS = MARK_KINDS | {
    FeatureKind.CHOSEN_REF,
    FeatureKind.NAMED_REF,
    FeatureKind.PAID_AS_ENTERED_REF,
    FeatureKind.PAID_AS_CAST_REF,
}
