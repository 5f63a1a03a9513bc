"""The input record of the tagger: `read_record` checks one decoded JSON value.

Input records (one JSON object; the format of the project's labelled files):
    {"id": …, "name": "Paradise Plume", "lang": "en", "text": "…\\n…", "faces": [{"name", "text", "type_line"}],
     "ids": {…}}
`lang` defaults to "en". `faces`, when it is a non-empty list, takes the place of `text` (multi-face
cards; the face names are how each face refers to itself). Card records of MTGJSON / Scryfall shape
are read too: `oracle_text` or `printed_text` for `text`, `printed_name` for the name printed text
uses, `card_faces` for `faces`, `type_line` / `printed_type` for the type line. The readers of
`mtglinks.sources` turn whole MTGJSON and Scryfall files into records of this shape. The card's
English name is `ids.english_name`, else a top-level `english_name`, `en_name` or `en_card` (kept as
`ids.english_name`), else an English record's own name. `id` is a string, a number or null (a
record without one has none: its name is no id); a record of several faces gets `ids.face_names`,
every face's name in its language, in face order.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from mtglinks.lang import codes


class RecordError(ValueError):
    """A line that is not a usable card record; the message says why."""


@dataclass
class CardInput:
    """What the tagger reads from one record, checked and in the shape `analyze` takes."""

    id: Any
    name: str | None
    lang: str
    text: str | None
    faces: list[dict[str, Any]] | None
    ids: dict[str, Any] = field(default_factory=dict)

    @property
    def english_name(self) -> str | None:
        """The card's English name: `ids.english_name` (the readers of MTGJSON and Scryfall set it), or
        for an English record its own name. The text's links are compared with that card's Oracle text."""
        named = self.ids.get("english_name")
        if isinstance(named, str) and named.strip():
            return named
        return self.name if self.lang == "en" else None


def _first_string(record: Mapping[str, Any], keys: Iterable[str]) -> tuple[str | None, Any]:
    """The first of `keys` present in the record (its key and value), or (None, None)."""
    for key in keys:
        if key in record:
            return key, record[key]
    return None, None


def _optional_string(value: Any, what: str) -> str | None:
    if value is None or isinstance(value, str):
        return value
    raise RecordError(f"{what} must be a string, not {type(value).__name__}")


ENGLISH_NAME_KEYS = ("english_name", "en_name", "en_card")
TYPE_LINE_KEYS = ("type_line", "printed_type_line", "printed_type", "type")
# What a reader may carry of a record's identity (MTGJSON, Scryfall): scalars or lists of strings.
ID_KEYS = (
    "uuid",
    "face_uuids",
    "face_names",
    "scryfall_id",
    "oracle_id",
    "set",
    "number",
    "english_name",
    "layout",
    "multiverse_id",
)


def _read_ids(raw: Any) -> dict[str, Any]:
    if raw is None:
        return {}
    if type(raw) is not dict and not isinstance(raw, Mapping):
        raise RecordError(f"ids must be an object, not {type(raw).__name__}")
    ids: dict[str, Any] = {}
    for key, value in raw.items():
        if isinstance(value, list):
            # (a face's name may be unknown in a language: null in `face_names`)
            if not all(isinstance(v, str) or (v is None and key == "face_names") for v in value):
                raise RecordError(f"ids.{key} must be a string, a number or a list of strings")
        elif isinstance(value, float) and not math.isfinite(value):
            raise RecordError(f"ids.{key} is not a finite number")
        elif value is not None and not isinstance(value, (str, int, float)):
            raise RecordError(f"ids.{key} must be a string, a number or a list of strings")
        ids[str(key)] = value
    return ids


def _read_id(value: Any) -> Any:
    """The record's own id: a string, a number or null (then the record has none: a name is no id,
    two printings share it). A list, an object or a boolean is refused."""
    if value is None or isinstance(value, str) or (isinstance(value, (int, float)) and not isinstance(value, bool)):
        if isinstance(value, float) and not math.isfinite(value):
            raise RecordError("id is not a finite number")
        return value
    raise RecordError(f"id must be a string, a number or null, not {type(value).__name__}")


def _face_string(value: Any, i: int, key: str | None) -> str | None:
    """A face's optional string (`_optional_string`), the error's words made only for a value that is not one."""
    if value is None or isinstance(value, str):
        return value
    return _optional_string(value, f"face {i}: {key}")


def _read_faces(raw: Any, printed: bool) -> list[dict[str, Any]]:
    if not isinstance(raw, list):
        raise RecordError(f"faces must be a list of {{name, text}} objects, not {type(raw).__name__}")
    faces = []
    for i, face in enumerate(raw):
        if type(face) is not dict and not isinstance(face, Mapping):
            raise RecordError(f"face {i} must be an object with name and text, not {type(face).__name__}")
        text_keys = ("text", "printed_text", "oracle_text") if printed else ("text", "oracle_text", "printed_text")
        text_key, text = _first_string(face, text_keys)
        # A face without rules text (a vanilla creature face) is fine: it has no abilities.
        text = _face_string(text, i, text_key or "text") or ""
        name_keys = ("printed_name", "name") if printed else ("name", "printed_name")
        _, name = _first_string(face, name_keys)
        name = _face_string(name, i, "name")
        type_key, type_line = _first_string(face, TYPE_LINE_KEYS)
        type_line = _face_string(type_line, i, type_key)
        faces.append({"name": name, "text": text, "type_line": type_line})
    return faces


def _read_lang(record: Mapping[str, Any]) -> str:
    """The record's language code, lower case; "en" when it has none."""
    lang = record.get("lang", "en")
    if lang is None:
        lang = "en"
    if not isinstance(lang, str):
        raise RecordError(f"lang must be a string, not {type(lang).__name__}")
    if lang.lower() not in codes():
        raise RecordError(f"unknown language {lang!r}: expected one of {', '.join(codes())}")
    return lang.lower()


