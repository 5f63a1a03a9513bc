"""Russian halves of 607.2 read from the effect tree (lang/ru/patterns.py `FROM_TREE`), on printed Russian cards."""

from __future__ import annotations

import mtglinks
from mtglinks.features import cost_queries
from mtglinks.features.tree import tree_kinds
from mtglinks.kinds import FeatureKind


def test_cards_exiled_while_casting_come_from_the_tree() -> None:
    # Corpse Lunge: "As an additional cost to cast Corpse Lunge, exile a creature card from your graveyard." (607.2q)
    assert "cast_exile" in tree_kinds("ru")
    text = (
        "В качестве дополнительной стоимости разыгрывания Выпада Трупа изгоните карту существа из вашего кладбища.\n"
        "Выпад Трупа наносит целевому существу повреждения, равные силе изгнанной карты."
    )
    card = mtglinks.analyze(text, lang="ru", name="Выпад Трупа")
    halves = [h for h in cost_queries.halves(card.abilities[0]) if h.kind == FeatureKind.CAST_EXILE]
    assert [h.value for h in halves] == ["additional_cost"]
    features = [f for f in card.abilities[0].features if f.kind == FeatureKind.CAST_EXILE]
    assert [f.value for f in features] == ["additional_cost"]
