"""Run-level faults of `mtglinks tag`: each class of fault tried on real card records, each trial a
promise of the run checked after it.

    python benchmarks/faults_run.py                    # every class
    python benchmarks/faults_run.py --only "full disk" "tiny budgets"
    python benchmarks/faults_run.py --copies 10        # smaller inputs: quicker

A full disk is a file size limit (RLIMIT_FSIZE: writes past it fail with EFBIG, as on a full disk)
or, for the output's writer and the temporary folder, a fault faked in the subprocess.

The inputs are the bundled corpora (corpora/*/cards.jsonl), copied --copies times under other card
names so that nothing is reused. Every trial runs this checkout's `mtglinks tag` in a subprocess
and says whether the promise held: the same bytes as an uninterrupted run, a clear error and no
traceback, no input or other file changed, no process left behind.

`classes()` is what benchmarks/faults.py imports: (class name, function of a scratch folder giving
(trial name, held, detail) for each trial).
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import gzip
import json
import os
import resource
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPORA = sorted((ROOT / "corpora").glob("*/cards.jsonl"))
Trial = tuple[str, bool, str]
COPIES = 20


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "src"), *filter(None, [env.get("PYTHONPATH")])])
    return env


TAG = [sys.executable, "-m", "mtglinks", "tag"]


def tag(
    *args: str, preexec: Callable[[], None] | None = None, code: str | None = None
) -> subprocess.CompletedProcess[str]:
    """A whole run (`code`: a Python prelude that fakes a fault, then runs the command line)."""
    command = [sys.executable, "-c", code + RUN_TAG, *args] if code is not None else [*TAG, *args]
    try:  # a run that hangs is a broken trial, not a stuck probe
        return subprocess.run(command, capture_output=True, text=True, env=_env(), preexec_fn=preexec, timeout=900)
    except subprocess.TimeoutExpired:
        return subprocess.CompletedProcess(command, -9, "", "hung: stopped after 900 s")


def start(*args: str) -> subprocess.Popen[bytes]:
    """A run in the background, in a session of its own (so that its whole group can be killed)."""
    return subprocess.Popen(
        [*TAG, *args], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=_env(), start_new_session=True
    )


def wait_for_lines(path: Path, lines: int, process: subprocess.Popen[bytes], timeout: float = 300) -> bool:
    """Wait until `path` has more than `lines` lines; False if the run ended first."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if path.exists() and path.read_bytes().count(b"\n") > lines:
            return True
        if process.poll() is not None:
            return False
        time.sleep(0.02)
    return False


def children(pid: int) -> list[int]:
    """The child processes of `pid` (Linux: /proc)."""
    found: list[int] = []
    with contextlib.suppress(OSError):
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


def clean(result: subprocess.CompletedProcess[str]) -> str:
    """Why a run's end is not clean ('' when it is): a traceback, or an unexpected status."""
    if "Traceback" in result.stderr:
        return "traceback: " + result.stderr.strip().splitlines()[-1]
    return "" if result.returncode in (0, 1, 2) else f"exit {result.returncode}"


class Inputs:
    """The scratch folder's input and the outputs of uninterrupted runs (made once, as needed)."""

    def __init__(self, scratch: Path, copies: int) -> None:
        self.scratch = scratch
        self.source = scratch / "in.jsonl"
        self.records = 0
        with self.source.open("w", encoding="utf-8") as out:
            for n in range(copies):
                for corpus in CORPORA:
                    for line in corpus.read_text(encoding="utf-8").splitlines():
                        record = json.loads(line)
                        record["id"] = f"{record['id']}#{n}"
                        if n:
                            record["name"] = f"{record['name']} {n}"
                            record["faces"] = [dict(f, name=f"{f.get('name')} {n}") for f in record.get("faces", [])]
                        out.write(json.dumps(record, ensure_ascii=False) + "\n")
                        self.records += 1
        self._whole: dict[str, bytes] = {}

    def at(self, share: float) -> int:
        """The journal line `share` of the way through the input."""
        return max(20, int(self.records * share))

    def whole(self, suffix: str) -> bytes:
        """The output of an uninterrupted run, for an output file ending in `suffix`."""
        if suffix not in self._whole:
            out = self.scratch / f"whole{suffix}"
            result = tag(str(self.source), "-q", "-o", str(out))
            if result.returncode != 0:
                raise RuntimeError(f"the reference run failed: {result.stderr}")
            self._whole[suffix] = out.read_bytes()
        return self._whole[suffix]

    def folder(self, name: str) -> Path:
        """A fresh folder for one trial."""
        return Path(tempfile.mkdtemp(prefix=name.replace(" ", "-") + "-", dir=self.scratch))


