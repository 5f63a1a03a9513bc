"""One record of the batch tagger: its input checks (`read_record`) and its output fields
(`card_record`, `review_entries`, the clause explanations), the contract of `mtglinks tag`.

Input records (one JSON object; the format of the project's labelled files):
    {"id": …, "name": "Paradise Plume", "lang": "en", "text": "…\\n…", "faces": [{"name", "text", "type_line"}],
     "ids": {…}}
`lang` defaults to "en". `faces`, when it is a non-empty list, takes the place of `text` (multi-face
cards; the face names are how each face refers to itself). Card records of MTGJSON / Scryfall shape
are read too: `oracle_text` or `printed_text` for `text`, `printed_name` for the name printed text
uses, `card_faces` for `faces`, `type_line` / `printed_type` for the type line. The readers of
`mtglinks.sources` turn whole MTGJSON and Scryfall files into records of this shape.

Output records (`OUTPUT_KEYS`, schema_version 1; `mtglinks schema` prints the JSON Schema), one per
input record, in input order (`mtglinks.batch.runner` runs them):
    {"schema_version", "id", "line", "name", "lang", "status": "ok"|"error", "errors": [str],
     "abilities": [{"id", "paragraph", "face", "parent", "kind", "text"}],
     "links": [{"rule", "from", "to", "from_paragraph", "to_paragraph", "evidence", "explanation"}],
     "review": [{"paragraph", "ability", "phrase", "span", "reason"}], "ids": {…}, "source": {"file", "position"}}
`paragraph` counts the `\\n`-separated paragraphs of all faces in order, from 0 (blank paragraphs
count too, as in the labelled files); `from`/`to` are ability ids; `line` is the JSON Lines line
number (null for other inputs). A record that is not usable gives `status: "error"` with the reason
and its position in `errors`.
"""

from __future__ import annotations

import gc
import json
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from mtglinks.lang import LANGUAGES
from mtglinks.tree import Ability, Card, Link

# The version of the output contract: a field renamed, removed or given another meaning raises it.
SCHEMA_VERSION = 1
OUTPUT_KEYS = (
    "schema_version",
    "id",
    "line",
    "name",
    "lang",
    "status",
    "errors",
    "abilities",
    "links",
    "review",
    "ids",
    "source",
)
ABILITY_KEYS = ("id", "paragraph", "face", "parent", "kind", "text")
LINK_KEYS = ("rule", "from", "to", "from_paragraph", "to_paragraph", "evidence", "explanation")

# How many records one worker task carries: large enough that pickling and queueing cost little
# per record, small enough that output keeps flowing and memory stays flat.
DEFAULT_CHUNK_SIZE = 64
# The budget of one record in a batch (`mtglinks.batch.runner.Limits`). A card's whole text (every face), in
# UTF-8 bytes: the longest real card is under 2 KB.
DEFAULT_MAX_TEXT_BYTES = 64 * 1024
# CPU seconds one record may take: real cards take milliseconds.
DEFAULT_CPU_SECONDS = 10.0
# Analysed texts kept for reuse by later printings (about 1 KB each, compressed).
DEFAULT_CACHE_ENTRIES = 50_000


