"""Link rules of 607: one small named unit per clause, reading the typed features of abilities.

Each unit is a `Clause` (base.py): the rule it links by, its finder, whose docstring is the clause's
text in rule 607.2, and the clause's one-line summary (explain.py's table is built from them).

`find_links(card)` runs every clause of `CLAUSES` over a `CardView` (the card's abilities with
their features; see base.py for 607.1a-c) and returns `tree.Link`s between ability ids, one per
(rule, source paragraph, target paragraph). Clauses never read raw text: each language's words
live in `lang/<code>/patterns.py` (see the `features` package), keyword halves come from canonical keywords.

Conventions of the labelling policy the clauses follow:
- Anaphora inside one ability is never a link: a reference ("the exiled card", "the chosen
  color") in an ability that itself acted earlier is about that act. Lasting wording ("exiled
  with ~", "created with ~", "put onto the battlefield with ~", "the last noted …") is not: an
  ability that acts and uses it is linked to itself (607.1c).
- A quoted ability granted by another is an ability of its own (607.1a) and may refer to what
  its granting ability did; a mode (bullet) counts as part of its modal ability.
- Faces link only on a transforming double-faced card (607.1b).

The bound. A card keeps at most `MAX_LINKS` links (1,000; no real card comes near it: the most
any card of the shared corpora has is 4). Past it the links are cut deterministically, keeping
the first `MAX_LINKS` in the order the clauses find them (`CLAUSES` order, then target, reference and
source in text order), and `Card.truncated_links` counts the links left out. The search goes on
only to count them, and stops after `MAX_LINKS` more: a card whose `truncated_links` equals
`MAX_LINKS` had at least that many more. `truncated_links` is 0 for every card within the bound.
Together with the clauses' indexed pairing (see base.py), linking a card costs time linear in its
features and the bound, whatever the text repeats.
"""

from __future__ import annotations

from mtglinks.links import battlefield, choices, costs, exile, keywords, notes, same_paragraph
from mtglinks.links.base import Clause, rule_607_1a_granted
from mtglinks.tree import Card, Link

# The units of 607.2, in no particular order: `CLAUSES` orders them.
_UNITS: tuple[Clause, ...] = (
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


def _order(unit: Clause) -> tuple[str, bool]:
    """Rule order; within a rule, its main unit (the one with the clause's summary) first."""
    return (unit.rule, unit.summary is None)


# Which link wins. A card keeps one link per (rule, source paragraph, target paragraph). Two rules never
# share that key, so only the units of one rule can find the same link: the main unit's is kept, and a
# further form (`summary` None) adds only the links the main unit did not make. The output lists links
# in this order too: by rule, then as each unit finds them.
CLAUSES: tuple[Clause, ...] = tuple(sorted(_UNITS, key=_order))


# At most this many links per card; past it they are cut and counted in Card.truncated_links.
MAX_LINKS = 1000


def find_links(card: Card) -> list[Link]:
    """Every pair of linked abilities on the card, one per (rule, source and target paragraph), at
    most `MAX_LINKS` of them; sets `card.truncated_links` to the number left out (see above)."""
    card.truncated_links = 0
    if not any(a.features for a in card.iter_abilities()):
        return []
    view = rule_607_1a_granted(card)
    view.limit = 2 * MAX_LINKS  # no rule needs to find more: the kept ones and the counted ones
    paragraph = {n.id: n.paragraph for n in view.nodes}
    seen = view.made  # the clauses skip the sources whose link is already made
    out: list[Link] = []
    left_out = 0
    for unit in CLAUSES:
        for found in unit(view):
            key = (found.rule, paragraph[found.source], paragraph[found.target])
            if key in seen:
                continue
            seen.add(key)
            if len(out) < MAX_LINKS:
                out.append(found)
                continue
            left_out += 1
            if left_out >= MAX_LINKS:
                break
        if left_out >= MAX_LINKS:
            break
    card.truncated_links = left_out
    return out
