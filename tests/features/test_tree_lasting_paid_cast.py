"""The markers of a lasting and of a one-shot effect (`continuous`, `one_shot`) and the reference to a cost paid as the
object was cast (`paid_as_cast_ref`, 607.2j), read from the effect tree (English `FROM_TREE`, their patterns retired),
on real card text."""

from __future__ import annotations

import mtglinks
from mtglinks.kinds import FeatureKind as K
from mtglinks.tree import Ability, Card


def _links(card: Card) -> set[tuple[str, int, int]]:
    return {
        (str(link.rule), card.ability(link.source).paragraph, card.ability(link.target).paragraph)
        for link in card.links
    }


def _markers(ability: Ability, kind: K) -> list[tuple[str | None, str]]:
    return [(feature.value, feature.text) for feature in ability.features if feature.kind == kind]


def test_a_negated_action_is_a_lasting_sentence_of_its_static_choice() -> None:
    # An-Zerrin Ruins (printed, Homelands): the choice and its use in one static paragraph (607.2d, i == j)
    card = mtglinks.analyze(
        "Choose a creature type. Creatures of that type do not untap during their controller's untap phase.",
        name="An-Zerrin Ruins",
    )
    assert [text for _, text in _markers(card.abilities[0], K.CONTINUOUS)][:1] == [
        "Creatures of that type do not untap during their controller's untap phase"
    ]
    assert ("607.2d", 0, 0) in _links(card)


def test_an_old_printed_during_sentence_is_read_whole() -> None:
    # Psychic Allergy (printed, Fallen Empires): "During opponent's upkeep" and "that he or she controls" read, so the
    # lasting sentence refers to the color chosen in its own paragraph
    card = mtglinks.analyze(
        "Choose a color when casting Psychic Allergy. During opponent's upkeep, Psychic Allergy does 1 damage to "
        "opponent for each card of this color that he or she controls. Sacrifice two islands during your upkeep or "
        "Psychic Allergy is destroyed.",
        name="Psychic Allergy",
    )
    during = card.abilities[0].effects[1]
    assert during.kind == "action" and during.condition is not None
    assert during.condition.test == "during:opponent_upkeep"
    assert _markers(card.abilities[0], K.CONTINUOUS)
    assert ("607.2d", 0, 0) in _links(card)


def test_the_last_chosen_value_is_a_lasting_sentence_after_a_trigger() -> None:
    # Polis the Planeshifter (Oracle, un-set): a trigger's choice, and "the last chosen plane" in its paragraph
    card = mtglinks.analyze(
        "When Polis the Planeshifter enters the battlefield, choose a plane at random from among all planechase "
        "planes. Polis the Planeshifter has all abilities of the last chosen plane. (Rolls of the planar die don't "
        "affect Polis.)\n{W}{U}{B}{R}{G}: Flip a coin. If you win the flip, do Polis the Planeshifter's chaos ensues "
        "effect. If you lose the flip, choose a new plane for Polis the Planeshifter.",
        name="Polis the Planeshifter",
    )
    assert ("last_chosen", "all abilities of the last chosen plane") in _markers(card.abilities[0], K.CONTINUOUS)
    assert {("607.2d", 0, 0), ("607.2d", 1, 0)} <= _links(card)


def test_a_choice_until_your_next_turn_is_a_one_shot_effect() -> None:
    # Comply (Oracle, the right half of Failure // Comply): a spell's choice used in its own one-shot sentence is
    # anaphora inside one ability, not a link
    card = mtglinks.analyze(
        "Choose a card name. Until your next turn, your opponents can't cast spells with the chosen name.",
        name="Comply",
    )
    assert _markers(card.abilities[0], K.ONE_SHOT)
    assert not _links(card)


def test_until_end_of_turn_is_one_shot() -> None:
    # Brave the Elements (Oracle): a spell's choice used in its own one-shot sentence, not a link
    card = mtglinks.analyze(
        "Choose a color. White creatures you control gain protection from the chosen color until end of turn.",
        name="Brave the Elements",
    )
    assert [text for _, text in _markers(card.abilities[0], K.ONE_SHOT)] == ["until end of turn"]
    assert not _links(card)


def test_no_marker_without_a_choice() -> None:
    # Giant Growth (Oracle): the gate words ("choose", "chose") keep the tree's walk for markers off
    card = mtglinks.analyze("Target creature gets +3/+3 until end of turn.", name="Giant Growth")
    assert not _markers(card.abilities[0], K.ONE_SHOT)


def test_a_cost_paid_as_it_was_cast() -> None:
    # No printed card uses 607.2j's own words; Phyrexian Processor's Oracle sentence ("the life paid as it entered",
    # 607.2g) with "was cast" instead is the referring half, linked to the variable additional cost
    card = mtglinks.analyze(
        "As an additional cost to cast this spell, you may pay X life.\nCreatures you control get +X/+X, where X is "
        "the life paid as Phyrexian Processor was cast.",
        name="Phyrexian Processor",
    )
    assert card.abilities[1].effects[0].kind == "action"
    assert [text for _, text in _markers(card.abilities[1], K.PAID_AS_CAST_REF)] == [
        "Creatures you control get +X/+X, where X is the life paid as ~ was cast"
    ]
    assert ("607.2j", 0, 1) in _links(card)


def test_as_long_as_it_was_cast_is_no_cost_paid() -> None:
    # The Tarrasque (Oracle): "cast" without a cost paid refers to nothing
    card = mtglinks.analyze("The Tarrasque has haste and ward {10} as long as it was cast.", name="The Tarrasque")
    assert not _markers(card.abilities[0], K.PAID_AS_CAST_REF)
