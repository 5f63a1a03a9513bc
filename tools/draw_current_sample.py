"""Draw the cards of tests/data/current-dev.jsonl from ../shared/corpora/oracle-2026.jsonl.gz (reproducible).

    python tools/draw_current_sample.py            # prints the 250 names, in the order of the label file

The pool: cards of oracle-2026 first printed 2022-05 to 2023-08 (`first_released`), or in neither oracle-en
nor oracle-recent (digital, supplemental and Un- cards, Universes Beyond), without `faces_incomplete`.
Each card's key is the SHA-256 of "mtglinks-labels-2026:" + its name; cards are taken in key order:
1. the first 170 cards whose text has a cue of a linked ability (`CUE`),
2. the first 40 cards without one,
3. the first 40 not yet drawn whose text has a strong cue (`STRONG`), so that more labelled links are tested.
The labels are then decided by reading each card (docs/labelling.md), not taken from the tool.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import re
from pathlib import Path
from typing import Any

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
SEED = "mtglinks-labels-2026:"
CUE = re.compile(
    r"exiled with|exiled card|chosen|\bchoose an? |\bnoted?\b|kick|bargain|\bgift\b|additional cost|this way|entered"
    r"|•|casualty|squad|offspring|champion|madness|miracle|buyback|replicate|conspire|hideaway|escapes? with"
    r"|\bcraft\b|devour|tribute|onto the battlefield with|created with|\bname[sd]? ",
    re.I,
)
STRONG = re.compile(
    r"exiled with|the exiled|chosen|noted|kicked|bargained|gift was|evidence was|entered\b"
    r"|put onto the battlefield with|created with|escapes with|this way",
    re.I,
)


def _names(path: Path) -> set[str]:
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        return {json.loads(line)["name"] for line in handle}


def _text(card: dict[str, Any]) -> str:
    return "\n".join(face.get("oracle_text") or "" for face in card["faces"])


def draw(corpora: Path) -> list[dict[str, Any]]:
    """The drawn cards of oracle-2026, in the label file's order."""
    older = _names(corpora / "oracle-en.jsonl.gz") | _names(corpora / "oracle-recent.jsonl.gz")
    pool = []
    with gzip.open(corpora / "oracle-2026.jsonl.gz", "rt", encoding="utf-8") as handle:
        for card in map(json.loads, handle):
            released = (card.get("first_released") or "")[:7]
            if card.get("faces_incomplete") or not ("2022-05" <= released <= "2023-08" or card["name"] not in older):
                continue
            pool.append(card)
    pool.sort(key=lambda card: hashlib.sha256((SEED + card["name"]).encode()).hexdigest())
    cued = [card for card in pool if CUE.search(_text(card))][:170]
    plain = [card for card in pool if not CUE.search(_text(card))][:40]
    drawn = {card["name"] for card in cued + plain}
    strong = [card for card in pool if card["name"] not in drawn and STRONG.search(_text(card))][:40]
    return cued + plain + strong


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpora", type=Path, default=SHARED / "corpora")
    args = parser.parse_args()
    for card in draw(args.corpora):
        print(card["name"])


if __name__ == "__main__":
    main()
