"""The source readers on small real-shaped fixtures: every format, faces grouped, names per face and
language, foreign printings as records of their own, ids kept, skips counted."""

from __future__ import annotations

import gzip
import io
import json
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from helpers import SOURCE_FIXTURES, card_records, read_items

from mtglinks.batch.runner import tag_record
from mtglinks.schema.input_record import read_record
from mtglinks.sources import (
    FORMATS,
    BadRecord,
    CardRecord,
    Skipped,
    SourceError,
    check_inputs,
    read_sources,
    total_bytes,
)
from mtglinks.sources.scryfall import strip_back_hint


def fixture(name: str) -> str:
    return str(SOURCE_FIXTURES / name)


def records(*paths: str, **kw: Any) -> list[dict[str, Any]]:
    return card_records(read_items(*paths, **kw))


def by_lang(recs: list[dict[str, Any]], english_name: str) -> dict[str, dict[str, Any]]:
    return {r["lang"]: r for r in recs if r["ids"].get("english_name") == english_name}


def links(record: dict[str, Any]) -> list[tuple[str, int | None, int | None]]:
    out = tag_record(record)
    assert out["status"] == "ok", out["errors"]
    return [(link["rule"], link["from_paragraph"], link["to_paragraph"]) for link in out["links"]]


# --- JSON Lines --------------------------------------------------------------------------------


def test_jsonl_records_pass_through_with_line_numbers() -> None:
    got = read_items(fixture("cards.jsonl"))
    assert [it.where.line for it in got] == list(range(1, 10))
    assert all(it.where.position == f"line {it.where.line}" for it in got)
    kinds = [type(it).__name__ for it in got]
    assert kinds == [
        "CardRecord",
        "Skipped",
        "CardRecord",
        "Skipped",
        "BadRecord",
        "Skipped",
        "BadRecord",
        "BadRecord",
        "CardRecord",
    ]
    first = got[0].record
    # The byte-order mark is not part of the first record, which comes through as written.
    assert first["id"] == "Fiend Hunter|es" and first["faces"][0]["name"] == "Cazador de demonios"
    assert got[1].reason == "blank line" and got[3].reason == "blank line"
    assert got[4].message.startswith("invalid JSON")
    assert (got[5].reason, got[5].lang, got[5].id) == ("unsupported language", "de", "Fiend Hunter|de")
    assert "not list" in got[6].message
    assert "NaN" in got[7].message
    assert got[8].record["lang"] == "ru"


def test_jsonl_langs_narrow() -> None:
    got = read_items(fixture("cards.jsonl"), langs=["ru"])
    recs = [it.record["id"] for it in got if isinstance(it, CardRecord)]
    assert recs == ["Karn Liberated|ru"]
    not_selected = [it for it in got if isinstance(it, Skipped) and it.reason == "language not selected"]
    assert [(s.id, s.lang) for s in not_selected] == [("Fiend Hunter|es", "es"), ("Karn Liberated|en", "en")]


