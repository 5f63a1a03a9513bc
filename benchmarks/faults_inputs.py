"""The classes of damaged and wrong-typed input of benchmarks/faults.py (the readers' and writers' side).

Each class is a function of a scratch folder that returns its trials, (name, held, detail). A trial
reads its input with `mtglinks.sources.read_sources` (a file that cannot be read at all is one error
item, as `mtglinks tag` reads), tags every item with the batch runner, and writes the results with
every writer (JSON Lines, CSV, SQLite). It holds when nothing raises, every input value is a record,
an error or a counted skip, and what the class expects of it is true (the same records as the
undamaged file for a byte-order mark, an error for damaged data, every record before the damage).
"""

from __future__ import annotations

import bz2
import gzip
import json
import lzma
import shutil
import sqlite3
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from mtglinks import sinks
from mtglinks.batch.runner import Limits, Runner
from mtglinks.sources import BadRecord, CardRecord, Item, Skipped, read_sources

FIXTURES = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "sources"
Trial = tuple[str, bool, str]
FaultClass = Callable[[Path], list[Trial]]
COMPRESSORS: dict[str, Callable[[bytes], bytes]] = {
    "": lambda data: data,
    ".gz": lambda data: gzip.compress(data, mtime=0),
    ".bz2": bz2.compress,
    ".xz": lzma.compress,
}
BASES = [
    "cards.jsonl",
    "mtgjson_set_ISD.json",
    "mtgjson_atomic.json",
    "mtgjson_allprintings.json",
    "mtgjson_v3_ISD.json",
    "scryfall_bulk.json",
    "scryfall_list.json",
    "scryfall_card.json",
]


class Outcome:
    """What reading, tagging and writing one input gave."""

    def __init__(self, items: list[Item], lines: list[dict[str, Any]], crash: str | None) -> None:
        self.items = items
        self.lines = lines
        self.crash = crash

    @property
    def errors(self) -> list[BadRecord]:
        """The error items."""
        return [it for it in self.items if isinstance(it, BadRecord)]

    def records(self) -> list[Any]:
        """The card records' content (what a damaged file must keep a prefix of)."""
        return [it.record for it in self.items if isinstance(it, CardRecord)]

    def shape(self) -> list[tuple[str, Any]]:
        """Every item's kind and content, positions left out."""
        return [(type(it).__name__, getattr(it, "record", getattr(it, "reason", None))) for it in self.items]


_runner: Runner | None = None


def runner() -> Runner:
    """One runner for every trial: identical texts are analysed once."""
    global _runner
    if _runner is None:
        _runner = Runner(1, limits=Limits(cpu_seconds=5.0))
    return _runner


def run(paths: list[Path], scratch: Path, write: bool = True, **options: Any) -> Outcome:
    """Read, tag and (with `write`) write `paths`; a crash is any exception, with its last lines."""
    items: list[Item] = []
    lines: list[dict[str, Any]] = []
    try:
        items = list(read_sources([str(p) for p in paths], file_errors="item", **options))
        for result in runner().run(items):
            if result.line is not None:
                lines.append(json.loads(result.line, parse_constant=_no_constant))
        if len(lines) != sum(1 for it in items if not isinstance(it, Skipped)):
            return Outcome(items, lines, "results and input records differ in number")
        if write:
            for name in ("out.jsonl", "out.csv", "out.sqlite"):
                fmt, compress = sinks.output_format(name, None)
                sinks.write_output(str(scratch / name), lines, fmt, compress, {"sources": [str(p) for p in paths]})
            crash = tag_command(paths, scratch, len(lines), options.get("max_text"))
            if crash is not None:
                return Outcome(items, lines, crash)
    except Exception:  # noqa: BLE001 - a crash is what a trial looks for
        return Outcome(items, lines, traceback.format_exc(limit=3).strip().splitlines()[-1])
    return Outcome(items, lines, None)


