"""CPU seconds the readers take over the shared corpora and format samples, reading only (no tagging).

    python benchmarks/read_speed.py                # JSON Lines (../shared/corpora/*.jsonl.gz), then JSON documents
    PYTHONPATH=/path/to/other/checkout/src python benchmarks/read_speed.py   # the same for another commit

Prints, per kind of input, the items read and the CPU seconds of the fastest of --rounds rounds (the
machine is shared: the fastest round is the one least disturbed). Run it alternately with a reference
checkout to compare. Needs ../shared (exits with a note when it is missing).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from mtglinks.sources import read_sources

SHARED = Path(__file__).resolve().parent.parent.parent / "shared"
DOCUMENTS = [
    "mtgjson__mtgjson__tests_mtgjson5_mocked_data__TSP.json",  # an MTGJSON v5 set file, 2.3 MB
    "gwax__mtg_ssm__tests_data__cards.json",  # a Scryfall card list, 0.5 MB
]


def inputs() -> dict[str, list[str]]:
    """The inputs of each kind: every shared corpus, and the two largest JSON documents 30 times."""
    return {
        "JSON Lines": sorted(str(p) for p in (SHARED / "corpora").glob("*.jsonl.gz")),
        "JSON documents": [str(SHARED / "formats" / name) for name in DOCUMENTS] * 30,
    }


def main() -> int:
    """Time each kind of input; print items and the fastest round's CPU seconds."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    if not (SHARED / "corpora").is_dir():
        print(f"no shared corpora at {SHARED}: nothing to read", file=sys.stderr)
        return 0
    for kind, paths in inputs().items():
        best, count = float("inf"), 0
        for _ in range(args.rounds):
            started = time.process_time()
            count = sum(1 for _ in read_sources(paths, file_errors="item"))
            best = min(best, time.process_time() - started)
        print(f"{kind:<16} {count:>8} items {best:>7.3f} CPU s (fastest of {args.rounds})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
