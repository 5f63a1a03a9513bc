"""Review flags (issue 9): do they point at what the tool missed, and how many cards carry one?

    python benchmarks/review.py                  # every ../shared corpus and labelled file
    python benchmarks/review.py --limit 3000 --show 10 -j 2

Two figures, with their targets:

1. Of the labelled links the tool misses, the share that carry a review flag on their referring
   paragraph (target >= 90%). Labelled files: ../shared/eval/*.jsonl, tests/data/recent-dev.jsonl and
   tests/data/current-dev.jsonl (cards of 2022-2025 in current wording), and any given with --labels.
   A missed link is a gold (rule, from, to) triple the tagger does not find; it is flagged when the
   card's `review` has an entry whose paragraph is `to`. The dev-printed-* files are scored by rules
   only (their printed paragraphs do not line up with the labels, README "Link scores"), as are records
   marked `rules_only`: there a missed rule is flagged when the card has any review entry.
   Flags are of two kinds, and the share is printed for both together and for the first alone:
   referring words left unlinked (links/review.py), and a text whose links differ from its card's
   Oracle text in the card index (links/oracle.py; the printed label files name the English card
   in `en_name`).
2. The share of Oracle cards (every oracle-* corpus together) that carry a review flag, and of
   oracle-2026 alone, the current wording of every card to August 2025 (target <= 3% each); printed-*
   corpora are reported too, without a target.

Per-reason counts of the review entries follow, per corpus; --show N prints N flagged cards.

A third figure tests the mechanism where real misses are too few to: simulated misses. For each kind
of acting half (exiling, choosing, noting, offering an additional cost, paying as it enters, putting
onto the battlefield), the tool is made blind to it (those features dropped after parsing) on the
Oracle-paragraph label files, and the gold links it then misses are checked for a review flag on their
referring paragraph, as in figure 1. That is what happens on a card of a new set whose way of exiling
or paying the tool does not know yet.
"""

from __future__ import annotations

import argparse
import gzip
import json
import multiprocessing
import time
from collections import Counter
from collections.abc import Iterable, Iterator
from itertools import islice
from pathlib import Path
from typing import Any

import mtglinks
from mtglinks import evaluate
from mtglinks.batch.runner import tag_record
from mtglinks.links import find_links
from mtglinks.links.oracle import REASON as ORACLE_REASON
from mtglinks.links.review import find_review
from mtglinks.schema.input_record import read_record

CHECKOUT = Path(__file__).resolve().parents[1]
SHARED = CHECKOUT.parent / "shared"
MISSED_TARGET = 0.90
ORACLE_TARGET = 0.03
CURRENT_CORPUS = "oracle-2026.jsonl.gz"
LABELS = ("recent-dev.jsonl", "current-dev.jsonl")


def corpus_records(path: Path) -> Iterator[dict[str, Any]]:
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                yield json.loads(line)


def _tag(record: dict[str, Any]) -> dict[str, Any]:
    tagged = tag_record(record)
    return {k: tagged[k] for k in ("id", "name", "status", "errors", "abilities", "links", "review")}


def tag_all(records: Iterable[dict[str, Any]], jobs: int) -> list[dict[str, Any]]:
    if jobs <= 1:
        return [_tag(r) for r in records]
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        return pool.map(_tag, list(records), chunksize=64)


def _is_cue_flag(entry: dict[str, Any]) -> bool:
    """A flag on referring words (links/review.py), not a difference from the card's Oracle text."""
    return not str(entry["reason"]).startswith(ORACLE_REASON)


def missed_links(
    gold: list[dict[str, Any]], tagged: list[dict[str, Any]], rules_only: bool = False
) -> tuple[int, Counter[str], Counter[str]]:
    """(missed links, missed links with a flag on their referring paragraph — "any" flag and "cue"
    flags alone —, missed links by rule)."""
    missed = 0
    flagged: Counter[str] = Counter()
    by_rule: Counter[str] = Counter()
    for record, result in zip(gold, tagged, strict=True):
        gold_set = evaluate.gold_triples(record)
        predicted = evaluate.predicted_triples(result)
        flags = {
            "any": {entry["paragraph"] for entry in result["review"]},
            "cue": {entry["paragraph"] for entry in result["review"] if _is_cue_flag(entry)},
        }
        if rules_only or record.get("rules_only"):
            gold_rules = Counter(rule for rule, _, _ in gold_set)
            pred_rules = Counter(rule for rule, _, _ in predicted)
            for rule, count in (gold_rules - pred_rules).items():
                missed += count
                flagged.update({kind: count for kind, paragraphs in flags.items() if paragraphs})
                by_rule[rule] += count
            continue
        for rule, _source, target in gold_set - predicted:
            missed += 1
            flagged.update(kind for kind, paragraphs in flags.items() if target in paragraphs)
            by_rule[rule] += 1
    return missed, flagged, by_rule


