"""One walk of an ability's effect tree for every query that reads it.

`tree.tree_features` asks several queries of one ability (`queries.halves`, `cost_queries`, `reference_queries`,
`marker_queries`), and each walked the whole tree again (`queries._nodes`): the walk is kept here while they run, and
`queries._nodes` hands it out for that tree. The nodes list is only read by the queries, never changed, and the tree
does not change while they run; `forget` drops it after (the next ability's tree is another list).
"""

from __future__ import annotations

from typing import Any

# The tree (an ability's `effects` list, by identity) whose walk is kept, and its walk: `_nodes(tree, done=True)`.
kept: tuple[Any, Any] = (None, None)
# The marks of the kept tree's nodes its queries asked for (`mark_memo.kept_marks`: id -> (node, marks)).
marks: dict[int, tuple[Any, list[str]]] = {}


def keep(tops: list[Any], nodes: list[Any]) -> None:
    """Keep the walk `nodes` of the tree `tops` until `forget`."""
    global kept
    kept = (tops, nodes)
    marks.clear()


def forget() -> None:
    """Drop the walk kept."""
    global kept
    kept = (None, None)
    marks.clear()
