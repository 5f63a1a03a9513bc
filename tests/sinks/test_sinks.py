"""The writers (mtglinks.sinks): JSONL, CSV and SQLite from tag records of the bundled corpora."""

from __future__ import annotations

import csv
import gzip
import io
import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers import PLUME_RECORD, SISTERS_ES, TAG_META, card_text, input_records, tagged_corpora

from mtglinks import sinks
from mtglinks.batch.runner import tag_record
from mtglinks.sinks import SinkError, output_format, write_output, write_stream

# the exile's evidence: the tree's node, its words whole (Spanish exile is read from the tree)
_REMOVED = "Remueve del juego la criatura objetivo que bloquea o es bloqueada por las Hermanas de la muerte pétrea"


@pytest.fixture(scope="module")
def records() -> list[dict[str, Any]]:
    return tagged_corpora()


def by_id(records: list[dict[str, Any]], ident: str) -> dict[str, Any]:
    return next(r for r in records if r["id"] == ident)


# ---------------------------------------------------------------- output_format


@pytest.mark.parametrize(
    ("path", "to", "expected"),
    [
        ("out.jsonl", None, ("jsonl", False)),
        ("OUT.JSON", None, ("jsonl", False)),
        ("dir.v2/out.jsonl.gz", None, ("jsonl", True)),
        ("out.csv", None, ("csv", False)),
        ("out.csv.gz", None, ("csv", True)),
        ("out.sqlite", None, ("sqlite", False)),
        ("out.db", None, ("sqlite", False)),
        ("-", None, ("jsonl", False)),
        ("-", "csv", ("csv", False)),
        ("out.txt", "CSV", ("csv", False)),
        ("out.gz", "jsonl", ("jsonl", True)),
    ],
)
def test_output_format_from_extension_or_to(path: str, to: str | None, expected: tuple[str, bool]) -> None:
    assert output_format(path, to) == expected


@pytest.mark.parametrize(
    ("path", "to", "words"),
    [
        ("out.txt", None, ["'out.txt'", ".csv.gz"]),
        ("out.jsonl", "xml", ["'xml'", "jsonl, csv, sqlite"]),
        ("out.sqlite.gz", None, ["sqlite", "compressed"]),
        ("out.gz", None, ["'out.gz'"]),
        ("-", "sqlite", ["sqlite", "standard output"]),
    ],
)
def test_output_format_errors_name_the_path_and_problem(path: str, to: str | None, words: list[str]) -> None:
    with pytest.raises(SinkError) as err:
        output_format(path, to)
    for word in words:
        assert word in str(err.value)


def test_unknown_format_in_write_output_is_a_sink_error(tmp_path: Path, records: list[dict[str, Any]]) -> None:
    with pytest.raises(SinkError, match="unknown output format 'xml'"):
        write_output(str(tmp_path / "out.xml"), records, "xml", False, TAG_META)
    with pytest.raises(SinkError, match="sqlite"):
        write_output(str(tmp_path / "out.sqlite"), records, "sqlite", True, TAG_META)
    assert list(tmp_path.iterdir()) == []


# ---------------------------------------------------------------- JSONL


def test_jsonl_is_one_record_a_line_exactly_as_json_dumps(tmp_path: Path, records: list[dict[str, Any]]) -> None:
    out = tmp_path / "tagged.jsonl"
    assert write_output(str(out), iter(records), "jsonl", False, TAG_META) == len(records)
    data = out.read_bytes()
    lines = data.decode("utf-8").split("\n")
    assert lines[-1] == ""  # every line ends with a newline
    assert lines[:-1] == [json.dumps(r, ensure_ascii=False) for r in records]
    assert [json.loads(line) for line in lines[:-1]] == records
    # Real content: the Spanish printing's 607.2a link, in UTF-8 (not \u escapes).
    assert "Hermanas de la muerte pétrea" in data.decode("utf-8")


def test_jsonl_lone_surrogate_falls_back_to_ascii_escapes(tmp_path: Path, records: list[dict[str, Any]]) -> None:
    odd = dict(by_id(records, PLUME_RECORD), name="Paradise \ud800Plume")
    out = tmp_path / "odd.jsonl"
    write_output(str(out), [records[0], odd], "jsonl", False, TAG_META)
    first, second = out.read_bytes().decode("utf-8").splitlines()
    assert first == json.dumps(records[0], ensure_ascii=False)
    assert second == json.dumps(odd, ensure_ascii=True)
    assert json.loads(second)["name"] == "Paradise \ud800Plume"


