"""A part's SQLite rows written by its worker as its records are tagged (`PartFileWriter`).

Beside `sinks.sqlite` (which makes the rows and copies a part's file into the output) rather than in
`sinks.sqlite_parts`, which that module imports: the writer needs the row making, so here no import
goes both ways.
"""

from __future__ import annotations

import os
import sqlite3
import tempfile
from array import array
from collections.abc import Iterable, Mapping
from typing import Any

from mtglinks.sinks.common import PartFile

# one way of making the rows, and of setting up a file
from mtglinks.sinks.sqlite import _NO_VERSION, _insert_sql, _rows_of, create_tables, new_file
from mtglinks.sinks.sqlite_parts import CARD_TABLES

# Records whose rows a worker inserts into its part's file at once (`PartFileWriter`).
WRITE_BATCH = 256


class PartFileWriter:
    """A part's rows written into a new SQLite file of `folder` as its records come (`add_batch`, `add`),
    WRITE_BATCH records or more at a time: the rows a `TableRows` holds, in the same tables and order
    (the same rowids), without ever holding the part's rows whole in the worker's memory (a few MB a
    part, #24)."""

    def __init__(self, folder: str) -> None:
        handle, self.path = tempfile.mkstemp(suffix=".rows.sqlite", dir=folder)
        os.close(handle)
        self.conn = sqlite3.connect(self.path, isolation_level=None)
        new_file(self.conn)
        self.conn.execute("BEGIN")
        create_tables(self.conn)
        self.waiting: list[list[tuple[Any, ...]]] = [[] for _ in CARD_TABLES]
        self.starts = [array("q", [0]) for _ in CARD_TABLES]  # as `part_starts` gives them
        self.records = self.ok = self.links = 0
        self.written = 0  # the records whose rows were inserted
        self.versions: list[Any] = []

    def add(self, record: Mapping[str, Any]) -> None:
        """The rows of the next tag record (numbered 1, 2, … within the part)."""
        self.add_batch((record,))

    def add_batch(self, records: Iterable[Mapping[str, Any]]) -> None:
        """The rows of the next tag records, in order; inserted once WRITE_BATCH records wait."""
        waiting, starts, versions = self.waiting, self.starts, self.versions
        for record in records:
            self.records += 1
            rows, ok, links, version = _rows_of(self.records, record)
            for table_waiting, table_starts, table_rows in zip(waiting, starts, rows, strict=True):
                table_waiting.extend(table_rows)
                table_starts.append(table_starts[-1] + len(table_rows))
            self.ok += ok
            self.links += links
            if version != _NO_VERSION and version not in versions:
                versions.append(version)
        if self.records - self.written >= WRITE_BATCH:
            self._write()

    def _write(self) -> None:
        self.written = self.records
        for table, waiting in zip(CARD_TABLES, self.waiting, strict=True):
            self.conn.executemany(_insert_sql(table, ""), waiting)
            waiting.clear()

    def close(self) -> PartFile | None:
        """The part's file, complete (None, and no file, when no record came)."""
        try:
            self._write()
            self.conn.execute("COMMIT")
        finally:
            self.conn.close()
        if not self.records:
            os.unlink(self.path)
            return None
        starts = tuple(starts.tobytes() for starts in self.starts)
        return PartFile(self.path, self.records, self.ok, self.links, tuple(self.versions), starts)


__all__ = ["WRITE_BATCH", "PartFileWriter"]
