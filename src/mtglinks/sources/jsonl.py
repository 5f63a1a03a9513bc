"""JSON Lines, the one reader of them: one card record a line, plain or gzip / bz2 / xz compressed.

`read_jsonl` yields the tagger's items (a record passed through as decoded; MTGJSON and Scryfall
lines read by those formats' rules); `json_lines` and `json_objects` give every other reader of a
JSON Lines file (coverage, the evaluation, the bundled corpora) the same decoding and the same
words for a bad line.
"""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Collection, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

from mtglinks.sources.common import OTHER_LANGUAGE_CODES, SUPPORTED
from mtglinks.sources.compression import BUFFER_SIZE, READ_ERRORS, Opened, open_input, read_error_message
from mtglinks.sources.model import BadRecord, CardRecord, Item, Skipped, Where, over_limit, record_limit

_BOM = b"\xef\xbb\xbf"


def _reject_constant(name: str) -> NoReturn:
    # Python's json reads NaN and Infinity, which JSON has not: echoed back they would make an output
    # line that no other JSON reader accepts.
    raise ValueError(f"{name} is not a JSON value")


def _finite(text: str) -> float:
    value = float(text)
    if value in (math.inf, -math.inf):
        # 1e999 reads as infinity in Python, which no JSON writer can write back.
        raise ValueError(f"the number {text} is out of range")
    return value


# One decoder for every line (json.loads with an option builds a new one per call).
_DECODER = json.JSONDecoder(parse_constant=_reject_constant, parse_float=_finite)


@dataclass(frozen=True)
class LongLine:
    """A line over the record limit: read past, its bytes counted, never held."""

    size: int
    limit: int

    def message(self) -> str:
        """The error of the line."""
        return "line of " + over_limit(f"{self.size:,}", self.limit)


@dataclass(frozen=True)
class JsonLine:
    """One non-blank line of a JSON Lines file: its value, or why it has none."""

    number: int  # counted from 1
    value: Any
    error: str | None = None  # "invalid JSON: …", "not UTF-8: …", a read error of the file
    cause: BaseException | None = None  # the exception behind `error`


class BadLine(ValueError):
    """A line of a JSON Lines file that is not a JSON object; the message names the line."""

    def __init__(self, line: JsonLine, reason: str) -> None:
        super().__init__(f"line {line.number}: {reason}")
        self.line = line


def _decode(raw: bytes) -> tuple[Any, str | None, BaseException | None]:
    """(value, None, None), or (None, error message, its exception); (None, None, None) for a blank line."""
    try:
        line = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        return None, f"not UTF-8: {err}", err
    # A byte-order mark opens a file; files joined with `cat` carry one at the start of later lines too.
    line = line.removeprefix("\ufeff")
    if not line.strip():
        return None, None, None
    try:
        return _DECODER.decode(line), None, None
    except RecursionError as err:
        return None, "invalid JSON: arrays or objects nested too deeply", err
    except ValueError as err:
        return None, f"invalid JSON: {err}", err


def _blank(raw: bytes) -> bool:
    return not raw.removeprefix(_BOM).strip()


def _read_past(opened: Opened, start: bytes, limit: int) -> LongLine:
    """The rest of a line over `limit` bytes (`start` is what was read of it), read through in blocks
    so that memory holds at most `limit` bytes of it."""
    size = len(start)
    raw = start
    while not raw.endswith(b"\n"):
        raw = opened.stream.readline(BUFFER_SIZE)
        if not raw:
            break
        size += len(raw)
    return LongLine(size, limit)


# Blank lines in a row past this many are not card data (a file of nothing but newlines inflates from a
# few kilobytes of gzip to billions of them): the rest of such a run is one error that counts them,
# read past in blocks, rather than one skipped item (and one line of the run's journal) each.
MAX_BLANK_RUN = 1000


@dataclass(frozen=True)
class BlankRun:
    """The blank lines of a run past MAX_BLANK_RUN: counted, read past."""

    first: int
    last: int

    def message(self) -> str:
        """The error of the run."""
        return (
            f"{self.last - self.first + 1:,} more blank lines after {MAX_BLANK_RUN:,} in a row: "
            "not card data, read past"
        )


