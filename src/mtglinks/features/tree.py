"""The halves the linker reads from the effect tree instead of the patterns.

A language lists in `FROM_TREE` (in `lang/<code>/patterns.py`) the feature kinds its patterns no longer
read: for those, `extract` takes the halves of the ability's typed effect tree (`queries.halves`), whose
queries are written once for every language, and drops any pattern match of the kind. A kind moves there
only when the labelled evals find the same links with the tree's halves as with the patterns' (see
`benchmarks/tree_links.py` and `benchmarks/tree_kinds.py`).
"""

from __future__ import annotations

import importlib
from functools import cache

from mtglinks.features.queries import halves
from mtglinks.kinds import FeatureKind, Role
from mtglinks.tree import Ability, Feature

# Overrides of a language's FROM_TREE (code -> kinds), for the benchmark that tries one kind at a time.
OVERRIDES: dict[str, frozenset[str]] = {}


@cache
def _declared(code: str) -> frozenset[str]:
    try:
        module = importlib.import_module(f"mtglinks.lang.{code}.patterns")
    except ModuleNotFoundError:
        return frozenset()
    kinds = frozenset(str(FeatureKind(kind)) for kind in getattr(module, "FROM_TREE", ()))
    return kinds


def tree_kinds(code: str) -> frozenset[str]:
    """The feature kinds the language reads from the effect tree."""
    override = OVERRIDES.get(code)
    return override if override is not None else _declared(code)


@cache
def _acting() -> frozenset[str]:
    from mtglinks.links.relations import RELATIONS

    return frozenset(str(kind) for relation in RELATIONS for kind in relation.acting)


def tree_features(
    ability: Ability, kinds: frozenset[str], skip: set[tuple[str, str | None]] | None = None
) -> list[Feature]:
    """The ability's halves of these kinds read from its effect tree (those in `skip`, a keyword's
    (kind, value) halves, left out), as features."""
    acting = _acting()
    out = []
    for half in halves(ability):
        kind = str(half.kind)
        if kind not in kinds or (skip and (kind, half.value) in skip):
            continue
        role = Role.ACTING if kind in acting else Role.REFERRING
        out.append(Feature(kind, half.text, half.span, value=half.value, role=role))
    return out
