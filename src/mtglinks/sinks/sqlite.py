"""SQLite: tables `cards`, `abilities`, `effects` (effects/rows.py), `links`, `review` and `meta`, their
indexes, and the views
`cards_by_rule` ("cards with a 607.2d link") and `card_links` (every link with its card).

The same tables go into an MTGJSON AllPrintings.sqlite with the prefix `mtglinks_` (see mtgjson.py):
every statement here takes the prefix.
"""

from __future__ import annotations

import bisect
import json
import os
import sqlite3
import tempfile
from collections.abc import Iterable, Mapping
from typing import Any

from mtglinks.effects.rows import COLUMNS as EFFECT_COLUMNS
from mtglinks.effects.rows import effect_rows
from mtglinks.lang import language_names
from mtglinks.sinks.common import (
    ID_COLUMNS,
    CardRows,
    PartFile,
    Source,
    TableRows,
    clean_text,
    flat_ids,
    is_ok,
    link_count,
    mapping,
    review_count,
    scalar,
    sequence,
    to_json,
)
from mtglinks.sinks.sqlite_meta import meta_rows
from mtglinks.sinks.sqlite_parts import CARD_TABLES, copy_sql, part_starts, read_part_file, row_starts

# Each table's columns with their SQL types, `{p}` standing for the table prefix.
TABLES: dict[str, tuple[tuple[str, str], ...]] = {
    "cards": (
        ("seq", "INTEGER PRIMARY KEY"),  # 1, 2, … in input order
        ("id", "TEXT"),
        ("line", "INTEGER"),
        ("name", "TEXT"),
        ("lang", "TEXT"),
        ("language", "TEXT"),  # MTGJSON's name of the language (cardForeignData.language): "Spanish"
        ("status", "TEXT"),
        ("errors", "TEXT"),  # JSON list of strings
        *((column, "INTEGER" if column == "multiverse_id" else "TEXT") for column in ID_COLUMNS),
        ("face_uuids", "TEXT"),  # JSON list, or NULL
        ("face_names", "TEXT"),  # JSON list of a multi-face card's face names in its language, or NULL
        ("source_file", "TEXT"),
        ("position", "TEXT"),
        ("ability_count", "INTEGER"),
        ("link_count", "INTEGER"),
        ("review_count", "INTEGER"),
    ),
    "abilities": (
        ("card", "INTEGER NOT NULL REFERENCES {p}cards(seq)"),
        ("ability", "INTEGER"),
        ("paragraph", "INTEGER"),
        ("face", "INTEGER"),
        ("parent", "INTEGER"),
        ("kind", "TEXT"),
        ("text", "TEXT"),
    ),
    "effects": (("card", "INTEGER NOT NULL REFERENCES {p}cards(seq)"), *EFFECT_COLUMNS),
    "links": (
        ("card", "INTEGER NOT NULL REFERENCES {p}cards(seq)"),
        ("rule", "TEXT"),
        ("from_ability", "INTEGER"),
        ("to_ability", "INTEGER"),
        ("from_paragraph", "INTEGER"),
        ("to_paragraph", "INTEGER"),
        ("from_phrase", "TEXT"),
        ("to_phrase", "TEXT"),
        ("from_span", "TEXT"),  # JSON [start, end]
        ("to_span", "TEXT"),
        ("evidence", "TEXT"),  # the whole evidence object, JSON
        ("explanation", "TEXT"),
    ),
    "review": (
        ("card", "INTEGER NOT NULL REFERENCES {p}cards(seq)"),
        ("paragraph", "INTEGER"),
        ("ability", "INTEGER"),
        ("phrase", "TEXT"),
        ("span", "TEXT"),  # JSON [start, end]
        ("reason", "TEXT"),
    ),
    "meta": (
        ("key", "TEXT PRIMARY KEY"),
        ("value", "TEXT"),  # text, or JSON for lists and objects
    ),
}

INDEXES: tuple[tuple[str, str, str], ...] = (
    ("cards_id", "cards", "id"),
    ("cards_name", "cards", "name"),
    ("cards_lang", "cards", "lang"),
    ("cards_uuid", "cards", "uuid"),
    ("links_rule", "links", "rule"),
    ("links_card", "links", "card"),
    ("abilities_card", "abilities", "card, ability"),
    ("effects_verb", "effects", "verb"),
    ("review_card", "review", "card"),
)

