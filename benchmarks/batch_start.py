#!/usr/bin/env python3
"""The serial start of a batch run: the CPU a fresh process spends loading the languages before it
forks its workers (`batch.gcfreeze.warm_up`, what `mtglinks tag -j N` does first on a database dump).

    python benchmarks/batch_start.py                           # 5 fresh processes, median CPU seconds
    python benchmarks/batch_start.py --against /tmp/ref/src    # alternating with another checkout's src/

Each run is a new `python -c` process (bytecode cache on, as an installed package runs) that imports
`mtglinks.batch.run`, then calls `warm_up()` for every language; it prints the CPU seconds (user +
system, `time.process_time`) of the import and of the warm-up, and the process's resident set after.
One run of each checkout first writes whatever it saves in the user cache folder (compiled grammars,
lexicons), as the first run after an installation does; those first runs are not counted. CPU time is
what counts on a shared machine: wall time there mostly says how busy the other processes are.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

CHILD = """
import json, resource, time
started = time.process_time()
import mtglinks.batch.run
from mtglinks.batch.gcfreeze import warm_up
imported = time.process_time()
warm_up()
done = time.process_time()
rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({"import": imported - started, "warm_up": done - imported, "rss": rss}))
"""


def run_once(src: Path) -> dict[str, float]:
    env = dict(os.environ, PYTHONPATH=str(src))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    out = subprocess.run([sys.executable, "-c", CHILD], env=env, check=True, capture_output=True, text=True)
    figures: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--against", type=Path, default=None, help="another checkout's src/ (its grammar/ beside)")
    args = parser.parse_args()
    checkouts = {"this checkout": REPO / "src"}
    if args.against is not None:
        checkouts = {f"{args.against}": args.against, **checkouts}
    for src in checkouts.values():
        run_once(src)  # writes the saved grammars and lexicons, as a first run does
    found: dict[str, list[dict[str, float]]] = {name: [] for name in checkouts}
    for _ in range(args.runs):
        for name, src in checkouts.items():
            found[name].append(run_once(src))
    for name, runs in found.items():
        imports = statistics.median(r["import"] for r in runs)
        warm = statistics.median(r["warm_up"] for r in runs)
        rss = statistics.median(r["rss"] for r in runs)
        spread = ", ".join(f"{r['warm_up']:.2f}" for r in runs)
        print(
            f"{name}: import {imports:.2f} CPU-s, warm-up of every language {warm:.2f} CPU-s ({spread}), "
            f"peak RSS {rss:.0f} MB"
        )


if __name__ == "__main__":
    main()
