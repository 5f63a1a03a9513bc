"""More English frames of abilities read on real Oracle text (effects/restriction_shapes.py,
lang/en/effect_words_restrictions.py): two timings of an activation restriction in one sentence, a timing after the
restriction's condition, a step before which a spell may be cast, the step of a later turn a delayed trigger waits
for, the choice no player made ("If no one does")."""

from __future__ import annotations

from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, EffectCondition, TriggerEvent


def _activations(found: list[object]) -> list[Action]:
    return [n for n in found if isinstance(n, Action) and n.verb == Verb.ACTIVATE]


def test_defenders_of_humanity_only_if_then_only_during_your_turn() -> None:
    text = (
        "When this enchantment enters, create X 2/2 white Astartes Warrior creature tokens with vigilance.\n"
        "{X}{2}{W}, Exile this enchantment: Create X 2/2 white Astartes Warrior creature tokens with vigilance. "
        "Activate only if you control no creatures and only during your turn."
    )
    _, found = read(text, "Defenders of Humanity")
    (activate,) = _activations(found)
    assert activate.detail == ["only:your_turn"]
    assert isinstance(activate.condition, EffectCondition) and activate.condition.test == "control"


def test_loch_larent_only_during_your_turn_and_only_once() -> None:
    card = mtglinks.parse("{1}{U}, {T}: Scry 3. Activate only during your turn and only once.", name="Loch Larent")
    found = [node for ability in card.iter_abilities() for node in ability.effects]
    (activate,) = _activations(found)
    assert activate.detail == ["only:your_turn_once"]


def test_steps_of_old_activation_restrictions() -> None:
    cards = {
        "Desert": "{T}: This land deals 1 damage to target attacking creature. Activate only during the end of combat "
        "step.",
        "Dwarven Armory": "{2}, Sacrifice a land: Put a +2/+2 counter on target creature. Activate only during any "
        "upkeep step.",
        "Angus Mackenzie": "{G}{W}{U}, {T}: Prevent all combat damage that would be dealt this turn. Activate only "
        "before the combat damage step.",
    }
    details = {}
    for name, text in cards.items():
        _, found = read(text, name)
        (activate,) = _activations(found)
        details[name] = activate.detail
    assert details == {
        "Desert": ["only:end_of_combat"],
        "Dwarven Armory": ["only:any_upkeep"],
        "Angus Mackenzie": ["only:before_combat_damage"],
    }


def test_berserk_cast_only_before_the_combat_damage_step() -> None:
    _, found = read("Cast this spell only before the combat damage step.", "Berserk")
    (cast,) = found
    assert isinstance(cast, Action) and cast.verb == Verb.CAST
    assert isinstance(cast.condition, EffectCondition) and cast.condition.test == "only_before:combat_damage"


def test_breaking_point_if_no_one_does() -> None:
    text = "If no one does, destroy all creatures."
    _, found = read(text, "Breaking Point")
    (destroy,) = found
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY
    assert isinstance(destroy.condition, EffectCondition) and destroy.condition.test == "no_player_does"


def test_suppress_waits_for_the_end_step_of_that_players_next_turn() -> None:
    text = (
        "Target player exiles all cards from their hand face down. At the beginning of the end step of that player's "
        "next turn, that player returns those cards to their hand."
    )
    _, found = read(text, "Suppress")
    (event,) = [n for n in found if isinstance(n, TriggerEvent)]
    assert event.event == "that_player_next_turn:end_step"


def test_kardum_waits_for_the_end_step_of_your_next_turn() -> None:
    _, found = read("At the beginning of the end step of your next turn, discard those cards.", "Kardum")
    (event,) = [n for n in found if isinstance(n, TriggerEvent)]
    assert event.event == "your_next_turn:end_step"


def test_bloodletter_of_aclazotz_replaces_life_lost_during_your_turn() -> None:
    text = "If an opponent would lose life during your turn, they lose twice that much life instead."
    _, found = read(text, "Bloodletter of Aclazotz")
    (lose,) = found
    assert isinstance(lose, Action) and lose.verb == Verb.LOSE_LIFE
    condition = lose.condition
    assert isinstance(condition, EffectCondition) and condition.test == "would:during:your_turn"
    (replaced,) = condition.about
    assert isinstance(replaced, Action) and replaced.verb == Verb.LOSE_LIFE


def test_perilous_iteration_discards_at_your_next_turns_end_step() -> None:
    _, found = read("Discard those cards at the beginning of your next turn's end step.", "Perilous Iteration")
    (discard,) = found
    assert isinstance(discard, Action) and "at:your_next_turn:end_step" in discard.detail


def test_overencumbered_waits_for_combat_on_enchanted_opponents_turn() -> None:
    text = (
        "At the beginning of combat on enchanted opponent's turn, that player may pay {1} for each artifact they "
        "control."
    )
    _, found = read(text, "Overencumbered")
    (event,) = [n for n in found if isinstance(n, TriggerEvent)]
    assert event.event == "enchanted_opponent:combat"


def test_norritt_only_before_attackers_are_declared() -> None:
    _, found = read("{T}: Untap target blue creature. Activate only before attackers are declared.", "Norritt")
    (activate,) = _activations(found)
    assert activate.detail == ["only:before_declare_attackers"]


def test_combat_on_whose_turn_a_spell_may_be_cast() -> None:
    cards = {
        "Wake the Dead": "Cast this spell only during combat on an opponent's turn.",
        "Savage Beating": "Cast this spell only during combat on your turn.",
        "Illusionist's Gambit": "Cast this spell only during the declare blockers step on an opponent's turn.",
    }
    tests = {}
    for name, text in cards.items():
        _, found = read(text, name)
        (cast,) = found
        assert isinstance(cast, Action) and cast.verb == Verb.CAST and isinstance(cast.condition, EffectCondition)
        tests[name] = cast.condition.test
    assert tests == {
        "Wake the Dead": "only_during:opponent:combat",
        "Savage Beating": "only_during:your:combat",
        "Illusionist's Gambit": "only_during:opponent:declare_blockers",
    }
