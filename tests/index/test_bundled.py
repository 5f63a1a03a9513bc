"""The bundled index holds what tools/build_index.py promises: every card of the current Oracle corpus
(and every older card it does not list), and every printed Spanish, French and Russian name, filed
under its English card."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import CHECKOUT

from mtglinks.index import bundled_index, open_index
from mtglinks.sources.jsonl import json_objects
from mtglinks.text.keys import normalize_name


def _lines(path: Path) -> list[dict[str, object]]:
    return list(json_objects(path))


@pytest.mark.slow
def test_every_oracle_card_and_printed_name_is_in_the_bundled_index(shared_dir: Path) -> None:
    corpora = shared_dir / "corpora"
    with open_index(bundled_index()) as index:
        cards = {name: card_id for card_id, name in index.query("SELECT card, name FROM cards")}
        names = set(index.query("SELECT norm, card, lang FROM names"))
        meta_sources = json.loads(index.meta["sources"])
        missing = [r["name"] for r in _lines(corpora / "oracle-2026.jsonl.gz") if r["name"] not in cards]
        assert missing == [], missing[:5]
        # A card of the older corpora is found by its name (a split card by its halves' names), unless it
        # is a digital rebalanced one ("A-…"), which the current corpus leaves out.
        for file in ("oracle-en.jsonl.gz", "oracle-recent.jsonl.gz"):
            lost = []
            for record in _lines(corpora / file):
                name = str(record["name"])
                if name not in cards and not name.startswith("A-"):
                    try:
                        index.card(name)
                    except LookupError:
                        lost.append(name)
            assert lost == [], (file, lost[:5])
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


def _names_from_records(index: object, text: str, lang: str | None) -> list[tuple[str, str]]:
    """names_for_text the long way: every matching card loaded whole, its records expanded."""
    from mtglinks.text.keys import normalize_text, text_key

    wanted, out = normalize_text(text), []
    rows = index.query(
        "SELECT card, slot, face FROM hashes WHERE hash = ? ORDER BY card, slot, face", (text_key(text),)
    )  # type: ignore[attr-defined]
    for card_id, slot, face in rows:
        record = index.load(card_id).records[slot]  # type: ignore[attr-defined]
        faces = record["faces"]
        stored, name = (
            ("\n".join(f["text"] for f in faces), record["name"])
            if face < 0
            else (faces[face]["text"], faces[face]["name"])
        )
        if (
            normalize_text(stored) == wanted
            and name
            and lang in (None, record["lang"])
            and (name, record["lang"]) not in out
        ):
            out.append((name, record["lang"]))
    return out


def test_a_lookup_by_text_reads_the_stored_texts_as_the_expanded_records_hold_them() -> None:
    texts = ["Flying", "Trample", "Haste", "Defender", "Flying\nVigilance"]
    for path in sorted((CHECKOUT / "corpora").glob("*/cards.jsonl")):
        for record in _lines(path):
            faces = record.get("faces") or [record]
            texts += [str(f.get("text") or "") for f in faces if isinstance(f, dict)]  # type: ignore[union-attr]
    found = 0
    with open_index(bundled_index()) as index:
        for text in texts:
            for lang in (None, "en", "es", "ru"):
                expected = _names_from_records(index, text, lang)
                assert index.names_for_text(text, lang) == expected, (text, lang)
                found += bool(expected)
    assert found > 20


def test_the_stored_texts_kept_for_lookups_are_bounded_and_change_no_answer() -> None:
    from mtglinks.index import texts as by_text

    with open_index(bundled_index()) as index:
        card_ids = [card for (card,) in index.query("SELECT card FROM cards ORDER BY card LIMIT 400")]
        texts = ["Flying", "Trample", "Haste", "Defender"]
        first = [index.names_for_text(t) for t in texts]
        for card_id in card_ids:  # more cards than are kept
            by_text._stored_texts(index, card_id)
        assert len(index.cache("stored_texts", dict)._items) == by_text.STORED_TEXT_CARDS
        assert [index.names_for_text(t) for t in texts] == first and any(first)


@pytest.mark.slow
def test_the_bundled_index_links_every_oracle_text_as_this_version_does() -> None:
    """The stored links (and the `oracle` column and map a printed text is compared with) are this
    engine's: a change to the grammar or the patterns must come with `python tools/build_index.py`."""
    import zlib

    import mtglinks

    with open_index(bundled_index()) as index:
        rows = index.query("SELECT card, oracle FROM cards WHERE oracle IS NOT NULL ORDER BY card")
        (blob,) = index.query("SELECT value FROM meta WHERE key = 'oracle_linked'")[0]
        linked = json.loads(zlib.decompress(blob))
        # The map holds every unshared English name of every card whose Oracle text links, with its rules.
        names = index.query("SELECT norm, card FROM names WHERE lang = 'en' AND kind <= 1")
        cards_of: dict[str, set[int]] = {}
        for norm, card_id in names:
            cards_of.setdefault(norm, set()).add(card_id)
        stored = dict(rows)
        expected = {
            norm: [next(iter(ids)), stored[next(iter(ids))]]
            for norm, ids in cards_of.items()
            if len(ids) == 1 and stored.get(next(iter(ids)))
        }
        assert linked == expected and linked["shapeshifter"][1] == "607.2d 607.2d"
        texts = []
        for card_id, stored in rows:
            card = index.load(card_id)
            record = card.record("en")
            assert record is not None
            texts.append((card.name, record, stored))
    assert len(texts) > 26_000
    inputs = [{"id": name, "name": record["name"], "lang": "en", "faces": record["faces"]} for name, record, _ in texts]
    stale = []
    for (name, _record, stored), tagged in zip(texts, mtglinks.tag_many(inputs, jobs=2), strict=True):
        found = " ".join(sorted(link["rule"] for link in tagged["links"]))
        if found != stored:
            stale.append((name, stored, found))
    assert stale == [], f"{len(stale)} cards link otherwise now, e.g. {stale[:5]}: run tools/build_index.py"
