"""The effect lexer reads the longest phrase its tables hold, looking up only the sizes that the first two
words of a phrase can start: longer and shorter phrases sharing those words, phrases broken by punctuation,
the tables read after a category, and words that start no phrase of several words."""

from __future__ import annotations

import pytest

from mtglinks.effects.build import lexicon
from mtglinks.effects.lexer import Lexicon, Token, UnknownWord


def read(lexer: Lexicon, text: str) -> list[tuple[str, str, str]]:
    return [(t.type, t.value, t.text) for t in lexer.tokens(text)]


# Phrases of 2, 4 and 5 words that share their first two words, and one of 3 that shares only the first.
TABLES = {
    "ZONE": {
        "the top of your library": "library_top",
        "the top of a library": "a_library_top",
        "the top": "top",
        "the bottom card": "bottom_card",
    },
    "DET": {"the": "the", "a": "a"},
    "NOUN": {"card": "card", "top": "top_noun", "library": "library"},
    "OF": {"of": "of"},
    "PLAYER": {"your": "your"},
    "CHOOSE": {"choose": "choose"},
    "NUM": {"one": "1"},
}
AFTER = {"CHOOSE": {"CHOICE": {"one": "mode"}}}


@pytest.fixture(scope="module")
def small() -> Lexicon:
    return Lexicon(TABLES, after=AFTER)


def test_the_longest_of_the_phrases_sharing_their_first_two_words_is_read(small: Lexicon) -> None:
    assert read(small, "the top of your library") == [("ZONE", "library_top", "the top of your library")]
    assert read(small, "the top of a library") == [("ZONE", "a_library_top", "the top of a library")]
    # no phrase of 3 or 4 words starts "the top of a card": the two-word phrase, then word by word
    assert read(small, "the top of a card") == [
        ("ZONE", "top", "the top"),
        ("OF", "of", "of"),
        ("DET", "a", "a"),
        ("NOUN", "card", "card"),
    ]
    assert read(small, "the bottom card") == [("ZONE", "bottom_card", "the bottom card")]


def test_a_phrase_is_not_read_across_punctuation(small: Lexicon) -> None:
    assert read(small, "the top of your, library") == [
        ("ZONE", "top", "the top"),
        ("OF", "of", "of"),
        ("PLAYER", "your", "your"),
        ("_COMMA", ",", ","),
        ("NOUN", "library", "library"),
    ]
    assert read(small, "the top. Of") == [("ZONE", "top", "the top"), ("_PERIOD", ".", "."), ("OF", "of", "Of")]


def test_the_table_after_a_category_is_read_first_and_the_offsets_are_the_sentence_s(small: Lexicon) -> None:
    assert read(small, "Choose one") == [("CHOOSE", "choose", "Choose"), ("CHOICE", "mode", "one")]
    assert read(small, "the card, one") == [
        ("DET", "the", "the"),
        ("NOUN", "card", "card"),
        ("_COMMA", ",", ","),
        ("NUM", "1", "one"),
    ]
    tokens = small.tokens("The  top of your library.")
    assert [(t.start_pos, t.end_pos) for t in tokens] == [(0, 24), (24, 25)]


def test_an_unknown_word_is_named_with_its_offsets(small: Lexicon) -> None:
    with pytest.raises(UnknownWord) as raised:
        small.tokens("the top of your graveyard")
    assert (raised.value.word, raised.value.start, raised.value.end) == ("graveyard", 16, 25)


def test_english_card_text_reads_its_long_phrases_whole() -> None:
    english = lexicon("en")
    assert english is not None
    put = english.tokens("Put target creature card from your graveyard on top of your library.")
    assert [(t.type, t.text) for t in put][-2:] == [("ZONE", "top of your library"), ("_PERIOD", ".")]
    exile = english.tokens("Exile the top card of your library.")
    assert [(t.type, t.text) for t in exile][:3] == [("V_OBJ", "Exile"), ("THE_TOP", "the top"), ("NOUN", "card")]
    choose = english.tokens("Choose one —")
    assert [(t.type, t.value) for t in choose] == [("CHOOSE", "choose"), ("CHOICE", "mode"), ("DASH", "—")]
    assert all(isinstance(t, Token) for t in put + exile + choose)


def test_a_power_toughness_glued_to_the_next_word_is_read_apart() -> None:
    # Ascendant slith (printed-fr): "…, placez un marqueur +1/+1sur lui." (a misprint: no space after "+1/+1")
    french = lexicon("fr")
    assert french is not None
    tokens = [(t.type, t.text) for t in french.tokens("placez un marqueur +1/+1sur lui.")]
    assert ("PT", "+1/+1") in tokens
    assert "sur" in [text for _, text in tokens]
