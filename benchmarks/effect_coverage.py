#!/usr/bin/env python3
"""How much card text the effect tree reads whole, per corpus: one table, one command.

    python benchmarks/effect_coverage.py                         # every corpus of ../shared/corpora
    python benchmarks/effect_coverage.py --files oracle-2026 printed-en --top 20
    python benchmarks/effect_coverage.py --limit 2000 -j 2

For each corpus, every card goes through `mtglinks.coverage.measure` (what `mtglinks coverage FILE --json`
reports): **sentences** are the units the effect grammar reads (effect sentences, restrictions, trigger
events, intervening "if" clauses; an unparsed ability counts as one), **typed** those read whole into typed
nodes; a card is **typed** when it has text, no unparsed ability and every sentence typed. With `--top N`
the N most frequent places the reading stopped are printed per corpus (the untyped node's reason).

The last rows are checks that must stay near zero: the Spanish, French and Russian corpora read as
English, and English read as Spanish (text of another language must not be understood).
Targets: English Oracle text 90% of cards / 97% of sentences; printed es/fr/ru 85% of cards; the modern
Spanish and French samples 80% of cards.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from itertools import islice
from pathlib import Path

from mtglinks.coverage import Coverage, measure, read_cards

REPO = Path(__file__).resolve().parents[1]
CORPORA = (
    "oracle-2026",
    "oracle-en",
    "oracle-recent",
    "printed-en",
    "printed-es",
    "printed-fr",
    "printed-ru",
    "printed-es-modern",
    "printed-fr-modern",
)
# (corpus, the language it is read as): another language's text must type (almost) nothing
CROSS_CHECKS = (("printed-es", "en"), ("printed-fr", "en"), ("printed-ru", "en"), ("printed-en", "es"))


def one(job: tuple[Path, str, str | None, int | None]) -> tuple[str, Coverage, float]:
    """The coverage of one corpus (read as `lang` when given), and its seconds."""
    path, label, lang, limit = job
    started = time.perf_counter()
    cards = read_cards(path, lang=lang)
    result = measure(islice(cards, limit) if limit else cards, source=str(path))
    return label, result, time.perf_counter() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shared", type=Path, default=REPO.parent / "shared")
    parser.add_argument("--files", nargs="+", default=list(CORPORA), help="corpus names in SHARED/corpora")
    parser.add_argument("--limit", type=int, default=None, help="only the first N records of each")
    parser.add_argument("--top", type=int, default=0, help="the N most frequent reasons a sentence is untyped")
    parser.add_argument("--no-cross", action="store_true", help="skip the other-language checks")
    parser.add_argument("-j", "--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    jobs = _jobs(args)
    with ProcessPoolExecutor(max(1, args.jobs)) as pool:
        results = list(pool.map(one, jobs)) if args.jobs > 1 else [one(job) for job in jobs]
    _report(results, args.top)
    return 0


def _jobs(args: argparse.Namespace) -> list[tuple[Path, str, str | None, int | None]]:
    jobs: list[tuple[Path, str, str | None, int | None]] = []
    for name in args.files:
        path = args.shared / "corpora" / f"{name}.jsonl.gz"
        if not path.is_file():
            print(f"{path}: missing, skipped", file=sys.stderr)
            continue
        jobs.append((path, name, None, args.limit))
    if not args.no_cross:
        for name, lang in CROSS_CHECKS:
            path = args.shared / "corpora" / f"{name}.jsonl.gz"
            if path.is_file():
                jobs.append((path, f"{name} read as {lang}", lang, args.limit))
    return jobs


def _report(results: list[tuple[str, Coverage, float]], top: int) -> None:
    print("| corpus | cards | cards typed | share | sentences | typed | share | seconds |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for label, result, seconds in results:
        print(
            f"| {label} | {result.cards:,} | {result.cards_typed:,} | {result.cards_typed_share:.1%} "
            f"| {result.sentences:,} | {result.sentences_typed:,} | {result.sentences_typed_share:.1%} "
            f"| {seconds:.0f} |"
        )
    for label, result, _ in results if top else []:
        if " read as " not in label:
            print(f"\n{label}: where the reading of untyped sentences stopped, the {top} most frequent")
            for reason, count in result.untyped_reasons.most_common(top):
                print(f"  {count:6,}  {reason}")


if __name__ == "__main__":
    sys.exit(main())
