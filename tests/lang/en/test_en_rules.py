"""English rules of the language package: the possessive of unlisted forms, the spell-instruction regex."""

from __future__ import annotations

import re

import pytest

import mtglinks
from mtglinks.lang import get_language
from mtglinks.lang.en import PERMANENT_KEYWORDS
from mtglinks.text import lexicon


def test_a_possessive_keeps_its_ending_and_lemmatizes_its_stem() -> None:
    assert lexicon.lemma("children's", "en") == "child's"
    # a stem the table does not know stays as written
    assert lexicon.lemma("opponent's", "en") == "opponent's"


def test_english_has_no_elision() -> None:
    assert lexicon.split_tokens("l'exil", "en") == ["l'exil"]


@pytest.mark.parametrize(
    ("text", "instruction"),
    [
        ("Destroy target creature.", True),
        ("Each opponent sacrifices a creature.", True),
        ("Up to two target creatures get +1/+1.", True),
        ("Creatures you control get +1/+1 until end of turn.", True),
        ("Flying", False),
        ("Enchanted creature gets +2/+2.", False),
    ],
)
def test_imperative_reads_a_spell_instruction(text: str, instruction: bool) -> None:
    assert bool(re.compile(get_language("en").imperative, re.I).search(text)) is instruction


def test_permanent_keywords_are_canonical_names_every_language_maps_to() -> None:
    canonical = {name for code in ("es", "fr", "ru") for name in get_language(code).keywords.values()}
    assert {"flying", "first strike", "equip", "crew"} <= PERMANENT_KEYWORDS
    assert "flash" not in PERMANENT_KEYWORDS and "flashback" not in PERMANENT_KEYWORDS
    assert {"flying", "trample", "defender"} <= canonical & PERMANENT_KEYWORDS


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("As this creature enters, choose an artist.", "other:artist"),  # any other noun is its own value
        ("As this creature enters, choose a color.", "color"),  # a category is not an "other" value
    ],
)
def test_a_choice_of_any_other_noun_is_valued_by_that_noun(text: str, value: str) -> None:
    card = mtglinks.parse(text, lang="en", name="X")
    assert [(f.kind, f.value) for a in card.iter_abilities() for f in a.features] == [("choose", value)]
