"""Normalization keeps offsets: plain punctuation, reminder text aside, the card's name as "~"; what it
finds (quoted parts, reminders, names) is found once and carried in a NormalizedText."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable
from pathlib import Path

import pytest
from helpers import corpus, original, parse_record

import mtglinks
from mtglinks.coverage import read_cards
from mtglinks.lang import codes, get_language
from mtglinks.text import characters
from mtglinks.text.characters import clean_characters
from mtglinks.text.names import name_matcher
from mtglinks.text.normalize import (
    NormalizedText,
    normalize_paragraph,
    replace_card_name,
    replace_self_references,
    split_reminders,
)
from mtglinks.text.tracked import TrackedText
from mtglinks.tree import Card

# Real Oracle texts (oracle-en of ../shared/corpora).
BLAZING_TORCH = (
    "Equipped creature can't be blocked by Vampires or Zombies.\n"
    'Equipped creature has "{T}, Sacrifice Blazing Torch: Blazing Torch deals 2 damage to any target."\n'
    "Equip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)"
)
# Printed text of Whipgrass Entangler (LGN 26): reminder text inside the granted ability.
WHIPGRASS = (
    "{1}{W}: Until end of turn, target creature gains \"This creature can't attack or block unless its "
    'controller pays {1} for each Cleric in play. (This cost is paid as attackers or blockers are declared.)"'
)


def _normalized(raw: str, name: str | None = None, base: int = 0) -> NormalizedText:
    english = get_language("en")
    matchers = [m for m in [name_matcher(english.name_rules, name)] if m is not None]
    return normalize_paragraph(clean_characters(TrackedText.of(raw, base)), matchers, english.template_pattern)


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


@pytest.mark.parametrize("dash", [" \u2013 ", " - ", "--"])
def test_a_dash_between_words_is_a_separator(dash: str) -> None:
    # The examples beside _DASH_AS_SEPARATOR, one per alternative: printed French Threshold lines.
    text = f"Seuil{dash}La créature enchantée a le vol."
    assert characters._DASH_AS_SEPARATOR.search(text) is not None
    assert clean_characters(TrackedText.of(text)).text.replace(" ", "") == "Seuil—Lacréatureenchantéealevol."


def test_a_horizontal_bar_is_a_dash_too() -> None:
    assert clean_characters(TrackedText.of("Seuil \u2015 La créature")).text == "Seuil — La créature"


def test_a_dash_between_digits_is_a_range() -> None:
    assert clean_characters(TrackedText.of("LEVEL 1\u20133")).text == "LEVEL 1-3"
    assert characters._DASH_AS_SEPARATOR.search("LEVEL 1\u20133") is None


def test_reminder_text_is_set_aside_with_its_span() -> None:
    raw = "Flying (This creature can't be blocked except by creatures with flying or reach.)"
    body, reminders = split_reminders(TrackedText.of(raw, base=10))
    assert body.text == "Flying"
    (reminder,) = reminders
    assert reminder.text == "This creature can't be blocked except by creatures with flying or reach."
    assert reminder.span == (10 + raw.index("This"), 10 + len(raw) - 1)


def test_a_reminder_may_hold_parentheses() -> None:
    # Just Desserts, the example beside _REMINDER.
    raw = (
        "Just Desserts deals π damage to target creature. "
        "(π is the ratio of a circle's circumference to its diameter. (It's a smidgen more than 3.))"
    )
    normalized = _normalized(raw, "Just Desserts")
    assert normalized.text == "~ deals π damage to target creature."
    (reminder,) = normalized.reminders
    assert reminder.text.endswith("diameter. (It's a smidgen more than 3.)")


def test_reminder_text_inside_quotes_belongs_to_the_granted_ability() -> None:
    normalized = _normalized(WHIPGRASS)
    assert normalized.reminders == ()
    (quoted,) = normalized.quoted
    assert normalized.text[slice(*quoted)].startswith("\"This creature can't attack")
    assert WHIPGRASS[slice(*normalized.tracked.span(*quoted))] == WHIPGRASS[WHIPGRASS.index('"') :]
    (granted,) = normalized.granted
    assert granted.text == "This creature can't attack or block unless its controller pays {1} for each Cleric in play."
    (reminder,) = granted.reminders
    assert reminder.text == "This cost is paid as attackers or blockers are declared."
    assert WHIPGRASS[slice(*reminder.span)] == reminder.text
    # Inside quotes "this creature" is the creature that gains the ability, not the card.
    assert granted.names == ()


def test_quoted_parts_names_and_reminders_are_found_once_with_their_spans() -> None:
    lines = BLAZING_TORCH.split("\n")
    second = _normalized(lines[1], "Blazing Torch", base=len(lines[0]) + 1)
    assert second.text == 'Equipped creature has "{T}, Sacrifice ~: ~ deals 2 damage to any target."'
    (quoted,) = second.quoted
    assert second.text[quoted[0]] == second.text[quoted[1] - 1] == '"'
    # Every "~" stands for the card's name in the original text, inside the quotes too.
    assert [BLAZING_TORCH[slice(*name)] for name in second.names] == ["Blazing Torch"] * 2
    opening, closing = second.tracked.span(*quoted)
    assert all(opening < start < end < closing for start, end in second.names)
    (granted,) = second.granted
    assert granted.text == "{T}, Sacrifice ~: ~ deals 2 damage to any target."
    assert granted.names == second.names
    assert [granted.tracked.span(at, at + 1) for at, char in enumerate(granted.text) if char == "~"] == list(
        granted.names
    )
    third = _normalized(lines[2], "Blazing Torch")
    assert (third.text, third.quoted, third.granted) == ("Equip {1}", (), ())
    assert [r.text for r in third.reminders] == ["{1}: Attach to target creature you control. Equip only as a sorcery."]


def test_the_parse_carries_the_normalized_text_to_features() -> None:
    card = mtglinks.parse(BLAZING_TORCH, name="Blazing Torch")
    paragraph = card.abilities[1]
    assert paragraph.normalized_text is not None
    assert paragraph.normalized_text.text == paragraph.normalized
    (child,) = paragraph.children
    assert child.granted and child.kind == "activated"
    assert child.normalized_text is paragraph.normalized_text.granted[0]
    assert original(card, child.cost[1]) == "Sacrifice Blazing Torch"
    # The carried text stays out of the JSON tree.
    assert "normalized_text" not in paragraph.to_dict()


@pytest.mark.parametrize("lang", codes())
def test_carried_quoted_parts_are_those_of_the_final_text(lang: str) -> None:
    """The quotation marks are found once, before reminder text and names are rewritten, and followed
    by their offsets: the quoted parts that come out are exactly those of the normalized text."""
    assert _quoted_parts_checked(map(parse_record, corpus(lang).values())) >= 1


@pytest.mark.parametrize("name", ["oracle-en", "printed-en", "printed-fr"])
def test_carried_quoted_parts_on_shared_corpora(name: str, shared_dir: Path) -> None:
    path = shared_dir / "corpora" / f"{name}.jsonl.gz"
    if not path.is_file():
        pytest.skip(f"{path} is missing")
    sample = itertools.islice(read_cards(path), 0, None, 5)
    cards = (mtglinks.parse(lang=c.lang, name=c.name, faces=c.faces) for c in sample if c.error is None)
    assert _quoted_parts_checked(cards) > 100


def _quoted_parts_checked(cards: Iterable[Card]) -> int:
    """Check each ability's carried quoted parts against the quotes of its text; how many there were."""
    quoted = 0
    for card in cards:
        for ability in card.iter_abilities():
            if ability.normalized_text is None:
                continue
            text = ability.normalized_text.text
            assert ability.normalized_text.quoted == tuple(m.span() for m in re.finditer(r'"[^"]*"', text)), text
            quoted += len(ability.normalized_text.quoted)
    return quoted


def test_self_reference_replacement_keeps_offsets() -> None:
    raw = "Paradise Plume deals 1 damage to this creature."
    english = get_language("en")
    names: list[tuple[int, int]] = []
    out = replace_card_name(TrackedText.of(raw), name_matcher(english.name_rules, "Paradise Plume"), names)
    out = replace_self_references(out, english.template_pattern, (), names)
    assert out.text == "~ deals 1 damage to ~."
    assert raw[slice(*out.span(0, 1))] == "Paradise Plume"
    last = out.text.rindex("~")
    assert raw[slice(*out.span(last, last + 1))] == "this creature"
    assert [raw[slice(*n)] for n in names] == ["Paradise Plume", "this creature"]


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
    assert card.abilities[0].normalized == "Sacrifice a ~: Goblins you control get +1/+1."


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
