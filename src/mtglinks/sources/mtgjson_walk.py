"""Streaming walk over an MTGJSON JSON document (v3, v4 and v5 shapes), building only card entries.

Shapes read (the `data` wrapper is optional):
    {meta, data: {code, cards: […], …}}       a set file (a bare set object: cards at the top level)
    {meta, data: {CODE: {cards: […]}, …}}     AllPrintings (v3/v4 AllSets: CODE → set at the top level)
    {meta, data: {NAME: [face entries]}}      AtomicCards (the bare name → faces body too)
    [card entry, …]                           a bare array of card entries (`jq .data.cards`)

The low-level event stream of ijson's C backend (`basic_parse`: no JSON paths, whose strings grow
with the nesting depth) is followed with a stack of a few levels; only the items of a set's `cards`
array and of an AtomicCards name's list are built into objects. Boosters, sealed products, decks,
tokens and the rest are passed over event by event, never built.
"""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import ijson  # type: ignore[import-untyped]

from mtglinks.sources.compression import READ_ERRORS, Opened, read_error_message
from mtglinks.sources.detect import BACKEND
from mtglinks.sources.model import over_limit, record_limit

# Keys of an MTGJSON set object (v3 to v5): a container whose first key is one of these, or whose
# first value is not an object or array, is a set; otherwise it maps set codes or card names.
SET_KEYS = frozenset(
    {
        "baseSetSize",
        "block",
        "booster",
        "cards",
        "code",
        "codeV3",
        "decks",
        "isFoilOnly",
        "isForeignOnly",
        "isNonFoilOnly",
        "isOnlineOnly",
        "isPaperOnly",
        "isPartialPreview",
        "keyruneCode",
        "languages",
        "mcmId",
        "mcmIdExtras",
        "mcmName",
        "mtgoCode",
        "name",
        "parentCode",
        "releaseDate",
        "sealedProduct",
        "tcgplayerGroupId",
        "tokenSetCode",
        "tokens",
        "totalSetSize",
        "translations",
        "type",
        "cardsphereSetId",
        "border",
        "gathererCode",
        "magicCardsInfoCode",
        "mkm_id",
        "mkm_name",
        "oldCode",
        "onlineOnly",
        "alternativeNames",
        "magicRaritiesCodes",
    }
)
START = frozenset({"start_map", "start_array"})
END = frozenset({"end_map", "end_array"})
# Deeper than this, a record is not card data: it is reported, not built (and never recursed into).
MAX_DEPTH = 256

Events = Iterator[tuple[str, Any]]


class TooDeep:
    """What `build` gives for a value nested deeper than MAX_DEPTH (its events are consumed)."""

    message = f"arrays or objects nested too deeply (more than {MAX_DEPTH} levels)"


TOO_DEEP = TooDeep()


@dataclass
class Entry:
    """A card entry of a set's `cards` array."""

    position: str  # "data.TSP.cards[3]"
    entry: Any  # the built value (an object, or whatever the file holds there; TOO_DEEP)
    set_code: str | None  # the set's code as far as known (the AllPrintings key, or `code` read before `cards`)


@dataclass
class EndOfCards:
    """A `cards` array ended: face entries waiting for their other faces are complete."""


@dataclass
class AtomicCard:
    """One AtomicCards name with its face entries."""

    position: str  # 'data["Commit // Memory"]'
    name: str
    faces: list[Any]  # TOO_DEEP among them for a face nested too deeply


@dataclass
class Stray:
    """A value where card data belongs that is not card data (an AtomicCards name whose value is not a
    list of faces, a set that is not an object, `cards` that is not a list): one error, the walk goes on."""

    position: str
    message: str


@dataclass
class Failure:
    """The document cannot be read on from here."""

    position: str  # "byte 1234567"
    message: str


Event = Entry | EndOfCards | AtomicCard | Stray | Failure


_JSON_KINDS = {
    "start_map": "an object",
    "start_array": "a list",
    "string": "a string",
    "number": "a number",
    "integer": "a number",
    "double": "a number",
    "boolean": "a boolean",
    "null": "null",
}


class RecordTooLarge(Exception):
    """A card entry, or one value, is over the record limit: the document is not read on."""


class Guard(io.RawIOBase):
    """The content of a JSON document for the parser, with the record limit kept: no stretch of the
    content without an unescaped quote (a string, a number) may be longer than `limit`, nor may one
    card entry (from `start_entry` to `end_entry`). The parser holds a string whole until it ends, and
    an entry is built whole: past the limit, neither is held (RecordTooLarge)."""

    def __init__(self, opened: Opened, limit: int) -> None:
        super().__init__()
        self._opened = opened
        self.limit = limit
        self._run = 0  # bytes since the last unescaped quote
        self._entry: int | None = None

    def readable(self) -> bool:
        """Always: the stream is read only."""
        return True

    def start_entry(self) -> None:
        """A card entry starts being built."""
        self._entry = self._opened.offset

    def end_entry(self) -> None:
        """The card entry is built."""
        self._entry = None

    def readinto(self, buffer: Any) -> int:
        """Fill `buffer` from the content; RecordTooLarge past the limit."""
        data = self._opened.stream.read1(len(buffer))
        n = len(data)
        buffer[:n] = data
        quote = _last_quote(data)
        self._run = self._run + n if quote < 0 else n - 1 - quote
        if self._run > self.limit:
            raise RecordTooLarge("a string or value of more than " + over_limit(f"{self._run:,}", self.limit))
        if self._entry is not None and self._opened.offset - self._entry > self.limit:
            size = self._opened.offset - self._entry
            raise RecordTooLarge("a card entry of more than " + over_limit(f"{size:,}", self.limit))
        return n


