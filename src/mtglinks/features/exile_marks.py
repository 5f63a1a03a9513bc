"""Marks of an object that name the cards another ability of the card exiled (607.2a), read by `features/queries.py`.

The grammar's `done_with` reads a participle and "with" the card ("exiliadas con él", "exilées avec ~") as one
qualifier `<verb>_with:<whom>`; the English lexicon names the same objects `exiled_with_self` at once. Kept apart
from `queries.py` (which other kinds' queries grow) as the exile kinds' own words.
"""

from __future__ import annotations

from mtglinks.tree import ObjectPhrase

# The verbs of a `done_with` qualifier that exile: "exiliada con ~", old printed "retirée de la partie avec ~".
_EXILING_PARTICIPLES = frozenset({"exile", "remove"})
# Whom the cards were exiled with: the card itself, or a pronoun standing for it ("exiliadas con ella").
_WITH_SELF = frozenset({"self", "anaphora"})


def exiled_with_marks(qualifiers: list[str]) -> list[str]:
    """ "todas las cartas exiliadas con él" (`exile_with:anaphora`), "une carte exilée avec ~" (`exile_with:self`): the
    cards exiled with the card itself, the mark `exiled_with_self` English gives them."""
    out = []
    for qualifier in qualifiers:
        verb, _, whom = qualifier.partition("_with:")
        if whom in _WITH_SELF and verb in _EXILING_PARTICIPLES:
            out.append("exiled_with_self")
    return out


def the_exiled(thing: ObjectPhrase) -> list[str]:
    """ "from among those exiled cards", "that exiled card": the cards exiled before, named by their participle (as
    "the exiled card" is), a reference to them ("the_exiled_card"); so is any card "imprinted" (`past:imprint`: only
    the imprint ability of the object exiles cards so, old printed "you may copy an imprinted instant or sorcery card",
    Panoptic Mirror)."""
    if "past:imprint" in thing.qualifiers:
        return ["the_exiled_card"]
    if thing.determiner in ("the", "that", "those") and "past:exile" in thing.qualifiers:
        return ["the_exiled_card"]
    return []


def participle_with(qualifiers: list[str]) -> list[str]:
    """ "tokens created with it": a participle and "with" the card read as one mark ("created_with_self")."""
    if not any(q in ("with:self", "with:anaphora") for q in qualifiers):
        return []
    return [f"{_PARTICIPLES[q]}_with_self" for q in qualifiers if q in _PARTICIPLES]


_PARTICIPLES = {"past:create": "created", "past:exile": "exiled"}
