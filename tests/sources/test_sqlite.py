"""The MTGJSON AllPrintings.sqlite reader, on a small database built here in the shape of the real
one (cards, cardIdentifiers, cardForeignData; list columns in both encodings; literal backslash-n)."""

from __future__ import annotations

import gzip
import io
import json
import lzma
import sqlite3
import sys
import tempfile
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from helpers import read_items

from mtglinks.batch.runner import tag_record
from mtglinks.sources import BadRecord, CardRecord, Skipped, SourceError, read_sources

FIEND_EN = (
    "When Fiend Hunter enters the battlefield, you may exile another target creature.\\n"
    "When Fiend Hunter leaves the battlefield, return the exiled card to the battlefield under its owner's control."
)
FIEND_ES = (
    "Cuando el Cazador de demonios entre al campo de batalla, puedes exiliar otra criatura objetivo.\\n"
    "Cuando el Cazador de demonios deje el campo de batalla, regresa la carta exiliada al campo de batalla "
    "bajo el control de su propietario."
)
DELVER_EN = (
    "At the beginning of your upkeep, look at the top card of your library. You may reveal that card. "
    "If an instant or sorcery card is revealed this way, transform Delver of Secrets."
)
DELVER_ES = (
    "Al comienzo de tu mantenimiento, mira la primera carta de tu biblioteca. Puedes mostrar esa carta. "
    "Si se muestra una carta de instantáneo o conjuro de esta manera, transforma al Indagador de secretos."
)
DELVER_A, DELVER_B = "1c0a9d3b-0000-5000-8000-00000000051a", "1c0a9d3b-0000-5000-8000-00000000051b"
FIEND = "7dd0e5e5-ffcc-5e2b-8b1c-0f2a0f8a3a01"
PLAINS = "5a1b2c3d-0000-5000-8000-000000000250"

CARDS = [
    # uuid, name, faceName, side, otherFaceIds, layout, text, type, setCode, number, supertypes, artist
    (FIEND, "Fiend Hunter", None, None, None, "normal", FIEND_EN, "Creature — Human Cleric", "ISD", "15", "", "Wayne"),
    # The two faces store their list column differently: a JSON array (5.3.0) and ", "-joined text.
    (
        DELVER_A,
        "Delver of Secrets // Insectile Aberration",
        "Delver of Secrets",
        "a",
        json.dumps([DELVER_B]),
        "transform",
        DELVER_EN,
        "Creature — Human Wizard",
        "ISD",
        "51a",
        "[]",
        "Nils",
    ),
    (
        DELVER_B,
        "Delver of Secrets // Insectile Aberration",
        "Insectile Aberration",
        "b",
        DELVER_A,
        "transform",
        "Flying",
        "Creature — Human Insect",
        "ISD",
        "51b",
        None,
        "Nils",
    ),
    (
        PLAINS,
        "Plains",
        None,
        None,
        None,
        "normal",
        "({T}: Add {W}.)",
        "Basic Land — Plains",
        "ISD",
        "250",
        "Basic",
        "X",
    ),
]
IDENTIFIERS = [
    (FIEND, "a3e7cd4c-1d2c-4b41-9b15-ba3e4f7e11e2", "b9e1b9d7-0f6b-4d1e-9c43-6c7d1d1c0e15", "222007"),
    (DELVER_A, "11bf83bb-c95b-4b4f-9a56-ce7a1816307a", "edd531b9-f615-4399-8c8c-1c5e18c4acbf", "226749"),
    (DELVER_B, "11bf83bb-c95b-4b4f-9a56-ce7a1816307a", "edd531b9-f615-4399-8c8c-1c5e18c4acbf", "226755"),
]
FOREIGN = [
    # faceName, flavorText, identifiers, language, multiverseId, name, text, type, uuid
    (
        None,
        "Flavor.",
        # Old mtgsqlive wrote structs as Python's repr.
        str({"scryfallId": "aaaaaaaa-0000-4000-8000-000000000010", "multiverseId": "273767"}),
        "Spanish",
        273767,
        "Cazador de demonios",
        FIEND_ES,
        "Criatura — Clérigo humano",
        FIEND,
    ),
    (
        None,
        None,
        json.dumps({"scryfallId": "aaaaaaaa-0000-4000-8000-000000000001"}),
        "German",
        272777,
        "Dämonenjäger",
        "Wenn der Dämonenjäger ins Spiel kommt, kannst du eine andere Kreatur deiner Wahl ins Exil schicken.",
        "Kreatur — Mensch, Kleriker",
        FIEND,
    ),
    (
        "Indagador de secretos",
        None,
        None,
        "Spanish",
        273805,
        "Indagador de secretos // Aberración insectoide",
        DELVER_ES,
        "Criatura — Hechicero humano",
        DELVER_A,
    ),
    (
        "Aberración insectoide",
        None,
        None,
        "Spanish",
        273805,
        "Indagador de secretos // Aberración insectoide",
        "Vuela.",
        "Criatura — Insecto humano",
        DELVER_B,
    ),
    (None, None, None, "Spanish", 273900, "Llanura", None, "Tierra básica — Llanura", PLAINS),
]


