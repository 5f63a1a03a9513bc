"""Damaged, wrong-typed and oversized inputs, as a fault probe made them: each is read to the end, and
every value that is not a card is an error or a counted skip, never a crash of the run or a loss."""

from __future__ import annotations

import bz2
import gzip
import json
import lzma
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from helpers import SOURCE_FIXTURES, read_items

from mtglinks.batch.runner import tag_record
from mtglinks.sources import BadRecord, CardRecord, Item, Skipped, SourceError, read_sources
from mtglinks.sources.jsonl import json_lines

FLYER = {"name": "Wind Drake", "text": "Flying", "type_line": "Creature — Drake"}


def write(tmp_path: Path, name: str, data: bytes) -> str:
    path = tmp_path / name
    path.write_bytes(data)
    return str(path)


def lines(*values: Any) -> bytes:
    return b"".join(json.dumps(v).encode() + b"\n" for v in values)


def kinds(items: list[Item]) -> list[str]:
    return [type(it).__name__ for it in items]


# ---- a byte-order mark before a JSON document ---------------------------------------------------


@pytest.mark.parametrize("fixture", ["mtgjson_set_ISD.json", "scryfall_bulk.json", "mtgjson_atomic.json"])
def test_a_bom_before_a_json_document_is_passed_over(tmp_path: Path, fixture: str) -> None:
    data = (SOURCE_FIXTURES / fixture).read_bytes()
    plain = read_items(str(SOURCE_FIXTURES / fixture))
    with_bom = read_items(write(tmp_path, fixture, b"\xef\xbb\xbf" + data))
    assert not [it for it in with_bom if isinstance(it, BadRecord)]
    assert [(type(it).__name__, getattr(it, "record", None)) for it in with_bom] == [
        (type(it).__name__, getattr(it, "record", None)) for it in plain
    ]


# ---- joined compressed streams ------------------------------------------------------------------


@pytest.mark.parametrize(("compress", "kind"), [(lzma.compress, "xz"), (bz2.compress, "bz2")])
def test_a_damaged_later_stream_of_joined_files_is_an_error(
    tmp_path: Path, compress: Callable[[bytes], bytes], kind: str
) -> None:
    first = lines(*({**FLYER, "id": i} for i in range(300)))
    second = bytearray(compress(lines(*({**FLYER, "id": 300 + i} for i in range(300)))))
    second[8:16] = b"\xff" * 8  # its header damaged
    got = read_items(write(tmp_path, f"joined.jsonl.{kind}", compress(first) + bytes(second)))
    assert kinds(got) == ["CardRecord"] * 300 + ["BadRecord"]
    assert f"stream 2 of the joined {kind} streams is damaged" in got[-1].message


@pytest.mark.parametrize(("compress", "kind"), [(lzma.compress, "xz"), (bz2.compress, "bz2")])
def test_joined_streams_are_all_read(tmp_path: Path, compress: Callable[[bytes], bytes], kind: str) -> None:
    parts = [lines(*({**FLYER, "id": 100 * n + i} for i in range(100))) for n in range(3)]
    got = read_items(write(tmp_path, f"joined.jsonl.{kind}", b"".join(compress(p) for p in parts)))
    assert [it.record["id"] for it in got if isinstance(it, CardRecord)] == list(range(300))


def test_garbage_after_a_complete_xz_stream_is_an_error(tmp_path: Path) -> None:
    data = lzma.compress(lines(FLYER)) + b"\0" * 8 + b"not xz at all"
    got = read_items(write(tmp_path, "cards.jsonl.xz", data))
    assert kinds(got) == ["CardRecord", "BadRecord"]


# ---- JSON Lines: first lines, long lines, numbers and languages ---------------------------------


