"""Rerun a fault-and-bad-input probe of `mtglinks tag` with one command: per class of fault, how many
trials, how many held and how many broke.

    python benchmarks/faults.py                 # every class, quick sizes (about a minute on 2 cores)
    python benchmarks/faults.py -v              # every trial with its detail
    python benchmarks/faults.py --big           # also a 1 GB line and a 3 GB gzip bomb
    python benchmarks/faults.py --only sqlite   # the classes whose name holds a word (--skip: all others)

The classes of damaged and wrong-typed input files are in benchmarks/faults_inputs.py (what a trial
runs and when it holds: benchmarks/faults_common.py); this file adds
`--add-to` on MTGJSON files (locked, damaged, read-only, not SQLite, …) and memory under oversized
records (each run as `mtglinks tag` under `/usr/bin/time -v`: a held trial is one error record for
the oversized one, every other record tagged, and a peak resident size under --max-rss MB). The
run-level classes (kills, resumes, journals, full disks) are imported from benchmarks/faults_run.py
when it is there. Every class has the same interface: `classes() -> [(name, function of a scratch
folder -> [(trial, held, detail)])]`. Exit status 1 when any trial broke; the broken ones are listed.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import sqlite3
import stat
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import faults_inputs
from faults_common import FaultClass, Trial, allprintings_bytes, run, trial

from mtglinks import sinks
from mtglinks.batch.runner import tag_record

TIME = "/usr/bin/time"
# Scratch files in memory where there is such a folder: the writers fsync each output, which on a
# disk costs more than the trial itself. The oversized records are written to the usual temporary
# folder (they are too big for memory).
SCRATCH = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None
RECORD = b'{"id": 2, "name": "Wind Drake", "text": "Flying"}\n'


# ---- --add-to ------------------------------------------------------------------------------------


def _records() -> list[dict[str, Any]]:
    items = [
        {"id": "drake", "name": "Wind Drake", "text": "Flying"},
        {"id": 123456789012345678901234567890, "name": "Huge id", "text": "Flying"},
        {"id": "surrogate", "name": "A\ud800", "text": "Flying"},
        {"id": [1, 2], "name": "List id", "text": "Flying"},
    ]
    return [tag_record(item) for item in items]


def _digest(path: Path) -> bytes:
    return path.read_bytes() if path.is_file() else b""


def _try_add(path: Path, records: Any) -> str:
    """'' when written, else the error's words (a crash is a trial's failure, not an error)."""
    try:
        sinks.add_to_mtgjson(str(path), records, {"sources": ["probe"]})
    except sinks.SinkError as err:
        return str(err)
    except Exception as err:  # noqa: BLE001 - a crash is what a trial looks for
        return f"raised {type(err).__name__}: {err}"
    return ""


def _failing(records: list[dict[str, Any]], error: BaseException) -> Iterator[dict[str, Any]]:
    yield records[0]
    raise error


def _add_case(path: Path, fresh: bytes, label: str, prepare: Callable[[Path], Any], expect: str, given: Any) -> Trial:
    """One --add-to trial on a fresh copy of the MTGJSON file, prepared by `prepare` (which may return
    what undoes it): written (`expect` "written"), raised through, or refused with `expect` in its words
    and the file's bytes unchanged."""
    if path.exists():
        os.chmod(path, 0o644)
        path.unlink()
    path.write_bytes(fresh)
    undo = prepare(path)
    before = _digest(path)
    try:
        said = _try_add(path, given)
    except BaseException as err:  # noqa: BLE001 - a crash or an interrupt that went through
        said = f"raised {type(err).__name__}: {err}"
    finally:
        if callable(undo):
            undo()
    if expect == "written":
        count = _table_rows(path)
        fine, detail = said == "" and count == len(given), said or f"{count} rows"
    else:
        fine, detail = said.startswith(expect) if expect.startswith("raised") else expect in said, said or "written"
        fine = fine and _digest(path) == before
    return f"--add-to {label}", fine, "" if fine else detail


def _table_rows(path: Path) -> int:
    db = sqlite3.connect(path)
    try:
        return int(db.execute("SELECT count(*) FROM mtglinks_cards").fetchone()[0])
    except sqlite3.Error:
        return -1
    finally:
        db.close()


def _lock(path: Path) -> Callable[[], None]:
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    return lambda: (holder.execute("ROLLBACK"), holder.close())


def _damage(path: Path) -> None:
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    data[2 * page + 8 : 2 * page + 200] = b"\xa5" * 192
    path.write_bytes(bytes(data))


def _sql(*statements: str) -> Callable[[Path], None]:
    def prepare(path: Path) -> None:
        db = sqlite3.connect(path)
        for statement in statements:
            db.execute(statement)
        db.commit()
        db.close()

    return prepare


def _hold_partial(path: Path) -> Callable[[], None]:
    from mtglinks.sinks.atomic import lock

    fd = os.open(sinks.partial_path(str(path)), os.O_RDWR | os.O_CREAT, 0o600)
    lock(fd)
    return lambda: os.close(fd)