def _same(out: Path, expected: bytes) -> str:
    differs = not out.exists() or out.read_bytes() != expected
    return "the output differs from an uninterrupted run's" if differs else ""


def _resume_check(inputs: Inputs, out: Path, *options: str) -> str:
    result = tag(str(inputs.source), "-q", "-o", str(out), "--resume", *options)
    return clean(result) or (result.stderr.strip() if result.returncode else "") or _same(out, inputs.whole(out.suffix))


def killed(source: Path, out: Path, after: int, *options: str, main_only: bool = False) -> tuple[str, list[int]]:
    """A run into `out` killed by SIGKILL after `after` journal lines: ('' or why it could not be), its workers."""
    process = start(str(source), "-q", "-o", str(out), *options)
    if not wait_for_lines(Path(f"{out}.part"), after, process):
        process.kill()
        process.wait()
        return "the run ended before it could be killed", []
    workers = children(process.pid)
    if main_only:
        os.kill(process.pid, signal.SIGKILL)
    else:
        os.killpg(process.pid, signal.SIGKILL)
    process.wait()
    return "", workers


def kill_and_resume(inputs: Inputs) -> list[Trial]:
    """Killed outright at several points, then resumed: the bytes of an uninterrupted run."""
    trials: list[Trial] = []
    plans = [("1", ".jsonl", 0.02), ("1", ".csv", 0.2), ("2", ".jsonl", 0.1), ("2", ".csv", 0.4), ("2", ".jsonl", 0.6)]
    for jobs, suffix, share in plans:
        after, out = inputs.at(share), inputs.folder("kill") / f"out{suffix}"
        problem, _ = killed(inputs.source, out, after, "-j", jobs)
        problem = problem or _resume_check(inputs, out, "-j", jobs)
        trials.append((f"-j {jobs} {suffix} killed after {after} lines", not problem, problem))
    for after in (inputs.at(0.06), inputs.at(0.45)):
        out = inputs.folder("kill-main") / "out.jsonl"
        problem, workers = killed(inputs.source, out, after, "-j", "2", main_only=True)
        deadline = time.monotonic() + 5
        while any(alive(pid) for pid in workers) and time.monotonic() < deadline:
            time.sleep(0.05)
        left = [pid for pid in workers if alive(pid)]
        for pid in left:
            problem = problem or f"{len(left)} workers alive 5 s after their parent was killed"
            os.kill(pid, signal.SIGKILL)
        problem = problem or _resume_check(inputs, out, "-j", "2")
        trials.append((f"-j 2 main process killed after {after} lines", not problem, problem))
    return trials


def worker_kills(inputs: Inputs) -> list[Trial]:
    """Workers killed while the run goes: every record still tagged, the same bytes."""
    trials: list[Trial] = []
    for kills in (1, 3, 6):
        folder = inputs.folder("workers")
        out, summary = folder / "out.jsonl", folder / "summary.json"
        process = start(str(inputs.source), "-q", "-j", "2", "-o", str(out), "--summary-json", str(summary))
        done = 0
        while done < kills and wait_for_lines(Path(f"{out}.part"), inputs.at(0.06 + 0.09 * done), process):
            workers = children(process.pid)
            if workers:
                os.kill(workers[done % len(workers)], signal.SIGKILL)
                done += 1
        _, stderr = process.communicate(timeout=600)
        problem = "" if done == kills else f"only {done} of {kills} kills landed before the run ended"
        if process.returncode != 0:
            problem = problem or f"exit {process.returncode}: {stderr.decode(errors='replace')[-300:]}"
        problem = problem or _same(out, inputs.whole(".jsonl"))
        restarts = json.loads(summary.read_text())["worker_restarts"] if summary.exists() else 0
        trials.append((f"{kills} workers killed ({restarts} restarts)", not problem, problem))
    return trials


def _untouched(path: Path, content: bytes, mode: int) -> str:
    if path.is_symlink() or not path.exists():
        return f"{path.name} was replaced or removed"
    if path.read_bytes() != content:
        return f"{path.name} was written"
    return "" if path.stat().st_mode & 0o777 == mode else f"{path.name} changed its mode"


