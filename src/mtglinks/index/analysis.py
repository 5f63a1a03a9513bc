"""Analysis with a card index: the index steps around the pure `pipeline.analyze`.

Before the parse, a text given with no name gets the name of the card the index holds it as
(self-name safety); after it, with the card's English name, its links are compared with that card's
Oracle text in the index (index/oracle.py). The index is always an argument: the batch runner passes
the one its run names (`index_at`), `CardIndex.analyze` itself.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mtglinks.index.oracle import oracle_review
from mtglinks.index.selfname import resolve_name

if TYPE_CHECKING:
    from mtglinks.index.reader import CardIndex
    from mtglinks.tree import Card


def analyze_with_index(
    index: CardIndex | None,
    text: str | None = None,
    lang: str = "en",
    name: str | None = None,
    faces: Sequence[Mapping[str, Any]] | None = None,
    english_name: str | None = None,
) -> Card:
    """`pipeline.analyze` with `index`'s steps: the name of a nameless text found in the index, and
    with `english_name` the comparison with that card's Oracle text there (none of it with no index)."""
    from mtglinks.pipeline import analyze_named

    check = resolve_name(text, lang=lang, name=name, faces=faces, index=index)
    card = analyze_named(text, lang, check, faces)
    if english_name and index is not None:
        card.review.extend(oracle_review(card, english_name, index))
    return card


# The indexes of this process by path, size and modification time (an index rebuilt in place is
# opened anew): each opened once, used from any thread (a CardIndex opens a connection per thread,
# and again in a forked worker).
_OPEN: dict[tuple[str, int, int], CardIndex] = {}
_LOCK = threading.Lock()


def index_at(path: str | os.PathLike[str]) -> CardIndex:
    """The index at `path`, opened once per process; CardIndexError when it cannot be."""
    from mtglinks.index.errors import CardIndexError
    from mtglinks.index.reader import CardIndex

    try:
        stat = os.stat(path)
    except OSError as err:
        raise CardIndexError(f"the card index {path} cannot be read ({err.strerror or err})") from err
    key = (str(Path(path)), stat.st_size, stat.st_mtime_ns)
    with _LOCK:
        index = _OPEN.get(key)
        if index is None:
            index = _OPEN[key] = CardIndex(key[0])
    return index


def tag_index_at(path: str | os.PathLike[str] | None = None) -> CardIndex:
    """The index an analysis command reads (`tag`, `links`, `parse`): `path`, else $MTGLINKS_DB, else
    the bundled one (`locate.tag_index`), opened once per process; CardIndexError when it cannot be."""
    from mtglinks.index.locate import tag_index

    return index_at(tag_index(path))
