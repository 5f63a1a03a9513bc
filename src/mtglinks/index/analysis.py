"""Analysis with a card index: the index steps around the pure `pipeline.analyze`.

Before the parse, a text given with no name gets the name of the card the index holds it as
(self-name safety); after it, with the card's English name, its links are compared with that card's
Oracle text in the index (index/oracle.py). The index is always an argument: the batch runner passes
the one its run names (`reader.shared_index`), `CardIndex.analyze` itself.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
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
