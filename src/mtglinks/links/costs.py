"""Costs: 607.2g (paid as it entered; tribute and devour), 607.2i (additional costs: kicker,
buyback, …) and 607.2j (a variable cost paid as it was cast)."""

from __future__ import annotations

from collections.abc import Iterator

from mtglinks.kinds import FeatureKind, Role
from mtglinks.links.base import (
    CardView,
    Node,
    Rule,
    Run,
    clause,
    link,
    link_references,
    rule_607_1b_face,
    runs_of,
)
from mtglinks.links.relations import acting_kinds, fitting_values, referring_kinds, self_linked_values
from mtglinks.tree import Feature, Link

_KEYWORDED = ("tribute", "devour")
# Additional costs whose own keyword definition holds both halves: linked to themselves.
SELF_LINKED_COSTS = self_linked_values(Rule.R2I)
# Additional cost -> the references that ask whether it was paid.
_REFS_FOR: dict[str, tuple[FeatureKind, ...]] = fitting_values(Rule.R2I)


@clause(
    Rule.R2G,
    "a cost is paid as this object enters; the other ability refers to the cost paid as it entered",
)
def rule_607_2g(view: CardView) -> Iterator[Link]:
    """607.2g If an object has an ability printed on it that causes a player to pay a cost as it
    enters the battlefield and an ability printed on it that refers to the cost paid "as [this
    object] entered," these abilities are linked. (Tribute's "if tribute wasn't paid" and
    devour's "creatures it devoured" are labelled here.)"""
    why = "a cost paid as the object entered, and an ability that refers to it"
    payers = view.acting(*acting_kinds(Rule.R2G))
    refs = referring_kinds(Rule.R2G)
    yield from link_references(view, Rule.R2G, payers, refs, why, _first_paid, _payment_class)


def _payment_class(ref: Feature) -> str | None:
    """A keyworded payment (tribute, devour) fits only a reference to the same keyword, any other payment
    only a reference to no keyword: references of one class pair with the same sources."""
    return ref.value if ref.value in _KEYWORDED else None


def _first_paid(run: Run, wanted: str | None, target: Node) -> tuple[Node, Feature] | None:
    """The first payment of the run in the wanted class (a keyword, or None for any other) that is not
    the target's own. A node's items are consecutive, so only the target's own are stepped over."""
    classes = run.lists
    if not classes:
        for i, (_, pay) in enumerate(run.items):
            classes.setdefault(pay.value if pay.value in _KEYWORDED else None, []).append(i)
    for i in classes.get(wanted, ()):
        if run.items[i][0] is not target:
            return run.items[i]
    return None


@clause(Rule.R2I, "an ability allows an additional cost; the other refers to whether that cost was paid")
def rule_607_2i(view: CardView) -> Iterator[Link]:
    """607.2i If an object has an ability printed on it that allows an additional cost to be paid
    and an ability printed on it that refers to whether that cost was paid, those abilities are
    linked. If an ability lists multiple such costs, it may have multiple abilities linked to it.
    (Buyback, replicate, conspire, casualty, squad and offspring hold both halves: linked to
    themselves. Alternative costs — evoke, prowl, surge, madness, … — never link.)"""
    # References by the kinds a cost asks for: (target, its first such reference), cut into runs.
    targets: dict[tuple[str, ...], dict[int, list[Run]]] = {}
    done: set[tuple[int, tuple[str, ...]]] = set()
    for source, cost in view.acting(*acting_kinds(Rule.R2I)):
        if cost.value in SELF_LINKED_COSTS:
            why = f"{cost.value} offers an additional cost and refers to whether it was paid"
            yield link(view, Rule.R2I, source, cost, source, cost, why)
            continue
        kinds = _REFS_FOR.get(cost.value or "", ())
        if not kinds:
            continue
        if kinds not in targets:
            refs = [(n, refs[0]) for n in view.nodes if (refs := n.feats(*kinds, role=Role.REFERRING))]
            targets[kinds] = runs_of(refs)
        by_face = targets[kinds]
        runs = by_face.get(rule_607_1b_face(view, source), [])
        # A later cost of the same paragraph asks for the same references: only its own paragraph,
        # where it may itself be a target, can give it a link the earlier one did not make.
        again = (source.paragraph, kinds) in done
        done.add((source.paragraph, kinds))
        for run in runs:
            if again and run.paragraph != source.paragraph:
                continue
            if (Rule.R2I, source.paragraph, run.paragraph) in view.made:
                continue
            found = run.first_not_node(source)
            if found is not None:
                why = "an additional cost and an ability that asks whether it was paid"
                yield link(view, Rule.R2I, source, cost, found[0], found[1], why)


@clause(
    Rule.R2J,
    "a variable additional cost is paid as it is cast; the other refers to the cost paid as it was cast",
)
def rule_607_2j(view: CardView) -> Iterator[Link]:
    """607.2j If an object has an ability printed on it that causes a player to pay a variable
    additional cost as it's cast and an ability printed on it that refers to the cost paid "as
    [this object] was cast," these abilities are linked."""
    why = "a variable cost paid as the spell was cast, and an ability that refers to it"
    costs = view.acting(*acting_kinds(Rule.R2J))
    yield from link_references(view, Rule.R2J, costs, referring_kinds(Rule.R2J), why)
