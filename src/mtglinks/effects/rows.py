"""The rows of the SQLite `effects` table: one per effect node at the top of an ability (a clause's
action, a trigger event, a condition, an untyped sentence), read from a tag record's `effects`.

    SELECT DISTINCT c.name FROM cards AS c JOIN effects AS e ON e.card = c.seq
    WHERE e.verb = 'exile' AND e.object_types LIKE '%creature%' AND e.duration = 'leaves_battlefield'
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

# (column, SQL type), after the card's `seq`
COLUMNS: tuple[tuple[str, str], ...] = (
    ("ability", "INTEGER"),
    ("position", "INTEGER"),  # the node's place among the ability's effects, from 0
    ("kind", "TEXT"),  # action, event, condition, choice, untyped, …
    ("verb", "TEXT"),  # an action's verb; an event's
    ("text", "TEXT"),
    ("object_types", "TEXT"),  # the types of its objects, space-separated: "creature artifact"
    ("zone_from", "TEXT"),
    ("zone_to", "TEXT"),
    ("duration", "TEXT"),  # "end_of_turn", "leaves_battlefield", …
    ("optional", "INTEGER"),
    ("reason", "TEXT"),  # why an untyped node was not read
    ("node", "TEXT"),  # the whole node, JSON
)


def effect_rows(seq: int, abilities: Sequence[Any]) -> list[tuple[Any, ...]]:
    """The rows of card `seq` from its record's abilities (values that are not objects are passed over)."""
    rows: list[tuple[Any, ...]] = []
    for ability in abilities:
        if not isinstance(ability, Mapping) or not isinstance(ability.get("effects"), list):
            continue
        for position, node in enumerate(ability["effects"]):
            if isinstance(node, Mapping):
                rows.append((seq, ability.get("id"), position, *_row(node)))
    return rows


def _row(node: Mapping[str, Any]) -> tuple[Any, ...]:
    actions = [a for a in node.get("actions", []) if isinstance(a, Mapping)]
    main = actions[0] if actions else node
    objects = [o for o in main.get("objects", []) if isinstance(o, Mapping)]
    duration = main.get("duration")
    return (
        node.get("kind"),
        node.get("verb") or node.get("event"),
        node.get("text"),
        " ".join(dict.fromkeys(t for o in objects for t in o.get("types", []) + o.get("subtypes", []))) or None,
        main.get("zone_from"),
        main.get("zone_to"),
        duration.get("until") if isinstance(duration, Mapping) else None,
        int(bool(main.get("optional"))),
        node.get("reason"),
        json.dumps(node, ensure_ascii=False),
    )
