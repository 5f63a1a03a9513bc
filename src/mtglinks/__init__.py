"""mtglinks: parse Magic: The Gathering card text and find its linked abilities (rule 607).

>>> import mtglinks
>>> card = mtglinks.parse("Flying\\n{T}: Add {G}.", lang="en", name="Example")
>>> [a.kind for a in card.abilities]
['keyword', 'activated']
"""

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from mtglinks.analyze import analyze
from mtglinks.parse import parse
from mtglinks.tree import Ability, Card, Link

__all__ = ["Ability", "Card", "Link", "analyze", "parse", "tag_many", "__version__"]


def tag_many(records: Iterable[Mapping[str, Any]], jobs: int = 1, chunk_size: int = 64) -> Iterator[dict[str, Any]]:
    """Tag many card records ({id, name, lang, text | faces}, or any reader's items of
    `mtglinks.sources.read_sources`) and yield one tag record each, in input order, for any `jobs`.
    Identical texts are analysed once. See `mtglinks.batch.tag_many`."""
    from mtglinks import batch

    return batch.tag_many(records, jobs=jobs, chunk_size=chunk_size)
__version__ = "0.1.0"
