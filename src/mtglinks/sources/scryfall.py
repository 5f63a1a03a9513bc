"""Scryfall JSON: bulk files (one top-level array), `list` pages, single card objects and Scrython's
`{"_provenance": …, "payload": card}` wrapper, streamed card by card.

English cards are read from their Oracle text (`oracle_text`, `type_line`); other languages from
their printed text only (`printed_text`, `printed_name`, `printed_type_line`), face by face for
multi-face cards (`card_faces`). A printing without printed text is skipped, never read as another
language's text.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping
from typing import Any

import ijson  # type: ignore[import-untyped]

from mtglinks.sources.common import (
    OTHER_LANGUAGE_CODES,
    FieldError,
    drop_empty,
    id_value,
    language_skip_reason,
    multiverse_id,
    no_rules_text,
    opt_list,
    opt_str,
)
from mtglinks.sources.compression import READ_ERRORS, Opened
from mtglinks.sources.model import BadRecord, CardRecord, Item, Skipped, Where
from mtglinks.sources.mtgjson_walk import (
    Guard,
    RecordTooLarge,
    Stray,
    TooDeep,
    build,
    guarded_events,
    json_failure,
    skip,
    skip_value,
    too_large,
    value_of,
)

Events = Iterator[tuple[str, Any]]

TOKEN_LAYOUTS = frozenset({"token", "double_faced_token", "emblem"})
NOT_CARD_LAYOUTS = frozenset({"art_series"})
# Layouts whose faces are the two sides of one card: a face's printed text ends with a reminder of
# the other side (its type line, then its abilities), which is not the face's own text.
BACK_HINT_LAYOUTS = frozenset({"modal_dfc", "transform"})


def strip_back_hint(text: str, other_type_line: str | None) -> str:
    """A face's printed text without the trailing lines that show the other face (from the last
    line equal to the other face's printed type line on)."""
    if not other_type_line or not other_type_line.strip():
        return text
    lines = text.split("\n")
    target = other_type_line.strip()
    for i in range(len(lines) - 1, 0, -1):
        if lines[i].strip() == target:
            return "\n".join(lines[:i]).rstrip()
    return text


def _cards(events: Events, guard: Guard, label: str) -> Iterator[tuple[str, Any]]:
    # The values are built from `events` itself: `enumerate` counts only the array's items.
    for index, (event, value) in enumerate(events):
        if event == "end_array":
            return
        guard.start_entry()
        card = value_of(events, event, value)
        guard.end_entry()
        yield f"{label}[{index}]", card


def scryfall_objects(events: Events, guard: Guard) -> Iterator[tuple[str, Any]]:
    """(position, object) of every card object of a Scryfall document, from its basic_parse events:
    a bulk file's top-level array, a `list` object's `data`, a single object, Scrython's `payload`."""
    for event, value in events:
        if event == "start_array":
            yield from _cards(events, guard, "")
        elif event == "start_map":
            guard.start_entry()  # a single card object, or a wrapper: either is built whole
            yield from _top_map(events, guard)
        else:
            yield "card", value


def _top_map(events: Events, guard: Guard) -> Iterator[tuple[str, Any]]:
    event, key = next(events)
    if event == "end_map":
        yield "card", {}
        return
    event, value = next(events)
    if key in ("_provenance", "payload"):  # Scrython's wrapper
        yield from _payload(events, key, event, value)
        return
    if key == "object" and value == "list":
        yield from _list_data(events, guard, key, event, value)
        return
    # a single object: built whole (its first key is read already)
    root: dict[str, Any] = {key: value_of(events, event, value)}
    if isinstance(root[key], TooDeep):
        skip(events)
        yield "card", root[key]
        return
    yield "card", build(events, "start_map", root)


def _payload(events: Events, key: str, event: str, value: Any) -> Iterator[tuple[str, Any]]:
    """The card of Scrython's `{"_provenance": …, "payload": card}`, a Stray when it has none."""
    found = False
    for member, first, scalar in _members(events, key, event, value):
        if member == "payload":
            found = True
            yield "payload", value_of(events, first, scalar)
        else:
            skip_value(events, first)
    if not found:
        yield "payload", Stray("payload", "a Scrython wrapper without its `payload` (the card)")


def _list_data(events: Events, guard: Guard, key: str, event: str, value: Any) -> Iterator[tuple[str, Any]]:
    """The cards of a `list` object's `data`, a Stray when it has no such list."""
    found = False
    for member, first, _ in _members(events, key, event, value):
        if member == "data" and first == "start_array":
            found = True
            guard.end_entry()
            yield from _cards(events, guard, "data")
            continue
        skip_value(events, first)
        if member == "data":
            found = True
            yield "data", Stray("data", "a `list` object's `data` must be a list of cards")
    if not found:
        yield "data", Stray("data", "a `list` object without `data` (its cards)")


def _members(events: Events, key: str, event: str, value: Any) -> Iterator[tuple[str, str, Any]]:
    """(key, first event of its value, that event's value) of a map's member whose key and first event
    were just read, then of every later member; the caller consumes each value before the next."""
    while True:
        yield key, event, value
        event, key = next(events)
        if event == "end_map":
            return
        event, value = next(events)


