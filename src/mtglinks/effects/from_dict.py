"""An effect node back from its `to_dict()` value (for `schema.tree_io.card_from_dict`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from mtglinks.kinds import EffectKind
from mtglinks.tree import (
    Action,
    Choice,
    Duration,
    Effect,
    EffectCondition,
    Note,
    ObjectPhrase,
    PlayerPhrase,
    Reference,
    TriggerEvent,
    Untyped,
)

CLASSES: dict[str, type[Effect]] = {
    EffectKind.ACTION: Action,
    EffectKind.OBJECT: ObjectPhrase,
    EffectKind.PLAYER: PlayerPhrase,
    EffectKind.REFERENCE: Reference,
    EffectKind.CHOICE: Choice,
    EffectKind.NOTE: Note,
    EffectKind.EVENT: TriggerEvent,
    EffectKind.CONDITION: EffectCondition,
    EffectKind.DURATION: Duration,
    EffectKind.UNTYPED: Untyped,
}
# The fields that hold nodes, one or a list.
_ONE = ("actor", "duration", "condition", "per", "chooser", "whose", "zone_owner", "zone_from_owner", "zone_to_owner")
_MANY = ("objects", "actions", "about", "other_actors", "alternatives", "relative", "related", "joined", "phrases")

NodeReader = Callable[[type[Effect], Any, str, Mapping[str, Callable[[Any, str], Any]]], Effect]


def effect_from_dict(value: Any, where: str, read_node: NodeReader) -> Effect:
    """The node of `value` by its `kind`; `read_node` (tree_io's) checks the fields. ValueError when unknown."""
    if not isinstance(value, Mapping) or value.get("kind") not in CLASSES:
        raise ValueError(f"{where}: not an effect node (kind must be one of {', '.join(CLASSES)})")

    def one(item: Any, at: str) -> Effect:
        return effect_from_dict(item, at, read_node)

    def many(items: Any, at: str) -> list[Effect]:
        if not isinstance(items, list):
            raise ValueError(f"{at} must be a list")
        return [one(item, f"{at}[{i}]") for i, item in enumerate(items)]

    nested: dict[str, Callable[[Any, str], Any]] = {name: one for name in _ONE}
    nested.update({name: many for name in _MANY})
    return read_node(CLASSES[value["kind"]], value, where, nested)
