"""The optional additional cost (`additional_cost`, rule 607.2i) read from the effect tree instead of the patterns, on
real card text: the half is the optional action whose condition is the cost, or a kicker line the keyword reader
left to the grammar; the links are those the patterns made."""

from __future__ import annotations

import mtglinks
from mtglinks.features import patterns, tree
from mtglinks.kinds import FeatureKind as K
from mtglinks.kinds import Role


def _links(card: mtglinks.Card) -> set[tuple[str, int, int]]:
    """The card's links as (rule, source paragraph, target paragraph)."""
    return {
        (str(link.rule), card.ability(link.source).paragraph, card.ability(link.target).paragraph)
        for link in card.links
    }


def _costs(card: mtglinks.Card) -> list[tuple[str | None, str]]:
    return [
        (f.value, f.text)
        for a in card.iter_abilities()
        for f in a.features
        if f.kind == K.ADDITIONAL_COST and f.role == Role.ACTING
    ]


def test_english_reads_the_optional_additional_cost_from_the_tree() -> None:
    assert K.ADDITIONAL_COST in tree.tree_kinds("en")
    assert K.ADDITIONAL_COST not in {p.kind for p in patterns.language_data("en").patterns}


def test_two_mana_costs_offered_one_or_both_are_an_optional_cost() -> None:
    # Primitive Justice (Oracle text): "pay {1}{R} and/or {1}{G}" is read whole, the cost its condition
    text = (
        "As an additional cost to cast this spell, you may pay {1}{R} and/or {1}{G} any number of times.\nDestroy "
        "target artifact. For each additional {1}{R} you paid, destroy another target artifact. For each additional "
        "{1}{G} you paid, destroy another target artifact. You gain 1 life for each artifact destroyed this way."
    )
    card = mtglinks.analyze(text, name="Primitive Justice")
    (pay,) = card.abilities[0].effects
    assert pay.verb == "pay" and pay.amount == "{1}{R}" and "and_or:{1}{G}" in pay.detail  # type: ignore[attr-defined]
    assert [value for value, _ in _costs(card)] == ["optional"]
    assert _links(card) == {("607.2i", 0, 1)}


def test_a_kicker_line_the_keyword_reader_leaves_is_the_cards_kicker() -> None:
    # Thieving Skydiver (Oracle text): "Kicker {X}. X can't be 0." goes on after the keyword, so the grammar reads it
    text = (
        "Kicker {X}. X can't be 0. (You may pay an additional {X} as you cast this spell.)\nFlying\nWhen this creature "
        "enters, if it was kicked, gain control of target artifact with mana value X or less. If that artifact is an "
        "Equipment, attach it to this creature."
    )
    card = mtglinks.analyze(text, name="Thieving Skydiver")
    assert [value for value, _ in _costs(card)] == ["kicker"]
    assert _links(card) == {("607.2i", 0, 2)}
    # a keyword given to objects named is theirs, not the card's cost: Bloodghast's "it has haste" (Oracle text)
    other = mtglinks.analyze("As long as an opponent has 10 or less life, Bloodghast has haste.", name="Bloodghast")
    assert _costs(other) == []


def test_a_subtype_beheld_before_a_type_line_prints_it_is_read() -> None:
    # Hulk's Thunderclap (Oracle text): "Gamma" is a subtype the card beholds (tools/build_subtypes.py)
    text = (
        "As an additional cost to cast this spell, you may behold a Gamma creature. (You may choose a Gamma creature "
        "you control or reveal a Gamma creature card from your hand.)\nTarget creature you control deals damage equal "
        "to its power to another target creature. If this spell's additional cost was paid, destroy target "
        "noncreature artifact or enchantment."
    )
    card = mtglinks.analyze(text, name="Hulk's Thunderclap")
    (behold,) = card.abilities[0].effects
    assert behold.objects[0].subtypes == ["Gamma"]  # type: ignore[attr-defined]
    assert [value for value, _ in _costs(card)] == ["optional"]
    assert _links(card) == {("607.2i", 0, 1)}


def _put_with(card: mtglinks.Card) -> list[str]:
    return [f.text for a in card.iter_abilities() for f in a.features if f.kind == K.PUT_WITH_SELF]


def test_english_reads_what_the_card_put_onto_the_battlefield_from_the_tree() -> None:
    assert K.PUT_WITH_SELF in tree.tree_kinds("en")
    assert K.PUT_WITH_SELF not in {p.kind for p in patterns.language_data("en").patterns}
    # Animate Dead (Oracle text): the granted "enchant creature put onto the battlefield with ~" is read whole, the
    # keyword enchant and its object, whose qualifier refers to what the card returned
    text = (
        "Enchant creature card in a graveyard\nWhen this Aura enters, if it's on the battlefield, it loses \"enchant "
        'creature card in a graveyard" and gains "enchant creature put onto the battlefield with this Aura." Return '
        "enchanted creature card to the battlefield under your control and attach this Aura to it. When this Aura "
        "leaves the battlefield, that creature's controller sacrifices it.\nEnchanted creature gets -1/-0."
    )
    card = mtglinks.analyze(text, name="Animate Dead")
    granted = [a for a in card.iter_abilities() if a.text.startswith("enchant creature put")]
    (enchant,) = granted[0].effects
    assert enchant.verb == "gain_ability" and enchant.detail == ["keyword:enchant"]  # type: ignore[attr-defined]
    assert _put_with(card) == ["creature put onto the battlefield with ~"]


def test_what_this_ability_did_not_put_onto_the_battlefield_is_read() -> None:
    # Kodama of the East Tree (Oracle text): the condition asks about what this ability put there (607.2c)
    text = (
        "Reach\nWhenever another permanent you control enters, if it wasn't put onto the battlefield with this "
        "ability, you may put a permanent card with equal or lesser mana value from your hand onto the battlefield."
        "\nPartner"
    )
    card = mtglinks.analyze(text, name="Kodama of the East Tree")
    assert _put_with(card) == ["if it wasn't put onto the battlefield with this ability"]
    assert _links(card) == {("607.2c", 1, 1)}
    # Ordinary Pony (Oracle text): the object's qualifier, read whole
    pony = (
        "When this creature enters, you may exile target non-Horse creature you control that wasn't put onto the "
        "battlefield with this ability this turn, then return it to the battlefield under its owner's control."
    )
    card = mtglinks.analyze(pony, name="Ordinary Pony")
    assert all(node.kind != "untyped" for node in card.abilities[0].effects)
    assert len(_put_with(card)) == 1 and _links(card) == {("607.2c", 0, 0)}
