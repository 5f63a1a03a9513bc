"""Noted information: 607.2e."""

from __future__ import annotations

from collections.abc import Iterator

from mtglinks.kinds import Role
from mtglinks.links.base import CardView, Node, Rule, Run, clause, link
from mtglinks.links.relations import acting_kinds, referring_kinds
from mtglinks.tree import Feature, Link


@clause(Rule.R2E, "an ability lets information be noted; the other refers to the noted information")
def rule_607_2e(view: CardView) -> Iterator[Link]:
    """607.2e If an object has an ability printed on it that allows some information to be noted
    and another ability which refers to information noted for that object, those abilities are
    linked. (An ability that refers to the last noted value and then notes again is linked to
    itself too.)"""
    notes = view.acting(*acting_kinds(Rule.R2E))
    if not notes:
        return
    for target in view.nodes:
        first = True
        for ref in target.feats(*referring_kinds(Rule.R2E), role=Role.REFERRING):
            for run in view.open_runs(Rule.R2E, notes, target):
                # Only where the target notes too does a later reference pair otherwise than the first.
                if not first and run.first_of(target) is None:
                    continue
                found = _first_note(run, target, ref)
                if found is not None:
                    why = "an ability notes information that another refers to"
                    yield link(view, Rule.R2E, found[0], found[1], target, ref, why)
            first = False


def _first_note(run: Run, target: Node, ref: Feature) -> tuple[Node, Feature] | None:
    """The first note of the run that is not one the target made before this reference (anaphora)."""
    i = run.first_of(target)
    if i is None or i > 0:
        return run.items[0]
    for node, note in run.items:
        if node is not target or not note.span[0] < ref.span[0]:
            return node, note
    return None