def _last_quote(data: bytes) -> int:
    """The position of the last quote that is not escaped (a few tries), -1 when there is none."""
    at = data.rfind(b'"')
    for _ in range(16):
        if at < 0:
            return -1
        before = at - 1
        while before >= 0 and data[before] == 0x5C:  # backslashes escaping it
            before -= 1
        if (at - 1 - before) % 2 == 0:
            return at
        at = data.rfind(b'"', 0, at)
    return -1


def skip(events: Events) -> None:
    """Consume the rest of a value whose start_map / start_array was just read."""
    depth = 1
    for event, _ in events:
        if event in START:
            depth += 1
        elif event in END:
            depth -= 1
            if not depth:
                return


def skip_value(events: Events, event: str) -> None:
    """Consume the rest of a value whose first event was just read (nothing left of a scalar)."""
    if event in START:
        skip(events)


def build(events: Events, event: str, root: Any = None) -> Any:
    """The value whose first event (start_map / start_array) was just read, from the next events;
    `root` is the container to fill when the caller already made it. TOO_DEEP past MAX_DEPTH."""
    if root is None:
        root = {} if event == "start_map" else []
    stack: list[Any] = [root]
    key: Any = None
    for event, value in events:
        if event == "map_key":
            key = value
            continue
        if event in END:
            stack.pop()
            if not stack:
                return root
            continue
        top = stack[-1]
        if event in START:
            value = {} if event == "start_map" else []
            if len(stack) >= MAX_DEPTH:
                skip(events)
                for _ in stack:  # the containers still open around it
                    skip(events)
                return TOO_DEEP
            stack.append(value)
        if type(top) is dict:
            top[key] = value
        else:
            top.append(value)
    return root  # the events ended early: the caller sees the parse error next


def value_of(events: Events, event: str, value: Any) -> Any:
    """A whole value from its first event."""
    return build(events, event) if event in START else value


def _label(parent: str, key: str) -> str:
    return key if parent == "" else f"{parent}.{key}"


def _caret(err: BaseException) -> tuple[bytes, bool, bool] | None:
    """The bytes the parser's message shows before its caret ("(right here) ------^"), whether the
    error is bad UTF-8, and whether it is inside a string (the caret is then on the bad byte; else
    just past the token that is wrong); None when the message has no such picture."""
    raw = err.args[0] if err.args else b""
    data = raw if isinstance(raw, bytes) else str(raw).encode("utf-8", "surrogateescape")
    lines = data.split(b"\n")
    if len(lines) < 3 or not lines[2].rstrip().endswith(b"^"):
        return None
    column = len(lines[2].rstrip()) - 1
    before = lines[1][:column].lstrip(b" ")
    return before, b"UTF8" in lines[0], b"inside string" in lines[0]


def _first_bad_utf8(data: bytes, start: int) -> int | None:
    try:
        data[start:].decode("utf-8")
    except UnicodeDecodeError as err:
        if err.reason != "unexpected end of data":  # a character cut by the window's end is not bad
            return start + err.start
    return None


def error_offset(err: BaseException, opened: Opened) -> int:
    """The byte offset of the content where a parse error is: found from the bytes the parser's message
    shows (line breaks shown as spaces), the first bad UTF-8 byte for an encoding error; the end of what
    was read when neither can be found."""
    start, window = opened.content.recent()
    found = _caret(err)
    if found is None or not window:
        return opened.offset
    before, utf8, in_string = found
    flat = window.replace(b"\n", b" ").replace(b"\r", b" ").replace(b"\t", b" ")
    at = flat.rfind(before) if before else -1
    if at < 0:
        bad = _first_bad_utf8(window, 0) if utf8 else None
        return start + bad if bad is not None else opened.offset
    end = at + len(before)
    if utf8:
        bad = _first_bad_utf8(window, max(0, at))
        if bad is not None:
            return start + bad
    if not in_string and end > 0 and not flat[end - 1 : end].isspace():
        end -= 1  # the caret stands past the token the parser refused: name its first byte
    return start + end


def json_failure(err: BaseException, opened: Opened) -> Failure:
    """The Failure of a parse or read error, in words, at the byte offset where it happened."""
    offset = opened.offset
    hidden = opened.content.take_error()
    if hidden is not None:  # the JSON seemed to end where the compressed data broke off
        err = hidden
    if isinstance(err, ijson.JSONError):
        raw = err.args[0] if err.args else ""
        text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else str(raw)
        first = text.splitlines()[0].strip() if text.strip() else "invalid JSON"
        if "premature EOF" in first:
            message = f"truncated JSON at byte {offset}: the file ends inside the document ({first})"
        else:
            offset = error_offset(err, opened)
            what = "bad UTF-8 at byte" if "UTF8" in first else "invalid JSON at byte"
            message = f"{what} {offset}: {first}"
    else:
        message = read_error_message(err, opened)
    return Failure(f"byte {offset}", message)


