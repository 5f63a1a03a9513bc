"""Safe output: atomic replacement, clean failure midway, clear errors for paths that cannot be written,
and --add-to on an AllPrintings-shaped MTGJSON SQLite file."""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import stat
import threading
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers import PLUME_RECORD, SISTERS_ES, TAG_META, card_text, tagged_corpora

from mtglinks.batch.runner import tag_record
from mtglinks.sinks import (
    SinkError,
    add_to_mtgjson,
    check_destination,
    mtgjson,
    output_format,
    partial_path,
    write_output,
)

# the exile's evidence: the tree's node, its words whole (Spanish exile is read from the tree)
_REMOVED = "Remueve del juego la criatura objetivo que bloquea o es bloqueada por las Hermanas de la muerte pétrea"


@pytest.fixture(scope="module")
def records() -> list[dict[str, Any]]:
    return tagged_corpora()


class Boom(RuntimeError):
    pass


def failing(records: Iterable[dict[str, Any]], after: int, error: BaseException) -> Iterator[dict[str, Any]]:
    """The records, then `error` raised after `after` of them (a reader or tagger failing midway)."""
    for i, record in enumerate(records):
        if i == after:
            raise error
        yield record


OUTPUTS = ["old.jsonl", "old.jsonl.gz", "old.csv", "old.csv.gz", "old.sqlite"]


@pytest.mark.parametrize("name", OUTPUTS)
@pytest.mark.parametrize("error", [Boom("reader failed"), KeyboardInterrupt()], ids=["exception", "ctrl-c"])
def test_failure_midway_leaves_the_old_file_and_no_temp_file(
    tmp_path: Path, records: list[dict[str, Any]], name: str, error: BaseException
) -> None:
    out = tmp_path / name
    fmt, compress = output_format(str(out), None)
    write_output(str(out), records[:5], fmt, compress, TAG_META)
    old = out.read_bytes()
    # More than one batch of every writer has gone out when the records fail.
    many = records * 30
    with pytest.raises(type(error)) as raised:
        write_output(str(out), failing(many, 4000, error), fmt, compress, TAG_META)
    assert raised.value is error  # the records' own exception, unchanged
    assert out.read_bytes() == old
    assert sorted(p.name for p in tmp_path.iterdir()) == [name]


def test_a_new_file_is_not_created_when_the_run_fails(tmp_path: Path, records: list[dict[str, Any]]) -> None:
    with pytest.raises(Boom):
        write_output(str(tmp_path / "new.sqlite"), failing(records, 10, Boom()), "sqlite", False, TAG_META)
    assert list(tmp_path.iterdir()) == []


def test_replacing_keeps_the_mode_and_a_new_file_gets_the_usual_mode(
    tmp_path: Path, records: list[dict[str, Any]]
) -> None:
    kept = tmp_path / "kept.jsonl"
    kept.write_text("old\n")
    kept.chmod(0o640)
    write_output(str(kept), records, "jsonl", False, TAG_META)
    assert stat.S_IMODE(kept.stat().st_mode) == 0o640
    assert kept.read_text(encoding="utf-8").splitlines()[0] == json.dumps(records[0], ensure_ascii=False)
    umask = os.umask(0o027)
    try:
        fresh = tmp_path / "fresh.csv"
        write_output(str(fresh), records, "csv", False, TAG_META)
    finally:
        os.umask(umask)
    assert stat.S_IMODE(fresh.stat().st_mode) == 0o640  # 0o666 less the umask, not mkstemp's 0o600


def test_a_symbolic_link_is_kept_and_its_target_replaced(tmp_path: Path, records: list[dict[str, Any]]) -> None:
    (tmp_path / "real").mkdir()
    target = tmp_path / "real" / "tagged.jsonl"
    target.write_text("old\n")
    link = tmp_path / "tagged.jsonl"
    link.symlink_to(target)
    write_output(str(link), records, "jsonl", False, TAG_META)
    assert link.is_symlink()
    assert len(target.read_text(encoding="utf-8").splitlines()) == len(records)


