"""Older printed English (1993-2003) read as its Oracle text reads: modes in one sentence set apart by semicolons.
Real printed card texts (corpus printed-en)."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.tree import Action, ObjectPhrase, TriggerEvent


def _verbs(text: str, name: str) -> list[str]:
    card = mtglinks.parse(text, name=name)
    effects = card_effects(card)
    assert is_typed(effects)
    return [str(node.verb) for node in effects if isinstance(node, Action)]


def test_modes_set_apart_by_semicolons() -> None:
    # Active Volcano (printed-en); Oracle: "Choose one — • Destroy target blue permanent. • Return target Island …"
    text = "Choose one — Destroy target blue permanent; or return target Island to its owner's hand."
    assert _verbs(text, "Active Volcano") == ["destroy", "return"]
    # Dawn to Dusk (printed-en): "; and/or"
    text = (
        "Choose one or both — Return target enchantment card from your graveyard to your hand; and/or destroy target "
        "enchantment."
    )
    assert _verbs(text, "Dawn to Dusk") == ["return", "destroy"]


def test_two_clauses_set_apart_by_a_semicolon() -> None:
    # Binding Grasp (printed-en); Oracle "You control enchanted creature. Enchanted creature gets +0/+1."
    text = "Gain control of target creature; that creature gets +0/+1."
    assert _verbs(text, "Binding Grasp") == ["gain_control", "modify_pt"]


def test_a_semicolon_does_not_join_words_that_are_no_clause() -> None:
    # words the lexicon does not know after the semicolon: the sentence stays untyped, no catch-all
    card = mtglinks.parse("Destroy target creature; blorp the zorp.", name="Test")
    assert not is_typed(card_effects(card))


def test_an_ability_word_printed_without_its_dash() -> None:
    # Crashing Centaur (printed-en, Odyssey); Oracle "Threshold — As long as …, Crashing Centaur gets +2/+2 …"
    text = "Threshold Crashing Centaur gets +2/+2 and can't block."
    assert _verbs(text, "Crashing Centaur") == ["modify_pt", "block"]
    # Cephalid Sage (printed-en): the ability word before a trigger
    text = "Threshold When Cephalid Sage comes into play, draw three cards, then discard two cards from your hand."
    card = mtglinks.parse(text, name="Cephalid Sage")
    assert is_typed(card_effects(card))
    assert [str(n.verb) for n in card_effects(card) if isinstance(n, Action)] == ["draw", "discard"]


def test_an_ability_word_alone_is_no_sentence() -> None:
    card = mtglinks.parse("Threshold blorp.", name="Test")
    assert not is_typed(card_effects(card))


def test_a_cost_changed_to_play() -> None:
    # Goblin Warchief (printed-en): "to play" before 2009's "to cast"
    text = "Goblin spells you play cost {1} less to play."
    card = mtglinks.parse(text, name="Goblin Warchief")
    (action,) = [n for n in card_effects(card) if isinstance(n, Action)]
    assert (action.verb, action.amount, action.detail) == ("modify_cost", "{1}", ["less"])


def test_spells_you_play_are_spells_you_cast() -> None:
    # Blood Funnel (printed-en); Oracle "Noncreature spells you cast cost {2} less to cast."
    text = "Noncreature spells you play cost {2} less to play."
    card = mtglinks.parse(text, name="Blood Funnel")
    (action,) = [n for n in card_effects(card) if isinstance(n, Action)]
    assert isinstance(action.actor, ObjectPhrase) and action.actor.controller == "cast_by_you"
    # elsewhere "play" stays the verb: "Whenever you play a noncreature spell, …"
    text = "Whenever you play a noncreature spell, counter that spell unless you sacrifice a creature."
    events = [n for n in card_effects(mtglinks.parse(text, name="Blood Funnel")) if isinstance(n, TriggerEvent)]
    assert [str(e.event) for e in events] == ["cast"]
