"""Which reader an input needs, from its content: magic bytes, then its first lines and JSON tokens.

Only the first PREFIX_SIZE bytes of the decompressed content are looked at, and they are parsed
incrementally: a JSON document is never read whole to find out what it is.
"""

from __future__ import annotations

import io
import json
from typing import Any

import ijson  # type: ignore[import-untyped]

from mtglinks.sources.compression import PREFIX_SIZE, Opened
from mtglinks.sources.model import FORMATS, SourceError

SQLITE_MAGIC = b"SQLite format 3\x00"

DESCRIPTIONS = {
    "jsonl": "JSON Lines (one card record a line)",
    "mtgjson": "an MTGJSON v5 JSON document",
    "mtgjson-v3": "an MTGJSON v3 JSON document",
    "mtgjson-sqlite": "an SQLite database (MTGJSON AllPrintings.sqlite)",
    "scryfall": "a Scryfall JSON document",
}
FROM_HINT = {
    "jsonl": "--from jsonl",
    "mtgjson": "--from mtgjson",
    "mtgjson-v3": "--from mtgjson-v3",
    "mtgjson-sqlite": "--from mtgjson-sqlite",
    "scryfall": "--from scryfall",
}

# Keys that only one generation of MTGJSON writes (card and set fields).
V5_KEYS = frozenset(
    {
        "uuid",
        "foreignData",
        "identifiers",
        "faceName",
        "setCode",
        "manaValue",
        "availability",
        "baseSetSize",
        "keyruneCode",
        "totalSetSize",
        "otherFaceIds",
        "finishes",
    }
)
V3_KEYS = frozenset(
    {"foreignNames", "multiverseid", "imageName", "mciNumber", "magicCardsInfoCode", "gathererCode", "mkm_id"}
)
SCRYFALL_KEYS = frozenset({"oracle_text", "oracle_id", "type_line", "collector_number", "printed_text", "card_faces"})


def _backend() -> Any:
    try:
        return ijson.get_backend("yajl2_c")
    except ImportError:  # pragma: no cover - the C backend ships in ijson's wheels
        return ijson


BACKEND = _backend()


# Keys of the tagger's input record: a long first line whose object has one of them is a record.
RECORD_KEYS = frozenset({"id", "name", "lang", "text", "faces", "ids", "printed_text", "oracle_text", "type_line"})


def _top_keys(data: bytes) -> set[str]:
    """The keys of the top-level object that `data` starts (as far as it goes)."""
    keys: set[str] = set()
    depth = 0
    try:
        for event, value in BACKEND.basic_parse(io.BytesIO(data), use_float=True):
            if event in ("start_map", "start_array"):
                depth += 1
            elif event in ("end_map", "end_array"):
                depth -= 1
            elif event == "map_key" and depth == 1:
                keys.add(value)
    except ijson.JSONError:
        pass  # cut off by the prefix's end
    return keys


def _strip_bom(data: bytes) -> bytes:
    return data[3:] if data.startswith(b"\xef\xbb\xbf") else data


def _complete_lines(prefix: bytes, at_end: bool, sep: bytes) -> list[bytes]:
    lines = prefix.split(sep)
    if not at_end and lines:
        lines.pop()  # cut by the prefix size
    return lines


_NOT_JSON = object()


def _json_value(line: bytes) -> Any:
    """The line's JSON value, _NOT_JSON when it is not one."""
    try:
        return json.loads(_strip_bom(line).decode("utf-8"))
    except (ValueError, UnicodeDecodeError, RecursionError):
        return _NOT_JSON


def _json_object(line: bytes) -> dict[str, Any] | None:
    value = _json_value(line)
    return value if isinstance(value, dict) else None


def _lines_kind(lines: list[bytes]) -> tuple[str | None, dict[str, Any] | None]:
    """(`jsonl`, first object) when the first non-blank line is a complete JSON object (a card record,
    or a whole document when the next non-blank line starts another object); (`one`, the object) when
    it is the only line; (None, None) otherwise."""
    filled = [line for line in lines if _strip_bom(line).strip()]
    if not filled:
        return None, None
    first = _json_object(filled[0])
    if first is None:
        # A whole JSON value that is not an object (`[1, 2]`, a number) on the first line, and more
        # lines after it: no JSON document goes on past its value, so these are lines, the first bad.
        if len(filled) > 1 and _json_value(filled[0]) is not _NOT_JSON:
            return "jsonl", None
        return None, None
    if len(filled) == 1:
        return "one", first
    # A complete object with more lines after it cannot be one JSON document: records, the later
    # ones perhaps damaged (each of them is then an error record of its own).
    following_object = _strip_bom(filled[1]).lstrip().startswith(b"{")
    return ("jsonl" if following_object or not whole_document(first) else None), first


