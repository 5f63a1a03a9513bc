"""What every writer shares: the error type, the flattened ids of a tag record, safe JSON and text."""

from __future__ import annotations

import json
import marshal
import math
from collections.abc import Iterable, Iterator, Mapping
from typing import Any, NamedTuple, Protocol


class BinaryStream(Protocol):
    """What the writers write onto: a file opened "wb", standard output's buffer, a GzipFile."""

    def write(self, data: bytes, /) -> object:
        """Write all of `data`."""
        ...

    def flush(self) -> object:
        """Hand what is buffered to the layer below."""
        ...


class SinkError(Exception):
    """An output cannot be written (unwritable folder, unknown format, a record with no JSON form, a
    full disk); the message names the path or the record and the problem."""


# The columns the `ids` of a tag record flatten to, in the order the tables and CSV use.
# `set` is `set_code` in SQLite, where SET is a keyword.
ID_KEYS: tuple[tuple[str, str], ...] = (
    ("uuid", "uuid"),
    ("scryfall_id", "scryfall_id"),
    ("oracle_id", "oracle_id"),
    ("set", "set_code"),
    ("number", "number"),
    ("english_name", "english_name"),
    ("layout", "layout"),
    ("multiverse_id", "multiverse_id"),
)
ID_COLUMNS: tuple[str, ...] = tuple(column for _, column in ID_KEYS)


def describe(record: Mapping[str, Any] | Any, index: int | None = None) -> str:
    """How an error message names a record: its place in the input and its id."""
    parts = []
    if index is not None:
        parts.append(f"record {index}")
    if isinstance(record, Mapping):
        source = record.get("source")
        if isinstance(source, Mapping) and source.get("position"):
            file = source.get("file")
            parts.append(f"{file} {source['position']}" if file else str(source["position"]))
        elif isinstance(record.get("line"), int) and record.get("line"):
            parts.append(f"line {record['line']}")
        if record.get("id") is not None:
            parts.append(f"id {record.get('id')!r}")
    return " ".join(parts) or "a record"


def mapping(value: Any) -> Mapping[str, Any]:
    """`value` if it is a mapping, else an empty one: optional keys may be missing or null."""
    return value if isinstance(value, Mapping) else {}


def sequence(value: Any) -> list[Any]:
    """`value` if it is a list (or tuple), else an empty list."""
    return list(value) if isinstance(value, list | tuple) else []


def flat_ids(record: Mapping[str, Any]) -> dict[str, Any]:
    """The record's `ids` as flat columns: uuid, scryfall_id, oracle_id, set_code, number,
    english_name, layout, multiverse_id (None when unknown), face_uuids and face_names (lists, or None)."""
    ids = mapping(record.get("ids"))
    flat = {column: scalar(ids.get(key)) for key, column in ID_KEYS}
    for key in ("face_uuids", "face_names"):
        faces = ids.get(key)
        flat[key] = list(faces) if isinstance(faces, list | tuple) else None
    return flat


def link_count(record: Mapping[str, Any]) -> int:
    """How many links a tag record has."""
    return len(sequence(record.get("links")))


def review_count(record: Mapping[str, Any]) -> int:
    """How many review flags a tag record has."""
    return len(sequence(record.get("review")))


def is_ok(record: Mapping[str, Any]) -> bool:
    """True when a tag record's card was analysed (status "ok")."""
    return record.get("status") == "ok"


# SQLite's INTEGER is 64 bits: a larger JSON number (an id of 30 digits) is kept as its digits.
_INT_RANGE = range(-(2**63), 2**63)


def scalar(value: Any) -> Any:
    """A value fit for one CSV cell or SQLite column: None, a string, a number, or JSON text for a
    list or an object (an id may be any JSON value); an integer past 64 bits as its digits, a float
    that is not finite as JSON would never write it (its repr)."""
    if isinstance(value, bool):
        return json.dumps(value)
    if isinstance(value, int):
        return value if value in _INT_RANGE else str(value)
    if isinstance(value, float):
        return value if math.isfinite(value) else repr(value)
    if value is None or isinstance(value, str):
        return value
    try:
        return json.dumps(value, ensure_ascii=False, allow_nan=False, sort_keys=True, default=str)
    except (ValueError, RecursionError):
        return repr(value)


