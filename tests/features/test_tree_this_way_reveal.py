"""A card revealed "this way" with the player who reveals it as the subject ("Whenever you reveal a land card this way",
French "À chaque fois que vous révélez une carte de terrain de cette manière"): the tree's `this_way_ref` half, which
French reads from the tree (FROM_TREE), on the real printed text of Keranos, God of Storms."""

from __future__ import annotations

import pytest

import mtglinks
from mtglinks.features import cost_queries, patterns, tree
from mtglinks.kinds import FeatureKind as K

KERANOS = {
    "en": (
        "Keranos, God of Storms",
        "Reveal the first card you draw on each of your turns. Whenever you reveal a land card this way, draw a card. "
        "Whenever you reveal a nonland card this way, Keranos deals 3 damage to any target.",
    ),
    "fr": (
        "Kéranos, dieu des Tempêtes",
        "Révélez la première carte que vous piochez à chacun de vos tours. À chaque fois que vous révélez une carte de "
        "terrain de cette manière, piochez une carte. À chaque fois que vous révélez une carte non-terrain de cette "
        "manière, Kéranos inflige 3 blessures à une cible, créature ou joueur.",
    ),
}


@pytest.mark.parametrize("lang", sorted(KERANOS))
def test_a_card_you_reveal_this_way_refers_to_the_reveal(lang: str) -> None:
    name, text = KERANOS[lang]
    card = mtglinks.analyze(text, lang=lang, name=name)
    (ability,) = card.abilities
    kinds = [half.kind for half in cost_queries.halves(ability)]
    assert K.REVEAL_STATIC in kinds and K.THIS_WAY_REF in kinds
    assert [(str(link.rule), link.source, link.target) for link in card.links] == [("607.2h", 0, 0)]


def test_french_reads_it_from_the_tree_only() -> None:
    assert "this_way_ref" in tree.tree_kinds("fr")
    assert not [p for p in patterns.language_data("fr").patterns if p.kind == "this_way_ref"]
    name, text = KERANOS["fr"]
    (ability,) = mtglinks.analyze(text, lang="fr", name=name).abilities
    assert "this_way_ref" in {str(feature.kind) for feature in ability.features}


def test_a_card_revealed_not_this_way_refers_to_nothing() -> None:
    # Dark Confidant: a reveal with no "this way" is no referring half
    text = (
        "At the beginning of your upkeep, reveal the top card of your library and put that card into your hand. You "
        "lose life equal to its mana value."
    )
    card = mtglinks.analyze(text, name="Dark Confidant")
    assert K.THIS_WAY_REF not in {half.kind for half in cost_queries.halves(card.abilities[0])}
