"""French kinds read from the effect tree instead of the patterns (issue #23), on real printed card text: the marker
`transforms` (features/marker_queries.py) gives the half the retired pattern entry gave."""

from __future__ import annotations

import mtglinks
from mtglinks.features import tree
from mtglinks.kinds import FeatureKind as K
from mtglinks.kinds import Role


def _features(card: mtglinks.Card, kind: str) -> list[tuple[int, str, str]]:
    return [
        (ability.paragraph, str(f.role), f.text)
        for ability in card.iter_abilities()
        for f in ability.features
        if f.kind == kind
    ]


def test_french_reads_transforms_from_the_tree() -> None:
    assert "transforms" in tree.tree_kinds("fr")


def test_a_french_card_that_transforms_itself() -> None:
    # Afflicted Deserter as printed in French (DKA; the printed record holds its front face only)
    card = mtglinks.analyze(
        "Au début de chaque entretien, si aucun sort n'a été lancé au tour précédent, transformez le Déserteur "
        "affligé.",
        lang="fr",
        name="Déserteur affligé",
    )
    assert _features(card, K.TRANSFORMS) == [(0, Role.MARKER, "transformez ~")]


def test_a_french_card_that_transforms_after_discarding() -> None:
    # Civilized Scholar as printed in French (ISD): "transformez-le" after the untap, the object in the verb
    card = mtglinks.analyze(
        "{T} : Piochez une carte, puis défaussez-vous d'une carte. Si une carte de créature est défaussée de cette "
        "manière, dégagez l'Érudit civilisé, puis transformez-le.",
        lang="fr",
        name="Érudit civilisé",
    )
    assert [role for _, role, _ in _features(card, K.TRANSFORMS)] == [Role.MARKER]
