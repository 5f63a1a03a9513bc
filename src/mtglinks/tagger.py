"""The batch tagger: JSON Lines of cards in, JSON Lines of abilities and links out, in input order.

Input records (one JSON object a line; the format of the project's labelled files):
    {"id": …, "name": "Paradise Plume", "lang": "en", "text": "…\\n…", "faces": [{"name", "text"}]}
`lang` defaults to "en". `faces`, when it is a non-empty list, takes the place of `text` (multi-face
cards; the face names are how each face refers to itself). Card records of MTGJSON / Scryfall shape
are read too: `oracle_text` or `printed_text` for `text`, `printed_name` for the name printed text
uses, `card_faces` for `faces`, `type_line` / `printed_type` for the type line.

Output records, one per input record, in input order (see `OUTPUT_KEYS`):
    {"id", "line", "name", "lang", "status": "ok"|"error", "errors": [str],
     "abilities": [{"id", "paragraph", "face", "parent", "kind", "text"}],
     "links": [{"rule", "from", "to", "from_paragraph", "to_paragraph", "evidence", "explanation"}],
     "review": [{"paragraph", "ability", "phrase", "span", "reason"}]}   # cues left unlinked
`paragraph` counts the `\\n`-separated paragraphs of all faces in order, from 0 (blank paragraphs
count too, as in the labelled files); `from`/`to` are ability ids.

Blank lines (only white space) are not records: like every JSON Lines reader (and the scorer) the
tagger skips them and writes nothing for them, so records in = records out, and the `line` field of
every output record gives the input line it came from. Every other line gives exactly one output
record: a line that is not a usable card record gives `status: "error"` with the reason and the
line number in `errors`, and the run goes on.
"""

from __future__ import annotations

import gc
import json
import multiprocessing
import time
from collections import deque
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import IO, Any, NoReturn

from mtglinks.lang import LANGUAGES
from mtglinks.tree import Ability, Card, Link

OUTPUT_KEYS = ("id", "line", "name", "lang", "status", "errors", "abilities", "links", "review")
ABILITY_KEYS = ("id", "paragraph", "face", "parent", "kind", "text")
LINK_KEYS = ("rule", "from", "to", "from_paragraph", "to_paragraph", "evidence", "explanation")

# How many records one worker task carries: large enough that pickling and queueing cost little
# per record, small enough that output keeps flowing and memory stays flat.
DEFAULT_CHUNK_SIZE = 64


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


@dataclass
class Summary:
    """Counts of one run, for the report on standard error."""

    records: int = 0
    ok: int = 0
    errors: int = 0
    links: int = 0
    blank_lines: int = 0
    seconds: float = 0.0
    first_errors: list[str] = field(default_factory=list)

    def add(self, status: str, errors: list[str], links: int) -> None:
        self.records += 1
        if status == "ok":
            self.ok += 1
        else:
            self.errors += 1
            if len(self.first_errors) < 5:
                self.first_errors.extend(errors[:1])
        self.links += links

    def report(self) -> str:
        rate = self.records / self.seconds if self.seconds > 0 else 0.0
        text = (
            f"records={self.records} ok={self.ok} errors={self.errors} links={self.links} "
            f"seconds={self.seconds:.2f} cards/s={rate:.0f}"
        )
        if self.blank_lines:
            text += f" blank_lines_skipped={self.blank_lines}"
        for message in self.first_errors:
            text += f"\n  error: {message}"
        if self.errors > len(self.first_errors):
            text += f"\n  … and {self.errors - len(self.first_errors)} more errors"
        return text


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
        _, type_line = _first_string(face, ("type_line", "printed_type_line", "printed_type", "type"))
        type_line = type_line if isinstance(type_line, str) else None
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
        _, type_line = _first_string(record, ("type_line", "printed_type_line", "printed_type", "type"))
        if isinstance(type_line, str):
            # Carried as a one-face list so the parser knows instants and sorceries.
            faces = [{"name": name, "text": text, "type_line": type_line}]
            text = None
    elif text is not None and not isinstance(text, str):
        raise RecordError(f"text must be a string, not {type(text).__name__}")
    record_id = record.get("id", name)
    return CardInput(id=record_id, name=name, lang=lang, text=text if faces is None else None, faces=faces)


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


def _error_record(line_no: int, record_id: Any, name: Any, lang: Any, message: str) -> dict[str, Any]:
    where = f"line {line_no}" + (f" (id {record_id!r})" if record_id is not None else "")
    return {
        "id": record_id,
        "line": line_no,
        "name": name if isinstance(name, str) else None,
        "lang": lang if isinstance(lang, str) else None,
        "status": "error",
        "errors": [f"{where}: {message}"],
        "abilities": [],
        "links": [],
        "review": [],
    }


def tag_line(line: bytes | str, line_no: int) -> dict[str, Any] | None:
    """One input line -> one output record (None for a blank line). Never raises on bad input."""
    if isinstance(line, bytes):
        try:
            line = line.decode("utf-8")
        except UnicodeDecodeError as err:
            return _error_record(line_no, None, None, None, f"not UTF-8: {err}")
    # A byte-order mark opens a file; files joined with `cat` carry one at the start of later lines too.
    line = line.removeprefix("\ufeff")
    if not line.strip():
        return None
    try:
        value = json.loads(line, parse_constant=_reject_constant)
    except (json.JSONDecodeError, ValueError) as err:
        return _error_record(line_no, None, None, None, f"invalid JSON: {err}")
    except RecursionError:
        return _error_record(line_no, None, None, None, "invalid JSON: arrays or objects nested too deeply")
    return tag_record(value, line_no)