def tag_command(paths: list[Path], scratch: Path, expected: int, max_text: int | None) -> str | None:
    """`mtglinks tag PATHS -o out.sqlite` run in-process (its journal, its summary, its SQLite output):
    None when it ends as it should (exit 0 or 1, one output record per input record), else what broke."""
    from click.testing import CliRunner

    from mtglinks.cli import main

    out = scratch / "tagged.sqlite"
    args = ["tag", *map(str, paths), "-o", str(out), "-q", "-j", "1"]
    if max_text is not None:
        args += ["--max-text", str(max_text)]
    result = CliRunner().invoke(main, args)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        exc = result.exception
        return f"mtglinks tag: {type(exc).__name__}: {exc}"
    if result.exit_code not in (0, 1):
        return f"mtglinks tag: exit {result.exit_code}: {result.output.strip()[-200:]}"
    db = sqlite3.connect(out)
    try:
        written = db.execute("SELECT count(*) FROM cards").fetchone()[0]
    finally:
        db.close()
    out.unlink()
    return None if written == expected else f"mtglinks tag wrote {written} records of {expected}"


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} in an output line")


def trial(name: str, outcome: Outcome, expectation: bool, why: str) -> Trial:
    """A trial's result: held when nothing crashed and the class's expectation is met."""
    if outcome.crash is not None:
        return name, False, f"crash: {outcome.crash}"
    return name, expectation, "" if expectation else why


def put(scratch: Path, name: str, data: bytes) -> Path:
    """`data` written as `name` in the scratch folder."""
    path = scratch / name
    path.write_bytes(data)
    return path


def base_bytes(name: str) -> bytes:
    """A fixture's bytes; the JSON Lines one without its byte-order mark (a class adds its own)."""
    return (FIXTURES / name).read_bytes().removeprefix(b"\xef\xbb\xbf")


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
        "mtgjson_v3_ISD.json",
        "document",
        [("cards", 0, k) for k in ("name", "names", "text", "type", "layout", "id", "multiverseid", "foreignNames")],
    ),
    (
        "scryfall_bulk.json",
        "document",
        [(0, k) for k in ("id", "name", "lang", "layout", "oracle_text", "type_line", "multiverse_ids", "object")]
        + [(2, k) for k in ("printed_text", "printed_name", "printed_type_line", "set_type")]
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


# ---- SQLite shapes --------------------------------------------------------------------------------


def allprintings_bytes(scratch: Path) -> bytes:
    """A small AllPrintings.sqlite (the tests' shape), as bytes."""
    path = scratch / "built.sqlite"
    if not path.exists():
        build_allprintings(path)
    return path.read_bytes()


def build_allprintings(path: Path) -> None:
    """cards (one row per face), cardIdentifiers and cardForeignData, from the MTGJSON set fixture."""
    document = json.loads(base_bytes("mtgjson_set_ISD.json"))
    db = sqlite3.connect(path)
    columns = ("uuid", "name", "faceName", "side", "otherFaceIds", "layout", "text", "type", "setCode", "number")
    db.execute(f"CREATE TABLE cards (id INTEGER PRIMARY KEY, {', '.join(columns)}, supertypes)")
    db.execute("CREATE TABLE cardIdentifiers (uuid TEXT, scryfallId TEXT, scryfallOracleId TEXT, multiverseId TEXT)")
    db.execute(
        "CREATE TABLE cardForeignData (id INTEGER PRIMARY KEY, uuid, language, name, faceName, text, type,"
        " multiverseId, identifiers)"
    )
    for card in document["data"]["cards"]:
        row = [card.get(c) if not isinstance(card.get(c), list) else ", ".join(card[c]) for c in columns]
        db.execute(
            f"INSERT INTO cards ({', '.join(columns)}, supertypes) VALUES ({', '.join('?' * 11)})",
            [*row, ", ".join(card.get("supertypes", []))],
        )
        ids = card.get("identifiers", {})
        db.execute(
            "INSERT INTO cardIdentifiers VALUES (?, ?, ?, ?)",
            (card["uuid"], ids.get("scryfallId"), ids.get("scryfallOracleId"), ids.get("multiverseId")),
        )
        for foreign in card.get("foreignData", []):
            db.execute(
                "INSERT INTO cardForeignData (uuid, language, name, faceName, text, type, multiverseId, identifiers)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    card["uuid"],
                    foreign.get("language"),
                    foreign.get("name"),
                    foreign.get("faceName"),
                    foreign.get("text"),
                    foreign.get("type"),
                    foreign.get("multiverseId"),
                    json.dumps(foreign.get("identifiers")) if foreign.get("identifiers") else None,
                ),
            )
    db.commit()
    db.close()


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


def clean(scratch: Path) -> None:
    """Empty the scratch folder between classes."""
    for path in scratch.iterdir():
        if path.is_dir():
            shutil.rmtree(path)
        else:
            path.unlink()