def _cards(events: Events, guard: Guard, label: str, code: str | None) -> Iterator[Event]:
    # The values are built from `events` itself: `enumerate` counts only the array's items.
    for index, (event, value) in enumerate(events):
        if event == "end_array":
            return
        guard.start_entry()
        entry = value_of(events, event, value)
        guard.end_entry()
        yield Entry(f"{label}[{index}]", entry, code)


def _faces(events: Events, guard: Guard, label: str, name: str) -> Iterator[Event]:
    faces = []
    guard.start_entry()
    for event, value in events:
        if event == "end_array":
            break
        faces.append(value_of(events, event, value))
    guard.end_entry()
    yield AtomicCard(label, name, faces)


def _map(events: Events, guard: Guard, role: str, label: str, code: str | None) -> Iterator[Event]:
    """The keys of a map whose start_map was just read; `role` says what it is ("top", "wrapper",
    "container" (to be decided by its first key), "set", "sets" or "atomic")."""
    for event, key in events:
        if event == "end_map":
            return
        event, value = next(events)  # the first event of the key's value
        role = _role(role, key, event)
        if role == "set" and key == "code" and event == "string" and code is None:
            code = value
        yield from _member(events, guard, role, label, key, event, code)


def _role(role: str, key: str, event: str) -> str:
    """What a map is: "top" and "container" are decided by the first key and its value's first event."""
    if role == "top":
        role = "wrapper" if key in ("meta", "data") else "container"
    if role != "container":
        return role
    if key in SET_KEYS:
        return "set"
    if event == "start_array" or _card_name(key):
        return "atomic"  # a card name, whatever its value (a value that is not a list is a Stray)
    return "sets" if event == "start_map" else "set"


def _card_name(key: str) -> bool:
    """A key that is a card's name, not a set code ("TSP", "10E") or a set field (camelCase)."""
    return " " in key or len(key) > 8 or (key[:1].isupper() and any(c.islower() for c in key[1:]))


def _member(
    events: Events, guard: Guard, role: str, label: str, key: str, event: str, code: str | None
) -> Iterator[Event]:
    """The events of one key's value in a map of `role`; a value that holds no cards is skipped, and a
    value where cards belong that is not card data is a Stray."""
    if role == "wrapper" and key == "data" and event == "start_map":
        yield from _map(events, guard, "container", "data", None)
    elif role == "set" and key == "cards":
        if event == "start_array":
            yield from _cards(events, guard, _label(label, key), code)
            yield EndOfCards()
        else:
            skip_value(events, event)
            yield Stray(_label(label, key), f"`cards` must be a list of card entries, not {_JSON_KINDS[event]}")
    elif role == "sets" and event == "start_map":
        yield from _map(events, guard, "set", _label(label, key), key)
    elif role in ("atomic", "sets") and event == "start_array":
        yield from _faces(events, guard, f"{label}[{json.dumps(key, ensure_ascii=False)}]", key)
    elif role in ("atomic", "sets"):
        skip_value(events, event)
        what = "an AtomicCards entry (a list of card faces)" if role == "atomic" else "a set (an object)"
        yield Stray(f"{label}[{json.dumps(key, ensure_ascii=False)}]", f"must be {what}, not {_JSON_KINDS[event]}")
    else:
        skip_value(events, event)


def guarded_events(opened: Opened, limit: int | None) -> tuple[Guard, Events]:
    """The parser's events over the content, with the record limit kept (RecordTooLarge)."""
    guard = Guard(opened, limit or record_limit())
    events: Events = BACKEND.basic_parse(guard, use_float=True)
    return guard, events


def too_large(err: RecordTooLarge, opened: Opened) -> Failure:
    """The Failure of a record over the limit: where it was given up, and that the rest is not read."""
    offset = opened.offset
    return Failure(f"byte {offset}", f"{err} (given up at byte {offset}; the rest of the file is not read)")


def walk(opened: Opened, limit: int | None = None) -> Iterator[Event]:
    """The card entries of an MTGJSON document (any generation), in document order; a Failure ends them."""
    guard, events = guarded_events(opened, limit)
    try:
        for event, _ in events:
            if event == "start_array":
                yield from _cards(events, guard, "", None)
                yield EndOfCards()
            elif event == "start_map":
                yield from _map(events, guard, "top", "", None)
        # (a top-level scalar holds no cards; the parser still checks what follows)
    except RecordTooLarge as err:
        yield too_large(err, opened)
        return
    except (ijson.JSONError, *READ_ERRORS) as err:
        yield json_failure(err, opened)
        return
    hidden = opened.content.take_error()
    if hidden is not None:  # the document was complete where the compressed data broke off
        yield json_failure(hidden, opened)
