"""The on-disk format of the card index, shared by the builder and the reader.

SQLite tables (INDEX_SCHEMA 2; 1 had no `oracle` column, and is still read):

    meta(key PRIMARY KEY, value)        index_schema, record_schema_version, mtglinks_version,
                                        sources (JSON [{file, bytes}]), counts (JSON), vocab (JSON),
                                        zdict (BLOB), fuzzy_names (zlib, one name a line),
                                        fuzzy_words (zlib, every word of those names, one a line,
                                        sorted), fuzzy_postings (zlib: for each word, the numbers
                                        of the names it is in — `pack_postings`)
                                        oracle_linked (zlib JSON {name: [card, rules]}: the cards
                                        whose Oracle text links something, by each English or face
                                        name no other card shares)
    cards(card PRIMARY KEY, name, layout, langs, rules, links, oracle, data)
                                        one row per card identity (its English name); `data` holds
                                        every text of the card, one entry per distinct text of a
                                        language (the first of a language is the one shown);
                                        `langs` is "en es", `rules` " en:607.2a es:607.2d " (search);
                                        `oracle` the rules of every link of the first English text
                                        (its Oracle text in an index of Oracle texts: MTGJSON,
                                        Scryfall, the bundled one), sorted, "607.2d 607.2d"; "" when
                                        it links nothing, NULL with no English text
    names(norm, card, lang, kind)       normalized name -> card; kind is 0 name, 1 face (a face of
                                        a multi-face card), 2 short (a legendary's name before the
                                        comma) or 3 first (a legendary's first word)
    hashes(hash, card, slot, face)      text hash (names.text_key, 31 bits: a match is checked
                                        against the text) -> the card and its text entry; face -1
                                        is the whole text, 0.. one face's text

`data` is JSON compressed with zlib using the preset dictionary in meta `zdict` (common words and
JSON fragments of the cards indexed), so one row decompresses alone. The JSON drops what the row's
own text and columns give back: an ability's text is its span in the card text, its paragraph and
face are where that span starts, an evidence phrase that is the text at its span is left out, the
link paragraphs are the abilities' paragraphs, ids.english_name is the card's name; kinds, rules,
explanations and file names are numbers into meta `vocab`.
"""

from __future__ import annotations

import json
import zlib
from typing import Any

from mtglinks.lang import display_order
from mtglinks.schema import SCHEMA_VERSION

INDEX_SCHEMA = 2
NAME, FACE, SHORT, FIRST = 0, 1, 2, 3
LANG_ORDER = display_order()  # the order of a card's texts (`Language.display_order`)

CREATE = """
CREATE TABLE meta(key TEXT PRIMARY KEY, value) WITHOUT ROWID;
CREATE TABLE cards(card INTEGER PRIMARY KEY, name TEXT NOT NULL, layout TEXT, langs TEXT NOT NULL,
                   rules TEXT NOT NULL, links INTEGER NOT NULL, oracle TEXT, data BLOB NOT NULL);
CREATE TABLE names(norm TEXT NOT NULL, card INTEGER NOT NULL, lang TEXT NOT NULL, kind INTEGER NOT NULL,
                   PRIMARY KEY(norm, card, lang, kind)) WITHOUT ROWID;
CREATE TABLE hashes(hash INTEGER NOT NULL, card INTEGER NOT NULL, slot INTEGER NOT NULL, face INTEGER NOT NULL,
                    PRIMARY KEY(hash, card, slot, face)) WITHOUT ROWID;
"""


def word_postings(names: list[str]) -> dict[str, list[int]]:
    """{word: the numbers (positions in `names`) of the names it is in, ascending}."""
    found: dict[str, list[int]] = {}
    for number, name in enumerate(names):
        for word in dict.fromkeys(name.split()):
            found.setdefault(word, []).append(number)
    return found


def pack_postings(postings: dict[str, list[int]]) -> tuple[list[str], bytes]:
    """(the words, sorted; meta `fuzzy_postings`): the end offset of each word's packed numbers
    (`pack_numbers`), 4 bytes little-endian each, then the packed numbers one word after another."""
    words = sorted(postings)
    packed = [pack_numbers(postings[word]) for word in words]
    ends, total = [], 0
    for part in packed:
        total += len(part)
        ends.append(total)
    header = b"".join(end.to_bytes(4, "little") for end in ends)
    return words, zlib.compress(header + b"".join(packed), 9)


def unpack_posting(blob: bytes, count: int, number: int) -> list[int]:
    """The numbers of word `number` (of `count` words) in an unpacked `fuzzy_postings` blob."""
    start = int.from_bytes(blob[4 * (number - 1) : 4 * number], "little") if number else 0
    end = int.from_bytes(blob[4 * number : 4 * number + 4], "little")
    return unpack_numbers(blob[4 * count + start : 4 * count + end])