def clean_text(value: str) -> str:
    """A string with a UTF-8 form: a lone surrogate (from a JSON "\\ud800" escape) becomes the text
    `\\ud800`, as JSON would write it, instead of stopping the whole write."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return value.encode("utf-8", "backslashreplace").decode("utf-8")
    return value


# One encoder of each kind for every value (json.dumps with an option builds a new one per call).
_UNICODE_JSON = json.JSONEncoder(ensure_ascii=False, allow_nan=False)
_ASCII_JSON = json.JSONEncoder(ensure_ascii=True, allow_nan=False)


def strict_json(value: Any) -> str:
    """JSON text every reader accepts: never NaN or Infinity (ValueError), and UTF-8 encodable (a lone
    surrogate, a JSON "\\ud800" escape in the input, is written as an ASCII escape: the same value).
    The one home of how mtglinks writes JSON (the batch runner serialises records with it too)."""
    text = _UNICODE_JSON.encode(value)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return _ASCII_JSON.encode(value)
    return text


def to_json(value: Any, record: Mapping[str, Any] | None = None, what: str | None = None) -> str:
    """Compact JSON text of one value (`strict_json`): a value with no JSON form is a SinkError naming
    the record (or `what` it is)."""
    try:
        return strict_json(value)
    except (ValueError, TypeError, RecursionError) as err:
        raise SinkError(f"{what or describe(record)}: has no JSON form: {err}") from err


class CardRows(NamedTuple):
    """One tag record's rows of every SQLite table, already built (sqlite.record_rows), as JSON text."""

    text: str


class TableRows(NamedTuple):
    """The rows of every SQLite table for `records` tag records in a row (a part of the input, built
    where it was tagged: sqlite.table_rows), the records numbered 1..records in each row's first
    column (`seq` is added when they are inserted), with the counts the `meta` table needs."""

    tables: list[list[tuple[Any, ...]]]  # cards, abilities, effects, links, review
    records: int
    ok: int
    links: int
    schema_versions: tuple[Any, ...]

    def __reduce__(self) -> tuple[Any, ...]:
        # Sent from a worker to the main process: marshal writes and reads rows of plain values
        # (str, int, float, None) about twice as fast as pickle.
        try:
            tables: Any = marshal.dumps(self.tables)
        except ValueError:  # a value marshal does not take: pickled as it is
            tables = self.tables
        return (_table_rows, (tables, self.records, self.ok, self.links, self.schema_versions))


def _table_rows(tables: Any, records: int, ok: int, links: int, schema_versions: tuple[Any, ...]) -> TableRows:
    """A TableRows as `TableRows.__reduce__` sent it."""
    rows = marshal.loads(tables) if isinstance(tables, bytes) else tables
    return TableRows(rows, records, ok, links, schema_versions)


class PartFile(NamedTuple):
    """The rows of every SQLite table for `records` tag records in a row, as `TableRows` holds them,
    written by the worker that tagged them into an SQLite file of their own (sqlite_parts.py), which
    the writer copies from in C (`ATTACH`, `INSERT … SELECT`) and then removes. `starts` gives, for
    each table, the rows before each record (array of "q", records + 1 of them, as bytes)."""

    path: str
    records: int
    ok: int
    links: int
    schema_versions: tuple[Any, ...]
    starts: tuple[bytes, ...]


class Source:
    """The records (tag records, or for JSON Lines their JSON text as the runner serialised it),
    counted; `failed` says whether an exception came from the records themselves
    (a reader's or the tagger's), which a writer passes on as it is, unlike its own write errors."""

    def __init__(self, records: Iterable[Mapping[str, Any] | str | CardRows | TableRows | PartFile]) -> None:
        self._records = iter(records)
        self.count = 0
        self.failed = False

    def __iter__(self) -> Iterator[Any]:
        while True:
            try:
                record = next(self._records)
            except StopIteration:
                return
            except BaseException:
                self.failed = True
                raise
            if isinstance(record, (TableRows, PartFile)):
                self.count += record.records  # several records at once
                yield record
                continue
            if not isinstance(record, (Mapping, str, CardRows)):
                raise SinkError(f"record {self.count + 1}: a tag record is an object, not {type(record).__name__}")
            self.count += 1
            yield record
