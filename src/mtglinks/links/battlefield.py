"""Objects put onto the battlefield or created: 607.2c."""

from __future__ import annotations

from collections.abc import Iterator

from mtglinks.links.base import CardView, Node, Rule, Run, clause, link_references
from mtglinks.links.exile import EXILERS_2A
from mtglinks.links.relations import acting_kinds, referring_kinds, wanted_acting
from mtglinks.tree import Feature, Link


@clause(
    Rule.R2C,
    "an ability puts objects onto the battlefield or creates them; the other refers to what it put there",
)
def rule_607_2c(view: CardView) -> Iterator[Link]:
    """607.2c If an object has an activated or triggered ability printed on it that puts one or
    more objects onto the battlefield and an ability printed on it that refers to objects "put
    onto the battlefield with [this object]" or "created with [this object]," those abilities are
    linked. (An ability that does both, or grants "enchant creature put onto the battlefield
    with ~" while putting it there, is linked to itself.)"""
    acting = view.acting(*acting_kinds(Rule.R2C))
    sources = [(n, f) for n, f in acting if n.kind in EXILERS_2A]
    why = "an ability puts objects onto the battlefield that another refers to as put there with it"
    refs = referring_kinds(Rule.R2C)
    yield from link_references(view, Rule.R2C, sources, refs, why, _first_fit, _wanted_source)


def _wanted_source(ref: Feature) -> str:
    """The kind of source a reference is about: a token created, or an object put onto the battlefield.
    References about one kind pair with the same sources."""
    return wanted_acting(Rule.R2C, ref.kind)


def _first_fit(run: Run, wanted: str | None, target: Node) -> tuple[Node, Feature] | None:
    """The first source of the run of the wanted kind, or of the target itself or its grantor."""
    kind = wanted or ""  # `_wanted_source` always names a kind
    index = run.memo.get(kind)
    if index is None:
        index = next((i for i, (_, f) in enumerate(run.items) if f.kind == kind), len(run.items))
        run.memo[kind] = index
    best = index
    if target.paragraph == run.paragraph:  # only there can the target or its grantor be a source
        for node in (target, target.granted_by):
            at = run.first_of(node) if node is not None else None
            if at is not None and at < best:
                best = at
    return run.items[best] if best < len(run.items) else None
