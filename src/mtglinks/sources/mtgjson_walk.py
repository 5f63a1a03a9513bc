"""Streaming walk over an MTGJSON JSON document (v3, v4 and v5 shapes), building only card entries.

Shapes read (the `data` wrapper is optional):
    {meta, data: {code, cards: […], …}}       a set file (a bare set object: cards at the top level)
    {meta, data: {CODE: {cards: […]}, …}}     AllPrintings (v3/v4 AllSets: CODE → set at the top level)
    {meta, data: {NAME: [face entries]}}      AtomicCards (the bare name → faces body too)

The low-level `ijson.parse` event stream (C backend) is followed with a few prefixes; only the items
of a set's `cards` array and of an AtomicCards name's list are built into objects. Boosters,
sealed products, decks, tokens and the rest are passed over event by event, never built.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import ijson  # type: ignore[import-untyped]

from mtglinks.sources.compression import READ_ERRORS, Opened, read_error_message
from mtglinks.sources.detect import BACKEND

# Keys of an MTGJSON set object (v3 to v5): a container whose first key is one of these, or whose
# first value is not an object or array, is a set; otherwise it maps set codes or card names.
SET_KEYS = frozenset(
    "baseSetSize block booster cards code codeV3 decks isFoilOnly isForeignOnly isNonFoilOnly isOnlineOnly "
    "isPaperOnly isPartialPreview keyruneCode languages mcmId mcmIdExtras mcmName mtgoCode name parentCode "
    "releaseDate sealedProduct tcgplayerGroupId tokenSetCode tokens totalSetSize translations type "
    "cardsphereSetId border gathererCode magicCardsInfoCode mkm_id mkm_name oldCode onlineOnly alternativeNames "
    "magicRaritiesCodes".split()
)


@dataclass
class Entry:
    """A card entry of a set's `cards` array."""

    position: str  # "data.TSP.cards[3]"
    entry: Any  # the built value (an object, or whatever the file holds there)
    set_code: str | None  # the set's code as far as known (the AllPrintings key, or `code` read before `cards`)


@dataclass
class EndOfCards:
    """A `cards` array ended: face entries waiting for their other faces are complete."""


@dataclass
class AtomicCard:
    """One AtomicCards name with its face entries."""

    position: str  # 'data["Commit // Memory"]'
    name: str
    faces: list[Any]


@dataclass
class Failure:
    """The document cannot be read on from here."""

    position: str  # "byte 1234567"
    message: str


Event = Entry | EndOfCards | AtomicCard | Failure


def build(events: Iterator[tuple[str, str, Any]], event: str) -> Any:
    """The value whose first event (start_map / start_array) was just read, from the next events."""
    root: Any = {} if event == "start_map" else []
    stack: list[Any] = [root]
    key: Any = None
    for _, event, value in events:
        if event == "map_key":
            key = value
            continue
        top = stack[-1]
        if event == "end_map" or event == "end_array":
            stack.pop()
            if not stack:
                return root
            continue
        if event == "start_map":
            value = {}
            stack.append(value)
        elif event == "start_array":
            value = []
            stack.append(value)
        if type(top) is dict:
            top[key] = value
        else:
            top.append(value)
    return root  # the events ended early: the caller sees the parse error next


def _child(prefix: str, key: str) -> str:
    return key if prefix == "" else f"{prefix}.{key}"


def _label(parent: str, key: str) -> str:
    return key if parent == "" else f"{parent}.{key}"


def json_failure(err: BaseException, opened: Opened) -> Failure:
    offset = opened.offset
    hidden = opened.content.take_error()
    if hidden is not None:  # the JSON seemed to end where the compressed data broke off
        err = hidden
    if isinstance(err, ijson.JSONError):
        text = str(err)
        if text.startswith(("b'", 'b"')):
            text = text[2:]
        first = text.splitlines()[0].strip() if text.strip() else "invalid JSON"
        if "premature EOF" in first:
            message = f"truncated JSON at byte {offset}: the file ends inside the document ({first})"
        else:
            message = f"invalid JSON near byte {offset}: {first}"
    else:
        message = read_error_message(err, opened)
    return Failure(f"byte {offset}", message)


