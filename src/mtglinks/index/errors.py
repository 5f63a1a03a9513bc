"""The errors of the card index: what a lookup or an open can fail with. No import beyond the standard library."""

from __future__ import annotations

from collections.abc import Sequence


class CardIndexError(Exception):
    """The index cannot be used: missing, not an index, damaged, or made by a newer mtglinks."""


class CardNotFound(LookupError):
    """No card has that name; `suggestions` holds up to five names that come close."""

    def __init__(self, message: str, suggestions: Sequence[str] = ()) -> None:
        super().__init__(message)
        self.message = message
        self.suggestions = list(suggestions)

    def __str__(self) -> str:
        return self.message


class AmbiguousName(CardNotFound):
    """The name (a short name, a printed name two cards share) names several cards."""


class NoTextInLanguage(LookupError):
    """The card is in the index, but not in the language asked for."""
