"""Shapes of lane en-b (grammar/effects.lark block "en-b", effects/en_b_shapes.py) on real Oracle text: counters and
types lost, counters moved all at once, attacking as a past event, one counter or another, every colour as a state,
devotion to two colours."""

from __future__ import annotations

from helpers import only_typed_action, original, walk
from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase, PlayerPhrase


def test_a_player_loses_all_counters_of_a_kind() -> None:
    # Leeches: the player's poison counters are removed, all of them
    card, found = read(
        "Target player loses all poison counters. Leeches deals that much damage to that player.", "Leeches"
    )
    lose = found[0]
    assert isinstance(lose, Action) and lose.verb == Verb.REMOVE_COUNTER
    assert (lose.amount, lose.detail) == ("all", ["counter:poison"])
    assert isinstance(lose.actor, PlayerPhrase) and lose.actor.who == "target_player"
    assert original(card, lose) == "Target player loses all poison counters"


def test_a_player_loses_counters_of_every_kind() -> None:
    # Final Act's last mode
    _, lose = only_typed_action("Each opponent loses all counters.", "Final Act")
    assert (lose.verb, lose.amount, lose.detail) == (Verb.REMOVE_COUNTER, "all", ["counter:any"])


def test_types_lost_beside_another_clause() -> None:
    # Ego Erasure: the creatures get -2/-0 and lose their creature types, both until end of turn
    text = "Creatures target player controls get -2/-0 and lose all creature types until end of turn."
    _, found = read(text, "Ego Erasure")
    pump, lose = found
    assert isinstance(pump, Action) and isinstance(lose, Action)
    assert lose.verb == Verb.BECOME and lose.detail == ["lose_all:creature_type"]
    assert lose.actor is pump.actor and lose.duration is not None and lose.duration.until == "end_of_turn"


def test_other_card_types_lost() -> None:
    # One with the Stars: an enchantment and nothing else
    _, found = read(
        "Enchant creature or planeswalker\nEnchanted permanent is an enchantment and loses all other card types."
    )
    lose = found[-1]
    assert isinstance(lose, Action) and lose.detail == ["lose_all:other_card_type"]


def test_land_types_and_abilities_lost() -> None:
    # Lithoform Blight: both are lost; "has …" stays its own clause
    text = (
        'Enchanted land loses all land types and abilities and has "{T}: Add {C}" and "{T}, Pay 1 life: Add one mana'
        ' of any color."'
    )
    _, found = read(f"Enchant land\n{text}", "Lithoform Blight")
    lose = next(n for n in found if isinstance(n, Action) and n.verb == Verb.BECOME)
    assert lose.detail == ["lose_all:land_type", "lose_all:ability"]


def test_losing_all_of_something_else_is_not_read_as_types() -> None:
    # Hammerheim: "landwalk abilities" is no type lost; the sentence stays untyped rather than misread
    card = mtglinks.parse("{T}: Target creature loses all landwalk abilities until end of turn.", name="Hammerheim")
    (node,) = [n for a in card.iter_abilities() for n in a.effects]
    assert node.kind == "untyped"


def test_all_counters_moved() -> None:
    # Fate Transfer
    _, move = only_typed_action("Move all counters from target creature onto another target creature.", "Fate Transfer")
    assert (move.verb, move.amount, move.detail) == (Verb.MOVE_COUNTER, "all", ["counter:any"])
    source, target = move.objects
    assert isinstance(source, ObjectPhrase) and isinstance(target, ObjectPhrase) and target.span[0] > source.span[0]


def test_attacked_with_creatures_as_a_condition() -> None:
    # Minas Tirith's restriction
    _, found = read("{1}{W}, {T}: Draw a card. Activate only if you attacked with two or more creatures this turn.")
    attacks = [n for node in found for n in walk(node) if isinstance(n, Action) and n.verb == Verb.ATTACK]
    (attack,) = attacks
    assert isinstance(attack.actor, PlayerPhrase) and attack.actor.who == "you" and attack.detail == ["with"]
    (creatures,) = attack.objects
    assert isinstance(creatures, ObjectPhrase) and creatures.count == "2:or_more"
    assert any(isinstance(n, EffectCondition) for node in found for n in walk(node))


def test_a_player_who_attacked_with_a_creature() -> None:
    # Angelic Arbiter: the opponents are those who attacked, the creatures they attacked with its objects
    _, cast = only_typed_action(
        "Each opponent who attacked with a creature this turn can't cast spells.", "Angelic Arbiter"
    )
    assert isinstance(cast.actor, PlayerPhrase)
    (attacked,) = cast.actor.relative
    assert isinstance(attacked, Action) and attacked.verb == Verb.ATTACK and attacked.detail == ["with"]
    assert isinstance(attacked.objects[0], ObjectPhrase) and attacked.objects[0].types == ["creature"]


def test_only_attacking_takes_with() -> None:
    # Skyship Weatherlight: "exiled with ~" is a card exiled by ~, not "exiled, with" something: not read so
    card = mtglinks.parse(
        "{4}, {T}: Choose a card at random that was exiled with Skyship Weatherlight.", name="Skyship Weatherlight"
    )
    assert [n.kind for a in card.iter_abilities() for n in a.effects] == ["untyped"]


def test_one_counter_or_another() -> None:
    # Elspeth Conquers Death, chapter III's second sentence: the loyalty counter is the other choice
    card, put = only_typed_action("Put a +1/+1 counter or a loyalty counter on it.")
    assert put.verb == Verb.PUT_COUNTER and put.detail == ["counter:+1/+1"]
    (other,) = put.alternatives
    assert isinstance(other, Action) and other.detail == ["counter:loyalty"] and other.objects == put.objects


def test_every_color_as_a_state() -> None:
    # Transguild Courier; The Fish Brewer's token; Iridian Maelstrom's "that isn't all colors"
    _, be = only_typed_action("Transguild Courier is all colors.", "Transguild Courier")
    assert (be.verb, be.detail) == (Verb.BECOME, ["is", "all_colors"])
    _, create = only_typed_action("Create a 1/1 Fish creature token that's all colors.")
    assert "is:all_colors" in create.objects[0].qualifiers  # type: ignore[union-attr]
    _, destroy = only_typed_action("Destroy each creature that isn't all colors.", "Iridian Maelstrom")
    assert destroy.objects[0].qualifiers == ["is:not:all_colors"]  # type: ignore[union-attr]


def test_devotion_to_two_colors() -> None:
    # Athreos, God of Passage: the condition compares the devotion to both colours with seven
    text = "As long as your devotion to white and black is less than seven, Athreos isn't a creature."
    _, be = only_typed_action(text, "Athreos, God of Passage")
    assert be.negated and be.condition is not None and be.condition.test.startswith("as_long_as")
