"""The shapes of grammar/effects.lark block "round 9, en-tail" (effects/tail9_shapes.py, words in
lang/en/effect_words_tail9.py) on real card text, Oracle and older printed wordings."""

from __future__ import annotations

from helpers import card_effects, only_typed_action
from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, TriggerEvent


def _actions(found: list[object]) -> list[Action]:
    return [n for n in found if isinstance(n, Action)]


def test_older_timing_without_only() -> None:
    # Ashnod's Altar (5ED), Amulet of Unmaking (MIR): "Play this ability as …" is the activation's restriction
    text = "Sacrifice a creature: Add two colorless mana to your mana pool. Play this ability as a mana source."
    _, found = read(text, "Ashnod's Altar")
    assert _actions(found)[-1].verb == Verb.ACTIVATE and _actions(found)[-1].detail == ["only:mana_ability"]
    text = (
        "{5}, {T}, Remove Amulet of Unmaking from the game: Remove target artifact, creature, or land from the game."
        " Play this ability as a sorcery."
    )
    _, found = read(text, "Amulet of Unmaking")
    assert _actions(found)[-1].detail == ["only:sorcery"]


def test_the_end_of_your_turn_is_the_end_step() -> None:
    # Blood Hound (MMQ): "At the end of your turn" is the trigger's step, as "at end of turn" is
    text = "At the end of your turn, remove all +1/+1 counters from Blood Hound."
    _, found = read(text, "Blood Hound")
    event = next(n for n in found if isinstance(n, TriggerEvent))
    assert event.event == "your_end_step"


def test_older_wordings_of_keywords_and_rules() -> None:
    # Ashen Monstrosity (BOK), Abrupt Decay (RTR), Raging Goblin (POR), Darksteel Colossus (M10)
    _, action = only_typed_action("Ashen Monstrosity attacks each turn if able.", "Ashen Monstrosity")
    assert action.verb == Verb.ATTACK
    _, action = only_typed_action("Abrupt Decay can't be countered by spells or abilities.", "Abrupt Decay")
    assert action.verb == Verb.COUNTER and action.negated
    _, action = only_typed_action("Raging Goblin is unaffected by summoning sickness.", "Raging Goblin")
    assert action.verb == Verb.GAIN_ABILITY and action.detail == ["keyword:haste"]
    _, action = only_typed_action("Darksteel Colossus is indestructible.", "Darksteel Colossus")
    assert action.verb == Verb.GAIN_ABILITY and action.detail == ["keyword:indestructible"]


def test_is_before_another_keyword_stays_untyped() -> None:
    # "is" + a keyword other than indestructible is no English rule: not read as "has flying"
    card = mtglinks.parse("Goblin Raider is flying.", name="Goblin Raider")
    assert [n.kind for n in card_effects(card)] == [EffectKind.UNTYPED]


def test_a_fixed_amount_of_damage_prevented() -> None:
    # Amulet of Kroog (4ED): the wording before "the next 1 damage"
    card, found = read("{2}, {T}: Prevent 1 damage to any creature or player.", "Amulet of Kroog")
    (action,) = _actions(found)
    assert action.verb == Verb.PREVENT and action.amount == "1" and action.objects


def test_then_between_a_player_and_the_verb() -> None:
    # Cranial Extraction (CHK): "That player then shuffles his or her library."
    _, action = only_typed_action("That player then shuffles his or her library.", "Cranial Extraction")
    assert action.verb == Verb.SHUFFLE and action.actor is not None


def test_a_number_of_an_object_doubled() -> None:
    # Unleash Fury: "Double the power of target creature until end of turn."; Choose Your Weapon's first mode
    _, action = only_typed_action("Double the power of target creature until end of turn.", "Unleash Fury")
    assert action.verb == Verb.DOUBLE and action.amount == "power" and action.objects and action.duration
    text = "Double target creature's power and toughness until end of turn."
    _, action = only_typed_action(text, "Choose Your Weapon")
    assert action.verb == Verb.DOUBLE and action.amount == "power_toughness"
    # another verb before a number of an object is not read
    card = mtglinks.parse("Destroy its power.", name="Goblin Raider")
    assert [n.kind for n in card_effects(card)] == [EffectKind.UNTYPED]
