"""Disjoint parts of one big input, each a document of its own that a worker reads by itself.

A card database dump is read by the workers, not by the main process: the main process only finds
where the input can be cut (`plan`, a few C-speed searches near each cut, no parsing), and each
worker reads its parts (`read_part`) and tags their records. Where the cuts fall depends only on the
input's bytes (never on the number of workers), and every run reads a splittable input through its
parts, whatever `-j`: the output is the same bytes for every `-j`.

Inputs that are cut:
- an MTGJSON AllPrintings file (`{"meta": …, "data": {"CODE": {set}, …}}`): at the start of a set
  (a key that looks like a set code, opening an object whose first key is one of a set's). A part is
  whole sets, made a document of its own by `{"data": {` before and `}}` after, so its positions
  (`data.CODE.cards[3]`) are those of the whole file;
- a Scryfall bulk file laid out one card object a line (as Scryfall writes them: `[`, then `{…},`
  lines, then `]`): at a line break. A line break in JSON is never inside a string, so each line is
  one object; each is decoded on its own, so a malformed object is one error record and the rest of
  its part is read. The main process counts the lines before each cut, so that positions (`[1234]`)
  are those of the whole array.

Anything else (JSON Lines, SQLite, set files, compressed or small inputs, standard input, a file
whose layout does not pass the checks) is read as one stream, as before (`plan` gives None).
"""

from __future__ import annotations

import io
import os
import re
from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass

from mtglinks.sources.model import BadRecord, Item, SourceError, Where, over_limit

# The size a part aims at: cuts are made at the first possible place after each multiple of it
# (the environment variable, when set, overrides it: tests cut small files).
PART_BYTES = 1 << 20
PART_BYTES_VARIABLE = "MTGLINKS_PART_BYTES"
# A part may be longer (a big set: cuts are made only between sets) up to this size; past it the
# input is read as one stream (a worker holds its part in memory).
MAX_PART_BYTES = 64 << 20
# How much is read at once when the main process looks for a cut or counts lines.
WINDOW = 1 << 20

# A set code (a key of AllPrintings' `data`): short, letters and digits.
_SET_CODE = re.compile(rb"[0-9A-Za-z_]{1,12}\Z")
# The first key of a set object, in MTGJSON's order (alphabetical) or a writer's own (code first).
_SET_FIRST_KEYS = frozenset(
    {b"baseSetSize", b"block", b"booster", b"cards", b"cardsphereSetId", b"code", b"codeV3", b"decks", b"isFoilOnly"}
)
_OPEN_SET = b'": {"'
_DATA_PREFIX = b'{"data": {'
_SPACE = b" \t\r\n"


@dataclass(frozen=True)
class Part:
    """A byte range of one input file, and how it is made a document of its own."""

    path: str  # as given on the command line
    fmt: str  # "mtgjson" or "scryfall"
    start: int
    end: int
    first: int = 0  # Scryfall: the array index of the part's first object
    prefix: bytes = b""  # MTGJSON: put before the range's bytes
    suffix: bytes = b""  # MTGJSON: put after them
    last: bool = False

    @property
    def size(self) -> int:
        """The bytes of the input the part covers."""
        return self.end - self.start


def plan_inputs(paths: Sequence[str], from_format: str | None, part_bytes: int | None = None) -> list[Part] | None:
    """The parts of the inputs (their formats detected, or `from_format`); None when one of them
    cannot be cut, is compressed, or cannot be read (its reader then says why)."""
    from mtglinks.sources.compression import READ_ERRORS, open_input
    from mtglinks.sources.detect import choose_format

    formats: list[str | None] = []
    size = part_bytes or _size_from_environment()
    for path in paths:
        if path == "-":
            return None
        try:
            opened = open_input(path, io.BytesIO())
        except READ_ERRORS:
            return None
        try:
            if opened.compression is not None:
                return None
            formats.append(choose_format(opened, from_format))
        except SourceError:
            return None
        except READ_ERRORS:
            return None
        finally:
            opened.close()
    return plan(paths, formats, size)


def _size_from_environment() -> int | None:
    text = os.environ.get(PART_BYTES_VARIABLE, "")
    return int(text) if text.isdigit() and int(text) > 0 else None


