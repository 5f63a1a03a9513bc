#!/usr/bin/env python3
"""Latency of `mtglinks.analyze()` in one long-lived process (a deckbuilder's server, say).

Reads real cards (../shared/corpora/oracle-en.jsonl.gz; the bundled corpora/ when ../shared is
missing), then calls `analyze()` `--calls` times (30,000 by default) cycling through them, timing
each call, and prints the p50, p99, p99.9 and maximum latency, wall and CPU, with how many garbage
collections of each generation ran and the longest pause of each. Target (issue 12): maximum
≤ 100 ms on real cards. The first call in each language loads its grammar and tables; it is
timed apart ("first call") and not counted in the figures.

    python benchmarks/latency.py
    python benchmarks/latency.py --calls 100000 --shared /path/to/shared
    python benchmarks/latency.py --corpus printed-ru
    python benchmarks/latency.py --keep 5000     # the process also keeps its last 5,000 results
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from collections import deque
from collections.abc import Iterator
from itertools import cycle, islice
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))

import mtglinks  # noqa: E402
from mtglinks.schema.input_record import read_record  # noqa: E402
from mtglinks.sources.jsonl import json_objects  # noqa: E402

DEFAULT_SHARED = REPO.parent / "shared"


def records(shared: Path, corpus: str) -> Iterator[dict[str, Any]]:
    path = shared / "corpora" / f"{corpus}.jsonl.gz"
    if path.is_file():
        yield from json_objects(path)
        return
    for bundled in sorted((REPO / "corpora").glob("*/cards.jsonl")):
        yield from json_objects(bundled)


def percentile(sorted_values: list[float], p: float) -> float:
    """The p-th percentile (nearest rank) of sorted values."""
    rank = max(0, min(len(sorted_values) - 1, round(p / 100 * len(sorted_values) + 0.5) - 1))
    return sorted_values[rank]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shared", type=Path, default=DEFAULT_SHARED)
    parser.add_argument("--calls", type=int, default=30_000)
    parser.add_argument("--corpus", default="oracle-en", help="a ../shared/corpora file: printed-ru, …")
    parser.add_argument("--keep", type=int, default=0, help="keep the last N results alive, as a server's cache would")
    args = parser.parse_args(argv)
    cards = [read_record(r) for r in records(args.shared, args.corpus)]
    shared_file = args.shared / "corpora" / f"{args.corpus}.jsonl.gz"
    source = f"../shared {args.corpus}" if shared_file.is_file() else "bundled corpora/"
    print(f"{len(cards)} cards from {source}; {args.calls} calls; Python {sys.version.split()[0]}")

    pauses: dict[int, list[float]] = {0: [], 1: [], 2: []}
    started: list[float] = []

    def on_gc(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            started.append(time.perf_counter())
        elif started:
            pauses[info["generation"]].append(time.perf_counter() - started.pop())

    kept: deque[mtglinks.Card] = deque(maxlen=args.keep or None)
    firsts = {card.lang: card for card in reversed(cards)}
    for lang, first in sorted(firsts.items()):
        w = time.perf_counter()
        mtglinks.analyze(first.text, lang=first.lang, name=first.name, faces=first.faces)
        print(f"first call in {lang} (loads its grammar and tables): {(time.perf_counter() - w) * 1000:.0f} ms")

    gc.callbacks.append(on_gc)
    wall: list[float] = []
    cpu: list[float] = []
    for card in islice(cycle(cards), args.calls):
        w, c = time.perf_counter(), time.process_time()
        result = mtglinks.analyze(card.text, lang=card.lang, name=card.name, faces=card.faces)
        cpu.append(time.process_time() - c)
        wall.append(time.perf_counter() - w)
        if args.keep:
            kept.append(result)
    gc.callbacks.remove(on_gc)

    print(f"{'':>6} {'p50':>9} {'p99':>9} {'p99.9':>9} {'max':>9}   (ms)")
    for name, values in (("wall", sorted(wall)), ("cpu", sorted(cpu))):
        cells = " ".join(f"{percentile(values, p) * 1000:>9.2f}" for p in (50, 99, 99.9))
        print(f"{name:>6} {cells} {values[-1] * 1000:>9.2f}")
    for generation, times in pauses.items():
        longest = max(times) * 1000 if times else 0.0
        print(f"gc generation {generation}: {len(times)} collections, longest {longest:.2f} ms")
    print(f"objects the collector tracks: {len(gc.get_objects())}, frozen: {gc.get_freeze_count()}")
    verdict = "ok" if max(wall) <= 0.100 else "over"
    print(f"maximum {max(wall) * 1000:.1f} ms (target ≤ 100 ms: {verdict})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
