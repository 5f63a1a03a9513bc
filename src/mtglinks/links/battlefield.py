"""Objects put onto the battlefield or created: 607.2c."""

from __future__ import annotations

from collections.abc import Iterator

from mtglinks.links.base import CardView, link
from mtglinks.links.exile import EXILERS_2A
from mtglinks.tree import Link


def rule_607_2c(view: CardView) -> Iterator[Link]:
    """607.2c If an object has an activated or triggered ability printed on it that puts one or
    more objects onto the battlefield and an ability printed on it that refers to objects "put
    onto the battlefield with [this object]" or "created with [this object]," those abilities are
    linked. (An ability that does both, or grants "enchant creature put onto the battlefield
    with ~" while putting it there, is linked to itself.)"""
    sources = [(n, f) for n, f in view.acting("put_onto_battlefield", "create_token") if n.kind in EXILERS_2A]
    for target in view.nodes:
        for ref in target.feats("put_with_self", "created_with_self", role="referring"):
            wanted = "create_token" if ref.kind == "created_with_self" else "put_onto_battlefield"
            for source, feature in sources:
                if feature.kind != wanted and not (target is source or target.granted_by is source):
                    continue
                if view.may_link(source, target):
                    why = "an ability puts objects onto the battlefield that another refers to as put there with it"
                    yield link(view, "607.2c", source, feature, target, ref, why)
