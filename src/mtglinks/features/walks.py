"""One walk of an ability's effect tree for every query that reads it.

`tree.tree_features` asks several queries of one ability (`queries.halves`, `cost_queries`, `reference_queries`,
`marker_queries`), and each walked the whole tree again (`queries._nodes`): the walk is kept here while they run, and
`queries._nodes` hands it out for that tree. The nodes list is only read by the queries, never changed, and the tree
does not change while they run; `forget` drops it after (the next ability's tree is another list).
"""

from __future__ import annotations

from typing import Any

# The tree (an ability's `effects` list, by identity) whose walk is kept, its walk (`_nodes(tree, done=True)`), and the
# walk's nodes with their marks (`queries._marked`).
kept: tuple[Any, Any, Any] = (None, None, None)
# The marks of the kept tree's nodes its queries asked for (`mark_memo.kept_marks`: id -> (node, marks)).
marks: dict[int, tuple[Any, list[str]]] = {}


def keep(tops: list[Any], nodes: list[Any], marked: list[tuple[Any, bool, list[str]]]) -> None:
    """Keep the walk `nodes` of the tree `tops`, and its nodes with their marks (`marked`), until `forget`."""
    global kept
    kept = (tops, nodes, marked)
    marks.clear()
    for node, _, found in marked:
        marks[id(node)] = (node, found)


def marked(tops: list[Any]) -> list[tuple[Any, bool, list[str]]] | None:
    """The kept walk's nodes with their marks, if `tops` is the tree kept."""
    held = kept  # (read once, as `queries._nodes` does)
    return held[2] if tops is held[0] else None


def forget() -> None:
    """Drop the walk kept."""
    global kept
    kept = (None, None, None)
    marks.clear()