# Acting halves the simulation hides, by group (keyword halves that hold both ends, like madness or
# buyback, have no referring words to flag and are not hidden).
BLIND: dict[str, tuple[str, ...]] = {
    "exile": ("exile", "cast_exile", "exile_before_game", "champion"),
    "choose": ("choose",),
    "note": ("note",),
    "additional cost": ("additional_cost", "variable_cost_as_cast"),
    "pay as it enters": ("pay_as_enters",),
    "onto the battlefield": ("put_onto_battlefield", "create_token"),
    "static ability": ("reveal_static",),
}
SELF_LINKED = ("buyback", "replicate", "conspire", "casualty", "squad", "offspring", "madness", "miracle", "champion")


def simulated(gold: list[dict[str, Any]]) -> Counter[str]:
    """Counts per blind group of simulated misses and of those flagged ("<group>", "<group> flagged")."""
    out: Counter[str] = Counter()
    for record in gold:
        card_input = read_record(record)
        card = mtglinks.parse(card_input.text, lang=card_input.lang, name=card_input.name, faces=card_input.faces)
        abilities = list(card.iter_abilities())
        paragraph = {a.id: a.paragraph for a in abilities}
        full = {(link.rule, paragraph[link.source], paragraph[link.target]) for link in find_links(card)}
        kept = {a.id: list(a.features) for a in abilities}
        gold_set = evaluate.gold_triples(record) & full  # links the full tool finds
        for group, kinds in BLIND.items():
            for a in abilities:
                a.features = [
                    f for f in kept[a.id] if not (f.role == "acting" and f.kind in kinds and f.value not in SELF_LINKED)
                ]
            links = find_links(card)
            found = {(link.rule, paragraph[link.source], paragraph[link.target]) for link in links}
            flags = {entry.paragraph for entry in find_review(card, links)}
            for _rule, _source, target in gold_set - found:
                out[group] += 1
                out[group + " flagged"] += target in flags
        for a in abilities:
            a.features = kept[a.id]
    return out


def report_missed(labelled: list[Path], jobs: int) -> None:
    """Figure 1: the labelled links the tool misses, and how many carry a flag on their referring paragraph."""
    totals: Counter[str] = Counter()
    print("## Missed labelled links that carry a review flag on their referring paragraph")
    for path in labelled:
        gold = evaluate.load_jsonl(path)
        printed = path.name.startswith("dev-printed-")
        missed, flagged, by_rule = missed_links(gold, tag_all(gold, jobs), rules_only=printed)
        group = "printed (rules only)" if printed else "Oracle paragraphs"
        totals.update({group: missed, group + " any": flagged["any"], group + " cue": flagged["cue"]})
        print(
            f"{path.name}: missed={missed} flagged={flagged['any']} (by referring words {flagged['cue']}) "
            f"by rule {dict(by_rule.most_common())}",
            flush=True,
        )
    for group in ("Oracle paragraphs", "printed (rules only)"):
        print(
            f"  on {group} label files: {totals[group + ' any']}/{totals[group]} flagged, "
            f"{totals[group + ' cue']} by referring words"
        )
    missed = totals["Oracle paragraphs"] + totals["printed (rules only)"]
    for kind, what in (("any", "missed links flagged"), ("cue", "  of them by referring words alone")):
        flagged = totals["Oracle paragraphs " + kind] + totals["printed (rules only) " + kind]
        share = flagged / missed if missed else 1.0
        ok = "ok" if share >= MISSED_TARGET else "UNDER"
        target = f" (target >= {MISSED_TARGET:.0%} {ok})" if kind == "any" else ""
        print(f"{what}: {flagged}/{missed} = {share:.1%}{target}")


