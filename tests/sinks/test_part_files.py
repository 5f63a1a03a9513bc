"""A part's SQLite rows written into a file of their own by its worker (sinks/sqlite_parts.py) and
copied by the writer in C: the same bytes as the same rows inserted from Python (or written by the
worker as its records come), whatever the parts' sizes against the batches, more parts than SQLite
can attach at once, and the files removed."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest
from helpers import tagged_corpora

from mtglinks.sinks import part_writer
from mtglinks.sinks import sqlite as sqlite_sink
from mtglinks.sinks.common import PartFile, TableRows


@pytest.fixture(scope="module")
def records() -> list[Any]:
    return tagged_corpora()[:120]


def _write(path: Path, records: list[Any]) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        sqlite_sink.write_database(conn, records, {"sources": ["x"]})
    finally:
        conn.close()


@pytest.mark.parametrize("part_size", [1, 3, 7, 40])
def test_parts_copied_from_their_files_give_the_bytes_of_the_rows_inserted_one_by_one(
    records: list[Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, part_size: int
) -> None:
    monkeypatch.setattr(sqlite_sink, "BATCH", 16)  # parts cut across batches, and many parts a batch
    _write(tmp_path / "one-by-one.sqlite", records)
    parts: list[TableRows] = [
        sqlite_sink.table_rows(records[start : start + part_size]) for start in range(0, len(records), part_size)
    ]
    _write(tmp_path / "tables.sqlite", parts)
    folder = tmp_path / "spool"
    folder.mkdir()
    files: list[PartFile] = [sqlite_sink.write_part_file(part, str(folder)) for part in parts]
    assert all(Path(part.path).exists() for part in files)
    _write(tmp_path / "files.sqlite", files)
    # A worker's rows written as its records come, a few at a time (part_writer.PartFileWriter).
    monkeypatch.setattr(part_writer, "WRITE_BATCH", 2)
    written: list[PartFile] = []
    for start in range(0, len(records), part_size):
        writer = part_writer.PartFileWriter(str(folder))
        for record in records[start : start + part_size]:
            writer.add(record)
        part = writer.close()
        assert part is not None
        written.append(part)
    assert [part[1:] for part in written] == [part[1:] for part in files]  # the same counts and row starts
    _write(tmp_path / "written.sqlite", written)
    expected = (tmp_path / "one-by-one.sqlite").read_bytes()
    assert (tmp_path / "tables.sqlite").read_bytes() == expected
    assert (tmp_path / "files.sqlite").read_bytes() == expected
    assert (tmp_path / "written.sqlite").read_bytes() == expected
    assert not list(folder.iterdir()), "every part's file is removed once copied"


def test_a_part_written_without_records_leaves_no_file(tmp_path: Path) -> None:
    assert part_writer.PartFileWriter(str(tmp_path)).close() is None
    assert not list(tmp_path.iterdir())


def test_a_part_file_is_attached_while_its_rows_wait(
    records: list[Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    records = records[:60]
    monkeypatch.setattr(sqlite_sink, "BATCH", 1000)
    copied: list[str] = []
    copy_sql = sqlite_sink.copy_sql

    def counted(*args: Any) -> str:
        copied.append(args[0])
        return copy_sql(*args)

    monkeypatch.setattr(sqlite_sink, "copy_sql", counted)
    parts = [
        sqlite_sink.write_part_file(sqlite_sink.table_rows(records[start : start + 20]), str(tmp_path))
        for start in (0, 20, 40)
    ]
    _write(tmp_path / "out.sqlite", parts)
    assert copied.count("cards") == 3, "each part's cards copied by SQLite, not read here"
    with sqlite3.connect(tmp_path / "out.sqlite") as conn:
        assert [row[0] for row in conn.execute("SELECT seq FROM cards ORDER BY seq")] == list(range(1, 61))
