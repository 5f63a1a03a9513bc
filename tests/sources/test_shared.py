"""The source readers on every real sample file of ../shared/formats (MTGJSON v5 and Scryfall files
committed by other projects), with assertions on real cards."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from helpers import card_records, read_items

from mtglinks.batch.runner import tag_record
from mtglinks.sources import BadRecord, CardRecord, Skipped, read_sources
from mtglinks.sources.scryfall import strip_back_hint

TSP = "mtgjson__mtgjson__tests_mtgjson5_mocked_data__TSP.json"
DFC = "TylerBloom__mtgjson-rust-sdk__tests_data__SingleDFC.json"
SPLIT = "TylerBloom__mtgjson-rust-sdk__tests_data__SingleSplit.json"
GK2 = "rayosdev__MTG-card-swipe__src_data__tmp.json"
FORESTS2 = "gwax__aioscryfall__tests_data__cards_forests-page2.json"
SSM = "gwax__mtg_ssm__tests_data__cards.json"
SCRYTHON = "NandaScott__Scrython__tests_sweep_fixtures__cards_by_id__japanese_dfc.json"


def items(shared: Path, name: str, **kw: Any) -> list[Any]:
    return read_items(shared / "formats" / name, **kw)


def records(shared: Path, name: str) -> list[dict[str, Any]]:
    return card_records(items(shared, name))


def rules(record: dict[str, Any]) -> list[str]:
    out = tag_record(record)
    assert out["status"] == "ok", out["errors"]
    return sorted(link["rule"] for link in out["links"])


def sample_files(shared: Path) -> list[Path]:
    return sorted(p for p in (shared / "formats").glob("*.json") if p.name != "PROVENANCE.json")


def test_every_sample_file_reads_without_a_bad_record(shared_dir: Path) -> None:
    files = sample_files(shared_dir)
    assert len(files) >= 19
    for path in files:
        got = list(read_sources([str(path)]))
        assert got, path.name
        assert not [it for it in got if isinstance(it, BadRecord)], path.name
        for item in got:
            if isinstance(item, CardRecord):
                assert tag_record(item.record)["status"] == "ok", (path.name, item.where.position)


def test_delver_of_secrets_is_one_record_with_its_faces_named_per_face(shared_dir: Path) -> None:
    got = {r["lang"]: r for r in records(shared_dir, DFC)}
    assert set(got) == {"en", "es", "fr", "ru"}
    assert [f["name"] for f in got["en"]["faces"]] == ["Delver of Secrets", "Insectile Aberration"]
    assert [f["name"] for f in got["es"]["faces"]] == ["Indagador de secretos", "Aberración insectoide"]
    assert [f["name"] for f in got["fr"]["faces"]] == ["Sondeur de secrets", "Aberration insectoïde"]
    assert [f["name"] for f in got["ru"]["faces"]] == ["Разыскиватель Тайн", "Насекомовидная Тварь"]
    assert got["ru"]["name"] == "Разыскиватель Тайн"
    assert got["es"]["faces"][1]["text"] == "Vuela." and got["fr"]["faces"][1]["text"] == "Vol"
    assert got["en"]["ids"]["layout"] == "transform"
    assert got["en"]["ids"]["oracle_id"] == "edd531b9-f615-4399-8c8c-1c5e18c4acbf"
    skipped = [it for it in items(shared_dir, DFC) if isinstance(it, Skipped)]
    assert {s.reason for s in skipped} == {"unsupported language"}
    assert {"de", "it", "ja", "pt", "ko", "zhs", "zht"} <= {s.lang for s in skipped}


def test_commit_memory_faces_per_language(shared_dir: Path) -> None:
    got = {r["lang"]: r for r in records(shared_dir, SPLIT)}
    names = {lang: [f["name"] for f in r["faces"]] for lang, r in got.items()}
    assert names == {
        "en": ["Commit", "Memory"],
        "es": ["Transferir", "Recuerdo"],
        "fr": ["Graver", "Mémoire"],
        "ru": ["Сохранить", "В Памяти"],
    }
    assert got["ru"]["faces"][1]["text"].startswith("Последствия")
    assert [f["type_line"] for f in got["fr"]["faces"]] == ["Éphémère", "Rituel"]


def test_tsp_foreign_records_have_their_own_text_language_and_ids(shared_dir: Path) -> None:
    got = items(shared_dir, TSP)
    recs = [it.record for it in got if isinstance(it, CardRecord)]
    counts = Counter(r["lang"] for r in recs)
    assert counts == {"en": 301, "es": 301, "fr": 301, "ru": 301}
    skipped = Counter((it.reason, it.lang) for it in got if isinstance(it, Skipped))
    assert skipped[("unsupported language", "de")] == 301 and skipped[("unsupported language", "ja")] == 301
    ids = [r["id"] for r in recs]
    assert len(ids) == len(set(ids))
    by_uuid: dict[str, dict[str, dict[str, Any]]] = {}
    for r in recs:
        by_uuid.setdefault(r["ids"]["uuid"], {})[r["lang"]] = r
    devourer = next(d for d in by_uuid.values() if d["en"]["name"] == "Faceless Devourer")
    assert devourer["es"]["name"] == "Devorador sin rostro"
    assert devourer["fr"]["faces"][0]["text"].startswith("Distorsion")
    assert devourer["ru"]["name"] == "Безликий Пожиратель"
    assert devourer["en"]["ids"]["set"] == "TSP" and devourer["en"]["ids"]["uuid"] == devourer["en"]["id"]
    assert devourer["es"]["ids"]["scryfall_id"] != devourer["en"]["ids"]["scryfall_id"]
    assert devourer["es"]["ids"]["oracle_id"] == devourer["en"]["ids"]["oracle_id"]
    # "exile … / the exiled card" is linked in each language's own printed wording.
    for lang in ("en", "es", "fr", "ru"):
        assert rules(devourer[lang]) == ["607.2a"], lang
    plume = next(d for d in by_uuid.values() if d["en"]["name"] == "Paradise Plume")
    for lang in ("en", "es", "fr", "ru"):
        assert rules(plume[lang]) == ["607.2d", "607.2d"], lang


def test_tsp_basic_lands_and_vanilla_cards_have_empty_text(shared_dir: Path) -> None:
    recs = records(shared_dir, TSP)
    plains = [r for r in recs if r["ids"]["english_name"] == "Plains"]
    assert len(plains) == 4 * 4  # four printings, in four languages
    assert {r["faces"][0]["text"] for r in plains if r["lang"] != "en"} == {""}
    sliver = [r for r in recs if r["ids"]["english_name"] == "Venser's Sliver"]
    assert {r["lang"]: r["faces"][0]["text"] for r in sliver} == {"en": "", "es": "", "fr": "", "ru": ""}
    for r in plains[:2] + sliver:
        out = tag_record(r)
        assert out["status"] == "ok" and out["links"] == []


def test_french_bayou_without_printed_text_is_skipped(shared_dir: Path) -> None:
    got = items(shared_dir, FORESTS2)
    french = [it for it in got if getattr(it, "lang", None) == "fr"]
    assert len(french) == 1
    (bayou,) = french
    assert isinstance(bayou, Skipped)
    assert (bayou.reason, bayou.name) == ("no printed text", "Bayou")
    assert len([it for it in got if isinstance(it, CardRecord)]) == 9


def test_gk2_spanish_and_french_cards_read_with_printed_text(shared_dir: Path) -> None:
    raw = json.loads((shared_dir / "formats" / GK2).read_text(encoding="utf-8"))["data"]
    printed = {c["id"]: c for c in raw if c["lang"] in ("es", "fr")}
    got = items(shared_dir, GK2)
    assert len(got) == len(raw) == 175
    recs = {it.record["id"]: it.record for it in got if isinstance(it, CardRecord)}
    assert Counter(r["lang"] for r in recs.values()) == {"en": 31, "es": 29, "fr": 28}
    for card_id, card in printed.items():
        rec = recs[card_id]
        assert rec["name"] == card["printed_name"]
        assert rec["faces"][0]["text"] == card["printed_text"]
        assert rec["faces"][0]["type_line"] == card["printed_type_line"]
        assert rec["ids"]["number"] == card["collector_number"] and rec["ids"]["set"] == "gk2"
    urban = {r["lang"]: r for r in recs.values() if r["ids"]["english_name"] == "Urban Evolution"}
    assert set(urban) == {"en", "es", "fr"}
    skipped = Counter(it.lang for it in got if isinstance(it, Skipped))
    assert skipped == {"de": 29, "it": 29, "ja": 29}


def test_scryfall_bulk_sample(shared_dir: Path) -> None:
    got = items(shared_dir, SSM)
    assert len(got) == 88
    tokens = [it for it in got if isinstance(it, Skipped) and it.reason == "token"]
    assert len(tokens) == 2
    library = next(it for it in got if getattr(it, "lang", None) == "fr")
    assert isinstance(library, Skipped) and library.reason == "no printed text"
    assert library.name == "Bibliothèque sylvestre"
    who = next(it.record for it in got if isinstance(it, CardRecord) and it.record["name"] == "Who")
    assert [f["name"] for f in who["faces"]] == ["Who", "What", "When", "Where", "Why"]
    assert who["ids"]["english_name"] == "Who // What // When // Where // Why"


def test_scrython_japanese_modal_dfc(shared_dir: Path) -> None:
    (item,) = items(shared_dir, SCRYTHON)
    assert isinstance(item, Skipped) and (item.reason, item.lang) == ("unsupported language", "ja")
    card = json.loads((shared_dir / "formats" / SCRYTHON).read_text(encoding="utf-8"))["payload"]
    front, back = card["card_faces"]
    stripped = strip_back_hint(front["printed_text"], back["printed_type_line"])
    assert back["printed_type_line"] not in stripped.split("\n")
    assert front["printed_text"].startswith(stripped) and len(stripped) < len(front["printed_text"])


def test_golden_and_slim_mtgjson_shapes(shared_dir: Path) -> None:
    tst = records(shared_dir, "mtgjson__mtgjson__tests_mtgjson5_golden_set_TST.json")
    wear = next(r for r in tst if r["name"] == "Wear")
    assert [f["name"] for f in wear["faces"]] == ["Wear", "Tear"]
    assert wear["ids"]["face_uuids"] == ["uuid-wear", "uuid-tear"] and len(tst) == 3
    atomic = records(shared_dir, "mtgjson__mtgjson__tests_mtgjson5_golden_atomic_cards.json")
    assert [r["name"] for r in atomic] == ["Funny Card", "Lightning Bolt", "Prodigal Sorcerer", "Wear"]
    slim = records(shared_dir, "mtgjson__mtgjson__tests_mtgjson5_resources_today_price_builder_slim_all_printings.json")
    assert [(r["ids"]["set"], r["ids"]["number"], r["faces"][0]["text"]) for r in slim] == [
        ("SET", "1", ""),
        ("SET", "2", ""),
    ]


def test_scryfall_non_card_documents(shared_dir: Path) -> None:
    for name in (
        "gwax__mtg_ssm__tests_data__bulk_data.json",
        "gwax__aioscryfall__tests_data__bulk_data_all.json",
        "mtgjson__mtgjson__tests_mtgjson5_mocked_data__TSP_SET_DATA.json",
    ):
        got = items(shared_dir, name)
        assert got and all(isinstance(it, Skipped) and it.reason == "not a card" for it in got), name


@pytest.mark.parametrize("langs", [["fr"], ["en", "ru"]])
def test_langs_narrow_on_real_files(shared_dir: Path, langs: list[str]) -> None:
    for name in (TSP, GK2, DFC):
        got = items(shared_dir, name, langs=langs)
        assert {it.record["lang"] for it in got if isinstance(it, CardRecord)} <= set(langs)
