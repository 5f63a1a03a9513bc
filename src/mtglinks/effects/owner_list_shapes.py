"""A possessive, or "the owner of …", covering a whole "… or …" list of objects (issue #22): "Target artifact or
creature's owner puts it on their choice of the top or bottom of their library.", "that spell or ability's controller",
"The owner of target artifact or enchantment an opponent controls …". The grammar reads these as two objects, the
second one's (or the first one's) owner; English means one player, the owner of the one object either noun names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.nouns import either_type
from mtglinks.effects.series_shapes import bare_last
from mtglinks.tree import Effect, ObjectPhrase, PlayerPhrase, Reference


def _either_noun(first: Effect, last: ObjectPhrase, join: Token) -> Effect | None:
    """One object either of whose nouns it is: "target artifact or creature" as `either_type` reads it; two nouns of
    no card type, each alone ("target spell or ability"), one object whose type is either (`spell_or_ability`); an
    object pointed back to, a noun alone after it ("that spell or ability"), the reference."""
    lone_last = len(last.types) == 1 and last == ObjectPhrase(last.kind, "", last.span, types=last.types)
    if isinstance(first, Reference):
        if not lone_last:
            return None
        return Reference(first.kind, "", (first.span[0], last.span[1]), refers=first.refers)
    if not isinstance(first, ObjectPhrase):
        return None
    either = either_type([first, join, last])
    if either is not None:
        return either
    lone_first = len(first.types) == 1 and first == ObjectPhrase(
        first.kind, "", first.span, determiner=first.determiner, count=first.count, types=first.types
    )
    if not (lone_first and lone_last and bare_last(last, first)):
        return None
    joined = ObjectPhrase(first.kind, "", (first.span[0], last.span[1]), determiner=first.determiner, count=first.count)
    joined.types = [f"{first.types[0]}_or_{last.types[0]}"]
    return joined


def owner_of_list(children: list[Any]) -> PlayerPhrase | None:
    """The player of an `objects` list "A or B's owner" or "the owner of A or B" (see the module docstring): the
    player phrase, its object (`whose`) the one object either noun names; None for any other list."""
    if len(children) != 3 or not isinstance(children[1], Token) or children[1].value != "or":
        return None
    first, join, last = children
    if isinstance(first, ObjectPhrase | Reference) and isinstance(last, PlayerPhrase):
        whose = last.whose  # "target artifact or creature's owner": the possessive after the bare last noun
        if not isinstance(whose, ObjectPhrase) or whose.determiner is not None or last.relative:
            return None
        if whose.span[0] != last.span[0]:
            return None
        either = _either_noun(first, whose, join)
        if either is None:
            return None
        last.whose, last.span = either, (first.span[0], last.span[1])
        return last
    if isinstance(first, PlayerPhrase) and isinstance(first.whose, ObjectPhrase) and isinstance(last, ObjectPhrase):
        whose = first.whose  # "the owner of target spell or nonland permanent": the bare last noun after "of"
        if whose.span[0] <= first.span[0] or last.determiner is not None or first.relative:
            return None
        either = _either_noun(whose, last, join)
        if either is None:
            return None
        first.whose, first.span = either, (first.span[0], either.span[1])
        return first
    return None
