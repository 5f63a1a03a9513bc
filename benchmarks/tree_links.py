#!/usr/bin/env python3
"""Which labelled links the halves read from the effect tree could still make, clause by clause of rule 607.2.

    python benchmarks/tree_links.py                       # the dev files of SHARED/eval
    python benchmarks/tree_links.py --files dev-oracle --show 5

The linker reads the acting and referring halves the feature patterns find (`lang/<code>/patterns.py`). For
every labelled link the linker finds today (a correct link: same rule and paragraphs as the label), this asks
whether the halves the tree shows (`mtglinks.features.queries.halves`, plus the keyword halves, which are read
from the tree's keyword nodes already) hold what the link needs: an acting half of one of the rule's relations
(`links/relations.py`) in the source ability and, when the relation has a referring side, a referring half of
it in the target ability. The halves the linker makes itself for every language (the static sentence of
607.2h, an anchor word's reference) count as present. A clause where every found link is kept could be read
from the tree without losing a labelled link; `--show N` lists N of the links each clause would lose, with the
card, the rule and both abilities' texts.

Printed per file and summed: per clause, labelled links, links the linker finds, and of them those the tree's
halves keep, and of the links lost those whose two abilities the grammar read whole (the rest wait for the
grammar to read their sentences); last, the links kept by a linker that would read the tree's halves of the
abilities read whole and the patterns' of the others.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path

from mtglinks.evaluate import gold_triples, load_jsonl
from mtglinks.features.keywords import keyword_features
from mtglinks.features.queries import halves, read_whole
from mtglinks.kinds import FeatureKind as K
from mtglinks.links.relations import MADE_FOR_EVERY_LANGUAGE, RELATIONS
from mtglinks.pipeline import analyze
from mtglinks.tree import Ability, Card, Link

REPO = Path(__file__).resolve().parents[1]
FILES = ("dev-oracle", "dev-modern", "dev-printed-en", "dev-printed-es", "dev-printed-fr", "dev-printed-ru")


def tree_kinds(ability: Ability) -> set[K]:
    """The feature kinds of the halves the tree shows for the ability, its keywords' included."""
    return {half.kind for half in halves(ability)} | {K(feature.kind) for feature in keyword_features(ability)}


def mixed_kinds(ability: Ability) -> set[K]:
    """The tree's halves where the grammar read the ability whole, else the halves the linker reads today."""
    if read_whole(ability):
        return tree_kinds(ability)
    return {K(feature.kind) for feature in ability.features}


def kept(link: Link, abilities: dict[int, Ability], kinds: Callable[[Ability], set[K]] = tree_kinds) -> bool:
    """Whether the halves `kinds` reads in the link's two abilities hold an acting and (where the relation has
    one) a referring half of one of the link's rule's relations."""
    source = kinds(abilities[link.source]) | MADE_FOR_EVERY_LANGUAGE
    target = kinds(abilities[link.target]) | MADE_FOR_EVERY_LANGUAGE
    for relation in RELATIONS:
        if relation.rule.value != link.rule or not source.intersection(relation.acting):
            continue
        if not relation.referring or target.intersection(relation.referring):
            return True
    return False


class Tally:
    """Per clause: labelled links, links found by the linker, and of them those the tree's halves keep."""

    def __init__(self) -> None:
        self.labelled: Counter[str] = Counter()
        self.found: Counter[str] = Counter()
        self.kept: Counter[str] = Counter()
        self.lost_whole: Counter[str] = Counter()  # lost though the grammar read both abilities whole
        self.kept_mixed: Counter[str] = Counter()  # kept reading the tree only where it read the ability whole
        self.lost: defaultdict[str, list[str]] = defaultdict(list)

    def add(self, other: Tally) -> None:
        self.labelled.update(other.labelled)
        self.found.update(other.found)
        self.kept.update(other.kept)
        self.lost_whole.update(other.lost_whole)
        self.kept_mixed.update(other.kept_mixed)
        for rule, shown in other.lost.items():
            self.lost[rule].extend(shown)


def measure(path: Path) -> Tally:
    """Every card of the labelled file at `path`."""
    tally = Tally()
    for record in load_jsonl(path):
        gold = gold_triples(record)
        for rule, _, _ in gold:
            tally.labelled[rule] += 1
        faces = record.get("faces")
        card = analyze(
            None if faces else record["text"], lang=record.get("lang", "en"), name=record.get("name"), faces=faces
        )
        _tally_card(card, gold, tally, str(record.get("id") or record.get("name")))
    return tally


def _tally_card(card: Card, gold: set[tuple[str, int, int]], tally: Tally, label: str) -> None:
    abilities = {ability.id: ability for ability in card.iter_abilities()}
    seen: set[tuple[str, int, int]] = set()
    for link in card.links:
        triple = (link.rule, abilities[link.source].paragraph, abilities[link.target].paragraph)
        if triple not in gold or triple in seen:
            continue
        seen.add(triple)
        tally.found[link.rule] += 1
        # where neither ability is read whole such a linker reads what it reads today: the link stays
        today = not read_whole(abilities[link.source]) and not read_whole(abilities[link.target])
        tally.kept_mixed[link.rule] += today or kept(link, abilities, mixed_kinds)
        if kept(link, abilities):
            tally.kept[link.rule] += 1
            continue
        source, target = abilities[link.source], abilities[link.target]
        whole = read_whole(source) and read_whole(target)
        tally.lost_whole[link.rule] += whole
        why = "both read whole" if whole else "not read whole"
        tally.lost[link.rule].append(f"{label} ({why}): {source.text[:90]!r} -> {target.text[:90]!r}")


def report(name: str, tally: Tally, show: int) -> None:
    print(f"## {name}")
    print(
        "| clause | labelled | found by the linker | kept by the tree's halves | lost, both read whole "
        "| kept, the tree's halves only where read whole |"
    )
    print("|---|---:|---:|---:|---:|---:|")
    totals = (tally.labelled, tally.found, tally.kept, tally.lost_whole, tally.kept_mixed)
    for rule in sorted(set(tally.labelled) | set(tally.found)):
        print(f"| {rule} | " + " | ".join(str(counter[rule]) for counter in totals) + " |")
    print("| all | " + " | ".join(str(sum(counter.values())) for counter in totals) + " |")
    for rule, lost in sorted(tally.lost.items()):
        for text in lost[:show]:
            print(f"  lost {rule}: {text}")
    print()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shared", type=Path, default=REPO.parent / "shared")
    parser.add_argument("--files", nargs="+", default=list(FILES), help="labelled files in SHARED/eval (no .jsonl)")
    parser.add_argument("--extra", nargs="*", type=Path, default=[], help="other labelled files (paths)")
    parser.add_argument("--show", type=int, default=0, help="N links each clause would lose")
    args = parser.parse_args(argv)
    paths = [args.shared / "eval" / f"{name}.jsonl" for name in args.files] + list(args.extra)
    total = Tally()
    for path in paths:
        if not path.is_file():
            print(f"{path}: missing, skipped", file=sys.stderr)
            continue
        tally = measure(path)
        report(path.stem, tally, args.show)
        total.add(tally)
    report("all files", total, 0)
    return 0


if __name__ == "__main__":
    sys.exit(main())
