"""Ability kinds as classify.py decides them from what the grammar found, on real card text."""

from __future__ import annotations

import pytest

import mtglinks
from mtglinks.kinds import AbilityKind, CostKind, LabelKind
from mtglinks.syntax import classify
from mtglinks.syntax.classify import classifier
from mtglinks.syntax.grammar import parser_for
from mtglinks.syntax.transformer import RawParagraph
from mtglinks.tree import Card


def kinds(card: Card) -> list[str]:
    return [a.kind for a in card.iter_abilities()]


def typed(text: str, type_line: str, name: str) -> Card:
    return mtglinks.parse(lang="en", name=name, faces=[{"name": name, "text": text, "type_line": type_line}])


def raw(text: str) -> RawParagraph:
    parsed = parser_for("en").parse(text)
    assert isinstance(parsed, RawParagraph)
    return parsed


def test_a_cost_before_a_colon_makes_an_activated_ability() -> None:
    # Prodigal Pyromancer
    card = mtglinks.parse("{T}: Prodigal Pyromancer deals 1 damage to any target.", name="Prodigal Pyromancer")
    (ability,) = card.abilities
    assert ability.kind == AbilityKind.ACTIVATED
    assert [p.kind for p in ability.cost] == [CostKind.TAP]


def test_an_opening_trigger_clause_makes_a_triggered_ability() -> None:
    # Elvish Visionary
    card = mtglinks.parse("When Elvish Visionary enters, draw a card.", name="Elvish Visionary")
    (ability,) = card.abilities
    assert ability.kind == AbilityKind.TRIGGERED
    assert (ability.trigger.word, ability.trigger.event) == ("When", "~ enters")  # type: ignore[union-attr]


def test_a_later_trigger_clause_stays_in_the_effect_of_a_static_ability() -> None:
    # Glorious Anthem: no trigger, no cost
    card = mtglinks.parse("Creatures you control get +1/+1.", name="Glorious Anthem")
    assert kinds(card) == [AbilityKind.STATIC]


@pytest.mark.parametrize(
    ("type_line", "expected"),
    [("Instant", AbilityKind.SPELL), ("Enchantment", AbilityKind.STATIC)],
)
def test_the_type_line_says_spell_or_permanent(type_line: str, expected: AbilityKind) -> None:
    card = typed("Destroy target creature. It can't be regenerated.", type_line, "Terror")
    assert kinds(card) == [expected]


def test_without_a_type_line_an_instruction_with_nothing_only_permanents_have_is_a_spell() -> None:
    assert kinds(mtglinks.parse("Destroy target creature. It can't be regenerated.", name="Terror")) == ["spell"]
    # Flying only a permanent has: the same sentence on that face is a static ability.
    flier = mtglinks.parse("Flying\nDestroy target creature.", name="Example")
    assert kinds(flier) == [AbilityKind.KEYWORD, AbilityKind.STATIC]


def test_bullets_after_choose_one_are_modes_of_a_modal_ability() -> None:
    # Charm: "Choose one —" then its modes
    card = typed("Choose one —\n• Destroy target artifact.\n• Destroy target enchantment.", "Instant", "Charm")
    (modal,) = card.abilities
    assert (modal.kind, modal.label_kind) == (AbilityKind.MODAL, LabelKind.MODAL)
    assert [m.body for m in modal.children] == ["Destroy target artifact.", "Destroy target enchantment."]
    assert [m.kind for m in modal.children] == [AbilityKind.SPELL, AbilityKind.SPELL]


def test_a_roman_numeral_label_is_a_chapter() -> None:
    # Sagas: "I, II — …"
    card = mtglinks.parse("I, II — Create a 1/1 white Soldier creature token.\nIII — Draw a card.", name="Saga")
    assert kinds(card) == [AbilityKind.CHAPTER, AbilityKind.CHAPTER]
    assert [a.label for a in card.abilities] == ["I, II", "III"]
    assert card.abilities[0].label_kind == LabelKind.CHAPTER


def test_a_level_band_and_the_abilities_under_it_belong_to_the_level() -> None:
    # Student of Warfare
    text = "Level up {W}\nLEVEL 2-6\n3/3\nFirst strike\nLEVEL 7+\n4/4\nDouble strike"
    card = mtglinks.parse(text, name="Student of Warfare")
    assert [(a.kind, a.level) for a in card.abilities] == [
        (AbilityKind.KEYWORD, None),
        (AbilityKind.LEVEL, "2-6"),
        (AbilityKind.LEVEL, "2-6"),
        (AbilityKind.KEYWORD, "2-6"),
        (AbilityKind.LEVEL, "7+"),
        (AbilityKind.LEVEL, "7+"),
        (AbilityKind.KEYWORD, "7+"),
    ]


