"""A database dump cut into parts that workers read by themselves: every part read on its own gives
exactly the items the whole file gives, named alike, wherever the cuts fall."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest
from helpers import SOURCE_FIXTURES, read_items

from mtglinks.sources import BadRecord, CardRecord, Skipped
from mtglinks.sources.parts import Part, plan, plan_inputs, read_part

LIMIT = 1 << 20


def allprintings(path: Path, sets: int = 12, padding: int = 40, empty: tuple[int, ...] = ()) -> Path:
    """An AllPrintings file of `sets` sets, each the fixture's cards, with booster padding (a set in
    `empty` has no cards: a part of its own holds no record)."""
    fixture = json.loads((SOURCE_FIXTURES / "mtgjson_allprintings.json").read_text(encoding="utf-8"))
    cards = [card for one in fixture["data"].values() for card in one["cards"]]
    data = {}
    for n in range(sets):
        code = f"S{n:02}"
        booster = {"default": {"boosters": [{"contents": {"common": 10}, "weight": 1}] * padding}}
        data[code] = {"baseSetSize": 5, "booster": booster, "cards": [] if n in empty else cards, "code": code}
    path.write_text(json.dumps({"meta": {"version": "5.2.2"}, "data": data}, ensure_ascii=False), encoding="utf-8")
    return path


def scryfall_lines(path: Path, copies: int = 12, broken: int | None = None) -> Path:
    """A Scryfall bulk array laid out as Scryfall writes it, one object a line; the object of line
    `broken` (from 0) is malformed (a string without its quotes)."""
    objects = json.loads((SOURCE_FIXTURES / "scryfall_bulk.json").read_text(encoding="utf-8"))
    lines = [json.dumps({**o, "id": f"{o['id']}-{n}"}, ensure_ascii=False) for n in range(copies) for o in objects]
    if broken is not None:
        lines[broken] = lines[broken].replace('"object": "card"', '"object": card')
    path.write_text("[\n" + ",\n".join(lines) + "\n]\n", encoding="utf-8")
    return path


def read_parts(parts: list[Part]) -> list[Any]:
    return [item for part in parts for item in read_part(part, None, LIMIT)]


def cut(path: Path, fmt: str, size: int) -> list[Part]:
    parts = plan([str(path)], [fmt], size)
    assert parts is not None and len(parts) >= 3, "the file is cut"
    assert parts[0].start == 0 and parts[-1].end == path.stat().st_size
    assert all(a.end == b.start for a, b in zip(parts, parts[1:], strict=False)), "the parts cover the file"
    return parts


# Sizes that put the aimed-at cut points anywhere in a record (the cut goes on to the next one).
SIZES = (1_500, 2_345, 4_000, 7_777)


@pytest.mark.parametrize("size", SIZES)
def test_allprintings_parts_give_the_whole_files_items(tmp_path: Path, size: int) -> None:
    path = allprintings(tmp_path / "AllPrintings.json")
    parts = cut(path, "mtgjson", size)
    whole = read_items(path)
    assert len([i for i in whole if isinstance(i, CardRecord)]) > 20
    assert read_parts(parts) == whole
    body = path.read_bytes()
    assert all(body[p.start : p.start + 3] == b'"S0' or body[p.start : p.start + 3] == b'"S1' for p in parts[1:])


@pytest.mark.parametrize("size", SIZES)
def test_scryfall_parts_give_the_whole_files_items(tmp_path: Path, size: int) -> None:
    path = scryfall_lines(tmp_path / "all_cards.json")
    parts = cut(path, "scryfall", size)
    whole = read_items(path)
    assert read_parts(parts) == whole
    assert [p.first for p in parts] == sorted({p.first for p in parts}), "each part knows its first index"
    assert all(path.read_bytes()[p.start : p.start + 1] == b"{" for p in parts[1:]), "a cut is at an object's start"


def test_a_part_without_a_record_gives_no_item(tmp_path: Path) -> None:
    path = allprintings(tmp_path / "AllPrintings.json", sets=6, padding=200, empty=(2, 3))
    parts = cut(path, "mtgjson", 3_000)
    per_part = [list(read_part(part, None, LIMIT)) for part in parts]
    assert [] in per_part, "a part of a set without cards gives nothing"
    assert [item for items in per_part for item in items] == read_items(path)


def test_a_malformed_object_in_a_part_is_one_error_record_and_the_part_goes_on(tmp_path: Path) -> None:
    path = scryfall_lines(tmp_path / "all_cards.json", broken=40)
    parts = cut(path, "scryfall", 3_000)
    items = read_parts(parts)
    bad = [item for item in items if isinstance(item, BadRecord)]
    assert len(bad) == 1
    assert bad[0].where.position == "[40]" and "invalid JSON" in bad[0].message
    assert len(items) == 12 * 9, "every other object is read, before and after it in its part"
    assert items[41].where.position == "[41]"


def test_a_damaged_set_ends_its_own_part_only(tmp_path: Path) -> None:
    path = allprintings(tmp_path / "AllPrintings.json")
    parts = cut(path, "mtgjson", 4_000)
    body = bytearray(path.read_bytes())
    victim = parts[2]
    at = body.index(b'"name"', victim.start)
    body[at : at + 6] = b'"na\x01e"'  # a control character inside a string: invalid JSON
    path.write_bytes(bytes(body))
    per_part = [list(read_part(part, None, LIMIT)) for part in parts]
    damaged = per_part[2]
    assert isinstance(damaged[-1], BadRecord) and "byte" in damaged[-1].where.position
    assert int(damaged[-1].where.position.split()[-1]) >= victim.start, "the byte is counted from the file's start"
    whole = read_items(path)
    assert [*per_part[0], *per_part[1]] == whole[: len(per_part[0]) + len(per_part[1])]
    assert all(not isinstance(i, BadRecord) for p in per_part[3:] for i in p), "the parts after it are read"
    assert sum(isinstance(i, CardRecord) for p in per_part[3:] for i in p) > 0


def test_a_file_that_cannot_be_cut_is_read_as_one_stream(tmp_path: Path) -> None:
    big = allprintings(tmp_path / "AllPrintings.json")
    assert plan_inputs([str(big)], None, 4_000) is not None
    packed = tmp_path / "AllPrintings.json.gz"
    packed.write_bytes(gzip.compress(big.read_bytes()))
    assert plan_inputs([str(packed)], None, 4_000) is None, "compressed"
    assert plan_inputs([str(big)], None, big.stat().st_size) is None, "one part only"
    assert plan_inputs([str(SOURCE_FIXTURES / "cards.jsonl")], None, 100) is None, "JSON Lines"
    assert plan_inputs([str(SOURCE_FIXTURES / "mtgjson_set_ISD.json")], None, 100) is None, "a set file"
    assert plan_inputs([str(big), str(packed)], None, 4_000) is None, "one input that cannot be cut: none is"
    pretty = tmp_path / "pretty.json"
    objects = json.loads((SOURCE_FIXTURES / "scryfall_bulk.json").read_text(encoding="utf-8")) * 20
    pretty.write_text(json.dumps(objects, indent=0), encoding="utf-8")
    assert read_items(pretty), "a readable file"
    assert plan_inputs([str(pretty)], None, 2_000) is None, "objects over several lines"


def test_skipped_items_keep_their_place(tmp_path: Path) -> None:
    path = scryfall_lines(tmp_path / "all_cards.json")
    items = read_parts(cut(path, "scryfall", 2_000))
    assert any(isinstance(item, Skipped) for item in items)
    assert [item.where.position for item in items] == [f"[{n}]" for n in range(len(items))]