# One line per clause of rule 607.2, for links whose rule gave no explanation of its own.
CLAUSE_SUMMARIES: dict[str, str] = {
    "607.2a": "an activated or triggered ability exiles cards; the other refers to the cards exiled with this object",
    "607.2b": "a replacement effect exiles cards; the other ability refers to the cards exiled with this object",
    "607.2c": "an ability puts objects onto the battlefield or creates them; the other refers to what it put there",
    "607.2d": "an ability has a player choose a value; the other refers to the chosen value",
    "607.2e": "an ability lets information be noted; the other refers to the noted information",
    "607.2f": "an ability offers words with no rules meaning; the other refers to the word chosen",
    "607.2g": "a cost is paid as this object enters; the other ability refers to the cost paid as it entered",
    "607.2h": "a static ability and the triggered abilities of its paragraph that refer to what it did",
    "607.2i": "an ability allows an additional cost; the other refers to whether that cost was paid",
    "607.2j": "a variable additional cost is paid as it is cast; the other refers to the cost paid as it was cast",
    "607.2k": "the two abilities of the champion keyword",
    "607.2m": "an ability lets a player choose an anchor word; the ability under that anchor word depends on it",
    "607.2n": "cards exiled before the game begins; the other ability refers to cards exiled with cards of this name",
    "607.2p": "a choice made before the game for a characteristic-defining ability of the same paragraph",
    "607.2q": "cards exiled while paying the cost to cast it; the permanent refers to the cards exiled with it",
}


def explain(link: Link) -> str:
    """The link's own explanation, or the one-line summary of its clause."""
    if link.explanation:
        return link.explanation
    rule = str(link.rule).strip()
    if not rule.startswith("607"):
        rule = "607." + rule
    return CLAUSE_SUMMARIES.get(rule, f"linked abilities under rule {rule}")


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


TYPE_LINE_KEYS = ("type_line", "printed_type_line", "printed_type", "type")
# What a reader may carry of a record's identity (MTGJSON, Scryfall): scalars or lists of strings.
ID_KEYS = ("uuid", "face_uuids", "scryfall_id", "oracle_id", "set", "number", "english_name", "layout", "multiverse_id")


def _read_ids(raw: Any) -> dict[str, Any]:
    if raw is None:
        return {}
    if not isinstance(raw, Mapping):
        raise RecordError(f"ids must be an object, not {type(raw).__name__}")
    ids: dict[str, Any] = {}
    for key, value in raw.items():
        if isinstance(value, list):
            if not all(isinstance(v, str) for v in value):
                raise RecordError(f"ids.{key} must be a string, a number or a list of strings")
        elif isinstance(value, float) and not math.isfinite(value):
            raise RecordError(f"ids.{key} is not a finite number")
        elif value is not None and not isinstance(value, (str, int, float)):
            raise RecordError(f"ids.{key} must be a string, a number or a list of strings")
        ids[str(key)] = value
    return ids


def _read_faces(raw: Any, printed: bool) -> list[dict[str, Any]]:
    if not isinstance(raw, list):
        raise RecordError(f"faces must be a list of {{name, text}} objects, not {type(raw).__name__}")
    faces = []
    for i, face in enumerate(raw):
        if not isinstance(face, Mapping):
            raise RecordError(f"face {i} must be an object with name and text, not {type(face).__name__}")
        text_keys = ("text", "printed_text", "oracle_text") if printed else ("text", "oracle_text", "printed_text")
        text_key, text = _first_string(face, text_keys)
        # A face without rules text (a vanilla creature face) is fine: it has no abilities.
        text = _optional_string(text, f"face {i}: {text_key or 'text'}") or ""
        name_keys = ("printed_name", "name") if printed else ("name", "printed_name")
        _, name = _first_string(face, name_keys)
        name = _optional_string(name, f"face {i}: name")
        type_key, type_line = _first_string(face, TYPE_LINE_KEYS)
        type_line = _optional_string(type_line, f"face {i}: {type_key}")
        faces.append({"name": name, "text": text, "type_line": type_line})
    return faces


