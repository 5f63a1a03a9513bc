"""Grammar coverage over the shared corpora: per file, the share of paragraphs parsed, failure reasons, cards/s.

    python benchmarks/coverage.py                       # ../shared/corpora/*.jsonl.gz
    python benchmarks/coverage.py --corpora DIR --top 15 --limit 2000

Targets (issue 2): English Oracle >= 99.5% of paragraphs; printed en, es, fr, ru >= 99% each.
"""

from __future__ import annotations

import argparse
from itertools import islice
from pathlib import Path

from mtglinks.coverage import format_report, measure, read_cards

CHECKOUT = Path(__file__).resolve().parents[1]
TARGETS = {"oracle-en": 0.995, "printed-en": 0.99, "printed-es": 0.99, "printed-fr": 0.99, "printed-ru": 0.99}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpora", type=Path, default=CHECKOUT.parent / "shared" / "corpora")
    parser.add_argument("--top", type=int, default=10)
    parser.add_argument("--examples", type=int, default=3)
    parser.add_argument("--limit", type=int, default=None, help="first N cards of each file")
    args = parser.parse_args()
    files = sorted(args.corpora.glob("*.jsonl.gz"))
    if not files:
        raise SystemExit(f"no *.jsonl.gz under {args.corpora}")
    summary = []
    for path in files:
        cards = read_cards(path)
        result = measure(islice(cards, args.limit) if args.limit else cards, str(path), args.examples)
        print(format_report(result, args.top), flush=True)
        print()
        stem = path.name.removesuffix(".jsonl.gz")
        summary.append((stem, result.share, TARGETS.get(stem), result.cards / max(result.seconds, 1e-9)))
    print("| corpus | paragraphs parsed | target | cards/s |")
    print("|---|---|---|---|")
    for stem, share, target, rate in summary:
        mark = "" if target is None else (" ✓" if share >= target else " ✗")
        target_text = f"≥ {target:.1%}" if target else "-"
        print(f"| {stem} | {share:.2%}{mark} | {target_text} | {rate:.0f} |")


if __name__ == "__main__":
    main()