def test_a_first_line_that_is_a_json_list_does_not_hide_the_other_lines(tmp_path: Path) -> None:
    data = b"[1,2]\n" + lines(*({**FLYER, "id": i} for i in range(10)))
    got = read_items(write(tmp_path, "cards.jsonl", data))
    assert kinds(got) == ["BadRecord"] + ["CardRecord"] * 10
    assert got[0].message == "record must be a JSON object, not list"


def test_a_line_over_the_record_limit_is_one_error_and_the_next_lines_are_read(tmp_path: Path) -> None:
    huge = json.dumps({**FLYER, "text": "x" * (3 << 20)}).encode() + b"\n"
    data = lines({**FLYER, "id": 1}) + huge + lines({**FLYER, "id": 3})
    got = list(read_sources([write(tmp_path, "cards.jsonl", data)], max_text=1024))
    assert kinds(got) == ["CardRecord", "BadRecord", "CardRecord"]
    assert got[1].where.line == 2 and got[2].where.line == 3
    assert got[1].message.startswith(f"line of {len(huge):,} bytes: over the limit of 1,048,576 bytes")


def test_a_gzip_bomb_line_is_one_error(tmp_path: Path) -> None:
    # 40 MB of one line in a file of about 40 KB.
    bomb = gzip.compress(b'{"name": "x", "text": "' + b"a" * (40 << 20) + b'"}\n' + lines({**FLYER, "id": 2}))
    assert len(bomb) < 100_000
    got = list(read_sources([write(tmp_path, "bomb.jsonl.gz", bomb)]))
    assert kinds(got) == ["BadRecord", "CardRecord"]
    assert "over the limit" in got[0].message


def test_a_long_first_line_is_still_json_lines(tmp_path: Path) -> None:
    # Format detection looks at the first MiB: a longer first record is still a record.
    first = {**FLYER, "id": 1, "text": "Flying\n" + "Draw a card. " * 120_000}
    data = lines(first, {**FLYER, "id": 2})
    got = list(read_sources([write(tmp_path, "long.jsonl", data)], max_text=2 << 20))
    assert kinds(got) == ["CardRecord", "CardRecord"]
    over = list(read_sources([write(tmp_path, "long.jsonl", data)]))  # over the default record limit
    assert kinds(over) == ["BadRecord", "CardRecord"] and "over the limit" in over[0].message


def test_a_number_out_of_range_is_an_error_of_its_line(tmp_path: Path) -> None:
    data = lines({**FLYER, "id": 1}) + b'{"id": 2, "name": "A", "text": "Flying", "ids": {"multiverse_id": 1e999}}\n'
    got = read_items(write(tmp_path, "cards.jsonl", data))
    assert kinds(got) == ["CardRecord", "BadRecord"]
    assert got[1].message == "invalid JSON: the number 1e999 is out of range"


def test_a_language_without_a_utf8_form_is_an_error_without_a_language(tmp_path: Path) -> None:
    data = b'{"id": 1, "name": "A", "text": "Flying", "lang": "\\ud800"}\n'
    (got,) = read_items(write(tmp_path, "cards.jsonl", data))
    assert isinstance(got, BadRecord) and got.lang is None
    assert got.message.startswith("unknown language '\\ud800'")
    json.dumps(got.message).encode("utf-8")  # the message itself can be written


# ---- ids ------------------------------------------------------------------------------------------


def test_a_record_without_an_id_has_none_not_its_name() -> None:
    record = tag_record({**FLYER})
    assert record["status"] == "ok" and record["id"] is None


@pytest.mark.parametrize("bad_id", [[1, 2], {"k": "v"}, True])
def test_an_id_that_is_not_a_scalar_is_an_error_record(bad_id: Any) -> None:
    record = tag_record({**FLYER, "id": bad_id})
    assert record["status"] == "error"
    assert f"id must be a string, a number or null, not {type(bad_id).__name__}" in record["errors"][0]


def test_skipped_records_without_an_id_have_none(tmp_path: Path) -> None:
    (got,) = read_items(write(tmp_path, "de.jsonl", lines({**FLYER, "lang": "de"})))
    assert isinstance(got, Skipped) and got.id is None and got.name == "Wind Drake"


