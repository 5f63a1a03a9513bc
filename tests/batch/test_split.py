"""A dump that the workers read themselves, part by part: the same bytes whatever `-j` (and the same
records as the dump read as one stream), resumable from any item, and a record that kills its
worker is tried again alone and becomes an error record."""

from __future__ import annotations

import glob
import json
import os
import sqlite3
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import pytest
from helpers import killed_run, run_cli

from mtglinks.batch import analysis, runner
from mtglinks.sources import parts as parts_module
from mtglinks.sources.parts import PART_BYTES_VARIABLE, plan

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "sources"))
from test_parts import allprintings, scryfall_lines  # noqa: E402

SMALL = 3_000  # bytes a part aims at in these tests


@pytest.fixture
def dumps(tmp_path: Path) -> list[Path]:
    return [allprintings(tmp_path / "AllPrintings.json", sets=8), scryfall_lines(tmp_path / "all_cards.json", 8)]


def table_rows(path: Path) -> dict[str, list[Any]]:
    with sqlite3.connect(path) as conn:
        tables = ("cards", "abilities", "effects", "links", "review")
        return {table: conn.execute(f"SELECT * FROM {table} ORDER BY rowid").fetchall() for table in tables}


@pytest.mark.parametrize("which", [0, 1], ids=["allprintings", "scryfall"])
def test_a_dump_read_in_parts_gives_the_same_bytes_whatever_the_jobs(
    dumps: list[Path], which: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = dumps[which]
    monkeypatch.setenv(PART_BYTES_VARIABLE, str(SMALL))
    assert len(plan([str(source)], [("mtgjson", "scryfall")[which]], SMALL) or []) >= 3
    outputs = {}
    for jobs in ("1", "2", "3"):
        result = run_cli("tag", str(source), "-q", "-j", jobs)
        assert result.exit_code == 0, result.output
        outputs[jobs] = result.stdout
        out = tmp_path / f"out-{jobs}.sqlite"
        assert run_cli("tag", str(source), "-q", "-j", jobs, "-o", str(out)).exit_code == 0
    assert outputs["1"].count("\n") > 20
    assert outputs["2"] == outputs["1"] and outputs["3"] == outputs["1"]
    sqlite_bytes = {jobs: (tmp_path / f"out-{jobs}.sqlite").read_bytes() for jobs in ("1", "2", "3")}
    assert sqlite_bytes["2"] == sqlite_bytes["1"] and sqlite_bytes["3"] == sqlite_bytes["1"]
    # Read as one stream (the way before parts), the records and the rows are the same.
    monkeypatch.setattr(parts_module, "plan", lambda *args: None)
    stream = run_cli("tag", str(source), "-q", "-j", "2")
    assert stream.stdout == outputs["1"]
    assert run_cli("tag", str(source), "-q", "-j", "1", "-o", str(tmp_path / "stream.sqlite")).exit_code == 0
    assert table_rows(tmp_path / "stream.sqlite") == table_rows(tmp_path / "out-2.sqlite")


def test_every_item_from_any_resume_point(dumps: list[Path]) -> None:
    parts = plan([str(p) for p in dumps], ["mtgjson", "scryfall"], SMALL)
    assert parts is not None
    with runner.Runner(jobs=2) as pool:
        whole = list(pool.run_parts(parts, want_rows=True))
    assert [r.seq for r in whole] == list(range(len(whole)))
    tagged = [r for r in whole if r.line is not None]
    assert tagged and all(r.rows is not None for r in tagged)
    for start in (1, len(whole) // 3, len(whole) // 2 + 1, len(whole) - 1):
        with runner.Runner(jobs=2) as pool:
            resumed = list(pool.run_parts(parts, start))
        assert [(r.seq, r.line, r.skip_reason) for r in resumed] == [
            (r.seq, r.line, r.skip_reason) for r in whole[start:]
        ]


def _dies_on_fiend_hunter(card: Any, limits: Any) -> Any:
    if card.name == "Fiend Hunter" and os.getpid() != PARENT:
        os._exit(1)  # as the out-of-memory killer would end the worker
    return REAL_ANALYZE(card, limits)


PARENT = os.getpid()
REAL_ANALYZE = analysis.analyze_input


def test_a_record_that_kills_its_worker_is_tried_again_and_reported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = allprintings(tmp_path / "AllPrintings.json", sets=5)
    parts = plan([str(source)], ["mtgjson"], SMALL)
    assert parts is not None
    with runner.Runner(jobs=1) as pool:
        expected = list(pool.run_parts(parts))
    victims = [r.seq for r in expected if r.line and json.loads(r.line)["name"] == "Fiend Hunter"]
    assert victims, "the fixture holds the card"
    monkeypatch.setattr(analysis, "analyze_input", _dies_on_fiend_hunter)
    with runner.Runner(jobs=2) as pool:
        results = list(pool.run_parts(parts))
        assert pool.worker_restarts >= 2
    assert [r.seq for r in results] == [r.seq for r in expected], "every record accounted for, in order"
    for got, want in zip(results, expected, strict=True):
        if got.seq in victims:
            assert got.status == "error"
            assert "the worker died on this record, and died when it was tried again" in got.errors[0]
        else:
            assert got.line == want.line


def test_a_killed_run_resumes_to_the_same_bytes(tmp_path: Path) -> None:
    source = scryfall_lines(tmp_path / "all_cards.json", 60)
    # (a run killed outright cannot remove the analyses its workers shared: they go to tmp_path)
    out = tmp_path / "out.sqlite"
    whole, resume = killed_run(source, out, 60, SMALL)
    resumed = resume()
    assert resumed.returncode == 0, resumed.stderr
    assert out.read_bytes() == whole.read_bytes()


def test_an_interrupted_run_leaves_no_worker_and_no_shared_file(dumps: list[Path]) -> None:
    parts = plan([str(dumps[1])], ["scryfall"], SMALL)
    assert parts is not None
    with runner.Runner(jobs=2) as pool:
        results = pool.run_parts(parts)
        next(results)
        folder = pool._run_folder
        workers = (
            [p for p in (pool._parts._pool._processes or {}).values()] if pool._parts and pool._parts._pool else []
        )
        assert folder is not None and Path(folder).is_dir() and workers
    assert not Path(folder).exists(), "the analyses the workers shared are removed"
    assert not any(worker.is_alive() for worker in workers)


def test_the_journal_line_a_worker_makes_is_the_one_the_journal_would_make(dumps: list[Path]) -> None:
    from mtglinks.batch import journal

    parts = plan([str(p) for p in dumps], ["mtgjson", "scryfall"], SMALL)
    assert parts is not None
    with runner.Runner(jobs=2) as pool:
        results = list(pool.run_parts(parts, want_rows=True))
    assert {r.status for r in results if r.line} >= {"ok"} and any(r.skip_reason for r in results)
    for result in results:
        assert result.journal is not None
        made_here = journal._META_JSON.encode(journal._result_meta(result))
        assert journal._numbered(result.seq, result.journal) == made_here


def _slow_once(card: Any, limits: Any) -> Any:
    """The first record a worker claims waits until other parts' outcomes are waiting in files."""
    if os.getpid() != PARENT:
        try:
            os.close(os.open(SLOW_CLAIM, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
        except FileExistsError:
            return REAL_ANALYZE(card, limits)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            waiting = glob.glob(os.path.join(os.path.dirname(SLOW_CLAIM), "mtglinks-run-*", "*.outcome"))
            if len(waiting) >= 4:
                Path(SLOW_CLAIM + ".seen").write_text(str(len(waiting)), encoding="utf-8")
                break
            time.sleep(0.05)
    return REAL_ANALYZE(card, limits)


SLOW_CLAIM = ""


def test_a_worker_goes_on_with_later_parts_while_a_slow_one_is_waited_for(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Outcomes wait in files, not in memory: the other worker is handed parts well ahead of the slow
    # one (with jobs + 1 parts in flight it had at most two to do, then sat idle).
    source = allprintings(tmp_path / "AllPrintings.json", sets=12)
    parts = plan([str(source)], ["mtgjson"], SMALL)
    assert parts is not None and len(parts) >= 10
    with runner.Runner(jobs=1) as pool:
        expected = [(r.seq, r.line) for r in pool.run_parts(parts)]
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    monkeypatch.setattr(sys.modules[__name__], "SLOW_CLAIM", str(tmp_path / "slow"))
    monkeypatch.setattr(analysis, "analyze_input", _slow_once)
    with runner.Runner(jobs=2) as pool:
        results = [(r.seq, r.line) for r in pool.run_parts(parts)]
    assert results == expected
    assert (tmp_path / "slow.seen").exists(), "four later parts were done while the slow one was waited for"
    assert not glob.glob(str(tmp_path / "mtglinks-run-*")), "the run's folder is removed"


def _prepared_in_worker(lang: str, limits: Any) -> bool:
    return _prepared_key(lang, limits) in analysis._prepared


def _prepared_key(lang: str, limits: Any) -> tuple[Any, ...]:
    return (lang, limits.compare_oracle, limits.known_words, limits.index)


def test_the_one_time_loads_are_done_before_the_workers_fork() -> None:
    """What an analysis under the run's limits loads once (`analysis.prepare`: a few cards of each
    language analysed) is done in the parent before its workers fork: no worker does it again."""
    from mtglinks.batch.workers import kill_pool, start_pool

    limits = runner.Limits(known_words=True)
    analysis._prepared.discard(_prepared_key("es", limits))  # as if no earlier test had prepared it
    pool = start_pool(1, ("es",), limits)
    try:
        assert _prepared_in_worker("es", limits)
        assert pool.submit(_prepared_in_worker, "es", limits).result(timeout=120)
    finally:
        kill_pool(pool)
