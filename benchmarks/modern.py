"""Modern Spanish and French: how many of the English Oracle text's links the printed text finds.

    python benchmarks/modern.py                       # printed-es-modern and printed-fr-modern
    python benchmarks/modern.py --lang fr --show 20   # the first 20 French cards that miss a link
    python benchmarks/modern.py --out /tmp/misses.jsonl

For every line of ../shared/corpora/printed-<lang>-modern.jsonl.gz the batch tagger reads the printed
text (name = the printed name) and the card face's current English Oracle text (`oracle_text_en`,
name = the English face name), each with the face's English type line from oracle-2026 (so both sides
know the same instants and sorceries). Each side's links are reduced to the multiset of their 607 rules
(paragraphs are not compared: printed and Oracle text split them differently). Per language it prints

- found: of the English links, the share whose rule the printed text also has (per card, the multiset
  intersection), summed over cards;
- agreement: of the printed text's links, the share the English text also has;
- the rules and the cards missed most often, and the printed-only ones.

Noise is kept, not cleaned: glued abilities, typos, old translations of reprinted cards and another
face's stray fragments all count against the figures. Only lines marked `untranslated` (English text
in the Spanish or French field) are left out, and counted: they measure nothing about the language.
The figures are also given per `template` era (modern, old, unknown) of the printed text.
Target: found >= 95%, agreement >= 0.99.
"""

from __future__ import annotations

import argparse
import gzip
import json
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import mtglinks

CHECKOUT = Path(__file__).resolve().parents[1]
FOUND_TARGET = 0.95
AGREEMENT_TARGET = 0.99


def read_jsonl_gz(path: Path) -> Iterator[dict[str, Any]]:
    """The objects of a gzip-compressed JSON Lines file."""
    with gzip.open(path, "rt", encoding="utf-8") as f:
        for line in f:
            if line.strip():
                yield json.loads(line)


def face_type_lines(corpora: Path) -> dict[str, str]:
    """English face name -> its type line, from oracle-2026 (empty when the file is missing)."""
    path = corpora / "oracle-2026.jsonl.gz"
    found: dict[str, str] = {}
    if path.exists():
        for card in read_jsonl_gz(path):
            for face in card.get("faces") or []:
                if face.get("name") and face.get("type_line"):
                    found.setdefault(face["name"], face["type_line"])
    return found


def rules(tagged: dict[str, Any]) -> Counter[str]:
    """The multiset of 607 rules of one tag record's links."""
    if tagged["status"] != "ok":
        raise SystemExit(f"the tagger rejected {tagged.get('id')!r}: {tagged['errors']}")
    return Counter(link["rule"] for link in tagged["links"])


class Tally:
    """Links of the English text, of the printed text, and of both, summed over cards."""

    def __init__(self) -> None:
        self.cards = self.english = self.printed = self.both = 0

    def add(self, english: Counter[str], printed: Counter[str]) -> None:
        self.cards += 1
        self.english += sum(english.values())
        self.printed += sum(printed.values())
        self.both += sum((english & printed).values())

    def line(self, label: str) -> str:
        found = self.both / max(self.english, 1)
        agreement = self.both / max(self.printed, 1)
        return (
            f"| {label} | {self.cards} | {self.english} | {self.printed} | {self.both} "
            f"| {found:.2%} | {agreement:.3f} |"
        )


def measure(lang: str, args: argparse.Namespace, types: dict[str, str], sink: Any) -> Tally:
    """Tag one language's file and its English Oracle texts; print the misses; return the totals."""
    path = args.corpora / f"printed-{lang}-modern.jsonl.gz"
    rows = [r for r in read_jsonl_gz(path) if not r.get("untranslated") and r.get("oracle_text_en")]
    skipped = sum(1 for r in read_jsonl_gz(path) if r.get("untranslated"))
    inputs: list[dict[str, Any]] = []
    for n, row in enumerate(rows):
        type_line = types.get(row["en_name"], "")
        inputs.append({"id": f"p{n}", "lang": lang, "name": row["name"], "text": row["text"], "type_line": type_line})
        english = {"id": f"e{n}", "lang": "en", "name": row["en_name"], "text": row["oracle_text_en"]}
        inputs.append({**english, "type_line": type_line})
    tagged = list(mtglinks.tag_many(inputs))
    total, by_template = Tally(), {t: Tally() for t in ("modern", "old", "unknown")}
    missed: Counter[str] = Counter()
    extra: Counter[str] = Counter()
    missed_cards: Counter[str] = Counter()
    shown = 0
    for n, row in enumerate(rows):
        printed, english = rules(tagged[2 * n]), rules(tagged[2 * n + 1])
        total.add(english, printed)
        by_template.setdefault(row.get("template") or "unknown", Tally()).add(english, printed)
        if printed == english:
            continue
        missed.update(english - printed)
        extra.update(printed - english)
        for rule in (english - printed).elements():
            missed_cards[f"{rule} {row['en_name']}"] += 1
        for rule in (printed - english).elements():
            missed_cards[f"extra {rule} {row['en_name']}"] += 1
        item = {"lang": lang, "en_name": row["en_name"], "name": row["name"], "template": row.get("template")}
        item.update(english=dict(english), printed=dict(printed), text=row["text"], oracle=row["oracle_text_en"])
        if sink is not None:
            sink.write(json.dumps(item, ensure_ascii=False) + "\n")
        if shown < args.show:
            shown += 1
            print(f"  {row['en_name']} ({row['name']}): english {dict(english)} printed {dict(printed)}")
            print(f"    {row['text']!r}\n    {row['oracle_text_en']!r}")
    print(f"{lang}: {len(rows)} translated lines ({skipped} untranslated lines left out)")
    print(f"  English rules missed most: {dict(missed.most_common(10))}")
    print(f"  printed-only rules: {dict(extra.most_common(10))}")
    print(f"  cards: {', '.join(k for k, _ in missed_cards.most_common(args.top))}")
    for template, tally in by_template.items():
        print("  " + tally.line(f"{lang} {template}"))
    return total


def main() -> None:
    """Measure each language and print the summary table."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpora", type=Path, default=CHECKOUT.parent / "shared" / "corpora")
    parser.add_argument("--lang", action="append", choices=["es", "fr"])
    parser.add_argument("--show", type=int, default=0, help="print the first N cards whose links differ")
    parser.add_argument("--top", type=int, default=30, help="how many missed (rule, card) pairs to name")
    parser.add_argument("--out", type=Path, default=None, help="write every card whose links differ, JSON lines")
    args = parser.parse_args()
    types = face_type_lines(args.corpora)
    sink = args.out.open("w", encoding="utf-8") if args.out else None
    start = time.perf_counter()
    totals = []
    try:
        for lang in args.lang or ["es", "fr"]:
            totals.append((lang, measure(lang, args, types, sink)))
    finally:
        if sink is not None:
            sink.close()
    print(f"\n{time.perf_counter() - start:.0f} s")
    print("| file | cards | English links | printed links | in both | found | agreement |")
    print("|---|---|---|---|---|---|---|")
    for lang, tally in totals:
        print(tally.line(f"printed-{lang}-modern"))
    print(f"targets: found >= {FOUND_TARGET:.0%}, agreement >= {AGREEMENT_TARGET}")


if __name__ == "__main__":
    main()
