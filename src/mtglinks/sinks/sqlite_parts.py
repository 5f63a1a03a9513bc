"""A part's SQLite rows in a file of their own: written by the worker that tagged the part, copied
into the output by the writer in C.

Sent as Python values (sinks.TableRows), a part's rows were pickled by its worker, unpickled by the
main process and bound one value at a time by `executemany`: most of what the main process did for
each record of a database dump. Instead the worker inserts them into an SQLite file of its own
(sqlite.write_part_file: the output's tables, the cards numbered 1, 2, … within the part), and the writer
attaches it and copies each table's rows with one `INSERT … SELECT` per table and batch (sqlite.py,
`_Inserter.add_file`), the card numbers moved by the records before the part. The rows go into the
output in the same order and the same batches as from a `TableRows`: the same bytes. The worker
pays for the inserting instead (about what the main process paid: binding the values is most of it),
so this cuts the main process's work a record, which is what limits many workers, not the CPU of the
whole run; with one job the rows are inserted from the main process as before (no file).
"""

from __future__ import annotations

import itertools
import os
import sqlite3
from array import array
from typing import Any

from mtglinks.sinks.common import PartFile, TableRows

# The tables with rows of each card, in the order they are filled.
CARD_TABLES = ("cards", "abilities", "effects", "links", "review")


def part_starts(rows: list[tuple[Any, ...]], records: int) -> bytes:
    """The rows before each record 1..records+1 (its first row's index), of rows numbered by record."""
    counts = [0] * (records + 1)
    for row in rows:
        counts[row[0]] += 1
    return array("q", itertools.accumulate(counts)).tobytes()


def read_part_file(part: PartFile) -> TableRows:
    """The rows of a part's file as Python values (when it cannot be attached), the file removed."""
    conn = sqlite3.connect(part.path, isolation_level=None)
    try:
        tables = [conn.execute(f'SELECT * FROM "{table}" ORDER BY rowid').fetchall() for table in CARD_TABLES]
    finally:
        conn.close()
    os.unlink(part.path)
    return TableRows(tables, part.records, part.ok, part.links, part.schema_versions)


def row_starts(part: PartFile) -> list[array[int]]:
    """`part.starts` as arrays."""
    out = []
    for data in part.starts:
        starts = array("q")
        starts.frombytes(data)
        out.append(starts)
    return out


def copy_sql(table: str, columns: list[str], prefix: str, alias: str, offset: int, low: int, high: int) -> str:
    """Rows low+1..high of `table` in the attached part file `alias` copied into the output, their
    card (first column) moved by `offset`."""
    first, *others = (f'"{column}"' for column in columns)
    selected = ", ".join([f"{first} + {int(offset)}", *others])
    return (
        f'INSERT INTO "{prefix}{table}" SELECT {selected} FROM "{alias}"."{table}" '
        f"WHERE rowid > {int(low)} AND rowid <= {int(high)} ORDER BY rowid"
    )


__all__ = ["copy_sql", "part_starts", "read_part_file", "row_starts"]
