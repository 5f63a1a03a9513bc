"""More queries over the effect tree (`features/queries.py` holds the others): the halves of costs a card offers.

`halves(ability)` is `queries.halves` with these added, each (kind, value) once at its first node, in text order.
"""

from __future__ import annotations

from collections.abc import Iterator

from mtglinks.features import queries
from mtglinks.features.queries import Half
from mtglinks.kinds import FeatureKind as K
from mtglinks.tree import Ability, Action


def halves(ability: Ability) -> list[Half]:
    """The halves of `queries.halves` and of the queries here."""
    found = queries.halves(ability)
    known = {(half.kind, half.value) for half in found}
    extra = [half for half in _keyword_lines(ability) if (half.kind, half.value) not in known]
    if not extra:
        return found
    return sorted([*found, *extra], key=lambda half: (half.span, half.kind, half.value or ""))


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
