"""One walk of an ability's effect tree for every query that reads it.

`tree.tree_features` asks several queries of one ability (`queries.halves`, `cost_queries`, `reference_queries`,
`marker_queries`), and each walked the whole tree again (`queries._nodes`): the walk is kept here while they run, and
`queries._nodes` hands it out for that tree. The nodes list is only read by the queries, never changed, and the tree
does not change while they run; `forget` drops it after (the next ability's tree is another list). The walk itself
is `add_walk`'s.
"""

from __future__ import annotations

from typing import Any

from mtglinks.tree import Effect, EffectCondition, TriggerEvent, child_fields

# The tree (an ability's `effects` list, by identity) whose walk is kept, its walk (`_nodes(tree, done=True)`), and the
# walk's nodes with their marks (`queries._marked`).
kept: tuple[Any, Any, Any] = (None, None, None)
# The marks of the kept tree's nodes its queries asked for (`mark_memo.kept_marks`: id -> (node, marks)).
marks: dict[int, tuple[Any, list[str]]] = {}


def keep(tops: list[Any], nodes: list[Any], marked: list[tuple[Any, bool, list[str]]], read: bool = True) -> None:
    """Keep the walk `nodes` of the tree `tops`, and its nodes with their marks (`marked`), until `forget`. Not `read`:
    the marks in `marked` are left empty, as no query asked reads them there (a query that asks a node's own marks
    reads them then, `mark_memo.kept_marks`)."""
    global kept
    kept = (tops, nodes, marked)
    marks.clear()
    if read:
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


def add_walk(top: Effect, done: bool, out: list[tuple[Effect, bool]]) -> None:
    """`top` and every node below it (each before the nodes it holds, in field order), with whether the ability does
    it (`queries._nodes`), appended to `out`."""
    out.append((top, done))
    names = child_fields(type(top))
    if not names:  # a reference, a duration, a note: nothing below
        return
    inner = done and not isinstance(top, TriggerEvent) and not _tests(top)
    held = top.__dict__
    for name in names:
        value = held[name]
        if value is None:  # most of an action's or an object's fields: no test of its type
            continue
        if isinstance(value, Effect):
            add_walk(value, inner, out)
        elif isinstance(value, list):
            for item in value:
                if isinstance(item, Effect):
                    add_walk(item, inner, out)


def _tests(node: Effect) -> bool:
    """Whether a node tests what it holds rather than does it: a condition does, except "unless" ("sacrifice
    it unless you exile a card from your graveyard"), whose action the ability offers to do."""
    return isinstance(node, EffectCondition) and not node.test.startswith("unless")
