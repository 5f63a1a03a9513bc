"""Exiled cards: 607.2a (activated or triggered exile), 607.2b (exile by a replacement effect),
607.2n (exiled before the game) and 607.2q (exiled while casting)."""

from __future__ import annotations

from collections.abc import Iterator

from mtglinks.kinds import AbilityKind, FeatureKind, Role
from mtglinks.links.base import CardView, Node, Rule, Run, clause, lasting_or_other, link, link_references
from mtglinks.links.relations import acting_kinds, lasting_kinds, referring_kinds
from mtglinks.tree import Feature, Link

# Ability kinds whose instruction to exile starts a 607.2a link (chapters and level abilities
# are triggered or activated; hideaway is a keyword that exiles).
EXILERS_2A = (AbilityKind.ACTIVATED, AbilityKind.TRIGGERED, AbilityKind.CHAPTER, AbilityKind.LEVEL, AbilityKind.KEYWORD)
REFS = referring_kinds(Rule.R2A)
LASTING = lasting_kinds(Rule.R2A)
_EXILE = acting_kinds(Rule.R2A)
_BEFORE_GAME, _NAMED_REFS = acting_kinds(Rule.R2N), referring_kinds(Rule.R2N)
_CAST_EXILE, _CAST_EXILE_REFS = acting_kinds(Rule.R2Q), referring_kinds(Rule.R2Q)


def _exile_sources(view: CardView) -> list[tuple[Node, Feature, Rule]]:
    """Every instruction to exile that can start a 2a or 2b link, with its rule. Spell abilities
    of instants and sorceries (and their additional costs) never do."""
    out = []
    for node in view.nodes:
        for feature in node.feats(*_EXILE, role=Role.ACTING):
            if node.kind == AbilityKind.KEYWORD and feature.value != "hideaway":
                continue  # an escape or other keyword cost that exiles is 607.2q, not 607.2a
            if feature.value == "replacement" or node.kind == AbilityKind.REPLACEMENT:
                out.append((node, feature, Rule.R2B))
            elif node.kind in EXILERS_2A:
                out.append((node, feature, Rule.R2A))
    return out


def _exile_links(view: CardView, rule: Rule, why: str) -> Iterator[Link]:
    sources = [(n, f) for n, f, r in _exile_sources(view) if r == rule]
    for source, feature, target, ref in lasting_or_other(view, rule, sources, REFS, LASTING):
        yield link(view, rule, source, feature, target, ref, why)


@clause(
    Rule.R2A,
    "an activated or triggered ability exiles cards; the other refers to the cards exiled with this object",
)
def rule_607_2a(view: CardView) -> Iterator[Link]:
    """607.2a If an object has an activated or triggered ability printed on it that instructs a
    player to exile one or more cards and an ability printed on it that refers either to "the
    exiled cards" or to cards "exiled with [this object]," these abilities are linked. The second
    ability refers only to cards in the exile zone that were put there as a result of an
    instruction to exile them in the first ability."""
    yield from _exile_links(view, Rule.R2A, "an activated or triggered ability exiles cards that another refers to")


@clause(
    Rule.R2B,
    "a replacement effect exiles cards; the other ability refers to the cards exiled with this object",
)
def rule_607_2b(view: CardView) -> Iterator[Link]:
    """607.2b If an object has an ability printed on it that generates a replacement effect which
    causes one or more cards to be exiled and an ability printed on it that refers either to "the
    exiled cards" or to cards "exiled with [this object]," these abilities are linked."""
    yield from _exile_links(view, Rule.R2B, "a replacement effect exiles cards that another ability refers to")


@clause(
    Rule.R2N,
    "cards exiled before the game begins; the other ability refers to cards exiled with cards of this name",
)
def rule_607_2n(view: CardView) -> Iterator[Link]:
    """607.2n If an object has a static ability that allows a player to exile one or more cards
    "before you shuffle your deck to start the game" and an ability that refers to cards "exiled
    with cards named [this object's name]," the second ability is linked to the first ability of
    any objects that had the specified name before the game began."""
    why = "cards exiled before the game by cards with this name, and an ability that refers to them"
    sources = view.acting(*_BEFORE_GAME)
    yield from link_references(view, Rule.R2N, sources, _NAMED_REFS, why, _first_any)


def _first_any(run: Run, wanted: str | None, target: Node) -> tuple[Node, Feature] | None:
    """The run's first source, the target's own included."""
    return run.items[0]


def _first_cast_exile(run: Run, wanted: str | None, target: Node) -> tuple[Node, Feature] | None:
    """The run's first source in another ability, unless the target exiles by itself (then it is 607.2a's)."""
    if target.feats(*_EXILE, role=Role.ACTING):
        return None
    return run.first_not_node(target)


@clause(
    Rule.R2Q,
    "cards exiled while paying the cost to cast it; the permanent refers to the cards exiled with it",
)
def rule_607_2q(view: CardView) -> Iterator[Link]:
    """607.2q If a permanent spell has an ability printed on it that allows one or more cards to be
    exiled while paying a cost to cast it and the permanent that spell becomes has an ability that
    refers to cards "exiled with [this object]," those abilities are linked. (Delve; escape whose
    cost exiles cards; an additional cost that exiles cards.)"""
    why = "cards exiled while casting the spell, and an ability that refers to them"
    sources = view.acting(*_CAST_EXILE)
    refs: tuple[str, ...] = _CAST_EXILE_REFS
    if sources and not _exile_sources(view) and not any(node.kind == AbilityKind.SPELL for node in view.nodes):
        # A permanent card whose only exiling is its casting cost: "the exiled cards" are those (a Saga's
        # "As an additional cost to cast this spell, exile five … cards" and "Choose one of the exiled cards").
        refs = (*_CAST_EXILE_REFS, FeatureKind.THE_EXILED_CARD)
    yield from link_references(view, Rule.R2Q, sources, refs, why, _first_cast_exile)