def build_allprintings(path: Path, identifiers_table: bool = True) -> Path:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE meta (date TEXT, version TEXT)")
    db.execute("INSERT INTO meta VALUES ('2025-08-18', '5.2.2+20250818')")
    db.execute("CREATE TABLE sets (code TEXT, name TEXT)")
    db.execute("INSERT INTO sets VALUES ('ISD', 'Innistrad')")
    columns = "uuid, name, faceName, side, otherFaceIds, layout, text, type, setCode, number, supertypes, artist"
    if identifiers_table:
        db.execute(f"CREATE TABLE cards (id INTEGER PRIMARY KEY, {columns})")
        db.executemany(f"INSERT INTO cards ({columns}) VALUES ({', '.join('?' * 12)})", CARDS)
        db.execute(
            "CREATE TABLE cardIdentifiers (uuid TEXT, scryfallId TEXT, scryfallOracleId TEXT, multiverseId TEXT)"
        )
        db.executemany("INSERT INTO cardIdentifiers VALUES (?, ?, ?, ?)", IDENTIFIERS)
    else:  # older builds kept the identifiers in `cards`
        db.execute(f"CREATE TABLE cards ({columns}, scryfallId, scryfallOracleId, multiverseId)")
        ids = {row[0]: row[1:] for row in IDENTIFIERS}
        rows = [row + tuple(ids.get(row[0], (None, None, None))) for row in CARDS]
        db.executemany(f"INSERT INTO cards VALUES ({', '.join('?' * 15)})", rows)
    db.execute(
        "CREATE TABLE cardForeignData (id INTEGER PRIMARY KEY, faceName TEXT, flavorText TEXT, identifiers TEXT,"
        " language TEXT, multiverseId INTEGER, name TEXT, text TEXT, type TEXT, uuid TEXT)"
    )
    db.executemany(
        "INSERT INTO cardForeignData (faceName, flavorText, identifiers, language, multiverseId, name, text, type,"
        " uuid) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        FOREIGN,
    )
    db.commit()
    db.close()
    return path


@pytest.fixture
def allprintings(tmp_path: Path) -> Path:
    return build_allprintings(tmp_path / "AllPrintings.sqlite")


def test_sqlite_records_in_rowid_order(allprintings: Path) -> None:
    got = read_items(str(allprintings))
    assert [
        (type(it).__name__, it.where.position, it.record["lang"] if isinstance(it, CardRecord) else it.reason)
        for it in got
    ] == [
        ("CardRecord", f"cards row 1 uuid={FIEND}", "en"),
        # in the table's order (Spanish was stored first), not the join index's
        ("CardRecord", f"cards row 1 uuid={FIEND} (Spanish)", "es"),
        ("Skipped", f"cards row 1 uuid={FIEND} (German)", "unsupported language"),
        ("CardRecord", f"cards row 2 uuid={DELVER_A}", "en"),
        ("CardRecord", f"cards row 2 uuid={DELVER_A} (Spanish)", "es"),
        ("CardRecord", f"cards row 4 uuid={PLAINS}", "en"),
        ("CardRecord", f"cards row 4 uuid={PLAINS} (Spanish)", "es"),
    ]


def test_sqlite_literal_backslash_n_is_a_paragraph_break(allprintings: Path) -> None:
    fiend_en, fiend_es, _ = read_items(str(allprintings))[:3]
    assert fiend_en.record["faces"][0]["text"].split("\n")[1].startswith("When Fiend Hunter leaves")
    assert "\\n" not in fiend_es.record["faces"][0]["text"]
    for record in (fiend_en.record, fiend_es.record):
        out = tag_record(record)
        assert [(link["rule"], link["from_paragraph"], link["to_paragraph"]) for link in out["links"]] == [
            ("607.2a", 0, 1)
        ]


