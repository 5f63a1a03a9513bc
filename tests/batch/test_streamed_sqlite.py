"""An SQLite output is filled while the run goes: each record's rows are inserted into the output's
temporary file once its result is journalled, so that only the indexes are left at the end; the
file is the same bytes as before for every `-j`, and the journal still makes the run resumable."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from helpers import run_cli

from mtglinks.batch.journal import Journal
from mtglinks.sinks import sqlite as sqlite_sink

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "sources"


def test_rows_are_inserted_as_the_results_come(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    events: list[str] = []
    journal_add, rows_of = Journal.add, sqlite_sink._rows_of

    def add(self: Journal, result: Any) -> None:
        events.append("journalled")
        journal_add(self, result)

    def rows(seq: int, record: Any) -> Any:
        events.append("inserted")
        return rows_of(seq, record)

    monkeypatch.setattr(Journal, "add", add)
    monkeypatch.setattr(sqlite_sink, "_rows_of", rows)
    out = tmp_path / "out.sqlite"
    result = run_cli("tag", str(FIXTURES / "mtgjson_set_ISD.json"), "-q", "-j", "1", "-o", str(out))
    assert result.exit_code == 0, result.output
    with sqlite3.connect(out) as conn:
        cards = conn.execute("SELECT COUNT(*) FROM cards").fetchone()[0]
    assert cards >= 3 and events.count("inserted") == cards
    # The first record is in the output before the last result is journalled (not all at the end).
    assert events.index("inserted") < len(events) - 1 - events[::-1].index("journalled")


def test_an_sqlite_output_and_a_jsonl_output_hold_the_same_records(tmp_path: Path) -> None:
    source = FIXTURES / "mtgjson_allprintings.json"
    assert run_cli("tag", str(source), "-q", "-o", str(tmp_path / "out.sqlite")).exit_code == 0
    lines = run_cli("tag", str(source), "-q").stdout.splitlines()
    with sqlite3.connect(tmp_path / "out.sqlite") as conn:
        names = [row[0] for row in conn.execute("SELECT name FROM cards ORDER BY seq")]
        written = dict(conn.execute("SELECT key, value FROM meta").fetchall())
    assert names == [json.loads(line)["name"] for line in lines] and names
    assert json.loads(written["written"])["records"] == len(lines)  # `meta`, written after the last record
