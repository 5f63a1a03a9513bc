"""Sentences of the 2026 Oracle text whose reading stopped in the grammar at a token before O after round 21 (issue #22,
round 22, lane grama), on real card text: the shapes of grammar/effects-en/9-grama.lark (effects/grama_shapes.py)."""

from __future__ import annotations

from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Choice, EffectCondition, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent


def _actions(text: str, name: str | None = None) -> list[Action]:
    card, found = read(text, name)
    return [node for node in found if isinstance(node, Action)]


def _event(text: str, name: str) -> TriggerEvent:
    card = mtglinks.parse(text, name=name)
    (ability,) = [a for a in card.iter_abilities() if a.trigger is not None]
    events = [n for n in ability.effects if isinstance(n, TriggerEvent)]
    assert events, [n.to_dict() for n in ability.effects]
    assert all(n.kind != EffectKind.UNTYPED for n in ability.effects), [n.to_dict() for n in ability.effects]
    return events[0]


def test_cast_for_a_keyword_cost() -> None:
    # Cantor of the Refrain; Falko, Showoff Pilot: the keyword whose cost casts the spell, as "using its … ability"
    got = _event(
        "When you cast a spell for its warp cost, return this card from your graveyard to the battlefield under its "
        "owner's control.",
        "Cantor of the Refrain",
    )
    assert got.event == Verb.CAST and got.actions[0].detail == ["using:warp"]
    got = _event(
        "Whenever you cast a spell for its spectacle cost, put a +1/+1 counter on Falko.", "Falko, Showoff Pilot"
    )
    assert got.actions[0].detail == ["using:spectacle"]
    # Full Bore: asked of the spell, as "if ~'s evoke cost was paid" is
    (_, got) = _actions(
        "Target creature you control gets +3/+2 until end of turn. If that creature was cast for its warp cost, it "
        "also gains trample and haste until end of turn.",
        "Full Bore",
    )
    assert isinstance(got.condition, EffectCondition) and got.condition.test == "paid:warp"


def test_cast_using_teamwork() -> None:
    # Virtual Assistant, Timeline Inquiry, Beast Mode
    got = _event(
        "Whenever you cast a spell using teamwork, create a 1/1 colorless Robot Hero artifact creature token with "
        "flying.",
        "Virtual Assistant",
    )
    assert got.actions[0].detail == ["using:teamwork"]
    (_, got) = _actions(
        "Draw three cards. Then discard a card unless this spell was cast using teamwork.", "Timeline Inquiry"
    )
    assert got.verb == Verb.DISCARD and got.condition is not None
    assert got.condition.test == "unless:paid:teamwork"
    *_, got = _actions(
        "Target creature gets +2/+2 and gains trample until end of turn. Also put a +1/+1 counter on that creature "
        "if this spell was cast using teamwork.",
        "Beast Mode",
    )
    assert got.verb == Verb.PUT_COUNTER and got.condition is not None and got.condition.test == "paid:teamwork"


def test_gain_or_lose_life() -> None:
    # Wax-Wane Witness
    got = _event(
        "Whenever you gain or lose life during your turn, this creature gets +1/+0 until end of turn.",
        "Wax-Wane Witness",
    )
    (action,) = got.actions
    assert action.verb == Verb.GAIN_LIFE and [a.verb for a in action.alternatives] == [Verb.LOSE_LIFE]
    assert action.condition is not None and action.condition.test == "during:your_turn"


def test_gained_and_lost_life() -> None:
    # Lunar Convocation: both, not either
    card = mtglinks.parse(
        "At the beginning of your end step, if you gained and lost life this turn, create a 1/1 black Bat creature "
        "token with flying.",
        name="Lunar Convocation",
    )
    (ability,) = list(card.iter_abilities())
    (cond,) = [n for n in ability.effects if isinstance(n, EffectCondition)]
    assert cond.test == "and"
    verbs = [c.about[0].verb for c in cond.about if isinstance(c, EffectCondition) and isinstance(c.about[0], Action)]
    assert verbs == [Verb.GAIN_LIFE, Verb.LOSE_LIFE]


def test_either_event_then_when() -> None:
    # Canyon Vaulter: the step said of both events
    got = _event(
        "Whenever this creature saddles a Mount or crews a Vehicle during your main phase, that Mount or Vehicle "
        "gains flying until end of turn.",
        "Canyon Vaulter",
    )
    assert [a.verb for a in got.actions] == [Verb.SADDLE, Verb.CREW]
    assert all(a.condition is not None and a.condition.test == "during:your:main" for a in got.actions)


def test_your_next_spell() -> None:
    # Twinferno, Flaming Fist Duskguard: as "When you next cast …" reads
    got = _event("When you cast your next instant or sorcery spell this turn, copy that spell.", "Twinferno")
    (action,) = got.actions
    assert action.verb == Verb.CAST and action.detail == ["next"]
    assert isinstance(action.objects[0], ObjectPhrase) and "spell" in action.objects[0].types