def plan(paths: Sequence[str], formats: Sequence[str | None], part_bytes: int | None = None) -> list[Part] | None:
    """The parts of every input, in input order; None when one of them cannot be cut (all are then
    read as streams: one way of reading for the whole run)."""
    size = part_bytes or PART_BYTES
    parts: list[Part] = []
    for path, fmt in zip(paths, formats, strict=True):
        found = _plan_one(path, fmt, size)
        if found is None:
            return None
        parts.extend(found)
    return parts


def _plan_one(path: str, fmt: str | None, size: int) -> list[Part] | None:
    if path == "-" or fmt not in ("mtgjson", "scryfall") or not os.path.isfile(path):
        return None
    total = os.path.getsize(path)
    if total < 2 * size:
        return None
    with open(path, "rb") as f:
        head = f.read(WINDOW)
        if head.lstrip(_SPACE)[:1] not in (b"{", b"["):
            return None  # compressed, a byte-order mark, or not JSON at all
        cuts = _mtgjson_cuts(f, head, total, size) if fmt == "mtgjson" else _scryfall_cuts(f, head, total, size)
        if cuts is None or len(cuts) < 2:
            return None
        ends = [*cuts[1:], total]
        if any(end - start > max(MAX_PART_BYTES, 2 * size) for start, end in zip(cuts, ends, strict=True)):
            return None
        if fmt == "scryfall":
            firsts = _scryfall_firsts(f, head, cuts)
            return [
                Part(path, fmt, start, end, first=first, last=end == total)
                for start, end, first in zip(cuts, ends, firsts, strict=True)
            ]
    out = []
    for n, (start, end) in enumerate(zip(cuts, ends, strict=True)):
        prefix = b"" if n == 0 else _DATA_PREFIX
        suffix = b"" if end == total else b"}}"
        out.append(Part(path, fmt, start, end, prefix=prefix, suffix=suffix, last=end == total))
    return out


# ---- MTGJSON AllPrintings: cut at set starts ---------------------------------------------------


def _set_start(window: bytes, at: int) -> int | None:
    """Where the set whose `": {"` is at `at` starts (its key's opening quote), None when it is no set
    start: the key must look like a set code, follow the end of the set before (`}, `), and open an
    object whose first key is one of a set's."""
    quote = window.rfind(b'"', 0, at)
    if quote < 0 or not _SET_CODE.match(window, quote + 1, at):
        return None
    before = window[max(0, quote - 16) : quote].rstrip(_SPACE)
    if not before.endswith(b",") or not before[:-1].rstrip(_SPACE).endswith(b"}"):
        return None
    key_end = window.find(b'"', at + len(_OPEN_SET))
    if key_end < 0 or window[at + len(_OPEN_SET) : key_end] not in _SET_FIRST_KEYS:
        return None
    return quote


def _next_set_start(f: io.BufferedReader, position: int, total: int) -> int | None:
    """The first set start at or after `position`, None when there is none before the end."""
    while position < total:
        f.seek(position)
        window = f.read(WINDOW + 64)
        at = window.find(_OPEN_SET, 32)
        while 0 <= at < WINDOW + 32:
            start = _set_start(window, at)
            if start is not None:
                return position + start
            at = window.find(_OPEN_SET, at + 1)
        position += WINDOW
    return None


def _mtgjson_cuts(f: io.BufferedReader, head: bytes, total: int, size: int) -> list[int] | None:
    """Byte offsets of the parts of an AllPrintings file (the first is 0), None when it is not one."""
    data = re.search(rb'^\s*\{.*?"data"\s*:\s*\{\s*"', head[:65536], re.DOTALL)
    if data is None:
        return None
    first_set = data.end() - 1
    at = head.find(_OPEN_SET, first_set)
    key_end = head.find(b'"', at + len(_OPEN_SET))
    if (
        at < 0
        or not _SET_CODE.match(head, first_set + 1, at)
        or head[at + len(_OPEN_SET) : key_end] not in _SET_FIRST_KEYS
    ):
        return None  # `data` is not a map of sets (a set file, AtomicCards)
    cuts = [0]
    while True:
        found = _next_set_start(f, max(cuts[-1] + 1, first_set + 1, len(cuts) * size), total)
        if found is None or total - found < size // 2:
            return cuts
        cuts.append(found)


# ---- Scryfall: cut at line breaks --------------------------------------------------------------