def whole_document(value: dict[str, Any]) -> bool:
    """True when a complete JSON object is a card database (a minified file on one line), not one
    card record: MTGJSON's wrapper or a set object, Scryfall's "object" key, Scrython's wrapper, a
    map of AtomicCards face lists or of set objects."""
    if any(key in value for key in ("meta", "data", "object", "_provenance", "payload")):
        return True
    if isinstance(value.get("cards"), list):
        return True
    values = list(value.values())
    if not values:
        return False
    if all(isinstance(v, list) and v and all(isinstance(face, dict) for face in v) for v in values):
        return "faces" not in value  # name -> [face entries]
    return all(isinstance(v, dict) and isinstance(v.get("cards"), list) for v in values)


def document_kind(data: bytes) -> str | None:
    """The format of a JSON document from its first tokens ("mtgjson", "mtgjson-v3", "scryfall"),
    None when its start says nothing known.

    The low-level events (no JSON paths, whose strings grow with the nesting) are followed with
    a depth count, so a deeply nested start costs no more than a flat one."""
    events = BACKEND.basic_parse(io.BytesIO(data), use_float=True)
    try:
        event, _ = next(events)
        if event == "start_array":
            return _array_kind(events)
        return _map_kind(events) if event == "start_map" else None
    except (ijson.JSONError, StopIteration):
        return None


def _map_kind(events: Any) -> str | None:
    """A top-level object: its first key names a wrapper (Scryfall's, MTGJSON's), else the first key
    only one format writes, at any depth."""
    depth = 1
    first_key = True
    for event, value in events:
        if event == "start_map" or event == "start_array":
            depth += 1
        elif event == "end_map" or event == "end_array":
            depth -= 1
        elif event == "map_key":
            if depth == 1 and first_key:
                first_key = False
                wrapper = _wrapper(value)
                if wrapper is not None:
                    return wrapper
            kind = _marker(value)
            if kind is not None:
                return kind
    return None


def _wrapper(first_key: str) -> str | None:
    if first_key in ("object", "_provenance", "payload"):
        return "scryfall"
    if first_key in ("meta", "data"):
        return "mtgjson"
    return None


def _marker(key: str) -> str | None:
    if key in V5_KEYS:
        return "mtgjson"
    if key in V3_KEYS:
        return "mtgjson-v3"
    if key in SCRYFALL_KEYS:
        return "scryfall"
    return None


def _array_kind(events: Any) -> str | None:
    """A top-level array: Scryfall's bulk files hold card objects ("object" is their first key);
    an array of MTGJSON card entries (`jq .data.cards`) is read as MTGJSON; anything else is unknown."""
    depth = 1
    for event, value in events:
        if event == "start_map" or event == "start_array":
            depth += 1
        elif event == "end_map" or event == "end_array":
            depth -= 1
            if depth <= 1:
                # the first item ended without saying, or the array is empty (no cards either way)
                return "scryfall" if depth == 0 else None
        elif event == "map_key" and depth == 2:
            if value == "object":
                return "scryfall"
            kind = _marker(value)
            if kind is not None:
                return kind
    return None


