"""The batch runner: reuse, budgets, dead and stuck workers, resumable runs, signals."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from helpers import CHEMISTER, CORPORA, PLUME, wait_for_lines, write_jsonl

import mtglinks
from mtglinks.batch import analysis, budget, runner
from mtglinks.batch.journal import JOURNAL_VERSION
from mtglinks.schema.input_record import CardInput
from mtglinks.sources import CardRecord, Skipped, Where
from mtglinks.sources.jsonl import json_objects

DEFAULT_LIMITS = runner.Limits()


def card(ident: str, name: str, text: str, lang: str = "en") -> CardRecord:
    return CardRecord(Where("test", f"record {ident}"), {"id": ident, "name": name, "lang": lang, "text": text})


def bundled_records() -> list[dict[str, Any]]:
    return [record for path in sorted(CORPORA.glob("*/cards.jsonl")) for record in json_objects(path)]


def run(items: list[Any], **options: Any) -> list[runner.Result]:
    with runner.Runner(**options) as pool:
        return list(pool.run(items))


def records_of(results: list[runner.Result]) -> list[dict[str, Any]]:
    return [json.loads(r.line) for r in results if r.line is not None]


def test_identical_texts_are_analysed_once_and_give_the_same_record() -> None:
    items = [
        card("a", "Paradise Plume", PLUME),
        card("b", "Izzet Chemister", CHEMISTER),
        card("c", "Paradise Plume", PLUME),
    ]
    results = run(items)
    assert [r.reused for r in results] == [False, False, True]
    a, b, c = records_of(results)
    assert (a["id"], c["id"]) == ("a", "c")
    assert {k: v for k, v in a.items() if k not in ("id", "source")} == {
        k: v for k, v in c.items() if k not in ("id", "source")
    }
    assert [link["rule"] for link in a["links"]] == ["607.2d", "607.2d"]
    # The self-name is part of what is analysed: "exiled with Izzet Chemister" names the card only
    # under its own name, so the same text under another name is analysed anew.
    named, other = records_of(run([card("d", "Izzet Chemister", CHEMISTER), card("e", "Someone Else", CHEMISTER)]))
    assert [link["rule"] for link in named["links"]] == ["607.2a"]
    assert other["links"] == []


def test_skipped_items_give_no_record_and_are_counted() -> None:
    items = [card("a", "Paradise Plume", PLUME), Skipped(Where("test", "record 2"), "unsupported language", "de")]
    results = run(items)
    summary = runner.Summary()
    for result in results:
        summary.add(result)
    assert len(records_of(results)) == 1
    assert summary.to_dict()["skipped_by_reason"] == {"unsupported language": 1}
    assert summary.to_dict()["skipped_by_lang"] == {"de": 1}
    assert summary.read == 2 and summary.tagged == 1


def test_a_text_over_the_size_limit_is_an_error_record_at_once() -> None:
    big = "Flying\n" * 20_000
    (record,) = records_of(run([card("big", "Bird", big)], limits=runner.Limits(max_text_bytes=64 * 1024)))
    assert record["status"] == "error"
    assert "140,000 bytes is over the limit of 65,536 (--max-text)" in record["errors"][0]


def test_a_record_over_its_cpu_budget_is_an_error_record(monkeypatch: pytest.MonkeyPatch) -> None:
    real = sys.modules["mtglinks.pipeline"].analyze_named

    def spin(text: Any, lang: str, check: Any, faces: Any = None, oracle: Any = None) -> Any:
        if check.name == "Spinner":
            while True:
                pass
        return real(text, lang, check, faces, oracle)

    # The runner reaches `mtglinks.pipeline.analyze_named` (through the index steps): patch it there.
    monkeypatch.setattr(sys.modules["mtglinks.pipeline"], "analyze_named", spin)
    items = [
        card("a", "Paradise Plume", PLUME),
        card("s", "Spinner", "Flying"),
        card("b", "Izzet Chemister", CHEMISTER),
    ]
    for jobs in (1, 2):  # in the process, and in forked workers (which do not inherit a timer)
        started = time.process_time()
        records = records_of(run(items, jobs=jobs, chunk_size=1, limits=runner.Limits(cpu_seconds=0.2)))
        assert [r["status"] for r in records] == ["ok", "error", "ok"]
        assert "over the CPU budget of 0.2 s" in records[1]["errors"][0]
        if jobs == 1:
            assert time.process_time() - started < 0.2 * 1.25 + 0.5  # stopped by the first tick past its budget


def test_a_budget_tick_after_the_analysis_fails_the_record_not_the_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """A tick may land while the record is being marked done (a budget of a few milliseconds)."""
    real = budget.budget_handler.end_record
    ticks = iter([True])

    def end_record() -> None:
        if next(ticks, False):  # as the timer's handler does when its tick lands here
            budget.budget_handler.started = None
            raise budget.BudgetExceeded
        real()

    monkeypatch.setattr(budget.budget_handler, "end_record", end_record)
    record = runner.read_record({"id": "a", "name": "Paradise Plume", "lang": "en", "text": PLUME})
    result = analysis.analyze_input(record, runner.Limits(cpu_seconds=0.002))
    assert result.status == "error"
    assert "over the CPU budget of 0.002 s" in result.errors[0]
    assert budget.budget_handler.started is None


def _die_on(name: str) -> Any:
    real = analysis.analyze_input

    def analyze_input(card_input: CardInput, limits: runner.Limits = DEFAULT_LIMITS) -> runner.Analysis:
        if card_input.name == name:
            os.kill(os.getpid(), signal.SIGKILL)
        return real(card_input, limits)

    return analyze_input


def test_a_worker_that_dies_is_replaced_and_its_record_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    records = bundled_records()[:60]
    items = [CardRecord(Where("test", f"record {i}"), r) for i, r in enumerate(records)]
    victim = records[25]["name"]
    expected = records_of(run(items))
    monkeypatch.setattr(analysis, "analyze_input", _die_on(victim))
    with runner.Runner(jobs=2, chunk_size=4) as pool:
        results = list(pool.run(items))
        restarts = pool.worker_restarts
    got = records_of(results)
    assert restarts >= 2
    assert len(got) == len(expected)
    for before, after, record in zip(expected, got, records, strict=True):
        if record["name"] == victim:
            assert after["status"] == "error"
            assert "the worker died on this record, and died when it was tried again" in after["errors"][0]
        else:
            assert after == before  # every other record, in flight with it or not, is analysed as usual


def test_a_stuck_worker_is_killed_and_its_record_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    real = analysis.analyze_input

    def sleepy(card_input: CardInput, limits: runner.Limits = DEFAULT_LIMITS) -> runner.Analysis:
        if card_input.name == "Sleeper":
            time.sleep(600)  # no CPU used: only the wall-clock backstop sees it
        return real(card_input, limits)

    monkeypatch.setattr(analysis, "analyze_input", sleepy)
    items = [
        card("a", "Paradise Plume", PLUME),
        card("z", "Sleeper", "Flying"),
        card("b", "Izzet Chemister", CHEMISTER),
    ]
    records = records_of(run(items, jobs=2, chunk_size=1, limits=runner.Limits(cpu_seconds=0.1, stuck_seconds=1.0)))
    assert [r["status"] for r in records] == ["ok", "error", "ok"]
    assert "took longer than its time budget" in records[1]["errors"][0]


def test_non_finite_ids_are_errors_and_every_line_is_strict_json() -> None:
    items = [
        card("a", "Paradise Plume", PLUME),
        CardRecord(Where("t", "line 2", 2), {"id": float("inf"), "text": "Flying"}),
    ]
    results = run(items)
    for result in results:
        assert result.line is not None
        json.loads(result.line, parse_constant=lambda c: pytest.fail(f"{c} in output"))
    bad = json.loads(results[1].line or "")
    assert bad["status"] == "error" and bad["id"] == "inf"
    assert "id inf is not a finite number" in bad["errors"][0]


def test_tag_many_yields_records_in_order_whatever_the_jobs() -> None:
    records = bundled_records()
    one = list(mtglinks.tag_many(records))
    two = list(mtglinks.tag_many(records, jobs=2, chunk_size=5))
    assert one == two
    assert [r["id"] for r in one] == [r["id"] for r in records]
    assert sum(len(r["links"]) for r in one) > 0


# ---- whole runs: interrupted, resumed ----------------------------------------------------------


def many_records(path: Path, copies: int) -> None:
    """Distinct texts (each copy calls the card by another name), so that nothing is reused."""
    with path.open("w", encoding="utf-8") as f:
        for n in range(copies):
            for record in bundled_records():
                record = dict(record, id=f"{record['id']}#{n}")
                if n:
                    record["faces"] = [dict(face, name=f"{face.get('name')} {n}") for face in record.get("faces", [])]
                    record["name"] = f"{record['name']} {n}"
                f.write(json.dumps(record, ensure_ascii=False) + "\n")


def tag_process(*args: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "mtglinks", "tag", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )


# (an SQLite output is filled while the run goes: killed, its temporary file must not reach OUT)
@pytest.mark.parametrize(("jobs", "suffix"), [("1", "jsonl"), ("2", "jsonl"), ("2", "sqlite")])
def test_a_killed_run_resumes_to_the_same_output(tmp_path: Path, jobs: str, suffix: str) -> None:
    source = tmp_path / "in.jsonl"
    many_records(source, 25)
    whole = tmp_path / f"whole.{suffix}"
    done = subprocess.run([sys.executable, "-m", "mtglinks", "tag", str(source), "-q", "-o", str(whole)], check=False)
    assert done.returncode == 0

    out = tmp_path / f"out.{suffix}"
    out.write_text("the old output\n", encoding="utf-8")
    process = tag_process(str(source), "-q", "-j", jobs, "-o", str(out))
    journal = tmp_path / f"out.{suffix}.part"
    wait_for_lines(journal, 300, process)
    os.killpg(process.pid, signal.SIGKILL)
    process.wait()
    # Killed: the old output is as it was, and the journal holds what was done.
    assert out.read_text(encoding="utf-8") == "the old output\n"
    assert journal.exists()

    resumed = subprocess.run(
        [sys.executable, "-m", "mtglinks", "tag", str(source), "-j", jobs, "-o", str(out), "--resume"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert resumed.returncode == 0, resumed.stderr
    assert "resumed after" in resumed.stderr
    assert out.read_bytes() == whole.read_bytes()
    assert not journal.exists()


def test_ctrl_c_stops_cleanly_and_the_run_can_be_resumed(tmp_path: Path) -> None:
    source = tmp_path / "in.jsonl"
    many_records(source, 25)
    out = tmp_path / "out.csv"
    process = tag_process(str(source), "-j", "2", "-o", str(out))
    wait_for_lines(tmp_path / "out.csv.part", 200, process)
    process.send_signal(signal.SIGINT)
    _, stderr = process.communicate(timeout=60)
    assert process.returncode == 130
    assert b"Traceback" not in stderr
    assert b"--resume" in stderr
    assert not out.exists()
    resumed = subprocess.run(
        [
            sys.executable,
            "-m",
            "mtglinks",
            "tag",
            str(source),
            "-o",
            str(out),
            "--resume",
            "--summary-json",
            str(tmp_path / "s.json"),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert resumed.returncode == 0, resumed.stderr
    summary = json.loads((tmp_path / "s.json").read_text(encoding="utf-8"))
    assert summary["records_read"] == len(bundled_records()) * 25
    assert summary["tagged"] == summary["records_read"]
    assert summary["resumed_from"] > 0


def test_resume_refuses_a_journal_of_other_inputs(tmp_path: Path) -> None:
    source = tmp_path / "in.jsonl"
    many_records(source, 1)
    out = tmp_path / "out.jsonl"
    journal = tmp_path / "out.jsonl.part"
    header = {"journal": f"mtglinks tag {JOURNAL_VERSION}", "inputs": [], "options": {}, "output": {}}
    journal.write_text(json.dumps(header) + "\n", encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "mtglinks", "tag", str(source), "-o", str(out), "--resume"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2
    assert "other inputs" in result.stderr
    # A journal of an earlier format (1: before a part's lines were written as one block) is named as such.
    journal.write_text(json.dumps({**header, "journal": "mtglinks tag 1"}) + "\n", encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "mtglinks", "tag", str(source), "-o", str(out), "--resume"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2
    assert "another version of mtglinks" in result.stderr


def test_the_output_may_not_be_an_input(tmp_path: Path) -> None:
    source = write_jsonl(tmp_path / "in.jsonl", [{"id": 1, "text": "Flying"}])
    before = source.read_bytes()
    result = subprocess.run(
        [sys.executable, "-m", "mtglinks", "tag", str(source), "-o", str(source)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2
    assert "is also an input" in result.stderr
    assert source.read_bytes() == before


def test_the_summary_counts_review_flags_and_both_coverage_figures(tmp_path: Path) -> None:
    corpse = (
        "As an additional cost to cast this spell, exile a creature card from your graveyard.\n"
        "Corpse Explosion deals damage equal to the exiled card's power to each creature and each planeswalker."
    )
    records = [
        {"id": "corpse", "faces": [{"name": "Corpse Explosion", "text": corpse, "type_line": "Sorcery"}]},
        {"id": "plume", "name": "Paradise Plume", "text": PLUME},
        {"id": "lorem", "name": "Lorem", "text": "Lorem ipsum dolor sit amet."},
        # Shapeshifter as printed in Antiquities: its Oracle text has two choices of a number and their user.
        {"id": "shape", "name": "Shapeshifter", "text": "You set * when Shapeshifter is cast."},
    ]
    source = write_jsonl(tmp_path / "in.jsonl", records)
    summary_path = tmp_path / "summary.json"
    done = subprocess.run(
        [sys.executable, "-m", "mtglinks", "tag", str(source), "-o", str(tmp_path / "out.jsonl")]
        + ["--summary-json", str(summary_path), "--known-words"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    summary = json.loads(summary_path.read_text(encoding="utf-8"))
    # Corpse Explosion's "the exiled card's" has no source: one flag. Lorem ipsum segments but is not card
    # words. Shapeshifter links unlike its Oracle text: one flag, on the card.
    assert (summary["review_flags"], summary["cards_with_review"], summary["cards_unlike_oracle"]) == (2, 2, 1)
    assert summary["paragraphs"] == 2 + 3 + 1 + 1
    assert summary["unparsed_paragraphs"] == 0 and summary["segmented_share"] == 1.0
    assert summary["unknown_word_paragraphs"] == 1
    assert "review flags: 2 on 2 cards (1 linking unlike their Oracle text)" in done.stderr
    assert "all words known 85.71%" in done.stderr
    # Without --known-words the second figure is not counted (it costs about a fifth more CPU).
    plain = subprocess.run(
        [sys.executable, "-m", "mtglinks", "tag", str(source), "-o", str(tmp_path / "out.jsonl"), "-q"]
        + ["--summary-json", str(summary_path)],
        check=True,
    )
    assert plain.returncode == 0
    summary = json.loads(summary_path.read_text(encoding="utf-8"))
    assert summary["known_words_share"] is None and summary["review_flags"] == 2
    # Without the Oracle comparison, only the referring words are flagged.
    unchecked = subprocess.run(
        [sys.executable, "-m", "mtglinks", "tag", str(source), "-o", str(tmp_path / "out.jsonl"), "-q"]
        + ["--summary-json", str(summary_path), "--no-oracle-check"],
        check=True,
    )
    assert unchecked.returncode == 0
    summary = json.loads(summary_path.read_text(encoding="utf-8"))
    assert (summary["review_flags"], summary["cards_unlike_oracle"]) == (1, 0)


def test_the_cpu_budget_handler_is_installed_for_the_run_and_restored_after() -> None:
    def mine(signum: int, frame: object) -> None:
        raise AssertionError("the run's own handler should have been called")

    before = signal.signal(signal.SIGPROF, mine)
    try:
        with runner.Runner(jobs=1) as pool:
            assert signal.getsignal(signal.SIGPROF) is budget._on_budget
            (result,) = pool.run([card("a", "Test Card", "Flying")])
            assert json.loads(result.line or "")["status"] == "ok"
        assert signal.getsignal(signal.SIGPROF) is mine
        runner.analyze_input(runner.read_record({"id": "b", "name": "Test Card", "lang": "en", "text": "Flying"}))
        assert signal.getsignal(signal.SIGPROF) is mine  # one record alone restores it too
    finally:
        signal.signal(signal.SIGPROF, before)


def test_a_runner_in_another_thread_leaves_the_main_threads_handler_alone() -> None:
    import threading

    with runner.Runner(jobs=1):
        assert signal.getsignal(signal.SIGPROF) is budget._on_budget

        def elsewhere() -> None:
            with runner.Runner(jobs=1) as pool:
                (result,) = pool.run([card("t", "Test Card", "Flying")])
                assert json.loads(result.line or "")["status"] == "ok"

        thread = threading.Thread(target=elsewhere)
        thread.start()
        thread.join()
        assert signal.getsignal(signal.SIGPROF) is budget._on_budget  # still the run's own