VIEWS: dict[str, str] = {
    # One row per card and rule: SELECT * FROM cards_by_rule WHERE rule = '607.2d'
    "cards_by_rule": (
        "SELECT c.seq, c.id, c.name, c.lang, c.uuid, l.rule, COUNT(*) AS links "
        "FROM {p}cards AS c JOIN {p}links AS l ON l.card = c.seq GROUP BY c.seq, l.rule"
    ),
    # Every link with its card's ids and both abilities' text.
    "card_links": (
        "SELECT c.seq, c.id, c.name, c.lang, c.uuid, c.scryfall_id, c.set_code, c.number, c.english_name, "
        "l.rule, l.from_ability, l.to_ability, l.from_paragraph, l.to_paragraph, "
        "fa.text AS from_text, ta.text AS to_text, l.from_phrase, l.to_phrase, l.explanation "
        "FROM {p}cards AS c JOIN {p}links AS l ON l.card = c.seq "
        "LEFT JOIN {p}abilities AS fa ON fa.card = l.card AND fa.ability = l.from_ability "
        "LEFT JOIN {p}abilities AS ta ON ta.card = l.card AND ta.ability = l.to_ability"
    ),
}

# MTGJSON names languages in full: a foreign printing joins cardForeignData on (uuid, language).
LANGUAGE_NAMES: dict[Any, str] = language_names()

# Records are inserted this many at a time (one executemany per table).
BATCH = 2000
# The page size of the files this module makes (the output, a worker's part file). A database dump's rows
# are long (an effect's node, a card's line): with SQLite's 4 KB default most rows of `effects` spill
# onto overflow pages, and the main process copying a part file's rows into the output (INSERT … SELECT)
# spent 5-8 µs a card; with 16 KB pages 3.3 µs (the copy of 100,000 cards' rows of a Scryfall-shaped dump,
# 0.51-0.78 against 0.33-0.35 CPU-s), the indexes take 10% less and the file is 4% smaller.
PAGE_BYTES = 16384
# SQLite's page cache (KiB) while the rows are inserted, and while the indexes are made.
INSERT_CACHE_KIB = 4096
INDEX_CACHE_KIB = 32768
# The page cache of each part file attached (sqlite_parts.py).
PART_CACHE_KIB = 256


def _value(value: Any) -> Any:
    value = scalar(value)
    return clean_text(value) if isinstance(value, str) else value


def _json(value: Any, record: Mapping[str, Any]) -> str | None:
    return None if value is None else to_json(value, record)


def _integer(value: Any) -> Any:
    return _value(value)  # an integer past SQLite's 64 bits is kept as its digits


def new_file(conn: sqlite3.Connection) -> None:
    """Set up a new, empty database file that only this run writes: PAGE_BYTES pages, no journal, no sync
    (a run's files are thrown away or fsynced and renamed whole when complete)."""
    conn.execute(f"PRAGMA page_size={PAGE_BYTES}")
    conn.execute("PRAGMA journal_mode=OFF")
    conn.execute("PRAGMA synchronous=OFF")


def create_tables(conn: sqlite3.Connection, prefix: str = "", schema: str = "main") -> None:
    """Create the empty tables, their names prefixed by `prefix`, in the attached database `schema`."""
    for table, columns in TABLES.items():
        body = ", ".join(f'"{name}" {kind.format(p=prefix)}' for name, kind in columns)
        conn.execute(f'CREATE TABLE "{schema}"."{prefix}{table}" ({body})')


def create_indexes_and_views(conn: sqlite3.Connection, prefix: str = "") -> None:
    """Create the indexes and the views (made after the data: inserting is faster without them)."""
    for name, table, columns in INDEXES:
        conn.execute(f'CREATE INDEX "{prefix}{name}" ON "{prefix}{table}" ({columns})')
    for name, select in VIEWS.items():
        conn.execute(f'CREATE VIEW "{prefix}{name}" AS {select.format(p=prefix)}')


def drop_tables(conn: sqlite3.Connection, prefix: str) -> None:
    """Drop the views and tables of an earlier run (their indexes go with them)."""
    for name in VIEWS:
        conn.execute(f'DROP VIEW IF EXISTS "{prefix}{name}"')
    for table in reversed(list(TABLES)):
        conn.execute(f'DROP TABLE IF EXISTS "{prefix}{table}"')