def _encoding_problem(prefix: bytes) -> tuple[str, bool] | None:
    """What is wrong with the content's encoding, and whether converting it (iconv) would help."""
    if prefix.startswith((b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff")):
        return "is UTF-32 text (it starts with a UTF-32 byte-order mark)", True
    if prefix.startswith((b"\xff\xfe", b"\xfe\xff")):
        return "is UTF-16 text (it starts with a UTF-16 byte-order mark)", True
    head = prefix[:4096]
    if b"\x00" in head:
        if head[1::2].count(0) > len(head) // 4 or head[0::2].count(0) > len(head) // 4:
            return "is UTF-16 text (every other byte is a NUL byte)", True
        return "is not text: it is binary data (it holds NUL bytes)", False
    if _mostly_not_text(head):
        return "is not text: it is binary data (most of its first bytes are not UTF-8 text)", False
    return None


_CONTROL = bytes(b for b in range(32) if b not in b"\t\n\r\f")


def _mostly_not_text(head: bytes) -> bool:
    """More than a tenth of the bytes are control characters or not UTF-8 (a damaged line or two of
    a text file is an error of that line, not of the file)."""
    if not head:
        return False
    bad = len(head) - len(head.translate(None, _CONTROL))
    text = head.decode("utf-8", "replace")
    bad += text.count("\ufffd") - head.decode("utf-8", "ignore").count("\ufffd")
    return bad * 10 > len(head)


def detect(opened: Opened) -> str | None:
    """The input's format, None when its content says nothing known. SourceError for content no
    reader can read (UTF-16, CR-only line ends)."""
    prefix = opened.prefix
    if prefix.startswith(SQLITE_MAGIC):
        return "mtgjson-sqlite"
    _check_encoding(opened)
    at_end = len(prefix) < PREFIX_SIZE
    body = _strip_bom(prefix).lstrip()
    if not body:
        _check_not_empty(opened)
        return "jsonl"  # the content broke off at once: the reader says why
    _check_line_ends(opened, at_end)
    kind, first = _lines_kind(_complete_lines(prefix, at_end, b"\n"))
    if kind == "jsonl":
        return "jsonl"
    if kind == "one" and first is not None and not whole_document(first):
        return "jsonl"  # a single card record on one line
    if body[:1] in (b"{", b"["):
        doc = document_kind(_strip_bom(prefix))
        if doc is not None:
            return doc
        if kind == "one":
            return "jsonl"
        if b"\n" not in body and body[:1] == b"{" and RECORD_KEYS & _top_keys(body):
            # A first line longer than what detection looks at, that starts as a card record: one
            # record a line (the reader reports the line if it is over the record limit).
            return "jsonl"
    lines = _complete_lines(prefix, at_end, b"\n")
    objects = sum(1 for line in lines[:50] if _json_object(line) is not None)
    if objects >= 2:
        return "jsonl"  # the first line is damaged, the rest are records
    return None


def _check_not_empty(opened: Opened) -> None:
    """SourceError for content that is empty or blank (unless it broke off at once: a read error)."""
    if opened.content.pending_error is None:
        what = "is empty" if not _strip_bom(opened.prefix) else "holds only blank lines"
        input_is = "standard input" if opened.name == "-" else f"{opened.name}: the {opened.describe()}file"
        raise SourceError(f"{input_is} {what}: there are no card records in it")


def _check_encoding(opened: Opened) -> None:
    """SourceError for content that is not UTF-8 text."""
    found = _encoding_problem(opened.prefix)
    if found is None:
        return
    problem, convertible = found
    if not convertible:
        raise SourceError(
            f"{opened.name}: the {opened.describe()}file {problem}; mtglinks reads card records as UTF-8 "
            "text (JSON Lines, MTGJSON or Scryfall JSON) or an MTGJSON SQLite database"
        )
    source = "UTF-32" if "UTF-32" in problem else "UTF-16"
    raise SourceError(
        f"{opened.name}: the {opened.describe()}file {problem}; mtglinks reads UTF-8. "
        f"Convert it first, e.g. iconv -f {source} -t UTF-8 < FILE > FILE.utf8"
    )


def _check_line_ends(opened: Opened, at_end: bool) -> None:
    """SourceError for JSON Lines whose lines end with a carriage return only."""
    prefix = opened.prefix
    if b"\n" not in prefix and b"\r" in prefix and _lines_kind(_complete_lines(prefix, at_end, b"\r"))[0] == "jsonl":
        raise SourceError(
            f"{opened.name}: the {opened.describe()}file's lines end with a carriage return only "
            "(old Mac line ends), so it reads as one line; convert them to newlines first, "
            "e.g. tr '\\r' '\\n' < FILE > FILE.jsonl"
        )


def choose_format(opened: Opened, from_format: str | None) -> str:
    """The reader for an input: the detected one, or `from_format` when it does not contradict what
    the content plainly is (a compressed SQLite file forced to be JSON Lines and the like)."""
    if from_format is not None and from_format not in FORMATS:
        raise SourceError(f"unknown format {from_format!r}: expected one of {', '.join(FORMATS)}")
    detected = detect(opened)
    what = f"{opened.describe()}" + (DESCRIPTIONS[detected] if detected else "")
    if from_format is None:
        if detected is None:
            raise SourceError(
                f"{opened.name}: unknown format: it is not JSON Lines, an MTGJSON or Scryfall JSON document, "
                f"or an SQLite database; name one with --from ({', '.join(FORMATS)})"
            )
        return detected
    if detected is None or detected == from_format:
        return from_format
    if {detected, from_format} == {"mtgjson", "mtgjson-v3"}:
        return from_format  # the same shapes; the markers may have misled detection
    raise SourceError(
        f"{opened.name}: {FROM_HINT[from_format]} was given, but the file is {what}; "
        f"leave --from out to read it as {detected}"
    )