def test_jsonl_bad_utf8_and_deep_nesting_are_bad_records(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_bytes(
        b'{"id": 1, "name": "Plains", "text": ""}\n'
        b'{"id": 2, "name": "Caf\xe9", "text": ""}\n' + b"[" * 100_000 + b"]" * 100_000 + b"\n"
        b'{"id": 4, "name": "Forest", "text": ""}\n'
    )
    got = read_items(str(path))
    assert [type(it).__name__ for it in got] == ["CardRecord", "BadRecord", "BadRecord", "CardRecord"]
    assert got[1].message.startswith("not UTF-8") and got[1].where.line == 2
    assert "nested too deeply" in got[2].message and got[2].where.line == 3


def test_jsonl_records_are_what_the_tagger_reads() -> None:
    for item in read_items(fixture("cards.jsonl")):
        if isinstance(item, CardRecord):
            read_record(item.record)  # raises RecordError if the tagger could not read it


# --- MTGJSON v5 --------------------------------------------------------------------------------


def test_mtgjson_set_file_records_in_order() -> None:
    got = read_items(fixture("mtgjson_set_ISD.json"))
    summary = [
        (it.where.position, it.record["lang"]) if isinstance(it, CardRecord) else (it.where.position, it.reason)
        for it in got
    ]
    assert summary == [
        ("data.cards[0]", "en"),
        ("data.cards[0] (German)", "unsupported language"),
        ("data.cards[0] (Spanish)", "es"),
        ("data.cards[0] (French)", "fr"),
        ("data.cards[0] (Russian)", "ru"),
        ("data.cards[1]", "en"),
        ("data.cards[1] (Spanish)", "es"),
        ("data.cards[1] (French)", "fr"),
        ("data.cards[1] (Russian)", "ru"),
        ("data.cards[1] (Japanese)", "unsupported language"),
        ("data.cards[3]", "en"),
        ("data.cards[3] (Spanish)", "es"),
        ("data.cards[3] (French)", "fr"),
        ("data.cards[4]", "en"),
        ("data.cards[4] (French)", "no printed text"),
        ("data.cards[5]", "en"),
        ("data.cards[5] (Spanish)", "es"),
    ]


def test_mtgjson_faces_grouped_and_named_per_face_in_each_language() -> None:
    delver = by_lang(records(fixture("mtgjson_set_ISD.json")), "Delver of Secrets // Insectile Aberration")
    assert set(delver) == {"en", "es", "fr", "ru"}
    names = {lang: [f["name"] for f in r["faces"]] for lang, r in delver.items()}
    assert names == {
        "en": ["Delver of Secrets", "Insectile Aberration"],
        "es": ["Indagador de secretos", "Aberración insectoide"],
        "fr": ["Sondeur de secrets", "Aberration insectoïde"],
        "ru": ["Разыскиватель Тайн", "Насекомовидная Тварь"],
    }
    assert {lang: r["name"] for lang, r in delver.items()} == {lang: n[0] for lang, n in names.items()}
    assert delver["es"]["faces"][1]["text"] == "Vuela."
    assert delver["ru"]["faces"][0]["text"].endswith("трансформируйте Разыскивателя Тайн.")
    en = delver["en"]
    assert en["ids"]["face_uuids"] == ["1c0a9d3b-0000-5000-8000-00000000051a", "1c0a9d3b-0000-5000-8000-00000000051b"]
    assert en["id"] == en["ids"]["uuid"] == "1c0a9d3b-0000-5000-8000-00000000051a"
    assert en["ids"]["layout"] == "transform" and en["ids"]["number"] == "51a" and en["ids"]["set"] == "ISD"


def test_mtgjson_ids_kept_and_unique() -> None:
    recs = records(fixture("mtgjson_set_ISD.json"))
    ids = [r["id"] for r in recs]
    assert len(ids) == len(set(ids))
    fiend = by_lang(recs, "Fiend Hunter")
    assert fiend["en"]["ids"] == {
        "uuid": "7dd0e5e5-ffcc-5e2b-8b1c-0f2a0f8a3a01",
        "scryfall_id": "a3e7cd4c-1d2c-4b41-9b15-ba3e4f7e11e2",
        "oracle_id": "b9e1b9d7-0f6b-4d1e-9c43-6c7d1d1c0e15",
        "set": "ISD",
        "number": "15",
        "english_name": "Fiend Hunter",
        "layout": "normal",
        "multiverse_id": 222007,
    }
    es = fiend["es"]
    assert es["id"] == "7dd0e5e5-ffcc-5e2b-8b1c-0f2a0f8a3a01:es"
    # A foreign printing keeps the card's uuid and Oracle id, with its own Scryfall and multiverse ids.
    assert es["ids"]["uuid"] == fiend["en"]["ids"]["uuid"]
    assert es["ids"]["oracle_id"] == fiend["en"]["ids"]["oracle_id"]
    assert es["ids"]["scryfall_id"] == "aaaaaaaa-0000-4000-8000-000000000010"
    assert es["ids"]["multiverse_id"] == 273767


def test_mtgjson_foreign_printings_get_their_links() -> None:
    fiend = by_lang(records(fixture("mtgjson_set_ISD.json")), "Fiend Hunter")
    for lang in ("en", "es", "fr", "ru"):
        assert links(fiend[lang]) == [("607.2a", 0, 1)], lang
        assert fiend[lang]["faces"][0]["type_line"]


def test_mtgjson_vanilla_basic_and_missing_text() -> None:
    recs = records(fixture("mtgjson_set_ISD.json"))
    plains = by_lang(recs, "Plains")
    assert plains["es"]["faces"] == [{"name": "Llanura", "text": "", "type_line": "Tierra básica — Llanura"}]
    assert plains["fr"]["faces"][0]["text"] == ""
    bears = by_lang(recs, "Grizzly Bears")
    assert bears["en"]["faces"][0]["text"] == "" and bears["es"]["faces"][0]["text"] == ""
    for rec in (plains["es"], bears["en"], bears["es"]):
        out = tag_record(rec)
        assert out["status"] == "ok" and out["links"] == []
    # Bayou's only Oracle text is reminder text, but its printings show the ability: no French record.
    bayou = [it for it in read_items(fixture("mtgjson_set_ISD.json")) if it.where.position.startswith("data.cards[4]")]
    assert isinstance(bayou[1], Skipped)
    assert (bayou[1].reason, bayou[1].lang, bayou[1].name) == ("no printed text", "fr", "Bayou")


def test_mtgjson_boosters_decks_tokens_not_read() -> None:
    # The deck list holds a card-like object with a wrong field type: it is never built or checked.
    got = read_items(fixture("mtgjson_set_ISD.json"))
    assert not [it for it in got if isinstance(it, BadRecord)]
    assert not [it for it in got if isinstance(it, CardRecord) and it.record["name"] == "Zombie"]


def test_mtgjson_bare_set_faces_sorted_by_side() -> None:
    commit = by_lang(records(fixture("mtgjson_bare_set_AKH.json")), "Commit // Memory")
    assert set(commit) == {"en", "es", "fr"}
    assert [f["name"] for f in commit["en"]["faces"]] == ["Commit", "Memory"]
    assert [f["name"] for f in commit["es"]["faces"]] == ["Transferir", "Recuerdo"]
    assert [f["name"] for f in commit["fr"]["faces"]] == ["Graver", "Mémoire"]
    assert commit["fr"]["faces"][1]["text"].startswith("Répercussion")
    assert commit["en"]["ids"]["face_uuids"][0].endswith("a1")


def test_mtgjson_allprintings_minified() -> None:
    got = read_items(fixture("mtgjson_allprintings.json"))
    recs = [it for it in got if isinstance(it, CardRecord)]
    assert [(r.where.position, r.record["lang"]) for r in recs] == [
        ("data.NPH.cards[0]", "en"),
        ("data.NPH.cards[0] (Spanish)", "es"),
        ("data.NPH.cards[0] (French)", "fr"),
        ("data.NPH.cards[0] (Russian)", "ru"),
        ("data.ISD.cards[0]", "en"),
        ("data.ISD.cards[0] (Spanish)", "es"),
        ("data.ISD.cards[0] (French)", "fr"),
        ("data.ISD.cards[0] (Russian)", "ru"),
    ]
    karn = {r.record["lang"]: r.record for r in recs[:4]}
    assert karn["ru"]["name"] == "Карн Освобожденный"
    for lang in ("es", "fr", "ru"):
        assert ("607.2a", 1, 2) in links(karn[lang]), lang


def test_mtgjson_atomic_cards() -> None:
    got = read_items(fixture("mtgjson_atomic.json"))
    recs = [it.record for it in got if isinstance(it, CardRecord)]
    delver = by_lang(recs, "Delver of Secrets // Insectile Aberration")
    assert [f["name"] for f in delver["fr"]["faces"]] == ["Sondeur de secrets", "Aberration insectoïde"]
    assert delver["en"]["id"] == "edd531b9-f615-4399-8c8c-1c5e18c4acbf"
    assert delver["es"]["id"] == "edd531b9-f615-4399-8c8c-1c5e18c4acbf:es"
    assert got[0].where.position == 'data["Delver of Secrets // Insectile Aberration"][0]'
    karn = by_lang(recs, "Karn Liberated")
    assert set(karn) == {"en", "es", "fr", "ru"}


def test_mtgjson_langs_narrow() -> None:
    got = read_items(fixture("mtgjson_set_ISD.json"), langs=["fr"])
    langs = {it.record["lang"] for it in got if isinstance(it, CardRecord)}
    assert langs == {"fr"}
    reasons = {(it.lang, it.reason) for it in got if isinstance(it, Skipped)}
    assert ("en", "language not selected") in reasons and ("es", "language not selected") in reasons
    assert ("de", "unsupported language") in reasons


# --- MTGJSON v3 --------------------------------------------------------------------------------


def test_mtgjson_v3_set_file() -> None:
    got = read_items(fixture("mtgjson_v3_ISD.json"))
    recs = [it.record for it in got if isinstance(it, CardRecord)]
    delver = by_lang(recs, "Delver of Secrets // Insectile Aberration")
    assert [f["name"] for f in delver["en"]["faces"]] == ["Delver of Secrets", "Insectile Aberration"]
    assert [f["name"] for f in delver["es"]["faces"]] == ["Indagador de secretos", "Aberración insectoide"]
    assert delver["es"]["ids"]["multiverse_id"] == 273805 and delver["en"]["ids"]["multiverse_id"] == 226749
    assert delver["en"]["ids"]["set"] == "ISD" and delver["en"]["ids"]["layout"] == "double-faced"
    fiend = by_lang(recs, "Fiend Hunter")
    assert links(fiend["fr"]) == [("607.2a", 0, 1)]
    plains = by_lang(recs, "Plains")
    assert plains["es"]["faces"][0]["text"] == "" and plains["es"]["name"] == "Llanura"
    japanese = [it for it in got if isinstance(it, Skipped)]
    assert [(s.lang, s.reason) for s in japanese] == [("ja", "unsupported language")]


# --- Scryfall ----------------------------------------------------------------------------------


def test_scryfall_bulk_array() -> None:
    got = read_items(fixture("scryfall_bulk.json"))
    assert [it.where.position for it in got] == [f"[{i}]" for i in range(9)]
    kinds = [(it.record["lang"] if isinstance(it, CardRecord) else it.reason) for it in got]
    assert kinds == ["en", "es", "unsupported language", "fr", "no printed text", "fr", "token", "en", "es"]
    es = got[1].record
    assert es["name"] == "Cazador de demonios" and es["faces"][0]["type_line"] == "Criatura — Clérigo humano"
    assert es["ids"] == {
        "scryfall_id": "aaaaaaaa-0000-4000-8000-000000000010",
        "oracle_id": "b9e1b9d7-0f6b-4d1e-9c43-6c7d1d1c0e15",
        "set": "isd",
        "number": "15",
        "english_name": "Fiend Hunter",
        "layout": "normal",
        "multiverse_id": 273767,
    }
    assert links(es) == [("607.2a", 0, 1)]
    # The French Bayou has no printed text: skipped, never read as English text with French rules.
    assert (got[4].lang, got[4].name) == ("fr", "Bayou")
    # A basic land has no text box: its printing without printed text is an ok record with no text.
    assert got[5].record["faces"][0]["text"] == "" and got[5].record["name"] == "Plaine"
    delver_es = got[8].record
    assert [f["name"] for f in delver_es["faces"]] == ["Indagador de secretos", "Aberración insectoide"]
    assert [f["text"] for f in delver_es["faces"]][1] == "Vuela."
    assert [f["name"] for f in got[7].record["faces"]] == ["Delver of Secrets", "Insectile Aberration"]


def test_scryfall_list_single_and_wrapper() -> None:
    karn = read_items(fixture("scryfall_list.json"))
    assert [(it.where.position, it.record["lang"], it.record["name"]) for it in karn] == [
        ("data[0]", "es", "Karn liberado"),
        ("data[1]", "fr", "Karn libéré"),
        ("data[2]", "ru", "Карн Освобожденный"),
    ]
    assert ("607.2a", 1, 2) in links(karn[2].record)
    (single,) = read_items(fixture("scryfall_card.json"))
    assert single.record["lang"] == "ru" and single.record["name"] == "Охотник за Злыми Духами"
    (wrapped,) = read_items(fixture("scrython_card.json"))
    assert wrapped.where.position == "payload" and wrapped.record["name"] == "Chasseur de fielleux"


def test_strip_back_hint() -> None:
    text = "Crea dos fichas.\nTierra\n{T}: Agrega {W}."
    assert strip_back_hint(text, "Tierra") == "Crea dos fichas."
    assert strip_back_hint(text, "Conjuro") == text
    assert strip_back_hint("Tierra", "Tierra") == "Tierra"  # never the whole text


def test_scryfall_modal_dfc_printed_text_loses_the_back_face_hint(tmp_path: Path) -> None:
    card = json.loads((SOURCE_FIXTURES / "scryfall_bulk.json").read_text(encoding="utf-8"))[8]
    card["layout"] = "modal_dfc"
    front, back = card["card_faces"]
    front["printed_text"] += "\n" + back["printed_type_line"] + "\n" + back["printed_text"]
    path = tmp_path / "mdfc.json"
    path.write_text(json.dumps(card, ensure_ascii=False), encoding="utf-8")
    (item,) = read_items(str(path))
    assert item.record["faces"][0]["text"].endswith("transforma al Indagador de secretos.")
    assert item.record["faces"][1]["text"] == "Vuela."


def test_scryfall_non_cards_and_tokens(tmp_path: Path) -> None:
    path = tmp_path / "bulk_data.json"
    path.write_text(
        json.dumps({"object": "list", "has_more": False, "data": [{"object": "bulk_data", "type": "all_cards"}]})
    )
    (item,) = read_items(str(path))
    assert isinstance(item, Skipped) and item.reason == "not a card"


# --- inputs, formats, streams ------------------------------------------------------------------


def test_several_inputs_in_order() -> None:
    got = read_items(fixture("scryfall_card.json"), fixture("scryfall_list.json"))
    assert [it.where.file for it in got] == [fixture("scryfall_card.json")] + [fixture("scryfall_list.json")] * 3


def test_check_inputs(tmp_path: Path) -> None:
    check_inputs([fixture("cards.jsonl"), "-"])
    with pytest.raises(SourceError, match="no such file"):
        check_inputs([str(tmp_path / "missing.json")])
    with pytest.raises(SourceError, match="is a directory"):
        check_inputs([str(tmp_path)])
    with pytest.raises(SourceError, match="more than once"):
        check_inputs(["-", "-"])
    with pytest.raises(SourceError, match="no such file"):
        list(read_sources([str(tmp_path / "missing.json")]))


def test_total_bytes() -> None:
    paths = [fixture("cards.jsonl"), fixture("scryfall_card.json")]
    assert total_bytes(paths) == sum(Path(p).stat().st_size for p in paths)
    assert total_bytes([fixture("cards.jsonl"), "-"]) is None


def test_on_bytes_adds_up_to_the_file_size() -> None:
    seen: list[int] = []
    path = fixture("mtgjson_set_ISD.json")
    list(read_sources([path], on_bytes=seen.append))
    assert sum(seen) == Path(path).stat().st_size


def test_unknown_format_and_langs() -> None:
    with pytest.raises(SourceError, match="unknown format"):
        list(read_sources([fixture("cards.jsonl")], from_format="csv"))
    with pytest.raises(SourceError, match="unknown language"):
        list(read_sources([fixture("cards.jsonl")], langs=["de"]))
    assert "mtgjson-sqlite" in FORMATS


def test_forced_format_that_matches(tmp_path: Path) -> None:
    assert len(read_items(fixture("scryfall_list.json"), from_format="scryfall")) == 3
    assert read_items(fixture("mtgjson_v3_ISD.json"), from_format="mtgjson-v3")


def test_forced_format_contradicting_the_content_is_one_clear_error() -> None:
    with pytest.raises(SourceError, match=r"--from jsonl was given, but the file is an MTGJSON v5 JSON document"):
        list(read_sources([fixture("mtgjson_set_ISD.json")], from_format="jsonl"))
    with pytest.raises(SourceError, match="is JSON Lines"):
        list(read_sources([fixture("cards.jsonl")], from_format="scryfall"))


def test_standard_input(monkeypatch: pytest.MonkeyPatch) -> None:
    data = (SOURCE_FIXTURES / "scryfall_list.json").read_bytes()
    monkeypatch.setattr(sys, "stdin", SimpleNamespace(buffer=io.BytesIO(data)))
    got = read_items("-")
    assert [it.record["lang"] for it in got] == ["es", "fr", "ru"]
    assert all(it.where.file == "-" for it in got)


def test_not_a_card_file(tmp_path: Path) -> None:
    path = tmp_path / "cards.csv"
    path.write_text("name,text\nPlains,\n")
    with pytest.raises(SourceError, match="unknown format"):
        list(read_sources([str(path)]))


def test_empty_file_says_so(tmp_path: Path) -> None:
    path = tmp_path / "empty.jsonl"
    path.write_bytes(b"")
    with pytest.raises(SourceError, match="empty.jsonl: the file is empty: there are no card records"):
        read_items(str(path))
    blank = tmp_path / "blank.jsonl.gz"
    blank.write_bytes(gzip.compress(b"\n  \n"))
    with pytest.raises(SourceError, match="gzip-compressed file holds only blank lines"):
        read_items(str(blank))


def test_deterministic() -> None:
    paths = [fixture(p.name) for p in sorted(SOURCE_FIXTURES.glob("*.json*"))]
    assert read_items(*paths) == read_items(*paths)


def test_array_of_mtgjson_card_entries(tmp_path: Path) -> None:
    # What `jq .data.cards` makes of a set file: read as MTGJSON, not as Scryfall cards without text.
    doc = json.loads((SOURCE_FIXTURES / "mtgjson_set_ISD.json").read_text(encoding="utf-8"))
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(doc["data"]["cards"], ensure_ascii=False), encoding="utf-8")
    got = records(str(path))
    assert got == records(fixture("mtgjson_set_ISD.json"))
    assert read_items(str(path))[0].where.position == "[0]"