def card_row(seq: int, record: Mapping[str, Any]) -> tuple[Any, ...]:
    """The `cards` row of one tag record, numbered `seq`."""
    ids = flat_ids(record)
    source = mapping(record.get("source"))
    line = record.get("line")
    line = line if isinstance(line, int) and not isinstance(line, bool) else None
    return (
        seq,
        _value(record.get("id")),
        _integer(line),
        _value(record.get("name")),
        _value(record.get("lang")),
        LANGUAGE_NAMES.get(record.get("lang")) if isinstance(record.get("lang"), str) else None,
        _value(record.get("status")),
        to_json(sequence(record.get("errors")), record),
        *(_value(ids[column]) for column in ID_COLUMNS),
        _json(ids["face_uuids"], record),
        _json(ids["face_names"], record),
        _value(source.get("file")),
        _value(source.get("position")),
        len(sequence(record.get("abilities"))),
        link_count(record),
        review_count(record),
    )


def ability_rows(seq: int, record: Mapping[str, Any]) -> list[tuple[Any, ...]]:
    """The `abilities` rows of card `seq`."""
    return [_ability_row(seq, mapping(raw)) for raw in sequence(record.get("abilities"))]


def _ability_row(seq: int, ability: Mapping[str, Any]) -> tuple[Any, ...]:
    ids = (_integer(ability.get(key)) for key in ("id", "paragraph", "face", "parent"))
    return (seq, *ids, _value(ability.get("kind")), _value(ability.get("text")))


def link_rows(seq: int, record: Mapping[str, Any]) -> list[tuple[Any, ...]]:
    """The `links` rows of card `seq`."""
    return [_link_row(seq, mapping(raw), record) for raw in sequence(record.get("links"))]


def _link_row(seq: int, link: Mapping[str, Any], record: Mapping[str, Any]) -> tuple[Any, ...]:
    evidence = mapping(link.get("evidence"))
    source, target = mapping(evidence.get("from")), mapping(evidence.get("to"))
    ends = (_integer(link.get(key)) for key in ("from", "to", "from_paragraph", "to_paragraph"))
    return (
        seq,
        _value(link.get("rule")),
        *ends,
        _value(source.get("phrase")),
        _value(target.get("phrase")),
        _json(source.get("span"), record),
        _json(target.get("span"), record),
        _json(link.get("evidence"), record),
        _value(link.get("explanation")),
    )


def review_rows(seq: int, record: Mapping[str, Any]) -> list[tuple[Any, ...]]:
    """The `review` rows of card `seq`."""
    return [_review_row(seq, mapping(raw), record) for raw in sequence(record.get("review"))]


def _review_row(seq: int, flag: Mapping[str, Any], record: Mapping[str, Any]) -> tuple[Any, ...]:
    where = (_integer(flag.get(key)) for key in ("paragraph", "ability"))
    return (seq, *where, _value(flag.get("phrase")), _json(flag.get("span"), record), _value(flag.get("reason")))


_ROWS_JSON = json.JSONEncoder(ensure_ascii=False)
_NO_VERSION = "-"  # a record without `schema_version`, in the rows' text


def record_rows(record: Mapping[str, Any]) -> CardRows:
    """The rows of every table for one tag record, without its `seq` (given when it is inserted), as
    text: built where the record was tagged (a worker), so that writing the database only inserts."""
    tables, ok, links, version = _rows_of(0, record)
    unnumbered = [[row[1:] for row in table] for table in tables]
    return CardRows(_ROWS_JSON.encode([unnumbered[0][0], *unnumbered[1:], ok, links, version]))


def _rows_of(seq: int, record: Mapping[str, Any] | CardRows) -> tuple[list[list[tuple[Any, ...]]], bool, int, Any]:
    """(rows of each table, ok, link count, schema version) of card `seq`, built or as built before."""
    if isinstance(record, CardRows):
        *rows, ok, links, version = json.loads(record.text)
        card, *others = rows
        return [[(seq, *card)], *([(seq, *row) for row in table] for table in others)], ok, links, version
    tables = [
        [card_row(seq, record)],
        ability_rows(seq, record),
        effect_rows(seq, sequence(record.get("abilities"))),
        link_rows(seq, record),
        review_rows(seq, record),
    ]
    version = scalar(record["schema_version"]) if "schema_version" in record else _NO_VERSION
    return tables, is_ok(record), link_count(record), version


def table_rows(records: Iterable[Mapping[str, Any]]) -> TableRows:
    """The rows of every table for tag records in a row (a part of the input), numbered 1, 2, … in
    each row's first column: built where the records were tagged (a worker), so that writing the
    database only inserts them, a part at a time (`insert_records` adds the records before them)."""
    tables: list[list[tuple[Any, ...]]] = [[] for _ in CARD_TABLES]
    count = ok = links = 0
    versions: list[Any] = []
    for record in records:
        count += 1
        rows, record_ok, record_links, version = _rows_of(count, record)
        for table, table_rows_of_record in zip(tables, rows, strict=True):
            table.extend(table_rows_of_record)
        ok += record_ok
        links += record_links
        if version != _NO_VERSION and version not in versions:
            versions.append(version)
    return TableRows(tables, count, ok, links, tuple(versions))


