#!/usr/bin/env python3
"""CPU of the effect tree's stages, per language: the lexer, the LALR parse with its rule methods, and the
copy of a cached sentence's nodes into a card with their JSON.

The cards of each corpus (the first --limit) are parsed once to collect the units the effect grammar reads
(`effects.build.sentences`: trigger events, intervening "if" clauses, sentences); then, with every clock
started after that, each distinct unit is lexed, each one lexed whole is parsed, and every card's effects
are rebuilt from the sentence cache and turned into JSON. Each stage runs --repeat times and the least CPU
is kept (`time.process_time`), so a busy machine moves the figures less than a whole run's. Run it from two
checkouts (PYTHONPATH=<checkout>/src) to compare a change: `benchmarks/speed.py` gives the whole run.

    python benchmarks/effect_speed.py                          # oracle-en, printed-es, printed-fr, printed-ru
    python benchmarks/effect_speed.py --files oracle-en --limit 2000
"""

from __future__ import annotations

import argparse
import gzip
import itertools
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
DEFAULT_SHARED = REPO.parent / "shared"
CORPORA = ("oracle-en", "printed-es", "printed-fr", "printed-ru")
_TEXT_KEYS = ("printed_text", "oracle_text", "text")


def cards_of(path: Path, limit: int) -> list[Any]:
    """The parsed cards of the first `limit` records (a record that does not parse is left out)."""
    from mtglinks.pipeline import parse

    cards = []
    with gzip.open(path, "rb") as f:
        for line in itertools.islice(f, limit):
            record = json.loads(line)
            sides = record["faces"] if isinstance(record.get("faces"), list) else [record]
            faces = [{"name": s.get("name"), "text": next((s[k] for k in _TEXT_KEYS if s.get(k)), "")} for s in sides]
            try:
                cards.append(parse(None, lang=record.get("lang", "en"), name=record.get("name"), faces=faces))
            except Exception:  # noqa: BLE001, S112 - a record the pipeline rejects has no effects to time
                continue
    return cards


def least(work: Callable[[], object], repeat: int) -> float:
    """The least CPU seconds of `repeat` runs."""
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        work()
        best = min(best, time.process_time() - start)
    return best


class Stages:
    """The work of each stage over one corpus's cards (see the module docstring)."""

    def __init__(self, cards: list[Any], words: Any, lang: str) -> None:
        from mtglinks.effects import build
        from mtglinks.effects.lexer import UnknownWord
        from mtglinks.effects.parser import effect_parser

        self.cards = cards
        self.words = words
        self.parser = effect_parser(lang)
        found = ((t, s) for c in cards for a in c.iter_abilities() for t, _, s in build.sentences(a))
        self.units = list(dict.fromkeys(found))
        self.lexed: list[tuple[list[Any], str]] = []
        for text, start in self.units:
            try:
                self.lexed.append((words.tokens(text), start))
            except UnknownWord:
                continue
        self.copy()  # every unit in the sentence cache: the copy is timed alone

    def lex(self) -> None:
        """Each unit lexed."""
        from mtglinks.effects.lexer import UnknownWord

        for text, _ in self.units:
            try:
                self.words.tokens(text)
            except UnknownWord:
                continue

    def parse(self) -> None:
        """Each unit lexed whole parsed (one the grammar does not read costs its parse too)."""
        for tokens, start in self.lexed:
            try:
                self.parser.parse(tokens, start)
            except Exception:  # noqa: BLE001, S112
                continue

    def copy(self) -> None:
        """Every card's effects, from the sentence cache."""
        from mtglinks.effects import build

        for card in self.cards:
            build.add_effects(card)

    def json(self) -> None:
        """Every card's effects as JSON text."""
        for card in self.cards:
            json.dumps([node.to_dict() for ability in card.iter_abilities() for node in ability.effects])


def measure(name: str, path: Path, limit: int, repeat: int) -> None:
    """One corpus's line: its cards, units, units lexed whole and each stage's least CPU."""
    from mtglinks.effects import build

    cards = cards_of(path, limit)
    lang = cards[0].lang if cards else "en"
    words = build.lexicon(lang)
    if words is None:
        print(f"{name}: no effect grammar for {lang}")
        return
    work = Stages(cards, words, lang)
    stages = (work.lex, work.parse, work.copy, work.json)
    shown = "  ".join(f"{run.__name__} {least(run, repeat):6.3f}" for run in stages)
    print(f"{name:<12} {len(cards):>6,} {len(work.units):>7,} {len(work.lexed):>7,}  {shown}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shared", type=Path, default=DEFAULT_SHARED)
    parser.add_argument("--files", nargs="+", default=list(CORPORA), help="corpus names in SHARED/corpora")
    parser.add_argument("--limit", type=int, default=4000, help="the first N records of each")
    parser.add_argument("--repeat", type=int, default=5, help="runs of each stage; the least CPU is kept")
    args = parser.parse_args(argv)

    print(f"{'corpus':<12} {'cards':>6} {'units':>7} {'lexed':>7}  CPU seconds of each stage (least of {args.repeat})")
    for name in args.files:
        path = args.shared / "corpora" / f"{name}.jsonl.gz"
        if not path.is_file():
            print(f"{name}: {path} is missing", file=sys.stderr)
            continue
        measure(name, path, args.limit, args.repeat)
    return 0


if __name__ == "__main__":
    sys.exit(main())
