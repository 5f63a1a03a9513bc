"""Cross-lingual agreement: do the printed es/fr/ru cards link like their English Oracle text?

    python benchmarks/crosslingual.py                      # all cards of printed-{es,fr,ru}
    python benchmarks/crosslingual.py --limit 2000 --show 10
    python benchmarks/crosslingual.py --out /tmp/disagreements.jsonl

For every record of ../shared/corpora/printed-<lang>.jsonl.gz, run the batch tagger on the printed text (name =
printed_name) and the record's `oracle_text_en` (English, name = en_name) and compare the
multisets of rule-607 clauses of their links (paragraphs are not compared: printed and Oracle
text split paragraphs differently). Prints per language the share of cards that agree, the share
among cards where either side has a link, and the clauses that disagree most; lists
disagreements with --show N or writes them all with --out. Target: >= 95% of cards agree.
"""

from __future__ import annotations

import argparse
import gzip
import json
import time
from collections import Counter
from collections.abc import Iterator
from itertools import islice
from pathlib import Path
from typing import Any

from mtglinks.batch.runner import tag_record

CHECKOUT = Path(__file__).resolve().parents[1]
TARGET = 0.95


def records(path: Path) -> Iterator[dict[str, Any]]:
    with gzip.open(path, "rt", encoding="utf-8") as f:
        for line in f:
            yield json.loads(line)


def clauses(record: dict[str, Any]) -> Counter[str]:
    """The multiset of 607 clauses the batch tagger finds for one input record."""
    tagged = tag_record(record)
    if tagged["status"] != "ok":
        raise SystemExit(f"the tagger rejected {record.get('name')!r}: {tagged['errors']}")
    return Counter(link["rule"] for link in tagged["links"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpora", type=Path, default=CHECKOUT.parent / "shared" / "corpora")
    parser.add_argument("--lang", action="append", choices=["es", "fr", "ru"])
    parser.add_argument("--limit", type=int, default=None, help="first N cards of each language")
    parser.add_argument("--show", type=int, default=0, help="print N disagreements per language")
    parser.add_argument("--out", type=Path, default=None, help="write every disagreement as JSON lines")
    args = parser.parse_args()
    sink = args.out.open("w", encoding="utf-8") if args.out else None
    summary = []
    for lang in args.lang or ["es", "fr", "ru"]:
        path = args.corpora / f"printed-{lang}.jsonl.gz"
        cards = agree = linked = linked_agree = 0
        missing: Counter[str] = Counter()  # clauses English has and the printed text lacks
        extra: Counter[str] = Counter()
        shown = 0
        start = time.perf_counter()
        for record in islice(records(path), args.limit):
            if record.get("suspect_untranslated") or not record.get("oracle_text_en"):
                continue
            # Both sides go through the tagger as records; the printed type line (in any language)
            # tells both which cards are instants and sorceries.
            type_line = record.get("printed_type")
            printed = clauses(
                {
                    "lang": lang,
                    "name": record.get("printed_name"),
                    "text": record.get("printed_text") or "",
                    "type_line": type_line,
                }
            )
            english = clauses(
                {"lang": "en", "name": record.get("en_name"), "text": record["oracle_text_en"], "type_line": type_line}
            )
            cards += 1
            same = printed == english
            agree += same
            if printed or english:
                linked += 1
                linked_agree += same
            if same:
                continue
            missing.update(english - printed)
            extra.update(printed - english)
            item = {
                "lang": lang,
                "en_name": record.get("en_name"),
                "printed_name": record.get("printed_name"),
                "printed": dict(printed),
                "english": dict(english),
                "printed_text": record.get("printed_text"),
                "oracle_text_en": record.get("oracle_text_en"),
            }
            if sink is not None:
                sink.write(json.dumps(item, ensure_ascii=False) + "\n")
            if shown < args.show:
                shown += 1
                print(f"  {lang} {item['en_name']}: printed {item['printed']} vs english {item['english']}")
        seconds = time.perf_counter() - start
        share = agree / max(cards, 1)
        linked_share = linked_agree / max(linked, 1)
        summary.append((lang, cards, share, linked, linked_share, seconds))
        print(
            f"{lang}: {agree}/{cards} cards agree ({share:.2%}); among {linked} cards with links "
            f"{linked_share:.2%}; English-only clauses {dict(missing.most_common(6))}, "
            f"printed-only {dict(extra.most_common(6))}; {seconds:.0f} s",
            flush=True,
        )
    print()
    print("| lang | cards | agree | cards with links | agree among them | target |")
    print("|---|---|---|---|---|---|")
    for lang, cards, share, linked, linked_share, _ in summary:
        ok = "ok" if share >= TARGET else "UNDER"
        print(f"| {lang} | {cards} | {share:.2%} | {linked} | {linked_share:.2%} | >= {TARGET:.0%} {ok} |")
    if sink is not None:
        sink.close()


if __name__ == "__main__":
    main()