def _text_or_faces(
    record: Mapping[str, Any], text_key: str | None, text: Any, name: str | None, printed: bool
) -> tuple[str | None, list[dict[str, Any]] | None]:
    """The record's text, or its faces when it has some (then the text is None)."""
    faces_key, raw_faces = _first_string(record, ("faces", "card_faces"))
    faces = None
    if faces_key is not None and raw_faces is not None:
        faces = _read_faces(raw_faces, printed)
        if not faces:
            faces = None  # an empty list says nothing: fall back to `text`
    if faces is None:
        if text_key is None:
            has = "an empty `faces` list" if faces_key is not None and raw_faces is not None else "no `faces`"
            raise RecordError(f"missing text: the record has no `text` and {has}")
        if not isinstance(text, str):
            raise RecordError(f"text must be a string, not {type(text).__name__}")
        type_key, type_line = _first_string(record, TYPE_LINE_KEYS)
        type_line = _optional_string(type_line, str(type_key))
        if type_line is not None:
            # Carried as a one-face list so the parser knows instants and sorceries.
            return None, [{"name": name, "text": text, "type_line": type_line}]
        return text, None
    if text is not None and not isinstance(text, str):
        raise RecordError(f"text must be a string, not {type(text).__name__}")
    return None, faces


def read_record(record: Any) -> CardInput:
    """Check one decoded JSON value and take out what the tagger needs; RecordError says what is wrong."""
    # (a decoded record is a dict: tested first, before the slower test of the abstract class)
    if type(record) is not dict and not isinstance(record, Mapping):
        raise RecordError(f"record must be a JSON object, not {type(record).__name__}")
    lang = _read_lang(record)
    text_key, text = _first_string(record, ("text", "printed_text", "oracle_text"))
    # Printed text calls the card by its printed name; Scryfall's `name` is the English one.
    printed = text_key == "printed_text" or (text_key is None and "printed_name" in record and lang != "en")
    name_keys = ("printed_name", "name") if printed else ("name", "printed_name")
    _, name = _first_string(record, name_keys)
    name = _optional_string(name, "name")
    text, faces = _text_or_faces(record, text_key, text, name, printed)
    record_id = _read_id(record.get("id"))
    ids = _read_ids(record.get("ids"))
    if "english_name" not in ids:
        # Printed-text corpora and label files name the English card at the top level.
        _, english = _first_string(record, ENGLISH_NAME_KEYS)
        if isinstance(english, str) and english.strip():
            ids["english_name"] = english
    if faces is not None and len(faces) > 1 and "face_names" not in ids:
        # Every face's name in the record's language: `name` is the first face's only.
        ids["face_names"] = [face["name"] for face in faces]
    return CardInput(id=record_id, name=name, lang=lang, text=text, faces=faces, ids=ids)