# ---- MTGJSON values that are not cards ----------------------------------------------------------


@pytest.mark.parametrize("layout", [{}, [], 5])
def test_a_layout_of_the_wrong_type_is_an_error_of_its_card(tmp_path: Path, layout: Any) -> None:
    doc = json.loads((SOURCE_FIXTURES / "mtgjson_set_ISD.json").read_text(encoding="utf-8"))
    cards = doc["data"]["cards"]
    cards[0]["layout"] = layout
    got = read_items(write(tmp_path, "set.json", json.dumps(doc).encode()))
    bad = [it for it in got if isinstance(it, BadRecord)]
    assert len(bad) == 1 and bad[0].where.position == "data.cards[0]"
    assert "field `layout` must be a string" in bad[0].message
    assert len(got) > 1  # the other cards are read


def test_a_layout_of_the_wrong_type_in_flattened_lines_is_an_error(tmp_path: Path) -> None:
    doc = json.loads((SOURCE_FIXTURES / "mtgjson_set_ISD.json").read_text(encoding="utf-8"))
    entries = doc["data"]["cards"]
    entries[0]["layout"] = {}
    got = read_items(write(tmp_path, "flat.jsonl", lines(*entries)))
    assert isinstance(got[0], BadRecord) and "layout" in got[0].message


@pytest.mark.parametrize("value", ["a string", 7, None, {}])
def test_atomic_cards_values_that_are_not_face_lists_are_errors(tmp_path: Path, value: Any) -> None:
    doc = json.loads((SOURCE_FIXTURES / "mtgjson_atomic.json").read_text(encoding="utf-8"))
    names = list(doc["data"])
    plain = read_items(str(SOURCE_FIXTURES / "mtgjson_atomic.json"))
    for name in (names[0], names[-1]):  # the first value decides how the map is read: try both ends
        changed = {**doc, "data": {**doc["data"], name: value}}
        got = read_items(write(tmp_path, "atomic.json", json.dumps(changed).encode()))
        bad = [it for it in got if isinstance(it, BadRecord)]
        assert len(bad) == 1 and json.dumps(name) in bad[0].where.position
        assert "must be an AtomicCards entry (a list of card faces)" in bad[0].message
        kept = [it for it in got if not isinstance(it, BadRecord)]
        assert len(kept) == len(plain) - sum(1 for it in plain if json.dumps(name) in it.where.position)


def test_cards_that_are_not_a_list_are_an_error(tmp_path: Path) -> None:
    doc = json.loads((SOURCE_FIXTURES / "mtgjson_set_ISD.json").read_text(encoding="utf-8"))
    doc["data"]["cards"] = {"not": "a list"}
    (got,) = read_items(write(tmp_path, "set.json", json.dumps(doc).encode()))
    assert isinstance(got, BadRecord) and got.message == "`cards` must be a list of card entries, not an object"


def test_a_string_over_the_record_limit_in_a_document_is_one_error(tmp_path: Path) -> None:
    doc = (SOURCE_FIXTURES / "scryfall_bulk.json").read_bytes()
    at = doc.index(b'"oracle_text": "') + len(b'"oracle_text": "')
    data = doc[:at] + b"a" * (3 << 20) + doc[at:]
    got = read_items(write(tmp_path, "bulk.json", data))
    assert kinds(got) == ["BadRecord"]
    assert got[0].message.startswith("a string or value of more than")
    assert "the rest of the file is not read" in got[0].message


def test_a_card_entry_over_the_record_limit_is_one_error(tmp_path: Path) -> None:
    doc = json.loads((SOURCE_FIXTURES / "mtgjson_set_ISD.json").read_text(encoding="utf-8"))
    doc["data"]["cards"][1]["rulings"] = [{"text": "x" * 100}] * 20_000  # 2.4 MB of small strings
    got = read_items(write(tmp_path, "set.json", json.dumps(doc).encode()))
    assert isinstance(got[-1], BadRecord) and got[-1].message.startswith("a card entry of more than")
    assert all(it.where.position.startswith("data.cards[0]") for it in got[:-1])


