"""Effect-level features: the typed acting and referring halves the link rules read.

Filled in by the linked-abilities work; the parser calls `extract` for every ability.
"""

from __future__ import annotations

from mtglinks.tree import Ability, Feature


def extract(ability: Ability) -> list[Feature]:
    return []