def _skip_newlines(opened: Opened) -> int:
    """Read past the newlines that come next, a block at a time; how many."""
    count = 0
    while True:
        block = opened.stream.peek(BUFFER_SIZE)
        newlines = len(block) - len(block.lstrip(b"\n"))
        if not newlines:
            return count
        opened.stream.read(newlines)
        count += newlines


def _raw_lines(opened: Opened, limit: int) -> Iterator[tuple[int, bytes | str | LongLine | BlankRun]]:
    """(line number, its bytes) for every line; a LongLine for a line over `limit`; a BlankRun for the
    blank lines of a run past MAX_BLANK_RUN; (line number, why, as a str) once where reading broke."""
    line_no = 0
    blanks = 0  # blank lines in a row
    run: list[int] = []  # the first and last line of the blank lines past MAX_BLANK_RUN
    readline = opened.stream.readline
    bound = limit + 1
    while True:
        try:
            line: bytes = readline(bound)
            raw: bytes | LongLine = line
            if len(line) == bound and not line.endswith(b"\n"):
                raw = _read_past(opened, line, limit)
            elif line[:1] in _BLANK_STARTS and _blank(line):
                blanks += 1
                if blanks > MAX_BLANK_RUN:
                    more = _skip_newlines(opened)
                    run = [run[0] if run else line_no + 1, line_no + 1 + more]
                    line_no += 1 + more
                    continue
            else:
                blanks = 0
        except READ_ERRORS as err:
            yield from _end_of_run(run)
            yield line_no + 1, read_error_message(err, opened)
            return
        if not raw:
            yield from _end_of_run(run)
            hidden = opened.content.take_error()
            if hidden is not None:
                yield line_no + 1, read_error_message(hidden, opened)
            return
        line_no += 1
        if run:
            yield from _end_of_run(run)
            run = []
        if isinstance(raw, bytes) and raw[-1:] != b"\n" and opened.content.pending_error is not None:
            # The last line was cut off where the compressed data broke: one error, the real cause.
            yield line_no, read_error_message(opened.content.take_error() or EOFError(), opened)
            return
        yield line_no, raw


_BLANK_STARTS = frozenset({b"\n", b"\r", b" ", b"\t", _BOM[:1]})


def _end_of_run(run: list[int]) -> Iterator[tuple[int, BlankRun]]:
    if run:
        yield run[0], BlankRun(run[0], run[1])


def json_lines(path: str | Path, limit: int | None = None) -> Iterator[JsonLine]:
    """Every non-blank line of a JSON Lines file ("-": standard input), decoded by the tagger's rules;
    a line over `limit` bytes (default: `record_limit()`) is an error, never read into memory."""
    opened = open_input(str(path), sys.stdin.buffer)
    try:
        for number, raw in _raw_lines(opened, limit or record_limit()):
            if isinstance(raw, str):
                yield JsonLine(number, None, raw)
                continue
            if isinstance(raw, LongLine):
                yield JsonLine(number, None, raw.message())
                continue
            if isinstance(raw, BlankRun):
                continue  # blank lines are no lines here
            value, error, cause = _decode(raw)
            if error is None and value is None and _blank(raw):
                continue
            yield JsonLine(number, value, error, cause)
    finally:
        opened.close()


def json_objects(path: str | Path) -> Iterator[dict[str, Any]]:
    """The JSON objects of a JSON Lines file, one a non-blank line; BadLine at the first line that is not one."""
    for line in json_lines(path):
        if line.error is not None:
            raise BadLine(line, line.error) from line.cause
        if not isinstance(line.value, dict):
            raise BadLine(line, f"record must be a JSON object, not {type(line.value).__name__}")
        yield line.value


def _mtgjson_entry(value: Any) -> bool:
    """A line of `jq -c '.data.cards[]'` (a printing, with its uuid) or of `jq -c '.data[][]'` over
    AtomicCards (a card face, without one): an MTGJSON card entry, not a record of the tagger's shape."""
    return (
        isinstance(value, dict)
        and "lang" not in value
        and not _MTGJSON_KEYS.isdisjoint(value)
        and "object" not in value
        and isinstance(value.get("uuid", ""), str)
    )


