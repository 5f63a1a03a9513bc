"""The classes of damaged and wrong-typed input files of benchmarks/faults.py: each a function of a
scratch folder that returns its trials, (name, held, detail); see faults_common.py for what a trial
runs and when it holds."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from faults_common import (
    BASES,
    COMPRESSORS,
    FIXTURES,
    FaultClass,
    Trial,
    allprintings_bytes,
    base_bytes,
    put,
    run,
    trial,
)

# ---- truncations ----------------------------------------------------------------------------------


def truncations(scratch: Path) -> list[Trial]:
    """Every format and compression cut at five points: no crash, an error, every record before the
    cut kept (a prefix of the whole file's records)."""
    out = []
    for base in [*BASES, "allprintings.sqlite"]:
        raw = allprintings_bytes(scratch) if base.endswith(".sqlite") else base_bytes(base)
        whole = run([put(scratch, base, raw)], scratch, write=False)
        for suffix, compress in COMPRESSORS.items():
            data = compress(raw)
            for share in (0.1, 0.35, 0.6, 0.85, 0.97):
                cut = data[: int(len(data) * share)]
                got = run([put(scratch, base + suffix, cut)], scratch)
                kept = got.records()
                prefix = kept == whole.records()[: len(kept)]
                line_cut = base.endswith(".jsonl") and not suffix and cut.endswith(b"\n")
                fine = prefix and (bool(got.errors) or line_cut)
                why = f"{len(got.errors)} errors, records a prefix: {prefix}"
                out.append(trial(f"{base}{suffix} cut at {share:.0%}", got, fine, why))
    return out


# ---- wrong types in every field -----------------------------------------------------------------

# Values put in place of a field; the raw JSON ones are written as they are (Python's json has no
# lone surrogate to write, no 1e999, and builds nothing 5,000 levels deep).
WRONG_VALUES: list[tuple[str, Any]] = [
    ("list", [1, 2]),
    ("object", {"k": "v"}),
    ("empty object", {}),
    ("number", 7),
    ("float", 1.5),
    ("huge integer", 123456789012345678901234567890),
    ("boolean", True),
    ("null", None),
    ("empty string", ""),
    ("lone surrogate", '@RAW:"\\ud800"'),
    ("1e999", "@RAW:1e999"),
    ("deep nesting", "@RAW:" + "[" * 5000 + "]" * 5000),
]


def _dump(value: Any) -> bytes:
    text = json.dumps(value, ensure_ascii=False)
    for _, wrong in WRONG_VALUES:
        if isinstance(wrong, str) and wrong.startswith("@RAW:"):
            text = text.replace(json.dumps(wrong), wrong.removeprefix("@RAW:"))
    return text.encode("utf-8")


def _set_path(document: Any, path: tuple[Any, ...], value: Any) -> None:
    target = document
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value


DELVER = "Delver of Secrets // Insectile Aberration"  # a two-face card of the AtomicCards fixture
# (fixture, how it is written, the fields to spoil, as paths into the document)
FIELDS: list[tuple[str, str, list[tuple[Any, ...]]]] = [
    (
        "cards.jsonl",
        "lines",
        [(0, k) for k in ("id", "name", "lang", "faces", "ids", "english_name")]
        + [(0, "faces", 0), (0, "faces", 0, "name"), (0, "faces", 0, "text"), (0, "faces", 0, "type_line")]
        + [(1, "text"), (1, "type_line")],
    ),
    (
        "mtgjson_set_ISD.json",
        "document",
        [("data", "cards", 0, k) for k in ("name", "faceName", "text", "type", "layout", "side", "uuid")]
        + [("data", "cards", 0, k) for k in ("otherFaceIds", "foreignData", "identifiers", "setCode", "number")]
        + [("data", "cards", 0, "supertypes"), ("data", "cards", 0, "foreignData", 0)]
        + [("data", "cards", 0, "foreignData", 0, k) for k in ("language", "name", "text", "type", "identifiers")]
        + [("data", "cards", 0, "identifiers", "multiverseId"), ("data", "cards"), ("data", "code")],
    ),
    (
        "mtgjson_atomic.json",
        "document",
        [("data", DELVER), ("data", DELVER, 0), ("data", DELVER, 1), ("data", DELVER, 0, "foreignData", 0)]
        + [("data", DELVER, 0, k) for k in ("name", "faceName", "text", "type", "layout", "side", "identifiers")]
        + [("data", DELVER, 1, k) for k in ("name", "faceName", "foreignData")],
    ),
    (
        "mtgjson_v3_ISD.json",
        "document",
        [("cards", 0, k) for k in ("name", "names", "text", "type", "layout", "id", "multiverseid", "foreignNames")],
    ),
    (
        "scryfall_bulk.json",
        "document",
        [(0, k) for k in ("id", "name", "lang", "layout", "oracle_text", "type_line", "multiverse_ids", "object")]
        + [(1, k) for k in ("printed_text", "printed_name", "printed_type_line", "set_type")]
        + [(8, "card_faces"), (8, "card_faces", 0), (8, "card_faces", 1)]
        + [(8, "card_faces", 1, k) for k in ("printed_name", "printed_text", "printed_type_line", "oracle_text")]
        + [(0,)],
    ),
]


def _good_lines(base: str) -> Iterator[dict[str, Any]]:
    """The lines of a JSON Lines fixture that are card records (it holds bad lines on purpose)."""
    for line in base_bytes(base).splitlines():
        try:
            value = json.loads(line)
        except ValueError:
            continue
        if isinstance(value, dict) and value.get("lang", "en") in ("en", "es", "fr", "ru"):
            yield value


def _spoiled(base: str, shape: str, path: tuple[Any, ...], value: Any) -> bytes | None:
    if shape == "lines":
        records = list(_good_lines(base))
        try:
            _set_path(records, path, value)
        except (IndexError, KeyError, TypeError):
            return None
        return b"".join(_dump(r) + b"\n" for r in records)
    document = json.loads(base_bytes(base))
    try:
        _set_path(document, path, value)
    except (IndexError, KeyError, TypeError):
        return None
    return _dump(document)


def wrong_types(scratch: Path) -> list[Trial]:
    """Every field of every format given every wrong type: no crash, every value a record, an error
    or a skip, and what the writers write is valid."""
    out = []
    for base, shape, paths in FIELDS:
        whole = run([FIXTURES / base], scratch, write=False)
        for path in paths:
            for label, value in WRONG_VALUES:
                data = _spoiled(base, shape, path, value)
                if data is None:
                    continue
                got = run([put(scratch, base, data)], scratch)
                # The spoiled card is a record, an error or a skip: nothing vanishes uncounted, and a
                # document stays readable past it unless its syntax is what was spoiled.
                fine = len(got.items) >= min(len(whole.items), 1)
                name = f"{base} {'.'.join(map(str, path))} = {label}"
                out.append(trial(name, got, fine, f"{len(got.items)} items of {len(whole.items)}"))
    return out


# ---- byte-order marks -----------------------------------------------------------------------------


def byte_order_marks(scratch: Path) -> list[Trial]:
    """A UTF-8 byte-order mark before every format, plain and compressed, and at a later line of JSON
    Lines joined with `cat`: the same items as without it, no error."""
    out = []
    for base in BASES:
        plain = run([FIXTURES / base], scratch, write=False)
        for suffix in ("", ".gz", ".xz"):
            data = COMPRESSORS[suffix](b"\xef\xbb\xbf" + base_bytes(base))
            got = run([put(scratch, base + suffix, data)], scratch)
            same = got.shape() == plain.shape()  # (the JSON Lines fixture holds bad lines on purpose)
            out.append(trial(f"{base}{suffix} with a BOM", got, same, f"{len(got.errors)} errors"))
    lines = base_bytes("cards.jsonl")
    joined = lines + b"\xef\xbb\xbf" + lines
    got = run([put(scratch, "joined.jsonl", joined)], scratch)
    doubled = run([FIXTURES / "cards.jsonl", FIXTURES / "cards.jsonl"], scratch, write=False)
    out.append(trial("cards.jsonl joined with cat (a BOM mid-file)", got, got.shape() == doubled.shape(), "differs"))
    return out


# ---- nested identifiers ---------------------------------------------------------------------------


def nested_identifiers(scratch: Path) -> list[Trial]:
    """Identifiers nested 100, 1,000 and 100,000 levels deep in every format: no crash, the card an
    error (or read without them), every other card read."""
    out = []
    for depth in (100, 1000, 100_000):
        deep = "[" * depth + "]" * depth
        shapes = {
            "cards.jsonl": (
                base_bytes("cards.jsonl").replace(b'"ids": {', b'"ids": {"x": ' + deep.encode() + b", ", 1)
            ),
            "mtgjson_set_ISD.json": base_bytes("mtgjson_set_ISD.json").replace(
                b'"identifiers": {', b'"identifiers": {"deep": ' + deep.encode() + b", ", 1
            ),
            "scryfall_bulk.json": base_bytes("scryfall_bulk.json").replace(
                b'"multiverse_ids": ', b'"deep": ' + deep.encode() + b', "multiverse_ids": ', 1
            ),
        }
        spoiled_at = {"cards.jsonl": "line 1", "mtgjson_set_ISD.json": "data.cards[0]", "scryfall_bulk.json": "[0]"}
        for base, data in shapes.items():
            whole = run([FIXTURES / base], scratch, write=False)
            got = run([put(scratch, base, data)], scratch)
            # Every other card is read as without the damage; the damaged one is an error or is read.
            others = [it.where.position for it in whole.items if not it.where.position.startswith(spoiled_at[base])]
            kept = {it.where.position for it in got.items}
            missing = [position for position in others if position not in kept]
            out.append(trial(f"{base} identifiers {depth:,} deep", got, not missing, f"missing {missing[:3]}"))
    return out


# ---- joined compressed streams --------------------------------------------------------------------


def joined_streams(scratch: Path) -> list[Trial]:
    """Two compressed files joined with `cat`, the second damaged at its header, its middle or its end,
    or followed by garbage: every record of the first kept, and the damage reported (never dropped)."""
    out = []
    first = b"".join(json.dumps({"id": i, "name": "Wind Drake", "text": "Flying"}).encode() + b"\n" for i in range(300))
    second = b"".join(
        json.dumps({"id": i, "name": "Wind Drake", "text": "Flying"}).encode() + b"\n" for i in range(300, 600)
    )
    for suffix in (".gz", ".bz2", ".xz"):
        packed = COMPRESSORS[suffix](second)
        damages = {
            "header": lambda b: b[:4] + b"\xff\xff\xff\xff" + b[8:],
            "middle": lambda b: (
                b[: len(b) // 2] + bytes(x ^ 0x5A for x in b[len(b) // 2 : len(b) // 2 + 16]) + b[len(b) // 2 + 16 :]
            ),
            "end cut": lambda b: b[:-7],
            "garbage after": lambda b: b + b"garbage",
        }
        for label, damage in damages.items():
            data = COMPRESSORS[suffix](first) + damage(packed)
            got = run([put(scratch, "joined.jsonl" + suffix, data)], scratch)
            ids = [r.get("id") for r in got.records()]
            kept = ids[:300] == list(range(300))
            told = bool(got.errors) or ids == list(range(600))
            name = f"{suffix} second stream: {label}"
            out.append(trial(name, got, kept and told, f"{len(ids)} records, {len(got.errors)} errors"))
    return out


def _variant(scratch: Path, name: str, *statements: str) -> Path:
    path = scratch / name
    path.write_bytes(allprintings_bytes(scratch))
    db = sqlite3.connect(path)
    for statement in statements:
        db.execute(statement)
    db.commit()
    db.close()
    return path


WRONG_COLUMNS = ("text as a blob", "text as a number", "layout as a number")


def sqlite_shapes(scratch: Path) -> list[Trial]:
    """MTGJSON SQLite files of other shapes (a view, a column missing, no uuid, nested identifiers,
    wrong-typed columns), damaged pages, and a file another program has locked: no crash, every card
    or a clear error, never `ok` records with no text."""
    out = []
    whole = run([_variant(scratch, "whole.sqlite")], scratch, write=False)
    deep = "[" * 100_000 + "]" * 100_000
    variants: dict[str, tuple[str, ...]] = {
        "cards as a view": ("ALTER TABLE cards RENAME TO c0", "CREATE VIEW cards AS SELECT * FROM c0"),
        "no cardIdentifiers": ("DROP TABLE cardIdentifiers",),
        "no cardForeignData": ("DROP TABLE cardForeignData",),
        "nested identifiers": (f"UPDATE cardForeignData SET identifiers = '{deep}'",),
        "identifiers not JSON": ("UPDATE cardForeignData SET identifiers = '{oops'",),
        "text as a blob": ("UPDATE cards SET text = x'00ff10'",),
        "text as a number": ("UPDATE cards SET text = 12",),
        "layout as a number": ("UPDATE cards SET layout = 3",),
        "otherFaceIds as JSON garbage": ("UPDATE cards SET otherFaceIds = '[[[1'",),
    }
    for column in ("uuid", "name", "faceName", "side", "otherFaceIds", "layout", "text", "type", "setCode", "number"):
        variants[f"no {column} column"] = (f"ALTER TABLE cards DROP COLUMN {column}",)
    english = sum(1 for r in whole.records() if r["lang"] == "en")
    for label, statements in variants.items():
        got = run([_variant(scratch, "shape.sqlite", *statements)], scratch)
        if label in ("no name column", "no text column"):
            # A card without text or name would be `ok` with no abilities: the file is refused.
            fine = len(got.errors) == 1 and "column" in got.errors[0].message and not got.records()
        elif label == "no cardForeignData":
            fine = len(got.records()) == english and not got.errors  # there are no foreign printings to read
        elif label == "no uuid column":
            # Foreign printings that cannot be joined to their card are counted as one error, not dropped.
            fine = len(got.records()) == english and any(
                "foreign printings cannot be matched" in e.message for e in got.errors
            )
        elif label in WRONG_COLUMNS:
            fine = bool(got.errors) and all("must be a string" in e.message for e in got.errors)
        else:
            fine = len(got.items) >= len(whole.items) - 2
        out.append(trial(f"sqlite: {label}", got, fine, f"{len(got.items)} items, {len(got.errors)} errors"))
    data = allprintings_bytes(scratch)
    page = int.from_bytes(data[16:18], "big")
    for number in range(1, min(6, len(data) // page)):
        damaged = bytearray(data)
        damaged[number * page + 8 : number * page + 120] = b"\xa5" * 112
        got = run([put(scratch, "damaged.sqlite", bytes(damaged))], scratch)
        out.append(trial(f"sqlite: page {number + 1} damaged", got, True, ""))
    for label, data_ in {"empty file": b"", "header only": data[:100], "half": data[: len(data) // 2]}.items():
        got = run([put(scratch, "part.sqlite", data_)], scratch)
        out.append(trial(f"sqlite: {label}", got, bool(got.errors) or not data_, f"{len(got.errors)} errors"))
    locked = _variant(scratch, "locked.sqlite")
    holder = sqlite3.connect(locked, isolation_level=None, timeout=0.1)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        got = run([locked], scratch)
        said = any("locked" in e.message for e in got.errors)
        out.append(trial("sqlite: locked by another program", got, said, "; ".join(e.message for e in got.errors)))
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    return out


# ---- format detection -----------------------------------------------------------------------------


def detection(scratch: Path) -> list[Trial]:
    """Inputs that are not what they seem: each read as what it is, or refused with the real reason."""
    record = json.dumps({"id": 1, "name": "Wind Drake", "text": "Flying"}).encode()
    long_first = json.dumps({"id": 0, "name": "Wind Drake", "text": "Flying\n" + "Draw a card. " * 100_000}).encode()
    cases: list[tuple[str, bytes, str]] = [
        ("empty file", b"", "is empty"),
        ("blank lines only", b"\n \n\t\n", "only blank lines"),
        ("random bytes", bytes((i * 7919 + 13) % 251 + 1 for i in range(8192)), "binary data"),
        ("a PNG image", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)) * 8, "binary data"),
        ("UTF-16 with a BOM", "\ufeff".encode("utf-16-le") + record.decode().encode("utf-16-le"), "iconv -f UTF-16"),
        ("UTF-16 without a BOM", record.decode().encode("utf-16-le") * 4, "iconv -f UTF-16"),
        ("UTF-32", "\ufeff".encode("utf-32-le") + record.decode().encode("utf-32-le"), "iconv -f UTF-32"),
        ("carriage returns only", record + b"\r" + record + b"\r", "carriage return"),
        ("first line [1,2]", b"[1,2]\n" + record + b"\n" + record + b"\n", "records:2"),
        ("first line a number", b"5\n" + record + b"\n", "records:1"),
        ("first line over 1 MiB", long_first + b"\n" + record + b"\n", "records:2"),
        ("one record, no newline", record, "records:1"),
        (
            "a document on one line",
            json.dumps(
                {"data": {"cards": [json.loads(base_bytes("mtgjson_set_ISD.json"))["data"]["cards"][0]]}}
            ).encode(),
            "records:1",
        ),
    ]
    out = []
    for label, data, expected in cases:
        # (only the long first line needs a higher limit: 16 times --max-text 256 KB, 4 MiB a record)
        options = {"max_text": 256 * 1024} if label == "first line over 1 MiB" else {}
        got = run([put(scratch, "input.jsonl", data)], scratch, **options)
        if expected.startswith("records:"):
            fine = len(got.records()) >= int(expected.split(":")[1])
            detail = f"{len(got.records())} records: {[e.message[:80] for e in got.errors]}"
        else:
            message = got.errors[0].message if len(got.errors) == 1 else ""
            # Binary data is not told to convert from UTF-16; text in another encoding is.
            fine = expected in message and ("iconv" in expected or "iconv" not in message)
            detail = got.errors[0].message if got.errors else "no error"
        out.append(trial(label, got, fine, detail))
    return out


def classes() -> list[tuple[str, FaultClass]]:
    """The readers' classes of bad input, in the order they are reported."""
    return [
        ("truncated inputs (every format and compression)", truncations),
        ("wrong types in every field", wrong_types),
        ("byte-order marks", byte_order_marks),
        ("nested identifiers", nested_identifiers),
        ("joined damaged compressed streams", joined_streams),
        ("MTGJSON SQLite shapes, damage, locks", sqlite_shapes),
        ("format detection", detection),
    ]
