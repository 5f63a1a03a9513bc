"""MTGJSON AllPrintings.sqlite: `cards` (one row per face) LEFT JOIN `cardForeignData` on `uuid`,
in `cards` rowid order, opened read-only.

The builders differ (mtgsqlive, the 5.3 builder): list columns hold ", "-joined text or JSON arrays,
`identifiers` is JSON or Python's repr of a dict, identifiers live in `cardIdentifiers` or in
`cards` itself, and old exports escaped newlines as a literal backslash-n. All are accepted. A
compressed database, or one on standard input, is first copied to a temporary file.
"""

from __future__ import annotations

import ast
import errno
import json
import os
import sqlite3
import tempfile
from collections.abc import Callable, Collection, Iterator
from pathlib import Path
from typing import IO, Any
from urllib.request import pathname2url

from mtglinks.sources.compression import READ_ERRORS, Opened, read_error_message
from mtglinks.sources.model import BadRecord, Item, SourceError, Where
from mtglinks.sources.mtgjson_cards import Grouper, card_items, cut_off

CARD_COLUMNS = (
    "uuid",
    "name",
    "faceName",
    "side",
    "otherFaceIds",
    "layout",
    "text",
    "type",
    "setCode",
    "number",
    "supertypes",
)
ID_COLUMNS = ("scryfallId", "scryfallOracleId", "multiverseId")
FOREIGN_COLUMNS = ("language", "name", "faceName", "text", "type", "multiverseId", "identifiers", "uuid")
LIST_COLUMNS = frozenset({"otherFaceIds", "supertypes"})
TEXT_COLUMNS = frozenset({"text", "type"})


def split_list(value: Any) -> Any:
    """A list column: a JSON array or ", "-joined text -> a list; other values unchanged."""
    if not isinstance(value, str):
        return value
    text = value.strip()
    if not text:
        return []
    if text.startswith("["):
        try:
            parsed = json.loads(text)
        except (ValueError, RecursionError):
            parsed = None
        if isinstance(parsed, list):
            return parsed
    return [part.strip() for part in text.split(", ")]


def unescape(value: Any) -> Any:
    """A literal two-character backslash-n (old mtgsqlive exports) is a paragraph break."""
    if isinstance(value, str) and "\\n" in value:
        return value.replace("\\r\\n", "\n").replace("\\n", "\n")
    return value


def parse_struct(value: Any) -> Any:
    """A struct column: JSON text, or Python's repr of a dict (old mtgsqlive)."""
    if not isinstance(value, str):
        return value
    text = value.strip()
    if not text:
        return None
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        pass
    try:
        return ast.literal_eval(text)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return value


def _columns(db: sqlite3.Connection, table: str) -> list[str]:
    return [row[1] for row in db.execute(f'PRAGMA table_info("{table}")')]


def _connect(path: str) -> sqlite3.Connection:
    uri = "file:" + pathname2url(os.path.abspath(path)) + "?mode=ro"
    return sqlite3.connect(uri, uri=True)


# A compressed database is copied out to a temporary file; one that inflates more than this many
# times its compressed size (MTGJSON's AllPrintings.sqlite: about 5) is refused as a compression bomb
# before it fills the temporary folder. Checked past SPOOL_FREE_BYTES, so that small files never are.
MAX_INFLATION = 100
SPOOL_FREE_BYTES = 64 << 20


def _spool(opened: Opened) -> str:
    """The decompressed database in a temporary file (the caller removes it)."""
    fd, path = tempfile.mkstemp(prefix="mtglinks-", suffix=".sqlite")
    try:
        with os.fdopen(fd, "wb") as out:
            _copy_bounded(opened, out)
        hidden = opened.content.take_error()
        if hidden is not None:
            raise hidden
    except READ_ERRORS as err:
        os.unlink(path)
        if isinstance(err, OSError) and err.errno == errno.ENOSPC:
            raise SourceError(
                f"{opened.name}: the temporary folder {tempfile.gettempdir()!r} is full while the "
                f"{opened.describe()}database is copied out of its compression; set TMPDIR to a folder "
                "with room, or decompress it first"
            ) from err
        raise SourceError(f"{opened.name}: {read_error_message(err, opened)}") from err
    except BaseException:
        os.unlink(path)
        raise
    return path


def _copy_bounded(opened: Opened, out: IO[bytes]) -> None:
    """Copy the decompressed content to `out`; SourceError past MAX_INFLATION times the bytes read."""
    while True:
        block = opened.stream.read(1 << 20)
        if not block:
            return
        out.write(block)
        size = opened.offset
        if size > SPOOL_FREE_BYTES and size > MAX_INFLATION * max(opened.raw_bytes, 1):
            raise SourceError(
                f"{opened.name}: the {opened.describe()}database inflates to more than {MAX_INFLATION} times "
                f"its size ({size:,} bytes from {opened.raw_bytes:,}): refused as a compression bomb; "
                "decompress it yourself if it is real"
            )


