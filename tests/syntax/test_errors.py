"""Why a paragraph was not parsed, as a structure, and the reason text it renders (unchanged prose)."""

from __future__ import annotations

import lark
import pytest

import mtglinks
from mtglinks.kinds import AbilityKind
from mtglinks.syntax import errors
from mtglinks.syntax.errors import FailureCode, ParseFailure
from mtglinks.tree import Ability


def unparsed(text: str) -> Ability:
    (ability,) = mtglinks.parse(text).abilities
    assert ability.kind == AbilityKind.UNPARSED
    return ability


def test_an_unexpected_token_names_the_terminal_found_and_those_expected() -> None:
    ability = unparsed("Draw a card. : Flying")
    failure = ability.failure
    assert failure == ParseFailure(
        FailureCode.UNEXPECTED_TOKEN,
        "COLON",
        ":",
        13,
        ("NUMBER", "PT", "QUOTED", "SELF", "SYMBOLS", "TRIGGER", "WORD"),
    )
    # The reason shows six of the seven terminals expected, as it always did.
    assert (
        ability.reason
        == "unexpected Token('COLON', ':') at column 13; expected NUMBER, PT, QUOTED, SELF, SYMBOLS, TRIGGER"
    )


def test_text_ending_where_the_grammar_wants_more_is_an_unexpected_end() -> None:
    ability = unparsed("When")
    assert ability.failure is not None and ability.failure.code == FailureCode.UNEXPECTED_END
    assert ability.reason == "unexpected end of text"


def test_a_character_no_terminal_reads_is_an_unexpected_character() -> None:
    ability = unparsed("Target creature gets +1/+1 (")
    assert ability.failure == ParseFailure(FailureCode.UNEXPECTED_CHARACTER, value="(", column=28)
    assert ability.reason == "unexpected character '(' at column 28"


def test_failures_of_one_kind_share_a_key_whatever_the_words_and_column() -> None:
    first = unparsed("Flying, , trample").failure
    second = unparsed("Draw two cards, , then discard a card.").failure
    assert first is not None and second is not None
    assert first.column != second.column
    assert first.key() == second.key() == "unexpected_token COMMA expected NUMBER, PT, QUOTED, SELF, SYMBOLS, WORD"
    other = unparsed("Draw a card. : Flying").failure
    assert other is not None and other.key() != first.key()


def test_the_cache_gives_back_the_same_failure() -> None:
    text = "Flying, , vigilance"
    assert unparsed(text).failure == unparsed(text).failure


def test_other_errors_render_their_own_words() -> None:
    assert errors.internal(ValueError("bad")).render() == "internal error: ValueError: bad"
    assert errors.from_lark(lark.exceptions.UnexpectedEOF(["WORD"])).render() == "text ended too soon"
    grammar_error = errors.from_lark(lark.exceptions.GrammarError("no rule"))
    assert (grammar_error.code, grammar_error.render()) == (FailureCode.GRAMMAR_ERROR, "GrammarError: no rule")


@pytest.mark.parametrize("text", ["Draw a card. : Flying", "When", "Target creature gets +1/+1 ("])
def test_a_failure_survives_the_plain_form_the_cache_keeps(text: str) -> None:
    failure = unparsed(text).failure
    assert failure is not None
    assert errors.from_plain(errors.plain(failure)) == failure
