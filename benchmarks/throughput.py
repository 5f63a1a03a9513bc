#!/usr/bin/env python3
"""Throughput of the batch tagger over the shared corpora.

For each corpus file it writes the cards in the tagger's input format to a temporary JSONL file,
then runs `python -m mtglinks tag FILE -o /dev/null` as a fresh process (so start-up, imports and
grammar loading are counted) with -j 1 and with -j 2, and prints:
  records, tagging rate (cards/s the tagger measured from first to last record, -j 1),
  wall time of the whole -j 1 process and its end-to-end cards/s, cards per CPU second of that
  process (start-up included; the figure that does not depend on what else the machine runs),
  -j 2 wall time, the -j 1 / -j 2 wall-time ratio (the speed-up of two workers, start-up included),
  the ratio of the two runs' tagging rates (records a second from the start of the run to its
  end as the tagger reports it: the same, without the interpreter's start and imports, which do not
  shrink with more workers), and the ratio of the steady rates: each run again with its records
  written to standard output, which the tagger streams, and the rate taken from the record at a
  tenth of the input to the last, once start-up is over (the throughput of a long run).

    python benchmarks/throughput.py                      # all five corpora, ../shared
    python benchmarks/throughput.py --shared /path/to/shared --files oracle-en --limit 5000
    python benchmarks/throughput.py --profile oracle-en  # cProfile of one in-process run instead

Each child runs with Python's bytecode cache, as an installed package does (PYTHONDONTWRITEBYTECODE
is removed from its environment): otherwise every run compiles every module first.

Targets: >= 2,000 cards/s for English Oracle in one process, >= 1,000 texts/s for the others.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
DEFAULT_SHARED = REPO.parent / "shared"
CORPORA = ("oracle-en", "printed-en", "printed-es", "printed-fr", "printed-ru")


def oracle_inputs(record: dict[str, Any]) -> dict[str, Any]:
    """An oracle-en corpus card -> a tagger record (faces keep their type line)."""
    faces = [
        {"name": f.get("name"), "text": f.get("oracle_text") or "", "type_line": f.get("type_line")}
        for f in record.get("faces", [])
    ]
    return {"id": record["name"], "name": record["name"], "lang": "en", "faces": faces}


def printed_inputs(record: dict[str, Any]) -> dict[str, Any]:
    """A printed-* corpus text -> a tagger record: the printed name is how the text says itself."""
    return {
        "id": f"{record.get('en_name')}|{record.get('set')}|{record.get('number')}",
        "name": record.get("printed_name"),
        "lang": record["lang"],
        "text": record.get("printed_text") or "",
    }


def converted(shared: Path, corpus: str, limit: int | None) -> Iterator[dict[str, Any]]:
    convert = oracle_inputs if corpus.startswith("oracle") else printed_inputs
    with gzip.open(shared / "corpora" / f"{corpus}.jsonl.gz", "rt", encoding="utf-8") as handle:
        for n, line in enumerate(handle):
            if limit is not None and n >= limit:
                return
            yield convert(json.loads(line))


# The children as an installed package runs: with the bytecode cache (see startup.py).
CHILD_ENV = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_tagger(path: Path, jobs: int) -> tuple[float, float, dict[str, float]]:
    """Wall time and CPU time (workers included) of one whole `mtglinks tag` process, and its summary."""
    summary_path = path.with_suffix(".summary.json")
    cpu_before = _children_cpu()
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "mtglinks", "tag", str(path), "-o", "/dev/null", "-j", str(jobs), "-q"]
        + ["--summary-json", str(summary_path)],
        capture_output=True,
        text=True,
        env=CHILD_ENV,
    )
    wall = time.perf_counter() - started
    cpu = _children_cpu() - cpu_before
    if done.returncode not in (0, 1) or not summary_path.exists():
        raise SystemExit(f"tagger failed ({done.returncode}):\n{done.stderr}")
    summary = json.loads(summary_path.read_text(encoding="utf-8"))
    return (
        wall,
        cpu,
        {
            "records": summary["records_read"],
            "errors": summary["failed"],
            "links": summary["links"],
            "seconds": summary["seconds"],
            "rate": summary["records_per_second"],
        },
    )


def steady_rate(path: Path, jobs: int) -> float:
    """Records a second written to standard output from the record at a tenth of the input to the last."""
    command = [sys.executable, "-m", "mtglinks", "tag", str(path), "-o", "-", "-j", str(jobs), "-q"]
    with subprocess.Popen(command, stdout=subprocess.PIPE, env=CHILD_ENV) as process:
        assert process.stdout is not None
        stamps = [time.perf_counter() for _ in process.stdout]
    start = len(stamps) // 10
    if len(stamps) - start < 2:
        return float("nan")
    return (len(stamps) - 1 - start) / (stamps[-1] - stamps[start])


def profile(shared: Path, corpus: str, limit: int | None) -> None:
    import cProfile
    import pstats

    import mtglinks

    records = list(converted(shared, corpus, limit))
    profiler = cProfile.Profile()
    profiler.enable()
    for _ in mtglinks.tag_many(records):
        pass
    profiler.disable()
    stats = pstats.Stats(profiler)
    stats.sort_stats("cumulative").print_stats(35)
    stats.sort_stats("tottime").print_stats(25)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shared", type=Path, default=DEFAULT_SHARED, help="the shared folder (default ../shared)")
    parser.add_argument("--files", nargs="*", default=list(CORPORA), choices=CORPORA, help="which corpora")
    parser.add_argument("--limit", type=int, default=None, help="only the first N records of each corpus")
    parser.add_argument("--jobs", type=int, default=2, help="workers of the parallel run (default 2)")
    parser.add_argument("--profile", choices=CORPORA, help="profile one in-process run of this corpus and stop")
    args = parser.parse_args()
    if not (args.shared / "corpora").is_dir():
        raise SystemExit(f"no corpora under {args.shared}: pass --shared")
    if args.profile:
        profile(args.shared, args.profile, args.limit)
        return
    print(
        f"{'corpus':11} {'records':>8} {'errors':>6} {'links':>6} {'tag c/s':>8} "
        f"{'wall -j1':>9} {'e2e c/s':>8} {'cpu c/s':>8} {f'wall -j{args.jobs}':>9} {'ratio':>6}"
        f" {f'tag c/s -j{args.jobs}':>13} {'rate ratio':>10} {'steady ratio':>12}"
    )
    with tempfile.TemporaryDirectory() as tmp:
        for corpus in args.files:
            path = Path(tmp) / f"{corpus}.jsonl"
            with open(path, "w", encoding="utf-8") as out:
                for record in converted(args.shared, corpus, args.limit):
                    out.write(json.dumps(record, ensure_ascii=False) + "\n")
            wall1, cpu1, summary = run_tagger(path, 1)
            wall_n, _, summary_n = run_tagger(path, args.jobs)
            steady = steady_rate(path, args.jobs) / steady_rate(path, 1)
            records = summary["records"]
            print(
                f"{corpus:11} {records:8.0f} {summary['errors']:6.0f} {summary['links']:6.0f} {summary['rate']:8.0f} "
                f"{wall1:8.2f}s {records / wall1:8.0f} {records / cpu1:8.0f} {wall_n:8.2f}s {wall1 / wall_n:6.2f}"
                f" {summary_n['rate']:13.0f} {summary_n['rate'] / summary['rate']:10.2f} {steady:12.2f}",
                flush=True,
            )


if __name__ == "__main__":
    main()
