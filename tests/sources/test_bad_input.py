"""Bad input to the source readers: compressed files and streams, truncated documents, encodings and
line ends no reader can take, wrong field types. Each gives one clear item or error, and every
record before the damage is kept."""

from __future__ import annotations

import bz2
import gzip
import io
import json
import lzma
import sys
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from helpers import SOURCE_FIXTURES, read_items

from mtglinks.sources import BadRecord, CardRecord, Skipped, SourceError, read_sources

COMPRESSORS: dict[str, Callable[[bytes], bytes]] = {"gz": gzip.compress, "bz2": bz2.compress, "xz": lzma.compress}


def summary(got: list[Any]) -> list[tuple[str, str]]:
    return [(type(it).__name__, it.where.position) for it in got]


def write(tmp_path: Path, name: str, data: bytes) -> str:
    path = tmp_path / name
    path.write_bytes(data)
    return str(path)


@pytest.mark.parametrize("suffix", sorted(COMPRESSORS))
@pytest.mark.parametrize(
    "fixture", ["cards.jsonl", "mtgjson_set_ISD.json", "scryfall_bulk.json", "mtgjson_v3_ISD.json"]
)
def test_compressed_files_read_like_the_plain_ones(tmp_path: Path, fixture: str, suffix: str) -> None:
    plain = SOURCE_FIXTURES / fixture
    # The name says nothing: the magic bytes decide.
    path = write(tmp_path, "cards.data", COMPRESSORS[suffix](plain.read_bytes()))
    got = read_items(path)
    expected = read_items(str(plain))
    assert summary(got) == summary(expected)
    assert [getattr(it, "record", None) for it in got] == [getattr(it, "record", None) for it in expected]


@pytest.mark.parametrize("suffix", sorted(COMPRESSORS))
def test_compressed_standard_input(monkeypatch: pytest.MonkeyPatch, suffix: str) -> None:
    data = COMPRESSORS[suffix]((SOURCE_FIXTURES / "mtgjson_allprintings.json").read_bytes())
    monkeypatch.setattr(sys, "stdin", SimpleNamespace(buffer=io.BytesIO(data)))
    got = read_items("-")
    assert [it.record["lang"] for it in got if isinstance(it, CardRecord)] == ["en", "es", "fr", "ru"] * 2


def test_on_bytes_counts_compressed_bytes(tmp_path: Path) -> None:
    data = gzip.compress((SOURCE_FIXTURES / "mtgjson_set_ISD.json").read_bytes())
    seen: list[int] = []
    list(read_sources([write(tmp_path, "set.json.gz", data)], on_bytes=seen.append))
    assert sum(seen) == len(data)


def test_truncated_json_names_the_byte_offset_and_keeps_what_came_before(tmp_path: Path) -> None:
    # A big bulk file cut in the middle of its last card.
    cards = json.loads((SOURCE_FIXTURES / "scryfall_bulk.json").read_text(encoding="utf-8"))
    many = [dict(card, id=f"{card['id'][:-4]}{i:04d}") for i in range(300) for card in cards[:2]]
    data = json.dumps(many, ensure_ascii=False).encode("utf-8")
    cut = data[: len(data) - 200]
    got = read_items(write(tmp_path, "bulk.json", cut))
    assert len(got) == len(many)
    assert all(isinstance(it, CardRecord) for it in got[:-1])
    last = got[-1]
    assert isinstance(last, BadRecord)
    assert last.message.startswith(f"truncated JSON at byte {len(cut)}")
    assert last.where.position == f"byte {len(cut)}"


