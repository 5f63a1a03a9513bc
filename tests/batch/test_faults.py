"""Whole `mtglinks tag` runs under faults: a killed parent, links and inputs where outputs go, a full
disk, a damaged journal, tiny budgets, blank lines. Each promise is checked on real card records."""

from __future__ import annotations

import json
import os
import resource
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from helpers import CORPORA, wait_for_lines

from mtglinks import sinks
from mtglinks.batch import runner
from mtglinks.batch.run import Journal

BUNDLED = sorted(CORPORA.glob("*/cards.jsonl"))


def tag(*args: str, env: dict[str, str] | None = None, **options: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mtglinks", "tag", *args],
        capture_output=True,
        text=True,
        check=False,
        env=env,
        **options,  # type: ignore[call-overload]
    )


def copies_of_the_corpora(path: Path, copies: int) -> Path:
    """The bundled corpora `copies` times, each copy under other names (nothing is reused)."""
    with path.open("w", encoding="utf-8") as out:
        for n in range(copies):
            for corpus in BUNDLED:
                for line in corpus.read_text(encoding="utf-8").splitlines():
                    record = json.loads(line)
                    record["id"] = f"{record['id']}#{n}"
                    if n:
                        record["name"] = f"{record['name']} {n}"
                        record["faces"] = [dict(f, name=f"{f.get('name')} {n}") for f in record.get("faces", [])]
                    out.write(json.dumps(record, ensure_ascii=False) + "\n")
    return path


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(input, its output from an uninterrupted run)."""
    folder = tmp_path_factory.mktemp("corpus")
    source = copies_of_the_corpora(folder / "in.jsonl", 20)
    whole = folder / "whole.jsonl"
    done = tag(str(source), "-q", "-j", "1", "-o", str(whole))
    assert done.returncode == 0, done.stderr
    return source, whole


def started(*args: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "mtglinks", "tag", *args],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )


def children(pid: int) -> list[int]:
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        found += [int(n) for n in (task / "children").read_text().split()]
    return found


def alive(pid: int) -> bool:
    """Whether `pid` is a live process (a zombie waiting for its reaper is not)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def killed_midway(source: Path, out: Path, *options: str) -> Path:
    """A run into `out` killed outright (its whole process group) after 300 records; its journal."""
    process = started(str(source), "-q", "-o", str(out), *options)
    journal = Path(f"{out}.part")
    wait_for_lines(journal, 300, process)
    os.killpg(process.pid, signal.SIGKILL)
    process.wait()
    return journal


