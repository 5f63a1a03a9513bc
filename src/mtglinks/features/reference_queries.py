"""More queries over the effect tree (`features/queries.py` holds the others): references a card's own choices and
notes are read by, and what it notes.

`halves(ability)` yields these halves; `cost_queries.halves` adds them to the others, each (kind, value) once.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from mtglinks.features import queries
from mtglinks.features.chosen_queries import text_values
from mtglinks.features.mark_memo import mark_fact
from mtglinks.features.queries import Half
from mtglinks.kinds import FeatureKind as K
from mtglinks.kinds import ReferenceKind
from mtglinks.tree import Ability, Reference


def halves(ability: Ability) -> Iterator[Half]:
    """The halves of the queries here, in the order of the tree."""
    for part in ability.cost:  # "{3}, {T}, sacrificar una criatura del tipo elegido:" (a cost part, kept whole)
        for value in text_values(ability.lang, part.text):
            yield Half(K.CHOSEN_REF, value, part.span, part.text)
    for node, _, marks in queries._marked(ability.effects):
        if isinstance(node, Reference) and node.refers == ReferenceKind.NAMED_CARD:
            yield Half(K.NAMED_REF, "card_name", node.span, node.text)
            continue
        for mark in marks:
            if mark_fact(_NAMES_CARD, mark, _names_card):  # "activated abilities of the named card"
                yield Half(K.NAMED_REF, "card_name", node.span, node.text)


def _names_card(mark: str) -> bool:
    """Whether a part of the mark is the card named ("of:named_card")."""
    return ReferenceKind.NAMED_CARD in _WORD_SPLIT.split(mark)


_WORD_SPLIT = re.compile(r"[:*]")
# Whether each mark read so far names the named card (`mark_memo.mark_fact`).
_NAMES_CARD: dict[str, bool] = {}
