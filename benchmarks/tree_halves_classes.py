#!/usr/bin/env python3
"""Class the disagreements `tree_halves.py --disagreements FILE` wrote: pattern wrong, tree misread, ambiguous.

    python benchmarks/tree_halves.py --files oracle-2026 --disagreements out.jsonl
    python benchmarks/tree_halves_classes.py out.jsonl

Each (topic, role) pair one side finds and the other does not is put in a class by a rule that reads the
ability's effect tree (each rule was written after reading the abilities of its class one by one):

- `pattern wrong`: the tree reads the sentence right and the pattern errs (an exile of the card itself or a
  delayed clean-up, "exiled" as an adjective, an act inside a trigger event, a keyword or a mode read as a
  choice, a card "chosen at random", a wording of the language the patterns miss);
- `tree misread`: the tree drops or misreads the words that carry the half ("from among X", "with the same
  name as X", "of that type", a cost not typed below its kind, Russian "получила Усилитель");
- `ambiguous`: the rules or the two readings leave it open (a single target chosen, "exiled this way");
- `not classed`: no rule fits; read these by hand.

An ability is counted once, under the class of its pairs (a mixed one under the first of tree misread,
ambiguous, pattern wrong that it has, `not classed` last). Printed: abilities per class, then pairs per reason
with an example.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import mtglinks
from mtglinks.features.queries import _nodes, _only_cleanup
from mtglinks.tree import Ability, Action, Choice, ObjectPhrase, Reference, TriggerEvent

LANGS = {"oracle-2026": "en", "oracle-en": "en", "printed-es": "es", "printed-fr": "fr", "printed-ru": "ru"}
PATTERN, TREE, AMBIGUOUS, OPEN = "pattern wrong", "tree misread", "ambiguous", "not classed"
ORDER = (TREE, AMBIGUOUS, PATTERN, OPEN)


class Reading:
    """The ability of one disagreement, re-read alone, and what the rules ask of it."""

    def __init__(self, record: dict[str, Any]) -> None:
        self.record = record
        self.lang = LANGS.get(record["corpus"], "en")
        card = mtglinks.parse(record["text"], name=record["name"], lang=self.lang)
        self.ability: Ability = max(card.abilities, key=lambda ability: len(ability.text))
        self.nodes = [node for node, _ in _nodes(self.ability.effects, done=True)]
        self.actions = [node for node in self.nodes if isinstance(node, Action)]
        self.qualifiers = [q for node in self.nodes if isinstance(node, ObjectPhrase) for q in node.qualifiers]
        self.in_events = [
            node for top in self.ability.effects if isinstance(top, TriggerEvent) for node, _ in _nodes([top], True)
        ]

    def chooses_target(self, noun: str | None = None) -> bool:
        """Whether the ability chooses a target (of the type `noun`, if given)."""
        chosen = [thing for node in self.nodes if isinstance(node, Choice) for thing in node.objects]
        return any(
            isinstance(thing, ObjectPhrase) and thing.determiner == "target" and (noun is None or noun in thing.types)
            for thing in chosen
        )


def _exile_acting(reading: Reading) -> tuple[str, str]:
    exiles = [action for action in reading.actions if action.verb == "exile"]
    if any(action.negated for action in exiles):
        return PATTERN, "a negated exile ('aren't exiled')"
    if exiles and all(_only_cleanup(action) for action in exiles):
        return PATTERN, "an exile of the card itself, a token or a delayed clean-up"
    if any(part.kind == "cost:exile" for part in reading.ability.cost):
        return PATTERN, "a cost that exiles the card itself"
    if reading.lang == "es" and any(a.verb == "put" and a.zone_from == "battlefield" for a in reading.actions):
        return TREE, "'remover … del juego' read as a put from the battlefield"
    if not exiles:
        return PATTERN, "'exile' not as an act ('target exiled card', the zone)"
    return OPEN, "an exile"


def _exile_referring(reading: Reading) -> tuple[str, str]:
    if reading.lang == "fr" and any("this_way" in q for q in reading.qualifiers):
        return AMBIGUOUS, "'carte exilée de cette manière': the same ability's own exile"
    if any(q in ("among", "same:name", "copy_of") for q in reading.qualifiers):
        return TREE, "'among' / 'same name as' / 'copy of' drop the object they name"
    if any(part.kind == "cost:other" for part in reading.ability.cost):
        return TREE, "a cost not typed below its kind"
    return TREE, "a number or phrase that drops whose it is ('the exiled card's power')"


def _chosen_referring(reading: Reading) -> tuple[str, str]:
    if reading.lang == "ru" and "at_random" in reading.qualifiers:
        return PATTERN, "a card 'chosen at random' (случайно выбранная)"
    anaphora = any(isinstance(node, Reference) and node.refers == "anaphora" for node in reading.nodes)
    if "of:anaphora" in reading.qualifiers or anaphora:
        return TREE, "'of that type / color' read as plain anaphora (which value is lost)"
    return TREE, "'the chosen name / player / type' dropped inside a longer phrase"


def _choice(reading: Reading, side: str) -> tuple[str, str]:
    if side == "tree":
        if reading.chooses_target():
            return AMBIGUOUS, "a target chosen (the patterns read 'choose target creature', not 'target … card')"
        if reading.lang == "ru":
            return PATTERN, "a card chosen from a hand or from among cards (the ru patterns miss it)"
        return AMBIGUOUS, "a choice of an object the patterns do not read"
    values = " ".join(reading.record["patterns"])
    if "background" in values:
        return PATTERN, "the keyword 'Choose a Background'"
    if "among one|two" in values:
        return PATTERN, "'divided as you choose among one or two targets'"
    if "other:o" in values or "other:de" in values:
        return PATTERN, "a mode choice or 'one of them' (es, fr)"
    if reading.chooses_target("any"):
        return PATTERN, "'choose target creature or player' (any target)"
    return OPEN, "a choice"


def _put_or_create(reading: Reading, topic: str, side: str) -> tuple[str, str]:
    in_event = any(isinstance(node, Action) and node.zone_to == "battlefield" for node in reading.in_events)
    if side == "patterns":
        return (PATTERN, "a put or create in a trigger event") if in_event else (OPEN, f"{topic}, patterns only")
    if topic == "tokens created":
        return PATTERN, "tokens put onto the battlefield in old printed wording the patterns miss"
    if any(detail.startswith("with_counter") for action in reading.actions for detail in action.detail):
        return PATTERN, "'return … to the battlefield with a counter on it'"
    return PATTERN, "a return to the battlefield the patterns do not read ('regresa al juego', a pronoun)"


def classify(reading: Reading, topic: str, role: str, side: str) -> tuple[str, str]:
    """The class of one (topic, role) pair that only `side` finds, and the reason."""
    if topic == "exiled cards" and side == "patterns":
        return _exile_acting(reading) if role == "acting" else _exile_referring(reading)
    if topic == "a chosen value" and role == "referring" and side == "patterns":
        return _chosen_referring(reading)
    if topic in ("a chosen value", "an anchor word") and role == "acting":
        return _choice(reading, side)
    if topic in ("objects put onto the battlefield", "tokens created") and role == "acting":
        return _put_or_create(reading, topic, side)
    if topic in ("what a static ability did this way", "the first card drawn, revealed") and side == "patterns":
        return TREE, "'… this way' dropped inside a longer phrase ('among the cards milled this way')"
    if topic == "an additional cost paid":
        if side == "patterns" and reading.lang == "ru":
            return TREE, "'получила Усилитель' (was kicked) read as 'gained Kicker'"
        if side == "tree":
            return AMBIGUOUS, "'if that spell was kicked' (another spell): the anaphora does not say whose"
    if topic == "a cost paid as the object entered":
        return TREE, "'pay any amount of life' not read"
    return OPEN, f"{topic} ({role}), {side} only"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("disagreements", type=Path, help="a file written by tree_halves.py --disagreements")
    args = parser.parse_args(argv)
    abilities: Counter[str] = Counter()
    reasons: Counter[tuple[str, str]] = Counter()
    examples: dict[tuple[str, str], str] = {}
    for line in args.disagreements.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        reading = Reading(record)
        classes = set()
        for side in ("patterns", "tree"):
            for pair in record[f"{side}_only"]:
                topic, role = pair.rsplit(" (", 1)
                found = classify(reading, topic, role.rstrip(")"), side)
                classes.add(found[0])
                reasons[found] += 1
                examples.setdefault(found, f"{record['name']}: {record['text'][:100]}")
        abilities[next(name for name in ORDER if name in classes)] += 1
    print(f"{args.disagreements.name}: {sum(abilities.values())} abilities")
    for name in ORDER:
        print(f"  {name}: {abilities[name]}")
    print("pairs per reason:")
    for (name, why), count in reasons.most_common():
        print(f"  {count:4d}  {name}: {why}  [{examples[(name, why)]}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
