"""Whether an optional additional cost was paid (607.2i's `additional_cost_paid_ref`), in sentences the effect tree
reads whole, on real card text: English reads the kind from the tree (`FROM_TREE`), its patterns retired."""

from __future__ import annotations

import mtglinks
from mtglinks.effects.build import lexicon
from mtglinks.features import cost_queries
from mtglinks.kinds import FeatureKind as K
from mtglinks.tree import Ability, Action


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


def _links(card: mtglinks.Card) -> set[tuple[str, int, int]]:
    return {
        (str(link.rule), card.ability(link.source).paragraph, card.ability(link.target).paragraph)
        for link in card.links
    }


def test_english_reads_the_kind_from_the_tree() -> None:
    from mtglinks.features.tree import tree_kinds

    assert "additional_cost_paid_ref" in tree_kinds("en")


def test_if_evidence_was_collected_asks_whether_the_cost_was_paid() -> None:
    # Behind the Mask (Oracle): collect evidence offered as an optional additional cost (701.59)
    card = mtglinks.analyze(
        "As an additional cost to cast this spell, you may collect evidence 6. (Exile cards with total mana value 6 or "
        "greater from your graveyard.)\nUntil end of turn, target artifact or creature becomes an artifact creature "
        "with base power and toughness 4/3. If evidence was collected, it has base power and toughness 1/1 until end "
        "of turn instead.",
        name="Behind the Mask",
    )
    assert _paid(card.abilities[1]) == ["If evidence was collected,"]
    assert ("607.2i", 0, 1) in _links(card)


def test_a_cost_reduction_if_evidence_was_collected_refers_to_its_own_ability() -> None:
    # Bite Down on Crime (Oracle): the test in the sentence that offers the cost
    card = mtglinks.analyze(
        "As an additional cost to cast this spell, you may collect evidence 6. This spell costs {2} less to cast if "
        "evidence was collected. (To collect evidence 6, exile cards with total mana value 6 or greater from your "
        "graveyard.)\nTarget creature you control gets +2/+0 until end of turn. It deals damage equal to its power to "
        "target creature you don't control.",
        name="Bite Down on Crime",
    )
    assert _paid(card.abilities[0]) == ["if evidence was collected"]
    assert ("607.2i", 0, 0) in _links(card)


def test_if_a_dragon_was_beheld_asks_whether_the_cost_was_paid() -> None:
    # Territorial Strike (Oracle, digital): behold offered as an optional additional cost; the half from the object
    card = mtglinks.analyze(
        "As an additional cost to cast this spell, you may behold a Dragon creature.\nDestroy target nonland "
        "permanent. If a Dragon creature was beheld, it perpetually gets +2/+2.",
        name="Territorial Strike",
    )
    assert _typed(card.abilities[1])
    assert _paid(card.abilities[1]) == ["a Dragon creature was beheld,"]
    assert ("607.2i", 0, 1) in _links(card)


def test_a_dragon_beheld_when_it_enters_is_no_cost_asked_about() -> None:
    # Sarkhan, Dragon Ascendant (Oracle): behold as a trigger's optional action, asked with "If you do"
    card = mtglinks.analyze(
        "When Sarkhan enters, you may behold a Dragon. If you do, create a Treasure token. (To behold a Dragon, choose "
        "a Dragon you control or reveal a Dragon card from your hand.)",
        name="Sarkhan, Dragon Ascendant",
    )
    assert _paid(card.abilities[0]) == []


def test_life_gained_and_more_for_each_additional_cost_paid() -> None:
    # Taste of Paradise (Oracle): the added life is what the "for each" scales
    card = mtglinks.analyze(
        "As an additional cost to cast this spell, you may pay {1}{G} any number of times.\nYou gain 3 life plus an "
        "additional 3 life for each additional {1}{G} you paid.",
        name="Taste of Paradise",
    )
    (gain,) = card.abilities[1].effects
    assert isinstance(gain, Action) and gain.verb == "gain_life" and gain.amount == "3"
    assert gain.detail == ["plus:3"]
    assert gain.condition is not None and gain.condition.test == "paid:additional:{1}{g}:each"
    assert ("607.2i", 0, 1) in _links(card)


def test_a_rule_of_the_effect_under_a_test_of_the_cost_paid() -> None:
    # Undergrowth (Oracle): the damage the prevention leaves if the cost was paid
    card = mtglinks.analyze(
        "As an additional cost to cast this spell, you may pay {2}{R}.\nPrevent all combat damage that would be dealt "
        "this turn. If this spell's additional cost was paid, this effect doesn't affect combat damage that would be "
        "dealt by red creatures.",
        name="Undergrowth",
    )
    rule = card.abilities[1].effects[-1]
    assert isinstance(rule, Action) and rule.verb == "prevent" and rule.negated
    assert rule.condition is not None and rule.condition.test == "paid:additional"
    assert ("607.2i", 0, 1) in _links(card)
