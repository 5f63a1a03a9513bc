"""Records from MTGJSON card entries (v5 JSON, v3 JSON and the SQLite tables): one English record per
card, faces grouped, then one record per Spanish, French and Russian foreign entry.

MTGJSON has one entry per face (`side`, `faceName`, `otherFaceIds`); `name` is the combined English
name ("Commit // Memory") on every face. Each face's `foreignData` (v3: `foreignNames`) holds that
face's printed name, text and type line in each language. The name a text uses for itself is its
own face's name in its own language, so faces are named by `faceName` (or the matching part of the
combined name), never "A // B".
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from mtglinks.sources.common import (
    FieldError,
    drop_empty,
    id_value,
    language_skip_reason,
    mtgjson_lang,
    multiverse_id,
    no_rules_text,
    opt_list,
    opt_map,
    opt_str,
)
from mtglinks.sources.model import BadRecord, CardRecord, Item, Skipped, Where
from mtglinks.sources.mtgjson_walk import TooDeep

TOKEN_LAYOUTS = frozenset({"token", "double_faced_token", "emblem"})
NOT_CARD_LAYOUTS = frozenset({"art_series"})
# Layouts whose faces are separate cards for the rules (a meld pair's halves are two cards).
UNGROUPED_LAYOUTS = frozenset({"meld"})
MAX_FACES = 8  # the largest real card has 5 parts (Who // What // When // Where // Why)


@dataclass
class Face:
    """One face entry, checked."""

    position: str
    entry: Mapping[str, Any]
    name: str | None  # the face's own English name
    text: str
    type_line: str | None
    foreign: list[Any]


def part_of(combined: str | None, index: int, count: int) -> str | None:
    """The `index`-th part of an "A // B" name when it has `count` parts, else the whole name."""
    if combined is None:
        return None
    parts = combined.split(" // ")
    if count > 1 and len(parts) == count:
        return parts[index]
    return combined


def side_order(entries: list[tuple[str, Any]]) -> list[tuple[str, Any]]:
    """Face entries in side order (a, b, …), stable for entries without one."""

    def side(item: tuple[str, Any]) -> str:
        entry = item[1]
        value = entry.get("side") if isinstance(entry, Mapping) else None
        return value if isinstance(value, str) else ""

    return sorted(entries, key=side)


class Grouper:
    """Joins the adjacent face entries of one card (MTGJSON v5: `uuid` and `otherFaceIds`; without a
    uuid, as in AtomicCards flattened to one face a line: the same "A // B" name and a `faceName`
    each), with a buffer of at most MAX_FACES entries: a card whose faces are not adjacent comes out
    in parts."""

    def __init__(self) -> None:
        self.pending: list[tuple[str, Any]] = []
        self.wanted: set[str] = set()
        self.seen: set[str] = set()

    @staticmethod
    def _ids(entry: Any) -> tuple[str | None, list[str]]:
        """The entry's own key and those of its other faces."""
        if not isinstance(entry, Mapping):
            return None, []
        layout = entry.get("layout")
        if isinstance(layout, str) and layout in UNGROUPED_LAYOUTS:
            return None, []
        uuid = entry.get("uuid")
        if isinstance(uuid, str):
            others = entry.get("otherFaceIds")
            if isinstance(others, str):  # SQLite: ", "-joined text or a JSON array, see mtgjson_sqlite
                others = [others]
            return uuid, [o for o in others if isinstance(o, str)] if isinstance(others, list) else []
        return Grouper._name_ids(entry)

    @staticmethod
    def _name_ids(entry: Mapping[str, Any]) -> tuple[str | None, list[str]]:
        """Keys for a face without a uuid: its part of the "A // B" name, and the other parts."""
        name, face = entry.get("name"), entry.get("faceName")
        if not isinstance(name, str) or not isinstance(face, str) or " // " not in name:
            return None, []
        parts = [f"{name}\n{part}" for part in name.split(" // ")]
        own = f"{name}\n{face}"
        return (own, [p for p in parts if p != own]) if own in parts else (None, [])

    def add(self, position: str, entry: Any) -> list[list[tuple[str, Any]]]:
        """Take one face entry; the card groups it completes (or that it ends), in input order."""
        uuid, others = self._ids(entry)
        out: list[list[tuple[str, Any]]] = []
        if self.pending and uuid is not None and uuid in self.wanted and len(self.pending) < MAX_FACES:
            self.pending.append((position, entry))
        else:
            out.extend(self.flush())
            if uuid is None or not others:
                out.append([(position, entry)])
                return out
            self.pending = [(position, entry)]
            self.wanted = {uuid}
            self.seen = set()
        self.seen.add(uuid)
        self.wanted.update(others)
        if self.wanted <= self.seen:
            out.extend(self.flush())
        return out

    def flush(self) -> list[list[tuple[str, Any]]]:
        """The group still waiting for faces, as it is (the input ended, or its cards array did)."""
        if not self.pending:
            return []
        group, self.pending = self.pending, []
        self.wanted, self.seen = set(), set()
        return [side_order(group)]


