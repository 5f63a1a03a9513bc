"""Costs: 607.2g (paid as it entered; tribute and devour), 607.2i (additional costs: kicker,
buyback, …) and 607.2j (a variable cost paid as it was cast)."""

from __future__ import annotations

from collections.abc import Iterator

from mtglinks.links.base import CardView, Node, Run, link, runs_of
from mtglinks.tree import Feature, Link

_KEYWORDED = ("tribute", "devour")
# Additional costs whose own keyword definition holds both halves: linked to themselves.
SELF_LINKED_COSTS = ("buyback", "replicate", "conspire", "casualty", "squad", "offspring")
# Additional cost -> the references that ask whether it was paid.
_REFS_FOR = {
    "kicker": ("kicked_ref",),
    "multikicker": ("kicked_ref",),
    "bargain": ("bargained_ref",),
    "gift": ("gift_promised_ref",),
    "optional": ("additional_cost_paid_ref",),
}


def rule_607_2g(view: CardView) -> Iterator[Link]:
    """607.2g If an object has an ability printed on it that causes a player to pay a cost as it
    enters the battlefield and an ability printed on it that refers to the cost paid "as [this
    object] entered," these abilities are linked. (Tribute's "if tribute wasn't paid" and
    devour's "creatures it devoured" are labelled here.)"""
    payers = view.acting("pay_as_enters")
    if not payers:
        return
    for target in view.nodes:
        done: set[str | None] = set()
        for ref in target.feats("paid_as_entered_ref", role="referring"):
            # A keyworded payment (tribute, devour) fits only a reference to the same keyword, any other
            # payment only a reference to no keyword: references of one class pair with the same sources.
            wanted = ref.value if ref.value in _KEYWORDED else None
            if wanted in done:
                continue
            done.add(wanted)
            for run in view.runs(payers, target):
                if ("607.2g", run.paragraph, target.paragraph) in view.made:
                    continue
                found = _first_paid(run, wanted, target)
                if found is not None:
                    why = "a cost paid as the object entered, and an ability that refers to it"
                    yield link(view, "607.2g", found[0], found[1], target, ref, why)


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


def rule_607_2i(view: CardView) -> Iterator[Link]:
    """607.2i If an object has an ability printed on it that allows an additional cost to be paid
    and an ability printed on it that refers to whether that cost was paid, those abilities are
    linked. If an ability lists multiple such costs, it may have multiple abilities linked to it.
    (Buyback, replicate, conspire, casualty, squad and offspring hold both halves: linked to
    themselves. Alternative costs — evoke, prowl, surge, madness, … — never link.)"""
    # References by the kinds a cost asks for: (target, its first such reference), cut into runs.
    targets: dict[tuple[str, ...], dict[int, list[Run]]] = {}
    done: set[tuple[int, tuple[str, ...]]] = set()
    for source, cost in view.acting("additional_cost"):
        if cost.value in SELF_LINKED_COSTS:
            why = f"{cost.value} offers an additional cost and refers to whether it was paid"
            yield link(view, "607.2i", source, cost, source, cost, why)
            continue
        kinds = _REFS_FOR.get(cost.value or "", ())
        if not kinds:
            continue
        if kinds not in targets:
            refs = [(n, refs[0]) for n in view.nodes if (refs := n.feats(*kinds, role="referring"))]
            targets[kinds] = runs_of(refs)
        by_face = targets[kinds]
        runs = by_face[-1] if view.transforms else by_face.get(source.face, [])
        # A later cost of the same paragraph asks for the same references: only its own paragraph,
        # where it may itself be a target, can give it a link the earlier one did not make.
        again = (source.paragraph, kinds) in done
        done.add((source.paragraph, kinds))
        for run in runs:
            if again and run.paragraph != source.paragraph:
                continue
            if ("607.2i", source.paragraph, run.paragraph) in view.made:
                continue
            found = run.first_not_node(source)
            if found is not None:
                why = "an additional cost and an ability that asks whether it was paid"
                yield link(view, "607.2i", source, cost, found[0], found[1], why)


def rule_607_2j(view: CardView) -> Iterator[Link]:
    """607.2j If an object has an ability printed on it that causes a player to pay a variable
    additional cost as it's cast and an ability printed on it that refers to the cost paid "as
    [this object] was cast," these abilities are linked."""
    costs = view.acting("additional_cost", "variable_cost_as_cast")
    if not costs:
        return
    for target in view.nodes:
        # Every reference of one ability pairs with the same costs: the first one makes the links.
        for ref in target.feats("paid_as_cast_ref", role="referring")[:1]:
            for run in view.runs(costs, target):
                if ("607.2j", run.paragraph, target.paragraph) in view.made:
                    continue
                found = run.first_not_node(target)
                if found is not None:
                    why = "a variable cost paid as the spell was cast, and an ability that refers to it"
                    yield link(view, "607.2j", found[0], found[1], target, ref, why)
