"""English stops read on real Oracle text (effects/count_control_shapes.py, lang/en/effect_words_states.py): a count
multiplied ("twice X cards", "twice that many +1/+1 counters"), a past state denied ("if it wasn't a Demon"), "blocked"
as a status ("target blocked creature"), a player by what they control after "for each"."""

from __future__ import annotations

from helpers import typed_card as read
from helpers import walk

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase


def _nodes(found: list[object]) -> list[object]:
    return [n for node in found for n in walk(node)]  # type: ignore[arg-type]


def _actions(found: list[object]) -> list[Action]:
    return [n for n in _nodes(found) if isinstance(n, Action)]


def test_stargaze_looks_at_twice_x_cards() -> None:
    # Stargaze: "Look at twice X cards from the top of your library."
    _, found = read("Look at twice X cards from the top of your library.", "Stargaze")
    (action,) = _actions(found)
    (cards,) = action.objects
    assert isinstance(cards, ObjectPhrase) and cards.determiner == "number" and cards.count == "2*X"


def test_confront_the_past_removes_twice_x_loyalty_counters() -> None:
    text = "Remove twice X loyalty counters from target planeswalker an opponent controls."
    _, found = read(text, "Confront the Past")
    (action,) = _actions(found)
    assert action.verb == Verb.REMOVE_COUNTER and action.detail == ["counter:loyalty:2*X"]


def test_devouring_hellion_enters_with_twice_that_many_counters() -> None:
    _, found = read("If you do, it enters with twice that many +1/+1 counters on it.", "Devouring Hellion")
    (action,) = _actions(found)
    assert action.verb == Verb.ENTER and action.detail == ["counter:+1/+1:2*that_many"]


def test_twice_before_a_word_that_is_no_count_stays_untyped() -> None:
    # "twice" reads before a number or "that many" only: "twice target cards" is no count
    card = mtglinks.parse("Exile twice target cards from graveyards.")
    found = [n for a in card.iter_abilities() for n in a.effects]
    assert any(n.kind == EffectKind.UNTYPED for n in found)


def test_grab_the_prize_discarded_card_wasnt_a_land() -> None:
    text = "If the discarded card wasn't a land card, Grab the Prize deals 2 damage to each opponent."
    _, found = read(text, "Grab the Prize")
    (condition,) = [n for n in _nodes(found) if isinstance(n, EffectCondition)]
    (state,) = [a for a in condition.about if isinstance(a, Action)]
    assert state.verb == Verb.BECOME and state.negated and state.detail == ["is"]


def test_infernal_vessel_wasnt_a_demon_is_negated_as_was_reads() -> None:
    # Infernal Vessel: "When this creature dies, if it wasn't a Demon, return it …"; "was" reads the same, not negated
    _, denied = read("When this creature dies, if it wasn't a Demon, draw a card.", "Infernal Vessel")
    _, stated = read("When this creature dies, if it was a Demon, draw a card.", "Infernal Vessel")
    (no,) = [a for a in _actions(denied) if a.verb == Verb.BECOME]
    (yes,) = [a for a in _actions(stated) if a.verb == Verb.BECOME]
    assert no.negated and not yes.negated and no.detail == yes.detail == ["is"]


def test_smite_destroys_target_blocked_creature() -> None:
    _, found = read("Destroy target blocked creature.", "Smite")
    (action,) = _actions(found)
    (creature,) = action.objects
    assert isinstance(creature, ObjectPhrase) and creature.qualifiers == ["blocked"] and creature.types == ["creature"]


def test_fight_to_the_death_blocking_and_blocked_creatures() -> None:
    _, found = read("Destroy all blocking creatures and all blocked creatures.", "Fight to the Death")
    (action,) = _actions(found)
    assert [o.qualifiers for o in action.objects if isinstance(o, ObjectPhrase)] == [["blocking"], ["blocked"]]


def test_becomes_blocked_stays_the_event() -> None:
    # Warpath's status word is no event; "becomes blocked" still is (rule 509.1h)
    _, found = read("Whenever this creature becomes blocked, draw a card.")
    assert any(a.verb == Verb.BLOCK for a in _actions(found))


def test_birth_of_the_imperium_for_each_opponent_who_controls_fewer_creatures() -> None:
    text = "Draw two cards for each opponent who controls fewer creatures than you."
    _, found = read(text, "Birth of the Imperium")
    (action,) = [a for a in _actions(found) if a.verb == Verb.DRAW]
    assert isinstance(action.per, ObjectPhrase) and action.per.types == ["opponent"]
    (controls,) = action.per.relative
    assert isinstance(controls, EffectCondition) and controls.test == "control"
    (creatures,) = controls.about
    assert isinstance(creatures, ObjectPhrase) and creatures.determiner == "fewer" and creatures.types == ["creature"]


def test_hemlock_vial_each_equipped_creature_is_a_status() -> None:
    text = "Each equipped creature and Equipment you control gains deathtouch until end of turn."
    _, found = read(text, "Hemlock Vial")
    (action,) = _actions(found)
    assert isinstance(action.actor, ObjectPhrase) and action.actor.qualifiers == ["equipped"]


def test_equipped_creature_alone_stays_the_equipments() -> None:
    # "Equipped creature gets +2/+2." is the creature the Equipment is attached to, not any equipped creature
    _, found = read("Equipped creature gets +2/+2.")
    (action,) = _actions(found)
    assert not isinstance(action.actor, ObjectPhrase)
