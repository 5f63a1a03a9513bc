"""What every class of benchmarks/faults.py shares: reading, tagging and writing one input (`run`), a
trial's result, the fixtures, and a small MTGJSON AllPrintings.sqlite built from them.

A trial reads its input with `mtglinks.sources.read_sources` (a file that cannot be read at all is one
error item, as `mtglinks tag` reads), tags every item with the batch runner, writes the results with
every writer (JSON Lines, CSV, SQLite) and runs `mtglinks tag … -o out.sqlite` in-process (journal,
summary and all). It holds when nothing raises, every input value is a record, an error or a counted
skip, and what its class expects of it is true.
"""

from __future__ import annotations

import bz2
import gzip
import json
import lzma
import sqlite3
import traceback
from collections.abc import Callable
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


# ---- a small AllPrintings.sqlite ----------------------------------------------------------------


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
