"""The inputs' SHA-256 computed in a thread while the run starts (batch/input_hashes.py, #24): the journal's
first line still names each input by it, comes before every other line, and is there when a run is killed;
a fork (the workers) waits for the hashes still being computed; a hash that fails is raised where it is
waited for."""

from __future__ import annotations

import hashlib
import json
import sys
import time
from pathlib import Path

import pytest
from helpers import killed_run

from mtglinks.batch import input_hashes
from mtglinks.batch.blocks import Block
from mtglinks.batch.input_hashes import InputHashes
from mtglinks.batch.journal import Journal
from mtglinks.batch.summary import Summary
from mtglinks.batch.workers import kill_pools, start_pool
from mtglinks.index import locate

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "sources"))
from test_parts import allprintings  # noqa: E402

SMALL = 3_000  # bytes a part aims at in these tests
FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "sources" / "mtgjson_allprintings.json"
HEADER = {"journal": "mtglinks tag 2", "inputs": [], "options": {}, "output": {}}
# A line of Lightning Bolt's record as a part's block holds it (only its number and status are read here).
LINE = (
    b'{"seq": 0, "status": "ok"}\t{"name": "Lightning Bolt", "text": "Lightning Bolt deals 3 damage to any target."}\n'
)


def test_a_killed_run_s_journal_names_its_input_by_its_sha256_and_resumes_to_the_same_bytes(tmp_path: Path) -> None:
    source = allprintings(tmp_path / "AllPrintings.json", sets=40)
    out = tmp_path / "out.sqlite"
    whole, resume = killed_run(source, out, 20, SMALL)
    journal = Path(f"{out}.part")
    header = json.loads(journal.read_bytes().split(b"\n", 1)[0])
    (named,) = header["inputs"]
    stat = source.stat()
    assert named == {
        "path": str(source),
        "size": stat.st_size,
        "mtime_ns": stat.st_mtime_ns,
        "sha256": hashlib.sha256(source.read_bytes()).hexdigest(),
    }
    resumed = resume()
    assert resumed.returncode == 0, resumed.stderr
    assert not journal.exists()
    _same_tables(whole, out)


def _same_tables(a: Path, b: Path) -> None:
    import sqlite3

    for path in (a, b):
        assert path.stat().st_size > 0
    one, two = sqlite3.connect(a), sqlite3.connect(b)
    try:
        for table in ("cards", "abilities", "effects", "links", "review"):
            query = f'SELECT * FROM "{table}" ORDER BY rowid'
            assert one.execute(query).fetchall() == two.execute(query).fetchall(), table
    finally:
        one.close()
        two.close()


def test_a_header_given_as_a_function_is_written_before_the_first_line_and_only_then(tmp_path: Path) -> None:
    path = tmp_path / "out.jsonl.part"
    asked: list[float] = []

    def header() -> dict[str, object]:
        asked.append(time.monotonic())
        return HEADER

    journal = Journal.create(str(path), header)
    assert path.read_bytes() == b"" and not asked  # locked at once, its first line not known yet
    journal.add_block(Block(0, 1, LINE, Summary()))
    journal.add_block(Block(1, 1, LINE, Summary()))
    journal.close()
    assert len(asked) == 1
    lines = path.read_bytes().split(b"\n")
    assert json.loads(lines[0]) == HEADER
    assert lines[1:] == [b'{"part": 0}', LINE[:-1], b'{"part": 1}', LINE[:-1], b""]
    again = Journal.reopen(str(path), HEADER, Summary())
    again.close()
    assert (again.done, again.damaged_line) == (2, None)


def test_a_journal_closed_with_no_line_still_gets_its_header(tmp_path: Path) -> None:
    path = tmp_path / "out.jsonl.part"
    journal = Journal.create(str(path), lambda: HEADER)
    journal.close()
    assert json.loads(path.read_text(encoding="utf-8")) == HEADER
    assert list(journal.records()) == []


def test_a_fork_waits_for_the_hashes_still_being_computed(monkeypatch: pytest.MonkeyPatch) -> None:
    ended: list[float] = []
    real = input_hashes.file_sha256

    def slow(path: str) -> str:
        time.sleep(2.0)
        digest = real(path)
        ended.append(time.monotonic())
        return digest

    monkeypatch.setattr(input_hashes, "file_sha256", slow)
    hashes = InputHashes([str(FIXTURE)])
    pool = start_pool(1)
    try:
        # The worker is forked when the first task is handed out: after the hash, however slow.
        forked_after = pool.submit(time.monotonic).result(timeout=60)
    finally:
        kill_pools([pool])
    assert ended and ended[0] <= forked_after
    assert hashes.wait() == {str(FIXTURE): hashlib.sha256(FIXTURE.read_bytes()).hexdigest()}
    assert not input_hashes._running


def test_the_hash_is_the_one_the_index_module_computes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(input_hashes, "BLOCK_BYTES", 1024)  # blocks cut the file, and its end is a short one
    for size in (0, 1024, 3 * 1024 + 17):
        path = tmp_path / f"{size}.json"
        path.write_bytes(FIXTURE.read_bytes()[:size])
        assert input_hashes.file_sha256(str(path)) == locate.content_hash(path)
    assert FIXTURE.stat().st_size > 3 * 1024 + 17


def test_a_hash_that_fails_is_raised_where_it_is_waited_for(monkeypatch: pytest.MonkeyPatch) -> None:
    def unreadable(path: str) -> str:
        raise OSError(5, "Input/output error", path)

    monkeypatch.setattr(input_hashes, "file_sha256", unreadable)
    hashes = InputHashes([str(FIXTURE), "-"])
    with pytest.raises(OSError, match="Input/output error"):
        hashes.wait()
    assert InputHashes(["-"]).wait() == {}  # standard input is named, not hashed
