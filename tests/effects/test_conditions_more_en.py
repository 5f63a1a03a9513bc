"""Conditions said first, more English shapes (issue #22), on real card text (2026 Oracle wording of the cards named):
either of two events with their own subjects, a condition on objects listed before a comma then a clause that starts
with its verb or with two objects, either of two kinds, damage dealt said damage first, mana spent to activate, a
condition then a duration, what you didn't do this way (grammar/effects-en/2-conditions-more.lark,
effects/condition_more_shapes.py)."""

from __future__ import annotations

from helpers import original
from helpers import typed_card as read

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Choice, Effect, EffectCondition, ObjectPhrase, PlayerPhrase, Reference


def _condition(node: Effect) -> EffectCondition:
    assert isinstance(node, Action) and isinstance(node.condition, EffectCondition)
    return node.condition


def test_either_event_the_second_with_its_own_subject() -> None:
    # Prized Amalgam
    card, found = read(
        "Whenever a creature enters, if it entered from your graveyard or you cast it from your graveyard, return this"
        " card from your graveyard to the battlefield tapped at the beginning of the next end step.",
        name="Prized Amalgam",
    )
    either = next(n for n in found if isinstance(n, EffectCondition) and n.test == "any")
    entered, cast = either.about
    assert isinstance(entered, EffectCondition) and entered.test == "did"
    assert isinstance(cast, EffectCondition) and cast.test == "did"
    (did,) = cast.about
    assert isinstance(did, Action) and did.verb == Verb.CAST and did.zone_from == "graveyard"
    assert isinstance(did.actor, PlayerPhrase) and did.actor.who == "you"
    assert original(card, did) == "you cast it from your graveyard"


def test_either_event_the_second_a_passive_cast() -> None:
    # Fblthp, the Lost
    card, found = read(
        "When Fblthp enters, draw a card. If it entered from your library or was cast from your library, draw two"
        " cards instead.",
        name="Fblthp, the Lost",
    )
    either = _condition(found[-1])
    assert either.test == "any"
    entered, cast = either.about
    assert isinstance(entered, EffectCondition) and entered.test == "did"
    assert isinstance(cast, EffectCondition) and cast.test == "paid:cast:from:library"
    assert original(card, cast) == "was cast from your library"


def test_an_or_of_a_trigger_event_is_the_events_own() -> None:
    # The Lost and the Damned: "or" before a subject is the condition's only after "if"
    card = mtglinks.parse(
        "Whenever a land you control enters from anywhere other than your hand or you cast a spell from anywhere other"
        " than your hand, create a 3/3 red Spawn creature token.",
        name="The Lost and the Damned",
    )
    assert is_typed([node for ability in card.iter_abilities() for node in ability.effects])


def test_a_clause_with_its_verb_first_after_objects_listed() -> None:
    # Prophetic Titan's second sentence
    card, found = read("If there are four or more card types among cards in your graveyard, choose both instead.")
    (both,) = found
    assert isinstance(both, Choice) and both.what == "mode" and both.options == ["both"]
    assert isinstance(both.condition, EffectCondition) and both.condition.test == "there_are"
    assert original(card, both.condition) == "If there are four or more card types among cards in your graveyard"


def test_a_fixed_clause_after_objects_listed() -> None:
    # Worship
    card, found = read(
        "If you control a creature, damage that would reduce your life total to less than 1 reduces it to 1 instead."
    )
    (kept,) = found
    condition = _condition(kept)
    assert condition.test == "control"
    who, what = condition.about
    assert isinstance(who, PlayerPhrase) and who.who == "you"
    assert isinstance(what, ObjectPhrase) and what.types == ["creature"]


def test_the_legend_rule_not_applied_after_objects_listed() -> None:
    # Brothers Yamazaki
    card, found = read(
        'If there are exactly two permanents named Brothers Yamazaki on the battlefield, the "legend rule" doesn\'t'
        " apply to them.",
        name="Brothers Yamazaki",
    )
    (spared,) = found
    assert isinstance(spared, Action) and spared.verb == Verb.APPLY_RULE and spared.negated
    assert _condition(spared).test == "there_are"


def test_two_objects_the_subject_after_objects_listed() -> None:
    # Sylvan Advocate
    card, found = read(
        "As long as you control six or more lands, this creature and land creatures you control get +2/+2."
    )
    (pump,) = found
    assert isinstance(pump, Action) and pump.verb == Verb.MODIFY_PT and pump.amount == "+2/+2"
    assert isinstance(pump.actor, Reference) and pump.actor.refers == "self"
    assert [original(card, o) for o in pump.other_actors] == ["land creatures you control"]
    assert _condition(pump).test == "as_long_as:control"


def test_either_of_two_kinds() -> None:
    # Goblin Savant
    card, found = read(
        "{T}: Exile the top card of your library. If that card is a Goblin or an artifact card, you may play it this"
        " turn."
    )
    either = _condition(found[-1])
    assert either.test == "any"
    goblin, artifact = (c.about[-1] for c in either.about if isinstance(c, EffectCondition))
    assert isinstance(goblin, ObjectPhrase) and goblin.subtypes == ["Goblin"]
    assert isinstance(artifact, ObjectPhrase) and artifact.types == ["artifact", "card"]