def symlinked_outputs(inputs: Inputs) -> list[Trial]:
    """Links where the run writes: never followed into another file."""
    trials: list[Trial] = []
    small = str(CORPORA[0])
    for where, name in (("journal", "out.jsonl.part"), ("temporary file", ".out.jsonl.mtglinks-partial")):
        folder = inputs.folder("symlink")
        victim, out = folder / "victim.txt", folder / "out.jsonl"
        victim.write_bytes(b"keep me\n")
        victim.chmod(0o600)
        (folder / name).symlink_to(victim)
        result = tag(small, "-q", "-o", str(out))
        problem = clean(result) or _untouched(victim, b"keep me\n", 0o600)
        if not problem and out.is_symlink():
            problem = "OUT became a link"
        trials.append((f"a link at the {where}", not problem, problem or result.stderr.strip()[-120:]))
    return trials


def output_is_input(inputs: Inputs) -> list[Trial]:
    """Every file the run writes named as one of its inputs: refused, the input unchanged."""
    trials: list[Trial] = []
    content = CORPORA[1].read_bytes()
    cases: list[tuple[str, str, list[str]]] = [
        ("OUT", "in.jsonl", ["-o", "{in}"]),
        ("OUT through a link", "in.jsonl", ["-o", "{link}"]),
        ("the journal", "x.jsonl.part", ["-o", "{dir}/x.jsonl"]),
        ("the temporary file", ".x.jsonl.mtglinks-partial", ["-o", "{dir}/x.jsonl"]),
        ("--summary-json", "in.jsonl", ["-o", "{dir}/out.jsonl", "--summary-json", "{in}"]),
        ("--summary-json through a link", "in.jsonl", ["-o", "{dir}/out.jsonl", "--summary-json", "{link}"]),
        ("--summary-json = OUT", "in.jsonl", ["-o", "{dir}/out.jsonl", "--summary-json", "{dir}/out.jsonl"]),
    ]
    for name, input_name, args in cases:
        folder = inputs.folder("same")
        source = folder / input_name
        source.write_bytes(content)
        mode = source.stat().st_mode & 0o777
        (folder / "link").symlink_to(source)
        filled = [a.format(**{"in": source, "link": folder / "link", "dir": folder}) for a in args]
        result = tag(str(source), "-q", *filled)
        problem = clean(result) or _untouched(source, content, mode)
        if not problem and result.returncode != 2:
            problem = f"not refused (exit {result.returncode})"
        trials.append((name, not problem, problem or result.stderr.strip().splitlines()[-1][:120]))
    return trials


FAILING_WRITER = """
import errno, sys
from mtglinks import sinks
def write_output(*args, **kwargs):
    raise OSError(errno.ENOSPC, "No space left on device")
sinks.write_output = write_output
"""

FULL_TEMPORARY_FOLDER = """
import sqlite3, sys
from mtglinks.batch import reuse
class Full:
    def __init__(self, db): self.db = db
    def execute(self, sql, *args):
        if sql.startswith(("INSERT", "UPDATE")): raise sqlite3.OperationalError("database or disk is full")
        return self.db.execute(sql, *args)
    def executemany(self, sql, *args):
        raise sqlite3.OperationalError("database or disk is full")
    def close(self): self.db.close()
real = reuse.ReuseStore._connection
reuse.ReuseStore._connection = lambda self: Full(real(self))
"""
# After a prelude that fakes a fault: the command line's `mtglinks tag`.
RUN_TAG = """
from mtglinks.cli import main
sys.argv = ["mtglinks", "tag", *sys.argv[1:]]
main()
"""


def full_disk(inputs: Inputs) -> list[Trial]:
    """Writes that fail as on a full disk: one clear error, and `--resume` gives the same bytes."""
    trials: list[Trial] = []
    for limit, suffix, jobs in (
        (20_000, ".jsonl", "1"),
        (inputs.records * 100, ".csv", "2"),
        (inputs.records * 300, ".jsonl", "2"),
    ):
        out = inputs.folder("full") / f"out{suffix}"
        # Python ignores SIGXFSZ: a write past the limit fails with EFBIG.
        limited = functools.partial(resource.setrlimit, resource.RLIMIT_FSIZE, (limit, limit))
        result = tag(str(inputs.source), "-q", "-j", jobs, "-o", str(out), preexec=limited)
        problem = clean(result) or ("" if result.returncode == 1 and "cannot go on" in result.stderr else "no error")
        problem = problem or _resume_check(inputs, out)
        trials.append((f"files limited to {limit:,} bytes, {suffix}, -j {jobs}", not problem, problem))
    out = inputs.folder("full") / "out.jsonl"
    result = tag(str(inputs.source), "-q", "-o", str(out), code=FAILING_WRITER)
    problem = clean(result) or ("" if "No space left" in result.stderr else "no error")
    problem = problem or _resume_check(inputs, out)
    trials.append(("the output's writer fails (ENOSPC)", not problem, problem))
    out = inputs.folder("full") / "out.jsonl"
    result = tag(str(inputs.source), "-j", "1", "-o", str(out), "--cache", "100", code=FULL_TEMPORARY_FOLDER)
    problem = clean(result) or ("" if "disk is full" in result.stderr else "the dropped store is not reported")
    problem = problem or _same(out, inputs.whole(".jsonl"))
    trials.append(("a full temporary folder (the reuse store)", not problem, problem))
    return trials


