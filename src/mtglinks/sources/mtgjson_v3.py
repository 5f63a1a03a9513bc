"""MTGJSON v3 JSON set files (and v3 AllSets): `cards[]` with `names` and `foreignNames[]`.

v3 has one entry per face too; `name` is the face's own name, `names` lists the card's faces in
order, `id` is MTGJSON's card id and `foreignNames` holds each language's `name`, `text`, `type`
and `multiverseid` (older v3 builds only the name: those foreign entries are "no printed text").
"""

from __future__ import annotations

from collections.abc import Collection, Iterator
from typing import Any

from mtglinks.sources.compression import Opened
from mtglinks.sources.model import BadRecord, Item, Where
from mtglinks.sources.mtgjson_cards import MAX_FACES, UNGROUPED_LAYOUTS, card_items, cut_off
from mtglinks.sources.mtgjson_walk import AtomicCard, EndOfCards, Entry, Failure, Stray, walk


def _names(entry: Any) -> tuple[str, ...] | None:
    if not isinstance(entry, dict) or _text(entry.get("layout")) in UNGROUPED_LAYOUTS:
        return None
    names = entry.get("names")
    if isinstance(names, list) and len(names) > 1 and all(isinstance(n, str) for n in names):
        return tuple(names)
    return None


def _text(value: Any) -> str | None:
    """A field that should be a string, None when it is not one (a list or an object is no key)."""
    return value if isinstance(value, str) else None


class _V3Grouper:
    """Adjacent entries with the same `names` are the faces of one card, ordered as `names` says."""

    def __init__(self) -> None:
        self.pending: list[tuple[str, Any]] = []
        self.names: tuple[str, ...] | None = None
        self.code: str | None = None

    def add(self, entry: Entry) -> list[tuple[list[tuple[str, Any]], str | None]]:
        names = _names(entry.entry)
        out: list[tuple[list[tuple[str, Any]], str | None]] = []
        if names is not None and names == self.names and len(self.pending) < MAX_FACES:
            self.pending.append((entry.position, entry.entry))
        else:
            out.extend(self.flush())
            if names is None:
                return [*out, ([(entry.position, entry.entry)], entry.set_code)]
            self.pending, self.names, self.code = [(entry.position, entry.entry)], names, entry.set_code
        seen = {_text(e.get("name")) for _, e in self.pending}
        if seen >= set(names):
            out.extend(self.flush())
        return out

    def flush(self) -> list[tuple[list[tuple[str, Any]], str | None]]:
        if not self.pending:
            return []
        names = self.names or ()
        order = {n: i for i, n in enumerate(names)}
        group = sorted(self.pending, key=lambda item: order.get(_text(item[1].get("name")) or "", len(order)))
        self.pending, self.names = [], None
        return [(group, self.code)]


def _atomic_items(file: str, card: AtomicCard, langs: Collection[str] | None) -> Iterator[Item]:
    faces = [(f"{card.position}[{i}]", face) for i, face in enumerate(card.faces[:MAX_FACES])]
    if not faces:
        yield BadRecord(Where(file, card.position), "AtomicCards entry has no faces", None, card.name)
        return
    yield from card_items(file, faces, None, langs, v3=True, atomic_id=card.name)


def read_mtgjson_v3(opened: Opened, langs: Collection[str] | None, limit: int | None = None) -> Iterator[Item]:
    """The items of an MTGJSON v3 document (AllSets, a set file)."""
    grouper = _V3Grouper()

    def flush() -> Iterator[Item]:
        for group, code in grouper.flush():
            yield from card_items(opened.name, group, code, langs, v3=True)

    for event in walk(opened, limit):
        if isinstance(event, Entry):
            for group, code in grouper.add(event):
                yield from card_items(opened.name, group, code, langs, v3=True)
        elif isinstance(event, EndOfCards):
            yield from flush()
        elif isinstance(event, AtomicCard):
            yield from flush()
            yield from _atomic_items(opened.name, event, langs)
        elif isinstance(event, Stray):
            yield from flush()
            yield BadRecord(Where(opened.name, event.position), event.message)
        elif isinstance(event, Failure):
            yield from cut_off(opened.name, [group for group, _ in grouper.flush()])
            yield BadRecord(Where(opened.name, event.position), event.message)
            return
    yield from flush()