def pack_numbers(numbers: list[int]) -> bytes:
    """Ascending numbers as the varints (7 bits a byte, low first) of their differences."""
    out = bytearray()
    previous = 0
    for number in numbers:
        delta, previous = number - previous, number
        while delta >= 0x80:
            out.append(delta & 0x7F | 0x80)
            delta >>= 7
        out.append(delta)
    return bytes(out)


def unpack_numbers(packed: bytes) -> list[int]:
    """The numbers `pack_numbers` packed."""
    out: list[int] = []
    value = shift = previous = 0
    for byte in packed:
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            previous += value
            out.append(previous)
            value = shift = 0
    return out


def card_text(faces: list[list[Any]]) -> str:
    """The card text spans index into: the faces' texts joined with a line break."""
    return "\n".join(str(face[2]) for face in faces)


class Vocab:
    """The strings many rows repeat (ability kinds, rules, explanations, source files), stored once
    in meta `vocab` and named by their number in the rows."""

    KEYS = ("kinds", "rules", "explanations", "files")

    def __init__(self, lists: dict[str, list[str]] | None = None) -> None:
        self.lists: dict[str, list[str]] = {key: list((lists or {}).get(key, [])) for key in self.KEYS}
        self._number = {key: {v: i for i, v in enumerate(values)} for key, values in self.lists.items()}

    @classmethod
    def of(cls, records: list[dict[str, Any]]) -> Vocab:
        """The strings the records repeat (ability kinds, rules, explanations, files), numbered."""
        found: dict[str, set[str]] = {key: set() for key in cls.KEYS}
        for record in records:
            found["kinds"].update(str(a["kind"]) for a in record["abilities"])
            found["rules"].update(str(link["rule"]) for link in record["links"])
            found["explanations"].update(str(link["explanation"]) for link in record["links"])
            found["files"].add(str((record.get("source") or {}).get("file")))
        return cls({key: sorted(values) for key, values in found.items()})

    def number(self, key: str, value: Any) -> Any:
        """The number of a known string, or the value itself."""
        return self._number[key].get(value, value) if isinstance(value, str) else value

    def string(self, key: str, value: Any) -> Any:
        """The string of a number, or the value itself (the inverse of `number`)."""
        return self.lists[key][value] if isinstance(value, int) else value


def _compact_evidence(evidence: Any, text: str) -> Any:
    if isinstance(evidence, dict) and set(evidence) == {"phrase", "span"}:
        span = evidence["span"]
        if (
            isinstance(span, list)
            and len(span) == 2
            and all(isinstance(n, int) for n in span)
            and text[span[0] : span[1]] == evidence["phrase"]
        ):
            return span
    return evidence


def _expand_evidence(evidence: Any, text: str) -> Any:
    if isinstance(evidence, list):
        return {"phrase": text[evidence[0] : evidence[1]], "span": list(evidence)}
    return evidence


def _face_starts(faces: list[list[Any]]) -> list[int]:
    starts, offset = [], 0
    for face in faces:
        starts.append(offset)
        offset += len(str(face[2])) + 1
    return starts


def _where(offset: int, text: str, starts: list[int]) -> tuple[int, int]:
    """(paragraph, face) of a text offset: paragraphs count line breaks across faces."""
    face = max(i for i, start in enumerate(starts) if start <= offset) if starts else 0
    return text.count("\n", 0, offset), face


