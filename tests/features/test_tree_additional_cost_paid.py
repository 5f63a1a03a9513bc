"""Whether an optional additional cost was paid (607.2i's `additional_cost_paid_ref`), in sentences the effect tree now
reads whole, on real card text: the tree's query finds the referring half the English patterns find (the kind is not
moved yet: a few sentences of Dragon's Fire, Taste of Paradise, Undergrowth and old printed Drain Life / Primitive
Justice are still untyped)."""

from __future__ import annotations

import mtglinks
from mtglinks.effects.build import lexicon
from mtglinks.features import cost_queries
from mtglinks.kinds import FeatureKind as K
from mtglinks.tree import Ability


def _paid(ability: Ability) -> list[str]:
    return [half.text for half in cost_queries.halves(ability) if half.kind == K.ADDITIONAL_COST_PAID_REF]


def _typed(ability: Ability) -> bool:
    return all(e.kind != "untyped" for e in ability.effects)


def test_a_dragon_revealed_or_controlled_as_you_cast_this_spell() -> None:
    # Silumgar's Scorn (Oracle)
    card = mtglinks.analyze(
        "As an additional cost to cast this spell, you may reveal a Dragon card from your hand.\nCounter target spell "
        "unless its controller pays {1}. If you revealed a Dragon card or controlled a Dragon as you cast this spell, "
        "counter that spell instead.",
        name="Silumgar's Scorn",
    )
    assert _typed(card.abilities[1])
    assert len(_paid(card.abilities[1])) == 1
    assert ("607.2i", 0, 1) in {
        (str(link.rule), card.ability(link.source).paragraph, card.ability(link.target).paragraph)
        for link in card.links
    }


def test_for_each_additional_cost_you_paid() -> None:
    # Primitive Justice (Oracle): each mana cost paid again, a condition of its own
    card = mtglinks.analyze(
        "As an additional cost to cast this spell, you may pay {1}{R} and/or {1}{G} any number of times.\nDestroy "
        "target artifact. For each additional {1}{R} you paid, destroy another target artifact. For each additional "
        "{1}{G} you paid, destroy another target artifact, and you gain 1 life.",
        name="Primitive Justice",
    )
    assert _typed(card.abilities[1])
    tests = [e.condition.test for e in card.abilities[1].effects if getattr(e, "condition", None) is not None]
    assert tests[:2] == ["paid:additional:{1}{r}:each", "paid:additional:{1}{g}:each"]


def test_old_printed_for_each_you_pay_in_addition_to_the_casting_cost() -> None:
    # Taste of Paradise (printed, Alliances): the half at the words of the cost, as the patterns quoted it
    card = mtglinks.analyze(
        "Gain 3 life.\nGain 3 life for each {1}{G} you pay in addition to the casting cost.", name="Taste of Paradise"
    )
    assert _typed(card.abilities[1])
    assert _paid(card.abilities[1]) == ["for each {1}{G} you pay in addition to the casting cost"]


def test_what_someone_else_paid_is_not_counted() -> None:
    # only "you paid": "For each additional {1}{R} an opponent paid" is no such phrase of a card
    card = mtglinks.analyze("For each additional {1}{R} an opponent paid, destroy another target artifact.")
    assert not _typed(card.abilities[0])


def test_old_printed_a_target_artifact_for_each_cost_paid_in_addition() -> None:
    # Primitive Justice (printed, Alliances): "a target" before its noun is "target"; the cost paid again its condition
    card = mtglinks.analyze(
        "Destroy target artifact.\nDestroy a target artifact for each {1}{R} you pay in addition to the casting cost.",
        name="Primitive Justice",
    )
    (destroy,) = card.abilities[1].effects
    assert destroy.objects[0].determiner == "target"  # type: ignore[attr-defined]
    assert _paid(card.abilities[1]) == ["for each {1}{R} you pay in addition to the casting cost"]


def test_a_target_with_no_noun_after_it_keeps_its_article() -> None:
    # as Spellskite's "change a target of target spell" (Oracle): "a target" with no noun keeps its article
    words = lexicon("en")
    assert words is not None
    kept = [t.type for t in words.tokens("You may choose a target of target spell.")]
    dropped = [t.type for t in words.tokens("Destroy a target artifact.")]
    assert kept[3:5] == ["DET_A", "TARGET"]
    assert dropped[1:3] == ["TARGET", "TYPE"]


def test_damage_equal_to_the_power_of_that_card_or_creature_instead() -> None:
    # Dragon's Fire (Oracle): the damage dealt instead, to whom the first was dealt; the condition the cost paid
    card = mtglinks.analyze(
        "As an additional cost to cast this spell, you may reveal a Dragon card from your hand or choose a Dragon you "
        "control.\nDragon's Fire deals 3 damage to target creature or planeswalker. If you revealed a Dragon card or "
        "chose a Dragon as you cast this spell, Dragon's Fire deals damage equal to the power of that card or creature "
        "instead.",
        name="Dragon's Fire",
    )
    assert _typed(card.abilities[1])
    again = card.abilities[1].effects[-1]
    assert again.verb == "deal_damage" and again.detail == ["instead"] and not again.objects  # type: ignore[attr-defined]
    assert again.amount == "power"  # type: ignore[attr-defined]
    assert len(_paid(card.abilities[1])) == 1