def test_sqlite_faces_grouped_with_both_list_encodings(allprintings: Path) -> None:
    got = [it.record for it in read_items(str(allprintings)) if isinstance(it, CardRecord)]
    delver = {r["lang"]: r for r in got if r["ids"].get("english_name", "").startswith("Delver")}
    assert [f["name"] for f in delver["en"]["faces"]] == ["Delver of Secrets", "Insectile Aberration"]
    assert [f["name"] for f in delver["es"]["faces"]] == ["Indagador de secretos", "Aberración insectoide"]
    assert delver["es"]["faces"][1]["text"] == "Vuela."
    assert delver["en"]["ids"]["face_uuids"] == [DELVER_A, DELVER_B]
    assert delver["en"]["ids"]["multiverse_id"] == 226749


def test_sqlite_ids_and_foreign_identifiers(allprintings: Path) -> None:
    fiend_en, fiend_es, _ = read_items(str(allprintings))[:3]
    assert fiend_en.record["ids"] == {
        "uuid": FIEND,
        "scryfall_id": "a3e7cd4c-1d2c-4b41-9b15-ba3e4f7e11e2",
        "oracle_id": "b9e1b9d7-0f6b-4d1e-9c43-6c7d1d1c0e15",
        "set": "ISD",
        "number": "15",
        "english_name": "Fiend Hunter",
        "layout": "normal",
        "multiverse_id": 222007,
    }
    assert fiend_es.record["id"] == f"{FIEND}:es"
    assert fiend_es.record["ids"]["scryfall_id"] == "aaaaaaaa-0000-4000-8000-000000000010"
    assert fiend_es.record["ids"]["multiverse_id"] == 273767


def test_sqlite_basic_land_without_foreign_text(allprintings: Path) -> None:
    plains_es = read_items(str(allprintings))[-1]
    assert isinstance(plains_es, CardRecord)
    assert plains_es.record["faces"] == [{"name": "Llanura", "text": "", "type_line": "Tierra básica — Llanura"}]


def test_sqlite_old_schema_with_identifiers_in_cards(tmp_path: Path) -> None:
    path = build_allprintings(tmp_path / "old.sqlite", identifiers_table=False)
    got = read_items(str(path))
    assert got[0].record["ids"]["scryfall_id"] == "a3e7cd4c-1d2c-4b41-9b15-ba3e4f7e11e2"
    assert len(got) == 7


@pytest.mark.parametrize("compress", [gzip.compress, lzma.compress])
def test_compressed_sqlite_is_decompressed_to_a_temporary_file(
    allprintings: Path, tmp_path: Path, compress: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "AllPrintings.sqlite.packed"
    path.write_bytes(compress(allprintings.read_bytes()))
    expected = read_items(str(allprintings))
    spool = tmp_path / "spool"
    spool.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(spool))
    reader = read_sources([str(path)])
    first = next(reader)
    assert len(list(spool.iterdir())) == 1  # the decompressed copy, while it is read
    got = [first, *reader]
    assert [getattr(it, "record", None) for it in got] == [getattr(it, "record", None) for it in expected]
    assert not list(spool.iterdir())  # removed at the end