def report_simulated(labelled: list[Path]) -> None:
    """Figure 3: misses made on purpose (one kind of acting half hidden), and their flags."""
    print("## Simulated misses: the tool blind to one kind of acting half (Oracle-paragraph label files)")
    totals: Counter[str] = Counter()
    for path in labelled:
        if not path.name.startswith("dev-printed-"):
            totals.update(simulated(evaluate.load_jsonl(path)))
    for group in BLIND:
        if totals[group]:
            print(f"{group}: {totals[group + ' flagged']}/{totals[group]} missed links flagged")
    sim_missed = sum(totals[g] for g in BLIND)
    sim_flagged = sum(totals[g + " flagged"] for g in BLIND)
    share = sim_flagged / sim_missed if sim_missed else 1.0
    ok = "ok" if share >= MISSED_TARGET else "UNDER"
    print(f"simulated misses flagged: {sim_flagged}/{sim_missed} = {share:.1%} (target >= {MISSED_TARGET:.0%} {ok})")


def report_flagged_cards(shared: Path, limit: int | None, show: int, jobs: int) -> None:
    """Figure 2: the share of cards of each corpus that carry a review flag, with the reasons."""
    print("## Cards that carry a review flag")
    oracle_cards = oracle_flagged = 0
    current: dict[str, tuple[int, int]] = {}
    for path in sorted((shared / "corpora").glob("*.jsonl.gz")):
        start = time.perf_counter()
        tagged = tag_all(islice(corpus_records(path), limit), jobs)
        flagged_cards = [t for t in tagged if t["review"]]
        unlike_oracle = sum(1 for t in tagged if not all(_is_cue_flag(e) for e in t["review"]))
        # A difference from the Oracle text names its rule and counts: counted under one reason here.
        reasons: Counter[str] = Counter(
            entry["reason"] if _is_cue_flag(entry) else ORACLE_REASON + " (links/oracle.py)"
            for t in tagged
            for entry in t["review"]
        )
        errors = sum(t["status"] != "ok" for t in tagged)
        if path.name.startswith("oracle-"):
            oracle_cards += len(tagged)
            oracle_flagged += len(flagged_cards)
        if path.name == CURRENT_CORPUS:
            current["oracle-2026 cards"] = (len(flagged_cards), len(tagged))
        print(
            f"{path.name}: {len(flagged_cards)}/{len(tagged)} cards flagged "
            f"({len(flagged_cards) / max(1, len(tagged)):.2%}; {unlike_oracle} linking unlike their Oracle text), "
            f"{sum(reasons.values())} entries, {errors} errors, {time.perf_counter() - start:.0f} s",
            flush=True,
        )
        for reason, count in reasons.most_common():
            print(f"    {count:6d}  {reason}")
        for t in flagged_cards[:show]:
            for entry in t["review"]:
                print(f"    - {t['name']}: [{entry['paragraph']}] {entry['phrase']!r}: {entry['reason']}")
    for what, (flagged, cards) in {"Oracle cards": (oracle_flagged, oracle_cards), **current}.items():
        share = flagged / max(1, cards)
        ok = "ok" if share <= ORACLE_TARGET else "OVER"
        print(f"{what} flagged: {flagged}/{cards} = {share:.2%} (target <= {ORACLE_TARGET:.0%} {ok})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shared", type=Path, default=SHARED)
    parser.add_argument("--limit", type=int, default=None, help="first N cards of each corpus")
    parser.add_argument("--show", type=int, default=0, help="print N flagged cards per corpus")
    parser.add_argument("-j", "--jobs", type=int, default=max(1, min(2, multiprocessing.cpu_count())))
    parser.add_argument("--labels", type=Path, action="append", default=[], help="another labelled file")
    args = parser.parse_args()
    labelled = sorted((args.shared / "eval").glob("*.jsonl")) + [CHECKOUT / "tests" / "data" / n for n in LABELS]
    labelled += args.labels
    labelled = [path for path in labelled if path.is_file()]
    report_missed(labelled, args.jobs)
    print()
    report_simulated(labelled)
    print()
    report_flagged_cards(args.shared, args.limit, args.show, args.jobs)


if __name__ == "__main__":
    main()
