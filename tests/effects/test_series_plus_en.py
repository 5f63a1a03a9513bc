"""Shapes of the block "series" (grammar/effects.lark, effects/series_shapes.py), second part, on real card text (2026
Oracle wording): an amount more by a number after its noun ("draw that many cards plus one"), counters counted by
an amount computed ("put that many plus one +1/+1 counters on it"), counters put on either of two objects, and the
tokens an event would make "plus" more."""

from __future__ import annotations

from helpers import original
from helpers import typed_card as read

import mtglinks
from mtglinks.effects.build import lexicon
from mtglinks.kinds import Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase, PlayerPhrase, Reference


def test_cards_drawn_or_milled_that_many_plus_a_number() -> None:
    # Into the Night
    card, (_night, discard, draw) = read(
        "It becomes night. Discard any number of cards, then draw that many cards plus one."
    )
    assert isinstance(discard, Action) and discard.verb == Verb.DISCARD
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW and draw.amount == "that_many:plus:1"
    assert original(card, draw) == "draw that many cards plus one"
    # Quantum Riddler: the replacement keeps its condition and "instead"
    _, (draw,) = read(
        "As long as you have one or fewer cards in hand, if you would draw one or more cards, "
        "you draw that many cards plus one instead."
    )
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW and draw.amount == "that_many:plus:1"
    assert "instead" in draw.detail and isinstance(draw.condition, EffectCondition)
    # The Water Crystal: the verb of a number (mill)
    _, (mill,) = read("If an opponent would mill one or more cards, they mill that many cards plus four instead.")
    assert isinstance(mill, Action) and mill.verb == Verb.MILL and mill.amount == "that_many:plus:4"
    assert isinstance(mill.actor, PlayerPhrase) and mill.actor.who == "they"


def test_plus_is_not_read_without_a_number_after_it() -> None:
    # "plus" before anything but a number stays unread here (The Master of Keys' escape cost is another shape)
    card = mtglinks.parse("Draw that many cards plus exile three other cards from your graveyard.")
    assert any(node.kind == "untyped" for ability in card.iter_abilities() for node in ability.effects)


def test_counters_put_that_many_plus_one() -> None:
    # Prairie Dog
    _, (put,) = read(
        "{4}{W}: Until end of turn, if you would put one or more +1/+1 counters on a creature you control, "
        "put that many plus one +1/+1 counters on it instead."
    )
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER
    assert put.amount is not None and put.amount.startswith("that_many") and put.amount.endswith(":1")
    assert put.detail[0] == "counter:+1/+1" and "instead" in put.detail
    (it,) = put.objects
    assert isinstance(it, Reference)
    # a plain count keeps its old reading (the count inside the counter's detail)
    _, (put,) = read("Put two +1/+1 counters on target creature.")
    assert isinstance(put, Action) and put.detail == ["counter:+1/+1:2"] and put.amount is None


def test_counters_that_would_be_put_on_either_of_two_objects() -> None:
    # Ozolith, the Shattered Spire: "an artifact or creature" is one object of either type
    _, (put,) = read(
        "If one or more +1/+1 counters would be put on an artifact or creature you control, "
        "that many plus one +1/+1 counters are put on it instead."
    )
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER and isinstance(put.condition, EffectCondition)
    (event,) = put.condition.about
    assert isinstance(event, Action) and event.verb == Verb.PUT_COUNTER
    (either,) = event.objects
    assert isinstance(either, ObjectPhrase) and either.controller == "you" and either.determiner == "a"
    # Caradora, Heart of Alacria: a creature or a Vehicle, both "you control"
    _, (put,) = read(
        "If one or more +1/+1 counters would be put on a creature or Vehicle you control, "
        "that many plus one +1/+1 counters are put on it instead."
    )
    assert isinstance(put, Action) and isinstance(put.condition, EffectCondition)
    (event,) = put.condition.about
    assert isinstance(event, Action)
    creature, vehicle = event.objects
    assert isinstance(creature, ObjectPhrase) and creature.types == ["creature"] and creature.controller == "you"
    assert isinstance(vehicle, ObjectPhrase) and vehicle.subtypes == ["Vehicle"] and vehicle.controller == "you"


