"""The one helper module of the tests: the curated corpora, the shared folder, real card texts, span checks."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import mtglinks
from mtglinks.tree import Card

CHECKOUT = Path(__file__).resolve().parents[1]
# ../shared beside the checkout (read-only reference data); tests that need it skip without it.
SHARED = Path(__file__).resolve().parents[2] / "shared"
CORPORA = CHECKOUT / "corpora"

# Real Oracle text (2020 wording) of two cards several test modules use.
PLUME = (
    "As Paradise Plume enters the battlefield, choose a color.\n"
    "Whenever a player casts a spell of the chosen color, you may gain 1 life.\n"
    "{T}: Add one mana of the chosen color."
)
CHEMISTER = (
    "Haste\n{R}, {T}: Exile target instant or sorcery card from your graveyard.\n"
    "{1}{R}, {T}, Sacrifice Izzet Chemister: Cast any number of cards exiled with Izzet Chemister "
    "without paying their mana costs."
)


@cache
def corpus(lang: str) -> dict[str, dict[str, Any]]:
    """The checkout's curated corpus of one language, by record id."""
    path = CORPORA / lang / "cards.jsonl"
    with path.open(encoding="utf-8") as f:
        records = [json.loads(line) for line in f if line.strip()]
    return {r["id"]: r for r in records}


def record(lang: str, ident: str) -> dict[str, Any]:
    return corpus(lang)[ident]


def parse_record(rec: dict[str, Any]) -> Card:
    return mtglinks.parse(lang=rec["lang"], name=rec["name"], faces=rec["faces"])


def card_of(lang: str, ident: str) -> Card:
    return parse_record(record(lang, ident))


def original(card: Card, node: Any) -> str:
    """The original card text a node's span points at."""
    return card.text[slice(*node.span)]


def describe_unparsed(card: Card) -> str:
    return "; ".join(f"{a.text!r}: {a.reason}" for a in card.unparsed)


def assert_parsed(card: Card) -> None:
    assert not card.unparsed, describe_unparsed(card)


# --- text and features ---


def features_of(ability: Any, kind: str) -> list[Any]:
    """An ability's features of one kind, in text order."""
    return [f for f in ability.features if f.kind == kind]
