"""mtglinks: parse Magic: The Gathering card text and find its linked abilities (rule 607).

>>> import mtglinks
>>> card = mtglinks.parse("Flying\\n{T}: Add {G}.", lang="en", name="Example")
>>> [str(a.kind) for a in card.abilities]
['keyword', 'activated']
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

from mtglinks._started import IMPORTED_AT as _IMPORTED_AT  # noqa: F401 - first: when the package was imported
from mtglinks.tree import Ability, Card, Link

if TYPE_CHECKING:
    from mtglinks.index import (
        AmbiguousName,
        CardIndex,
        CardIndexError,
        CardNotFound,
        IndexedCard,
        NoTextInLanguage,
        open_index,
    )
    from mtglinks.pipeline import analyze, parse
    from mtglinks.schema.records import TagRecord
    from mtglinks.sources import Item

__all__ = [
    "Ability",
    "AmbiguousName",
    "Card",
    "CardIndex",
    "CardIndexError",
    "CardNotFound",
    "IndexedCard",
    "Link",
    "NoTextInLanguage",
    "analyze",
    "open_index",
    "parse",
    "tag_many",
    "__version__",
]
__version__ = "0.1.0"

# Loaded on first use, so that `import mtglinks` (and a card lookup) does not load the grammar.
_INDEX_NAMES = ("AmbiguousName", "CardIndex", "CardIndexError", "CardNotFound", "IndexedCard", "NoTextInLanguage")
_LAZY = {
    "analyze": "mtglinks.pipeline",
    "parse": "mtglinks.pipeline",
    "open_index": "mtglinks.index",
    **dict.fromkeys(_INDEX_NAMES, "mtglinks.index"),
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        value = getattr(importlib.import_module(_LAZY[name]), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'mtglinks' has no attribute {name!r}")


def tag_many(records: Iterable[Mapping[str, Any] | Item], jobs: int = 1, chunk_size: int = 64) -> Iterator[TagRecord]:
    """Tag many card records ({id, name, lang, text | faces}, or any reader's items of
    `mtglinks.sources.read_sources`) and yield one tag record each, in input order, for any `jobs`.
    Identical texts are analysed once. See `mtglinks.batch.runner.tag_many`.

    `jobs` (worker processes) and `chunk_size` must be whole numbers of at least 1; a `records` item
    that is neither a mapping nor a reader's item is a TypeError naming its position, raised when it
    is reached."""
    from mtglinks.arguments import check_count, check_records, checked_records

    check_records(records)
    check_count(jobs, "jobs")
    check_count(chunk_size, "chunk_size")
    from mtglinks.batch import runner
    from mtglinks.sources import BadRecord, CardRecord, Skipped

    return runner.tag_many(checked_records(records, (CardRecord, Skipped, BadRecord)), jobs=jobs, chunk_size=chunk_size)