def read_mtgjson_sqlite(
    opened: Opened, langs: Collection[str] | None, on_bytes: Callable[[int], None] | None = None
) -> Iterator[Item]:
    """The items of an MTGJSON AllPrintings.sqlite (compressed or piped ones copied to a temporary file first)."""
    temporary: str | None = None
    if opened.compression or opened.name == "-":
        temporary = _spool(opened)
        path = temporary
        size = 0  # the bytes were counted while copying
    else:
        path = opened.name
        size = Path(path).stat().st_size - len(opened.prefix)
    opened.close()
    try:
        yield from _read(opened.name, path, langs, on_bytes, size)
    finally:
        if temporary is not None:
            os.unlink(temporary)


def check_whole(name: str, path: str) -> None:
    """SourceError for a database file shorter than its header says (a cut download or copy): SQLite
    reads such a file without a word, its last pages simply missing."""
    with open(path, "rb") as handle:
        header = handle.read(100)
    if len(header) < 100:
        raise SourceError(f"{name}: the SQLite file is cut off: {len(header)} bytes, less than its header")
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(header[28:32], "big")
    # The page count is valid when the header's change counter and its version-valid-for number agree.
    if header[24:28] == header[92:96] and pages:
        expected = page_size * pages
        actual = os.path.getsize(path)
        if actual < expected:
            raise SourceError(
                f"{name}: the SQLite file is cut off: {actual:,} bytes of the {expected:,} its header "
                "says; copy or download it again"
            )


def _read(
    name: str, path: str, langs: Collection[str] | None, on_bytes: Callable[[int], None] | None, size: int
) -> Iterator[Item]:
    check_whole(name, path)
    try:
        db = _connect(path)
        tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")}
    except sqlite3.DatabaseError as err:
        raise SourceError(f"{name}: cannot open the SQLite database: {err}") from err
    try:
        if "cards" not in tables:
            raise SourceError(f"{name}: an SQLite database without a `cards` table, not an MTGJSON AllPrintings.sqlite")
        _check_columns(name, db)
        query, card_cols, id_cols, foreign_cols = _query(db, tables)
        last = db.execute(f"SELECT count(*) FROM {_cards_source(db)}").fetchone()[0] or 0
        yield from _rows(name, db, query, card_cols, id_cols, foreign_cols, langs, on_bytes, size, last)
        yield from _unjoined(name, db, tables)
    except sqlite3.DatabaseError as err:
        raise SourceError(f"{name}: cannot read the SQLite database: {err}") from err
    finally:
        db.close()


def _unjoined(name: str, db: sqlite3.Connection, tables: set[str]) -> Iterator[Item]:
    """One error for the foreign printings a `cards` table without `uuid` leaves unread (counted, not lost)."""
    if "uuid" in _columns(db, "cards") or "cardForeignData" not in tables:
        return
    count = db.execute('SELECT count(*) FROM "cardForeignData"').fetchone()[0]
    if count:
        yield BadRecord(
            Where(name, "cardForeignData"),
            f"its {count:,} foreign printings cannot be matched to their cards (the `cards` table has no "
            "`uuid` column): they are not read",
        )


# Without these a card has no text to read, or no name its text calls itself by: every record would
# come out `ok` with no abilities, which says nothing was wrong.
REQUIRED_COLUMNS = ("name", "text")


def _check_columns(name: str, db: sqlite3.Connection) -> None:
    have = set(_columns(db, "cards"))
    missing = [column for column in REQUIRED_COLUMNS if column not in have]
    if missing:
        said = " and ".join(f"`{column}`" for column in missing)
        raise SourceError(
            f"{name}: its `cards` table has no {said} column, so its cards cannot be read; "
            "is it an MTGJSON AllPrintings.sqlite?"
        )


def _cards_source(db: sqlite3.Connection) -> str:
    """What the query reads the cards from: the table (in rowid order), or for a view (which has no
    rowid) the view's rows numbered in the order it gives them."""
    kind = db.execute("SELECT type FROM sqlite_master WHERE name = 'cards'").fetchone()
    if kind is not None and kind[0] == "view":
        return "(SELECT row_number() OVER () AS rowid, * FROM cards)"
    return "cards"