def test_dev_null_is_written_not_replaced(records: list[dict[str, Any]]) -> None:
    if not os.path.exists("/dev/null"):
        pytest.skip("no /dev/null")
    assert output_format("/dev/null", None) == ("jsonl", False)
    assert write_output("/dev/null", records, "jsonl", False, TAG_META) == len(records)
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_and_a_link_to_it_are_written_as_streams(tmp_path: Path, records: list[dict[str, Any]]) -> None:
    plain = tmp_path / "plain.csv"
    write_output(str(plain), records, "csv", False, TAG_META)
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    (tmp_path / "link").symlink_to(fifo)  # as /dev/stdout is a link to a pipe
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()))
    reader.start()
    assert output_format(str(tmp_path / "link"), "csv") == ("csv", False)
    assert write_output(str(tmp_path / "link"), records, "csv", False, TAG_META) == len(records)
    reader.join(timeout=30)
    assert got == [plain.read_bytes()]
    assert stat.S_ISFIFO(os.stat(fifo).st_mode) and (tmp_path / "link").is_symlink()
    with pytest.raises(SinkError, match="needs a regular file"):
        write_output(str(fifo), records, "sqlite", False, TAG_META)


def test_unwritable_destinations_are_clear_errors(tmp_path: Path, records: list[dict[str, Any]]) -> None:
    missing = tmp_path / "no" / "such" / "out.jsonl"
    with pytest.raises(SinkError) as err:
        write_output(str(missing), records, "jsonl", False, TAG_META)
    assert str(missing) in str(err.value) and "does not exist" in str(err.value)
    with pytest.raises(SinkError, match="is a folder"):
        write_output(str(tmp_path), records, "csv", False, TAG_META)
    a_file = tmp_path / "plain"
    a_file.write_text("x")
    with pytest.raises(SinkError, match="is not a folder"):
        write_output(str(a_file / "out.csv"), records, "csv", False, TAG_META)


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root writes into read-only folders")
def test_read_only_folder_is_a_clear_error(tmp_path: Path, records: list[dict[str, Any]]) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        with pytest.raises(SinkError, match="not writable"):
            write_output(str(folder / "out.jsonl"), records, "jsonl", False, TAG_META)
    finally:
        folder.chmod(0o700)


def test_an_output_that_is_an_input_is_refused(tmp_path: Path) -> None:
    source = tmp_path / "cards.jsonl"
    source.write_text("{}\n")
    (tmp_path / "alias.jsonl").symlink_to(source)
    os.link(source, tmp_path / "hard.jsonl")
    for name in ("cards.jsonl", "alias.jsonl", "hard.jsonl"):
        with pytest.raises(SinkError, match="also an input"):
            check_destination(str(tmp_path / name), [str(source)])
    check_destination(str(tmp_path / "other.jsonl"), [str(source), "-"])
    assert source.read_text() == "{}\n"


def test_meta_with_no_json_form_is_a_clear_error(tmp_path: Path, records: list[dict[str, Any]]) -> None:
    with pytest.raises(SinkError, match="meta 'summary': has no JSON form"):
        write_output(
            str(tmp_path / "a.sqlite"), records, "sqlite", False, {**TAG_META, "summary": {"rate": float("inf")}}
        )
    assert list(tmp_path.iterdir()) == []


def test_a_record_that_is_not_an_object_is_a_clear_error(tmp_path: Path, records: list[dict[str, Any]]) -> None:
    # (A string is a record the runner serialised itself.)
    with pytest.raises(SinkError, match="record 2: a tag record is an object, not list"):
        write_output(str(tmp_path / "a.jsonl"), [records[0], ["oops"]], "jsonl", False, TAG_META)  # type: ignore[list-item]
    assert list(tmp_path.iterdir()) == []


# ---------------------------------------------------------------- --add-to AllPrintings.sqlite


def make_allprintings(path: Path, records: list[dict[str, Any]]) -> None:
    """A small file shaped as MTGJSON's AllPrintings.sqlite, whose cards are the records' uuids."""
    db = sqlite3.connect(path)
    db.executescript(
        """
        CREATE TABLE cards (id INTEGER PRIMARY KEY, uuid VARCHAR(36) NOT NULL, name TEXT, setCode TEXT,
                            number TEXT, text TEXT, layout TEXT);
        CREATE UNIQUE INDEX cards_uuid ON cards(uuid);
        CREATE TABLE cardForeignData (id INTEGER PRIMARY KEY, uuid VARCHAR(36), language TEXT, name TEXT, text TEXT);
        CREATE TABLE meta (id INTEGER PRIMARY KEY, date TEXT, version TEXT);
        INSERT INTO meta (date, version) VALUES ('2026-11-30', '5.2.2+20261130');
        """
    )
    for record in records:
        if record["lang"] == "en" and record["ids"].get("uuid"):
            db.execute(
                "INSERT INTO cards (uuid, name, setCode, number, text, layout) VALUES (?, ?, ?, ?, ?, ?)",
                (record["ids"]["uuid"], record["name"], record["ids"]["set"], record["ids"]["number"], "…", "normal"),
            )
        elif record["ids"].get("uuid"):
            db.execute(
                "INSERT INTO cardForeignData (uuid, language, name, text) VALUES (?, ?, ?, ?)",
                (
                    record["ids"]["uuid"],
                    {"es": "Spanish", "fr": "French", "ru": "Russian"}[record["lang"]],
                    record["name"],
                    "…",
                ),
            )
    db.commit()
    db.close()