def test_tokens_created_plus_more() -> None:
    # Xorn: the event's tokens and one more
    card, (create,) = read(
        "If you would create one or more Treasure tokens, "
        "instead create those tokens plus an additional Treasure token."
    )
    assert isinstance(create, Action) and create.verb == Verb.CREATE and isinstance(create.condition, EffectCondition)
    those, more = create.objects
    assert isinstance(those, Reference) and original(card, those) == "those tokens"
    assert isinstance(more, ObjectPhrase) and more.subtypes == ["Treasure"] and more.types == ["token"]
    assert original(card, more) == "an additional Treasure token"


def test_objects_left_out_except_for() -> None:
    # Scourglass
    card, (destroy,) = read("{T}, Sacrifice this artifact: Destroy all permanents except for artifacts and lands.")
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY
    (permanents,) = destroy.objects
    assert isinstance(permanents, ObjectPhrase) and permanents.determiner == "all"
    assert permanents.types == ["permanent"] and permanents.qualifiers == ["except_for"]
    assert [n.types for n in permanents.related if isinstance(n, ObjectPhrase)] == [["artifact"], ["land"]]
    # Elesh Norn // The Argent Etchings: a series of three after it
    _, (destroy,) = read("Destroy all other permanents except for artifacts, lands, and Phyrexians.")
    assert isinstance(destroy, Action)
    (permanents,) = destroy.objects
    assert isinstance(permanents, ObjectPhrase) and len(permanents.related) == 3
    assert isinstance(permanents.related[2], ObjectPhrase) and permanents.related[2].subtypes == ["Phyrexian"]
    # Flame Sweep: what follows the object left out stays its own
    _, (damage,) = read(
        "Flame Sweep deals 2 damage to each creature except for creatures you control with flying.", name="Flame Sweep"
    )
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE
    (each,) = damage.objects
    assert isinstance(each, ObjectPhrase) and each.determiner == "each" and each.controller is None
    (flying,) = each.related
    assert isinstance(flying, ObjectPhrase) and flying.controller == "you" and flying.qualifiers == ["with:flying"]


def test_objects_left_out_of_each_object_of_a_series() -> None:
    # Slash the Ranks: commanders are left out of the creatures too, not of the planeswalkers only
    _, (destroy,) = read("Destroy all creatures and planeswalkers except for commanders.")
    assert isinstance(destroy, Action)
    creatures, planeswalkers = destroy.objects
    for node in (creatures, planeswalkers):
        assert isinstance(node, ObjectPhrase) and node.qualifiers == ["except_for"]
        assert [n.types for n in node.related if isinstance(n, ObjectPhrase)] == [["commander"]]


def test_except_before_a_clause_keeps_its_reading() -> None:
    # Spark Double's shape: "except" before a clause is not "except for" objects
    tokens = lexicon("en").tokens("Destroy all permanents except for artifacts.")  # type: ignore[union-attr]
    assert "EXCEPT_FOR" in [t.type for t in tokens]
    tokens = lexicon("en").tokens("except it has haste.")  # type: ignore[union-attr]
    assert "EXCEPT_FOR" not in [t.type for t in tokens] and "EXCEPT" in [t.type for t in tokens]


def test_each_after_a_plural_subject_before_its_verb() -> None:
    # Setessan Tactics: both verbs said of the creatures (the quoted ability's own effects follow)
    _, (get, gain, *_granted) = read(
        'Until end of turn, any number of target creatures each get +1/+1 and gain "{T}: This creature fights '
        'another target creature."'
    )
    assert isinstance(get, Action) and get.verb == Verb.MODIFY_PT and get.amount == "+1/+1"
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_ABILITY
    for action in (get, gain):
        assert isinstance(action.actor, ObjectPhrase) and action.actor.determiner == "any_number"
        assert action.actor.types == ["creature"]
    # Warriors' Lesson: "each" after what follows the noun
    card, (gain, *_granted) = read(
        "Until end of turn, up to two target creatures you control each gain "
        '"Whenever this creature deals combat damage to a player, draw a card."'
    )
    assert isinstance(gain, Action) and isinstance(gain.actor, ObjectPhrase)
    assert gain.actor.controller == "you" and gain.actor.count == "2"
    assert original(card, gain.actor) == "up to two target creatures you control"