def test_counters_sharing_a_count() -> None:
    # Arcane Archery, March Toward Perfection
    (got,) = _actions(
        "That creature enters with an additional +1/+1 counter, reach counter, and trample counter on it."
    )
    assert got.verb == Verb.ENTER
    assert got.detail == ["counter:+1/+1:additional", "counter:reach:additional", "counter:trample:additional"]
    (got,) = _actions("That creature enters with an additional +1/+1 counter and deathtouch counter on it.")
    assert got.detail == ["counter:+1/+1:additional", "counter:deathtouch:additional"]


def test_counters_additional_number_and_half() -> None:
    # Apocalypse Hydra, Contaminated Drink, Ochre Jelly
    (got,) = _actions("If X is 5 or more, it enters with an additional X +1/+1 counters on it.", "Apocalypse Hydra")
    assert got.verb == Verb.ENTER and got.detail == ["counter:+1/+1:X:additional"]
    _, got = _actions("Draw X cards, then you get half X rad counters, rounded up.", "Contaminated Drink")
    assert got.verb == Verb.GET_COUNTER and got.detail == ["counter:rad:half:X:up"]
    (got,) = _actions("The token enters with half that many +1/+1 counters on it, rounded down.", "Ochre Jelly")
    assert got.verb == Verb.ENTER and got.detail == ["counter:+1/+1:half:that_many:down"]


def test_damage_to_three_targets() -> None:
    # Serpentine Spike: one action, three targets, as two amounts read
    got, _ = _actions(
        "Serpentine Spike deals 2 damage to target creature, 3 damage to another target creature, and 4 damage to "
        "a third target creature. If a creature dealt damage this way would die this turn, exile it instead.",
        "Serpentine Spike",
    )
    assert got.verb == Verb.DEAL_DAMAGE and got.amount == "2" and len(got.objects) == 3


def test_one_into_each_zone() -> None:
    # Moment of Truth
    got = _actions(
        "Look at the top three cards of your library. Put one of those cards into your hand, one into your "
        "graveyard, and one on the bottom of your library.",
        "Moment of Truth",
    )
    puts = [a for a in got if a.verb == Verb.PUT]
    assert [a.zone_to for a in puts] == ["hand", "graveyard", "library"]
    assert all(isinstance(a.objects[0], ObjectPhrase) and a.objects[0].count == "1" for a in puts)


def test_two_subjects_joined() -> None:
    # Dream Fighter, Leaf-Leap Guide, Gruul Spellbreaker
    (got,) = _actions("This creature and that creature phase out.", "Dream Fighter")
    assert got.verb == Verb.PHASE_OUT
    assert isinstance(got.actor, Reference) and got.actor.refers == "self"
    assert [a.refers for a in got.other_actors if isinstance(a, Reference)] == ["anaphora"]
    (got,) = _actions("Leaf-Leap Guide and that creature perpetually get +1/+1.", "Leaf-Leap Guide")
    assert got.verb == Verb.MODIFY_PT and got.amount == "+1/+1" and len(got.other_actors) == 1
    (got,) = _actions("During your turn, you and this creature have hexproof.", "Gruul Spellbreaker")
    assert got.verb == Verb.GAIN_ABILITY and isinstance(got.actor, PlayerPhrase)
    assert got.condition is not None and got.condition.test == "during:your_turn"


def test_garbage_stays_untyped() -> None:
    # the shapes need their words: a keyword's cost with no spell cast, "half" with no counters
    card = mtglinks.parse("For its warp cost half.", name="Nothing")
    assert all(n.kind == EffectKind.UNTYPED for a in card.iter_abilities() for n in a.effects)


def test_choose_from_among_first() -> None:
    # Cataclysm, Guided Passage: what is chosen after where it is chosen from, each object `among` it
    choice, sacrifice = read(
        "Each player chooses from among the permanents they control an artifact, a creature, an enchantment, and a "
        "land, then sacrifices the rest.",
        "Cataclysm",
    )[1]
    assert isinstance(choice, Choice) and isinstance(choice.chooser, PlayerPhrase)
    assert [o.types for o in choice.objects if isinstance(o, ObjectPhrase)] == [
        ["artifact"],
        ["creature"],
        ["enchantment"],
        ["land"],
    ]
    assert all(isinstance(o, ObjectPhrase) and "among" in o.qualifiers for o in choice.objects)
    source = choice.objects[0].related[0]
    assert isinstance(source, ObjectPhrase) and source.types == ["permanent"] and source.controller == "they"
    assert isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE
    (choice,) = read(
        "An opponent chooses from among them a creature card, a land card, and a noncreature, nonland card.",
        "Guided Passage",
    )[1]
    assert isinstance(choice, Choice) and len(choice.objects) == 3
    assert isinstance(choice.objects[0].related[0], Reference)
