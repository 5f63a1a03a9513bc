#!/usr/bin/env python3
"""The halves of rule 607 read from the effect tree against those the feature patterns read.

    python benchmarks/tree_halves.py                                  # oracle-2026, printed-es/fr/ru
    python benchmarks/tree_halves.py --files oracle-2026 --examples 5 --limit 5000

Before the linker can read its acting and referring halves from the tree (`mtglinks.features.queries`)
instead of the regexes of `lang/<code>/patterns.py`, the two must agree. For every ability of a corpus
(granted abilities are their own), both sides are put into the terms of the relation table
(`links/relations.py`): each feature kind becomes the (topic, acting or referring) pairs it takes part in.
Printed per corpus:

- **abilities with a half**: abilities where the patterns find at least one half, and of them those the
  grammar reads whole (only there can the tree answer; the rest is the ceiling the untyped sentences put
  on links read from the tree);
- **same halves**: of the abilities read whole where either side finds a half, those where both find the
  same (topic, role) pairs;
- per (topic, role): found by both, by the patterns only, by the tree only (`--examples N` shows N
  abilities of each disagreement).

`--disagreements FILE` writes every ability read whole where the two sides differ, one JSON object a line:
the corpus, the card's name, the ability's text, and each side's halves (feature kind and value) and
(topic, role) pairs, so that each difference can be classed (the query, the tree or the pattern is wrong).

A token "put onto the battlefield" (the wording before "create") is one act: where the tree reads it as
`create`, the patterns' second half of it (put onto the battlefield) is not counted as a disagreement.
A disagreement is either a sentence the tree misreads or a pattern's limit; the lists say which to fix.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from itertools import islice
from pathlib import Path
from typing import Any, TextIO

from mtglinks.coverage import read_cards
from mtglinks.features.keywords import keyword_features
from mtglinks.features.queries import halves, read_whole
from mtglinks.features.search import matches
from mtglinks.kinds import AbilityKind
from mtglinks.kinds import FeatureKind as K
from mtglinks.links.relations import RELATIONS
from mtglinks.pipeline import parse
from mtglinks.tree import Ability

REPO = Path(__file__).resolve().parents[1]
CORPORA = ("oracle-2026", "printed-es", "printed-fr", "printed-ru")
Pair = tuple[str, str]  # (topic, "acting" | "referring")


def _pairs_of_kinds() -> dict[K, set[Pair]]:
    pairs: dict[K, set[Pair]] = {}
    for relation in RELATIONS:
        for kind in relation.acting:
            pairs.setdefault(kind, set()).add((relation.topic.value, "acting"))
        for kind in relation.referring:
            pairs.setdefault(kind, set()).add((relation.topic.value, "referring"))
    return pairs


PAIRS = _pairs_of_kinds()
_PUT: Pair = ("objects put onto the battlefield", "acting")
_CREATED: Pair = ("tokens created", "acting")


def pattern_halves(ability: Ability) -> set[tuple[K, str | None]]:
    """The (kind, value) halves the patterns find in the ability (not those of its keywords and label, which
    are read from the tree already)."""
    normalized = ability.normalized_text
    if normalized is None or not normalized.text or ability.kind == AbilityKind.REMINDER:
        return set()
    from_keywords = {(feature.kind, feature.value) for feature in keyword_features(ability)}
    found = matches(ability.lang, normalized.text, normalized.quoted)
    return {(K(kind), value) for kind, _, value, *_ in found if (kind, value) not in from_keywords}


def tree_halves(ability: Ability) -> set[tuple[K, str | None]]:
    """The (kind, value) halves the tree shows."""
    return {(half.kind, half.value) for half in halves(ability)}


def pairs_of(found: set[tuple[K, str | None]]) -> set[Pair]:
    """The (topic, role) pairs the halves take part in."""
    return {pair for kind, _ in found if kind in PAIRS for pair in PAIRS[kind]}


def pattern_pairs(ability: Ability) -> set[Pair]:
    """The (topic, role) pairs of the halves the patterns find in the ability."""
    return pairs_of(pattern_halves(ability))


def tree_pairs(ability: Ability) -> set[Pair]:
    """The (topic, role) pairs of the halves the tree shows."""
    return pairs_of(tree_halves(ability))


def _shown(found: set[tuple[K, str | None]]) -> list[str]:
    return sorted(f"{kind.value}={value}" if value else kind.value for kind, value in found if kind in PAIRS)


class Tally:
    """The counts of one corpus."""

    def __init__(self, corpus: str = "", out: TextIO | None = None) -> None:
        self.corpus = corpus
        self.out = out
        self.with_half = 0
        self.with_half_read = 0
        self.compared = 0
        self.same = 0
        self.both: Counter[Pair] = Counter()
        self.patterns_only: Counter[Pair] = Counter()
        self.tree_only: Counter[Pair] = Counter()
        self.examples: dict[tuple[str, Pair], list[str]] = {}

    def add(self, ability: Ability, keep: int, card: str = "") -> None:
        from_patterns = pattern_halves(ability)
        found = pairs_of(from_patterns)
        whole = read_whole(ability)
        self.with_half += bool(found)
        self.with_half_read += bool(found) and whole
        if not whole:
            return
        from_tree = tree_halves(ability)
        read = pairs_of(from_tree)
        if _CREATED in read and _PUT not in read:
            found.discard(_PUT)  # a token put onto the battlefield (older wording) is created: one act
        if not found and not read:
            return
        self.compared += 1
        self.same += found == read
        if found != read and self.out is not None:
            record: dict[str, Any] = {
                "corpus": self.corpus,
                "name": card,
                "text": ability.text,
                "patterns": _shown(from_patterns),
                "tree": _shown(from_tree),
                "patterns_only": sorted(f"{topic} ({role})" for topic, role in found - read),
                "tree_only": sorted(f"{topic} ({role})" for topic, role in read - found),
            }
            self.out.write(json.dumps(record, ensure_ascii=False) + "\n")
        for pair in found & read:
            self.both[pair] += 1
        for side, pairs, counter in (
            ("patterns", found - read, self.patterns_only),
            ("tree", read - found, self.tree_only),
        ):
            for pair in pairs:
                counter[pair] += 1
                shown = self.examples.setdefault((side, pair), []) if keep else []
                if len(shown) < keep:
                    shown.append(ability.text)


def measure(path: Path, limit: int | None, keep: int, out: TextIO | None = None) -> Tally:
    """Every ability of the corpus at `path` (its first `limit` cards); the disagreements written to `out`."""
    tally = Tally(path.name.split(".")[0], out)
    cards = read_cards(path)
    for record in islice(cards, limit) if limit else cards:
        if record.error is not None:
            continue
        card = parse(lang=record.lang, name=record.name, faces=record.faces)
        for ability in card.iter_abilities():
            tally.add(ability, keep, record.name)
    return tally


def report(name: str, tally: Tally) -> None:
    def share(part: int, whole: int) -> str:
        return f"{100 * part / whole:.1f}%" if whole else "-"

    print(f"## {name}")
    print(
        f"abilities with a half (patterns): {tally.with_half}; read whole: {tally.with_half_read} "
        f"({share(tally.with_half_read, tally.with_half)})"
    )
    same = share(tally.same, tally.compared)
    print(f"read whole, a half on either side: {tally.compared}; same halves: {tally.same} ({same})")
    print("| topic | role | both | patterns only | tree only |")
    print("|---|---|---:|---:|---:|")
    pairs = set(tally.both) | set(tally.patterns_only) | set(tally.tree_only)
    for pair in sorted(pairs):
        print(f"| {pair[0]} | {pair[1]} | {tally.both[pair]} | {tally.patterns_only[pair]} | {tally.tree_only[pair]} |")
    for (side, pair), texts in sorted(tally.examples.items()):
        print(f"\n{side} only, {pair[0]} ({pair[1]}):")
        for text in texts:
            print(f"  - {text[:160]}")
    print()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shared", type=Path, default=REPO.parent / "shared")
    parser.add_argument("--files", nargs="+", default=list(CORPORA), help="corpus names in SHARED/corpora")
    parser.add_argument("--limit", type=int, default=None, help="only the first N cards of each")
    parser.add_argument("--examples", type=int, default=0, help="N abilities of each disagreement")
    parser.add_argument(
        "--disagreements", type=Path, default=None, help="write every disagreeing ability to this new file"
    )
    args = parser.parse_args(argv)
    if args.disagreements is not None and args.disagreements.exists():
        parser.error(f"{args.disagreements}: exists; not overwritten")
    out = args.disagreements.open("x", encoding="utf-8") if args.disagreements is not None else None
    try:
        for name in args.files:
            path = args.shared / "corpora" / f"{name}.jsonl.gz"
            if not path.is_file():
                print(f"{path}: missing, skipped", file=sys.stderr)
                continue
            report(name, measure(path, args.limit, args.examples, out))
    finally:
        if out is not None:
            out.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
