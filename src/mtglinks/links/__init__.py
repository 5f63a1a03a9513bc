"""Link rules of 607: one small named unit per clause, reading the typed features of abilities.

`find_links(card)` runs every clause of `CLAUSES` over a `CardView` (the card's abilities with
their features; see base.py for 607.1a-c) and returns `tree.Link`s between ability ids, one per
(rule, source paragraph, target paragraph). Clauses never read raw text: each language's words
live in `lang/<code>/patterns.py` (see features.py), keyword halves come from canonical keywords.

Conventions of the labelling policy the clauses follow:
- Anaphora inside one ability is never a link: a reference ("the exiled card", "the chosen
  color") in an ability that itself acted earlier is about that act. Lasting wording ("exiled
  with ~", "created with ~", "put onto the battlefield with ~", "the last noted …") is not: an
  ability that acts and uses it is linked to itself (607.1c).
- A quoted ability granted by another is an ability of its own (607.1a) and may refer to what
  its granting ability did; a mode (bullet) counts as part of its modal ability.
- Faces link only on a transforming double-faced card (607.1b).
"""

from __future__ import annotations

from mtglinks.links import battlefield, choices, costs, exile, keywords, notes, same_paragraph
from mtglinks.links.base import Clause, rule_607_1a_granted
from mtglinks.tree import Card, Link

CLAUSES: tuple[Clause, ...] = (
    exile.rule_607_2a,
    exile.rule_607_2b,
    battlefield.rule_607_2c,
    choices.rule_607_2d,
    notes.rule_607_2e,
    choices.rule_607_2f,
    costs.rule_607_2g,
    keywords.rule_607_2h,
    same_paragraph.rule_607_2h_static_trigger,
    costs.rule_607_2i,
    same_paragraph.rule_607_2i_same_paragraph,
    costs.rule_607_2j,
    keywords.rule_607_2k,
    choices.rule_607_2m,
    exile.rule_607_2n,
    choices.rule_607_2p,
    exile.rule_607_2q,
)


def find_links(card: Card) -> list[Link]:
    """Every pair of linked abilities on the card, one per (rule, source and target paragraph)."""
    if not any(a.features for a in card.iter_abilities()):
        return []
    view = rule_607_1a_granted(card)
    paragraph = {n.id: n.paragraph for n in view.nodes}
    seen: set[tuple[str, int, int]] = set()
    out: list[Link] = []
    for rule in CLAUSES:
        for found in rule(view):
            key = (found.rule, paragraph[found.source], paragraph[found.target])
            if key not in seen:
                seen.add(key)
                out.append(found)
    return out
