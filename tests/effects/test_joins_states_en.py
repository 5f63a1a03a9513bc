"""Clauses joined by "then" whose subject the lexer cannot see open, states of an object told with "it's", and players
told by what they did not do, on real card text (2026 Oracle wording)."""

from __future__ import annotations

from helpers import original
from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, ObjectPhrase, PlayerPhrase, Untyped


def test_then_before_a_clause_with_a_long_subject() -> None:
    # Words of Wisdom
    card, (mine, theirs) = read("You draw two cards, then each other player draws a card.")
    assert isinstance(mine, Action) and mine.verb == Verb.DRAW and mine.amount == "2"
    assert isinstance(mine.actor, PlayerPhrase) and mine.actor.who == "you"
    assert isinstance(theirs, Action) and theirs.verb == Verb.DRAW and theirs.amount == "a"
    assert isinstance(theirs.actor, ObjectPhrase) and theirs.actor.determiner == "each"
    assert theirs.actor.types == ["player"]
    assert original(card, theirs.actor) == "each other player"
    # Void Stalker (its ability's effect): the players shuffle, not the objects put
    card, (put, shuffle) = read(
        "Put this creature and target creature on top of their owners' libraries, then those players shuffle their "
        "libraries."
    )
    assert isinstance(put, Action) and put.verb == Verb.PUT and put.zone_to == "library"
    assert isinstance(shuffle, Action) and shuffle.verb == Verb.SHUFFLE
    assert original(card, shuffle.actor) == "those players"


def test_then_never_joins_a_list() -> None:
    # a "then" with no clause after it is still not read
    card = mtglinks.parse("Draw two cards, then.")
    (node,) = [n for a in card.iter_abilities() for n in a.effects]
    assert isinstance(node, Untyped)
