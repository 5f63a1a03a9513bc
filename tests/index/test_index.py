"""The card index: built from the bundled corpora, every stored record reads back as the tagger
wrote it; lookups by name in four languages; deterministic, atomic builds; damaged indexes."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from helpers import CORPORA, write_jsonl

import mtglinks
from mtglinks.batch.runner import tag_record
from mtglinks.cli import main
from mtglinks.cli.index import tag_inputs
from mtglinks.index import (
    AmbiguousName,
    CardIndex,
    CardIndexError,
    CardNotFound,
    NoTextInLanguage,
    find_index,
    open_index,
)
from mtglinks.index.build import IndexBuilder, build_zdict
from mtglinks.index.inputs import Input, read_inputs
from mtglinks.index.store import INDEX_SCHEMA
from mtglinks.sources.jsonl import json_objects
from mtglinks.text.keys import normalize_name, short_names, text_key


def _corpus_records() -> list[dict[str, Any]]:
    records = []
    for path in sorted(CORPORA.glob("*/cards.jsonl")):
        for record in json_objects(path):
            # The curated corpora name the English card in the id ("Paradise Plume|es|TSP").
            record["ids"] = {"english_name": record["id"].split("|")[0]}
            records.append(record)
    return records


@pytest.fixture(scope="module")
def corpus_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_jsonl(tmp_path_factory.mktemp("corpus") / "cards.jsonl", _corpus_records())


@pytest.fixture(scope="module")
def built(corpus_file: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("index") / "cards.sqlite"
    result = CliRunner().invoke(main, ["index", str(corpus_file), "-o", str(out)])
    assert result.exit_code == 0, result.output
    return out


def test_every_stored_record_reads_back_as_the_tagger_wrote_it(built: Path, corpus_file: Path) -> None:
    records = _corpus_records()
    with CardIndex(built) as index:
        stored = {(r["id"], r["lang"]): r for card in index._all() for r in card.records}
    checked = 0
    for line_no, record in enumerate(records, start=1):
        key = (record["id"], record["lang"])
        if key not in stored:  # a second record with the very same text is stored once
            continue
        direct = tag_record(record, line_no)
        back = stored[key]
        # the index stores no effect tree (it would more than double its size): the rest is as written
        assert back["abilities"] == [{k: v for k, v in a.items() if k != "effects"} for a in direct["abilities"]]
        assert back["links"] == direct["links"], record["id"]
        assert back["name"] == direct["name"] and back["status"] == "ok"
        assert back["source"] == {"file": str(corpus_file), "position": f"line {line_no}"}
        assert back["line"] == line_no and back["ids"]["english_name"] == record["ids"]["english_name"]
        checked += 1
    assert checked >= len(records) - 5


def test_lookup_in_every_language_finds_the_english_card(built: Path) -> None:
    with open_index(built) as index:
        for name, lang in (
            ("Paradise Plume", "en"),
            ("Pluma del paraíso", "es"),
            ("Panache de paradis", "fr"),
            ("Райское Перо", "ru"),
        ):
            card = index.card(name)
            assert card.name == "Paradise Plume"
            assert card.match is not None and card.match.lang == lang and card.match.how == "exact"
            assert {link["rule"] for link in card.record(lang)["links"]} == {"607.2d"}


def test_case_accents_and_punctuation_do_not_matter(built: Path) -> None:
    with open_index(built) as index:
        card = index.card("  PLUMA DEL PARAISO! ")
        assert card.name == "Paradise Plume" and card.match is not None and card.match.how == "normalized"
        assert index.card("райское перо").name == "Paradise Plume"


def test_an_unknown_name_suggests_close_names(built: Path) -> None:
    with open_index(built) as index, pytest.raises(CardNotFound) as caught:
        index.card("Paradise Plum")
    assert caught.value.suggestions[0] == "Paradise Plume"
    assert not isinstance(caught.value, AmbiguousName)


def test_a_language_the_card_lacks_is_its_own_error(built: Path) -> None:
    with open_index(built) as index:
        card = next(c for c in index._all() if c.langs == ["en"])
        assert index.card(card.name, lang="en").name == card.name
        with pytest.raises(NoTextInLanguage, match="has no ru text"):
            index.card(card.name, lang="ru")


def test_the_text_finds_its_card(built: Path) -> None:
    record = next(r for r in _corpus_records() if r["lang"] == "en" and "exiled with" in r["text"])
    with open_index(built) as index:
        assert (record["name"], "en") in index.names_for_text(record["text"] + "\n\n  ")
        assert index.names_for_text(record["text"] + " Draw a card.") == []


def test_search_and_cards_with_links(built: Path) -> None:
    with open_index(built) as index:
        found = list(index.search(rule="2d", lang="es"))
        assert found and all(r["lang"] == "es" and any(k["rule"] == "607.2d" for k in r["links"]) for r in found)
        assert any(r["name"] == "Pluma del paraíso" for r in found)
        by_text = list(index.search(text="EXILED WITH"))
        assert by_text and all("exiled with" in "\n".join(f["text"] for f in r["faces"]).lower() for r in by_text)
        linked = list(index.cards_with_links())
        assert linked and all(any(r["links"] for r in card.records) for card in linked)
        assert len(linked) < len(index)


def test_the_build_is_deterministic_and_atomic(corpus_file: Path, tmp_path: Path) -> None:
    items = [i for i in read_inputs([str(corpus_file)]) if isinstance(i, Input)]
    outs = []
    for n in range(2):
        builder = IndexBuilder()
        builder.add_all(tag_inputs(items, jobs=1 if n == 0 else 2))
        out = tmp_path / f"{n}.sqlite"
        builder.write(out, [{"file": corpus_file.name, "bytes": corpus_file.stat().st_size}], "test")
        outs.append(out.read_bytes())
    assert outs[0] == outs[1]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["0.sqlite", "1.sqlite"]  # no temporary file left


def test_a_failed_build_leaves_the_old_index(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "cards.sqlite"
    target.write_bytes(b"old index")
    builder = IndexBuilder()
    record = {"id": 1, "name": "Foo", "lang": "en", "text": "Flying"}
    builder.add(Input(record, "x.jsonl", "line 1", 1), {**tag_record(record, 1), "ids": {}, "review": []})

    def broken(*args: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(IndexBuilder, "_write_db", broken)
    with pytest.raises(OSError):
        builder.write(target, [], "test")
    assert target.read_bytes() == b"old index"
    assert [p.name for p in tmp_path.iterdir()] == ["cards.sqlite"]


def test_index_command_reports_bad_lines_and_goes_on(tmp_path: Path) -> None:
    source = tmp_path / "in.jsonl"
    source.write_text('{"id": 1, "name": "Foo", "lang": "en", "text": "Flying"}\nnot json\n', encoding="utf-8")
    out = tmp_path / "out.sqlite"
    result = CliRunner().invoke(main, ["index", str(source), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert "errors=1" in result.output and "line 2" in result.output
    with open_index(out) as index:
        assert index.card("foo").name == "Foo"


def test_index_command_missing_input_is_a_usage_error(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["index", str(tmp_path / "nope.jsonl"), "-o", str(tmp_path / "x.sqlite")])
    assert result.exit_code == 2 and "nope.jsonl" in result.output and "Traceback" not in result.output


def test_missing_corrupt_and_newer_indexes_are_clear_errors(built: Path, tmp_path: Path) -> None:
    with pytest.raises(CardIndexError, match="does not exist"):
        open_index(tmp_path / "missing.sqlite")
    garbage = tmp_path / "garbage.sqlite"
    garbage.write_bytes(b"this is not a database at all" * 100)
    with pytest.raises(CardIndexError, match="not a card index"):
        open_index(garbage)
    other = tmp_path / "other.sqlite"
    sqlite3.connect(other).execute("CREATE TABLE t(x)").connection.commit()
    with pytest.raises(CardIndexError, match="not a card index"):
        open_index(other)
    newer = tmp_path / "newer.sqlite"
    newer.write_bytes(built.read_bytes())
    with sqlite3.connect(newer) as db:
        db.execute("UPDATE meta SET value = ? WHERE key = 'index_schema'", (INDEX_SCHEMA + 1,))
    with pytest.raises(CardIndexError, match="newer mtglinks"):
        open_index(newer)
    damaged = tmp_path / "damaged.sqlite"
    damaged.write_bytes(built.read_bytes())
    with sqlite3.connect(damaged) as db:
        db.execute("UPDATE cards SET data = x'00ff00ff'")
    with open_index(damaged) as index, pytest.raises(CardIndexError, match="damaged"):
        index.card("Paradise Plume")


def test_lookup_order(built: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MTGLINKS_DB", str(built))
    assert find_index() == built
    with pytest.raises(CardIndexError, match="MTGLINKS_DB"):
        monkeypatch.setenv("MTGLINKS_DB", str(tmp_path / "gone.sqlite"))
        find_index()
    monkeypatch.delenv("MTGLINKS_DB")
    monkeypatch.setattr("mtglinks.index.locate.user_index", lambda: built)
    assert find_index() == built
    assert find_index(built) == built


def test_names_fold_case_accents_and_punctuation() -> None:
    assert normalize_name("Pluma del Paraíso!") == "pluma del paraiso"
    assert normalize_name("Ach! Hans, Run!") == normalize_name('"ach hans run"')
    assert normalize_name("Ёлка") == normalize_name("елка")
    assert short_names("Narset, Enlightened Master") == ("Narset", "Narset")
    assert short_names("Karn Liberated") == (None, "Karn")
    assert text_key("Flying\r\n  Haste ") == text_key("Flying\nHaste")


def test_the_preset_dictionary_helps_compression() -> None:
    import zlib

    rows = [json.loads(json.dumps(r)) for r in _corpus_records()]
    zdict = build_zdict(rows)
    assert 0 < len(zdict) <= 32 * 1024
    raw = [json.dumps(r, separators=(",", ":")).encode() for r in rows]

    def size(d: bytes | None) -> int:
        total = 0
        for data in raw:
            c = (
                zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY, d)
                if d
                else zlib.compressobj(9, zlib.DEFLATED, -15)
            )
            total += len(c.compress(data) + c.flush())
        return total

    assert size(zdict) < 0.8 * size(None)


def test_card_command_reads_a_built_index(built: Path) -> None:
    result = CliRunner().invoke(main, ["card", "Panache de paradis", "--db", str(built)])
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("Panache de paradis  (Paradise Plume)  [fr]")
    assert result.stdout.count("607.2d") == 2


def test_a_lone_surrogate_in_a_text_is_indexed_and_found(tmp_path: Path) -> None:
    # "\ud800" is valid JSON with no UTF-8 form: the index keeps it (as an escape) and lookups work.
    source = tmp_path / "in.jsonl"
    source.write_text('{"id": 1, "name": "Foo", "lang": "en", "text": "Flying\\ud800"}\n', encoding="utf-8")
    out = tmp_path / "out.sqlite"
    result = CliRunner().invoke(main, ["index", str(source), "-o", str(out)])
    assert result.exit_code == 0, result.output
    with open_index(out) as index:
        assert index.card("foo").record("en")["abilities"][0]["text"] == "Flying\ud800"
    # Looking a text up by its words (the self-name) does not fail on it either.
    assert mtglinks.analyze("\ud83d").abilities
