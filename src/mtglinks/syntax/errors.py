"""Why a paragraph could not be parsed, as a structure: a reason code, the terminal found, the terminals
expected. `ParseFailure.render()` gives the prose the tree and the JSON output carry as `reason`
("unexpected Token('COLON', ':') at column 12; expected $END, COMMA"); coverage groups by the structure.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any, NamedTuple

import lark

# The reason shows at most this many expected terminals (the structure keeps them all).
SHOWN_EXPECTED = 6


class FailureCode(StrEnum):
    """What went wrong."""

    UNEXPECTED_CHARACTER = "unexpected_character"  # no terminal of the grammar reads this character
    UNEXPECTED_TOKEN = "unexpected_token"  # a token the grammar does not allow where it stands
    UNEXPECTED_END = "unexpected_end"  # the text ended where the grammar wanted more
    TEXT_ENDED = "text_ended"  # Lark's UnexpectedEOF
    GRAMMAR_ERROR = "grammar_error"  # any other Lark error
    INTERNAL_ERROR = "internal_error"  # a bug: the parser or the tree builder raised


class ParseFailure(NamedTuple):
    """One failed parse."""

    code: FailureCode
    found: str | None = None  # the terminal found ("COLON", "$END"), for unexpected tokens
    value: str | None = None  # the text found: the token's, or the unexpected character
    column: int | None = None
    expected: tuple[str, ...] = ()  # the terminals the grammar allowed there, sorted
    detail: str = ""  # the exception's own words, for grammar and internal errors

    def render(self) -> str:
        """The reason as prose: the text an unparsed ability's `reason` holds."""
        if self.code == FailureCode.UNEXPECTED_CHARACTER:
            return f"unexpected character {self.value!r} at column {self.column}"
        if self.code in (FailureCode.UNEXPECTED_TOKEN, FailureCode.UNEXPECTED_END):
            if self.code == FailureCode.UNEXPECTED_END:
                found = "unexpected end of text"
            else:
                found = f"unexpected Token({self.found!r}, {self.value!r}) at column {self.column}"
            expected = ", ".join(self.expected[:SHOWN_EXPECTED])
            return f"{found}; expected {expected}" if expected else found
        if self.code == FailureCode.TEXT_ENDED:
            return "text ended too soon"
        if self.code == FailureCode.INTERNAL_ERROR:
            return f"internal error: {self.detail}"
        return self.detail

    def key(self) -> str:
        """What failures of one kind share: the code, the terminal found and the terminals expected."""
        parts = [str(self.code)]
        if self.found is not None and self.code == FailureCode.UNEXPECTED_TOKEN:
            parts.append(self.found)
        if self.expected:
            parts.append("expected " + ", ".join(self.expected[:SHOWN_EXPECTED]))
        return " ".join(parts)


def _terminal(name: str) -> str:
    """Terminals imported from common.lark are named "common__DASH": the reader wants "DASH"."""
    return name.rsplit("__", 1)[-1]


def _described(err: BaseException) -> str:
    return f"{type(err).__name__}: {err}"


def from_lark(err: lark.exceptions.LarkError) -> ParseFailure:
    """The structure of a Lark parse error."""
    if isinstance(err, lark.exceptions.UnexpectedCharacters):
        return ParseFailure(FailureCode.UNEXPECTED_CHARACTER, value=err.char, column=err.column)
    if isinstance(err, lark.exceptions.UnexpectedToken):
        token = err.token
        expected = tuple(sorted({_terminal(name) for name in err.expected}))
        if token.type == "$END":
            return ParseFailure(FailureCode.UNEXPECTED_END, "$END", column=err.column, expected=expected)
        found = _terminal(token.type)
        return ParseFailure(FailureCode.UNEXPECTED_TOKEN, found, str(token.value), err.column, expected)
    if isinstance(err, lark.exceptions.UnexpectedEOF):
        return ParseFailure(FailureCode.TEXT_ENDED)
    return ParseFailure(FailureCode.GRAMMAR_ERROR, detail=_described(err))


def internal(err: Exception) -> ParseFailure:
    """The structure of an exception the parser or the tree builder should never have raised."""
    return ParseFailure(FailureCode.INTERNAL_ERROR, detail=_described(err))


def plain(failure: ParseFailure) -> tuple[str | int | tuple[str, ...] | None, ...]:
    """The failure as a plain tuple of strings, ints and None (for the parse cache's marshal)."""
    return (str(failure.code), *failure[1:])


def from_plain(values: tuple[Any, ...]) -> ParseFailure:
    """The failure `plain` gave the values of."""
    return ParseFailure(FailureCode(values[0]), *values[1:])
