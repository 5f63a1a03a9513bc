#!/usr/bin/env python3
"""Which feature kinds a language can read from the effect tree instead of its patterns, kind by kind, on the
labelled files (in SHARED/eval: `--shared`, by default ../shared beside the repository).

    python benchmarks/tree_kinds.py --lang en                     # every kind its patterns read, one at a time
    python benchmarks/tree_kinds.py --lang en --kinds exile note  # these, one at a time
    python benchmarks/tree_kinds.py --lang en --together exile note   # these at once

For each trial the kinds tried are added to the language's `FROM_TREE` (`features/tree.py`: the linker takes
those halves from `features.queries.halves` and drops the patterns' matches of them), and every labelled file
of the language is scored as `mtglinks eval` scores it (paragraph triples; the printed files by their rules
only). A kind can move to the tree when no file's micro-F1 or precision falls; the lines also count the cards
whose links changed at all (same score, other links: looked at before moving the kind). `--from-patterns`
compares with no kind read from the tree (to measure the kinds already moved).

    python benchmarks/tree_kinds.py --lang en --together exile --corpus oracle-2026 --limit 5000

`--corpus` also counts, in an unlabelled corpus of SHARED/corpora, the cards whose links change (the labelled
files are small: a link gained or lost there is a guess the labels cannot check), with `--show` of them, and
the abilities with a half of each kind tried, read by the patterns and by the tree (where the patterns find
many more, the links only stay because nothing refers to them yet: the kind is not moved). `--misses N` also
counts the abilities in which the patterns read a half of the kind and the tree does not, and shows N of them.

    python benchmarks/tree_kinds.py --lang en --kinds create_token --corpus printed-en --misses 40
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from itertools import islice
from pathlib import Path

from mtglinks.coverage import read_cards
from mtglinks.evaluate import gold_triples, load_jsonl, prf
from mtglinks.features import patterns, tree
from mtglinks.pipeline import analyze

REPO = Path(__file__).resolve().parents[1]
Triple = tuple[str, int, int]
# The labelled files of each language: (path below SHARED or the repository, rules only).
FILES: dict[str, tuple[tuple[str, bool], ...]] = {
    "en": (
        ("eval/dev-oracle.jsonl", False),
        ("eval/dev-modern.jsonl", False),
        ("eval/dev-printed-en.jsonl", True),
        ("recent-dev", False),
    ),
    "es": (("eval/dev-printed-es.jsonl", True),),
    "fr": (("eval/dev-printed-fr.jsonl", True),),
    "ru": (("eval/dev-printed-ru.jsonl", True),),
}


def _path(name: str, shared: Path) -> Path:
    return REPO / "tests" / "data" / "recent-dev.jsonl" if name == "recent-dev" else shared / name


def links_of(record: dict[str, object]) -> set[Triple]:
    """The card's links as (rule, source paragraph, target paragraph)."""
    faces = record.get("faces")
    text = None if faces else record["text"]
    card = analyze(text, lang=str(record.get("lang", "en")), name=record.get("name"), faces=faces)  # type: ignore[arg-type]
    paragraph = {ability.id: ability.paragraph for ability in card.iter_abilities()}
    return {(link.rule, paragraph[link.source], paragraph[link.target]) for link in card.links}


def score(records: list[dict[str, object]], found: list[set[Triple]], rules_only: bool) -> tuple[float, float]:
    """Micro precision and F1, as `evaluate.score` counts them."""
    tp = fp = fn = 0
    for record, predicted in zip(records, found, strict=True):
        gold = gold_triples(record)
        if rules_only:
            g, p = Counter(r for r, _, _ in gold), Counter(r for r, _, _ in predicted)
            tp += sum((g & p).values())
            fp += sum((p - g).values())
            fn += sum((g - p).values())
        else:
            tp, fp, fn = tp + len(gold & predicted), fp + len(predicted - gold), fn + len(gold - predicted)
    precision, _, f1 = prf(tp, fp, fn)
    return precision, f1


def corpus_links(
    path: Path, limit: int | None, kinds: Counter[str], read: Read | None = None
) -> list[tuple[str, list[str], set[Triple]]]:
    """Every card of the corpus: its name, its paragraphs' texts and its links; `kinds` counts the abilities
    with a feature of each kind, `read` gets every ability's card name, text and kinds."""
    out = []
    cards = read_cards(path)
    for record in islice(cards, limit) if limit else cards:
        if record.error is not None:
            continue
        card = analyze(lang=record.lang, name=record.name, faces=record.faces)
        abilities = list(card.iter_abilities())
        paragraph = {ability.id: ability.paragraph for ability in abilities}
        for ability in abilities:
            found = frozenset(str(feature.kind) for feature in ability.features)
            kinds.update(found)
            if read is not None:
                read.append((record.name or "", ability.text, found))
        texts: dict[int, str] = {}
        for ability in abilities:
            texts.setdefault(ability.paragraph, ability.text)
        links = {(link.rule, paragraph[link.source], paragraph[link.target]) for link in card.links}
        out.append((record.name or "", [texts[i] for i in sorted(texts)], links))
    return out


Labelled = list[tuple[str, bool, list[dict[str, object]]]]
Read = list[tuple[str, str, frozenset[str]]]