def _query(db: sqlite3.Connection, tables: set[str]) -> tuple[str, list[str], list[str], list[str]]:
    have = set(_columns(db, "cards"))
    card_cols = [c for c in CARD_COLUMNS if c in have]
    # Without a `uuid` column there is nothing to join identifiers and foreign printings on.
    tables = tables if "uuid" in have else set()
    select = ["c.rowid"] + [f'c."{c}"' for c in card_cols]
    joins = []
    id_cols: list[str] = []
    if "cardIdentifiers" in tables and "uuid" in _columns(db, "cardIdentifiers"):
        id_have = set(_columns(db, "cardIdentifiers"))
        id_cols = [c for c in ID_COLUMNS if c in id_have]
        select += [f'i."{c}"' for c in id_cols]
        joins.append('LEFT JOIN "cardIdentifiers" i ON i.uuid = c.uuid')
    else:
        id_cols = [c for c in ID_COLUMNS if c in have]
        select += [f'c."{c}"' for c in id_cols]
    foreign_cols: list[str] = []
    if "cardForeignData" in tables:
        f_have = set(_columns(db, "cardForeignData"))
        if "uuid" in f_have and "language" in f_have:
            foreign_cols = [c for c in FOREIGN_COLUMNS if c in f_have]
            select += ["f.rowid"] + [f'f."{c}"' for c in foreign_cols]
            joins.append('LEFT JOIN "cardForeignData" f ON f.uuid = c.uuid')
    query = f"SELECT {', '.join(select)} FROM {_cards_source(db)} c {' '.join(joins)} ORDER BY c.rowid"
    return query, card_cols, id_cols, foreign_cols


class _Progress:
    """Reports the bytes of the database read so far to `on_bytes`, estimated from the row reached."""

    def __init__(self, on_bytes: Callable[[int], None] | None, size: int, last_rowid: int) -> None:
        self.on_bytes = on_bytes
        self.size = size
        self.last_rowid = last_rowid
        self.reported = 0

    def at(self, rowid: int) -> None:
        """The rows up to `rowid` are read."""
        if self.on_bytes is not None and self.size and self.last_rowid:
            target = self.size * rowid // self.last_rowid
            if target > self.reported:
                self.on_bytes(target - self.reported)
                self.reported = target

    def done(self) -> None:
        """Every row is read."""
        if self.on_bytes is not None and self.size > self.reported:
            self.on_bytes(self.size - self.reported)


def _rows(
    name: str,
    db: sqlite3.Connection,
    query: str,
    card_cols: list[str],
    id_cols: list[str],
    foreign_cols: list[str],
    langs: Collection[str] | None,
    on_bytes: Callable[[int], None] | None,
    size: int,
    last_rowid: int,
) -> Iterator[Item]:
    grouper = Grouper()
    progress = _Progress(on_bytes, size, last_rowid)
    n_card = len(card_cols)
    n_ids = len(id_cols)
    foreign_at = 1 + n_card + n_ids  # the foreign row's rowid, then its columns
    current: dict[str, Any] | None = None
    position = ""
    rowid = 0

    foreign: list[tuple[int, dict[str, Any]]] = []

    def finish() -> Iterator[Item]:
        """The card read so far, with its foreign rows, and every card group it completes."""
        if current is None:
            return
        # The join hands a card's foreign rows in index order: put them back in table order.
        current["foreignData"] = [row for _, row in sorted(foreign, key=lambda pair: pair[0])]
        foreign.clear()
        for group in grouper.add(position, current):
            yield from card_items(name, group, None, langs)

    def flush() -> Iterator[Item]:
        yield from finish()
        for group in grouper.flush():
            yield from card_items(name, group, None, langs)

    cursor = db.execute(query)
    try:
        for row in cursor:
            if row[0] != rowid:
                yield from finish()
                rowid = row[0]
                current = _card_entry(row, card_cols, id_cols, n_card, n_ids)
                uuid = current.get("uuid")
                position = f"cards row {rowid}" + (f" uuid={uuid}" if uuid is not None else "")
                progress.at(rowid)
            if foreign_cols and current is not None and row[foreign_at] is not None:
                values = row[foreign_at + 1 :]
                foreign.append((row[foreign_at], _foreign_entry(dict(zip(foreign_cols, values, strict=True)))))
    except sqlite3.DatabaseError as err:
        yield from finish()
        yield from cut_off(name, grouper.flush())
        yield BadRecord(Where(name, f"cards row {rowid}"), f"cannot read the SQLite database on: {err}")
        return
    yield from flush()
    progress.done()


def _card_entry(
    row: tuple[Any, ...], card_cols: list[str], id_cols: list[str], n_card: int, n_ids: int
) -> dict[str, Any]:
    entry: dict[str, Any] = {}
    for column, value in zip(card_cols, row[1 : 1 + n_card], strict=True):
        if value is None:
            continue
        if column in LIST_COLUMNS:
            value = split_list(value)
        elif column in TEXT_COLUMNS:
            value = unescape(value)
        entry[column] = value
    identifiers = {c: v for c, v in zip(id_cols, row[1 + n_card : 1 + n_card + n_ids], strict=True) if v is not None}
    if identifiers:
        entry["identifiers"] = identifiers
    entry["foreignData"] = []
    return entry


def _foreign_entry(values: dict[str, Any]) -> dict[str, Any]:
    entry: dict[str, Any] = {}
    for column, value in values.items():
        if value is None:
            continue
        if column in TEXT_COLUMNS:
            value = unescape(value)
        elif column == "identifiers":
            value = parse_struct(value)
            if value is None:
                continue
        elif column == "uuid":
            continue  # the owning card face's uuid, not the foreign entry's own
        entry[column] = value
    return entry
