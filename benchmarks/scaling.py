#!/usr/bin/env python3
"""How the cost of `mtglinks.analyze()` grows with the length of a card's text.

Three series, each printed with wall and CPU (time.process_time) seconds per unit:

1. Paragraphs: cards of 1, 10, 100, 1,000, 3,000 and 10,000 real card paragraphs joined by
   line breaks. Time per paragraph. Target (issue 9): largest / smallest < 2. Each card is timed
   as `analyze(text)` (no name: the card index is asked which card has the text, a cost per call,
   not per paragraph) and as `analyze(text, name=...)`; both ratios are printed.
2. One paragraph of growing length: 1 … 20,000 real card paragraphs joined by spaces into one
   paragraph. Time per joined paragraph (about two sentences each). Target: largest / smallest < 2.
3. Repetitive texts (the reproducers of issue 12) at 1 KB, 10 KB and 100 KB: time per character.
   Target (issue 12): growth of the time per character ≤ 15× per 10× of input (it is a ratio of
   per-unit times, so a linear stage reads about 1×).

Paragraphs come from ../shared/corpora/oracle-en.jsonl.gz (the bundled corpora/ when ../shared is
missing), in file order. For sizes below 2,000 units several cards are timed, consecutive slices
of the same paragraphs, so every size averages over about 2,000 paragraphs and sizes compare.
Each card is timed over the best of `--repeat` runs, each after emptying the caches of paragraph
parses and pattern matches (`mtglinks.pipeline.clear_caches`; the grammar and lemma tables stay
loaded), so that every size measures the same work. Ratios are of CPU time, which other load on
the machine does not change; wall time is printed beside it.

    python benchmarks/scaling.py
    python benchmarks/scaling.py --quick          # smaller sizes, for a quick look
    python benchmarks/scaling.py --shared /path/to/shared --repeat 5
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from collections.abc import Callable
from itertools import cycle, islice
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))

import mtglinks  # noqa: E402
from mtglinks.pipeline import clear_caches  # noqa: E402
from mtglinks.sources.jsonl import json_objects  # noqa: E402

DEFAULT_SHARED = REPO.parent / "shared"

# The repetitive texts of issue 12 (and the long-card case of issue 9), as (name, unit, joiner):
# the text is the unit repeated until it reaches the size.
REPETITIVE: tuple[tuple[str, str], ...] = (
    ("choose + chosen color", "Choose a color. Creatures of the chosen color get +1/+1. "),
    ("exile target creature", "Exile target creature. "),
    ('quotes and reminders "a" (b)', '"a" (b) '),
    ("choose a color, (no period)", "choose a color, "),
    ("kicker / if kicked paragraphs", "Kicker {R}\nIf ~ was kicked, draw a card.\n"),
    ("exile / exiled-with paragraphs", "{T}: Exile target creature.\n{1}: Return a card exiled with ~.\n"),
)
SIZES_KB = (1, 10, 100)


def real_paragraphs(shared: Path) -> list[str]:
    """Real card paragraphs in corpus order: oracle-en from ../shared, else the bundled corpora."""
    out: list[str] = []
    path = shared / "corpora" / "oracle-en.jsonl.gz"
    key = "oracle_text"
    if not path.is_file():
        path, key = REPO / "corpora" / "en" / "cards.jsonl", "text"
    for record in json_objects(path):
        for face in record.get("faces", []):
            out.extend(p for p in (face.get(key) or "").split("\n") if p.strip())
    return out


def timed(text: str, repeat: int, name: str | None = None) -> tuple[float, float, mtglinks.Card]:
    """(wall, cpu) seconds of analysing one text (with `name`, or without: then the card index is
    asked which card has the text), the best of `repeat` runs, each with the paragraph caches
    emptied first (the grammar and tables stay loaded), and the card."""
    best = (float("inf"), float("inf"))
    card = None
    for _ in range(repeat):
        clear_caches()
        gc.collect()
        w, c = time.perf_counter(), time.process_time()
        card = mtglinks.analyze(text, name=name)
        best = min(best, (time.perf_counter() - w, time.process_time() - c))
    assert card is not None
    return best[0], best[1], card


# The name given in the named runs: one no text says, as an unknown card's would be.
NAME = "Nameless Test Card"


def series(
    title: str, unit: str, sizes: tuple[int, ...], make: Callable[[int, int], str], repeat: int, pool: int
) -> list[float]:
    """Time cards of each size, without a name and with one; returns the CPU time per unit of each
    size (without a name)."""
    print(f"\n{title}")
    print(
        f"{'size':>8} {'cards':>6} {'chars/card':>11} {'wall µs/' + unit:>22} {'cpu µs/' + unit:>22}"
        f" {'cpu, name given':>16}"
    )
    per_unit: list[float] = []
    named: list[float] = []
    for size in sizes:
        cards = max(1, pool // size)
        wall = cpu = cpu_named = 0.0
        chars = 0
        for k in range(cards):
            text = make(size, k * size)
            chars += len(text)
            w, c, _ = timed(text, repeat)
            wall += w
            cpu += c
            cpu_named += timed(text, repeat, NAME)[1]
        units = size * cards
        per_unit.append(cpu / units * 1e6)
        named.append(cpu_named / units * 1e6)
        print(
            f"{size:>8} {cards:>6} {chars // cards:>11} {wall / units * 1e6:>22.1f} {cpu / units * 1e6:>22.1f}"
            f" {cpu_named / units * 1e6:>16.1f}"
        )
    print(f"largest / smallest CPU time per {unit}: {max(per_unit) / min(per_unit):.2f} (target < 2)")
    print(f"  with a name given (no index lookup): {max(named) / min(named):.2f}")
    return per_unit


def repetitive(repeat: int, sizes_kb: tuple[int, ...]) -> None:
    print("\nRepetitive texts: CPU time per character")
    header = "".join(f"{f'{kb} KB ns/char':>15}" for kb in sizes_kb)
    print(f"{'text':<34}{header}{'links':>7}{'left out':>9}{'growth/10×':>11}{'cpu s':>8}{'wall s':>8}")
    for name, unit in REPETITIVE:
        per_char: list[float] = []
        wall = cpu = 0.0
        links = left_out = 0
        for kb in sizes_kb:
            text = unit * max(1, kb * 1000 // len(unit))
            wall, cpu, card = timed(text, repeat)
            per_char.append(cpu / len(text) * 1e9)
            links, left_out = len(card.links), card.truncated_links
        growth = max(b / a for a, b in zip(per_char, per_char[1:], strict=False)) if len(per_char) > 1 else 1.0
        cells = "".join(f"{v:>15.1f}" for v in per_char)
        print(f"{name:<34}{cells}{links:>7}{left_out:>9}{growth:>10.2f}×{cpu:>8.3f}{wall:>8.3f}")
    print("growth/10×: the largest ratio of CPU time per character from one size to the next (target ≤ 15×);")
    print("cpu s / wall s: seconds for the largest size; links / left out: of the largest (bound: 1,000 a card)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shared", type=Path, default=DEFAULT_SHARED)
    parser.add_argument("--repeat", type=int, default=3, help="timed runs per card (the best is kept)")
    parser.add_argument("--quick", action="store_true", help="sizes up to 1,000 and 10 KB")
    args = parser.parse_args(argv)
    paragraphs = real_paragraphs(args.shared)
    if not paragraphs:
        print("no card paragraphs found", file=sys.stderr)
        return 1
    print(f"{len(paragraphs)} real paragraphs; Python {sys.version.split()[0]}")
    mtglinks.analyze("Flying")  # load the grammar and tables first

    def lines(n: int, start: int) -> str:
        return "\n".join(islice(cycle(paragraphs), start, start + n))

    def one_paragraph(n: int, start: int) -> str:
        return " ".join(p.rstrip() for p in islice(cycle(paragraphs), start, start + n))

    sizes = (1, 10, 100, 1000) if args.quick else (1, 10, 100, 1000, 3000, 10000)
    series("Paragraphs: cards of n real paragraphs", "paragraph", sizes, lines, args.repeat, 2000)
    sizes = (1, 10, 100, 1000) if args.quick else (1, 10, 100, 1000, 10000, 20000)
    series(
        "One paragraph: n real paragraphs joined by spaces", "joined paragraph", sizes, one_paragraph, args.repeat, 2000
    )
    repetitive(args.repeat, SIZES_KB[:2] if args.quick else SIZES_KB)
    return 0


if __name__ == "__main__":
    sys.exit(main())
