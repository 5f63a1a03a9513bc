"""Writers under faults a probe found: ids past SQLite's integers, the same bytes from two runs, error
rows that name their file, every face's name kept. (--add-to's faults are in test_safety.py.)"""

from __future__ import annotations

import csv
import io
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from helpers import TAG_META, run_cli, tagged_corpora

from mtglinks.batch.runner import tag_record
from mtglinks.sinks import write_output


@pytest.fixture(scope="module")
def records() -> list[dict[str, Any]]:
    return tagged_corpora()


HUGE_ID = 123456789012345678901234567890


def test_an_id_past_64_bits_is_written_as_its_digits(tmp_path: Path) -> None:
    record = tag_record({"id": HUGE_ID, "name": "Wind Drake", "text": "Flying"})
    out = tmp_path / "out.sqlite"
    write_output(str(out), [record], "sqlite", False, TAG_META)
    db = sqlite3.connect(out)
    assert db.execute("SELECT id, typeof(id), status FROM cards").fetchall() == [(str(HUGE_ID), "text", "ok")]
    db.close()


def test_sqlite_meta_holds_nothing_of_the_run_itself(tmp_path: Path, records: list[dict[str, Any]]) -> None:
    first, second = tmp_path / "1.sqlite", tmp_path / "2.sqlite"
    write_output(str(first), records, "sqlite", False, {**TAG_META, "summary": {"records": 3, "seconds": 1.5}})
    later = {**TAG_META, "created": "2031-05-05T10:00:00+00:00", "summary": {"records": 3, "seconds": 9.25}}
    write_output(str(second), records, "sqlite", False, later)
    assert first.read_bytes() == second.read_bytes()


def test_two_tag_runs_give_the_same_sqlite_bytes(tmp_path: Path) -> None:
    source = tmp_path / "cards.jsonl"
    source.write_text(
        "".join(
            json.dumps({"id": i, "name": "Wind Drake", "text": f"Flying\nWhen ~ dies, draw {i} cards."}) + "\n"
            for i in range(40)
        ),
        encoding="utf-8",
    )
    outputs = []
    for n, jobs in enumerate(("1", "2")):
        out = tmp_path / f"{n}.sqlite"
        result = run_cli("tag", str(source), "-o", str(out), "-q", "-j", jobs)
        assert result.exit_code == 0, result.output
        outputs.append(out.read_bytes())
    assert outputs[0] == outputs[1]


def test_csv_error_rows_name_their_file(tmp_path: Path) -> None:
    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    first.write_text('{"id": 1, "name": "A", "text": "Flying"}\n{"id": 2, "name": "B"}\n', encoding="utf-8")
    second.write_text('{"id": 3, "name": "C"}\n', encoding="utf-8")
    out = tmp_path / "out.csv"
    result = run_cli("tag", str(first), str(second), "-o", str(out), "-q")
    assert result.exit_code == 1, result.output
    rows = list(csv.DictReader(io.StringIO(out.read_text(encoding="utf-8"))))
    errors = [row["error"] for row in rows if row["status"] == "error"]
    assert len(errors) == 2
    assert errors[0].startswith(f"{first}: line 2") and errors[1].startswith(f"{second}: line 1")


def test_face_names_go_into_the_sqlite_cards_table(tmp_path: Path) -> None:
    record = tag_record(
        {
            "id": "delver-es",
            "lang": "es",
            "faces": [
                {"name": "Indagador de secretos", "text": "Vuela."},
                {"name": "Aberración insectoide", "text": ""},
            ],
        }
    )
    out = tmp_path / "out.sqlite"
    write_output(str(out), [record], "sqlite", False, TAG_META)
    db = sqlite3.connect(out)
    (names,) = db.execute("SELECT face_names FROM cards").fetchone()
    db.close()
    assert json.loads(names) == ["Indagador de secretos", "Aberración insectoide"]