def _reject_constant(name: str) -> NoReturn:
    # Python's json reads NaN and Infinity, which JSON has not: echoed as an id they would make the
    # output line invalid JSON for every other reader.
    raise ValueError(f"{name} is not a JSON value")


def tag_record(value: Any, line_no: int = 0) -> dict[str, Any]:
    """One decoded record -> one output record. Never raises on bad input."""
    from mtglinks.analyze import analyze

    try:
        card_input = read_record(value)
    except RecordError as err:
        raw = value if isinstance(value, Mapping) else {}
        record_id = raw.get("id", raw.get("name"))
        return _error_record(line_no, record_id, raw.get("name"), raw.get("lang"), str(err))
    try:
        card = analyze(card_input.text, lang=card_input.lang, name=card_input.name, faces=card_input.faces)
        abilities, links = card_record(card)
    except Exception as err:  # noqa: BLE001 - one card's failure must not stop a corpus run
        return _error_record(line_no, card_input.id, card_input.name, card_input.lang, f"{type(err).__name__}: {err}")
    return {
        "id": card_input.id,
        "line": line_no,
        "name": card_input.name,
        "lang": card_input.lang,
        "status": "ok",
        "errors": [],
        "abilities": abilities,
        "links": links,
        "review": [entry.to_dict() for entry in card.review],
    }


# What the parent process needs to know of each tagged line: (status, errors, number of links) and
# the serialized output line; (None, None) for a blank line. Small and cheap to send from a worker.
Tagged = tuple[tuple[str, list[str], int] | None, str | None]


def _tagged(line: bytes | str, line_no: int) -> Tagged:
    record = tag_line(line, line_no)
    if record is None:
        return None, None
    try:
        line_out = dump(record)
    except RecursionError:  # an id nested just deeper than the writer can go: the record, not the run, fails
        record = _error_record(line_no, None, None, None, "id nested too deeply to write")
        line_out = dump(record)
    return (record["status"], record["errors"], len(record["links"])), line_out


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


_worker_objects = _LongLivedObjects()


def _tag_chunk(chunk: list[tuple[int, bytes | str]]) -> list[Tagged]:
    """Worker task: tag a chunk of numbered lines."""
    out = [_tagged(line, line_no) for line_no, line in chunk]
    _worker_objects.tick(len(chunk))
    return out


def dump(record: Mapping[str, Any]) -> str:
    """One output line. A lone surrogate (a JSON "\\ud800" escape in the input) has no UTF-8 form and
    would stop the whole run at the write: such a record is written with ASCII escapes, the same value."""
    line = json.dumps(record, ensure_ascii=False)
    try:
        line.encode("utf-8")
    except UnicodeEncodeError:
        return json.dumps(record, ensure_ascii=True)
    return line


def _chunks(lines: Iterable[bytes | str], size: int) -> Iterator[list[tuple[int, bytes | str]]]:
    chunk: list[tuple[int, bytes | str]] = []
    for line_no, line in enumerate(lines, start=1):
        chunk.append((line_no, line))
        if len(chunk) >= size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def _worker_init() -> None:
    # Workers start with the package imported; the grammar loads on a worker's first card.
    import mtglinks.analyze  # noqa: F401


def tag_lines(lines: Iterable[bytes | str], jobs: int = 1, chunk_size: int = DEFAULT_CHUNK_SIZE) -> Iterator[Tagged]:
    """Tag a stream of input lines; yields (status info, output line) in input order.

    A blank input line yields (None, None). With `jobs` > 1, chunks of lines go to a pool of worker
    processes; at most a few chunks per worker are in flight, so input is read as output is written
    and memory stays flat on any input size. The output does not depend on `jobs`.
    """
    if jobs <= 1:
        long_lived = _LongLivedObjects()
        for line_no, line in enumerate(lines, start=1):
            yield _tagged(line, line_no)
            long_lived.tick()
        return
    context = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else None)
    with context.Pool(jobs, initializer=_worker_init) as pool:
        pending: deque[Any] = deque()
        chunks = _chunks(lines, chunk_size)
        max_in_flight = jobs * 4
        exhausted = False
        while True:
            while not exhausted and len(pending) < max_in_flight:
                chunk = next(chunks, None)
                if chunk is None:
                    exhausted = True
                    break
                pending.append(pool.apply_async(_tag_chunk, (chunk,)))
            if not pending:
                break
            yield from pending.popleft().get()


def run(source: IO[bytes], sink: IO[str], jobs: int = 1, chunk_size: int = DEFAULT_CHUNK_SIZE) -> Summary:
    """Tag every line of `source` (binary) onto `sink` (text); return the counts."""
    summary = Summary()
    started = time.perf_counter()
    for info, line in tag_lines(source, jobs=jobs, chunk_size=chunk_size):
        if info is None or line is None:
            summary.blank_lines += 1
            continue
        summary.add(*info)
        sink.write(line)
        sink.write("\n")
    summary.seconds = time.perf_counter() - started
    return summary