def read_record(record: Any) -> CardInput:
    """Check one decoded JSON value and take out what the tagger needs; RecordError says what is wrong."""
    if not isinstance(record, Mapping):
        raise RecordError(f"record must be a JSON object, not {type(record).__name__}")
    lang = record.get("lang", "en")
    if lang is None:
        lang = "en"
    if not isinstance(lang, str):
        raise RecordError(f"lang must be a string, not {type(lang).__name__}")
    if lang.lower() not in LANGUAGES:
        raise RecordError(f"unknown language {lang!r}: expected one of {', '.join(LANGUAGES)}")
    lang = lang.lower()
    text_key, text = _first_string(record, ("text", "printed_text", "oracle_text"))
    # Printed text calls the card by its printed name; Scryfall's `name` is the English one.
    printed = text_key == "printed_text" or (text_key is None and "printed_name" in record and lang != "en")
    name_keys = ("printed_name", "name") if printed else ("name", "printed_name")
    _, name = _first_string(record, name_keys)
    name = _optional_string(name, "name")
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
            faces = [{"name": name, "text": text, "type_line": type_line}]
            text = None
    elif text is not None and not isinstance(text, str):
        raise RecordError(f"text must be a string, not {type(text).__name__}")
    record_id = record.get("id", name)
    ids = _read_ids(record.get("ids"))
    return CardInput(id=record_id, name=name, lang=lang, text=text if faces is None else None, faces=faces, ids=ids)


def card_record(card: Card) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The output `abilities` and `links` of an analyzed Card."""
    abilities = []
    paragraph_of: dict[int, int] = {}
    for top in card.abilities:
        stack: list[tuple[Ability, int | None]] = [(top, None)]
        while stack:
            ability, parent = stack.pop()
            paragraph_of[ability.id] = ability.paragraph
            abilities.append(
                {
                    "id": ability.id,
                    "paragraph": ability.paragraph,
                    "face": ability.face,
                    "parent": parent,
                    "kind": ability.kind,
                    "text": ability.text,
                }
            )
            # Reversed onto the stack, so children come out in text order (depth first).
            stack.extend((child, ability.id) for child in reversed(ability.children))
    links = []
    for link in card.links:
        source, target = link.evidence
        links.append(
            {
                "rule": link.rule,
                "from": link.source,
                "to": link.target,
                "from_paragraph": paragraph_of.get(link.source),
                "to_paragraph": paragraph_of.get(link.target),
                "evidence": {"from": source.to_dict(), "to": target.to_dict()},
                "explanation": explain(link),
            }
        )
    return abilities, links


def review_entries(card: Card) -> list[dict[str, Any]]:
    """The output `review` entries of an analyzed Card: references it could not tie to anything."""
    return [entry.to_dict() if hasattr(entry, "to_dict") else dict(entry) for entry in getattr(card, "review", [])]


def tag_record(value: Any, line_no: int = 0) -> dict[str, Any]:
    """One decoded record -> one output record (the batch runner's, at position "line N"). Never raises
    on bad input."""
    from mtglinks.batch import runner
    from mtglinks.sources import CardRecord, Where

    (result,) = runner.Runner().run([CardRecord(Where("-", f"line {line_no}", line_no), value)])
    assert result.line is not None
    out: dict[str, Any] = json.loads(result.line)
    return out


def tag_line(line: bytes | str, line_no: int) -> dict[str, Any] | None:
    """One JSON Lines input line -> one output record (None for a blank line). Never raises on bad input."""
    from mtglinks.batch import runner
    from mtglinks.sources import jsonl

    if isinstance(line, str):
        line = line.encode("utf-8", "surrogatepass")
    (item,) = jsonl.read_lines([line], "-", first_line=line_no)
    (result,) = runner.Runner().run([item])
    return None if result.line is None else json.loads(result.line)


# Every this many records, the objects that survived so far (grammar tables, lemma tables, the
# parser's caches) are moved out of the cyclic collector's reach: they live for the whole run, and
# re-scanning them in every full collection cost 10-15% of the tagging time. Young garbage is
# collected first, so nothing unreachable is frozen; later garbage is collected as usual.
FREEZE_EVERY = 1000


class _LongLivedObjects:
    def __init__(self) -> None:
        self.count = 0

    def tick(self, records: int = 1) -> None:
        self.count += records
        if self.count >= FREEZE_EVERY:
            self.count = 0
            gc.collect(1)
            gc.freeze()
