"""Normalization keeps offsets: plain punctuation, reminder text aside, the card's name as "~"."""

from __future__ import annotations

import pytest
from helpers import original

import mtglinks
from mtglinks.lang import get_language
from mtglinks.text.normalize import (
    TrackedText,
    clean_characters,
    replace_card_name,
    replace_self_references,
    split_reminders,
)


def test_characters_made_plain_with_offsets() -> None:
    raw = "\u201cHi\u201d \u2014 \u22122/\u22120\u00a0and \u25cf bullet"
    clean = clean_characters(TrackedText.of(raw))
    assert clean.text == '"Hi" — -2/-0 and • bullet'
    minus = clean.text.index("-2")
    assert raw[slice(*clean.span(minus, minus + 1))] == "\u2212"


@pytest.mark.parametrize("space", ["\u2028", "\u2029", "\x85", "\u3000", "\u2003", "\u205f"])
def test_every_kind_of_white_space_is_a_space(space: str) -> None:
    # Paragraphs are split on line breaks only; any other white space separates words.
    # Terror, with another space between its sentences.
    card = mtglinks.parse(f"Destroy target nonartifact, nonblack creature.{space}It can't be regenerated.")
    (ability,) = card.abilities
    assert ability.kind == "spell"
    assert ability.normalized == "Destroy target nonartifact, nonblack creature. It can't be regenerated."


def test_dash_variants_become_one_separator() -> None:
    for dash in (" \u2013 ", " - ", " \u2015 "):
        clean = clean_characters(TrackedText.of(f"Ferocious{dash}Draw a card."))
        assert clean.text == "Ferocious — Draw a card.", dash
    # Between digits an en dash is a range ("LEVEL 1–3").
    assert clean_characters(TrackedText.of("LEVEL 1\u20133")).text == "LEVEL 1-3"


def test_reminder_text_is_set_aside_with_its_span() -> None:
    raw = "Flying (This creature can't be blocked except by creatures with flying or reach.)"
    body, reminders = split_reminders(TrackedText.of(raw, base=10))
    assert body.text == "Flying"
    (reminder,) = reminders
    assert reminder.text.startswith("This creature can't be blocked")
    assert reminder.span == (10 + raw.index("This"), 10 + len(raw) - 1)


def test_parentheses_inside_quotes_stay_with_the_quoted_ability() -> None:
    raw = 'Creatures you control have "{T}: Add {G}. (Mana burns.)"'
    body, reminders = split_reminders(TrackedText.of(raw))
    assert reminders == []
    assert "(Mana burns.)" in body.text


def test_self_reference_replacement_keeps_offsets() -> None:
    raw = "Paradise Plume deals 1 damage to this creature."
    english = get_language("en")
    out = replace_card_name(TrackedText.of(raw), english.name_matcher("Paradise Plume"))
    out = replace_self_references(out, english.template_pattern)
    assert out.text == "~ deals 1 damage to ~."
    assert raw[slice(*out.span(0, 1))] == "Paradise Plume"
    last = out.text.rindex("~")
    assert raw[slice(*out.span(last, last + 1))] == "this creature"


def test_current_templates_are_self_references() -> None:
    for template in ("this artifact", "this enchantment", "this land", "this Aura", "this Equipment", "this Vehicle"):
        card = mtglinks.parse(f"When {template} enters, draw a card.", name="Some Card")
        assert card.abilities[0].trigger.event == "~ enters", template


def test_spans_index_the_original_text_through_every_rewrite() -> None:
    text = "As Paradise Plume enters, choose a color. (It\u2019s a reminder.)\n{T}: Add one mana of the chosen color."
    card = mtglinks.parse(text, name="Paradise Plume")
    first, second = card.abilities
    assert original(card, first) == first.text
    assert original(card, first.effect[0]) == "As Paradise Plume enters, choose a color."
    assert original(card, first.reminder[0]) == "It\u2019s a reminder."
    assert original(card, second.cost[0]) == "{T}"


def test_name_inside_another_word_is_not_replaced() -> None:
    card = mtglinks.parse("Sacrifice a Goblin: Goblins you control get +1/+1.", name="Goblin")
    assert "Goblins" in card.abilities[0].normalized


def test_old_ae_ligature_matches_the_cards_name() -> None:
    # Printed Æther Figment (PLS) against its name as Oracle spells it.
    text = "Kicker {3}\nIf Æther Figment was kicked, it enters the battlefield with two +1/+1 counters on it."
    card = mtglinks.parse(text, name="Aether Figment")
    ability = card.abilities[1]
    assert ability.normalized.startswith("If ~ was kicked")
    assert card.text[slice(*ability.span)].startswith("If Æther Figment")


def test_this_token_is_the_token_not_the_card() -> None:
    # Printed Balduvian Dead (ICE): the token it makes is not the card itself.
    text = (
        "{2}{R}: Remove target summon card in your graveyard from the game to put a Graveborn token into play. "
        "Treat this token as a 3/1 black and red creature that can attack the turn it comes into play."
    )
    ability = mtglinks.parse(text, name="Balduvian Dead").abilities[0]
    assert "this token" in ability.normalized