def cut_off(file: str, groups: list[list[tuple[str, Any]]]) -> Iterator[Item]:
    """The cards whose other faces were still to come where the input broke off: one error each, not a
    record of part of a card."""
    for group in groups:
        entry = group[0][1]
        name = entry.get("name") if isinstance(entry, Mapping) else None
        uuid = entry.get("uuid") if isinstance(entry, Mapping) else None
        yield BadRecord(
            Where(file, group[0][0]),
            f"{_describe(uuid if isinstance(uuid, str) else None, name if isinstance(name, str) else None)}"
            f"{len(group)} of its faces are read; the others are cut off where the input breaks",
            uuid if isinstance(uuid, str) else None,
            name if isinstance(name, str) else None,
            "en",
        )


def _check_face(position: str, entry: Any, index: int, count: int, v3: bool) -> Face:
    if isinstance(entry, TooDeep):
        raise FieldError(entry.message)
    if not isinstance(entry, Mapping):
        raise FieldError(f"card entry must be an object, not {type(entry).__name__}")
    name = opt_str(entry, "name")
    own = name if v3 else opt_str(entry, "faceName") or part_of(name, index, count)
    text = opt_str(entry, "text") or ""
    type_line = opt_str(entry, "type")
    foreign = opt_list(entry, "foreignNames" if v3 else "foreignData")
    opt_str(entry, "layout")
    opt_str(entry, "side")
    return Face(position, entry, own, text, type_line, foreign)


def _english_name(first: Mapping[str, Any], v3: bool) -> str | None:
    if v3:
        names = first.get("names")
        if isinstance(names, list) and len(names) > 1 and all(isinstance(n, str) for n in names):
            return " // ".join(names)
    name = first.get("name")
    return name if isinstance(name, str) else None


def _entry_uuid(entry: Mapping[str, Any], v3: bool) -> str | None:
    return id_value(entry.get("id" if v3 else "uuid"))


def _is_basic(entry: Mapping[str, Any]) -> bool:
    supertypes = entry.get("supertypes")
    if isinstance(supertypes, list):
        return "Basic" in supertypes
    if isinstance(supertypes, str):
        return "Basic" in supertypes.split(", ")
    return False


def card_items(
    file: str,
    entries: list[tuple[str, Any]],
    set_code: str | None,
    langs: Collection[str] | None,
    v3: bool = False,
    atomic_id: str | None = None,
) -> Iterator[Item]:
    """The items of one card: its face entries (in face order) -> the English record, then one item
    per foreign language in the order the languages first appear on its faces."""
    position = entries[0][0]
    where = Where(file, position)
    first_raw = entries[0][1]
    raw_name = first_raw.get("name") if isinstance(first_raw, Mapping) else None
    bad_name = raw_name if isinstance(raw_name, str) else None
    bad_id = _entry_uuid(first_raw, v3) if isinstance(first_raw, Mapping) else None
    try:
        faces = [_check_face(pos, entry, i, len(entries), v3) for i, (pos, entry) in enumerate(entries)]
        first = faces[0].entry
        identifiers = opt_map(first, "identifiers")
        uuid = _entry_uuid(first, v3)
        layout = opt_str(first, "layout")
        english_name = _english_name(first, v3)
        oracle_id = id_value(identifiers.get("scryfallOracleId"))
        ids: dict[str, Any] = {
            "uuid": uuid,
            "face_uuids": [u for f in faces if (u := _entry_uuid(f.entry, v3)) is not None] if len(faces) > 1 else None,
            "scryfall_id": id_value(identifiers.get("scryfallId")),
            "oracle_id": oracle_id,
            "set": id_value(first.get("setCode")) or set_code,
            "number": id_value(first.get("number")),
            "english_name": english_name,
            "layout": layout,
            "multiverse_id": multiverse_id(identifiers.get("multiverseId", first.get("multiverseid"))),
        }
    except FieldError as err:
        yield BadRecord(where, f"{_describe(bad_id, bad_name)}{err}", bad_id, bad_name, "en")
        return
    record_id: Any = uuid or atomic_id or oracle_id or english_name
    name = faces[0].name
    if len(faces) > 1:
        ids["face_names"] = [f.name for f in faces]
    if layout in TOKEN_LAYOUTS:
        yield Skipped(where, "token", "en", record_id, name)
        return
    if layout in NOT_CARD_LAYOUTS:
        yield Skipped(where, "not a card", "en", record_id, name)
        return
    reason = language_skip_reason("en", langs)
    if reason is not None:
        yield Skipped(where, reason, "en", record_id, name)
    else:
        record = {
            "id": record_id,
            "name": name,
            "lang": "en",
            "faces": [{"name": f.name, "text": f.text, "type_line": f.type_line} for f in faces],
            "ids": drop_empty(ids),
        }
        yield CardRecord(where, record)
    yield from _foreign_items(file, faces, ids, record_id, langs, v3)