def walk(opened: Opened) -> Iterator[Event]:
    events = BACKEND.parse(opened.stream, use_float=True)
    # role of each map followed: "top" (undecided), "wrapper" ({meta, data}), "container" (undecided),
    # "set", "sets" (code → set) or "atomic" (name → faces)
    roles: dict[str, str] = {"": "top"}
    labels: dict[str, str] = {"": ""}
    set_codes: dict[str, str | None] = {}
    # item prefix of each `cards` array followed -> (its array prefix, label, set prefix)
    card_arrays: dict[str, tuple[str, str, str]] = {}
    atomic_arrays: dict[str, tuple[str, str]] = {}  # item prefix -> (label, name)
    array_ends: dict[str, str] = {}  # array prefix -> its item prefix
    counters: dict[str, int] = {}
    atomic_faces: list[Any] = []
    want: tuple[str, str, str] | None = None  # (parent role, parent prefix, key) of the next value
    try:
        for prefix, event, value in events:
            if prefix == "" and event == "start_array":
                # a bare array of card entries (`jq .data.cards`)
                card_arrays["item"] = ("", "", "")
                array_ends[""] = "item"
                counters["item"] = 0
                continue
            if want is not None:
                role, parent, key = want
                want = None
                child = _child(parent, key)
                if role == "top":
                    if key in ("meta", "data"):
                        roles[""] = "wrapper"
                        role = "wrapper"
                    else:
                        role = "container"
                if role == "wrapper":
                    if key == "data" and event == "start_map":
                        roles[child] = "container"
                        labels[child] = "data"
                    continue
                if role == "container":
                    if key in SET_KEYS or event not in ("start_map", "start_array"):
                        role = "set"
                    elif event == "start_map":
                        role = "sets"
                    else:
                        role = "atomic"
                    roles[parent] = role
                if role == "sets":
                    if event == "start_map":
                        roles[child] = "set"
                        labels[child] = _label(labels[parent], key)
                        set_codes[child] = key
                elif role == "set":
                    if key == "cards" and event == "start_array":
                        item = child + ".item"
                        card_arrays[item] = (child, _label(labels[parent], key), parent)
                        array_ends[child] = item
                        counters[item] = 0
                    elif key == "code" and event == "string" and parent not in set_codes:
                        set_codes[parent] = value
                elif role == "atomic":
                    if event == "start_array":
                        item = child + ".item"
                        prefix_label = labels[parent]
                        label = f"{prefix_label}[{json.dumps(key, ensure_ascii=False)}]"
                        atomic_arrays[item] = (label, key)
                        array_ends[child] = item
                        atomic_faces = []
                continue
            if event == "map_key":
                role_of = roles.get(prefix)
                if role_of is not None:
                    want = (role_of, prefix, value)
                continue
            if prefix in card_arrays:
                if event in ("end_map", "end_array", "map_key"):
                    continue
                array, label, set_prefix = card_arrays[prefix]
                index = counters[prefix]
                counters[prefix] = index + 1
                built = build(events, event) if event in ("start_map", "start_array") else value
                yield Entry(f"{label}[{index}]", built, set_codes.get(set_prefix))
                continue
            if prefix in atomic_arrays:
                if event in ("end_map", "end_array", "map_key"):
                    continue
                atomic_faces.append(build(events, event) if event in ("start_map", "start_array") else value)
                continue
            if event == "end_array" and prefix in array_ends:
                item = array_ends.pop(prefix)
                if item in card_arrays:
                    del card_arrays[item]
                    yield EndOfCards()
                else:
                    label, name = atomic_arrays.pop(item)
                    yield AtomicCard(label, name, atomic_faces)
                    atomic_faces = []
    except (ijson.JSONError, *READ_ERRORS) as err:
        yield Failure(*_failure_parts(err, opened))
        return
    hidden = opened.content.take_error()
    if hidden is not None:  # the document was complete where the compressed data broke off
        yield Failure(*_failure_parts(hidden, opened))


def _failure_parts(err: BaseException, opened: Opened) -> tuple[str, str]:
    failure = json_failure(err, opened)
    return failure.position, failure.message
