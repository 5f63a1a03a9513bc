"""Exiled cards: 607.2a (activated or triggered exile), 607.2b (exile by a replacement effect),
607.2n (exiled before the game) and 607.2q (exiled while casting)."""

from __future__ import annotations

from collections.abc import Iterator

from mtglinks.links.base import CardView, Node, lasting_or_other, link
from mtglinks.tree import Feature, Link

# Ability kinds whose instruction to exile starts a 607.2a link (chapters and level abilities
# are triggered or activated; hideaway is a keyword that exiles).
EXILERS_2A = ("activated", "triggered", "chapter", "level", "keyword")
REFS = ("exiled_with_self", "the_exiled_card")
LASTING = ("exiled_with_self",)


def _exile_sources(view: CardView) -> list[tuple[Node, Feature, str]]:
    """Every instruction to exile that can start a 2a or 2b link, with its rule. Spell abilities
    of instants and sorceries (and their additional costs) never do."""
    out = []
    for node in view.nodes:
        for feature in node.feats("exile", role="acting"):
            if node.kind == "keyword" and feature.value != "hideaway":
                continue  # an escape or other keyword cost that exiles is 607.2q, not 607.2a
            if feature.value == "replacement" or node.kind == "replacement":
                out.append((node, feature, "607.2b"))
            elif node.kind in EXILERS_2A:
                out.append((node, feature, "607.2a"))
    return out


def _exile_links(view: CardView, rule: str, why: str) -> Iterator[Link]:
    sources = [(n, f) for n, f, r in _exile_sources(view) if r == rule]
    for source, feature, target, ref in lasting_or_other(view, rule, sources, REFS, LASTING):
        yield link(view, rule, source, feature, target, ref, why)


def rule_607_2a(view: CardView) -> Iterator[Link]:
    """607.2a If an object has an activated or triggered ability printed on it that instructs a
    player to exile one or more cards and an ability printed on it that refers either to "the
    exiled cards" or to cards "exiled with [this object]," these abilities are linked. The second
    ability refers only to cards in the exile zone that were put there as a result of an
    instruction to exile them in the first ability."""
    yield from _exile_links(view, "607.2a", "an activated or triggered ability exiles cards that another refers to")


def rule_607_2b(view: CardView) -> Iterator[Link]:
    """607.2b If an object has an ability printed on it that generates a replacement effect which
    causes one or more cards to be exiled and an ability printed on it that refers either to "the
    exiled cards" or to cards "exiled with [this object]," these abilities are linked."""
    yield from _exile_links(view, "607.2b", "a replacement effect exiles cards that another ability refers to")


def rule_607_2n(view: CardView) -> Iterator[Link]:
    """607.2n If an object has a static ability that allows a player to exile one or more cards
    "before you shuffle your deck to start the game" and an ability that refers to cards "exiled
    with cards named [this object's name]," the second ability is linked to the first ability of
    any objects that had the specified name before the game began."""
    sources = view.acting("exile_before_game")
    if not sources:
        return
    for target in view.nodes:
        # Every reference of one ability pairs with the same sources: the first one makes the links.
        for ref in target.feats("exiled_with_named_ref", role="referring")[:1]:
            for run in view.runs(sources, target):
                if ("607.2n", run.paragraph, target.paragraph) in view.made:
                    continue
                source, feature = run.items[0]
                why = "cards exiled before the game by cards with this name, and an ability that refers to them"
                yield link(view, "607.2n", source, feature, target, ref, why)


def rule_607_2q(view: CardView) -> Iterator[Link]:
    """607.2q If a permanent spell has an ability printed on it that allows one or more cards to be
    exiled while paying a cost to cast it and the permanent that spell becomes has an ability that
    refers to cards "exiled with [this object]," those abilities are linked. (Delve; escape whose
    cost exiles cards; an additional cost that exiles cards.)"""
    sources = view.acting("cast_exile")
    if not sources:
        return
    for target in view.nodes:
        # Every reference of one ability pairs with the same sources: the first one makes the links.
        for ref in target.feats("exiled_with_self", role="referring")[:1]:
            if target.feats("exile", role="acting"):
                continue  # the ability exiles by itself (607.2a)
            for run in view.runs(sources, target):
                if ("607.2q", run.paragraph, target.paragraph) in view.made:
                    continue
                found = run.first_not_node(target)
                if found is not None:
                    why = "cards exiled while casting the spell, and an ability that refers to them"
                    yield link(view, "607.2q", found[0], found[1], target, ref, why)
