"""English constructions where the reading of a card stopped with one sentence left
(grammar/effects-en/3-stops-more.lark) on real card text (2026 Oracle wording): a relative clause with no "that" whose
subject is an object referred to, what an object is doing to another, cards drawn beyond the others or at most so many,
any target with what it is."""

from __future__ import annotations

from helpers import typed_card as read

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, ObjectPhrase, Reference


def _actions(found: list[object]) -> list[Action]:
    return [n for n in found if isinstance(n, Action)]


def _object(action: Action) -> ObjectPhrase:
    first = action.objects[0]
    assert isinstance(first, ObjectPhrase)
    return first


def test_a_relative_clause_whose_subject_is_referred_to() -> None:
    # Aura Graft: what the Aura could be attached to
    _, found = read(
        "Gain control of target Aura that's attached to a permanent. Attach it to another permanent it can enchant."
    )
    attach = _actions(found)[-1]
    assert attach.verb == Verb.ATTACH
    (can,) = attach.objects[-1].relative  # type: ignore[union-attr]
    assert can.verb == Verb.ATTACH and can.detail == ["can"] and isinstance(can.actor, Reference)
    # Wall of Corpses: what the card itself is blocking
    _, found = read(
        "{B}, Sacrifice this creature: Destroy target creature this creature is blocking.", "Wall of Corpses"
    )
    (destroy,) = _actions(found)
    (blocking,) = _object(destroy).relative
    assert blocking.verb == Verb.BLOCK and blocking.actor.refers == "self"  # type: ignore[union-attr]
    # Battlefield Thaumaturge: the creatures a spell targets, counted
    _, found = read("Each instant and sorcery spell you cast costs {1} less to cast for each creature it targets.")
    (cost,) = _actions(found)
    assert cost.per is not None
    (targets,) = cost.per.relative  # type: ignore[attr-defined]
    assert targets.verb == Verb.TARGET and targets.actor.refers == "anaphora"


def test_what_an_object_referred_to_did_and_a_verb_it_cannot_do_stays_untyped() -> None:
    # Defiant Vanguard
    _, found = read("When this creature blocks, at end of combat, destroy it and all creatures it blocked this turn.")
    destroy = _actions(found)[-1]
    (blocked,) = destroy.objects[-1].relative  # type: ignore[union-attr]
    assert blocked.verb == Verb.BLOCK and blocked.duration is not None and blocked.duration.until == "this_turn"
    # a verb not of the table after "it": still not read
    card = mtglinks.parse("Destroy each creature it destroyed this turn.")
    assert not is_typed([n for a in card.iter_abilities() for n in a.effects])


def test_a_token_doing_something_to_another() -> None:
    # Flash Foliage
    _, found = read("Create a 1/1 green Saproling creature token that's blocking target creature attacking you.")
    (create,) = _actions(found)
    (blocking,) = _object(create).relative
    assert blocking.verb == Verb.BLOCK and blocking.actor is None
    (blocked,) = blocking.objects
    assert isinstance(blocked, ObjectPhrase) and blocked.determiner == "target"
    # Mirror Match: a copy, and what it is doing besides
    _, found = read(
        "For each creature attacking you or a planeswalker you control, create a token that's a copy of that creature "
        "and that's blocking that creature."
    )
    create = _actions(found)[-1]
    token = _object(create)
    assert "copy_of" in token.qualifiers and token.relative[0].verb == Verb.BLOCK
    # Gyrus, Waker of Corpses
    _, found = read("If you do, create a token that's a copy of that card and that's tapped and attacking.")
    assert "tapped_attacking" in _object(_actions(found)[-1]).qualifiers


def test_cards_drawn_beyond_the_others_or_at_most_so_many() -> None:
    # Well of Ideas
    _, found = read("At the beginning of your draw step, draw two additional cards.")
    draw = _actions(found)[-1]
    assert draw.verb == Verb.DRAW and draw.amount == "2" and draw.detail == ["additional"]
    # Shah of Naar Isle
    _, found = read("When this creature's echo cost is paid, each opponent may draw up to three cards.")
    (draw,) = _actions(found)
    assert draw.amount == "up_to:3"


def test_any_target_with_what_it_is() -> None:
    # Cuombajj Witches
    _, found = read(
        "{T}: This creature deals 1 damage to any target and 1 damage to any target of an opponent's choice.",
        "Cuombajj Witches",
    )
    (deal,) = _actions(found)
    chosen = deal.objects[-1]
    assert isinstance(chosen, ObjectPhrase) and chosen.types == ["any"] and "choice:opponent" in chosen.qualifiers
