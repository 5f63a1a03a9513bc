"""The bundled index holds what tools/build_index.py promises: every English Oracle card of the
shared corpora and every printed Spanish, French and Russian name, filed under its English card."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import CHECKOUT

from mtglinks.index import bundled_index, open_index
from mtglinks.index.names import normalize_name
from mtglinks.sources.jsonl import json_objects


def _lines(path: Path) -> list[dict[str, object]]:
    return list(json_objects(path))


@pytest.mark.slow
def test_every_oracle_card_and_printed_name_is_in_the_bundled_index(shared_dir: Path) -> None:
    corpora = shared_dir / "corpora"
    with open_index(bundled_index()) as index:
        cards = {name: card_id for card_id, name in index._query("SELECT card, name FROM cards")}
        names = set(index._query("SELECT norm, card, lang FROM names"))
        meta_sources = json.loads(index.meta["sources"])
    for file in ("oracle-en.jsonl.gz", "oracle-recent.jsonl.gz"):
        missing = [r["name"] for r in _lines(corpora / file) if r["name"] not in cards]
        assert missing == [], (file, missing[:5])
    for lang in ("es", "fr", "ru"):
        records = _lines(corpora / f"printed-{lang}.jsonl.gz")
        missing = [
            r["printed_name"]
            for r in records
            if isinstance(r["printed_name"], str)  # one Russian row has no printed name
            and (normalize_name(str(r["printed_name"])), cards.get(str(r["en_card"])), lang) not in names
        ]
        assert missing == [], (lang, len(missing), missing[:5])
    # The index names the corpora it was built from, with their sizes: a stale index shows.
    for source in meta_sources:
        assert (corpora / source["file"]).stat().st_size == source["bytes"], source


@pytest.mark.slow
def test_build_index_tool_is_deterministic(shared_dir: Path, tmp_path: Path) -> None:
    outputs = []
    for n in range(2):
        out = tmp_path / f"{n}.sqlite"
        subprocess.run(
            [
                sys.executable,
                str(CHECKOUT / "tools" / "build_index.py"),
                "--shared",
                str(shared_dir),
                "-o",
                str(out),
                "--limit",
                "40",
                "-j",
                "2",
            ],
            check=True,
            capture_output=True,
        )
        outputs.append(out.read_bytes())
    assert outputs[0] == outputs[1]
    with open_index(tmp_path / "0.sqlite") as index:
        assert {lang for card in index._all() for lang in card.langs} == {"en", "es", "fr", "ru"}