# ---- a parent killed outright ------------------------------------------------------------------


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs /proc to find the workers")
def test_workers_die_with_a_killed_parent_and_the_run_resumes_to_the_same_bytes(
    corpus: tuple[Path, Path], tmp_path: Path
) -> None:
    source, whole = corpus
    out = tmp_path / "out.jsonl"
    process = started(str(source), "-q", "-j", "2", "-o", str(out))
    wait_for_lines(Path(f"{out}.part"), 300, process)
    workers = children(process.pid)
    assert len(workers) >= 2
    journal = Path(f"{out}.part").resolve()
    for pid in workers:  # the workers hold no copy of the journal: its lock ends with the parent
        assert journal not in {Path(f"/proc/{pid}/fd/{fd}").resolve() for fd in os.listdir(f"/proc/{pid}/fd")}
    os.kill(process.pid, signal.SIGKILL)  # the main process only, as the out-of-memory killer does
    process.wait()
    deadline = time.monotonic() + 5
    while any(alive(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not [pid for pid in workers if alive(pid)], "workers outlived their parent"

    summary_path = tmp_path / "summary.json"
    resumed = tag(str(source), "-j", "2", "-o", str(out), "--resume", "--summary-json", str(summary_path))
    assert resumed.returncode == 0, resumed.stderr
    assert out.read_bytes() == whole.read_bytes()
    # The rates are this run's: the records of the killed run took none of its time.
    summary = json.loads(summary_path.read_text(encoding="utf-8"))
    assert summary["resumed_from"] > 300
    this_run = summary["records_read"] - summary["resumed_from"]
    assert summary["records_per_second"] * summary["seconds"] == pytest.approx(this_run, rel=0.02, abs=2)


WATCHED_CHILD = """
import multiprocessing, os, sys, time
from mtglinks.batch.workers import watch_parent

def child(parent):
    watch_parent(parent, 0.1)  # no parent-death signal: the watcher alone

if __name__ == "__main__":
    process = multiprocessing.get_context("fork").Process(target=child, args=(os.getpid(),))
    process.start()
    print(process.pid, flush=True)
    time.sleep(600)
"""


def test_the_watcher_ends_a_worker_whose_parent_died_where_no_parent_death_signal_is() -> None:
    parent = subprocess.Popen([sys.executable, "-c", WATCHED_CHILD], stdout=subprocess.PIPE, text=True)
    assert parent.stdout is not None
    worker = int(parent.stdout.readline())
    assert alive(worker)
    parent.kill()
    parent.wait()
    deadline = time.monotonic() + 5
    while alive(worker) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not alive(worker)


LOCK_AND_FORK = """
import fcntl, os, sys, time
fd = os.open(sys.argv[1], os.O_RDWR)
fcntl.flock(fd, fcntl.LOCK_EX)
child = os.fork()
if child == 0:
    time.sleep(60)  # holds a copy of the locked descriptor, as an orphaned worker of an old version would
    os._exit(0)
print(child, flush=True)
time.sleep(60)
"""


def test_a_lock_left_by_the_children_of_a_dead_run_is_named_as_such(corpus: tuple[Path, Path], tmp_path: Path) -> None:
    source, _ = corpus
    out = tmp_path / "out.jsonl"
    journal = killed_midway(source, out, "-j", "1")
    holder = subprocess.Popen([sys.executable, "-c", LOCK_AND_FORK, str(journal)], stdout=subprocess.PIPE, text=True)
    assert holder.stdout is not None
    orphan = int(holder.stdout.readline())
    try:
        live = tag(str(source), "-q", "-o", str(out), "--resume")
        assert live.returncode == 2
        assert f"another run (process {holder.pid}) is writing the same output" in live.stderr
        holder.kill()
        holder.wait()
        stale = tag(str(source), "-q", "-o", str(out), "--resume")
        assert stale.returncode == 2
        assert f"started by a run that has ended (process {holder.pid})" in stale.stderr
    finally:
        holder.kill()
        os.kill(orphan, signal.SIGKILL)
    deadline = time.monotonic() + 5
    while alive(orphan) and time.monotonic() < deadline:
        time.sleep(0.05)
    resumed = tag(str(source), "-q", "-o", str(out), "--resume")
    assert resumed.returncode == 0, resumed.stderr


HALF_A_RESULT = """
import os, struct, sys, time
from mtglinks.batch.workers import kill_pool, start_pool

def half_a_result(fd):
    os.write(fd, struct.pack("!i", 1_000_000) + b"x" * 100)  # a result's header and its first bytes
    time.sleep(600)

if __name__ == "__main__":
    pool = start_pool(1)
    pool.submit(half_a_result, pool._result_queue._writer.fileno())
    time.sleep(1)  # the pool's manager thread now waits for the rest of the message
    started = time.monotonic()
    kill_pool(pool)
    print(round(time.monotonic() - started, 1))
"""


def test_a_worker_killed_in_the_middle_of_a_result_does_not_hang_the_pool() -> None:
    done = subprocess.run([sys.executable, "-c", HALF_A_RESULT], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert float(done.stdout) < 10


# ---- files the run writes ------------------------------------------------------------------------


def test_a_link_at_the_journal_is_not_followed(corpus: tuple[Path, Path], tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    Path(f"{out}.part").symlink_to(victim)
    result = tag(str(BUNDLED[0]), "-q", "-o", str(out))
    assert result.returncode == 2
    assert "symbolic link" in result.stderr
    assert victim.read_text(encoding="utf-8") == "keep me\n"


def test_a_link_at_the_temporary_output_is_not_followed(tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me\n", encoding="utf-8")
    victim.chmod(0o600)
    out = tmp_path / "out.jsonl"
    (tmp_path / ".out.jsonl.mtglinks-partial").symlink_to(victim)
    result = tag(str(BUNDLED[0]), "-q", "-o", str(out))
    assert result.returncode == 2
    assert "symbolic link" in result.stderr
    assert victim.read_text(encoding="utf-8") == "keep me\n"
    assert victim.stat().st_mode & 0o777 == 0o600
    assert not out.is_symlink()
    # A link made after the run's checks is not followed either: the writer opens its file with O_NOFOLLOW.
    with pytest.raises(sinks.SinkError):
        sinks.write_output(str(out), ['{"id": 1}'], "jsonl", False, {})
    assert victim.read_text(encoding="utf-8") == "keep me\n"
    assert victim.stat().st_mode & 0o777 == 0o600
    assert not out.exists()


def test_an_input_named_like_the_journal_is_never_emptied(tmp_path: Path) -> None:
    source = tmp_path / "x.jsonl.part"
    source.write_bytes(BUNDLED[0].read_bytes())
    result = tag(str(source), "-q", "-o", str(tmp_path / "x.jsonl"))
    assert result.returncode == 2
    assert "is also an input" in result.stderr
    assert source.read_bytes() == BUNDLED[0].read_bytes()


@pytest.mark.parametrize("target", ["input", "output", "link to input"])
def test_the_summary_may_not_overwrite_an_input_or_the_output(tmp_path: Path, target: str) -> None:
    source = tmp_path / "in.jsonl"
    source.write_bytes(BUNDLED[1].read_bytes())
    out = tmp_path / "out.jsonl"
    summary = {"input": source, "output": out, "link to input": tmp_path / "s.json"}[target]
    if target == "link to input":
        summary.symlink_to(source)
    result = tag(str(source), "-q", "-o", str(out), "--summary-json", str(summary))
    assert result.returncode == 2, result.stderr
    assert "--summary-json" in result.stderr
    assert source.read_bytes() == BUNDLED[1].read_bytes()


# ---- a full disk ---------------------------------------------------------------------------------


def _file_size_limit(limit: int) -> None:
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))


def test_a_full_disk_is_one_clear_error_and_the_run_resumes(corpus: tuple[Path, Path], tmp_path: Path) -> None:
    source, whole = corpus
    out = tmp_path / "out.jsonl"
    # No file may grow past 200 KB: the journal's writes fail as on a full disk (EFBIG, Python ignores SIGXFSZ).
    full = tag(str(source), "-q", "-j", "1", "-o", str(out), preexec_fn=lambda: _file_size_limit(200_000))
    assert full.returncode == 1
    assert "Traceback" not in full.stderr
    assert "cannot go on" in full.stderr and "--resume" in full.stderr
    resumed = tag(str(source), "-q", "-j", "1", "-o", str(out), "--resume")
    assert resumed.returncode == 0, resumed.stderr
    assert out.read_bytes() == whole.read_bytes()


FULL_TEMPORARY_FOLDER = """
import sqlite3, sys
from mtglinks.batch import reuse

class Full:
    def __init__(self, db): self.db = db
    def execute(self, sql, *args):
        if sql.startswith("INSERT"):
            raise sqlite3.OperationalError("database or disk is full")
        return self.db.execute(sql, *args)
    def executemany(self, sql, *args):
        if sql.startswith("INSERT"):
            raise sqlite3.OperationalError("database or disk is full")
        return self.db.executemany(sql, *args)
    def close(self): self.db.close()

real = reuse.ReuseStore._connection
reuse.ReuseStore._connection = lambda self: Full(real(self))
from mtglinks.cli import main
sys.argv = ["mtglinks", "tag", *sys.argv[1:]]
main()
"""


def test_a_full_temporary_folder_only_stops_the_reuse_of_texts(corpus: tuple[Path, Path], tmp_path: Path) -> None:
    source, whole = corpus
    out = tmp_path / "out.jsonl"
    result = subprocess.run(
        [sys.executable, "-c", FULL_TEMPORARY_FOLDER, str(source), "-j", "1", "-o", str(out), "--cache", "100"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "database or disk is full" in result.stderr
    assert out.read_bytes() == whole.read_bytes()


# ---- a damaged journal ---------------------------------------------------------------------------


@pytest.mark.parametrize("suffix", [".jsonl", ".csv"])
def test_a_damaged_journal_line_is_tagged_again_never_copied(
    corpus: tuple[Path, Path], tmp_path: Path, suffix: str
) -> None:
    source, _ = corpus
    whole = tmp_path / f"whole{suffix}"
    assert tag(str(source), "-q", "-o", str(whole)).returncode == 0
    out = tmp_path / f"out{suffix}"
    journal = killed_midway(source, out, "-j", "1")
    lines = journal.read_bytes().split(b"\n")
    meta, _, record = lines[100].partition(b"\t")
    lines[100] = meta + b"\t" + record[: len(record) // 2]  # a record cut short, still starting with "{"
    journal.write_bytes(b"\n".join(lines))
    resumed = tag(str(source), "-q", "-o", str(out), "--resume")
    assert resumed.returncode == 0, resumed.stderr
    assert "Traceback" not in resumed.stderr
    assert "line 101" in resumed.stderr and "damaged" in resumed.stderr
    assert out.read_bytes() == whole.read_bytes()


# ---- budgets -------------------------------------------------------------------------------------


def test_a_tiny_cpu_budget_fails_records_never_the_run(tmp_path: Path) -> None:
    source = copies_of_the_corpora(tmp_path / "in.jsonl", 2)
    for jobs in ("2", "1"):
        out = tmp_path / f"out{jobs}.jsonl"
        result = tag(str(source), "-q", "-j", jobs, "--max-seconds", "0.002", "-o", str(out))
        assert "Traceback" not in result.stderr
        assert result.returncode in (0, 1), result.stderr
        assert len(out.read_text(encoding="utf-8").splitlines()) == 2 * sum(1 for p in BUNDLED for _ in p.open())


def test_a_one_time_load_is_not_charged_to_a_record(tmp_path: Path) -> None:
    """The grammar, tables and index are loaded once, outside any record's budget: at 10 ms a record,
    real cards (milliseconds each) are tagged, not failed one by one while the load restarts."""
    summary = tmp_path / "s.json"
    result = tag(*map(str, BUNDLED), "-q", "-j", "1", "--max-seconds", "0.01", "-o", str(tmp_path / "out.jsonl"),
                 "--summary-json", str(summary))  # fmt: skip
    assert "Traceback" not in result.stderr
    counts = json.loads(summary.read_text(encoding="utf-8"))
    assert counts["failed"] <= counts["records_read"] // 10, counts["first_errors"]


# ---- blank lines and several inputs ------------------------------------------------------------------


def test_blank_lines_are_counted_not_written_one_by_one(tmp_path: Path) -> None:
    path = tmp_path / "out.jsonl.part"
    journal = Journal.create(str(path), {"journal": "mtglinks tag 1"})
    for seq in range(100_000):
        journal.add(runner.Result(seq, skip_reason="blank line"))
    journal.add(runner.Result(100_000, line='{"id": 1}', status="ok"))
    journal.close()
    assert path.stat().st_size < 1000


def test_a_journal_with_blank_lines_reopens_to_the_same_counts(tmp_path: Path) -> None:
    header = {"journal": "mtglinks tag 1", "inputs": [], "options": {}, "output": {}}
    path = tmp_path / "out.jsonl.part"
    journal = Journal.create(str(path), header)
    seq = 0
    for _ in range(3):
        for _ in range(1000):
            journal.add(runner.Result(seq, skip_reason="blank line"))
            seq += 1
        journal.add(runner.Result(seq, line=f'{{"id": {seq}}}', status="ok", lang="en"))
        seq += 1
    for _ in range(500):  # blank lines at the end are written when the journal is closed
        journal.add(runner.Result(seq, skip_reason="blank line"))
        seq += 1
    journal.close()
    summary = runner.Summary()
    again = Journal.reopen(str(path), header, summary)
    again.close()
    assert again.done == seq
    assert (summary.blank_lines, summary.tagged, summary.read) == (3500, 3, 3)
    assert list(again.records()) == ['{"id": 1000}', '{"id": 2001}', '{"id": 3002}']


def test_error_lines_name_their_file_when_there_are_several_inputs(tmp_path: Path) -> None:
    first, second = tmp_path / "first.jsonl", tmp_path / "second.jsonl"
    first.write_text('{"id": 1, "text": "Flying"}\n{"id": 2, "text": 5}\n', encoding="utf-8")
    second.write_text('{"id": 3, "text": 7}\n', encoding="utf-8")
    result = tag(str(first), str(second), "-o", str(tmp_path / "out.jsonl"))
    assert result.returncode == 1
    errors = [line for line in result.stderr.splitlines() if line.strip().startswith("error:")]
    assert len(errors) == 2
    assert "first.jsonl" in errors[0] and "second.jsonl" in errors[1]
