#!/usr/bin/env python3
"""Where the CPU of a database `tag` run goes, process by process (the main process and each worker).

Runs `mtglinks tag INPUT -o OUT -j N` in this process with a few of the runner's functions wrapped
so that each process counts its calls and CPU seconds, and prints per process: the parts it tagged,
the analyses, the paragraph and effect-sentence parses (the misses of the parse caches), pattern
searches, each process's own store of analyses (lookups and hits, its batched writes), the shared file
of analyses (lookups and hits, publishing), building each item's piece (line, rows,
journal META), pickling each part's outcome (a worker's "spooled parts" beyond its "parts") and
reading it back (the main process's "outcomes read"), the regexes each process compiles, and the wall
seconds a worker sat idle between parts. Comparing `-j 1` with `-j 2` shows what a second worker adds
(analyses done twice, caches missed twice, the shared file, the outcomes sent, patterns compiled again
in each worker) and whether the workers wait for work.

    python benchmarks/parts_profile.py AllPrintings.json -j 2
    PARTS_PROFILE_SRC=/path/to/other/src python benchmarks/parts_profile.py AllPrintings.json -j 2  # another commit
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import glob
import json
import os
import resource
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, os.environ.get("PARTS_PROFILE_SRC") or str(Path(__file__).resolve().parents[1] / "src"))

import re._compiler as re_compiler  # noqa: E402

from mtglinks.batch import analysis, blocks, reuse, split  # noqa: E402
from mtglinks.effects import build  # noqa: E402
from mtglinks.features import search  # noqa: E402
from mtglinks.syntax import paragraph  # noqa: E402

COUNTS: collections.Counter[str] = collections.Counter()
SECONDS: collections.Counter[str] = collections.Counter()
SPANS: list[tuple[float, float]] = []
FOLDER = ""
PID = os.getpid()


def _own() -> None:
    """Forget what a forked worker inherited of its parent's counts: each process prints its own."""
    global PID
    if os.getpid() != PID:
        PID = os.getpid()
        COUNTS.clear()
        SECONDS.clear()
        SPANS.clear()


def _wrap(owner: Any, name: str, label: str, hits: str | None = None) -> None:
    real = getattr(owner, name)

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        _own()
        COUNTS[label] += 1
        started = time.process_time()
        found = None
        try:
            found = real(*args, **kwargs)
            return found
        finally:
            SECONDS[label] += time.process_time() - started
            if hits is not None and found is not None:
                COUNTS[hits] += 1

    wrapper.__module__, wrapper.__qualname__ = real.__module__, real.__qualname__
    setattr(owner, name, wrapper)


def _save_state() -> None:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    state = {"counts": COUNTS, "seconds": SECONDS, "spans": SPANS, "cpu": usage.ru_utime + usage.ru_stime}
    Path(FOLDER, f"{os.getpid()}.json").write_text(json.dumps(state), encoding="utf-8")


def _profiled_tag_part(*args: Any, **kwargs: Any) -> Any:
    _own()
    started, wall = time.process_time(), time.time()
    try:
        return REAL_TAG_PART(*args, **kwargs)
    finally:
        SECONDS["parts"] += time.process_time() - started
        COUNTS["parts"] += 1
        SPANS.append((wall, time.time()))
        _save_state()


def _profiled_spooled_part(*args: Any, **kwargs: Any) -> Any:
    # a worker's task: the part tagged (`tag_part`), then its outcome pickled into a file
    _own()
    started = time.process_time()
    try:
        return REAL_SPOOLED_PART(*args, **kwargs)
    finally:
        SECONDS["spooled parts"] += time.process_time() - started
        COUNTS["spooled parts"] += 1
        _save_state()


REAL_TAG_PART = split.tag_part
REAL_SPOOLED_PART = split.spooled_part


def main() -> None:
    global FOLDER
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("input")
    parser.add_argument("-j", "--jobs", type=int, default=2)
    args = parser.parse_args()
    _wrap(analysis, "analyze_input", "analyses")
    _wrap(paragraph.ParagraphParser, "_parsed", "paragraph parses")
    _wrap(build, "_parse", "effect parses")
    _wrap(search, "find_matches", "pattern searches")
    _wrap(reuse.ReuseStore, "get", "own lookups", hits="own hits")
    _wrap(reuse.ReuseStore, "_write", "own writes")
    _wrap(reuse.SharedFile, "get", "shared lookups", hits="shared hits")
    _wrap(reuse.SharedFile, "flush", "shared publishing")
    _wrap(split, "piece", "pieces")
    _wrap(blocks.BlockMaker, "add_batch", "block batches (journal lines and counts)")
    _wrap(split, "_unspooled", "outcomes read")
    _wrap(re_compiler, "compile", "regex compiles")
    _profiled_tag_part.__module__, _profiled_tag_part.__qualname__ = "mtglinks.batch.split", "tag_part"
    split.tag_part = _profiled_tag_part
    _profiled_spooled_part.__module__, _profiled_spooled_part.__qualname__ = "mtglinks.batch.split", "spooled_part"
    split.spooled_part = _profiled_spooled_part
    from mtglinks.cli import main as cli

    with tempfile.TemporaryDirectory() as folder:
        FOLDER = folder
        out = os.path.join(folder, "out.sqlite")
        started = time.perf_counter()
        with contextlib.suppress(SystemExit):  # the command ends with its exit status
            cli(["tag", args.input, "-o", out, "-j", str(args.jobs), "-q"], standalone_mode=False)
        wall = time.perf_counter() - started
        states = [json.loads(Path(f).read_text(encoding="utf-8")) for f in glob.glob(os.path.join(folder, "*.json"))]
    usage = resource.getrusage(resource.RUSAGE_SELF)
    here = ", ".join(f"{label} {count:,} ({SECONDS.get(label, 0):.2f} s)" for label, count in sorted(COUNTS.items()))
    print(f"-j {args.jobs}: {wall:.1f} s wall; main process {usage.ru_utime + usage.ru_stime:.2f} CPU-s: {here}")
    for n, state in enumerate(sorted(states, key=lambda s: s["spans"][0][0])):
        spans = sorted(state["spans"])
        idle = sum(later[0] - before[1] for before, later in zip(spans, spans[1:], strict=False))
        figures = ", ".join(
            f"{label} {count:,} ({state['seconds'].get(label, 0):.2f} s)"
            for label, count in sorted(state["counts"].items())
        )
        print(f"process {n + 1}: {state['cpu']:.1f} CPU-s, idle between parts {idle:.1f} s; {figures}")


if __name__ == "__main__":
    main()
