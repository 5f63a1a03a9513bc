"""Two abilities printed in one paragraph: 607.2h beyond "reveal the first card you draw" (a static
ability and the trigger after it that refers to what it did "this way"), and 607.2i when the
statement of an additional cost and the sentence asking whether it was paid share a paragraph."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator

from mtglinks.kinds import AbilityKind, FeatureKind, Role
from mtglinks.links.base import CardView, Node, Rule, clause, link
from mtglinks.links.relations import Topic, fitting_values, relation
from mtglinks.tree import Feature, Link, Sentence

_THIS_WAY = relation(Rule.R2H, Topic.STATIC_THIS_WAY)
_OPTIONAL = "optional"  # an additional cost the spell's own text states and asks about
_PAID_REFS = fitting_values(Rule.R2I)[_OPTIONAL]

# Ability kinds whose sentences, outside a trigger, are static abilities (a permanent's paragraph).
STATIC_KINDS = (AbilityKind.STATIC, AbilityKind.REPLACEMENT)


class Sentences:
    """The sentences of one ability, to find which one holds a feature in log time (sentences are in
    text order and do not overlap)."""

    def __init__(self, node: Node) -> None:
        self.sentences = node.ability.effect
        self.starts = [sentence.span[0] for sentence in self.sentences]

    def index(self, feature: Feature) -> int | None:
        """The position of the sentence holding the feature's start, if one does."""
        i = bisect_right(self.starts, feature.span[0]) - 1
        if i >= 0 and feature.span[0] < self.sentences[i].span[1]:
            return i
        return None


def _static_sentence(sentence: Sentence) -> Feature:
    return Feature(_THIS_WAY.acting[0], sentence.text, sentence.span, role=Role.ACTING)


@clause(Rule.R2H)
def rule_607_2h_static_trigger(view: CardView) -> Iterator[Link]:
    """607.2h If an object has both a static ability and one or more triggered abilities printed on
    it in the same paragraph, each of those triggered abilities is linked to the static ability.

    The general form: a paragraph that opens with a static ability (no trigger word) and has a later
    sentence that is a trigger referring to "this way" ("You may cast Aura and Equipment spells from
    the top of your library. When you cast an Equipment spell this way, …"; "If damage would be dealt
    to ~ …, prevent that damage and remove that many counters from it. When one or more counters are
    removed from ~ this way, …"). Spells, activated and triggered abilities are left out: a trigger
    inside them is reflexive or delayed, part of the same ability (policy 1 and 14)."""
    for node in view.nodes:
        if node.kind not in STATIC_KINDS or node.has(FeatureKind.REVEAL_STATIC):
            continue  # the "reveal the first card you draw" form is rule_607_2h's
        if node.has(FeatureKind.ADDITIONAL_COST, FeatureKind.CAST_EXILE):
            continue  # "As an additional cost …, you may sacrifice … When you do, …": a reflexive trigger
        sentences = node.ability.effect
        if len(sentences) < 2 or sentences[0].trigger is not None:
            continue
        where = Sentences(node)
        for ref in node.feats(*_THIS_WAY.referring, role=Role.REFERRING):
            at = where.index(ref)
            if at is not None and at > 0 and sentences[at].trigger is not None:
                why = "a static ability and the trigger of its paragraph that refers to what it did this way"
                yield link(view, Rule.R2H, node, _static_sentence(sentences[0]), node, ref, why)
                break


@clause(Rule.R2I)
def rule_607_2i_same_paragraph(view: CardView) -> Iterator[Link]:
    """607.2i within one paragraph: "As an additional cost to cast this spell, you may collect
    evidence 6. This spell costs {2} less to cast if evidence was collected." The first sentence is
    the additional cost (a static ability of its own); a later sentence asking whether it was paid
    is another ability, linked to it (i == j). One link per ability: they all share one paragraph."""
    for node in view.nodes:
        costs = [f for f in node.feats(FeatureKind.ADDITIONAL_COST, role=Role.ACTING) if f.value == _OPTIONAL]
        if not costs:
            continue
        where = Sentences(node)
        placed = [(at, cost) for cost in costs if (at := where.index(cost)) is not None]
        if not placed:
            continue
        at, cost = min(placed, key=lambda item: item[0])
        for ref in node.feats(*_PAID_REFS, role=Role.REFERRING):
            later = where.index(ref)
            if later is not None and later > at:
                why = "an additional cost and a later sentence of its paragraph that asks whether it was paid"
                yield link(view, Rule.R2I, node, cost, node, ref, why)
                break