def snapshot(path: Path) -> dict[str, Any]:
    """Every object of the user's (non-mtglinks) schema and every row of their tables."""
    db = sqlite3.connect(path)
    try:
        schema = db.execute(
            "SELECT type, name, sql FROM sqlite_master WHERE tbl_name NOT LIKE 'mtglinks%' ORDER BY name"
        ).fetchall()
        rows = {
            name: db.execute(f'SELECT * FROM "{name}" ORDER BY rowid').fetchall()
            for kind, name, _ in schema
            if kind == "table"
        }
    finally:
        db.close()
    return {"schema": schema, "rows": rows}


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_add_to_keeps_the_users_tables_and_adds_ours(tmp_path: Path, records: list[dict[str, Any]]) -> None:
    path = tmp_path / "AllPrintings.sqlite"
    make_allprintings(path, records)
    before = snapshot(path)
    assert add_to_mtgjson(str(path), records, TAG_META) == len(records)
    assert snapshot(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["AllPrintings.sqlite"]
    db = sqlite3.connect(path)
    names = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE name LIKE 'mtglinks%'")}
    assert {f"mtglinks_{t}" for t in ("cards", "abilities", "links", "review", "meta")} <= names
    assert {"mtglinks_cards_by_rule", "mtglinks_card_links", "mtglinks_cards_uuid"} <= names
    # Joined to MTGJSON's own cards by uuid: the English card with a 607.2a link.
    joined = db.execute(
        "SELECT c.name, c.setCode, l.from_phrase, l.to_phrase FROM cards AS c"
        " JOIN mtglinks_cards AS m ON m.uuid = c.uuid JOIN mtglinks_links AS l ON l.card = m.seq"
        " WHERE l.rule = '607.2a' AND c.name = 'Sisters of Stone Death' ORDER BY c.setCode"
    ).fetchall()
    assert [row[:2] for row in joined] == [("Sisters of Stone Death", "ORACLE"), ("Sisters of Stone Death", "RAV")]
    assert joined[0][3] == "a creature card exiled with Sisters of Stone Death"  # today's Oracle wording
    for (_, _, phrase_from, phrase_to), ident in zip(joined, ["|oracle", "|en|RAV"], strict=True):
        (link,) = next(r for r in records if r["id"] == "Sisters of Stone Death" + ident)["links"]
        assert (phrase_from, phrase_to) == (link["evidence"]["from"]["phrase"], link["evidence"]["to"]["phrase"])
        assert phrase_to in card_text("Sisters of Stone Death" + ident)
    # A foreign printing: cardForeignData rows are keyed by uuid and language name.
    foreign = db.execute(
        "SELECT f.name, l.rule FROM cardForeignData AS f"
        " JOIN mtglinks_cards AS m ON m.uuid = f.uuid AND m.language = f.language"
        " JOIN mtglinks_links AS l ON l.card = m.seq WHERE m.id = ?",
        (SISTERS_ES,),
    ).fetchall()
    assert foreign == [("Hermanas de la muerte pétrea", "607.2a")]
    text = card_text(SISTERS_ES)
    ((span,),) = db.execute(
        "SELECT l.from_span FROM mtglinks_links AS l JOIN mtglinks_cards AS m ON m.seq = l.card WHERE m.id = ?",
        (SISTERS_ES,),
    ).fetchall()
    assert text[slice(*json.loads(span))] == _REMOVED
    plumes = [row[0] for row in db.execute("SELECT id FROM mtglinks_cards_by_rule WHERE rule = '607.2d'")]
    assert PLUME_RECORD in plumes and SISTERS_ES not in plumes
    meta = dict(db.execute("SELECT key, value FROM mtglinks_meta").fetchall())
    assert json.loads(meta["sources"]) == TAG_META["sources"]
    assert db.execute("SELECT version FROM meta").fetchall() == [("5.2.2+20261130",)]  # MTGJSON's meta
    assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    db.close()


def test_a_second_add_to_replaces_ours(tmp_path: Path, records: list[dict[str, Any]]) -> None:
    path = tmp_path / "AllPrintings.sqlite"
    make_allprintings(path, records)
    before = snapshot(path)
    add_to_mtgjson(str(path), records, TAG_META)
    subset = [r for r in records if r["lang"] == "es"]
    assert add_to_mtgjson(str(path), subset, {**TAG_META, "sources": ["es.jsonl"]}) == len(subset)
    assert snapshot(path) == before
    db = sqlite3.connect(path)
    assert db.execute("SELECT COUNT(*) FROM mtglinks_cards").fetchone() == (len(subset),)
    assert {row[0] for row in db.execute("SELECT DISTINCT lang FROM mtglinks_cards")} == {"es"}
    links = sum(len(r["links"]) for r in subset)
    assert db.execute("SELECT COUNT(*) FROM mtglinks_links").fetchone() == (links,)
    assert db.execute("SELECT COUNT(*) FROM mtglinks_card_links").fetchone() == (links,)
    assert json.loads(dict(db.execute("SELECT key, value FROM mtglinks_meta").fetchall())["sources"]) == ["es.jsonl"]
    db.close()


@pytest.mark.parametrize("error", [Boom("tagger failed"), KeyboardInterrupt()], ids=["exception", "ctrl-c"])
def test_add_to_failing_midway_leaves_the_file_as_it_was(
    tmp_path: Path, records: list[dict[str, Any]], error: BaseException
) -> None:
    path = tmp_path / "AllPrintings.sqlite"
    make_allprintings(path, records)
    add_to_mtgjson(str(path), records[:7], TAG_META)
    old = digest(path)
    with pytest.raises(type(error)):
        add_to_mtgjson(str(path), failing(records * 30, 3000, error), TAG_META)
    assert digest(path) == old
    assert sorted(p.name for p in tmp_path.iterdir()) == ["AllPrintings.sqlite"]
    db = sqlite3.connect(path)
    assert db.execute("SELECT COUNT(*) FROM mtglinks_cards").fetchone() == (7,)
    db.close()


def test_add_to_failing_in_the_transaction_rolls_back(tmp_path: Path, records: list[dict[str, Any]]) -> None:
    path = tmp_path / "AllPrintings.sqlite"
    make_allprintings(path, records)
    add_to_mtgjson(str(path), records[:7], TAG_META)
    # A user's index that takes the name of one of ours: creating ours fails inside the
    # transaction, after our old tables were dropped and the new ones filled.
    db = sqlite3.connect(path)
    db.execute("DROP INDEX mtglinks_links_rule")
    db.execute("CREATE INDEX mtglinks_links_rule ON cards(name)")
    db.commit()
    db.close()
    before = snapshot(path)
    old = digest(path)
    with pytest.raises(SinkError) as err:
        add_to_mtgjson(str(path), records, TAG_META)
    assert str(path) in str(err.value)
    assert digest(path) == old and snapshot(path) == before
    db = sqlite3.connect(path)
    assert db.execute("SELECT COUNT(*) FROM mtglinks_cards").fetchone() == (7,)
    db.close()


def test_add_to_refuses_what_is_not_mtgjson(tmp_path: Path, records: list[dict[str, Any]]) -> None:
    with pytest.raises(SinkError, match="no such file"):
        add_to_mtgjson(str(tmp_path / "missing.sqlite"), records, TAG_META)
    text = tmp_path / "cards.jsonl"
    text.write_text('{"id": 1}\n' * 200)
    with pytest.raises(SinkError, match="not an SQLite database"):
        add_to_mtgjson(str(text), records, TAG_META)
    assert text.read_text() == '{"id": 1}\n' * 200
    other = tmp_path / "other.sqlite"
    db = sqlite3.connect(other)
    db.execute("CREATE TABLE sets (code TEXT)")
    db.commit()
    db.close()
    with pytest.raises(SinkError, match="has no `cards` table"):
        add_to_mtgjson(str(other), records, TAG_META)
    db = sqlite3.connect(other)
    db.execute("CREATE TABLE cards (name TEXT)")
    db.commit()
    db.close()
    before = digest(other)
    with pytest.raises(SinkError, match="`cards` table has no `uuid` column"):
        add_to_mtgjson(str(other), records, TAG_META)
    assert digest(other) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cards.jsonl", "other.sqlite"]


def test_ctrl_c_inside_the_transaction_rolls_back(
    tmp_path: Path, records: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "AllPrintings.sqlite"
    make_allprintings(path, records)
    add_to_mtgjson(str(path), records[:7], TAG_META)
    old = digest(path)

    def interrupted(conn: sqlite3.Connection, prefix: str = "") -> None:
        assert conn.execute("SELECT COUNT(*) FROM mtglinks_cards").fetchone() == (len(records),)
        raise KeyboardInterrupt

    monkeypatch.setattr(mtgjson, "create_indexes_and_views", interrupted)
    with pytest.raises(KeyboardInterrupt):
        add_to_mtgjson(str(path), records, TAG_META)
    assert digest(path) == old
    assert sorted(p.name for p in tmp_path.iterdir()) == ["AllPrintings.sqlite"]
    db = sqlite3.connect(path)
    assert db.execute("SELECT COUNT(*) FROM mtglinks_cards").fetchone() == (7,)
    links = sum(len(r["links"]) for r in records[:7])
    assert links > 0 and db.execute("SELECT COUNT(*) FROM mtglinks_card_links").fetchone() == (links,)
    db.close()


def test_add_to_clears_what_a_killed_run_left_and_refuses_a_second_run(
    tmp_path: Path, records: list[dict[str, Any]]
) -> None:
    path = tmp_path / "AllPrintings.sqlite"
    make_allprintings(path, records)
    Path(partial_path(str(path))).write_bytes(b"SQLite format 3\0 the staging file of a killed run")
    errors = []

    def with_a_second_run() -> Iterator[dict[str, Any]]:
        for i, record in enumerate(records):
            if i == 3:
                try:
                    add_to_mtgjson(str(path), records, TAG_META)
                except SinkError as err:
                    errors.append(str(err))
            yield record

    assert add_to_mtgjson(str(path), with_a_second_run(), TAG_META) == len(records)
    assert len(errors) == 1 and "another run is writing it" in errors[0]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["AllPrintings.sqlite"]
    db = sqlite3.connect(path)
    assert db.execute("SELECT COUNT(*) FROM mtglinks_cards").fetchone() == (len(records),)
    db.close()


# ---- faults a probe found: huge ids, locked and damaged files ----------------------------------


def test_add_to_takes_an_id_past_64_bits_as_its_digits(tmp_path: Path, records: list[dict[str, Any]]) -> None:
    huge = 123456789012345678901234567890
    record = tag_record({"id": huge, "name": "Wind Drake", "text": "Flying"})
    allprintings = tmp_path / "AllPrintings.sqlite"
    make_allprintings(allprintings, records)
    assert add_to_mtgjson(str(allprintings), [*records[:3], record], TAG_META) == 4
    db = sqlite3.connect(allprintings)
    assert db.execute("SELECT id FROM mtglinks_cards WHERE seq = 4").fetchone() == (str(huge),)
    db.close()


def test_a_file_another_program_locks_is_said_to_be_locked(
    tmp_path: Path, records: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "AllPrintings.sqlite"
    make_allprintings(path, records)
    monkeypatch.setattr(mtgjson, "LOCK_WAIT_SECONDS", 0.1)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(SinkError, match="another program holds a lock on it") as caught:
            add_to_mtgjson(str(path), records, TAG_META)
        assert "not an SQLite database" not in str(caught.value)
    finally:
        holder.execute("ROLLBACK")
        holder.close()


def test_a_damaged_file_is_refused_and_left_as_it_was(tmp_path: Path, records: list[dict[str, Any]]) -> None:
    path = tmp_path / "AllPrintings.sqlite"
    make_allprintings(path, records)
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    assert len(data) >= 3 * page
    data[2 * page + 8 : 2 * page + 200] = b"\xa5" * 192  # the cells of the third page
    path.write_bytes(bytes(data))
    before = digest(path)
    with pytest.raises(SinkError, match="the file is damaged"):
        add_to_mtgjson(str(path), records, TAG_META)
    assert digest(path) == before
