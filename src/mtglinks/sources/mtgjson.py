"""MTGJSON v5 (and v4) JSON: set files, bare set objects, AllPrintings and AtomicCards, streamed."""

from __future__ import annotations

from collections.abc import Collection, Iterator
from typing import Any

from mtglinks.sources.compression import Opened
from mtglinks.sources.model import BadRecord, Item, Where
from mtglinks.sources.mtgjson_cards import MAX_FACES, Grouper, card_items, cut_off, side_order
from mtglinks.sources.mtgjson_walk import AtomicCard, EndOfCards, Entry, Failure, Stray, walk


def _atomic_id(faces: list[Any]) -> str | None:
    first = faces[0] if faces else None
    identifiers = first.get("identifiers") if isinstance(first, dict) else None
    if isinstance(identifiers, dict):
        oracle = identifiers.get("scryfallOracleId")
        if isinstance(oracle, str):
            return oracle
    return None


def read_mtgjson(opened: Opened, langs: Collection[str] | None, limit: int | None = None) -> Iterator[Item]:
    """The items of an MTGJSON v5 document (AllPrintings, AtomicCards, a set file)."""
    grouper = Grouper()
    codes: dict[str, str | None] = {}
    for event in walk(opened, limit):
        if isinstance(event, Entry):
            codes[event.position] = event.set_code
            for group in grouper.add(event.position, event.entry):
                yield from card_items(opened.name, group, codes.pop(group[0][0], None), langs)
                for position, _ in group[1:]:
                    codes.pop(position, None)
        elif isinstance(event, AtomicCard):
            yield from _flush(opened.name, grouper, codes, langs)
            if not event.faces:
                yield BadRecord(Where(opened.name, event.position), "AtomicCards entry has no faces", None, event.name)
                continue
            faces = side_order([(f"{event.position}[{i}]", face) for i, face in enumerate(event.faces[:MAX_FACES])])
            yield from card_items(opened.name, faces, None, langs, atomic_id=_atomic_id(event.faces) or event.name)
        elif isinstance(event, EndOfCards):
            yield from _flush(opened.name, grouper, codes, langs)
        elif isinstance(event, Stray):
            yield from _flush(opened.name, grouper, codes, langs)
            yield BadRecord(Where(opened.name, event.position), event.message)
        elif isinstance(event, Failure):
            yield from cut_off(opened.name, grouper.flush())
            yield BadRecord(Where(opened.name, event.position), event.message)
            return
    yield from _flush(opened.name, grouper, codes, langs)


def _flush(file: str, grouper: Grouper, codes: dict[str, str | None], langs: Collection[str] | None) -> Iterator[Item]:
    for group in grouper.flush():
        yield from card_items(file, group, codes.pop(group[0][0], None), langs)
        for position, _ in group[1:]:
            codes.pop(position, None)