def test_array_of_unknown_objects_is_an_unknown_format(tmp_path: Path) -> None:
    path = tmp_path / "records.json"
    path.write_text(json.dumps([{"id": 1, "name": "Plains", "text": ""}]))
    with pytest.raises(SourceError, match="unknown format"):
        read_items(str(path))
    assert len(read_items(str(path), from_format="scryfall")) == 1


def test_one_line_files(tmp_path: Path) -> None:
    # A minified bare set object is a document; a single card record on one line is JSON Lines.
    bare = json.loads((SOURCE_FIXTURES / "mtgjson_bare_set_AKH.json").read_text(encoding="utf-8"))
    path = tmp_path / "AKH.json"
    path.write_text(json.dumps(bare, ensure_ascii=False), encoding="utf-8")
    assert records(str(path)) == records(fixture("mtgjson_bare_set_AKH.json"))
    record = {"id": 1, "name": "Plains", "faces": [{"name": "Plains", "text": ""}]}
    path = tmp_path / "one.jsonl"
    path.write_text(json.dumps(record) + "\n")
    (item,) = read_items(str(path))
    assert item.where.line == 1 and item.record == record


def test_files_flattened_with_jq_read_like_the_files(tmp_path: Path) -> None:
    # `jq -c '.data.cards[]' set.json` and `jq -c '.[]' bulk.json`: the same rules as the documents
    # (faces grouped and named per face, foreign printings in their own language, no printed text skipped).
    mtgjson = json.loads((SOURCE_FIXTURES / "mtgjson_set_ISD.json").read_text(encoding="utf-8"))
    scryfall = json.loads((SOURCE_FIXTURES / "scryfall_bulk.json").read_text(encoding="utf-8"))
    for name, entries, document in (
        ("mtgjson.jsonl", mtgjson["data"]["cards"], fixture("mtgjson_set_ISD.json")),
        ("scryfall.jsonl", scryfall, fixture("scryfall_bulk.json")),
    ):
        flat = tmp_path / name
        flat.write_text("".join(json.dumps(e, ensure_ascii=False) + "\n" for e in entries), encoding="utf-8")
        got, want = records(str(flat)), records(document)
        assert got == want and len(got) > len(entries) // 2
        assert {r["lang"] for r in got} >= {"en", "es"}
        assert all(" // " not in (face["name"] or "") for r in got for face in r["faces"])
