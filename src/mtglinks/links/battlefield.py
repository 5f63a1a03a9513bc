"""Objects put onto the battlefield or created: 607.2c."""

from __future__ import annotations

from collections.abc import Iterator

from mtglinks.links.base import CardView, Node, Run, link
from mtglinks.links.exile import EXILERS_2A
from mtglinks.tree import Feature, Link


def rule_607_2c(view: CardView) -> Iterator[Link]:
    """607.2c If an object has an activated or triggered ability printed on it that puts one or
    more objects onto the battlefield and an ability printed on it that refers to objects "put
    onto the battlefield with [this object]" or "created with [this object]," those abilities are
    linked. (An ability that does both, or grants "enchant creature put onto the battlefield
    with ~" while putting it there, is linked to itself.)"""
    sources = [(n, f) for n, f in view.acting("put_onto_battlefield", "create_token") if n.kind in EXILERS_2A]
    if not sources:
        return
    for target in view.nodes:
        done: set[str] = set()
        for ref in target.feats("put_with_self", "created_with_self", role="referring"):
            wanted = "create_token" if ref.kind == "created_with_self" else "put_onto_battlefield"
            if wanted in done:
                continue  # the same sources as an earlier reference of this ability: the same links
            done.add(wanted)
            for run in view.runs(sources, target):
                if ("607.2c", run.paragraph, target.paragraph) in view.made:
                    continue
                found = _first_fit(run, wanted, target)
                if found is not None:
                    why = "an ability puts objects onto the battlefield that another refers to as put there with it"
                    yield link(view, "607.2c", found[0], found[1], target, ref, why)


def _first_fit(run: Run, wanted: str, target: Node) -> tuple[Node, Feature] | None:
    """The first source of the run of the wanted kind, or of the target itself or its grantor."""
    index = run.memo.get(wanted)
    if index is None:
        index = next((i for i, (_, f) in enumerate(run.items) if f.kind == wanted), len(run.items))
        run.memo[wanted] = index
    best = index
    if target.paragraph == run.paragraph:  # only there can the target or its grantor be a source
        for node in (target, target.granted_by):
            at = run.first_of(node) if node is not None else None
            if at is not None and at < best:
                best = at
    return run.items[best] if best < len(run.items) else None