_MTGJSON_KEYS = frozenset({"setCode", "foreignData", "faceName", "otherFaceIds", "identifiers"})


def _scryfall_card(value: Any) -> bool:
    """A line of `jq -c '.[]'` over a Scryfall bulk file: a Scryfall card object."""
    return isinstance(value, dict) and value.get("object") == "card"


def read_jsonl(opened: Opened, langs: Collection[str] | None, limit: int | None = None) -> Iterator[Item]:
    """One item a line. Lines that are MTGJSON card entries or Scryfall card objects (a file flattened
    with jq) are read by the same rules as those files: faces grouped, each face named in its own
    language, every foreign printing a record of its own, a missing printed text skipped."""
    # Loaded here: the plain line readers below serve coverage and the evaluation, which need neither.
    from mtglinks.sources.mtgjson_cards import Grouper, card_items, cut_off
    from mtglinks.sources.scryfall import card_item

    grouper = Grouper()
    for item in _line_items(opened, langs, limit or record_limit()):
        if isinstance(item, CardRecord) and _mtgjson_entry(item.record):
            for group in grouper.add(item.where.position, item.record):
                yield from card_items(opened.name, group, None, langs)
            continue
        if isinstance(item, BadRecord):
            # A damaged line (or the end of a damaged file) where a card's next face was due.
            yield from cut_off(opened.name, grouper.flush())
        for group in grouper.flush():
            yield from card_items(opened.name, group, None, langs)
        if isinstance(item, CardRecord) and _scryfall_card(item.record):
            yield card_item(item.where, item.record, langs)
        else:
            yield item
    for group in grouper.flush():
        yield from card_items(opened.name, group, None, langs)


def _line_items(opened: Opened, langs: Collection[str] | None, limit: int) -> Iterator[Item]:
    name = opened.name
    for line_no, raw in _raw_lines(opened, limit):
        where = Where(name, f"line {line_no}", line_no)
        if isinstance(raw, str):
            yield BadRecord(where, raw)
        elif isinstance(raw, LongLine):
            yield BadRecord(where, raw.message())
        elif isinstance(raw, BlankRun):
            yield BadRecord(Where(name, f"lines {raw.first}-{raw.last}", raw.first), raw.message())
        else:
            yield line_item(raw, where, langs)


def line_item(raw: bytes, where: Where, langs: Collection[str] | None = None) -> Item:
    """The item of one JSON Lines line."""
    value, error, _ = _decode(raw)
    if error is not None:
        return BadRecord(where, error)
    if value is None and _blank(raw):
        return Skipped(where, "blank line", None)
    if not isinstance(value, dict):
        return BadRecord(where, f"record must be a JSON object, not {type(value).__name__}")
    record_id = value.get("id")  # never the name: ids are unique per record or null
    record_name = value.get("name") if isinstance(value.get("name"), str) else None
    lang = value.get("lang", "en")
    lang = "en" if lang is None else lang
    if isinstance(lang, str):
        code = lang.lower()
        if code in OTHER_LANGUAGE_CODES:
            return Skipped(where, "unsupported language", code, record_id, record_name)
        if code in SUPPORTED and langs is not None and code not in langs:
            return Skipped(where, "language not selected", code, record_id, record_name)
        if code not in SUPPORTED:
            message = f"unknown language {lang!r}: expected one of {', '.join(sorted(SUPPORTED))}"
            # A lone surrogate ("\ud800") has no UTF-8 form: the record's language is then unknown.
            return BadRecord(where, message, record_id, record_name, code if _encodable(code) else None)
    return CardRecord(where, value)


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def read_lines(lines: Iterable[bytes], name: str, first_line: int = 1) -> Iterator[Item]:
    """The items of JSON Lines already in memory (one line each, numbered from `first_line`)."""
    for line_no, raw in enumerate(lines, start=first_line):
        yield line_item(raw, Where(name, f"line {line_no}", line_no))
