"""The card index: every card's names in four languages, texts, abilities and links, in SQLite.

Built by `mtglinks index FILE…` (or tools/build_index.py for the bundled one); read by
`mtglinks card NAME` and `mtglinks.open_index()`. Reading imports no parser: links are stored.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtglinks.index.reader import (
        AmbiguousName,
        CardIndex,
        CardIndexError,
        CardNotFound,
        IndexedCard,
        Match,
        NoTextInLanguage,
        bundled_index,
        find_index,
        open_index,
        user_index,
    )

__all__ = [
    "AmbiguousName",
    "CardIndex",
    "CardIndexError",
    "CardNotFound",
    "IndexedCard",
    "Match",
    "NoTextInLanguage",
    "bundled_index",
    "find_index",
    "open_index",
    "user_index",
]


def __getattr__(name: str) -> Any:
    """The reader's names, imported on first use: `analyze()` reaches `index.selfname` without SQLite."""
    if name in __all__:
        from mtglinks.index import reader

        return getattr(reader, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
