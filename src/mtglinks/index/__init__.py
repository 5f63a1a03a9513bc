"""The card index: every card's names in four languages, texts, abilities and links, in SQLite.

Built by `mtglinks index FILE…` (or tools/build_index.py for the bundled one); read by
`mtglinks card NAME` and `mtglinks.open_index()`. Reading imports no parser: links are stored.

One job per module: `locate` (which file a command reads), `reader` (an open index, one SQLite
connection per thread), `lookup` (names), `suggest` (names close to one not found), `texts` (by
text, and Oracle links), `search` (scans), `cache`, `analysis` (the index steps around `analyze`),
`oracle` and `selfname` (pure: the comparison and the name inference), `build`, `store`, `names`.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtglinks.index.errors import AmbiguousName, CardIndexError, CardNotFound, NoTextInLanguage
    from mtglinks.index.locate import bundled_index, find_index, tag_index, user_index
    from mtglinks.index.lookup import Lookup
    from mtglinks.index.reader import CardIndex, IndexedCard, Match, open_index

__all__ = [
    "AmbiguousName",
    "CardIndex",
    "CardIndexError",
    "CardNotFound",
    "IndexedCard",
    "Lookup",
    "Match",
    "NoTextInLanguage",
    "bundled_index",
    "find_index",
    "open_index",
    "tag_index",
    "user_index",
]

_HOME = {
    "AmbiguousName": "errors",
    "CardIndexError": "errors",
    "CardNotFound": "errors",
    "NoTextInLanguage": "errors",
    "bundled_index": "locate",
    "find_index": "locate",
    "tag_index": "locate",
    "user_index": "locate",
    "Lookup": "lookup",
    "CardIndex": "reader",
    "IndexedCard": "reader",
    "Match": "reader",
    "open_index": "reader",
}


def __getattr__(name: str) -> Any:
    """The public names, imported on first use: `analyze()` reaches `index.selfname` without SQLite."""
    if name in _HOME:
        return getattr(importlib.import_module(f"mtglinks.index.{_HOME[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