def print_misses(kinds: tuple[str, ...], base: Read, trial: Read, counts: Counter[str], shown: int) -> None:
    """Per kind, the abilities in which the patterns read a half of it and the tree does not, `shown` of them (none:
    nothing is printed)."""
    for kind in kinds if shown else ():
        pairs = zip(base, trial, strict=True)
        missed = [(name, text) for (name, text, a), (_, _, b) in pairs if kind in a and kind not in b]
        print(f"  {kind}: read by the patterns only in {len(missed)} of {counts[kind]} abilities")
        for name, text in missed[:shown]:
            print(f"    {name}: {text[:200]}")


def run(data: Labelled) -> list[tuple[float, float, list[set[Triple]]]]:
    """Each labelled file's micro precision, F1 and the links of its cards."""
    out = []
    for _, rules_only, records in data:
        found = [links_of(record) for record in records]
        out.append((*score(records, found, rules_only), found))
    return out


def labelled(parser: argparse.ArgumentParser, code: str, shared: Path) -> Labelled:
    """The language's labelled files, read; a missing one is an error (a trial scored on no file looks clean)."""
    missing = [str(_path(name, shared)) for name, _ in FILES[code] if not _path(name, shared).is_file()]
    if missing:
        parser.error(f"labelled files not found (give --shared): {', '.join(missing)}")
    return [(name, rules_only, load_jsonl(_path(name, shared))) for name, rules_only in FILES[code]]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shared", type=Path, default=REPO.parent / "shared", help="the reference data folder")
    parser.add_argument("--lang", default="en", choices=sorted(FILES))
    parser.add_argument("--kinds", nargs="*", default=None, help="kinds to try one at a time (default: all read)")
    parser.add_argument("--together", nargs="*", default=None, help="kinds to try at once")
    parser.add_argument("--show", type=int, default=3, help="N cards whose links changed, per trial")
    parser.add_argument("--corpus", default=None, help="an unlabelled corpus of SHARED/corpora to compare links on")
    parser.add_argument("--limit", type=int, default=None, help="its first N cards")
    parser.add_argument("--misses", type=int, default=0, help="N abilities of the corpus whose half only patterns read")
    parser.add_argument(
        "--from-patterns", action="store_true", help="compare with every kind read by patterns (FROM_TREE empty)"
    )
    args = parser.parse_args(argv)
    code = args.lang
    data = labelled(parser, code, args.shared)
    base_kinds = frozenset() if args.from_patterns else tree.tree_kinds(code)
    tree.OVERRIDES[code] = base_kinds
    base = run(data)
    corpus = args.shared / "corpora" / f"{args.corpus}.jsonl.gz" if args.corpus else None
    base_counts: Counter[str] = Counter()
    base_read: Read = []
    corpus_base = corpus_links(corpus, args.limit, base_counts, base_read) if corpus else []
    print(f"{code}: FROM_TREE now {sorted(base_kinds)}")
    cells = [f"{Path(n).stem} P={p:.3f} F1={f:.4f}" for (n, _, _), (p, f, _) in zip(data, base, strict=True)]
    print("base: " + "  ".join(cells))
    if args.together is not None:
        trials = [tuple(args.together)]
    else:
        read = sorted({p.kind for p in patterns.language_data(code).patterns if p.role != "marker"})
        trials = [(kind,) for kind in (args.kinds or read) if kind not in base_kinds]
    for kinds in trials:
        tree.OVERRIDES[code] = base_kinds | frozenset(kinds)
        result = run(data)
        cells, changed, fell = [], [], False
        for (name, _, records), (p0, f0, found0), (p1, f1, found1) in zip(data, base, result, strict=True):
            fell |= p1 < p0 or f1 < f0
            cells.append(f"{Path(name).stem} P={p1:.3f} F1={f1:.4f}")
            for record, a, b in zip(records, found0, found1, strict=True):
                if a != b:
                    gold = sorted(gold_triples(record))
                    changed.append(f"{record.get('name')}: lost {sorted(a - b)} gained {sorted(b - a)} gold {gold}")
        verdict = "FALLS" if fell else ("same score, links changed" if changed else "same links")
        print(f"\n{'+'.join(kinds)}: {verdict}; cards changed {len(changed)}\n  " + "  ".join(cells))
        for line in changed[: args.show]:
            print(f"    {line}")
        if corpus is not None:
            counts: Counter[str] = Counter()
            trial_read: Read = []
            trial = corpus_links(corpus, args.limit, counts, trial_read)
            moved = [
                (name, texts, a, b) for (name, texts, a), (_, _, b) in zip(corpus_base, trial, strict=True) if a != b
            ]
            print(f"  {corpus.name}: {len(corpus_base)} cards, links changed on {len(moved)}")
            shown = ", ".join(f"{kind} {base_counts[kind]} -> {counts[kind]}" for kind in kinds)
            print(f"  abilities with the kind, patterns -> tree: {shown}")
            for name, texts, a, b in moved[: args.show]:
                print(f"    {name}: lost {sorted(a - b)} gained {sorted(b - a)}")
                for i, text in enumerate(texts):
                    print(f"      [{i}] {text[:150]}")
            print_misses(kinds, base_read, trial_read, base_counts, args.misses)
    tree.OVERRIDES.pop(code, None)
    return 0


if __name__ == "__main__":
    sys.exit(main())