def test_sqlite_on_standard_input(allprintings: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdin", SimpleNamespace(buffer=io.BytesIO(gzip.compress(allprintings.read_bytes()))))
    got = read_items("-")
    assert [it.record["lang"] for it in got if isinstance(it, CardRecord)] == ["en", "es", "en", "es", "en", "es"]
    assert got[0].where.file == "-"


def test_sqlite_progress_adds_up_to_the_file_size(allprintings: Path) -> None:
    seen: list[int] = []
    list(read_sources([str(allprintings)], on_bytes=seen.append))
    assert sum(seen) == allprintings.stat().st_size


def test_sqlite_with_a_wrong_forced_format(allprintings: Path) -> None:
    with pytest.raises(SourceError, match="--from jsonl was given, but the file is an SQLite database"):
        read_items(str(allprintings), from_format="jsonl")


def test_sqlite_without_cards_table(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE decks (name TEXT)")
    db.commit()
    db.close()
    with pytest.raises(SourceError, match="without a `cards` table"):
        read_items(str(path))


def test_sqlite_wrong_field_type(tmp_path: Path) -> None:
    path = build_allprintings(tmp_path / "bad.sqlite")
    db = sqlite3.connect(path)
    db.execute("UPDATE cards SET text = 12 WHERE uuid = ?", (PLAINS,))
    db.commit()
    db.close()
    got = read_items(str(path))
    bad = [it for it in got if isinstance(it, BadRecord)]
    assert len(bad) == 1 and bad[0].where.position == f"cards row 4 uuid={PLAINS}"
    assert bad[0].message.endswith("field `text` must be a string, not int")
    assert not [it for it in got if isinstance(it, Skipped) and it.reason != "unsupported language"]


def test_sqlite_langs_narrow(allprintings: Path) -> None:
    got = read_items(str(allprintings), langs=["es"])
    assert {it.record["lang"] for it in got if isinstance(it, CardRecord)} == {"es"}


# ---- faults a probe found ---------------------------------------------------------------------------


def _rewrite(path: Path, *statements: str) -> None:
    db = sqlite3.connect(path)
    for statement in statements:
        db.execute(statement)
    db.commit()
    db.close()


def test_sqlite_cards_as_a_view_reads_every_card(allprintings: Path, tmp_path: Path) -> None:
    expected = read_items(str(allprintings))
    _rewrite(
        allprintings,
        "ALTER TABLE cards RENAME TO cards_data",
        "CREATE VIEW cards AS SELECT * FROM cards_data",
    )
    got = read_items(str(allprintings))
    assert [getattr(it, "record", None) for it in got] == [getattr(it, "record", None) for it in expected]
    assert len(got) == 7


@pytest.mark.parametrize("column", ["text", "name"])
def test_sqlite_without_a_text_or_name_column_says_so(allprintings: Path, column: str) -> None:
    _rewrite(allprintings, f"ALTER TABLE cards DROP COLUMN {column}")
    with pytest.raises(SourceError, match=f"its `cards` table has no `{column}` column"):
        read_items(str(allprintings))


def test_sqlite_cards_without_uuid_are_read_and_their_foreign_rows_counted(allprintings: Path) -> None:
    _rewrite(allprintings, "ALTER TABLE cards DROP COLUMN uuid")
    got = read_items(str(allprintings))
    assert [it.record["name"] for it in got if isinstance(it, CardRecord)] == [
        "Fiend Hunter",
        "Delver of Secrets",
        "Plains",
    ]
    (bad,) = [it for it in got if isinstance(it, BadRecord)]
    assert bad.where.position == "cardForeignData"
    assert bad.message.startswith(f"its {len(FOREIGN)} foreign printings cannot be matched to their cards")


def test_a_cut_off_sqlite_file_says_so(allprintings: Path) -> None:
    data = allprintings.read_bytes()
    allprintings.write_bytes(data[: len(data) * 3 // 4])
    with pytest.raises(SourceError, match="the SQLite file is cut off"):
        read_items(str(allprintings))


def test_sqlite_deeply_nested_identifiers_are_an_error_of_that_printing(allprintings: Path) -> None:
    deep = "[" * 100_000 + "]" * 100_000
    _rewrite(allprintings, f"UPDATE cardForeignData SET identifiers = '{deep}' WHERE name = 'Cazador de demonios'")
    got = read_items(str(allprintings))
    bad = [it for it in got if isinstance(it, BadRecord)]
    assert len(bad) == 1 and "(Spanish)" in bad[0].where.position and "identifiers" in bad[0].message
    assert len([it for it in got if isinstance(it, CardRecord)]) == 5


def test_a_compressed_database_that_inflates_like_a_bomb_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mtglinks.sources import mtgjson_sqlite

    path = build_allprintings(tmp_path / "AllPrintings.sqlite")
    _rewrite(path, "CREATE TABLE padding (blob)", "INSERT INTO padding VALUES (zeroblob(8000000))")
    packed = tmp_path / "AllPrintings.sqlite.gz"
    packed.write_bytes(gzip.compress(path.read_bytes()))
    monkeypatch.setattr(mtgjson_sqlite, "SPOOL_FREE_BYTES", 1 << 20)
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "spool"))
    (tmp_path / "spool").mkdir()
    with pytest.raises(SourceError, match="refused as a compression bomb"):
        read_items(str(packed))
    assert list((tmp_path / "spool").iterdir()) == []  # nothing left behind
    monkeypatch.setattr(mtgjson_sqlite, "MAX_INFLATION", 10_000)
    assert len(read_items(str(packed))) == 7
