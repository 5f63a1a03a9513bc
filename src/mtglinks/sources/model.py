"""What a reader yields: one item per input record, in input order."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

FORMATS: tuple[str, ...] = ("jsonl", "mtgjson", "mtgjson-v3", "mtgjson-sqlite", "scryfall")

# `tag --max-text`'s default: the longest real card text is under 2 KB.
DEFAULT_MAX_TEXT = 64 * 1024
# What one record may take in its input (a JSON Lines line, a card entry of a JSON document, a string
# in one): this many times the text limit, for ids, foreign printings and JSON escapes around the
# text, and never less than MIN_RECORD_BYTES. A longer record is one error, read past, never held.
RECORD_FACTOR = 16
MIN_RECORD_BYTES = 1 << 20


def record_limit(max_text: int = DEFAULT_MAX_TEXT) -> int:
    """The most bytes one record may take in its input, for a text limit of `max_text` bytes."""
    return max(RECORD_FACTOR * max_text, MIN_RECORD_BYTES)


def over_limit(size: str, limit: int) -> str:
    """The error of a record (a line, an entry, a value) of `size` bytes over the record limit."""
    return (
        f"{size} bytes: over the limit of {limit:,} bytes for one record ({RECORD_FACTOR} times --max-text); "
        "it is not read"
    )


class SourceError(Exception):
    """A whole input cannot be read at all (missing file, a directory, SQLite on standard input that
    cannot be spooled, an unknown format, a UTF-16 or CR-only file): a usage error; the message names
    the file."""


@dataclass(frozen=True)
class Where:
    """Where an item stands in its input: the file and a position in it."""

    file: str  # the path as given on the command line, "-" for standard input
    position: str  # "line 12", "data.cards[3]", "data.TSP.cards[3] (Spanish)", "cards row 17 uuid=…", "byte 1234567"
    line: int | None = None  # the JSON Lines line number (JSONL input only)


@dataclass
class CardRecord:
    """A card record in the tagger's input shape."""

    where: Where
    record: dict[str, Any]  # the tagger's input record


@dataclass
class Skipped:
    """A record not read, for a counted reason."""

    where: Where
    # a stable short phrase, counted in the summary: "no printed text", "unsupported language",
    # "language not selected", "token", "not a card", "blank line"
    reason: str
    lang: str | None
    id: Any = None
    name: str | None = None


@dataclass
class BadRecord:
    """A record that cannot be read, and what is wrong with it."""

    where: Where
    message: str
    id: Any = None
    name: str | None = None
    lang: str | None = None


Item = CardRecord | Skipped | BadRecord
