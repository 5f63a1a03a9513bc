"""More queries over the effect tree (`features/queries.py` holds the others): the halves of costs a card offers.

`halves(ability)` is `queries.halves` with these added, each (kind, value) once at its first node, in text order.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator

from mtglinks.features import paid_cast_queries, queries, reference_queries
from mtglinks.features.cost_reading import COST_REFERENCES, cost_references
from mtglinks.features.mark_memo import mark_fact
from mtglinks.features.queries import Half
from mtglinks.kinds import FeatureKind as K
from mtglinks.tree import Ability, Action


def halves(ability: Ability, kinds: frozenset[str] | None = None) -> list[Half]:
    """The halves of `queries.halves` and of the queries here (a cost paid as the object entered with its value:
    these replace the valueless ones `queries` reads from "paid:tribute"), and those of `reference_queries`, each
    reference where it stands (as the patterns found every "the named card"). With `kinds`, a query here none of whose
    kinds is among them is not asked (a half is kept once by its own kind: leaving out those of other kinds changes
    none of the others, nor their order)."""
    found = [h for h in queries.halves(ability, kinds) if not (h.kind == K.PAID_AS_ENTERED_REF and h.value is None)]
    known = {(half.kind, half.value) for half in found}
    extra: list[Half] = []
    for query, query_kinds in _QUERIES:
        if kinds is None or not query_kinds.isdisjoint(kinds):
            for half in query(ability):
                if (half.kind, half.value) not in known:
                    known.add((half.kind, half.value))
                    extra.append(half)
    spans = set()
    references = () if kinds is not None and _REFERENCE_KINDS.isdisjoint(kinds) else reference_queries.halves(ability)
    for half in references:
        if (half.kind, half.span) not in spans:
            spans.add((half.kind, half.span))
            extra.append(half)
    if not extra:
        return found
    return sorted([*found, *extra], key=lambda half: (half.span, half.kind, half.value or ""))


def _paid_as_entered(ability: Ability) -> Iterator[Half]:
    """What a cost paid as the object entered refers to (607.2g), with what was paid as its value, as the acting
    half's (`pay_as_enters`): "if tribute wasn't paid" (tribute), "for each creature it devoured" (devour), "equal to
    the life paid as it entered" and "equal to that amount" (life: the amount paid, old printed text)."""
    for node, _, marks in queries._marked(ability.effects):
        for mark in marks:
            value = mark_fact(_ENTERED_VALUES, mark, _entered_value)
            if value is not None:
                yield Half(K.PAID_AS_ENTERED_REF, value, node.span, node.text)


# What each mark read so far says was paid as the object entered (`mark_memo.mark_fact`).
_ENTERED_VALUES: dict[str, str | None] = {}


def _entered_value(mark: str) -> str | None:
    words = _WORD_SPLIT.split(mark)
    if any(w.removeprefix("not_").removesuffix("_paid").removesuffix("_not") == "tribute" for w in words[1:2]):
        return "tribute"  # "paid:not_tribute" (English, French); Spanish and Russian "tribute_not_paid" below
    for word in words:
        if word in _ENTERED:
            return _ENTERED[word]
    return None


_WORD_SPLIT = re.compile(r"[:*]")
_ENTERED = {
    "tribute_paid": "tribute",
    "tribute_not_paid": "tribute",
    "devoured_by_it": "devour",
    "devoured_by_self": "devour",
    "devoured": "devour",  # "if it devoured a creature" ("paid:devoured")
    "sacrificed_as_entered": "life",  # "the number of Forests sacrificed as it entered", as the patterns valued it
    "life_paid_as_entered": "life",
    "that_amount": "life",
}


def _keyword_lines(ability: Ability) -> Iterator[Half]:
    """A kicker the keyword reader left to the grammar ("Kicker {X}. X can't be 0.": the line goes on after the
    keyword), read as the keyword given to nothing named: the card's own kicker, an optional additional cost
    (702.33a), as a keyword line's kicker is (`features/keywords.py`)."""
    seen: set[str] = set()
    for node in ability.effects:
        if not isinstance(node, Action) or node.verb != "gain_ability" or node.actor or node.objects:
            continue
        for mark in node.detail:
            keyword = mark.split(":")[1] if mark.startswith("keyword:") else ""
            if keyword in _ADDITIONAL_COSTS and keyword not in seen:
                seen.add(keyword)
                yield Half(K.ADDITIONAL_COST, keyword, node.span, node.text)


# The keywords of an optional additional cost a sentence may begin with, as their keyword lines give the half.
_ADDITIONAL_COSTS = frozenset({"kicker", "multikicker"})

# The queries whose halves follow `queries.halves`', in this order, each with the kinds of the halves it may give.
_QUERIES: tuple[tuple[Callable[[Ability], Iterable[Half]], frozenset[str]], ...] = (
    (_keyword_lines, frozenset({K.ADDITIONAL_COST})),
    (_paid_as_entered, frozenset({K.PAID_AS_ENTERED_REF})),
    (paid_cast_queries.halves, frozenset({K.PAID_AS_CAST_REF})),
    (cost_references, COST_REFERENCES),
)
# The kinds `reference_queries` gives.
_REFERENCE_KINDS = frozenset({K.CHOSEN_REF, K.NAMED_REF})
