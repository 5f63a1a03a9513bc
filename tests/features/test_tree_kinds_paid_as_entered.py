"""A cost paid as the object entered (`paid_as_entered_ref`, rule 607.2g) read from the effect tree instead of the
English patterns, on real card text: the half is what the typed tree says was paid, with its value (life, tribute,
devour); the links are those the patterns made."""

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


def _referring(card: mtglinks.Card) -> list[str | None]:
    return [
        f.value
        for a in card.iter_abilities()
        for f in a.features
        if f.kind == K.PAID_AS_ENTERED_REF and f.role == Role.REFERRING
    ]


def test_english_reads_the_cost_paid_as_it_entered_from_the_tree() -> None:
    assert K.PAID_AS_ENTERED_REF in tree.tree_kinds("en")
    assert K.PAID_AS_ENTERED_REF not in {p.kind for p in patterns.language_data("en").patterns}


def test_the_oldest_wording_treat_this_token_as_reads_the_life_paid() -> None:
    # Phyrexian Processor (printed, Urza's Saga): "Treat this token as …" is read as "This token becomes …", and the
    # life paid "at the time ~ came into play" is the life paid as it entered
    text = (
        "When Phyrexian Processor comes into play, pay any amount of life.\n{4}, {T}: Put a Minion token into play. "
        "Treat this token as a black creature with power and toughness each equal to the amount of life paid at the "
        "time Phyrexian Processor came into play."
    )
    card = mtglinks.analyze(text, name="Phyrexian Processor")
    treat = card.abilities[1].effects[-1]
    assert treat.verb == "become"  # type: ignore[attr-defined]
    assert _referring(card) == ["life"]
    assert _links(card) == {("607.2g", 0, 1)}


def test_what_a_rule_of_play_is_treated_as_is_not_a_type() -> None:
    # Jack-in-the-Mox (printed): "Treat this ability as a mana source." names no permanent's characteristics
    card = mtglinks.analyze("Treat this ability as a mana source.", name="Jack-in-the-Mox")
    assert [e.kind for e in card.abilities[0].effects] == ["untyped"]


def test_forests_sacrificed_as_it_entered_the_battlefield() -> None:
    # Wood Elemental (printed, Oracle-like wording): the Forests sacrificed are what was paid as it entered
    text = (
        "As Wood Elemental enters the battlefield, sacrifice any number of untapped Forests.\nWood Elemental's power "
        "and toughness are each equal to the number of Forests sacrificed as it entered the battlefield."
    )
    card = mtglinks.analyze(text, name="Wood Elemental")
    assert _referring(card) == ["life"]
    assert _links(card) == {("607.2g", 0, 1)}


def test_that_amount_of_excess_damage_is_no_cost_paid() -> None:
    # Unleash the Inferno (Oracle): "that amount of excess damage" is the damage, and the card pays nothing as an
    # object enters (the retired pattern "equal to that amount" flagged it for review)
    text = (
        "Unleash the Inferno deals 7 damage to target creature or planeswalker. When it deals excess damage this way, "
        "destroy target artifact or enchantment an opponent controls with mana value less than or equal to that "
        "amount of excess damage."
    )
    card = mtglinks.analyze(text, name="Unleash the Inferno")
    assert _referring(card) == []
    assert not card.review


def test_a_devoured_creature_is_the_devour_paid() -> None:
    # Hellkite Hatchling (printed): "if it devoured a creature" refers to the devour keyword's sacrifice
    text = (
        "Devour 1 (As this enters the battlefield, you may sacrifice any number of creatures. This creature enters "
        "the battlefield with that many +1/+1 counters on it.)\nHellkite Hatchling has flying and trample if it "
        "devoured a creature."
    )
    card = mtglinks.analyze(text, name="Hellkite Hatchling")
    assert _referring(card) == ["devour"]
    assert _links(card) == {("607.2g", 0, 1)}


def test_a_number_noted_is_a_note_of_that_number() -> None:
    # Sigarda's Splendor (Oracle): "note your life total" is read whole, a note of the life total (rule 607.2e)
    card = mtglinks.analyze("As this enchantment enters, note your life total.", name="Sigarda's Splendor")
    (note,) = card.abilities[0].effects
    assert note.kind == "note" and note.what == "life_total"  # type: ignore[attr-defined]
