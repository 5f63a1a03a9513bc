"""Literals as a forest by containment, to find which of many literals occur in a text cheaply."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

# A literal, the mask of the clauses it satisfies, and the literals that contain it (see below).
LiteralNode = tuple[str, int, tuple[Any, ...]]
# A gate word, the kinds it opens, and the gate words that contain it.
GateNode = tuple[str, frozenset[str], tuple[Any, ...]]


def containment_forest(literals: Sequence[tuple[str, Any]]) -> tuple[Any, ...]:
    """The literals (each with its payload: clause bits, or the kinds a gate word opens) as trees:
    each one under the longest other literal it contains, since where that one does not occur it
    cannot occur either. Most texts hold few literals, so most trees end at their root: a third to
    a half of the substring tests of testing every literal."""
    names = [literal for literal, _ in literals]
    children: dict[str | None, list[str]] = {}
    for literal in names:
        inside = [other for other in names if other != literal and other in literal]
        children.setdefault(max(inside, key=lambda o: (len(o), o)) if inside else None, []).append(literal)
    payloads = dict(literals)

    def node(literal: str) -> tuple[str, Any, tuple[Any, ...]]:
        return (literal, payloads[literal], tuple(node(child) for child in children.get(literal, ())))

    return tuple(node(root) for root in children.get(None, ()))


def grouped(forest: Sequence[GateNode], shortest: int = 3) -> tuple[GateNode, ...]:
    """The forest with its roots gathered under words they share (each opening no kind): "the game" over "before
    the game", "begin the game" and "start the game", one test where the text has none of them, the roots' tests
    only where it has it. A gathering word is part of every root under it, so where it does not occur none of them
    does: the kinds found are the same, in a third fewer tests. Each time the shared word (of `shortest` letters or
    more) that spares the most is taken: the longest (the rarest in text, as a proxy) times the roots it saves."""
    by_root = {node[0]: node for node in forest}
    holders: dict[str, set[str]] = {}
    for root in by_root:
        for start in range(len(root)):
            for end in range(start + shortest, min(len(root), start + _LONGEST_SHARED) + 1):
                holders.setdefault(root[start:end], set()).add(root)
    left = set(by_root)
    out: list[GateNode] = []
    while True:
        best: tuple[tuple[int, str], set[str]] | None = None
        for word, roots in holders.items():
            held = roots & left
            if len(held) > 1:
                score = (len(word.strip()) * (len(held) - 1), word)
                if best is None or score > best[0]:
                    best = (score, held)
        if best is None:
            break
        (_, word), held = best
        out.append((word, frozenset(), tuple(by_root[root] for root in sorted(held))))
        left -= held
    return (*out, *(node for node in forest if node[0] in left))


# The longest shared word `grouped` looks for (longer ones are rare among gate words).
_LONGEST_SHARED = 12


def found_in(forest: Sequence[tuple[str, Any, tuple[Any, ...]]], text: str) -> list[Any]:
    """The payloads of the forest's literals that occur in `text` (a literal is tested only where
    the one it is under was found)."""
    # Most literals of a text are absent: test the roots in one comprehension and visit only the
    # trees whose root occurs (the payloads' order is no promise: callers join them).
    todo = [node for node in forest if node[0] in text]
    found: list[Any] = []
    while todo:
        _literal, payload, contained_in = todo.pop()
        found.append(payload)
        if contained_in:
            todo += [node for node in contained_in if node[0] in text]  # a list built in one go, not a generator
    return found


def satisfied(forest: Sequence[LiteralNode], text: str) -> int:
    """The clause bits of the literals that occur in `text`."""
    satisfied = 0
    for bits in found_in(forest, text):
        satisfied |= bits
    return satisfied
