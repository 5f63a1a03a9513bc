"""Shapes of the block "relative shapes, more" (grammar/effects.lark, effects/relative_shapes.py) on real card text
(2026 Oracle wording): what an object is with its base power and toughness, damage counted as prevented this way."""

from __future__ import annotations

from helpers import original
from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase, Reference, Untyped


def test_what_an_object_is_with_its_base_power_and_toughness() -> None:
    # Tezzeret's Touch, Ensoul Artifact
    card, (be,) = read(
        "Enchanted artifact is a creature with base power and toughness 5/5 in addition to its other types."
    )
    assert isinstance(be, Action) and be.verb == Verb.BECOME and be.detail == ["is"]
    assert isinstance(be.actor, Reference) and original(card, be.actor) == "Enchanted artifact"
    (what,) = be.objects
    assert isinstance(what, ObjectPhrase) and what.types == ["creature"]
    assert what.qualifiers == ["base_power_toughness:5/5", "in_addition"]
    # Frogify: the abilities lost, then what it is
    card, (lose, frog) = read(
        "Enchanted creature loses all abilities and is a blue Frog creature with base power and toughness 1/1."
    )
    assert isinstance(lose, Action) and lose.verb == Verb.LOSE_ABILITY
    assert isinstance(frog, Action) and frog.verb == Verb.BECOME
    (what,) = frog.objects
    assert isinstance(what, ObjectPhrase) and what.subtypes == ["Frog"] and what.colors == ["blue"]
    assert what.qualifiers == ["base_power_toughness:1/1"]
    assert original(card, what).startswith("a blue Frog creature")


def test_a_base_power_and_toughness_must_have_its_number() -> None:
    # "with base power and toughness" and no number is not read as the state
    card = mtglinks.parse("Enchanted artifact is a creature with base power and toughness.")
    (node,) = [n for a in card.iter_abilities() for n in a.effects]
    assert isinstance(node, Untyped)


def test_damage_counted_as_prevented_this_way() -> None:
    # Test of Faith: "for each" before the action, its condition
    card, (prevent, put) = read(
        "Prevent the next 3 damage that would be dealt to target creature this turn. For each 1 damage prevented this "
        "way, put a +1/+1 counter on that creature."
    )
    assert isinstance(prevent, Action) and prevent.verb == Verb.PREVENT
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER
    assert isinstance(put.condition, EffectCondition) and put.condition.test == "for_each"
    (damage,) = put.condition.about
    assert isinstance(damage, ObjectPhrase) and damage.types == ["damage"] and damage.count == "1"
    assert damage.qualifiers == ["prevent_this_way"]
    # Vigor: "for each" after the action, what it is done per
    card, (_, put) = read(
        "If damage would be dealt to another creature you control, prevent that damage. Put a +1/+1 counter on that "
        "creature for each 1 damage prevented this way."
    )
    assert isinstance(put, Action) and isinstance(put.per, ObjectPhrase)
    assert put.per.types == ["damage"] and original(card, put.per) == "1 damage prevented this way"


def test_cards_put_back_on_top_of_the_library() -> None:
    # Sage of Days
    card, (_, look, put, rest) = read(
        "When this creature enters, look at the top three cards of your library. You may put one of those cards back "
        "on top of your library. Put the rest into your graveyard."
    )
    assert isinstance(look, Action) and look.verb == Verb.LOOK_AT
    assert isinstance(put, Action) and put.verb == Verb.PUT and put.optional
    assert put.zone_to == "library" and put.detail == ["back"]
    assert original(card, put.objects[0]) == "one of those cards"
    assert isinstance(rest, Action) and rest.zone_to == "graveyard"
    # Sealed Fate: back on top in the order the player chooses
    card, (_, exile, back) = read(
        "Look at the top X cards of target opponent's library. Exile one of those cards and put the rest back on top "
        "of that player's library in any order."
    )
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE
    assert isinstance(back, Action) and back.verb == Verb.PUT and back.zone_to == "library"
    assert back.detail == ["back", "any_order"]
