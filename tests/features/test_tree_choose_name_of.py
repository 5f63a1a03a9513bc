"""A choice of "the name of a … card" read from the effect tree as a choice of a card name (607.2d), on real card
text: the value the patterns give it ("card_name"), so that "the chosen name" refers to it."""

from __future__ import annotations

import mtglinks
from mtglinks.features import cost_queries
from mtglinks.kinds import FeatureKind as K


def test_the_name_of_a_card_revealed_this_way() -> None:
    # Alhammarret, High Arbiter (Oracle 2020)
    card = mtglinks.analyze(
        "Flying\nAs Alhammarret, High Arbiter enters the battlefield, each opponent reveals their hand. You choose the "
        "name of a nonland card revealed this way.\nYour opponents can't cast spells with the chosen name (as long as "
        "this creature is on the battlefield).",
        name="Alhammarret, High Arbiter",
    )
    chosen = [half.value for half in cost_queries.halves(card.abilities[1]) if half.kind == K.CHOOSE]
    assert chosen == ["card_name"]
    assert ("607.2d", 1, 2) in {
        (str(link.rule), card.ability(link.source).paragraph, card.ability(link.target).paragraph)
        for link in card.links
    }
