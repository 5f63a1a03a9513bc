"""Paired abilities in one paragraph: 607.2h (a static ability and its triggers; madness,
miracle) and 607.2k (champion)."""

from __future__ import annotations

from collections.abc import Iterator

from mtglinks.kinds import FeatureKind, Role
from mtglinks.links.base import CardView, Rule, clause, link
from mtglinks.links.relations import Topic, acting_kinds, relation
from mtglinks.tree import Feature, Link

_LINKED_KEYWORD = relation(Rule.R2H, Topic.BOTH_HALVES).acting
_REVEAL = relation(Rule.R2H, Topic.REVEALED_THIS_WAY)


@clause(Rule.R2H, "a static ability and the triggered abilities of its paragraph that refer to what it did")
def rule_607_2h(view: CardView) -> Iterator[Link]:
    """607.2h If an object has both a static ability and one or more triggered abilities printed on
    it in the same paragraph, each of those triggered abilities is linked to the static ability.
    Each triggered ability refers only to actions taken as a result of the static ability.
    (Madness and miracle are such pairs by their own definitions.)"""
    for node in view.nodes:
        for feature in node.feats(*_LINKED_KEYWORD, role=Role.ACTING):
            why = f"{feature.value} is a static ability and a triggered ability that are linked"
            yield link(view, Rule.R2H, node, feature, node, feature, why)
        statics = node.feats(*_REVEAL.acting, role=Role.ACTING)
        refs = node.feats(*_REVEAL.referring, role=Role.REFERRING)
        if statics and not refs and len(node.ability.effect) > 1:
            # Older wording says "If that card is …" where Oracle says "Whenever you reveal … this way".
            later = node.ability.effect[-1]
            refs = [Feature(FeatureKind.SENTENCE, later.text, later.span, role=Role.REFERRING)]
        if statics and refs:
            why = "a static ability and the triggered abilities of its paragraph that refer to it"
            yield link(view, Rule.R2H, node, statics[0], node, refs[0], why)


@clause(Rule.R2K, "the two abilities of the champion keyword")
def rule_607_2k(view: CardView) -> Iterator[Link]:
    """607.2k The two abilities represented by the champion keyword are linked abilities."""
    for node, feature in view.acting(*acting_kinds(Rule.R2K)):
        why = "champion's two abilities (exile another creature, return it) are linked"
        yield link(view, Rule.R2K, node, feature, node, feature, why)
