"""Cold start of `mtglinks card NAME`: a fresh process per run, timed from outside.

    python benchmarks/card_startup.py               # 9 runs per lookup, median wall and CPU time
    python benchmarks/card_startup.py --runs 21 --db /path/to/cards.sqlite
    python benchmarks/card_startup.py --against /tmp/ref/src   # alternating runs with another checkout's src/

Each run is `python -m mtglinks card NAME --lang LANG` in a new subprocess (interpreter start
included), output to a pipe. Wall time is the elapsed time; CPU time is the child's user + system
time (os.wait4), which does not count waiting for a busy machine's other processes. Targets:
<= 0.3 s for an English lookup, <= 0.6 s for es/fr/ru. A misspelled name (fuzzy suggestions,
exit status 1) is measured too.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

LOOKUPS: list[tuple[str, str, str, float]] = [
    ("en", "Karn Liberated", "en", 0.3),
    ("es", "Pluma del paraíso", "es", 0.6),
    ("fr", "Panache de paradis", "fr", 0.6),
    ("ru", "Райское Перо", "ru", 0.6),
    ("en, misspelled", "karn liberatd", "en", 0.3),
]


def one_run(name: str, lang: str, env: dict[str, str]) -> tuple[float, float]:
    """(wall, CPU) seconds of one `mtglinks card` process."""
    start = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-m", "mtglinks", "card", name, "--lang", lang],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=env,
    )
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        raise SystemExit(f"mtglinks card {name!r} failed with exit status {code}")
    return wall, usage.ru_utime + usage.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--db", default=None, help="the index to read (default: what `mtglinks card` finds)")
    parser.add_argument(
        "--against",
        default=None,
        metavar="SRC",
        help="another checkout's src/ folder (with its own bundled index): runs alternate between the two, "
        "and the ratio of the medians is printed",
    )
    args = parser.parse_args()
    env = dict(os.environ)
    if args.db:
        env["MTGLINKS_DB"] = args.db
    if args.against:
        compare(args.runs, env, args.against)
        return
    bare = [one_bare() for _ in range(3)]
    print(f"bare interpreter start: wall {min(bare):.3f} s")
    print("| lookup | name | median wall s | median CPU s | min wall s | target | |")
    print("|---|---|---|---|---|---|---|")
    for label, name, lang, target in LOOKUPS:
        one_run(name, lang, env)  # warm the file cache: a cold start of the process, not of the disk
        runs = [one_run(name, lang, env) for _ in range(args.runs)]
        wall = statistics.median(w for w, _ in runs)
        cpu = statistics.median(c for _, c in runs)
        ok = "ok" if wall <= target else "OVER"
        print(
            f"| {label} | {name} | {wall:.3f} | {cpu:.3f} | {min(w for w, _ in runs):.3f} | <= {target} | {ok} |",
            flush=True,
        )


def compare(runs: int, env: dict[str, str], against: str) -> None:
    """Each lookup `runs` times in this checkout and in `against`, alternating; medians and their ratio."""
    here = dict(env, PYTHONPATH=str(Path(__file__).resolve().parents[1] / "src"))
    there = dict(env, PYTHONPATH=against)
    print("| lookup | this checkout: median wall s / CPU s | reference: median wall s / CPU s | ratio (CPU) |")
    print("|---|---|---|---|")
    for label, name, lang, _ in LOOKUPS:
        one_run(name, lang, here), one_run(name, lang, there)  # warm the file cache
        mine, theirs = [], []
        for _ in range(runs):
            mine.append(one_run(name, lang, here))
            theirs.append(one_run(name, lang, there))
        wall_a, cpu_a = statistics.median(w for w, _ in mine), statistics.median(c for _, c in mine)
        wall_b, cpu_b = statistics.median(w for w, _ in theirs), statistics.median(c for _, c in theirs)
        row = f"| {label} | {wall_a:.3f} / {cpu_a:.3f} | {wall_b:.3f} / {cpu_b:.3f} | {cpu_a / cpu_b:.2f} |"
        print(row, flush=True)


def one_bare() -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", "pass"], check=True)
    return time.perf_counter() - start


if __name__ == "__main__":
    main()
