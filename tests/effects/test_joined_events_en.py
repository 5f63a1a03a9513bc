"""A trigger waiting for events joined with "and" (rule 603.2), one of them a step or another event no subject does:
"When ~ enters and at the beginning of your upkeep, …". Each event is kept with its span, none dropped (2026
Oracle text of the cards named)."""

from __future__ import annotations

import json

import jsonschema
from helpers import original
from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.schema import load_schema
from mtglinks.schema.tree_io import card_from_dict
from mtglinks.tree import Action, Card, Effect, TriggerEvent


def _event(text: str, name: str) -> tuple[Card, TriggerEvent, list[Effect]]:
    card, found = read(text, name=name)
    event = found[0]
    assert isinstance(event, TriggerEvent)
    return card, event, found[1:]


def test_an_entering_and_a_step() -> None:
    # Old Rutstein
    text = "When Old Rutstein enters and at the beginning of your upkeep, mill a card."
    card, event, rest = _event(text, "Old Rutstein")
    assert event.event == Verb.ENTER and [a.verb for a in event.actions] == [Verb.ENTER]
    (step,) = event.joined
    assert step.event == "your_upkeep" and not step.actions
    assert original(card, step) == "the beginning of your upkeep"
    assert original(card, event) == "Old Rutstein enters and at the beginning of your upkeep"
    assert [a.verb for a in rest if isinstance(a, Action)] == [Verb.MILL]


def test_a_step_first_then_a_cast() -> None:
    # Shrine of Burning Rage
    text = "At the beginning of your upkeep and whenever you cast a red spell, put a charge counter on this artifact."
    card, event, _ = _event(text, "Shrine of Burning Rage")
    (cast,) = event.actions
    assert cast.verb == Verb.CAST and original(card, cast) == "you cast a red spell"
    (step,) = event.joined
    assert step.event == "your_upkeep" and original(card, step) == "the beginning of your upkeep"


def test_each_end_step_and_leaving_the_battlefield() -> None:
    # Tombstone Stairwell, its third paragraph
    text = (
        "At the beginning of each end step and when this enchantment leaves the battlefield, destroy all tokens "
        "created with this enchantment."
    )
    card, event, _ = _event(text, "Tombstone Stairwell")
    assert [a.verb for a in event.actions] == [Verb.LEAVE_BATTLEFIELD]
    (step,) = event.joined
    assert step.event == "each_end_step" and original(card, step) == "the beginning of each end step"


def test_a_plane_and_its_first_main_phase() -> None:
    # Kilnspire District
    text = (
        "When you planeswalk to Kilnspire District and at the beginning of your first main phase, put a charge "
        "counter on Kilnspire District, then add {R} for each charge counter on it."
    )
    card, event, _ = _event(text, "Kilnspire District")
    assert [a.verb for a in event.actions] == [Verb.PLANESWALK]
    (step,) = event.joined
    assert original(card, step) == "the beginning of your first main phase"


def test_planeswalking_here_and_chaos() -> None:
    # Shy Town (2024 planes: "here")
    text = "Whenever you planeswalk here and whenever chaos ensues, for each opponent, draw a card."
    card, event, _ = _event(text, "Shy Town")
    assert [a.verb for a in event.actions] == [Verb.PLANESWALK]
    (chaos,) = event.joined
    assert chaos.event == "chaos_ensues" and original(card, chaos) == "chaos ensues"


def test_two_subjects_events_join_nothing() -> None:
    # Boomstacker's trigger: both events are done by a subject, held as actions; no joined node
    card, event, _ = _event("When this creature enters and whenever it attacks, draw a card.", "Boomstacker")
    assert [a.verb for a in event.actions] == [Verb.ENTER, Verb.ATTACK] and event.joined == []


def test_the_joined_step_is_in_the_json_the_schema_accepts_and_reads_back() -> None:
    # Crack in Time, its second paragraph
    text = (
        "When this enchantment enters and at the beginning of your first main phase, exile target creature an "
        "opponent controls until this enchantment leaves the battlefield."
    )
    card = mtglinks.analyze(text, name="Crack in Time")
    value = json.loads(json.dumps(card.to_dict()))
    (event, *_) = value["abilities"][0]["effects"]
    (step,) = event["joined"]
    assert (
        step["kind"] == "event"
        and step["event"] == "your:main1"
        and step["text"] == "the beginning of your first main phase"
    )
    assert card_from_dict(value) == card
    (record,) = mtglinks.tag_many([{"id": 1, "name": "Crack in Time", "text": text}])
    assert record["abilities"][0]["effects"][0]["joined"][0]["event"] == "your:main1"
    validator = jsonschema.Draft202012Validator(load_schema())
    assert [e.message for e in validator.iter_errors(record)] == []
