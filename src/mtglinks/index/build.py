"""Build a card index from tagged records: `mtglinks index FILE…` and tools/build_index.py.

The output is deterministic: the same records in the same order give the same bytes (cards sorted
by name, texts in input order within a card and language, no time in any row). It is written to a
temporary file beside the target and renamed into place at the end, so a reader never sees half an
index and a failed build leaves the old one.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
import tempfile
import zlib
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mtglinks.index.inputs import Input
from mtglinks.index.store import (
    CREATE,
    FACE,
    FIRST,
    INDEX_SCHEMA,
    LANG_ORDER,
    NAME,
    SHORT,
    Vocab,
    card_text,
    compact,
    encode,
    pack_postings,
    word_postings,
)
from mtglinks.links.oracle import REASON, compare, record_links, record_review
from mtglinks.schema import SCHEMA_VERSION
from mtglinks.text.keys import is_legendary, normalize_name, short_names, text_key

ZDICT_SIZE = 32 * 1024
_TOKENS = re.compile(r"[^\s\"]+\s*|\"")


@dataclass
class BuildSummary:
    """What a build read and wrote: counts and the first errors."""

    cards: int = 0
    texts: int = 0
    names: int = 0
    links: int = 0
    duplicates: int = 0
    errors: int = 0
    skipped: Counter[str] = field(default_factory=Counter)
    first_errors: list[str] = field(default_factory=list)

    def report(self) -> str:
        """The counts on one line, then the first errors."""
        text = (
            f"cards={self.cards} texts={self.texts} names={self.names} links={self.links} "
            f"duplicate_texts={self.duplicates} errors={self.errors}"
        )
        if self.skipped:
            text += " skipped: " + ", ".join(f"{reason}={n}" for reason, n in sorted(self.skipped.items()))
        for message in self.first_errors:
            text += f"\n  error: {message}"
        return text

    def error(self, message: str) -> None:
        """Count an error (its message kept among the first five)."""
        self.errors += 1
        if len(self.first_errors) < 5:
            self.first_errors.append(message)


@dataclass
class _Text:
    lang: str
    name: str | None
    faces: list[list[Any]]
    record: dict[str, Any]
    links: int
    rules: str
    legendary: bool


@dataclass
class _Card:
    name: str
    layout: str | None = None
    texts: list[_Text] = field(default_factory=list)
    seen: set[tuple[str, str]] = field(default_factory=set)


def _faces(record: dict[str, Any]) -> list[list[Any]]:
    """[name, type_line, text] of each face, as the tagger read them (so spans index the same text)."""
    from mtglinks.schema.input_record import read_record

    card_input = read_record(record)
    if card_input.faces:
        return [[f.get("name"), f.get("type_line"), f.get("text") or ""] for f in card_input.faces]
    return [[card_input.name, None, card_input.text or ""]]


def _flag_oracle_differences(card: _Card) -> None:
    """Give every other text of the card a review entry for each rule it links a different number of
    times than the card's Oracle text (its first English text), as tagging does (links/oracle.py):
    a text of one face against that face. Done here, from the texts being filed, because tagging
    compares with the index in use. An empty text, or one face no face name identifies, is left alone."""
    oracle_text = next((t for t in card.texts if t.lang == "en"), None)
    if oracle_text is None:
        return
    oracle_faces = [(f[0], str(f[2])) for f in oracle_text.faces]
    whole = record_links(oracle_text.record, card_text(oracle_text.faces), oracle_faces)
    for entry in card.texts:
        text = card_text(entry.faces)
        if entry is oracle_text or not text.strip():
            continue
        linked = record_links(entry.record, text, [(f[0], str(f[2])) for f in entry.faces])
        english_name = (entry.record.get("ids") or {}).get("english_name")
        found = compare(linked, len(entry.faces), whole, english_name, entry.name)
        if found:
            entry.record["review"] = [
                *(r for r in entry.record.get("review", []) if not str(r.get("reason", "")).startswith(REASON)),
                *record_review(entry.record, text, found),
            ]


def _oracle_linked(names: set[tuple[str, int, str, int]], oracle_rules: dict[int, str]) -> bytes:
    """Meta `oracle_linked`: {normalized English or face name: [card, its Oracle text's rules]} for the
    cards whose Oracle text links something and whose name no other card shares, in one row.

    A tagger compares every text with its card's Oracle text (links/oracle.py). Most texts link
    nothing, and so do their Oracle texts: with this map in memory such a text is settled without
    touching the tables, which on a corpus of distinct cards cost a tenth of the tagging time."""
    cards_of: dict[str, set[int]] = {}
    for norm, card_id, lang, kind in names:
        if lang == "en" and kind <= FACE:
            cards_of.setdefault(norm, set()).add(card_id)
    linked = {
        norm: [card_id, oracle_rules[card_id]]
        for norm, (card_id, *others) in sorted((n, sorted(c)) for n, c in cards_of.items())
        if not others and card_id in oracle_rules
    }
    return zlib.compress(json.dumps(linked, ensure_ascii=False, sort_keys=True).encode("utf-8"), 9)


def identity(item: Input, record: dict[str, Any]) -> str | None:
    """The card a record belongs to: its English name (ids.english_name, a printed corpus's
    en_card), or for English records their own name."""
    ids = record.get("ids") or {}
    for value in (ids.get("english_name"), item.record.get("en_card"), item.record.get("english_name")):
        if isinstance(value, str) and value.strip():
            return value.strip()
    name = record.get("name")
    return name.strip() if isinstance(name, str) and name.strip() else None


class IndexBuilder:
    """Collects tagged records, then writes the index in one go."""

    def __init__(self) -> None:
        self.cards: dict[str, _Card] = {}
        self.summary = BuildSummary()

    def add(self, item: Input, record: dict[str, Any]) -> None:
        """File one tagged record under its card; a failed or nameless one is an error, a repeated text a duplicate."""
        where = f"{item.file} {item.position}"
        if record.get("status") != "ok":
            self.summary.error(f"{where}: {'; '.join(record.get('errors') or ['not tagged'])}")
            return
        card_name = identity(item, record)
        if card_name is None:
            self.summary.error(f"{where}: the record has no name, so no card to file it under")
            return
        faces = _faces(item.record)
        lang = str(record["lang"])
        card = self.cards.setdefault(card_name, _Card(card_name))
        layout = record.get("ids", {}).get("layout") or item.record.get("layout")
        if card.layout is None and isinstance(layout, str):
            card.layout = layout
        key = (lang, json.dumps([record.get("name"), faces], ensure_ascii=False))
        if key in card.seen:
            self.summary.duplicates += 1
            return
        card.seen.add(key)
        record = dict(record)
        ids = {k: v for k, v in record.get("ids", {}).items() if not (k == "english_name" and v == card_name)}
        record["ids"] = ids
        rules = sorted({str(link["rule"]) for link in record["links"]})
        card.texts.append(
            _Text(
                lang=lang,
                name=record.get("name"),
                faces=faces,
                record=record,
                links=len(record["links"]),
                rules=" " + " ".join(rules) + " " if rules else "",
                legendary=any(is_legendary(face[1]) for face in faces),
            )
        )

    def add_all(self, tagged: Iterable[tuple[Input, dict[str, Any]]]) -> None:
        """`add` every (input, tag record)."""
        for item, record in tagged:
            self.add(item, record)

    def write(
        self,
        path: str | os.PathLike[str],
        sources: Sequence[dict[str, Any]],
        version: str,
        extra_meta: dict[str, str] | None = None,
    ) -> BuildSummary:
        """Write the index to `path` atomically; returns the counts. `extra_meta` are more rows of
        the meta table (the bundled index's `newest_card`)."""
        target = Path(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        handle, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
        os.close(handle)
        temp = Path(temp_name)
        try:
            temp.unlink()
            self._write_db(temp, sources, version, extra_meta or {})
            os.replace(temp, target)
        finally:
            temp.unlink(missing_ok=True)
        return self.summary

    def _ordered(self) -> list[_Card]:
        cards = sorted(self.cards.values(), key=lambda c: c.name)
        for card in cards:
            # Stable: input order within a language, languages in a fixed order.
            card.texts.sort(key=lambda t: LANG_ORDER.index(t.lang) if t.lang in LANG_ORDER else len(LANG_ORDER))
        return cards

    def _write_db(
        self, path: Path, sources: Sequence[dict[str, Any]], version: str, extra_meta: dict[str, str]
    ) -> None:
        cards = self._ordered()
        for card in cards:
            _flag_oracle_differences(card)
        vocab = Vocab.of([t.record for c in cards for t in c.texts])
        entries = [[compact(t.record, t.faces, vocab) for t in c.texts] for c in cards]
        zdict = build_zdict([entry for card_entries in entries for entry in card_entries])
        db = sqlite3.connect(path)
        try:
            db.executescript(CREATE)
            names: set[tuple[str, int, str, int]] = set()
            hashes: set[tuple[int, int, int, int]] = set()
            oracle_rules: dict[int, str] = {}
            summary = self.summary
            for card_id, (card, card_entries) in enumerate(zip(cards, entries, strict=True), start=1):
                names.add((normalize_name(card.name), card_id, "en", NAME))
                langs: list[str] = []
                rules: set[str] = set()
                for slot, entry in enumerate(card.texts):
                    if entry.lang not in langs:
                        langs.append(entry.lang)
                    rules.update(f"{entry.lang}:{rule}" for rule in entry.rules.split())
                    summary.texts += 1
                    summary.links += entry.links
                    self._names(names, card_id, entry)
                    hashes.add((text_key("\n".join(str(f[2]) for f in entry.faces)), card_id, slot, -1))
                    if len(entry.faces) > 1:
                        for face_no, face in enumerate(entry.faces):
                            hashes.add((text_key(str(face[2])), card_id, slot, face_no))
                oracle = next((t for t in card.texts if t.lang == "en"), None)
                if oracle is not None and oracle.record["links"]:
                    oracle_rules[card_id] = " ".join(sorted(str(link["rule"]) for link in oracle.record["links"]))
                db.execute(
                    "INSERT INTO cards VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        card_id,
                        card.name,
                        card.layout,
                        " ".join(langs),
                        " " + " ".join(sorted(rules)) + " " if rules else "",
                        sum(t.links for t in card.texts),
                        oracle_rules.get(card_id, "") if oracle else None,
                        encode(card_entries, zdict),
                    ),
                )
            names = {n for n in names if n[0]}
            db.executemany("INSERT INTO names VALUES (?, ?, ?, ?)", sorted(names))
            db.executemany("INSERT INTO hashes VALUES (?, ?, ?, ?)", sorted(hashes))
            # The names suggestions compare, their words, and for each word the names it is in: a
            # lookup of a misspelled name reads three values instead of the whole names table.
            fuzzy_names = sorted({n[0] for n in names if n[3] <= FACE})
            words, packed_postings = pack_postings(word_postings(fuzzy_names))
            summary.cards = len(cards)
            summary.names = len(names)
            counts = {"cards": summary.cards, "texts": summary.texts, "links": summary.links}
            meta: list[tuple[str, Any]] = [
                ("index_schema", INDEX_SCHEMA),
                ("record_schema_version", SCHEMA_VERSION),
                ("mtglinks_version", version),
                ("sources", json.dumps(list(sources), ensure_ascii=False)),
                ("counts", json.dumps(counts)),
                ("vocab", json.dumps(vocab.lists, ensure_ascii=False)),
                ("zdict", zdict),
                # The names fuzzy matching compares, in one row: a lookup of a misspelled name
                # reads one value instead of the whole names table.
                ("fuzzy_names", zlib.compress("\n".join(fuzzy_names).encode(), 9)),
                ("fuzzy_words", zlib.compress("\n".join(words).encode(), 9)),
                ("fuzzy_postings", packed_postings),
                ("oracle_linked", _oracle_linked(names, oracle_rules)),
                *sorted(extra_meta.items()),
            ]
            db.executemany("INSERT INTO meta VALUES (?, ?)", meta)
            db.commit()
            db.execute("VACUUM")
        finally:
            db.close()

    @staticmethod
    def _names(names: set[tuple[str, int, str, int]], card_id: int, entry: _Text) -> None:
        lang = entry.lang
        if entry.name:
            names.add((normalize_name(entry.name), card_id, lang, NAME))
        face_names = [str(f[0]) for f in entry.faces if f[0]]
        if len(entry.faces) > 1:
            for face_name in face_names:
                names.add((normalize_name(face_name), card_id, lang, FACE))
        if entry.legendary:
            for face_name in face_names or ([entry.name] if entry.name else []):
                before_comma, first = short_names(face_name)
                if before_comma:
                    names.add((normalize_name(before_comma), card_id, lang, SHORT))
                if first:
                    names.add((normalize_name(first), card_id, lang, FIRST))


def build_zdict(rows: Sequence[dict[str, Any]], size: int = ZDICT_SIZE) -> bytes:
    """A zlib preset dictionary of the strings most rows share: whole paragraphs ("Flying",
    reminder texts), explanations and runs of words and JSON punctuation. Deterministic."""
    if not rows:
        return b""
    step = max(1, len(rows) // 2000)
    counts: Counter[str] = Counter()
    for data in rows[::step]:
        serialized = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        tokens = _TOKENS.findall(serialized)
        for n in (2, 3, 4, 6, 8):
            for i in range(0, len(tokens) - n + 1):
                counts["".join(tokens[i : i + n])] += 1
    scored = sorted(((count - 1) * len(piece.encode("utf-8")), piece) for piece, count in counts.items() if count >= 3)
    chosen: list[str] = []
    joined = ""
    total = 0
    for _, piece in reversed(scored):
        length = len(piece.encode("utf-8"))
        if total + length > size or piece in joined:
            continue
        chosen.append(piece)
        joined += "\x00" + piece
        total += length
        if total >= size - 8:
            break
    # The most useful strings last: zlib reaches the end of the dictionary with the shortest distances.
    return "".join(reversed(chosen)).encode("utf-8")