def test_a_line_of_keywords_is_read_keyword_by_keyword() -> None:
    card = mtglinks.parse("Flying, protection from black, from red", name="Example")
    (line,) = card.abilities
    assert line.kind == AbilityKind.KEYWORD and line.effect == []
    assert [(k.canonical, k.parameter) for k in line.keywords] == [
        ("flying", None),
        ("protection", "from black, from red"),
    ]


def test_a_keyword_with_its_cost_after_a_dash_is_a_keyword() -> None:
    card = mtglinks.parse("Cumulative upkeep—Pay 1 life.", name="Example")
    (ability,) = card.abilities
    assert (ability.kind, ability.label_kind) == (AbilityKind.KEYWORD, LabelKind.KEYWORD_COST)
    assert [(k.canonical, k.parameter) for k in ability.keywords] == [("cumulative upkeep", "Pay 1 life.")]


def test_an_ability_word_printed_without_its_dash_hides_the_trigger_from_the_grammar() -> None:
    # Old printed Imprint: the grammar reads one static sentence; classify marks the hidden trigger,
    # and the links read the ability as triggered (its 607.2a link to "the removed card" needs it).
    text = (
        "Imprint When Duplicant comes into play, you may remove target nontoken creature from the game.\n"
        "As long as a card removed from the game with Duplicant is a creature card, Duplicant has the "
        "power, toughness, and creature types of the last creature card removed from the game with Duplicant."
    )
    card = mtglinks.analyze(text, name="Duplicant")
    first, second = card.abilities
    assert first.kind == AbilityKind.STATIC and first.label is None and first.hidden_trigger
    assert not second.hidden_trigger
    assert [(link.rule, link.source, link.target) for link in card.links] == [("607.2a", 0, 1)]


def test_a_static_ability_that_merely_mentions_when_hides_no_trigger() -> None:
    (ability,) = mtglinks.parse("Creatures you control get +1/+1 when attacking.", name="Example").abilities
    assert ability.kind == AbilityKind.STATIC and not ability.hidden_trigger


def test_an_ability_word_with_its_dash_is_a_label_and_the_trigger_is_found() -> None:
    card = mtglinks.parse("Imprint — When Duplicant enters, you may exile target nontoken creature.", name="Duplicant")
    (ability,) = card.abilities
    assert (ability.kind, ability.label, ability.label_kind) == (
        AbilityKind.TRIGGERED,
        "Imprint",
        LabelKind.ABILITY_WORD,
    )
    assert ability.body == "When ~ enters, you may exile target nontoken creature."


def test_the_classifier_decides_from_the_grammar_output() -> None:
    c = classifier("en")
    assert c.paragraph_kind(raw("{T}: Add {G}."), None, "{T}: Add {G}.", None, lambda: None).kind == "activated"
    keyword_line = c.paragraph_kind(raw("Flying"), None, "Flying", None, lambda: [])
    assert keyword_line.kind == AbilityKind.KEYWORD and keyword_line.keyword_line == []
    # A period ends the sentence: an English keyword line has none, so the reader is not asked.
    asked: list[bool] = []
    sentence = c.paragraph_kind(raw("Flying."), None, "Flying.", True, lambda: asked.append(True) or None)
    assert (sentence.kind, asked) == (AbilityKind.SPELL, [])
    band = c.paragraph_kind(raw("LEVEL 1-3"), None, "LEVEL 1-3", None, lambda: None)
    assert (band.kind, band.level) == (AbilityKind.LEVEL, "1-3")


@pytest.mark.parametrize(
    ("label", "bullet", "expected"),
    [
        ("I, II", False, LabelKind.CHAPTER),
        ("Choose one or both", False, LabelKind.MODAL),
        ("Kicker", False, LabelKind.KEYWORD_COST),
        ("Raid", False, LabelKind.ABILITY_WORD),
        ("Khans", True, LabelKind.ANCHOR_WORD),
    ],
)
def test_label_kinds(label: str, bullet: bool, expected: LabelKind) -> None:
    assert classifier("en").label_kind(label, bullet) == expected


def test_replacement_patterns_of_the_language_decide_replacement() -> None:
    card = mtglinks.parse("Gods Willing enters tapped.", name="Gods Willing")
    assert kinds(card) == [AbilityKind.REPLACEMENT]


@pytest.mark.parametrize(
    ("label", "chapter"), [("I", True), ("II, III", True), ("IV", True), ("XI", False), ("I II", False)]
)
def test_chapter_labels_are_lists_of_roman_numerals(label: str, chapter: bool) -> None:
    assert bool(classify._CHAPTERS.match(label)) is chapter


@pytest.mark.parametrize(
    ("line", "pt"), [("4/4", True), ("+1/+1", True), ("*/3", True), ("X/X", True), ("4/4 Flying", False)]
)
def test_a_power_toughness_line(line: str, pt: bool) -> None:
    assert bool(classify._PT_LINE.match(line)) is pt