def compact(record: dict[str, Any], faces: list[list[Any]], vocab: Vocab) -> dict[str, Any]:
    """The stored form of a tag record whose card has these faces ([name, type_line, text]).

    An ability is [kind, start, end] (its id is its position, its paragraph and face are where its
    span starts) plus its parent when it has one, or its full form when any of that does not hold."""
    text = card_text(faces)
    starts = _face_starts(faces)
    abilities: list[list[Any] | dict[str, Any]] = []
    cursor: dict[int | None, int] = {None: 0}
    for position, ability in enumerate(record["abilities"]):
        parent = ability["parent"]
        kind = vocab.number("kinds", ability["kind"])
        found = text.find(ability["text"], cursor.get(parent, 0)) if ability["text"] else -1
        if found >= 0:
            end = found + len(ability["text"])
            cursor[parent] = end
            cursor[ability["id"]] = found
            if ability["id"] == position and _where(found, text, starts) == (ability["paragraph"], ability["face"]):
                abilities.append([kind, found, end] + ([parent] if parent is not None else []))
                continue
        full = [ability["id"], ability["paragraph"], ability["face"], parent, kind, ability["text"]]
        abilities.append({"full": full})
    links = [
        [
            vocab.number("rules", link["rule"]),
            link["from"],
            link["to"],
            _compact_evidence(link["evidence"].get("from"), text),
            _compact_evidence(link["evidence"].get("to"), text),
            vocab.number("explanations", link["explanation"]),
        ]
        for link in record["links"]
    ]
    out: dict[str, Any] = {"lang": record["lang"], "n": record["name"]}
    out["f"] = [[None if f[0] == record["name"] else f[0], f[1], f[2]] for f in faces]
    out["a"] = abilities
    if links:
        out["l"] = links
    if record["id"] != record["name"]:
        out["id"] = record["id"]
    for key, short in (("review", "rv"), ("ids", "ids"), ("errors", "err")):
        if record.get(key):
            out[short] = record[key]
    source = record.get("source") or {}
    line = record.get("line")
    src: list[Any] = [vocab.number("files", source.get("file")), line]
    if source.get("position") != f"line {line}":
        src.append(source.get("position"))
    out["s"] = src
    return out


def expand(data: dict[str, Any], vocab: Vocab) -> dict[str, Any]:
    """The tag record (schema_version 1) of a stored text entry, with its faces."""
    name, lang = data["n"], data["lang"]
    faces = [[name if f[0] is None else f[0], f[1], f[2]] for f in data["f"]]
    text = card_text(faces)
    starts = _face_starts(faces)
    abilities = []
    paragraph_of: dict[int, int] = {}
    for position, entry in enumerate(data["a"]):
        if isinstance(entry, dict):
            ability_id, paragraph, face, parent, kind, ability_text = entry["full"]
        else:
            kind, begin, end = entry[:3]
            parent = entry[3] if len(entry) > 3 else None
            ability_id, ability_text = position, text[begin:end]
            paragraph, face = _where(begin, text, starts)
        paragraph_of[ability_id] = paragraph
        abilities.append(
            {
                "id": ability_id,
                "paragraph": paragraph,
                "face": face,
                "parent": parent,
                "kind": vocab.string("kinds", kind),
                "text": ability_text,
            }
        )
    links = [
        {
            "rule": vocab.string("rules", rule),
            "from": source,
            "to": target,
            "from_paragraph": paragraph_of.get(source),
            "to_paragraph": paragraph_of.get(target),
            "evidence": {"from": _expand_evidence(ev_from, text), "to": _expand_evidence(ev_to, text)},
            "explanation": vocab.string("explanations", explanation),
        }
        for rule, source, target, ev_from, ev_to, explanation in data.get("l", [])
    ]
    file, line, *position = data["s"]
    return {
        "schema_version": SCHEMA_VERSION,
        "id": data.get("id", name),
        "line": line,
        "name": name,
        "lang": lang,
        "status": "ok",
        "errors": data.get("err", []),
        "ids": data.get("ids", {}),
        "source": {"file": vocab.string("files", file), "position": position[0] if position else f"line {line}"},
        "abilities": abilities,
        "links": links,
        "review": data.get("rv", []),
        "faces": [{"name": n, "type_line": t, "text": x} for n, t, x in faces],
    }


def face_texts(data: dict[str, Any]) -> tuple[str, str, list[tuple[str, str]]]:
    """(name, lang, [(face name, face text)]) of a stored text entry: what `expand` would give of
    them, without building its abilities and links (a lookup by text needs only these)."""
    name, lang = data["n"], data["lang"]
    return name, lang, [(name if f[0] is None else f[0], f[2]) for f in data["f"]]


def encode(data: list[dict[str, Any]], zdict: bytes) -> bytes:
    """A card's stored records as JSON, raw-deflated with the index's shared dictionary."""
    try:
        raw = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate ("\ud800" in the input): ASCII escapes, the same value
        raw = json.dumps(data, ensure_ascii=True, separators=(",", ":")).encode("utf-8")
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY, zdict) if zdict else None
    if compressor is None:
        return zlib.compress(raw, 9, wbits=-15)
    return compressor.compress(raw) + compressor.flush()


def decode(blob: bytes, zdict: bytes) -> list[dict[str, Any]]:
    """The records `encode` stored; ValueError for a blob that is not a JSON list."""
    decompressor = zlib.decompressobj(-15, zdict) if zdict else zlib.decompressobj(-15)
    raw = decompressor.decompress(blob) + decompressor.flush()
    value = json.loads(raw.decode("utf-8"))
    if not isinstance(value, list):
        raise ValueError("a stored card is not a JSON list")
    return value
