"""The card index: every card's names in four languages, texts, abilities and links, in SQLite.

Built by `mtglinks index FILE…` (or tools/build_index.py for the bundled one); read by
`mtglinks card NAME` and `mtglinks.open_index()`. Reading imports no parser: links are stored.
"""

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