def read_scryfall(opened: Opened, langs: Collection[str] | None, limit: int | None = None) -> Iterator[Item]:
    """The items of a Scryfall document: a bulk file, a `list` object, a single card."""
    guard, events = guarded_events(opened, limit)
    try:
        for position, card in scryfall_objects(events, guard):
            yield card_item(Where(opened.name, position or "card"), card, langs)
    except RecordTooLarge as err:
        failure = too_large(err, opened)
        yield BadRecord(Where(opened.name, failure.position), failure.message)
        return
    except (ijson.JSONError, *READ_ERRORS) as err:
        failure = json_failure(err, opened)
        yield BadRecord(Where(opened.name, failure.position), failure.message)
        return
    hidden = opened.content.take_error()
    if hidden is not None:
        failure = json_failure(hidden, opened)
        yield BadRecord(Where(opened.name, failure.position), failure.message)


def _describe(card: Mapping[str, Any]) -> tuple[Any, str | None, str]:
    card_id = card.get("id")
    name = card.get("name") if isinstance(card.get("name"), str) else None
    parts = [f"id {card_id}" if card_id is not None else None, repr(name) if name else None]
    said = ", ".join(p for p in parts if p)
    return card_id, name, (f"card {said}: " if said else "")


def card_item(where: Where, card: Any, langs: Collection[str] | None) -> Item:
    """One Scryfall object -> one item."""
    if isinstance(card, TooDeep | Stray):
        return BadRecord(where, card.message)
    if not isinstance(card, Mapping):
        return BadRecord(where, f"card must be a JSON object, not {type(card).__name__}")
    card_id, english, said = _describe(card)
    kind = card.get("object", "card")
    if kind != "card":
        return Skipped(where, "not a card", None, card_id, english)
    try:
        lang = (opt_str(card, "lang") or "en").lower()
        layout = opt_str(card, "layout")
        skipped = _skipped(where, card, lang, layout, langs)
        if skipped is not None:
            return skipped
        faces_in = _face_objects(card)
        faces = _faces(card, faces_in, lang, layout)
    except FieldError as err:
        raw_lang = card.get("lang")
        return BadRecord(where, f"{said}{err}", card_id, english, raw_lang if isinstance(raw_lang, str) else None)
    if faces is None:
        printed_name = card.get("printed_name") if isinstance(card.get("printed_name"), str) else None
        return Skipped(where, "no printed text", lang, card_id, printed_name or english)
    ids = _ids(card, faces_in[0], english, layout)
    record = {"id": card_id, "name": faces[0]["name"], "lang": lang, "faces": faces, "ids": ids}
    return CardRecord(where, record)


def _skipped(
    where: Where, card: Mapping[str, Any], lang: str, layout: str | None, langs: Collection[str] | None
) -> Skipped | None:
    """Why a Scryfall object is not read (a token, not a card, a language not read), None when it is."""
    card_id, english, _ = _describe(card)
    if layout in TOKEN_LAYOUTS or opt_str(card, "set_type") == "token":
        return Skipped(where, "token", lang, card_id, english)
    if layout in NOT_CARD_LAYOUTS:
        return Skipped(where, "not a card", lang, card_id, english)
    if lang in OTHER_LANGUAGE_CODES or language_skip_reason(lang, langs) is not None:
        reason = language_skip_reason(lang, langs) or "unsupported language"
        printed = opt_str(card, "printed_name")
        return Skipped(where, reason, lang, card_id, printed or english)
    return None


def _face_objects(card: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The objects of `card_faces`, or the card itself when it has none."""
    faces_in: list[Mapping[str, Any]] = []
    for i, face in enumerate(opt_list(card, "card_faces")):
        if not isinstance(face, Mapping):
            raise FieldError(f"field `card_faces[{i}]` must be an object, not {type(face).__name__}")
        faces_in.append(face)
    return faces_in or [card]


def _ids(
    card: Mapping[str, Any], first_face: Mapping[str, Any], english: str | None, layout: str | None
) -> dict[str, Any]:
    """The record's known ids."""
    multiverse_ids = card.get("multiverse_ids")
    first_multiverse = multiverse_ids[0] if isinstance(multiverse_ids, list) and multiverse_ids else None
    ids = {
        "scryfall_id": id_value(card.get("id")),
        "oracle_id": id_value(card.get("oracle_id")) or id_value(first_face.get("oracle_id")),
        "set": id_value(card.get("set")),
        "number": id_value(card.get("collector_number")),
        "english_name": english,
        "layout": layout,
        "multiverse_id": multiverse_id(first_multiverse),
    }
    return drop_empty(ids)


def _faces(
    card: Mapping[str, Any], faces_in: list[Mapping[str, Any]], lang: str, layout: str | None
) -> list[dict[str, Any]] | None:
    """The record's faces; None when a non-English printing has no printed text."""
    many = len(faces_in) > 1
    out: list[dict[str, Any]] = []
    for i, face in enumerate(faces_in):
        prefix = f"card_faces[{i}]." if many else ""
        oracle = opt_str(face, "oracle_text", prefix + "oracle_text")
        type_line = opt_str(face, "type_line", prefix + "type_line")
        if lang == "en":
            out.append({"name": opt_str(face, "name", prefix + "name"), "text": oracle or "", "type_line": type_line})
            continue
        printed = opt_str(face, "printed_text", prefix + "printed_text")
        printed_type = opt_str(face, "printed_type_line", prefix + "printed_type_line")
        printed_name = opt_str(face, "printed_name", prefix + "printed_name")
        if printed is None:
            if not no_rules_text(oracle, type_line):
                return None
            printed = ""
        elif many and layout in BACK_HINT_LAYOUTS:
            other = faces_in[1 - i] if len(faces_in) == 2 else None
            other_type = other.get("printed_type_line") if other is not None else None
            printed = strip_back_hint(printed, other_type if isinstance(other_type, str) else None)
        out.append({"name": printed_name, "text": printed, "type_line": printed_type})
    return out