def add_to(scratch: Path) -> list[Trial]:
    """`--add-to` into MTGJSON files of every kind: written when it should be, refused with the real
    reason otherwise, and a refused or failed write leaves the file's bytes as they were."""
    records = _records()
    fresh = allprintings_bytes(scratch)
    path = scratch / "AllPrintings.sqlite"
    view = _sql("ALTER TABLE cards RENAME TO c0", "CREATE VIEW cards AS SELECT * FROM c0")
    cases: list[tuple[str, Callable[[Path], Any], str, Any]] = [
        ("a fresh MTGJSON file", lambda p: None, "written", records),
        ("a second time (replaces its tables)", lambda p: _try_add(p, records), "written", records),
        ("a file another program locks", _lock, "another program holds a lock", records),
        ("a damaged file", _damage, "the file is damaged", records),
        ("a text file", lambda p: p.write_text('{"id": 1}\n' * 300), "not an SQLite database", records),
        ("an empty file", lambda p: p.write_bytes(b""), "has no `cards` table", records),
        ("no cards table", _sql("DROP TABLE cards"), "has no `cards` table", records),
        ("cards without uuid", _sql("ALTER TABLE cards DROP COLUMN uuid"), "no `uuid` column", records),
        ("cards as a view", view, "written", records),
        (
            "a read-only file",
            lambda p: os.chmod(p, stat.S_IRUSR),
            "not writable" if os.geteuid() else "written",
            records,
        ),
        ("a missing file", lambda p: p.unlink(), "no such file", records),
        ("another run adding to it", _hold_partial, "another run is writing it", records),
        ("records failing midway", lambda p: None, "raised RuntimeError", _failing(records, RuntimeError("boom"))),
        ("Ctrl-C midway", lambda p: None, "raised KeyboardInterrupt", _failing(records, KeyboardInterrupt())),
        ("no records", lambda p: None, "written", []),
    ]
    out = [_add_case(path, fresh, *case) for case in cases]
    folder = scratch / "folder.sqlite"
    folder.mkdir(exist_ok=True)
    said = _try_add(folder, records)
    out.append(("--add-to a folder", "not a file" in said, said))
    # Reading the file and adding to it in one run: the reader is done before the write starts.
    path.write_bytes(fresh)
    got = run([path], scratch, write=False)
    said = _try_add(path, got.lines)
    out.append(trial("--add-to the file that is also the input", got, said == "", said))
    return out


# ---- memory under oversized records ----------------------------------------------------------------


def _peak(args: list[str], scratch: Path) -> tuple[int, int, str, float]:
    """(exit status, peak resident MB, output, seconds) of `mtglinks ARGS` under /usr/bin/time -v."""
    command = [sys.executable, "-m", "mtglinks", *args]
    if os.path.exists(TIME):
        command = [TIME, "-v", *command]
    started = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, cwd=scratch, check=False)
    seconds = time.perf_counter() - started
    found = re.search(r"Maximum resident set size \(kbytes\): (\d+)", done.stderr)
    return done.returncode, int(found.group(1)) // 1024 if found else -1, done.stderr[-400:], seconds


def _write_line(path: Path, size: int, packed: bool) -> None:
    head = b'{"id": 1, "name": "x", "text": "'
    block = b"a" * (1 << 20)
    opener: Any = gzip.open if packed else open
    with opener(path, "wb") as out:
        out.write(head)
        for _ in range(size >> 20):
            out.write(block)
        out.write(b'"}\n' + RECORD)