def _damage(lines: list[bytes], how: str) -> list[bytes]:
    n = 0 if how == "header" else len(lines) // 2
    meta, _, record = lines[n].partition(b"\t")
    changed = {
        "header": [lines[0][:-5]],
        "record cut short": [meta + b"\t" + record[: len(record) // 2]],
        "record not JSON": [meta + b"\t{garbage"],
        "record a list": [meta + b"\t[1, 2]"],
        "meta not JSON": [b"{seq" + lines[n][4:]],
        "invalid UTF-8": [lines[n][:20] + b"\xff\xfe" + lines[n][22:]],
        "a line removed": [],
        "a line doubled": [lines[n], lines[n]],
        "a blank line inserted": [b"", lines[n]],
        "NUL bytes": [b"\0" * len(lines[n])],
    }[how]
    return lines[:n] + changed + lines[n + 1 :]


def damaged_journals(inputs: Inputs) -> list[Trial]:
    """A killed run's journal damaged, then resumed: nothing damaged reaches OUT (a damaged header: refused)."""
    trials: list[Trial] = []
    hows = ["header", "record cut short", "record not JSON", "record a list", "meta not JSON", "invalid UTF-8"]
    hows += ["a line removed", "a line doubled", "a blank line inserted", "NUL bytes"]
    for suffix in (".jsonl", ".csv"):
        for how in hows:
            out = inputs.folder("damaged") / f"out{suffix}"
            problem, _ = killed(inputs.source, out, inputs.at(0.12), "-j", "1")
            journal = Path(f"{out}.part")
            if not problem:
                journal.write_bytes(b"\n".join(_damage(journal.read_bytes().split(b"\n"), how)))
            if not problem and how == "header":
                result = tag(str(inputs.source), "-q", "-o", str(out), "--resume")
                problem = clean(result) or ("" if result.returncode == 2 else "a damaged header was accepted")
            problem = problem or ("" if how == "header" else _resume_check(inputs, out))
            trials.append((f"{suffix}: {how}", not problem, problem))
    return trials


def changed_resumes(inputs: Inputs) -> list[Trial]:
    """`--resume` with other inputs or options: refused; with another -j: the same bytes."""
    trials: list[Trial] = []
    changes: list[tuple[str, list[str], Callable[[Path], None] | None]] = [
        ("--max-text", ["--max-text", "1000"], None),
        ("--max-seconds", ["--max-seconds", "5"], None),
        ("--langs", ["--langs", "en"], None),
        ("--from", ["--from", "jsonl"], None),
        ("--known-words", ["--known-words"], None),
        ("--no-oracle-check", ["--no-oracle-check"], None),
        ("--to csv", ["--to", "csv"], None),
        ("the input's time", [], lambda source: os.utime(source, (1, 1))),
        ("the input's content", [], lambda source: source.write_bytes(source.read_bytes() + CORPORA[0].read_bytes())),
    ]
    for name, options, change in changes:
        out = inputs.folder("changed") / "out.jsonl"
        copy = out.parent / "in.jsonl"
        copy.write_bytes(inputs.source.read_bytes())
        problem, _ = killed(copy, out, inputs.at(0.06), "-j", "1")
        if change is not None:
            change(copy)
        result = tag(str(copy), "-q", "-o", str(out), "--resume", *options)
        problem = problem or clean(result) or ("" if result.returncode == 2 else f"accepted (exit {result.returncode})")
        trials.append((f"{name} changed (refused)", not problem, problem))
    out = inputs.folder("changed") / "out.jsonl"
    problem, _ = killed(inputs.source, out, inputs.at(0.1), "-j", "1")
    problem = problem or _resume_check(inputs, out, "-j", "2")
    trials.append(("-j 1 resumed with -j 2 (the same bytes)", not problem, problem))
    return trials


def tiny_budgets(inputs: Inputs) -> list[Trial]:
    """`--max-seconds` of a few milliseconds: records fail, never the run; a one-time load is not charged."""
    trials: list[Trial] = []
    records = sum(1 for path in CORPORA for _ in path.open(encoding="utf-8"))
    for seconds in ("0.001", "0.002", "0.005", "0.01", "0.03"):
        for jobs in ("1", "2"):
            folder = inputs.folder("budget")
            summary = folder / "s.json"
            options = ["-q", "-j", jobs, "--max-seconds", seconds, "--summary-json", str(summary)]
            result = tag(*map(str, CORPORA), *options, "-o", str(folder / "out.jsonl"))
            problem = clean(result)
            if not problem:
                written = len((folder / "out.jsonl").read_text(encoding="utf-8").splitlines())
                counts = json.loads(summary.read_text(encoding="utf-8"))
                if written != records:
                    problem = f"{written} records written of {records}"
                elif float(seconds) >= 0.01 and counts["failed"] > records // 10:
                    problem = f"{counts['failed']} of {records} records over a budget of {seconds} s"
            trials.append((f"--max-seconds {seconds} -j {jobs}", not problem, problem))
    return trials


def blank_lines(inputs: Inputs) -> list[Trial]:
    """A million blank lines in a small .gz: counted, not written to the journal one by one."""
    folder = inputs.folder("blank")
    source, out, summary = folder / "blank.jsonl.gz", folder / "out.jsonl", folder / "s.json"
    source.write_bytes(gzip.compress(CORPORA[0].read_bytes() + b"\n" * 1_000_000 + CORPORA[0].read_bytes()))
    process = start(str(source), "-q", "-j", "1", "-o", str(out), "--summary-json", str(summary))
    biggest = 0
    while process.poll() is None:
        with contextlib.suppress(OSError):
            biggest = max(biggest, Path(f"{out}.part").stat().st_size)
        time.sleep(0.05)
    counts = json.loads(summary.read_text()) if summary.exists() else {}
    problem = "" if process.returncode in (0, 1) else f"exit {process.returncode}"
    problem = problem or ("" if counts.get("blank_lines") == 1_000_000 else f"blank lines counted: {counts}")
    problem = problem or ("" if biggest < 1_000_000 else f"the journal grew to {biggest:,} bytes")
    return [(f"1,000,000 blank lines (journal at most {biggest:,} bytes)", not problem, problem)]


CLASSES: list[tuple[str, Callable[[Inputs], list[Trial]]]] = [
    ("kill and resume", kill_and_resume),
    ("worker kills", worker_kills),
    ("symlinked outputs", symlinked_outputs),
    ("output = input", output_is_input),
    ("full disk", full_disk),
    ("damaged journals", damaged_journals),
    ("changed resumes", changed_resumes),
    ("tiny budgets", tiny_budgets),
    ("blank lines", blank_lines),
]


def _in_scratch(run: Callable[[Inputs], list[Trial]], copies: int) -> Callable[[Path], list[Trial]]:
    def trials(scratch: Path) -> list[Trial]:
        scratch.mkdir(parents=True, exist_ok=True)
        try:
            return run(Inputs(scratch, copies))
        except Exception as err:  # noqa: BLE001 - a fault that breaks the probe's own checks is a broken trial
            return [("the class could not finish", False, f"{type(err).__name__}: {err}")]

    return trials


def classes(copies: int = COPIES) -> list[tuple[str, Callable[[Path], list[Trial]]]]:
    """Each class of run-level fault: its name and a function of a scratch folder giving its trials."""
    return [(name, _in_scratch(run, copies)) for name, run in CLASSES]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", nargs="+", metavar="CLASS", help="only these classes (by name)")
    parser.add_argument("--copies", type=int, default=COPIES, help="copies of the bundled corpora in the input")
    parser.add_argument("--verbose", action="store_true", help="print every trial, not only the broken ones")
    args = parser.parse_args()
    unknown = set(args.only or ()) - {name for name, _ in CLASSES}
    if unknown:
        parser.error(f"unknown class {', '.join(sorted(unknown))}: expected some of {', '.join(n for n, _ in CLASSES)}")
    total = broken = 0
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="mtglinks-faults-") as scratch:
        for name, run in classes(args.copies):
            if args.only and name not in args.only:
                continue
            began = time.monotonic()
            trials = run(Path(scratch) / name.replace(" ", "-").replace("=", "is"))
            held = sum(ok for _, ok, _ in trials)
            seconds = time.monotonic() - began
            print(f"{name}: trials {len(trials)}, held {held}, broken {len(trials) - held} ({seconds:.0f} s)")
            for trial, ok, detail in trials:
                if args.verbose or not ok:
                    print(f"  {'held' if ok else 'BROKEN'}: {trial}" + (f": {detail}" if detail else ""))
            total += len(trials)
            broken += len(trials) - held
            sys.stdout.flush()
    print(f"all: trials {total}, held {total - broken}, broken {broken} ({time.monotonic() - started:.0f} s)")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