def _scryfall_cuts(f: io.BufferedReader, head: bytes, total: int, size: int) -> list[int] | None:
    """Byte offsets of the parts of a Scryfall array laid out one object a line, None when it is not."""
    lines = head.split(b"\n")
    if len(lines) < 3 or not lines[0].lstrip(_SPACE).startswith(b"["):
        return None
    for raw in lines[1:-1]:  # every whole line of the first window must be one object
        text = raw.strip(_SPACE).removesuffix(b",").removesuffix(b"]").rstrip(_SPACE)
        if not text:
            continue  # the array's end
        if not (text.startswith(b"{") and text.endswith(b"}")):
            return None  # an object laid out over several lines
    cuts = [0]
    position = size
    while position < total:
        f.seek(position)
        window = f.read(WINDOW)
        newline = window.find(b"\n")
        if newline < 0:
            return None  # a line longer than a window: read as one stream
        cut = position + newline + 1
        f.seek(cut)
        if f.read(1) != b"{":
            if total - cut <= 4 and not f.read(4).strip(_SPACE):
                return cuts  # the closing `]` alone
            return None
        cuts.append(cut)
        position = cut + size
    return cuts


def _scryfall_firsts(f: io.BufferedReader, head: bytes, cuts: list[int]) -> list[int]:
    """The array index of each part's first object: the lines before its cut (each one object; a first
    line that is only `[` holds none)."""
    firsts = [0]
    count = -1 if head.split(b"\n", 1)[0].strip(_SPACE) == b"[" else 0
    f.seek(0)
    position = 0
    for cut in cuts[1:]:
        while position < cut:
            block = f.read(min(16 * WINDOW, cut - position))
            count += block.count(b"\n")
            position += len(block)
        firsts.append(count)
    return firsts


# ---- reading a part ----------------------------------------------------------------------------


def _range(part: Part) -> bytes:
    with open(part.path, "rb") as f:
        f.seek(part.start)
        data = f.read(part.end - part.start)
    if part.fmt == "scryfall":
        # The array's brackets are not part of any object.
        if part.start == 0:
            data = data.lstrip(_SPACE).removeprefix(b"[")
        if part.last:
            data = data.rstrip(_SPACE).removesuffix(b"]")
    elif not part.last:
        data = data.rstrip(_SPACE).removesuffix(b",")  # the comma before the next part's set
    return data


def load_readers() -> None:
    """Import the modules `read_part` reads with, for either format: done before workers are forked,
    so that each does not import (and without saved bytecode, compile) them again (#24)."""
    from mtglinks.sources import compression, jsonl, mtgjson, scryfall  # noqa: F401


def read_part(part: Part, langs: Collection[str] | None, limit: int) -> Iterator[Item]:
    """The items of one part, in order, as the whole file's reader would name them."""
    if part.fmt == "scryfall":
        yield from _scryfall_items(part, langs, limit)
        return
    from mtglinks.sources.compression import open_stream
    from mtglinks.sources.mtgjson import read_mtgjson

    document = part.prefix + _range(part) + part.suffix
    opened = open_stream(io.BytesIO(document), part.path)
    # Byte offsets in messages count from the start of the file, not of the part's own document.
    opened.content.delivered += part.start - len(part.prefix)
    try:
        yield from read_mtgjson(opened, langs, limit)
    finally:
        opened.close()


def _scryfall_items(part: Part, langs: Collection[str] | None, limit: int) -> Iterator[Item]:
    from mtglinks.sources.jsonl import _DECODER
    from mtglinks.sources.scryfall import card_item

    index = part.first
    for raw in _range(part).split(b"\n"):
        text = raw.strip(_SPACE).removesuffix(b",").rstrip(_SPACE)
        if not text:
            continue
        where = Where(part.path, f"[{index}]")
        index += 1
        if len(text) > limit:
            yield BadRecord(where, "a card entry of " + over_limit(f"{len(text):,}", limit))
            continue
        try:
            card = _DECODER.decode(text.decode("utf-8"))
        except (ValueError, RecursionError) as err:
            yield BadRecord(where, f"invalid JSON: {err}")
            continue
        yield card_item(where, card, langs)


__all__ = [
    "MAX_PART_BYTES",
    "PART_BYTES",
    "PART_BYTES_VARIABLE",
    "Part",
    "load_readers",
    "plan",
    "plan_inputs",
    "read_part",
]