# ---- error offsets --------------------------------------------------------------------------------


def test_bad_utf8_deep_in_a_document_names_its_byte(tmp_path: Path) -> None:
    cards = [
        {"object": "card", "id": str(i), "name": f"Card {i}", "lang": "en", "oracle_text": "Flying"}
        for i in range(4000)
    ]
    data = bytearray(json.dumps(cards).encode())
    at = data.index(b"Flying", 200_000)  # past the first blocks the parser reads
    data[at + 2] = 0xFF
    got = read_items(write(tmp_path, "bulk.json", bytes(data)))
    assert isinstance(got[-1], BadRecord)
    assert got[-1].message.startswith(f"bad UTF-8 at byte {at + 2}:")
    assert got[-1].where.position == f"byte {at + 2}"


def test_a_syntax_error_names_its_byte_in_a_compressed_document(tmp_path: Path) -> None:
    cards = [
        {"object": "card", "id": str(i), "name": f"Card {i}", "lang": "en", "oracle_text": "Flying"}
        for i in range(4000)
    ]
    data = json.dumps(cards).encode()
    at = data.index(b', "lang"', 150_000)
    data = data[:at] + b" ]" + data[at:]
    got = read_items(write(tmp_path, "bulk.json.gz", gzip.compress(data)))
    assert got[-1].message.startswith(f"invalid JSON at byte {at + 1}:")


# ---- format detection -----------------------------------------------------------------------------


def test_an_empty_input_on_stdin_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    import io
    import sys

    monkeypatch.setattr(sys, "stdin", type("S", (), {"buffer": io.BytesIO(b"")})())
    with pytest.raises(SourceError, match="^standard input is empty: there are no card records in it$"):
        list(read_sources(["-"]))


# ---- AtomicCards flattened to JSON Lines (no uuid) -------------------------------------------------


def test_flattened_atomic_cards_keep_foreign_printings_and_group_faces(tmp_path: Path) -> None:
    doc = json.loads((SOURCE_FIXTURES / "mtgjson_atomic.json").read_text(encoding="utf-8"))
    faces = [face for entry in doc["data"].values() for face in entry]  # jq -c '.data[][]'
    assert not any("uuid" in face for face in faces)
    from_document = read_items(str(SOURCE_FIXTURES / "mtgjson_atomic.json"))
    from_lines = read_items(write(tmp_path, "atomic.jsonl", lines(*faces)))

    def shape(items: list[Item]) -> list[tuple[str, Any, Any]]:
        return [
            (type(it).__name__, it.record["lang"], [f["name"] for f in it.record["faces"]])
            for it in items
            if isinstance(it, CardRecord)
        ]

    assert shape(from_lines) == shape(from_document)
    multi = [it for it in from_lines if isinstance(it, CardRecord) and len(it.record["faces"]) > 1]
    assert multi, "the fixture has a multi-face card"
    foreign = [it for it in from_lines if isinstance(it, CardRecord) and it.record["lang"] != "en"]
    assert foreign, "the fixture has foreign printings"


# ---- every face's name -----------------------------------------------------------------------------


def test_every_face_name_is_kept_in_its_language() -> None:
    items = read_items(str(SOURCE_FIXTURES / "mtgjson_set_ISD.json"))
    multi = [it.record for it in items if isinstance(it, CardRecord) and len(it.record["faces"]) > 1]
    assert multi
    for record in multi:
        assert record["ids"]["face_names"] == [face["name"] for face in record["faces"]]
        assert record["name"] == record["ids"]["face_names"][0]
    record = tag_record(
        {
            "id": "delver-es",
            "lang": "es",
            "faces": [
                {"name": "Indagador de secretos", "text": "Al comienzo de tu mantenimiento, roba una carta."},
                {"name": "Aberración insectoide", "text": "Vuela."},
            ],
        }
    )
    assert record["status"] == "ok"
    assert record["ids"]["face_names"] == ["Indagador de secretos", "Aberración insectoide"]


