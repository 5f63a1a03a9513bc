"""A paragraph that is a trigger clause alone (an augment card's trigger half, rule 702.145) and labels that end as a
sentence does: read by the paragraph grammar, on the real cards' text (oracle-2026)."""

from __future__ import annotations

import pytest

import mtglinks
from mtglinks.kinds import AbilityKind, EffectKind, LabelKind, ReviewKind
from mtglinks.links.trigger_halves import REASON
from mtglinks.schema.tree_io import review_from_dict
from mtglinks.syntax.grammar import lean_parser_for, parser_for
from mtglinks.syntax.transformer import RawParagraph

AUGMENT = (
    "Augment {3}{W} ({3}{W}, Reveal this card from your hand: Combine it with target host. Augment only as a sorcery.)"
)


def raw(text: str) -> RawParagraph:
    parsed = parser_for("en").parse(text)
    assert isinstance(parsed, RawParagraph)
    return parsed


def test_an_augment_cards_trigger_half_is_a_triggered_ability_without_effect() -> None:
    # Rhino- (Unstable)
    card = mtglinks.analyze(f"Whenever this creature blocks,\n{AUGMENT}", name="Rhino-")
    half = card.abilities[0]
    assert half.kind == AbilityKind.TRIGGERED
    assert half.trigger is not None and half.trigger.word == "Whenever"
    assert card.text[slice(*half.trigger.span)] == "Whenever this creature blocks"
    assert half.effect == [] and half.condition is None
    assert [e.kind for e in half.effects] == [EffectKind.EVENT]
    # it says where its effect comes from: a review flag on the ability, read back from the record as its kind
    [flag] = card.review
    assert (flag.kind, flag.ability, flag.phrase) == (ReviewKind.HOST_EFFECT, half.id, "Whenever this creature blocks,")
    assert flag.reason.startswith(REASON) and "702.145" in flag.reason
    assert review_from_dict(flag.to_dict()).kind == ReviewKind.HOST_EFFECT


def test_a_trigger_half_keeps_its_intervening_if() -> None:
    # Bat- (Unstable)
    text = (
        "Flying\nAt the beginning of each end step, if an opponent lost 3 or more life this turn,\n"
        "Augment {1}{B} ({1}{B}, Reveal this card from your hand: Combine it with target host. Augment only as a "
        "sorcery.)"
    )
    card = mtglinks.analyze(text, name="Bat-")
    half = card.abilities[1]
    assert half.kind == AbilityKind.TRIGGERED and half.effect == []
    assert half.condition is not None and half.condition.text == "if an opponent lost 3 or more life this turn"
    assert [e.kind for e in half.effects] == [EffectKind.EVENT, EffectKind.CONDITION]
    assert [r.kind for r in card.review] == [ReviewKind.HOST_EFFECT]


def test_a_trigger_half_after_an_ability_word() -> None:
    # Serpentine (Unstable)
    card = mtglinks.parse("Landfall — Whenever a land you control enters,", name="Serpentine")
    [half] = card.abilities
    assert (half.kind, half.label, half.label_kind) == (AbilityKind.TRIGGERED, "Landfall", LabelKind.ABILITY_WORD)
    assert half.trigger is not None and half.trigger.event == "a land you control enters"
    assert half.effect == []


def test_a_trigger_clause_followed_by_its_effect_parses_as_before() -> None:
    # Mer Man (Unstable), a host: its own effect after the trigger clause; no flag
    parsed = raw("When this creature enters, you may draw a card.")
    [sentence] = parsed.sentences
    assert sentence.trigger is not None and sentence.has_period
    src = "When this creature enters, you may draw a card."
    assert src[slice(*sentence.trigger.event)] == "this creature enters"
    assert [src[slice(*c)] for c in sentence.trigger.rest] == ["you may draw a card"]
    assert sentence.chunks == sentence.trigger.rest
    card = mtglinks.analyze("When this creature enters, you may draw a card.", name="Mer Man")
    [ability] = card.abilities
    assert ability.kind == AbilityKind.TRIGGERED and [s.text for s in ability.effect] == ["you may draw a card."]
    assert card.review == []


