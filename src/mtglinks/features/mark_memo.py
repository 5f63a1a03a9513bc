"""What the queries read of the effect tree's marks, kept rather than read again.

A mark ("you_control", "exiled_with_self", "paid:kicked") names the same halves wherever it stands: they are kept by
the mark (`mark_halves`). While `tree.tree_features` keeps the walk of an ability's tree (`walks.py`), its queries ask
each node's marks three or four times (`queries._read`, `reference_queries`, `cost_queries`, …): they are kept by the
node (`kept_marks`), with the node itself, so that no id of a node freed meanwhile (the trees `cost_reading` reads
for a moment) is taken for another's; `walks` drops them with the walk.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from mtglinks.features import walks

T = TypeVar("T")

# The halves of a mark, by the mark, up to _ENTRIES marks (the same few hundred come back on card after card).
_HALVES: dict[str, tuple[Any, ...]] = {}
_ENTRIES = 1 << 14


def mark_halves(mark: str, read: Callable[[str], Iterable[T]]) -> tuple[T, ...]:
    """`read(mark)`, kept by the mark: what a mark names depends on its words alone."""
    found = _HALVES.get(mark)
    if found is None:
        found = tuple(read(mark))
        if len(_HALVES) < _ENTRIES:
            _HALVES[mark] = found
    return found


def mark_fact(memo: dict[str, T], mark: str, read: Callable[[str], T]) -> T:
    """`read(mark)` (an immutable value: a word, a flag), kept in `memo` by the mark, up to _ENTRIES marks: a query's
    reading of a mark depends on its words alone, and the same marks come back node after node, card after card."""
    if mark in memo:
        return memo[mark]
    found = read(mark)
    if len(memo) < _ENTRIES:
        memo[mark] = found
    return found


def kept_marks(node: Any, read: Callable[[Any], list[str]]) -> list[str]:
    """`read(node)` (the node's marks, never changed by a query), kept by the node while a tree's walk is kept."""
    if walks.kept[0] is None:
        return read(node)
    held = walks.marks.get(id(node))
    if held is not None and held[0] is node:
        return held[1]
    found = read(node)
    walks.marks[id(node)] = (node, found)
    return found