def test_a_card_whose_other_face_is_cut_off_is_an_error_not_half_a_card(tmp_path: Path) -> None:
    data = (SOURCE_FIXTURES / "mtgjson_set_ISD.json").read_bytes()
    second_face = data.index(b'"faceName": "Insectile Aberration"')
    got = read_items(write(tmp_path, "cut.json", data[:second_face]))
    delver = [it for it in got if "Delver" in str(getattr(it, "name", "") or getattr(it, "record", {}).get("name"))]
    assert delver and all(isinstance(it, BadRecord) for it in delver)
    assert "1 of its faces are read; the others are cut off where the input breaks" in delver[0].message
    assert isinstance(got[-1], BadRecord) and got[-1].message.startswith("truncated JSON")


def test_a_damaged_line_where_a_face_was_due_is_not_half_a_card(tmp_path: Path) -> None:
    doc = json.loads((SOURCE_FIXTURES / "mtgjson_set_ISD.json").read_text(encoding="utf-8"))
    entries = doc["data"]["cards"]
    front = next(i for i, e in enumerate(entries) if e.get("faceName") == "Delver of Secrets")
    data = lines(*entries[: front + 1]) + b'{"uuid": "cut\n' + lines(*entries[front + 2 :])
    got = read_items(write(tmp_path, "flat.jsonl", data))
    cut = [it for it in got if isinstance(it, BadRecord) and "cut off" in it.message]
    assert len(cut) == 1 and cut[0].name == "Delver of Secrets // Insectile Aberration"
    assert not [it for it in got if isinstance(it, CardRecord) and it.record["name"] == "Delver of Secrets"]


@pytest.mark.parametrize(
    ("document", "message"),
    [
        ({"object": "list", "data": {"k": 1}}, "`data` must be a list of cards"),
        ({"object": "list", "has_more": False}, "a `list` object without `data`"),
        ({"_provenance": {"source": "x"}}, "a Scrython wrapper without its `payload`"),
    ],
)
def test_scryfall_wrappers_without_their_cards_are_errors(tmp_path: Path, document: Any, message: str) -> None:
    (got,) = list(read_sources([write(tmp_path, "wrapped.json", json.dumps(document).encode())], "scryfall"))
    assert isinstance(got, BadRecord) and message in got.message


def test_a_long_first_line_that_is_no_card_record_is_still_an_unknown_format(tmp_path: Path) -> None:
    document = json.dumps({"rows": [{"k": i, "v": "x" * 20} for i in range(60_000)]}).encode()
    assert len(document) > 1 << 20 and b"\n" not in document
    with pytest.raises(SourceError, match="unknown format"):
        read_items(write(tmp_path, "rows.json", document))


def test_a_flood_of_blank_lines_is_one_error_past_a_thousand(tmp_path: Path) -> None:
    data = lines({**FLYER, "id": 1}) + b"\n" * 2_000_000 + lines({**FLYER, "id": 2}) + b"\n\n"
    got = list(read_sources([write(tmp_path, "blank.jsonl.gz", gzip.compress(data))]))
    assert kinds(got) == ["CardRecord"] + ["Skipped"] * 1000 + ["BadRecord", "CardRecord", "Skipped", "Skipped"]
    flood = got[1001]
    assert flood.where.position == "lines 1002-2000001"
    assert flood.message.startswith("1,999,000 more blank lines after 1,000 in a row")
    assert got[1002].record["id"] == 2 and got[1002].where.line == 2_000_002
    assert [line.number for line in json_lines(write(tmp_path, "blank.jsonl", data))] == [1, 2_000_002]