@pytest.mark.parametrize(
    "text",
    [
        "At the beginning of your upkeep,",  # Half-Shark, Half- (Unstable)
        "At the beginning of each end step, if you rolled a die this turn,",  # Multi-Headed (Unstable)
        "When this creature enters, you may draw a card.",  # Mer Man
    ],
)
def test_the_lean_driver_reads_a_trigger_half_as_lark_does(text: str) -> None:
    lean = lean_parser_for("en")
    assert lean is not None
    assert lean.parse(text) == raw(text)


def test_only_a_whole_paragraph_is_a_trigger_half() -> None:
    # Strutting Turkey (Unfinity, a host) printed its effect after a line break: "When this creature enters," then
    # "exile target creature card …". A trigger clause with no effect after a sentence, or before another, is no
    # trigger half: those paragraphs stay unparsed.
    assert mtglinks.parse("Draw a card. When this creature enters,", name="X").abilities[0].kind == "unparsed"
    assert mtglinks.parse("When this creature enters,. Draw a card.", name="X").abilities[0].kind == "unparsed"


def test_a_label_that_ends_with_an_exclamation_and_holds_periods() -> None:
    # The Eleventh Doctor
    text = (
        "I. AM. TALKING! — Whenever The Eleventh Doctor deals combat damage to a player, you may exile a card from "
        "your hand with a number of time counters on it equal to its mana value. If it doesn't have suspend, it "
        "gains suspend."
    )
    card = mtglinks.parse(text, name="The Eleventh Doctor")
    [ability] = card.abilities
    assert (ability.kind, ability.label_kind) == (AbilityKind.TRIGGERED, LabelKind.ABILITY_WORD)
    assert ability.label_span is not None and card.text[slice(*ability.label_span)] == "I. AM. TALKING!"
    assert ability.trigger is not None and ability.trigger.event == "~ deals combat damage to a player"
    assert len(ability.effect) == 2
    assert all(e.kind != EffectKind.UNTYPED for e in ability.effects)


def test_a_label_that_ends_with_a_question() -> None:
    # The Fourth Doctor
    text = (
        "Would You Like A...? — Once each turn, you may play a historic land or cast a historic spell from the top "
        "of your library. When you do, create a Food token. (Artifacts, legendaries, and Sagas are historic.)"
    )
    card = mtglinks.parse(text, name="The Fourth Doctor")
    [ability] = card.abilities
    assert ability.kind == AbilityKind.STATIC and ability.label_kind == LabelKind.ABILITY_WORD
    assert ability.label_span is not None and card.text[slice(*ability.label_span)] == "Would You Like A...?"
    assert [s.text for s in ability.effect][1] == "When you do, create a Food token."


def test_a_modes_anchor_word_that_is_a_sentence() -> None:
    # Dialogue Tree
    card = mtglinks.parse("• Yes, I understand my mission. — Draw a card.", name="Dialogue Tree")
    [ability] = card.abilities
    assert ability.bullet and ability.label_kind == LabelKind.ANCHOR_WORD
    assert ability.label == "Yes, I understand my mission"
    assert [s.text for s in ability.effect] == ["Draw a card."]


def test_a_sentence_glued_to_an_ability_word_is_still_cut_not_read_as_a_label() -> None:
    # Ravaging Blaze (printed-en, Magic Origins): the label would not end with a period before its dash
    text = (
        "Ravaging Blaze deals X damage to target creature. Spell mastery — If there are two or more instant "
        "and/or sorcery cards in your graveyard, Ravaging Blaze also deals X damage to that creature's controller."
    )
    card = mtglinks.parse(text, name="Ravaging Blaze")
    assert [a.label for a in card.abilities] == [None, "Spell mastery"]


def test_a_quoted_trigger_without_comma_is_words_not_an_ability() -> None:
    # The Vast Scrier: the quote names a kind of trigger; no unparsed ability is made of it
    text = (
        "Flying\nWhenever The Vast Scrier attacks a player, you may put a Soldier, Warrior, or Wizard creature card "
        'from your hand onto the battlefield tapped and attacking that player. If it has any "Whenever this '
        "creature attacks\" triggers, those trigger. If you don't put a card onto the battlefield this way, scry 2."
    )
    card = mtglinks.parse(text, name="The Vast Scrier")
    assert [a.kind for a in card.iter_abilities()] == [AbilityKind.KEYWORD, AbilityKind.TRIGGERED]
    assert card.unparsed == []
