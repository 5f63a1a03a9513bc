"""Readers of the card databases users hold: JSON Lines, MTGJSON (v5 JSON, v3 JSON, AllPrintings.sqlite)
and Scryfall (bulk files, lists, single cards), plain or gzip / bz2 / xz compressed, from files or
standard input. The format is found from the content (`from_format` forces one).

`read_sources` yields exactly one item per input record, in input order: a `CardRecord` (the
tagger's input record), a `Skipped` record (a counted reason: no printed text, a language not read,
a token, not a card, a blank line) or a `BadRecord` (what is wrong with it, and where).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Collection, Iterator, Sequence

from mtglinks.sources.common import SUPPORTED
from mtglinks.sources.model import (
    DEFAULT_MAX_TEXT,
    FORMATS,
    BadRecord,
    CardRecord,
    Item,
    Skipped,
    SourceError,
    Where,
    record_limit,
)

__all__ = [
    "FORMATS",
    "BadRecord",
    "CardRecord",
    "Item",
    "Skipped",
    "SourceError",
    "Where",
    "check_inputs",
    "read_sources",
    "record_limit",
    "total_bytes",
]


def check_inputs(paths: Sequence[str]) -> None:
    """SourceError (naming the file) for an input that cannot be read at all, before any work."""
    if not paths:
        raise SourceError("no input given")
    if list(paths).count("-") > 1:
        raise SourceError("standard input (-) is given more than once")
    for path in paths:
        if path == "-":
            continue
        if not os.path.exists(path):
            raise SourceError(f"{path}: no such file")
        if os.path.isdir(path):
            raise SourceError(f"{path}: is a directory, not a card file")
        if not os.access(path, os.R_OK):
            raise SourceError(f"{path}: cannot be read (permission denied)")


def total_bytes(paths: Sequence[str]) -> int | None:
    """The on-disk size of all inputs, None when one is standard input (or not a regular file)."""
    total = 0
    for path in paths:
        if path == "-" or not os.path.isfile(path):
            return None
        total += os.path.getsize(path)
    return total


def _check_langs(langs: Collection[str] | None) -> frozenset[str] | None:
    if langs is None:
        return None
    codes = frozenset(code.strip().lower() for code in langs)
    unknown = sorted(codes - SUPPORTED)
    if unknown:
        raise SourceError(f"unknown language {', '.join(unknown)}: expected some of {', '.join(sorted(SUPPORTED))}")
    return codes


def read_sources(
    paths: Sequence[str],
    from_format: str | None = None,
    langs: Collection[str] | None = None,
    on_bytes: Callable[[int], None] | None = None,
    file_errors: str = "raise",
    max_text: int = DEFAULT_MAX_TEXT,
) -> Iterator[Item]:
    """Every record of every input, in order. An input that cannot be read at all (its format unknown,
    UTF-16, lines ending in a carriage return only) raises SourceError before any of its items; with
    `file_errors="item"` it is one BadRecord naming the file and why, and the other inputs go on (a
    batch never stops on one input). A record longer in its input than `record_limit(max_text)` bytes
    (a line, a card entry, one string) is one BadRecord, read past without being held in memory."""
    if from_format is not None and from_format not in FORMATS:
        raise SourceError(f"unknown format {from_format!r}: expected one of {', '.join(FORMATS)}")
    codes = _check_langs(langs)
    check_inputs(paths)
    for path in paths:
        try:
            yield from _read_one(path, from_format, codes, on_bytes, record_limit(max_text))
        except SourceError as err:
            if file_errors == "raise":
                raise
            yield BadRecord(Where(path, "the whole file"), str(err))


def _read_one(
    path: str,
    from_format: str | None,
    langs: frozenset[str] | None,
    on_bytes: Callable[[int], None] | None,
    limit: int,
) -> Iterator[Item]:
    # The readers (ijson, sqlite3) load on first use: `mtglinks --help` and a card lookup need none.
    # Each reader is imported only for a file of its format (the others, with ijson, sqlite3 and what they
    # import, were 0.02 CPU-s of a JSON Lines run's start).
    from mtglinks.sources.compression import READ_ERRORS, open_input
    from mtglinks.sources.detect import choose_format

    try:
        opened = open_input(path, sys.stdin.buffer, on_bytes)
    except READ_ERRORS as err:
        raise SourceError(f"{path}: cannot read: {err}") from err
    try:
        fmt = choose_format(opened, from_format)
        if fmt == "jsonl":
            from mtglinks.sources.jsonl import read_jsonl

            yield from read_jsonl(opened, langs, limit)
        elif fmt == "mtgjson":
            from mtglinks.sources.mtgjson import read_mtgjson

            yield from read_mtgjson(opened, langs, limit)
        elif fmt == "mtgjson-v3":
            from mtglinks.sources.mtgjson_v3 import read_mtgjson_v3

            yield from read_mtgjson_v3(opened, langs, limit)
        elif fmt == "scryfall":
            from mtglinks.sources.scryfall import read_scryfall

            yield from read_scryfall(opened, langs, limit)
        else:
            from mtglinks.sources.mtgjson_sqlite import read_mtgjson_sqlite

            yield from read_mtgjson_sqlite(opened, langs, on_bytes)
    finally:
        opened.close()
