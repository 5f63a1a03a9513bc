"""More queries over the effect tree (`features/queries.py` holds the others): a variable cost paid as the object was
cast, referred to (rule 607.2j: "the cost paid 'as [this object] was cast'").

The words "the life paid as ~ was cast" (an amount) and "… sacrificed as it was cast" (a qualifier of the objects
counted) are marks of the nodes that hold them, as "the life paid as ~ entered" is (607.2g, `cost_queries.py`).
"""

from __future__ import annotations

from collections.abc import Iterator

from mtglinks.features import queries
from mtglinks.features.queries import Half
from mtglinks.kinds import FeatureKind as K
from mtglinks.tree import Ability

# The marks that name a cost paid as the object was cast.
_PAID_AS_CAST = frozenset({"life_paid_as_cast", "paid_as_cast"})


def halves(ability: Ability) -> Iterator[Half]:
    """The references to a cost paid as the object was cast, at each node that makes one (the tree walked only when
    the ability's words say "was cast" or "is cast": most abilities of every other kind asked for do not)."""
    low = ability.normalized_text.text.lower() if ability.normalized_text is not None else ""
    if "was cast" not in low and "is cast" not in low:
        return
    for node, _, marks in queries._marked(ability.effects):
        if any(mark in _PAID_AS_CAST for mark in marks):
            yield Half(K.PAID_AS_CAST_REF, None, node.span, node.text)
