"""Analysis with a card index: the index steps around the pure `pipeline.analyze`.

Before the parse, a text given with no name gets the name of the card the index holds it as
(self-name safety); after it, with the card's English name, its links are compared with that card's
Oracle text in the index (links/oracle.py). The index is always an argument: the batch runner passes
the one its run names (`reader.shared_index`), `CardIndex.analyze` itself.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from mtglinks import pipeline
from mtglinks.index.errors import CardIndexError
from mtglinks.links.oracle import LinkedText, card_links, card_review, compare
from mtglinks.text.selfname import resolve_name

if TYPE_CHECKING:
    from mtglinks.index.reader import CardIndex
    from mtglinks.tree import Card, Review


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
    check = resolve_name(text, lang=lang, name=name, faces=faces, index=None if index is None else TextsOrNone(index))
    card = pipeline.analyze_named(text, lang, check, faces)  # looked up at each call (tests replace it)
    if english_name and index is not None:
        card.review.extend(oracle_review(card, english_name, index))
    return card


class OracleSource(Protocol):
    """What the comparison asks of a card index (`CardIndex.oracle_links`)."""

    def oracle_links(self, english_name: str, rules: Sequence[str] | None = None) -> LinkedText | None:
        """The Oracle text of the card of that English name with its links; None when there is nothing to compare."""


def oracle_review(card: Card, english_name: str, index: OracleSource) -> list[Review]:
    """The review entries of an analysed card whose English name is `english_name`, against that
    card's Oracle text in `index`. A text of one face of a multi-face card is compared with the links
    of the face its English or its own name names (not at all when neither does), and the card's
    links that touch another face are one entry on the whole card. None when the text is empty, the
    index has no such card (or cannot be read), or the texts link the same rules; no difference of
    links is flagged on the index's own Oracle text."""
    if not card.text.strip():
        return []
    try:
        # Most texts link what their Oracle text links: that costs a name lookup, no row read.
        oracle = index.oracle_links(english_name, rules=sorted(link.rule for link in card.links))
    except CardIndexError:
        return []
    if oracle is None:
        return []
    return card_review(card, compare(card_links(card), len(card.faces), oracle, english_name, card.name))


class TextsOrNone:
    """A card index asked for the names of a text, answering none where it cannot be read: a damaged
    index must not stop a text's analysis (it only loses the name the index would have given)."""

    def __init__(self, index: CardIndex) -> None:
        self.index = index

    def names_for_text(self, text: str, lang: str | None = None) -> list[tuple[str, str]]:
        """(name, lang) of the cards whose text is exactly `text`; none when the index cannot be read."""
        try:
            return self.index.names_for_text(text, lang)
        except CardIndexError:
            return []
