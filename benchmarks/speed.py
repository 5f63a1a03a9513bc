#!/usr/bin/env python3
"""Cards per CPU-second of the tagger, per language, against a naive regex tagger.

One process: each corpus of ../shared/corpora is tagged in-process by the batch runner with one
job (what `mtglinks tag -j 1` does: reading the file, analysing, serialising each record, without
writing), and the CPU time of that (`time.process_time`, so a busy machine does not hide the
figure) gives cards per CPU-second. The grammar, lemma tables and patterns are loaded before the
clock starts: start-up is `benchmarks/startup.py`'s business. The same file then goes through a
naive tagger this script carries (the file read and decoded the same way, then a few regexes per
card for "exile" / "exiled with", "choose" / "chosen" and the like, in the four languages) and
the ratio of the two CPU times is printed: how many times the naive tagger's work the real one costs.

    python benchmarks/speed.py                          # oracle-en, printed-es, printed-fr, printed-ru
    python benchmarks/speed.py --files printed-en --limit 5000
    python benchmarks/speed.py --profile printed-es     # cProfile of the tagging instead

Targets (issue 11): English Oracle >= 4,000 cards per CPU-second, Spanish, French and Russian
>= 3,000 each.
"""

from __future__ import annotations

import argparse
import gc
import gzip
import itertools
import json
import re
import sys
import time
from collections.abc import Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DEFAULT_SHARED = REPO.parent / "shared"
CORPORA = ("oracle-en", "printed-es", "printed-fr", "printed-ru")
TARGETS = {"en": 4000, "es": 3000, "fr": 3000, "ru": 3000}

# The naive tagger: per language, (acting, referring) regex pairs; a card "links" a pair when one
# paragraph matches the acting regex and a later one the referring regex.
NAIVE: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (
        (r"\bexiles?\b", r"\bexiled with\b"),
        (r"\bchoose\b", r"\bchosen\b"),
        (r"\bkicker\b", r"\bkicked\b"),
        (r"\bnote\b", r"\bnoted\b"),
    ),
    "es": (
        (r"\bexilia\w*", r"\bexiliad[oa]s? con\b"),
        (r"\belige\b", r"\belegid[oa]s?\b"),
        (r"\bestímulo\b", r"\bestimulad[oa]\b"),
    ),
    "fr": (
        (r"\bexilez\b", r"\bexilée?s? avec\b"),
        (r"\bchoisissez\b", r"\bchoisie?s?\b"),
        (r"\bkick\w*", r"\bkické\w*"),
    ),
    "ru": (
        (r"\bизгоните\b", r"\bизгнанн\w+ с помощью\b"),
        (r"\bвыберите\b", r"\bвыбранн\w+\b"),
        (r"\bнавар\w*", r"\bнавар\w* был\b"),
    ),
}


def naive_tag(
    lang: str, paragraphs: Sequence[str], compiled: dict[str, list[tuple[re.Pattern[str], re.Pattern[str]]]]
) -> int:
    links = 0
    for acting, referring in compiled[lang]:
        seen = False
        for paragraph in paragraphs:
            low = paragraph.lower()
            if seen and referring.search(low):
                links += 1
            if acting.search(low):
                seen = True
    return links


def real_tag(path: Path, limit: int | None) -> tuple[int, str]:
    """Cards tagged (and the language of the first) by the batch runner, from the file."""
    from mtglinks.batch import runner
    from mtglinks.sources import CardRecord, read_sources

    items = [item for item in itertools.islice(read_sources([str(path)]), limit) if isinstance(item, CardRecord)]
    lang = str(items[0].record.get("lang", "en")) if items else "en"
    with runner.Runner(jobs=1) as pool:
        return sum(1 for result in pool.run(items) if result.line is not None), lang


_TEXT_KEYS = ("printed_text", "oracle_text", "text")


def naive_file(
    path: Path, limit: int | None, compiled: dict[str, list[tuple[re.Pattern[str], re.Pattern[str]]]]
) -> int:
    """The naive tagger over the same file: decode each line, take its text, run the regexes."""
    links = 0
    with gzip.open(path, "rb") as f:
        for line in itertools.islice(f, limit):
            record = json.loads(line)
            lang = record.get("lang") if record.get("lang") in compiled else "en"
            sides = record.get("faces") if isinstance(record.get("faces"), list) else [record]
            texts = [next((s[k] for k in _TEXT_KEYS if isinstance(s.get(k), str)), "") for s in sides]
            links += naive_tag(lang, [p for text in texts for p in text.split("\n")], compiled)
    return links


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shared", type=Path, default=DEFAULT_SHARED)
    parser.add_argument("--files", nargs="+", default=list(CORPORA), help="corpus names in SHARED/corpora")
    parser.add_argument("--limit", type=int, default=None, help="only the first N records of each")
    parser.add_argument("--profile", metavar="CORPUS", help="cProfile the tagging of one corpus instead")
    parser.add_argument("--sort", default="cumulative", help="the cProfile order with --profile (cumulative, tottime)")
    args = parser.parse_args(argv)

    from mtglinks.batch import runner
    from mtglinks.batch.limits import DEFAULT_LIMITS

    # Grammars, lemma tables, patterns, and the one-time loads a record's analysis needs under the
    # runner's limits (`analysis.prepare`, which the tagger keeps off every record's CPU budget): all
    # start-up, done before any clock starts; else the first record of a run was charged with them.
    runner.warm_up(limits=DEFAULT_LIMITS)
    compiled = {lang: [(re.compile(a), re.compile(r)) for a, r in pairs] for lang, pairs in NAIVE.items()}

    if args.profile:
        import cProfile
        import pstats

        profile = cProfile.Profile()
        profile.runcall(real_tag, args.shared / "corpora" / f"{args.profile}.jsonl.gz", args.limit)
        pstats.Stats(profile).sort_stats(args.sort).print_stats(40)
        return 0

    print(
        f"{'corpus':<14} {'cards':>7} {'CPU s':>7} {'cards/CPU-s':>12} {'target':>7}"
        f" {'naive cards/CPU-s':>18} {'ratio':>6}"
    )
    for name in args.files:
        path = args.shared / "corpora" / f"{name}.jsonl.gz"
        if not path.is_file():
            print(f"{name}: {path} is missing", file=sys.stderr)
            continue
        gc.collect()
        start = time.process_time()
        tagged, lang = real_tag(path, args.limit)
        cpu = time.process_time() - start
        start = time.process_time()
        naive_file(path, args.limit, compiled)
        naive_cpu = max(time.process_time() - start, 1e-9)

        rate = tagged / cpu if cpu else float("inf")
        target = TARGETS.get(lang, 0)
        mark = "ok" if rate >= target else "below"
        print(
            f"{name:<14} {tagged:>7,} {cpu:>7.2f} {rate:>12,.0f} {target:>7,} {tagged / naive_cpu:>18,.0f}"
            f" {cpu / naive_cpu:>5.1f}x  {mark}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