def test_truncated_mtgjson_keeps_complete_cards(tmp_path: Path) -> None:
    data = (SOURCE_FIXTURES / "mtgjson_set_ISD.json").read_bytes()
    # Cut inside the second face of the transform card: its first face is all that is left of it.
    cut = data[: data.index(b'"faceName": "Insectile Aberration"')]
    got = read_items(write(tmp_path, "set.json", cut))
    assert summary(got)[:5] == [
        ("CardRecord", "data.cards[0]"),
        ("Skipped", "data.cards[0] (German)"),
        ("CardRecord", "data.cards[0] (Spanish)"),
        ("CardRecord", "data.cards[0] (French)"),
        ("CardRecord", "data.cards[0] (Russian)"),
    ]
    assert isinstance(got[-1], BadRecord) and got[-1].message.startswith(f"truncated JSON at byte {len(cut)}")


@pytest.mark.parametrize("suffix", ["gz", "xz"])
def test_truncated_compressed_file(tmp_path: Path, suffix: str) -> None:
    data = (SOURCE_FIXTURES / "mtgjson_set_ISD.json").read_bytes()
    packed = COMPRESSORS[suffix](data)
    got = read_items(write(tmp_path, f"set.json.{suffix}", packed[: len(packed) * 2 // 3]))
    assert isinstance(got[0], CardRecord) and got[0].record["name"] == "Fiend Hunter"
    assert isinstance(got[-1], BadRecord)
    kind = {"gz": "gzip", "xz": "xz"}[suffix]
    assert got[-1].message.startswith(f"truncated {kind} data: the compressed file ends early")
    assert sum(isinstance(it, BadRecord) for it in got) == 1


def test_truncated_compressed_jsonl_cut_line_is_one_error(tmp_path: Path) -> None:
    lines = (SOURCE_FIXTURES / "cards.jsonl").read_bytes().splitlines(keepends=True)
    data = b"".join(lines[2:4] + lines[8:9]) * 400
    packed = gzip.compress(data)
    got = read_items(write(tmp_path, "cards.jsonl.gz", packed[: len(packed) // 2]))
    bad = [it for it in got if isinstance(it, BadRecord)]
    assert len(bad) == 1 and bad[0] is got[-1]
    assert bad[0].message.startswith("truncated gzip data") and bad[0].where.line == len(got)
    assert all(isinstance(it, CardRecord | Skipped) for it in got[:-1])


def test_damaged_gzip(tmp_path: Path) -> None:
    packed = bytearray(gzip.compress((SOURCE_FIXTURES / "cards.jsonl").read_bytes() * 50))
    packed[len(packed) // 2 : len(packed) // 2 + 20] = b"\x00" * 20
    got = read_items(write(tmp_path, "cards.jsonl.gz", bytes(packed)))
    assert isinstance(got[-1], BadRecord) and "gzip data" in got[-1].message


def test_utf16_file_is_one_clear_error(tmp_path: Path) -> None:
    text = (SOURCE_FIXTURES / "cards.jsonl").read_text(encoding="utf-8-sig")
    for name, data in [("bom.jsonl", text.encode("utf-16")), ("le.jsonl", text.encode("utf-16-le"))]:
        with pytest.raises(SourceError, match="is UTF-16 text") as err:
            read_items(write(tmp_path, name, data))
        assert name in str(err.value)
    with pytest.raises(SourceError, match="gzip-compressed file is UTF-16"):
        read_items(write(tmp_path, "c.jsonl.gz", gzip.compress(text.encode("utf-16"))))


def test_cr_only_line_ends_are_one_clear_error(tmp_path: Path) -> None:
    data = (SOURCE_FIXTURES / "cards.jsonl").read_bytes().replace(b"\n", b"\r")
    with pytest.raises(SourceError, match="carriage return only"):
        read_items(write(tmp_path, "mac.jsonl", data))


def test_crlf_line_ends_are_fine(tmp_path: Path) -> None:
    data = (SOURCE_FIXTURES / "cards.jsonl").read_bytes().replace(b"\n", b"\r\n")
    assert summary(read_items(write(tmp_path, "dos.jsonl", data))) == summary(
        read_items(str(SOURCE_FIXTURES / "cards.jsonl"))
    )


def test_compressed_file_with_a_wrong_forced_format(tmp_path: Path) -> None:
    path = write(tmp_path, "cards.jsonl.gz", gzip.compress((SOURCE_FIXTURES / "cards.jsonl").read_bytes()))
    with pytest.raises(SourceError, match="but the file is gzip-compressed JSON Lines"):
        read_items(path, from_format="mtgjson-sqlite")
    assert len(read_items(path, from_format="jsonl")) == 9


def test_pretty_printed_document_is_not_read_as_lines() -> None:
    got = read_items(str(SOURCE_FIXTURES / "scryfall_list.json"))
    assert not [it for it in got if isinstance(it, BadRecord)]


def test_invalid_json_in_a_document(tmp_path: Path) -> None:
    data = (SOURCE_FIXTURES / "scryfall_bulk.json").read_bytes().replace(b'"lang": "fr"', b'"lang": NaN', 1)
    got = read_items(write(tmp_path, "bulk.json", data))
    assert [type(it).__name__ for it in got] == ["CardRecord", "CardRecord", "Skipped", "BadRecord"]
    # The byte of the error, not the end of the block the parser had read.
    assert got[-1].message.startswith(f"invalid JSON at byte {data.index(b'NaN')}:")


def test_invalid_utf8_in_a_document(tmp_path: Path) -> None:
    data = (
        (SOURCE_FIXTURES / "mtgjson_allprintings.json")
        .read_bytes()
        .replace("Karn libéré".encode(), b"Karn lib\xe9r\xe9")
    )
    got = read_items(write(tmp_path, "all.json", data))
    assert isinstance(got[-1], BadRecord) and "UTF8" in got[-1].message
    assert len(got) == 1  # the damage is inside the first card


def _mtgjson_with(tmp_path: Path, change: Callable[[dict[str, Any]], None]) -> list[Any]:
    doc = json.loads((SOURCE_FIXTURES / "mtgjson_set_ISD.json").read_text(encoding="utf-8"))
    change(doc["data"]["cards"][0])
    return read_items(write(tmp_path, "set.json", json.dumps(doc).encode()))


def test_mtgjson_wrong_text_type_names_the_card_and_the_field(tmp_path: Path) -> None:
    got = _mtgjson_with(tmp_path, lambda card: card.update(text=["not", "a", "string"]))
    bad = got[0]
    assert isinstance(bad, BadRecord) and bad.where.position == "data.cards[0]"
    assert (
        bad.message
        == "card uuid 7dd0e5e5-ffcc-5e2b-8b1c-0f2a0f8a3a01, 'Fiend Hunter': field `text` must be a string, not list"
    )
    assert (bad.id, bad.name) == ("7dd0e5e5-ffcc-5e2b-8b1c-0f2a0f8a3a01", "Fiend Hunter")
    # One item for the card (its foreign entries are not read without it); the next card goes on.
    assert got[1].where.position == "data.cards[1]" and isinstance(got[1], CardRecord)


def test_mtgjson_wrong_foreign_types(tmp_path: Path) -> None:
    def change(card: dict[str, Any]) -> None:
        card["foreignData"][1]["text"] = 7
        card["foreignData"][2] = "Chasseur de fielleux"

    got = [it for it in _mtgjson_with(tmp_path, change) if it.where.position.startswith("data.cards[0]")]
    assert summary(got) == [
        ("CardRecord", "data.cards[0]"),
        ("BadRecord", "data.cards[0].foreignData[2]"),
        ("Skipped", "data.cards[0] (German)"),
        ("BadRecord", "data.cards[0] (Spanish)"),
        ("CardRecord", "data.cards[0] (Russian)"),
    ]
    assert "foreign entry must be an object, not str" in got[1].message
    assert got[3].message.endswith("field `text` must be a string, not int") and got[3].lang == "es"


def test_mtgjson_foreign_data_not_a_list(tmp_path: Path) -> None:
    got = _mtgjson_with(tmp_path, lambda card: card.update(foreignData={"Spanish": "Cazador de demonios"}))
    assert isinstance(got[0], BadRecord) and "field `foreignData` must be a list, not dict" in got[0].message


def test_scryfall_wrong_field_types(tmp_path: Path) -> None:
    cards = json.loads((SOURCE_FIXTURES / "scryfall_bulk.json").read_text(encoding="utf-8"))
    cards[1]["printed_text"] = {"es": "Cuando…"}
    cards[7]["card_faces"][1]["oracle_text"] = 3
    cards[0] = "Fiend Hunter"
    got = read_items(write(tmp_path, "bulk.json", json.dumps(cards, ensure_ascii=False).encode()))
    assert isinstance(got[0], BadRecord) and got[0].message == "card must be a JSON object, not str"
    assert isinstance(got[1], BadRecord) and got[1].where.position == "[1]"
    said = "card id aaaaaaaa-0000-4000-8000-000000000010, 'Fiend Hunter': "
    assert got[1].message == said + "field `printed_text` must be a string, not dict"
    assert got[1].lang == "es"
    assert (
        isinstance(got[7], BadRecord)
        and "field `card_faces[1].oracle_text` must be a string, not int" in got[7].message
    )
    assert isinstance(got[8], CardRecord)


def test_binary_file_is_not_a_card_file(tmp_path: Path) -> None:
    with pytest.raises(SourceError, match="is not text: it is binary data") as caught:
        read_items(write(tmp_path, "image.png", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256))))
    assert "iconv" not in str(caught.value)  # converting from UTF-16 would not help


def test_random_bytes_without_nul_are_not_text(tmp_path: Path) -> None:
    noise = bytes((i * 7919 + 13) % 255 + 1 for i in range(8192))  # no NUL byte
    with pytest.raises(SourceError, match="is not text: it is binary data") as caught:
        read_items(write(tmp_path, "noise.bin", noise))
    assert "iconv" not in str(caught.value)


DEEP = "[" * 5000 + "]" * 5000


def test_deeply_nested_card_is_one_bad_record_and_the_rest_is_read(tmp_path: Path) -> None:
    doc = (SOURCE_FIXTURES / "mtgjson_set_ISD.json").read_text(encoding="utf-8")
    path = write(tmp_path, "deep.json", doc.replace('"artist": "Test"', f'"artist": {DEEP}', 1).encode())
    got = read_items(path)
    assert isinstance(got[0], BadRecord) and got[0].where.position == "data.cards[0]"
    assert "nested too deeply" in got[0].message
    assert summary(got)[1:] == summary(read_items(str(SOURCE_FIXTURES / "mtgjson_set_ISD.json")))[5:]


def test_deeply_nested_scryfall_card(tmp_path: Path) -> None:
    doc = (SOURCE_FIXTURES / "scryfall_bulk.json").read_text(encoding="utf-8")
    path = write(
        tmp_path, "deep.json", doc.replace('"oracle_text": "When', f'"junk": {DEEP}, "oracle_text": "When', 1).encode()
    )
    got = read_items(path)
    assert isinstance(got[0], BadRecord) and "nested too deeply" in got[0].message
    assert summary(got)[1:] == summary(read_items(str(SOURCE_FIXTURES / "scryfall_bulk.json")))[1:]


def test_deep_nesting_outside_the_cards_is_passed_over(tmp_path: Path) -> None:
    doc = (SOURCE_FIXTURES / "mtgjson_set_ISD.json").read_text(encoding="utf-8")
    path = write(tmp_path, "deep.json", doc.replace('"booster": {', f'"booster": {{"x": {DEEP}, ', 1).encode())
    assert summary(read_items(path)) == summary(read_items(str(SOURCE_FIXTURES / "mtgjson_set_ISD.json")))
