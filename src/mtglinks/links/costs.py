"""Costs: 607.2g (paid as it entered; tribute and devour), 607.2i (additional costs: kicker,
buyback, …) and 607.2j (a variable cost paid as it was cast)."""

from __future__ import annotations

from collections.abc import Iterator

from mtglinks.links.base import CardView, link
from mtglinks.tree import Link

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
    for target in view.nodes:
        for ref in target.feats("paid_as_entered_ref", role="referring"):
            for source, pay in payers:
                if (pay.value in _KEYWORDED or ref.value in _KEYWORDED) and pay.value != ref.value:
                    continue
                if source is not target and view.may_link(source, target):
                    why = "a cost paid as the object entered, and an ability that refers to it"
                    yield link(view, "607.2g", source, pay, target, ref, why)


def rule_607_2i(view: CardView) -> Iterator[Link]:
    """607.2i If an object has an ability printed on it that allows an additional cost to be paid
    and an ability printed on it that refers to whether that cost was paid, those abilities are
    linked. If an ability lists multiple such costs, it may have multiple abilities linked to it.
    (Buyback, replicate, conspire, casualty, squad and offspring hold both halves: linked to
    themselves. Alternative costs — evoke, prowl, surge, madness, … — never link.)"""
    for source, cost in view.acting("additional_cost"):
        if cost.value in SELF_LINKED_COSTS:
            why = f"{cost.value} offers an additional cost and refers to whether it was paid"
            yield link(view, "607.2i", source, cost, source, cost, why)
            continue
        for target in view.nodes:
            if target is source or not view.may_link(source, target):
                continue
            for ref in target.feats(*_REFS_FOR.get(cost.value or "", ()), role="referring")[:1]:
                why = "an additional cost and an ability that asks whether it was paid"
                yield link(view, "607.2i", source, cost, target, ref, why)


def rule_607_2j(view: CardView) -> Iterator[Link]:
    """607.2j If an object has an ability printed on it that causes a player to pay a variable
    additional cost as it's cast and an ability printed on it that refers to the cost paid "as
    [this object] was cast," these abilities are linked."""
    costs = view.acting("additional_cost", "variable_cost_as_cast")
    for target in view.nodes:
        for ref in target.feats("paid_as_cast_ref", role="referring"):
            for source, cost in costs:
                if source is not target and view.may_link(source, target):
                    why = "a variable cost paid as the spell was cast, and an ability that refers to it"
                    yield link(view, "607.2j", source, cost, target, ref, why)
