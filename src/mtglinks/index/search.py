"""Scanning a card index: every card, or those with links under a rule, in a language, with a phrase."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from mtglinks.index.errors import CardIndexError

if TYPE_CHECKING:
    from mtglinks.index.reader import CardIndex, IndexedCard


def all_cards(index: CardIndex, where: str = "", args: Sequence[Any] = ()) -> Iterator[IndexedCard]:
    """Every card of a `where` clause of the cards table, in name order."""
    try:
        cursor = index._db.execute(f"SELECT name, layout, langs, data FROM cards {where} ORDER BY card", args)
        for name, layout, langs, blob in cursor:
            yield index.card_of_row(name, layout, langs, blob, None)
    except sqlite3.DatabaseError as err:
        raise CardIndexError(f"{index.path} is damaged ({err})") from err


def cards_with_links(index: CardIndex, lang: str | None = None) -> Iterator[IndexedCard]:
    """Every card that has at least one link (in `lang`'s text when given), in name order."""
    if lang is None:
        yield from all_cards(index, "WHERE links > 0")
    else:
        yield from all_cards(index, "WHERE rules LIKE ?", (f"% {lang}:%",))


def search(
    index: CardIndex, rule: str | None = None, lang: str | None = None, text: str | None = None
) -> Iterator[dict[str, Any]]:
    """The tag records (every text of every card, in name order) with a link under `rule`
    ("607.2a", or "2a"), in `lang`, whose text contains `text` (ignoring case)."""
    if rule is not None:
        rule = rule.strip()
        if not rule.startswith("607"):
            rule = "607." + rule
        cards = all_cards(index, "WHERE rules LIKE ?", (f"% {lang or '%'}:{rule} %",))
    elif lang is not None:
        cards = all_cards(index, "WHERE (' ' || langs || ' ') LIKE ?", (f"% {lang} %",))
    else:
        cards = all_cards(index)
    needle = text.casefold() if text else None
    for found in cards:
        for record in found.records:
            if lang is not None and record["lang"] != lang:
                continue
            if rule is not None and not any(link["rule"] == rule for link in record["links"]):
                continue
            if needle is not None:
                full = "\n".join(f["text"] for f in record["faces"])
                if needle not in full.casefold():
                    continue
            yield record
