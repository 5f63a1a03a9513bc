#!/usr/bin/env python3
"""The runner's own CPU per item of a database dump, in a worker and in the main process, apart from
the analyses: what `-j N` pays on top of the tagging itself, measured in one process (CPU seconds,
so a busy machine inflates the figures less than wall times of whole runs).

Tags PARTS parts of INPUT from part FIRST on twice with one store of analysed texts (the first pass
fills it, so the second meets only texts analysed before, as most records of a dump do), then prints
per item:

- `worker`: the second pass of `tag_part` (reading the part, checking each record, finding its text
  among those analysed, writing its line, journal META and SQLite rows);
- `part files`: the part's rows written into an SQLite file of its own, as a worker does at `-j 2`;
- `send`: pickling each part's outcome (its block: journal lines and counts), as a worker leaves it
  for the main process;
- `main`: what the main process does with the outcomes: unpickling, the journal, the counts, and
  copying the rows from the parts' files into an SQLite output as `mtglinks tag` does.

    python benchmarks/part_costs.py /tmp/db100/AllPrintings.json --first 80 --parts 8
"""

from __future__ import annotations

import argparse
import os
import pickle
import sqlite3
import tempfile
import time
from collections.abc import Iterator
from typing import Any

from mtglinks.batch import run as run_module
from mtglinks.batch import split
from mtglinks.batch.journal import JOURNAL_VERSION, Journal
from mtglinks.batch.limits import DEFAULT_LIMITS
from mtglinks.batch.reuse import ReuseStore
from mtglinks.batch.summary import Summary
from mtglinks.sinks.sqlite import write_database, write_part_file
from mtglinks.sources.model import record_limit
from mtglinks.sources.parts import plan_inputs


class _NoProgress:
    def on_record(self) -> None:
        pass

    def on_records(self, n: int) -> None:
        pass


def _results(blobs: list[bytes]) -> Iterator[Any]:
    seq = 0
    for blob in blobs:
        count, made, _ = pickle.loads(blob)
        if isinstance(made, split.Block):
            made.first = seq
            yield made
        else:
            for n, found in enumerate(made or []):
                yield split.result_of(seq + n, found)
        seq += count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("input")
    parser.add_argument("--first", type=int, default=80, help="the first part tagged (default 80)")
    parser.add_argument("--parts", type=int, default=8, help="parts tagged (default 8)")
    args = parser.parse_args()
    parts = list(plan_inputs([args.input], None) or [])[args.first : args.first + args.parts]
    with tempfile.TemporaryDirectory() as folder:
        job = split.Job(DEFAULT_LIMITS, 16384, True, None, record_limit(), None, folder, True, True)
        store = ReuseStore(16384)
        for part in parts:
            split.tag_part(part, job, store=store)
        started = time.process_time()
        outcomes = [split.tag_part(part, job, store=store) for part in parts]
        worker = time.process_time() - started
        items = sum(outcome[0] for outcome in outcomes)
        started = time.process_time()
        for _, made, _ in outcomes:  # a part's rows into a file of its own, as `spooled_part` does
            if isinstance(made, split.Block) and made.tables is not None:
                made.tables = write_part_file(made.tables, folder)
        files = time.process_time() - started
        started = time.process_time()
        blobs = [pickle.dumps(outcome, protocol=pickle.HIGHEST_PROTOCOL) for outcome in outcomes]
        send = time.process_time() - started
        header = {"journal": f"mtglinks tag {JOURNAL_VERSION}", "inputs": [], "options": {}, "output": {}}
        journal = Journal.create(os.path.join(folder, "out.sqlite.part"), header)
        summary = Summary()
        started = time.process_time()
        conn = sqlite3.connect(os.path.join(folder, "out.sqlite"), isolation_level=None)
        records = run_module._journalled(_results(blobs), journal, summary, _NoProgress(), lambda: None)  # type: ignore[arg-type]
        write_database(conn, records, {})
        conn.close()
        journal.close()
        main_cpu = time.process_time() - started
    print(
        f"{os.path.basename(args.input)} parts {args.first}-{args.first + len(parts) - 1}: {items:,} items, "
        f"{sum(map(len, blobs)) / 2**20:.1f} MB sent; CPU us an item: worker {worker / items * 1e6:.1f}, "
        f"part files {files / items * 1e6:.1f}, send {send / items * 1e6:.1f}, main {main_cpu / items * 1e6:.1f}",
        flush=True,
    )


if __name__ == "__main__":
    main()
