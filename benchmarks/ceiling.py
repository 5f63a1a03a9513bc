#!/usr/bin/env python3
"""What this machine's cores give a pure-CPU Python workload at -j 1 against -j 2: the ceiling the database
target (-j 2 at least 1.8 times as fast as -j 1, `benchmarks/database.py`) is to be judged against.

Two workloads, each run as fresh forked processes with no parent routing (no pipe, no pickling, no
writing: each process does its share and exits), alternating -j 1 and -j 2 `--rounds` times:

- `spin`: a Python loop of integer additions, split evenly between the processes (the cores alone:
  no memory traffic to speak of);
- `tagger`: the tagger's own work on the records of a corpus (read and checked in the parent before
  the fork, the grammars and tables loaded there too, so the workers share them as `mtglinks tag`'s
  do): each process runs `analyze_input` and serialises the result for every record of its share
  (records dealt in turn, so both shares hold the same mix), with its own caches, as a worker does.

For each, the wall seconds of -j 1 and -j 2 and their ratio (the speed-up) are printed, then the
median speed-up. A -j 2 speed-up of the tagger below 2.0 with spin at 2.0 is what the work itself
loses on two cores (memory bandwidth, shared caches, the second core's turbo), which no routing
in the parent can win back.

The wall speed-up needs the two cores free: on a machine other processes load it says nothing (both
runs get what the scheduler leaves them). So the CPU seconds of the processes (their rusage) are
printed too, and the CPU ceiling, 2 x CPU(-j 1) / CPU(-j 2): the speed-up two cores of their own would
give, as the same work costs more CPU when two processes run it at once. It holds better under load
(other processes still share the caches), and is the figure database.py's "CPU a record -j 1 -> -j 2"
gives for `mtglinks tag` with its routing.

    python benchmarks/ceiling.py                              # spin and tagger, 3 rounds
    python benchmarks/ceiling.py --files oracle-en printed-es --limit 6000 --rounds 5
    python benchmarks/ceiling.py --only spin --spin 40000000
"""

from __future__ import annotations

import argparse
import itertools
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))
DEFAULT_SHARED = REPO.parent / "shared"


def spin(share: int) -> None:
    total = 0
    for i in range(share):
        total += i
    if total < 0:  # never: keeps the loop's result alive
        print(total)


def tag_share(records: list[Any]) -> None:
    from mtglinks.batch.analysis import analyze_input
    from mtglinks.schema.input_record import RecordError, read_record

    for record in records:
        try:
            card = read_record(record)
        except RecordError:
            continue
        analyze_input(card)


def forked(jobs: int, work: Callable[[int], None]) -> tuple[float, float]:
    """Wall seconds of `jobs` forked processes each running `work(its index)`, from the first fork to the
    last exit, and the CPU seconds they took together (their rusage)."""
    start = time.perf_counter()
    cpu = 0.0
    children = []
    for index in range(jobs):
        pid = os.fork()
        if pid == 0:  # the child: its share, then out without the parent's exit handlers
            code = 0
            try:
                work(index)
            except BaseException:  # noqa: BLE001 - said by the exit code
                code = 1
            os._exit(code)
        children.append(pid)
    for pid in children:
        _, status, usage = os.wait4(pid, 0)
        if os.waitstatus_to_exitcode(status) != 0:
            raise SystemExit(f"a worker failed (pid {pid})")
        cpu += usage.ru_utime + usage.ru_stime
    return time.perf_counter() - start, cpu


def measure(name: str, rounds: int, run: Callable[[int], tuple[float, float]]) -> tuple[list[float], list[float]]:
    """-j 1 then -j 2, `rounds` times: each pair's wall and CPU seconds printed, with the wall speed-up and the
    CPU ceiling (2 x the CPU of -j 1 / the CPU of -j 2: the speed-up two cores of their own would give, the same
    work costing more CPU when both run at once); both lists returned."""
    ups, ceilings = [], []
    for number in range(1, rounds + 1):
        one, cpu_one = run(1)
        two, cpu_two = run(2)
        ups.append(one / two)
        ceilings.append(2 * cpu_one / cpu_two)
        print(
            f"{name:<8} round {number}: -j 1 {one:6.2f} s ({cpu_one:6.2f} CPU s)"
            f"  -j 2 {two:6.2f} s ({cpu_two:6.2f} CPU s)"
            f"  speed-up {one / two:.2f}x  CPU ceiling {ceilings[-1]:.2f}x",
            flush=True,
        )
    return ups, ceilings


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shared", type=Path, default=DEFAULT_SHARED)
    parser.add_argument("--files", nargs="+", default=["oracle-en"], help="corpus names in SHARED/corpora (tagger)")
    parser.add_argument("--limit", type=int, default=4000, help="records of each corpus (tagger)")
    parser.add_argument("--spin", type=int, default=30_000_000, help="loop steps in all (spin)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--only", choices=("spin", "tagger"), help="one workload only")
    args = parser.parse_args(argv)
    if os.cpu_count() is not None:
        print(f"{os.cpu_count()} CPUs; load average {os.getloadavg()[0]:.2f} at the start")

    results: dict[str, tuple[list[float], list[float]]] = {}
    if args.only in (None, "spin"):
        results["spin"] = measure("spin", args.rounds, lambda jobs: forked(jobs, lambda _: spin(args.spin // jobs)))
    if args.only in (None, "tagger"):
        from mtglinks.batch import runner
        from mtglinks.sources import CardRecord, read_sources

        paths = [str(args.shared / "corpora" / f"{name}.jsonl.gz") for name in args.files]
        records = [
            item.record
            for path in paths
            for item in itertools.islice(read_sources([path]), args.limit)
            if isinstance(item, CardRecord)
        ]
        runner.warm_up()  # loaded before the fork, shared by the workers, as the runner's are
        print(f"tagger: {len(records):,} records of {', '.join(args.files)}")

        def tagged(jobs: int) -> tuple[float, float]:
            return forked(jobs, lambda index: tag_share(records[index::jobs]))

        results["tagger"] = measure("tagger", args.rounds, tagged)
    for name, (ups, ceilings) in results.items():
        print(
            f"{name}: median speed-up {statistics.median(ups):.2f}x (of {', '.join(f'{u:.2f}' for u in ups)}),"
            f" median CPU ceiling {statistics.median(ceilings):.2f}x (of {', '.join(f'{c:.2f}' for c in ceilings)})"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