def _describe(record_id: Any, name: str | None) -> str:
    parts = [f"uuid {record_id}" if record_id is not None else None, repr(name) if name else None]
    said = ", ".join(p for p in parts if p)
    return f"card {said}: " if said else ""


def _foreign_items(
    file: str,
    faces: list[Face],
    ids: dict[str, Any],
    english_id: Any,
    langs: Collection[str] | None,
    v3: bool,
) -> Iterator[Item]:
    # language -> one entry per face (None where a face has none), in order of first appearance
    by_language: dict[str, list[Mapping[str, Any] | None]] = {}
    for i, face in enumerate(faces):
        for j, raw in enumerate(face.foreign):
            where = Where(file, f"{face.position}.{'foreignNames' if v3 else 'foreignData'}[{j}]")
            if not isinstance(raw, Mapping):
                yield BadRecord(where, f"foreign entry must be an object, not {type(raw).__name__}", english_id)
                continue
            language = raw.get("language")
            if not isinstance(language, str):
                yield BadRecord(where, f"field `language` must be a string, not {type(language).__name__}", english_id)
                continue
            if language == "English":
                continue  # the card itself, already read
            slots = by_language.setdefault(language, [None] * len(faces))
            if slots[i] is None:
                slots[i] = raw
    for language, slots in by_language.items():
        yield _foreign_item(file, faces, ids, english_id, language, slots, langs, v3)


def _foreign_item(
    file: str,
    faces: list[Face],
    ids: dict[str, Any],
    english_id: Any,
    language: str,
    slots: list[Mapping[str, Any] | None],
    langs: Collection[str] | None,
    v3: bool,
) -> Item:
    code = mtgjson_lang(language)
    where = Where(file, f"{faces[0].position} ({language})")
    present = [s for s in slots if s is not None]
    head = present[0]
    count = len(faces)
    reason = language_skip_reason(code, langs)
    if reason is not None:  # not read: only its name and id are looked at
        own_uuid = head.get("uuid")
        head_name = head.get("faceName") or head.get("name")
        return Skipped(
            where,
            reason,
            code,
            own_uuid if isinstance(own_uuid, str) and not v3 else f"{english_id}:{code}",
            head_name if isinstance(head_name, str) else None,
        )
    names: list[str | None] = []
    texts: list[str | None] = []
    types: list[str | None] = []
    try:
        for i, slot in enumerate(slots):
            if slot is None:
                names.append(None)
                texts.append(None)
                types.append(None)
                continue
            combined = opt_str(slot, "name")
            own = opt_str(slot, "faceName") or part_of(combined, i, count)
            names.append(own)
            texts.append(opt_str(slot, "text"))
            types.append(opt_str(slot, "type"))
        identifiers = opt_map(head, "identifiers")
        own_uuid = None if v3 else opt_str(head, "uuid")
    except FieldError as err:
        return BadRecord(where, f"{_describe(english_id, None)}{err}", english_id, None, code)
    name = next((n for n in names if n is not None), None) if names[0] is None else names[0]
    record_id = own_uuid or f"{english_id}:{code}"
    out_faces = []
    for face, own, text, type_line in zip(faces, names, texts, types, strict=True):
        if text is None:
            basic_type = "Basic" if _is_basic(face.entry) else face.type_line
            if not no_rules_text(face.text, basic_type):
                return Skipped(where, "no printed text", code, record_id, name)
            text = ""
        out_faces.append({"name": own, "text": text, "type_line": type_line})
    foreign_ids = dict(ids)
    foreign_ids["scryfall_id"] = id_value(identifiers.get("scryfallId"))
    foreign_ids["multiverse_id"] = multiverse_id(
        identifiers.get("multiverseId", head.get("multiverseid" if v3 else "multiverseId"))
    )
    if count > 1:
        foreign_ids["face_names"] = names
    record = {"id": record_id, "name": name, "lang": code, "faces": out_faces, "ids": drop_empty(foreign_ids)}
    return CardRecord(where, record)
