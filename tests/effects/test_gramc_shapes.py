"""Sentences of the 2026 Oracle text whose reading stopped in the grammar, left after the lanes grama and gramb (issue
#22, round 22), on real card text: the shapes of grammar/effects-en/9-gramc.lark (effects/gramc_shapes.py) and the
commas the lexer marks for them (effects/lexer_series.py)."""

from __future__ import annotations

from helpers import typed_action_with

from mtglinks.kinds import Verb
from mtglinks.tree import Action, ObjectPhrase, PlayerPhrase


def test_subtypes_listed_after_for_each() -> None:
    # Bearded Axe: as "for each Dwarf and/or Vehicle you control" reads, one object of either subtype
    got = typed_action_with(
        "Equipped creature gets +1/+1 for each Dwarf, Equipment, and/or Vehicle you control.\nEquip {2}",
        "Bearded Axe",
        "for each",
    )
    assert got.verb == Verb.MODIFY_PT and got.amount == "+1/+1"
    per = got.per
    assert isinstance(per, ObjectPhrase)
    assert per.subtypes == ["Dwarf_or_Equipment_or_Vehicle"] and per.controller == "you"


def test_subtypes_listed_after_that_is_not() -> None:
    # Rakdos, the Showstopper
    got = typed_action_with(
        "Flying, trample\nWhen Rakdos enters, flip a coin for each creature that isn't a Demon, Devil, or Imp. "
        "Destroy each creature whose coin comes up tails.",
        "Rakdos, the Showstopper",
        "flip a coin",
    )
    per = got.per
    assert isinstance(per, ObjectPhrase) and per.types == ["creature"]
    assert per.qualifiers == ["is:not:Demon_or_Devil_or_Imp"]


def test_subtypes_after_is_stay_the_conditions() -> None:
    # Splash Portal: the series after "is a" keeps its own reading (`cond_is_either_subtype`)
    got = typed_action_with(
        "Exile target creature you control, then return it to the battlefield under its owner's control. If that "
        "creature is a Bird, Frog, Otter, or Rat, draw a card.",
        "Splash Portal",
        "draw a card",
    )
    assert got.condition is not None and got.condition.test == "is"
    (_, what) = got.condition.about
    assert isinstance(what, ObjectPhrase) and what.subtypes == ["Bird_or_Frog_or_Otter_or_Rat"]


def test_prevent_the_next_damage_a_source_would_deal() -> None:
    # Refraction Trap: as "Prevent all damage a source of your choice would deal to you this turn" reads
    got = typed_action_with(
        "If an opponent cast a red instant or sorcery spell this turn, you may pay {W} rather than pay this spell's "
        "mana cost.\nPrevent the next 3 damage that a source of your choice would deal to you and/or permanents you "
        "control this turn. If damage is prevented this way, Refraction Trap deals that much damage to any target.",
        "Refraction Trap",
        "Prevent the next",
    )
    assert got.verb == Verb.PREVENT and got.amount == "3" and got.detail == ["dealt_by"]
    (deal,) = got.objects
    assert isinstance(deal, Action) and deal.verb == Verb.DEAL_DAMAGE
    assert isinstance(deal.actor, ObjectPhrase) and deal.actor.types == ["source"]
    you, permanents = deal.objects
    assert isinstance(you, PlayerPhrase) and isinstance(permanents, ObjectPhrase)
    assert permanents.types == ["permanent"] and permanents.controller == "you"
    assert got.duration is not None and got.duration.until == "this_turn"


def test_three_verbs_the_last_after_or() -> None:
    # Dusk Mangler: as "sacrifice a creature or discard a card" reads, each other verb an alternative of the first
    got = typed_action_with(
        "As an additional cost to cast this spell, sacrifice a creature, discard a card, or pay 4 life.\nWhen this "
        "creature enters, each opponent sacrifices a creature of their choice, discards a card, and loses 4 life.",
        "Dusk Mangler",
        "As an additional cost",
    )
    assert got.verb == Verb.SACRIFICE and got.condition is not None and got.condition.test == "additional_cost"
    discard, pay = got.alternatives
    assert isinstance(discard, Action) and discard.verb == Verb.DISCARD
    assert isinstance(pay, Action) and pay.verb == Verb.PAY and pay.amount == "4"