def oversized(big: bool, max_rss: int) -> FaultClass:
    """Lines and compressed bombs far over --max-text, and a compressed SQLite bomb."""

    def check(memory_scratch: Path) -> list[Trial]:
        with tempfile.TemporaryDirectory(prefix="mtglinks-faults-") as folder:  # on disk: files of gigabytes
            return on_disk(Path(folder))

    def on_disk(scratch: Path) -> list[Trial]:
        sizes = [("a 256 MB line", 256 << 20, False), ("a 512 MB gzip bomb (0.5 MB file)", 512 << 20, True)]
        if big:
            sizes += [("a 1 GB line", 1 << 30, False), ("a 3 GB gzip bomb (3 MB file)", 3 << 30, True)]
        out: list[Trial] = []
        for label, size, packed in sizes:
            path = scratch / ("big.jsonl.gz" if packed else "big.jsonl")
            _write_line(path, size, packed)
            status, peak, said, seconds = _peak(["tag", path.name, "-o", "out.jsonl", "-q"], scratch)
            lines = [json.loads(line) for line in (scratch / "out.jsonl").read_text().splitlines()]
            shape = [(r["status"], "over the limit" in " ".join(r["errors"])) for r in lines]
            fine = status == 1 and shape == [("error", True), ("ok", False)] and 0 < peak < max_rss
            detail = f"peak {peak} MB, {seconds:.1f} s, exit {status}"
            out.append((f"{label}: one error record, peak under {max_rss} MB", fine, detail))
            path.unlink()
        newlines = scratch / "newlines.jsonl.gz"
        with gzip.open(newlines, "wb") as packed_lines:
            packed_lines.write(RECORD)
            for _ in range(100):
                packed_lines.write(b"\n" * (1 << 20))
            packed_lines.write(RECORD)
        status, peak, said, seconds = _peak(["tag", newlines.name, "-o", "out.jsonl", "-q"], scratch)
        shape = [json.loads(line)["status"] for line in (scratch / "out.jsonl").read_text().splitlines()]
        fine = shape == ["ok", "error", "ok"] and peak < max_rss and seconds < 60
        label = f"a {newlines.stat().st_size / 1e3:.0f} KB gzip of 100 million newlines: one error for the run"
        out.append((label, fine, f"peak {peak} MB, {seconds:.1f} s, exit {status}, records {shape}"))
        bomb = scratch / "AllPrintings.sqlite.gz"
        database = scratch / "padded.sqlite"
        database.write_bytes(allprintings_bytes(scratch))
        db = sqlite3.connect(database)
        db.execute("CREATE TABLE padding (b)")
        for _ in range(4):  # 1 GB of zeros (SQLite's blobs are under 1 GB each)
            db.execute("INSERT INTO padding VALUES (zeroblob(250000000))")
        db.commit()
        db.close()
        with open(database, "rb") as source, gzip.open(bomb, "wb", compresslevel=6) as packed_file:
            while block := source.read(1 << 22):
                packed_file.write(block)
        database.unlink()
        status, peak, said, seconds = _peak(["tag", bomb.name, "-o", "out.jsonl", "-q"], scratch)
        spooled = [p for p in Path(tempfile.gettempdir()).glob("mtglinks-*.sqlite")]
        first = json.loads((scratch / "out.jsonl").read_text().splitlines()[0])
        fine = "compression bomb" in " ".join(first["errors"]) and not spooled and peak < max_rss
        label = f"a {bomb.stat().st_size / 1e6:.1f} MB .sqlite.gz of 1 GB: refused, nothing left in TMPDIR"
        out.append((label, fine, f"peak {peak} MB, {seconds:.1f} s, exit {status}"))
        return out

    return check


# ---- the run -------------------------------------------------------------------------------------


def all_classes(big: bool, max_rss: int) -> list[tuple[str, FaultClass]]:
    """The classes of this file, of faults_inputs.py, and of faults_run.py when it is there."""
    found = [*faults_inputs.classes(), ("--add-to", add_to), ("oversized records and bombs", oversized(big, max_rss))]
    try:
        import faults_run  # type: ignore[import-not-found, unused-ignore]
    except ImportError:
        print("(benchmarks/faults_run.py is not there: the run-level classes are not run)", file=sys.stderr)
    else:
        found += list(faults_run.classes())
    return found


def main(argv: list[str] | None = None) -> int:
    """Run the classes; print per class its trials, held and broken, then every broken trial."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--big", action="store_true", help="also a 1 GB line and a 3 GB gzip bomb")
    parser.add_argument("--only", default="", help="only the classes whose name holds this text")
    parser.add_argument("--skip", default="", help="not the classes whose name holds this text")
    parser.add_argument("--max-rss", type=int, default=300, help="the peak resident MB an oversized record may cost")
    parser.add_argument("-v", "--verbose", action="store_true", help="print every trial, held or not, with its detail")
    args = parser.parse_args(argv)
    rows: list[tuple[str, int, int, float]] = []
    broken: list[tuple[str, str, str]] = []
    for name, check in all_classes(args.big, args.max_rss):
        if args.only and args.only.lower() not in name.lower():
            continue
        if args.skip and args.skip.lower() in name.lower():
            continue
        started = time.perf_counter()
        with tempfile.TemporaryDirectory(prefix="mtglinks-faults-", dir=SCRATCH) as folder:
            try:
                trials = check(Path(folder))
            except Exception as err:  # noqa: BLE001 - the class itself broke: say so, go on with the others
                trials = [("the class as a whole", False, f"raised {type(err).__name__}: {err}")]
        seconds = time.perf_counter() - started
        held = sum(1 for _, ok, _ in trials if ok)
        rows.append((name, len(trials), held, seconds))
        broken += [(name, trial_name, detail) for trial_name, ok, detail in trials if not ok]
        if args.verbose:
            for trial_name, ok, detail in trials:
                print(f"  {'held  ' if ok else 'BROKEN'} {trial_name}" + (f": {detail}" if detail else ""))
        print(f"{name:<52} {len(trials):>6} {held:>6} {len(trials) - held:>6} {seconds:>7.1f} s", flush=True)
    total, held = sum(r[1] for r in rows), sum(r[2] for r in rows)
    print(f"{'all classes':<52} {total:>6} {held:>6} {total - held:>6}")
    for name, trial_name, detail in broken:
        print(f"BROKEN [{name}] {trial_name}: {detail}")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
