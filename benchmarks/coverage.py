"""Coverage over the shared corpora (and the labelled dev files): per file, the share of paragraphs
segmented with no unparsed node, the share whose words are all known to the language (overall and on
the cards held out of the vocabulary's build), failure reasons, unknown words, cards/s.

    python benchmarks/coverage.py                       # ../shared/corpora/*.jsonl.gz
    python benchmarks/coverage.py --eval                # and ../shared/eval/dev-*.jsonl
    python benchmarks/coverage.py --corpora DIR --top 15 --limit 2000
    python benchmarks/coverage.py --quiet               # only the summary table

Targets (issue 2), segmentation: English Oracle >= 99.5% of paragraphs; printed en, es, fr, ru >= 99%
each. The known-words figure has no target: it is what tells card text from garbage (issue 9).
"""

from __future__ import annotations

import argparse
from itertools import islice
from pathlib import Path

from mtglinks.coverage import Coverage, format_report, measure, read_cards

CHECKOUT = Path(__file__).resolve().parents[1]
TARGETS = {"oracle-en": 0.995, "printed-en": 0.99, "printed-es": 0.99, "printed-fr": 0.99, "printed-ru": 0.99}


def _percent(value: float | None) -> str:
    return "-" if value is None else f"{value:.2%}"


def summary_row(stem: str, result: Coverage, words: int = 5) -> str:
    target = TARGETS.get(stem)
    mark = "" if target is None else (" ✓" if result.segmented_share >= target else " ✗")
    target_text = f"≥ {target:.1%}" if target else "-"
    unknown = ", ".join(f"{u.word} ({u.paragraphs})" for u in result.top_unknown(words)).replace("|", "\\|")
    rate = result.cards / max(result.seconds, 1e-9)
    return (
        f"| {stem} | {result.cards:,} | {result.paragraphs:,} | {result.segmented_share:.2%}{mark} | {target_text} "
        f"| {result.known_share:.2%} | {_percent(result.held_out_share)} ({result.held_out_paragraphs:,}) "
        f"| {unknown} | {rate:.0f} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpora", type=Path, default=CHECKOUT.parent / "shared" / "corpora")
    parser.add_argument("--eval", action="store_true", help="also the labelled dev files of ../shared/eval")
    parser.add_argument("--eval-dir", type=Path, default=CHECKOUT.parent / "shared" / "eval")
    parser.add_argument("--top", type=int, default=10)
    parser.add_argument("--examples", type=int, default=3)
    parser.add_argument("--limit", type=int, default=None, help="first N cards of each file")
    parser.add_argument("--quiet", action="store_true", help="print only the summary table")
    args = parser.parse_args()
    files = sorted(args.corpora.glob("*.jsonl.gz"))
    if args.eval:
        files += sorted(args.eval_dir.glob("dev-*.jsonl"))
    if not files:
        raise SystemExit(f"no *.jsonl.gz under {args.corpora}")
    rows = []
    for path in files:
        cards = read_cards(path)
        result = measure(islice(cards, args.limit) if args.limit else cards, str(path), args.examples)
        if not args.quiet:
            print(format_report(result, args.top), flush=True)
            print()
        stem = path.name.removesuffix(".gz").removesuffix(".jsonl")
        rows.append(summary_row(stem, result))
    print(
        "| corpus | cards | paragraphs | segmented | target | known words | known words, held-out cards "
        "(paragraphs) | top unknown words (paragraphs) | cards/s |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    for row in rows:
        print(row)


if __name__ == "__main__":
    main()
