"""Protection from every color, damage prevented to what follows, life bounded (effects/word_shapes.py), on real
card text (2026 Oracle wording), each checked for what it means in the tree; the same words around another noun type
nothing."""

from __future__ import annotations

from helpers import only_typed_action as only_action

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import ObjectPhrase, PlayerPhrase, Untyped


def test_protection_from_each_color_and_from_all_colors() -> None:
    # Eldritch Immunity; Akroma's Will: both wordings are protection from every color (rule 702.16)
    _, gains = only_action("Target creature you control gains protection from each color until end of turn.")
    assert gains.verb == Verb.GAIN_ABILITY and gains.detail == ["keyword:protection:from:each_color"]
    assert gains.duration is not None
    _, gain = only_action(
        "Creatures you control gain lifelink, indestructible, and protection from each color until end of turn."
    )
    assert gain.detail == ["keyword:lifelink", "keyword:indestructible", "keyword:protection:from:each_color"]
    assert isinstance(gain.actor, ObjectPhrase) and gain.actor.controller == "you"
    _, has = only_action("Creatures you control gain protection from all colors until end of turn.")
    assert has.detail == ["keyword:protection:from:each_color"]


def test_protection_from_each_of_another_noun_types_nothing() -> None:
    # made up: "each" + a noun that is not a color is not protection from the colors
    card = mtglinks.parse("This creature has protection from each card name.")
    (node,) = [n for ability in card.iter_abilities() for n in ability.effects]
    assert isinstance(node, Untyped) and "other than a color" in node.reason


def test_damage_prevented_this_turn_to_objects_named_last() -> None:
    # Divine Light; Redeem: the duration before "to", the objects the damage would be dealt to after it
    _, prevent = only_action("Prevent all damage that would be dealt this turn to creatures you control.")
    assert prevent.verb == Verb.PREVENT and prevent.amount == "all"
    assert prevent.duration is not None and prevent.duration.until == "this_turn"
    (creatures,) = prevent.objects
    assert isinstance(creatures, ObjectPhrase) and (creatures.types, creatures.controller) == (["creature"], "you")
    _, prevent = only_action("Prevent all damage that would be dealt this turn to up to two target creatures.")
    (targets,) = prevent.objects
    assert isinstance(targets, ObjectPhrase) and (targets.determiner, targets.count) == ("up_to", "2")


def test_exactly_that_much_life() -> None:
    # Hidetsugu's Second Rite: the bound before the number, as "10 or less life" has it after
    _, deal = only_action("If target player has exactly 10 life, ~ deals 10 damage to that player.")
    assert deal.verb == Verb.DEAL_DAMAGE and deal.condition is not None
    assert deal.condition.test == "life:10:exactly"
    (player,) = deal.condition.about
    assert isinstance(player, PlayerPhrase) and player.who == "target_player"
    # "at least 10 life more than your starting life total" is another comparison: life by a margin over a number
    _, draw = only_action("If you have at least 10 life more than your starting life total, draw a card.")
    assert draw.condition is not None and draw.condition.test == "life:10:at_least:more:starting_life_total"