def write_part_file(rows: TableRows, folder: str) -> PartFile:
    """A part's rows (`table_rows`) written by its worker into a new SQLite file in `folder`."""
    handle, path = tempfile.mkstemp(suffix=".rows.sqlite", dir=folder)
    os.close(handle)
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        new_file(conn)
        conn.execute("BEGIN")
        create_tables(conn)
        for table, table_rows in zip(CARD_TABLES, rows.tables, strict=True):
            conn.executemany(_insert_sql(table, ""), table_rows)
        conn.execute("COMMIT")
    finally:
        conn.close()
    starts = tuple(part_starts(table_rows, rows.records) for table_rows in rows.tables)
    return PartFile(path, rows.records, rows.ok, rows.links, rows.schema_versions, starts)


def _insert_sql(table: str, prefix: str, offset: int | None = None) -> str:
    count = len(TABLES[table])
    if offset is None:
        return f'INSERT INTO "{prefix}{table}" VALUES ({", ".join("?" * count)})'
    # Rows of `table_rows`: their card is numbered within its part, `offset` the records before it.
    return f'INSERT INTO "{prefix}{table}" VALUES (? + {int(offset)}, {", ".join("?" * (count - 1))})'


def _first(row: tuple[Any, ...]) -> Any:
    return row[0]


class _Inserter:
    """Rows inserted BATCH records at a time, table after table: where the records' rows come from
    (one record, a part's tables, a part's file) does not change which rows go in together, so the
    file is the same bytes either way. A part's file stays attached until the batch that takes its
    last rows is committed (SQLite detaches no file read in a transaction still open); so that the
    file's change counter does not depend on where the rows came from, `write_database` commits every
    batch."""

    def __init__(self, conn: sqlite3.Connection, prefix: str, commit_batches: bool = False) -> None:
        self.conn = conn
        self.prefix = prefix
        self.plain = {table: _insert_sql(table, prefix) for table in CARD_TABLES}
        # Each table's rows waiting, in runs that share one statement (a part's rows: its own offset;
        # a part file's: a statement of their own, None for rows).
        self.batches: dict[str, list[tuple[str, list[tuple[Any, ...]] | None]]] = {table: [] for table in CARD_TABLES}
        self.pending = 0
        self.counts = {"records": 0, "ok": 0, "failed": 0, "links": 0}
        self.schema_versions: set[Any] = set()
        # With `commit_batches`, each batch is committed (whatever the records came as: the file's
        # change counter counts the batches), so that the part files it copied can be detached.
        self.commit_batches = commit_batches
        self.columns = {table: [name for name, _ in TABLES[table]] for table in CARD_TABLES}
        self.attached: dict[str, str] = {}  # part file -> its name in the connection
        self.free = [f"mtglinks_part{n}" for n in range(conn.getlimit(sqlite3.SQLITE_LIMIT_ATTACHED))]
        self.finished: list[str] = []  # part files whose every row waits: detached after the flush

    def _waiting(self, table: str, sql: str) -> list[tuple[Any, ...]]:
        runs = self.batches[table]
        if not runs or runs[-1][0] != sql or runs[-1][1] is None:
            runs.append((sql, []))
        rows = runs[-1][1]
        assert rows is not None
        return rows

    def _counted(self, records: int) -> None:
        self.pending += records
        if self.pending >= BATCH:
            self.pending = 0
            self.flush()

    def flush(self) -> None:
        """Insert every row waiting."""
        for table in CARD_TABLES:
            for sql, rows in self.batches[table]:
                if rows is None:
                    self.conn.execute(sql)
                else:
                    self.conn.executemany(sql, rows)
            self.batches[table] = []
        if self.commit_batches:
            self.conn.execute("COMMIT")
            self.conn.execute("BEGIN")
        for path in self.finished:
            alias = self.attached.pop(path)
            self.conn.execute(f'DETACH DATABASE "{alias}"')
            self.free.append(alias)
            os.unlink(path)
        self.finished = []

    def add(self, seq: int, record: Mapping[str, Any] | CardRows) -> None:
        """One record, card `seq`."""
        tables_rows, ok, links, version = _rows_of(seq, record)
        for table, rows in zip(CARD_TABLES, tables_rows, strict=True):
            self._waiting(table, self.plain[table]).extend(rows)
        self.counts["records"] += 1
        self.counts["ok" if ok else "failed"] += 1
        self.counts["links"] += links
        if version != _NO_VERSION:
            self.schema_versions.add(version)
        self._counted(1)

    def add_part(self, part: TableRows, offset: int) -> None:
        """The records of a part's tables, cards `offset` + 1, `offset` + 2, …"""
        sqls = [_insert_sql(table, self.prefix, offset) for table in CARD_TABLES]
        done = 0
        while done < part.records:
            take = min(part.records - done, BATCH - self.pending)
            whole = take == part.records
            for table, sql, rows in zip(CARD_TABLES, sqls, part.tables, strict=True):
                low = 0 if whole else bisect.bisect_right(rows, done, key=_first)
                high = len(rows) if whole else bisect.bisect_right(rows, done + take, key=_first)
                if high > low:
                    self._waiting(table, sql).extend(rows if whole else rows[low:high])
            done += take
            self._counted(take)
        self._count_part(part)

    def _count_part(self, part: TableRows | PartFile) -> None:
        self.counts["records"] += part.records
        self.counts["ok"] += part.ok
        self.counts["failed"] += part.records - part.ok
        self.counts["links"] += part.links
        self.schema_versions.update(part.schema_versions)

    def add_file(self, part: PartFile, offset: int) -> None:
        """The records of a part's file (sqlite_parts.py), cards `offset` + 1, `offset` + 2, …: the
        same rows in the same batches as `add_part`, copied by SQLite from the attached file."""
        if not self.commit_batches or not self.free:  # it cannot be detached, or no name is left
            self.add_part(read_part_file(part), offset)
            return
        alias = self.attached[part.path] = self.free.pop()
        self.conn.execute(f'ATTACH DATABASE ? AS "{alias}"', (part.path,))
        self.conn.execute(f'PRAGMA "{alias}".cache_size=-{PART_CACHE_KIB}')  # read once, in order
        starts = row_starts(part)
        done = 0
        while done < part.records:
            take = min(part.records - done, BATCH - self.pending)
            for table, start in zip(CARD_TABLES, starts, strict=True):
                low, high = start[done], start[done + take]
                if high > low:
                    sql = copy_sql(table, self.columns[table], self.prefix, alias, offset, low, high)
                    self.batches[table].append((sql, None))
            done += take
            if done == part.records:
                self.finished.append(part.path)
            self._counted(take)
        if part.records == 0:
            self.finished.append(part.path)
        self._count_part(part)


