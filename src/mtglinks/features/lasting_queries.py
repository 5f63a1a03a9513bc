"""More queries over the effect tree (`features/queries.py` holds the others): the markers of a lasting effect and of a
one-shot one, which the link rules read beside a choice made in the same ability (`links/choices.py`).

A static ability of old printed text may choose and use its choice at once ("Choose a color. As long as … that color
…", 607.2d with i == j): a sentence of lasting effect (`continuous`) says so. One that lasts only a while
("… until end of turn", "this turn", "the next time …") is a one-shot effect (`one_shot`): its choice is its own, not a
static ability's. Each is read where the ability names it, also inside what it tests.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterator
from functools import cache

from mtglinks.features import queries
from mtglinks.features.queries import Half
from mtglinks.kinds import FeatureKind as K
from mtglinks.kinds import ReferenceKind
from mtglinks.tree import Ability, Action, Duration, Effect, EffectCondition, Reference

# The kinds of markers read here.
LASTING = frozenset({K.CONTINUOUS, K.ONE_SHOT})

# A time a one-shot effect ends by or waits for, as a word of a mark: "until:end_of_turn", "your_next_turn",
# "this_turn", "next_time", "at:beginning_of_next_end_step".
_ONE_SHOT = re.compile(r"(?:^|[:*_])(?:next|this_turn|end_of_turn)(?:$|[:*_])")
# The value of a lasting marker that refers to the value chosen last (`links/choices.py` reads it).
LAST_CHOSEN = "last_chosen"
# The tests of a lasting condition: "as long as …", "during your turn".
_LASTING_TESTS = ("as_long_as", "during")


def halves(ability: Ability) -> Iterator[Half]:
    """The markers of lasting and one-shot effects in the ability's effect tree, in the order of the tree."""
    last = _last_chosen_words(ability.lang)
    for node, _ in queries._nodes(ability.effects, done=True):
        if _lasting(node):
            yield Half(K.CONTINUOUS, None, node.span, node.text)
        if last and _refers_to_last_chosen(node, last):
            yield Half(K.CONTINUOUS, LAST_CHOSEN, node.span, node.text)
        if _one_shot(node):
            yield Half(K.ONE_SHOT, None, node.span, node.text)


def _lasting(node: Effect) -> bool:
    """A sentence of lasting effect: a negated action ("can't block", "don't untap"), a condition "as long as …" or
    "during …"."""
    if isinstance(node, Action):
        return node.negated
    if isinstance(node, EffectCondition):
        return node.test.startswith(_LASTING_TESTS)
    if isinstance(node, Duration):
        return node.until.startswith(_LASTING_TESTS)
    return False


def _refers_to_last_chosen(node: Effect, last: tuple[str, ...]) -> bool:
    """A node that refers to a choice by the language's words of the value chosen last ("of the last chosen plane",
    `LAST_CHOSEN` in `lang/<code>/patterns.py`): a later choice replaces the value, so the sentence lasts."""
    low = node.text.lower()
    if not any(words in low for words in last):  # most nodes: the words looked for first, the node's reading after
        return False
    if isinstance(node, Reference):
        return node.refers == ReferenceKind.CHOSEN
    return any(kind == K.CHOSEN_REF for kind, _ in queries._read(node, True))


@cache
def _last_chosen_words(lang: str) -> tuple[str, ...]:
    """The language's `LAST_CHOSEN` words (none: no such marker is read)."""
    try:
        module = importlib.import_module(f"mtglinks.lang.{lang}.patterns")
    except ModuleNotFoundError:
        return ()
    return tuple(getattr(module, "LAST_CHOSEN", ()))


def _one_shot(node: Effect) -> bool:
    """A time a one-shot effect lasts until or waits for: "until end of turn", "until your next turn", "this turn",
    "the next time …", "at the beginning of the next end step"."""
    return any(_ONE_SHOT.search(mark) for mark in queries._marks(node))
