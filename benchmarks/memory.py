#!/usr/bin/env python3
"""Peak memory of one `mtglinks tag` process against the size of its input: it must stay flat.

Builds JSON Lines inputs of 5,000 and 500,000 records the way a database dump repeats texts: the
records of all ../shared/corpora interleaved, one of each corpus in turn (82,595 texts in six
corpora: English Oracle, recent Oracle, printed en/es/fr/ru), each with an id of its own, cycled
until the count is reached, so the large input holds every distinct text several times, as an
AllPrintings dump holds every reprint. Each input is tagged by a fresh
`mtglinks tag IN -o OUT.jsonl -j 1 -q` (one process: no workers), and the script prints records,
wall and CPU seconds, records per CPU second, the peak resident set (the child's own `ru_maxrss`),
and the ratio of the two peaks.

    python benchmarks/memory.py                    # 5,000 and 500,000 records
    python benchmarks/memory.py --small 2000 --large 50000

Target (issue 11): the peak at 500,000 records is within 20% of the peak at 5,000.
"""

from __future__ import annotations

import argparse
import gzip
import itertools
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"


def _records_of(path: Path) -> Iterator[dict[str, object]]:
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                yield json.loads(line)


def _corpus_records() -> Iterator[dict[str, object]]:
    """The six corpora interleaved, one record of each in turn, as a dump interleaves a card's printings."""
    readers = [_records_of(path) for path in sorted((SHARED / "corpora").glob("*.jsonl.gz"))]
    for group in itertools.zip_longest(*readers):
        yield from (record for record in group if record is not None)


def _write_input(path: Path, count: int) -> None:
    # Streamed, the corpora read again on each cycle: the parent stays small, so a child forked from
    # it starts small too (a child's peak counts the pages it shares with its parent before exec).
    cycled = itertools.chain.from_iterable(_corpus_records() for _ in itertools.count())
    with path.open("w", encoding="utf-8") as out:
        for number, record in enumerate(itertools.islice(cycled, count)):
            out.write(json.dumps({**record, "id": f"r{number}"}, ensure_ascii=False) + "\n")


def _tag(path: Path, output: Path) -> dict[str, float]:
    """Run one `mtglinks tag` in a fresh process; its wall, CPU and peak memory."""
    argv = [sys.executable, "-m", "mtglinks", "tag", str(path), "-o", str(output), "-j", "1", "-q"]
    start = time.perf_counter()
    process = subprocess.Popen(argv, env=dict(os.environ, NO_COLOR="1"))
    # wait4 gives this child's own resource usage (RUSAGE_CHILDREN would give the largest child so far).
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    wall = time.perf_counter() - start
    if process.returncode != 0:
        raise SystemExit(f"mtglinks tag exited with {process.returncode}")
    return {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime, "peak_mib": usage.ru_maxrss / 1024}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--small", type=int, default=5_000, help="records of the small input")
    parser.add_argument("--large", type=int, default=500_000, help="records of the large input")
    args = parser.parse_args()
    if not SHARED.is_dir():
        print(f"needs {SHARED} (the shared corpora)", file=sys.stderr)
        return 2
    print(f"{sum(1 for _ in _corpus_records()):,} corpus records cycled into the inputs")
    peaks = []
    with tempfile.TemporaryDirectory(prefix="mtglinks-memory-") as tmp:
        for count in (args.small, args.large):
            source, output = Path(tmp) / f"in-{count}.jsonl", Path(tmp) / f"out-{count}.jsonl"
            _write_input(source, count)
            figures = _tag(source, output)
            peaks.append(figures["peak_mib"])
            print(
                f"{count:>9,} records: {figures['wall']:7.1f} s wall, {figures['cpu']:7.1f} CPU-s, "
                f"{count / figures['cpu']:8,.0f} records/CPU-s, peak {figures['peak_mib']:6.1f} MiB"
            )
            source.unlink()
            output.unlink()
    ratio = peaks[1] / peaks[0]
    verdict = "within" if ratio <= 1.2 else "over"
    print(f"peak ratio {args.large:,} / {args.small:,} records: {ratio:.3f} ({verdict} the 1.20 target)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