def test_neither_of_two_kinds_the_second_a_subtype() -> None:
    # Lifecraft Awakening
    card, found = read(
        "Put X +1/+1 counters on target artifact you control. If it isn't a creature or Vehicle, it becomes a 0/0"
        " Construct artifact creature."
    )
    neither = _condition(found[-1])
    assert neither.test == "and"
    assert [c.test for c in neither.about if isinstance(c, EffectCondition)] == ["is_not", "is_not"]


def test_the_first_kind_shares_the_seconds_type() -> None:
    # Locus Cobra
    card, found = read(
        "Whenever a land you control enters, add one mana of any color. If it was a Locus or Sphere land, put a +1/+1"
        " counter on Locus Cobra.",
        name="Locus Cobra",
    )
    either = _condition(found[-1])
    locus, sphere = (c.about[-1] for c in either.about if isinstance(c, EffectCondition))
    assert isinstance(locus, ObjectPhrase) and locus.types == ["land"] and locus.subtypes == ["Locus"]
    assert isinstance(sphere, ObjectPhrase) and sphere.types == ["land"] and sphere.subtypes == ["Sphere"]


def test_damage_dealt_said_damage_first() -> None:
    # Rushing-Tide Zubera
    card, found = read(
        "When this creature dies, if 4 or more damage was dealt to it this turn, draw three cards.",
        name="Rushing-Tide Zubera",
    )
    dealt = next(n for n in found if isinstance(n, EffectCondition) and n.test == "did")
    (action,) = dealt.about
    assert isinstance(action, Action) and action.verb == Verb.DEALT_DAMAGE
    assert action.amount == "4" and action.detail == ["or_more"]
    assert action.duration is not None and action.duration.until == "this_turn"
    assert isinstance(action.actor, Reference)


def test_mana_spent_to_activate() -> None:
    # Jetmir's Fixer
    card, found = read(
        "{R}{G}: This creature gets +1/+1 until end of turn. If mana from a Treasure was spent to activate this"
        " ability, put a +1/+1 counter on this creature instead."
    )
    spent = _condition(found[-1])
    assert spent.test == "spent:mana"
    assert original(card, spent.about[0]) == "mana from a Treasure"
    assert original(card, spent.about[-1]) == "this ability"


def test_a_condition_then_a_duration() -> None:
    # Court of Locthwain's last sentence
    card, found = read(
        "If you're the monarch, until end of turn, you may cast a spell from among cards exiled with this enchantment"
        " without paying its mana cost.",
        name="Court of Locthwain",
    )
    (cast,) = found
    assert isinstance(cast, Action) and cast.verb == Verb.CAST
    assert cast.duration is not None and cast.duration.until == "end_of_turn"
    assert _condition(cast).test == "monarch"


def test_what_you_did_not_do_this_way() -> None:
    # Trade Route Envoy
    card, found = read(
        "When this creature enters, draw a card if you control a creature with a counter on it. If you don't draw a"
        " card this way, put a +1/+1 counter on this creature."
    )
    didnt = _condition(found[-1])
    assert didnt.test == "you_dont:did"
    (draw,) = didnt.about
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW and "this_way" in draw.detail


def test_what_an_object_becomes_chosen() -> None:
    # Aquamorph Entity's second ability
    card, found = read("As this creature enters or is turned face up, it becomes your choice of 5/1 or 1/5.")
    (become,) = found
    assert isinstance(become, Action) and become.verb == Verb.BECOME and become.detail == ["choice_of:you"]
    assert len(become.objects) == 2


def test_the_nth_spell_cast() -> None:
    # Codespell Cleric
    card, found = read(
        "When this creature enters, if it was the second spell you cast this turn, put a +1/+1 counter on target"
        " creature."
    )
    nth = next(n for n in found if isinstance(n, EffectCondition) and n.test == "was")
    it, spell = nth.about
    assert isinstance(it, Reference)
    assert isinstance(spell, ObjectPhrase) and spell.types == ["spell"] and spell.qualifiers == ["second_this_turn"]


def test_a_combat_phase_then_a_main_phase_added_under_a_condition() -> None:
    # Sokenzan's channel ability
    card, found = read(
        "If it's a main phase, there is an additional combat phase after this phase, followed by an additional main"
        " phase."
    )
    (added,) = found
    assert isinstance(added, Action) and added.verb == Verb.ADD_PHASE
    assert added.detail == ["combat_then_main", "after:this_phase"]
    assert _condition(added).test == "is:any:main"


def test_garbage_after_a_condition_types_nothing() -> None:
    card = mtglinks.parse("If it entered from your graveyard or you cast it from your graveyard, blorf the wibble.")
    assert not is_typed([node for ability in card.iter_abilities() for node in ability.effects])