def insert_records(
    conn: sqlite3.Connection,
    records: Iterable[Mapping[str, Any] | CardRows | TableRows | PartFile],
    prefix: str = "",
    commit_batches: bool = False,
) -> dict[str, Any]:
    """Insert every record, or its rows as `record_rows`, `table_rows` or a part's file built them
    (cards numbered from 1 in input order); return counts for `meta`. `commit_batches`: commit after
    each batch (the connection in a transaction it may end and begin again), which a part's file needs
    to be copied from in C (else its rows are read here)."""
    source = records if isinstance(records, Source) else Source(records)
    inserter = _Inserter(conn, prefix, commit_batches)
    for record in source:
        if isinstance(record, PartFile):
            inserter.add_file(record, source.count - record.records)
        elif isinstance(record, TableRows):
            inserter.add_part(record, source.count - record.records)
        else:
            inserter.add(source.count, record)
    inserter.flush()
    return {**inserter.counts, "schema_versions": sorted(inserter.schema_versions, key=str)}


def write_database(conn: sqlite3.Connection, records: Iterable[Mapping[str, Any]], meta: Mapping[str, Any]) -> int:
    """Fill a new, empty database (autocommit connection) with the tables, indexes and views.

    Fast on a fresh temporary file: no journal, no sync (the caller fsyncs and renames the finished
    file); indexes are made after the data. Each record is inserted as `records` gives it (a run
    gives them as they are tagged), and `meta` is read after the last one."""
    new_file(conn)
    # Rows are appended at the right edge of each table: a few pages are enough while the records
    # come (the run's workers may still be at work), more for sorting the indexes at the end.
    conn.execute(f"PRAGMA cache_size=-{INSERT_CACHE_KIB}")
    conn.execute("BEGIN")
    create_tables(conn)
    counts = insert_records(conn, records, commit_batches=True)
    conn.executemany(_insert_sql("meta", ""), meta_rows(meta, counts))
    conn.execute(f"PRAGMA cache_size=-{INDEX_CACHE_KIB}")
    create_indexes_and_views(conn)
    conn.execute("COMMIT")
    return int(counts["records"])
