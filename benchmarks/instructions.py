#!/usr/bin/env python3
"""Instructions a record costs with -j 1 and -j 2 on a card database, counted by valgrind, not timed.

`benchmarks/database.py` times -j 1 against -j 2, but on a shared host the same work takes more CPU
time while both cores run (caches, the host's other guests): a CPU-time figure cannot tell the
runner's own extra work at -j 2 from the machine's. Instructions can: valgrind's callgrind counts
them the same way whatever else the machine is doing. So this script runs `mtglinks tag DUMP -o
OUT.sqlite` under `valgrind --tool=callgrind --trace-children=yes` four times:

- on a copy of DUMP cut to its first set's first cards (MTGJSON) or first cards (Scryfall), with
  -j 1 and with -j 2: the start-up and the end, which every run pays once (-j 2 pays more: the
  parent loads every language and compiles every link pattern before it forks the workers);
- with -j 1: the start, then every record in the main process;
- with -j 2: the start in the main process, then the workers (counted from their fork, with
  `--zero-before=PyOS_AfterFork_Child`) and the main process handing out parts and copying rows;

and prints the instructions a record costs at each -j (the start-up run's count at that -j taken off), the main
process's and the workers' shares at -j 2, and how many more instructions -j 2 executes in all.

valgrind's virtual CPU has no SHA extensions: the SHA-256 of the input that the journal's header
names is counted at about 27 instructions a byte in the main process (about 19 k a record of a 5 MB
AllPrintings-shaped dump, at either -j), several times what it costs on a CPU that has them.

callgrind runs a program about 50 times slower: use a small dump (about 5 MB; built by
`python benchmarks/database.py --mb 5 --keep DIR --no-corpora --jobs 1 --rounds 1`):

    python benchmarks/instructions.py DIR/AllPrintings.json
    python benchmarks/instructions.py DIR/all_cards.json
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

START_CARDS = 3  # cards kept in the start-up run's input
_COLLECTED = re.compile(r"^==(\d+)== Collected : (\d+)$", re.MULTILINE)


def cut(dump: Path, out: Path) -> None:
    """The first cards of `dump`, in its own format, written to `out`."""
    data = json.loads(dump.read_text(encoding="utf-8"))
    if isinstance(data, list):  # Scryfall: an array of card objects
        data = data[:START_CARDS]
    else:  # MTGJSON: {"meta": ..., "data": {set code: {..., "cards": [...]}}}
        first = next(iter(data["data"]))
        data["data"] = {first: {**data["data"][first], "cards": data["data"][first]["cards"][:START_CARDS]}}
    out.write_text(json.dumps(data), encoding="utf-8")


def counted(source: Path, jobs: int, folder: Path) -> tuple[int, list[int], int]:
    """(the main process's instructions, each worker's, records read) of one run under callgrind."""
    out = folder / f"out-{jobs}-{source.stem}.sqlite"
    summary = folder / f"summary-{jobs}-{source.stem}.json"
    command = [
        "valgrind",
        "--tool=callgrind",
        "--trace-children=yes",
        "--zero-before=PyOS_AfterFork_Child",
        f"--callgrind-out-file={folder}/callgrind.%p",
        sys.executable,
        "-m",
        "mtglinks",
        "tag",
        str(source),
        "-o",
        str(out),
        "-q",
        "-j",
        str(jobs),
        "--summary-json",
        str(summary),
    ]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{done.stderr[-2000:]}")
    counts = {int(pid): int(n) for pid, n in _COLLECTED.findall(done.stderr)}
    if len(counts) < (1 + jobs if jobs > 1 else 1):
        # A worker still writing its counts when the run's END_SECONDS ran out was killed: on a loaded
        # machine valgrind's exit can take that long. Its instructions would be missing, not zero.
        raise SystemExit(
            f"{len(counts)} processes counted with -j {jobs}: a worker was killed before valgrind wrote its count"
        )
    main_pid = min(counts)  # the first process valgrind started; workers are forked later
    records = int(json.loads(summary.read_text(encoding="utf-8")).get("records_read", 0))
    return counts.pop(main_pid), sorted(counts.values()), records


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("dump", type=Path, help="an AllPrintings-shaped or Scryfall-shaped file (small: see above)")
    args = parser.parse_args(argv)
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (Debian: apt install valgrind)")
    with tempfile.TemporaryDirectory(prefix="mtglinks-instructions-") as tmp:
        folder = Path(tmp)
        start_input = folder / f"start{args.dump.suffix}"
        cut(args.dump, start_input)
        # Once without valgrind: grammars and tables compiled on first use are saved, not counted.
        warm = [sys.executable, "-m", "mtglinks", "tag", str(start_input), "-o", str(folder / "warm.sqlite"), "-q"]
        subprocess.run(warm, capture_output=True, check=True)
        start, _, _ = counted(start_input, 1, folder)
        # -j 2 has start-up work of its own (the languages loaded and every link pattern compiled before
        # the fork, the pool started): counted at -j 2 on the same few cards, it is not a record's.
        start_main_two, start_workers, _ = counted(start_input, 2, folder)
        one, _, records = counted(args.dump, 1, folder)
        main_two, workers, records_two = counted(args.dump, 2, folder)
    if records == 0 or records != records_two:
        raise SystemExit(f"records read: {records} with -j 1, {records_two} with -j 2")
    per_one = (one - start) / records
    main_part = (main_two - start_main_two) / records
    worker_part = (sum(workers) - sum(start_workers)) / records
    per_two = main_part + worker_part
    print(
        f"{args.dump.name}: {records:,} records read; start-up and end {start / 1e9:.2f} G instructions "
        f"(-j 2: main process {start_main_two / 1e9:.2f} G, workers {sum(start_workers) / 1e9:.2f} G)"
    )
    print(f"  -j 1: {per_one / 1e3:,.0f} k instructions a record")
    print(
        f"  -j 2: {per_two / 1e3:,.0f} k a record: main process {main_part / 1e3:,.0f} k "
        f"({main_part / per_two:.1%}), workers {worker_part / 1e3:,.0f} k "
        f"({', '.join(f'{w / 1e9:.2f}' for w in workers)} G)"
    )
    print(f"  -j 2 executes {per_two / per_one - 1:+.1%} instructions a record against -j 1")
    return 0


if __name__ == "__main__":
    sys.exit(main())