def test_jsonl_nan_is_a_clear_error_and_writes_nothing(tmp_path: Path, records: list[dict[str, Any]]) -> None:
    bad = dict(records[1], ids={"multiverse_id": float("nan")})
    out = tmp_path / "nan.jsonl"
    with pytest.raises(SinkError) as err:
        write_output(str(out), [records[0], bad], "jsonl", False, TAG_META)
    message = str(err.value)
    assert "record 2" in message and repr(records[1]["id"]) in message and "JSON" in message
    assert list(tmp_path.iterdir()) == []


# ---------------------------------------------------------------- CSV


def read_csv(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def test_csv_has_one_row_per_link_and_per_failed_record(tmp_path: Path, records: list[dict[str, Any]]) -> None:
    out = tmp_path / "links.csv"
    assert write_output(str(out), records, "csv", False, TAG_META) == len(records)
    rows = read_csv(out)
    assert list(rows[0]) == list(sinks.CSV_COLUMNS)
    links = sum(len(r["links"]) for r in records if r["status"] == "ok")
    failed = [r for r in records if r["status"] != "ok"]
    assert len(rows) == links + len(failed)
    assert [(row["id"], row["rule"]) for row in rows if row["status"] == "ok"] == [
        (r["id"], link["rule"]) for r in records if r["status"] == "ok" for link in r["links"]
    ]
    # RFC 4180: CRLF after every row, the header included.
    raw = out.read_bytes()
    assert raw.count(b"\r\n") == len(rows) + 1 + sum(
        row["from_text"].count("\n") + row["to_text"].count("\n") for row in rows
    )


def test_csv_607_2a_row_of_a_spanish_printing(tmp_path: Path, records: list[dict[str, Any]]) -> None:
    out = tmp_path / "links.csv"
    write_output(str(out), records, "csv", False, TAG_META)
    sisters = by_id(records, SISTERS_ES)
    (row,) = [row for row in read_csv(out) if row["id"] == SISTERS_ES]
    text = card_text(SISTERS_ES)
    (link,) = sisters["links"]
    assert row["rule"] == "607.2a"
    assert row["name"] == "Hermanas de la muerte pétrea" and row["lang"] == "es"
    assert row["english_name"] == "Sisters of Stone Death"
    assert row["uuid"] == sisters["ids"]["uuid"] and row["set"] == "RAV"
    # The evidence phrases are the card's own words at the evidence spans.
    assert row["from_evidence"] == text[slice(*link["evidence"]["from"]["span"])] == _REMOVED
    assert row["to_evidence"] == text[slice(*link["evidence"]["to"]["span"])]
    assert "removida" in row["to_evidence"]
    abilities = {a["id"]: a["text"] for a in sisters["abilities"]}
    assert row["from_text"] == abilities[link["from"]] and "Remueve del juego" in row["from_text"]
    assert row["to_text"] == abilities[link["to"]] and row["to_text"].startswith("{2}{B}:")
    assert (row["from_paragraph"], row["to_paragraph"]) == ("1", "2")
    assert row["explanation"] == link["explanation"] and row["error"] == "" and row["review_count"] == "0"


def test_csv_failed_record_row(tmp_path: Path, records: list[dict[str, Any]]) -> None:
    out = tmp_path / "links.csv"
    write_output(str(out), records, "csv", False, TAG_META)
    (row,) = [row for row in read_csv(out) if row["status"] == "error"]
    assert row["id"] == "Lightning Bolt|de|M10" and row["rule"] == ""
    assert "unknown language 'de'" in row["error"] and "line 999" in row["error"]


def test_csv_quotes_commas_quotes_and_newlines(tmp_path: Path, records: list[dict[str, Any]]) -> None:
    plume = by_id(records, PLUME_RECORD)
    odd = json.loads(json.dumps(plume))
    odd["id"] = 'Plume, "quoted"\nid'
    out = tmp_path / "odd.csv"
    write_output(str(out), [odd], "csv", False, TAG_META)
    rows = read_csv(out)
    assert [row["id"] for row in rows] == [odd["id"]] * len(plume["links"])
    assert rows[0]["from_text"] == "As Paradise Plume enters the battlefield, choose a color."
    assert b'"Plume, ""quoted""\nid"' in out.read_bytes()


# ---------------------------------------------------------------- gzip, determinism, streams


@pytest.mark.parametrize("fmt", ["jsonl", "csv"])
def test_gz_decompresses_to_the_plain_bytes_and_is_deterministic(
    tmp_path: Path, records: list[dict[str, Any]], fmt: str
) -> None:
    plain, packed, again = tmp_path / f"a.{fmt}", tmp_path / f"a.{fmt}.gz", tmp_path / f"b.{fmt}.gz"
    write_output(str(plain), records, *output_format(str(plain), None), TAG_META)
    write_output(str(packed), records, *output_format(str(packed), None), TAG_META)
    write_output(str(again), records, *output_format(str(again), None), TAG_META)
    data = packed.read_bytes()
    assert data[:2] == b"\x1f\x8b"
    assert data[3] & 0x08 == 0  # no FNAME field: the file name is not in the header
    assert data[4:8] == b"\0\0\0\0"  # mtime 0
    assert gzip.decompress(data) == plain.read_bytes()
    assert again.read_bytes() == data


@pytest.mark.parametrize("fmt", ["jsonl", "csv"])
def test_two_writes_give_identical_bytes(tmp_path: Path, records: list[dict[str, Any]], fmt: str) -> None:
    first, second = tmp_path / f"1.{fmt}", tmp_path / f"2.{fmt}"
    write_output(str(first), records, fmt, False, TAG_META)
    write_output(str(second), tagged_corpora(), fmt, False, {**TAG_META, "created": "2030-01-01T00:00:00+00:00"})
    assert first.read_bytes() == second.read_bytes()


@pytest.mark.parametrize("fmt", ["jsonl", "csv"])
def test_stream_and_stdout_get_the_same_bytes_as_a_file(
    tmp_path: Path, records: list[dict[str, Any]], fmt: str, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    out = tmp_path / f"a.{fmt}"
    write_output(str(out), records, fmt, False, TAG_META)
    stream = io.BytesIO()
    assert write_stream(stream, records, fmt) == len(records)
    assert stream.getvalue() == out.read_bytes()
    assert write_output("-", records, fmt, False, TAG_META) == len(records)
    assert capsysbinary.readouterr().out == out.read_bytes()


def test_sqlite_cannot_go_to_stdout(records: list[dict[str, Any]]) -> None:
    with pytest.raises(SinkError, match="sqlite output needs a file name"):
        write_output("-", records, "sqlite", False, TAG_META)


def test_records_without_optional_keys_are_written(tmp_path: Path) -> None:
    # A record of the tagger before schema_version 1: no schema_version, ids, source or review.
    card = next(c for _, _, c in input_records() if c["id"] == SISTERS_ES)
    optional = ("schema_version", "ids", "source", "review")
    plain = {key: value for key, value in tag_record(card, 3).items() if key not in optional}
    for name in ("a.jsonl", "a.csv", "a.sqlite"):
        assert write_output(str(tmp_path / name), [plain], *output_format(name, None), TAG_META) == 1
    (row,) = read_csv(tmp_path / "a.csv")
    assert row["rule"] == "607.2a" and row["uuid"] == "" and row["review_count"] == "0"
    with sqlite3.connect(tmp_path / "a.sqlite") as db:
        assert db.execute("SELECT id, uuid, line, source_file, link_count FROM cards").fetchall() == [
            (SISTERS_ES, None, 3, None, 1)
        ]


def test_flat_ids_flattens_and_tolerates_missing_keys(records: list[dict[str, Any]]) -> None:
    sisters = by_id(records, SISTERS_ES)
    flat = sinks.flat_ids(sisters)
    assert flat["uuid"] == sisters["ids"]["uuid"] and flat["set_code"] == "RAV"
    assert flat["face_uuids"] == sisters["ids"]["face_uuids"] and flat["multiverse_id"] is None
    assert set(flat) == {*sinks.ID_COLUMNS, "face_uuids", "face_names"}
    assert sinks.flat_ids({"id": 1}) == dict.fromkeys((*sinks.ID_COLUMNS, "face_uuids", "face_names"))
    assert sinks.flat_ids({"ids": {"multiverse_id": [1, 2]}})["multiverse_id"] == "[1, 2]"


# ---------------------------------------------------------------- SQLite


@pytest.fixture(scope="module")
def database(tmp_path_factory: pytest.TempPathFactory, records: list[dict[str, Any]]) -> Iterator[sqlite3.Connection]:
    path = tmp_path_factory.mktemp("sqlite") / "tagged.sqlite"
    with_review = [dict(r) for r in records]
    plume = next(r for r in with_review if r["id"] == PLUME_RECORD)
    # A review flag as the `recent` helper adds them: a referring cue tied to nothing.
    plume["review"] = [
        {"paragraph": 2, "ability": 2, "phrase": "the chosen color", "span": [153, 169], "reason": "test flag"}
    ]
    assert write_output(str(path), with_review, "sqlite", False, TAG_META) == len(records)
    db = sqlite3.connect(path)
    yield db
    db.close()


def test_sqlite_cards_in_input_order_with_flattened_ids(
    database: sqlite3.Connection, records: list[dict[str, Any]]
) -> None:
    rows = database.execute(
        "SELECT seq, id, name, lang, status, uuid, set_code, number, english_name, face_uuids, source_file, position,"
        " link_count FROM cards ORDER BY seq"
    ).fetchall()
    assert [row[0] for row in rows] == list(range(1, len(records) + 1))
    for row, record in zip(rows, records, strict=True):
        ids = record["ids"]
        assert row[1:5] == (record["id"], record["name"], record["lang"], record["status"])
        assert row[5:9] == (ids.get("uuid"), ids.get("set"), ids.get("number"), ids.get("english_name"))
        assert (json.loads(row[9]) if row[9] else None) == ids.get("face_uuids")
        assert row[10:12] == (record["source"]["file"], record["source"]["position"])
        assert row[12] == len(record["links"])
    (abilities,) = database.execute("SELECT COUNT(*) FROM abilities").fetchone()
    assert abilities == sum(len(r["abilities"]) for r in records)


def test_sqlite_607_2a_link_with_its_evidence(database: sqlite3.Connection, records: list[dict[str, Any]]) -> None:
    sisters = by_id(records, SISTERS_ES)
    (link,) = sisters["links"]
    rows = database.execute(
        "SELECT l.rule, l.from_ability, l.to_ability, l.from_paragraph, l.to_paragraph, l.from_phrase, l.to_phrase,"
        " l.from_span, l.to_span, l.explanation FROM links AS l JOIN cards AS c ON c.seq = l.card WHERE c.id = ?",
        (SISTERS_ES,),
    ).fetchall()
    text = card_text(SISTERS_ES)
    ((rule, source, target, p_from, p_to, phrase_from, phrase_to, span_from, span_to, explanation),) = rows
    assert (rule, source, target, p_from, p_to) == ("607.2a", link["from"], link["to"], 1, 2)
    assert phrase_from == text[slice(*json.loads(span_from))] == _REMOVED
    assert phrase_to == text[slice(*json.loads(span_to))] == link["evidence"]["to"]["phrase"]
    assert explanation == link["explanation"]
    view = database.execute(
        "SELECT from_text, to_text, from_phrase FROM card_links WHERE id = ? AND rule = '607.2a'", (SISTERS_ES,)
    ).fetchall()
    abilities = {a["id"]: a["text"] for a in sisters["abilities"]}
    assert view == [(abilities[link["from"]], abilities[link["to"]], _REMOVED)]


def test_cards_by_rule_answers_the_607_2d_query(database: sqlite3.Connection, records: list[dict[str, Any]]) -> None:
    rows = database.execute("SELECT * FROM cards_by_rule WHERE rule = '607.2d' ORDER BY seq").fetchall()
    expected = [
        (seq, r["id"], r["name"], r["lang"], r["ids"].get("uuid"), "607.2d", n)
        for seq, r in enumerate(records, start=1)
        if (n := sum(link["rule"] == "607.2d" for link in r["links"]))
    ]
    assert rows == expected
    assert {row[1] for row in rows} >= {PLUME_RECORD, "Paradise Plume|es|TSP", "Paradise Plume|ru|TSP"}
    names = {row[2] for row in rows}
    assert "Райское Перо" in names and "Sisters of Stone Death" not in names
    assert [d[0] for d in database.execute("SELECT * FROM cards_by_rule").description] == [
        "seq",
        "id",
        "name",
        "lang",
        "uuid",
        "rule",
        "links",
    ]


def test_sqlite_error_records_and_review(database: sqlite3.Connection) -> None:
    ((ident, status, errors, links),) = database.execute(
        "SELECT id, status, errors, link_count FROM cards WHERE status != 'ok'"
    ).fetchall()
    assert (ident, status, links) == ("Lightning Bolt|de|M10", "error", 0)
    assert "unknown language 'de'" in json.loads(errors)[0]
    review = database.execute(
        "SELECT c.id, r.paragraph, r.ability, r.phrase, r.span, r.reason"
        " FROM review AS r JOIN cards AS c ON c.seq = r.card"
    ).fetchall()
    assert review == [(PLUME_RECORD, 2, 2, "the chosen color", "[153, 169]", "test flag")]
    assert database.execute("SELECT review_count FROM cards WHERE id = ?", (PLUME_RECORD,)).fetchone() == (1,)


def test_sqlite_meta_and_indexes(database: sqlite3.Connection, records: list[dict[str, Any]]) -> None:
    meta = dict(database.execute("SELECT key, value FROM meta").fetchall())
    assert meta["mtglinks_version"] == "0.1.0" and meta["schema_version"] == "2"
    assert json.loads(meta["sources"]) == TAG_META["sources"]
    assert "created" not in meta  # the time of the run: two runs over the same input give the same bytes
    assert json.loads(meta["summary"]) == TAG_META["summary"]
    assert json.loads(meta["written"])["records"] == len(records)
    indexed = {
        (table, info[2])
        for table in ("cards", "links", "abilities")
        for index in database.execute(f"PRAGMA index_list({table})").fetchall()
        for info in database.execute(f"PRAGMA index_info({index[1]})").fetchall()
    }
    assert {("cards", "id"), ("cards", "name"), ("cards", "lang"), ("cards", "uuid")} <= indexed
    assert {("links", "rule"), ("links", "card")} <= indexed
    plan = " ".join(
        str(row) for row in database.execute("EXPLAIN QUERY PLAN SELECT * FROM cards_by_rule WHERE rule = '607.2d'")
    )
    assert "links_rule" in plan
    assert database.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    assert database.execute("PRAGMA journal_mode").fetchone() != ("off",)


def test_sqlite_rows_given_a_part_at_a_time_are_the_same_bytes(
    tmp_path: Path, records: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    # A run's workers build each part's rows as tables (sqlite.table_rows); a resumed run gives the
    # records its journal kept one by one first. Parts that straddle the inserts' batches (made small
    # here) must still insert the same rows together: the file is the same bytes either way.
    from mtglinks.sinks import sqlite as sqlite_sink

    monkeypatch.setattr(sqlite_sink, "BATCH", 7)
    records = records[:60]
    one_by_one = tmp_path / "one.sqlite"
    write_output(str(one_by_one), records, "sqlite", False, TAG_META)
    given: list[Any] = [*records[:5]]  # kept by a journal: one record at a time
    for start, end in ((5, 9), (9, 25), (25, 26), (26, 60)):  # parts across several batches
        given.append(sqlite_sink.table_rows(records[start:end]))
    in_parts = tmp_path / "parts.sqlite"
    assert write_output(str(in_parts), given, "sqlite", False, TAG_META) == 60
    assert in_parts.read_bytes() == one_by_one.read_bytes()
    conn = sqlite3.connect(in_parts)
    try:
        seqs = [row[0] for row in conn.execute("SELECT seq FROM cards ORDER BY seq")]
        assert seqs == list(range(1, 61))
        assert conn.execute("SELECT COUNT(*) FROM abilities WHERE card > 60").fetchone() == (0,)
    finally:
        conn.close()
