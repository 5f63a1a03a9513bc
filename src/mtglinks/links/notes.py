"""Noted information: 607.2e."""

from __future__ import annotations

from collections.abc import Iterator

from mtglinks.links.base import CardView, link
from mtglinks.tree import Link


def rule_607_2e(view: CardView) -> Iterator[Link]:
    """607.2e If an object has an ability printed on it that allows some information to be noted
    and another ability which refers to information noted for that object, those abilities are
    linked. (An ability that refers to the last noted value and then notes again is linked to
    itself too.)"""
    notes = view.acting("note")
    for target in view.nodes:
        for ref in target.feats("noted_ref", role="referring"):
            for source, note in notes:
                if source is target and note.span[0] < ref.span[0]:
                    continue  # noted earlier in the same ability: anaphora
                if view.may_link(source, target):
                    why = "an ability notes information that another refers to"
                    yield link(view, "607.2e", source, note, target, ref, why)
