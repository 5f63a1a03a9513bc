"""Looking cards up in a card index: read-only, no parser (every link is in the index).

The index file is opened read-only and immutable (`file:…?mode=ro&immutable=1`), so lookups never
write, lock or make a journal, and an index on a read-only medium works.
"""

from __future__ import annotations

import json
import os
import sqlite3
import unicodedata
import zlib
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mtglinks.index.names import normalize_name, normalize_text, text_key
from mtglinks.index.oracle import LinkedText, record_links, same_rules
from mtglinks.index.store import FACE, FIRST, INDEX_SCHEMA, LANG_ORDER, NAME, SHORT, Vocab, decode, expand, face_texts
from mtglinks.schema import SCHEMA_VERSION

ENV_VAR = "MTGLINKS_DB"
INDEX_FILE = "cards.sqlite"
RECORD_SCHEMA_VERSION = SCHEMA_VERSION  # the newest tag record this version reads
FUZZY_LIMIT = 5
FUZZY_CUTOFF = 70.0

TagRecord = dict[str, Any]


class CardIndexError(Exception):
    """The index cannot be used: missing, not an index, damaged, or made by a newer mtglinks."""


class CardNotFound(LookupError):
    """No card has that name; `suggestions` holds up to five names that come close."""

    def __init__(self, message: str, suggestions: Sequence[str] = ()) -> None:
        super().__init__(message)
        self.message = message
        self.suggestions = list(suggestions)

    def __str__(self) -> str:
        return self.message


class AmbiguousName(CardNotFound):
    """The name (a short name, a printed name two cards share) names several cards."""


class NoTextInLanguage(LookupError):
    """The card is in the index, but not in the language asked for."""


# (name, language, whole text normalized, ((face name, face text normalized), ...)) of a text entry
_StoredText = tuple[str, str, str, tuple[tuple[str, str], ...]]
# How many cards' stored texts a lookup by text keeps at hand (a few MB at most).
_STORED_TEXT_CARDS = 256
# English names whose Oracle rules are kept (an AllPrintings run asks for each card once a printing).
_ORACLE_NAMES = 4096


def _stored_text(entry: dict[str, Any]) -> _StoredText:
    name, lang, faces = face_texts(entry)
    whole = normalize_text("\n".join(text for _, text in faces))
    return name, lang, whole, tuple((face_name, normalize_text(text)) for face_name, text in faces)


def bundled_index() -> Path:
    """The index shipped in the package (data/cards.sqlite)."""
    return Path(__file__).resolve().parent.parent / "data" / INDEX_FILE


def user_index() -> Path:
    """The user's own index, which `mtglinks index` writes by default."""
    import platformdirs

    return Path(platformdirs.user_data_dir("mtglinks")) / INDEX_FILE


def find_index(path: str | os.PathLike[str] | None = None) -> Path:
    """Which index a lookup reads: `path`, then $MTGLINKS_DB, the user's index, the bundled one.

    A path given (or set in the environment) that does not exist is an error, not a fall-through:
    a typo must not quietly give answers from another index."""
    for given, what in ((path, "the index given"), (os.environ.get(ENV_VAR) or None, f"${ENV_VAR}")):
        if given is not None:
            chosen = Path(given)
            if not chosen.is_file():
                problem = "is a directory" if chosen.is_dir() else "does not exist"
                raise CardIndexError(f"{what}, {chosen}, {problem} (build one with `mtglinks index FILE… -o {chosen}`)")
            return chosen
    for candidate in (user_index(), bundled_index()):
        if candidate.is_file():
            return candidate
    raise CardIndexError(
        f"no card index: neither {user_index()} nor the bundled {bundled_index()} exists "
        "(build one with `mtglinks index FILE…`)"
    )


@dataclass
class Match:
    """How a name was found: the words asked for, the name matched and its language, and how
    (exact, normalized — case, accents or punctuation differed —, short — a legendary's short name)."""

    query: str
    name: str
    lang: str
    how: str


@dataclass
class IndexedCard:
    """A card of the index: its English name and every text it has, each a tag record."""

    name: str
    layout: str | None
    records: list[TagRecord]
    match: Match | None = None
    langs: list[str] = field(default_factory=list)

    def record(self, lang: str | None = None) -> TagRecord | None:
        """The shown text of `lang` (English when None): the first of that language."""
        wanted = lang or "en"
        return next((r for r in self.records if r["lang"] == wanted), None)

    def versions(self, lang: str) -> list[TagRecord]:
        """Every distinct text of one language (printed texts differ between printings)."""
        return [r for r in self.records if r["lang"] == lang]

    @property
    def links(self) -> list[dict[str, Any]]:
        """The links of the English text (of the first text when there is no English one)."""
        shown = self.record("en") or (self.records[0] if self.records else None)
        return list(shown["links"]) if shown else []


class CardIndex:
    """A read-only card index. `open_index()` finds and opens one."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        try:
            self._db = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro&immutable=1", uri=True)
            meta = dict(self._db.execute("SELECT key, value FROM meta"))
        except sqlite3.DatabaseError as err:
            raise CardIndexError(f"{self.path} is not a card index ({err})") from err
        try:
            schema = int(meta["index_schema"])
            self.schema = schema
            records = int(meta.get("record_schema_version", 1))
        except (KeyError, TypeError, ValueError) as err:
            raise CardIndexError(f"{self.path} is not a card index (its meta table names no index_schema)") from err
        if schema > INDEX_SCHEMA or records > RECORD_SCHEMA_VERSION:
            raise CardIndexError(
                f"{self.path} was built by a newer mtglinks (index schema {schema}, record schema_version {records}; "
                f"this version reads {INDEX_SCHEMA} and {RECORD_SCHEMA_VERSION}): upgrade mtglinks, or rebuild the "
                "index with `mtglinks index`"
            )
        try:
            self.vocab = Vocab(json.loads(meta.get("vocab") or "{}"))
            self._zdict = bytes(meta.get("zdict") or b"")
            self._fuzzy_names = meta.get("fuzzy_names")
            self._oracle_linked_blob = meta.get("oracle_linked")
            packed = {"zdict", "vocab", "fuzzy_names", "oracle_linked"}
            self.meta = {k: v for k, v in meta.items() if k not in packed}
        except (ValueError, TypeError) as err:
            raise CardIndexError(f"{self.path} is damaged: its meta table cannot be read ({err})") from err
        self._norms: list[str] | None = None
        self._texts: OrderedDict[int, list[_StoredText]] = OrderedDict()
        self._oracle_rules: OrderedDict[str, tuple[int, tuple[str, ...] | None] | None] = OrderedDict()
        self._oracle_linked: dict[str, tuple[str, ...]] | None = None
        self._has_linked_map = False

    def close(self) -> None:
        """Close the index file."""
        self._db.close()

    def __enter__(self) -> CardIndex:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- reading rows -------------------------------------------------------------------------

    def _query(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        try:
            return self._db.execute(sql, args).fetchall()
        except sqlite3.DatabaseError as err:
            raise CardIndexError(f"{self.path} is damaged ({err})") from err

    def _load(self, card_id: int, match: Match | None = None) -> IndexedCard:
        rows = self._query("SELECT name, layout, langs, data FROM cards WHERE card = ?", (card_id,))
        if not rows:
            raise CardIndexError(f"{self.path} is damaged: its names table points at a missing card {card_id}")
        name, layout, langs, blob = rows[0]
        return self._card(name, layout, langs, blob, match)

    def _card(self, name: str, layout: str | None, langs: str, blob: bytes, match: Match | None) -> IndexedCard:
        try:
            entries = decode(blob, self._zdict)
            records = [expand(entry, self.vocab) for entry in entries]
        except (zlib.error, ValueError, KeyError, IndexError, TypeError) as err:
            raise CardIndexError(f"{self.path} is damaged: the row of {name!r} cannot be read ({err})") from err
        for record in records:
            record["ids"] = {"english_name": name, **record["ids"]}
            if layout and "layout" not in record["ids"] and record["lang"] == "en":
                record["ids"]["layout"] = layout
        return IndexedCard(name=name, layout=layout, records=records, match=match, langs=langs.split())

    def _display_names(self, card: IndexedCard) -> list[tuple[str, str]]:
        """(name, lang) of every name the card goes by: its texts' names and face names."""
        out: list[tuple[str, str]] = [(card.name, "en")]
        for record in card.records:
            for name in [record["name"], *(f["name"] for f in record["faces"])]:
                if name and (name, record["lang"]) not in out:
                    out.append((name, record["lang"]))
        return out

    # -- finding a card by name ---------------------------------------------------------------

    def card(self, name: str, lang: str | None = None) -> IndexedCard:
        """The card named `name` in any language (exact; then ignoring case, accents and
        punctuation; then a legendary's short name). CardNotFound (with suggestions) when none,
        AmbiguousName when several; NoTextInLanguage when `lang` is given and the card has none."""
        if not isinstance(name, str):
            raise TypeError(f"a card name must be a string, not {type(name).__name__}")
        query = unicodedata.normalize("NFC", name.strip())
        norm = normalize_name(query)
        if not norm:
            raise CardNotFound("the card name is empty" if not query else f"{name!r} has no letters or digits")
        card = self._lookup(query, lang)
        if card is None and "//" in query:
            # "Front // Back" where the index knows the faces (printed corpora list the front only).
            for part in (p.strip() for p in query.split("//")):
                card = self._lookup(part, lang) if normalize_name(part) else None
                if card is not None:
                    break
        if card is None:
            raise CardNotFound(f"no card named {query!r}", self.suggest(query))
        if lang is not None and card.record(lang) is None:
            raise NoTextInLanguage(
                f"{card.name} has no {lang} text in this index (it has: {', '.join(card.langs) or 'none'})"
            )
        return card

    def _lookup(self, query: str, lang: str | None) -> IndexedCard | None:
        """The card of an exact or normalized name, else of a legendary's short name; None if none."""
        norm = normalize_name(query)
        rows = self._query("SELECT card, lang, kind FROM names WHERE norm = ? ORDER BY card, lang, kind", (norm,))
        for kinds, how in (((NAME, FACE), None), ((SHORT,), "short"), ((FIRST,), "short")):
            found = [(card_id, row_lang) for card_id, row_lang, kind in rows if kind in kinds]
            if found:
                return self._choose(query, found, how, lang)
        return None

    def _choose(self, query: str, found: list[tuple[int, str]], how: str | None, lang: str | None) -> IndexedCard:
        card_ids = sorted({card_id for card_id, _ in found})
        cards = [self._load(card_id) for card_id in card_ids]
        if len(cards) > 1 and how is None:
            # A name two cards share once case and accents are gone: the exact spelling decides.
            spelled = [c for c in cards if any(n == query for n, _ in self._display_names(c))]
            if len(spelled) == 1:
                cards = spelled
        if len(cards) > 1:
            card_names = [c.name for c in cards]
            raise AmbiguousName(
                f"{query!r} names {len(cards)} cards",
                card_names[:FUZZY_LIMIT] + (["…"] if len(card_names) > FUZZY_LIMIT else []),
            )
        card = cards[0]
        langs = [row_lang for _, row_lang in found]
        names = self._display_names(card)
        exact = [(n, row_lang) for n, row_lang in names if n == query]
        if how is None:
            how = "exact" if exact else "normalized"
            pool = exact or [(n, row_lang) for n, row_lang in names if normalize_name(n) == normalize_name(query)]
        else:
            pool = [(n, row_lang) for n, row_lang in names if row_lang in langs]
        preferred = [lang] if lang else []
        order = preferred + list(LANG_ORDER)
        pool.sort(key=lambda p: order.index(p[1]) if p[1] in order else len(order))
        matched_name, matched_lang = pool[0] if pool else (card.name, langs[0] if langs else "en")
        card.match = Match(query=query, name=matched_name, lang=matched_lang, how=how)
        return card

    def suggest(self, query: str, limit: int = FUZZY_LIMIT) -> list[str]:
        """Up to `limit` card names close to `query` (rapidfuzz), best first."""
        norm = normalize_name(query)
        if not norm:
            return []
        from rapidfuzz import fuzz, process

        if self._norms is None:
            self._norms = self._name_list()
        # The plain edit ratio first (fast); the weighted ratio, which also matches part of a
        # name ("liberated"), when nothing comes close.
        hits = process.extract(norm, self._norms, scorer=fuzz.QRatio, limit=limit * 3, score_cutoff=FUZZY_CUTOFF)
        if not hits or hits[0][1] < 85:
            hits = process.extract(norm, self._norms, scorer=fuzz.WRatio, limit=limit * 3, score_cutoff=FUZZY_CUTOFF)
        out: list[str] = []
        seen: set[int] = set()
        for hit_norm, _score, _ in hits:
            for card_id, row_lang in self._query("SELECT card, lang FROM names WHERE norm = ? LIMIT 3", (hit_norm,)):
                if card_id in seen:
                    continue
                seen.add(card_id)
                card = self._load(card_id)
                shown = next(
                    (
                        n
                        for n, n_lang in self._display_names(card)
                        if n_lang == row_lang and normalize_name(n) == hit_norm
                    ),
                    card.name,
                )
                out.append(shown if shown == card.name else f"{shown} ({card.name})")
            if len(out) >= limit:
                break
        return out[:limit]

    def _name_list(self) -> list[str]:
        """Every distinct normalized full name (meta `fuzzy_names`, else the names table)."""
        packed = self._fuzzy_names
        if isinstance(packed, bytes):
            try:
                return zlib.decompress(packed).decode("utf-8").split("\n")
            except (zlib.error, UnicodeDecodeError) as err:
                raise CardIndexError(f"{self.path} is damaged: its name list cannot be read ({err})") from err
        return [row[0] for row in self._query("SELECT DISTINCT norm FROM names WHERE kind <= ?", (FACE,))]

    # -- the text of a card -------------------------------------------------------------------

    def names_for_text(self, text: str, lang: str | None = None) -> list[tuple[str, str]]:
        """(name, lang) of the cards whose text (or one face's text) is exactly `text`, as
        compared by names.normalize_text; the face's own name for one face of a multi-face card."""
        wanted = normalize_text(text)
        if not wanted:
            return []
        out: list[tuple[str, str]] = []
        rows = self._query(
            "SELECT card, slot, face FROM hashes WHERE hash = ? ORDER BY card, slot, face", (text_key(text),)
        )
        for card_id, slot, face in rows:
            texts = self._stored_texts(card_id)
            if slot >= len(texts):
                continue
            name, record_lang, whole, faces = texts[slot]
            if face >= len(faces):
                continue
            stored, named = (whole, name) if face < 0 else (faces[face][1], faces[face][0])
            if stored == wanted and named and (lang is None or record_lang == lang) and (named, record_lang) not in out:
                out.append((named, record_lang))
        return out

    def _stored_texts(self, card_id: int) -> list[_StoredText]:
        """Each text entry of a card as a lookup by text compares it: its name, its language, its
        whole text and each face's (name, text), normalized (names.normalize_text). Read from the
        row without expanding tag records, and kept for the cards read last: the index does not
        change while it is open, and the one-line texts many cards share ("Flying") ask for the
        same cards again and again."""
        cached = self._texts.get(card_id)
        if cached is not None:
            self._texts.move_to_end(card_id)
            return cached
        rows = self._query("SELECT name, data FROM cards WHERE card = ?", (card_id,))
        if not rows:
            raise CardIndexError(f"{self.path} is damaged: its hashes table points at a missing card {card_id}")
        card_name, blob = rows[0]
        try:
            texts = [_stored_text(entry) for entry in decode(blob, self._zdict)]
        except (zlib.error, ValueError, KeyError, IndexError, TypeError) as err:
            raise CardIndexError(f"{self.path} is damaged: the row of {card_name!r} cannot be read ({err})") from err
        self._texts[card_id] = texts
        if len(self._texts) > _STORED_TEXT_CARDS:
            self._texts.popitem(last=False)
        return texts

    # -- a card's Oracle text -----------------------------------------------------------------

    def oracle_links(self, english_name: str, rules: Sequence[str] | None = None) -> LinkedText | None:
        """The Oracle text (the first English text) of the one card whose English name, or one of
        whose face names, is `english_name` (as names.normalize_name folds it; "Front // Back" that
        the index does not know by that name is looked up by its front), with its links and faces.

        None when no card or several go by that name, when the card has no English text, or, when
        `rules` is given, when the Oracle text links exactly those rules: then there is nothing to
        compare and the card's row is not read (the `oracle` column holds its rules)."""
        if rules is not None:
            linked = self._linked_rules(english_name)
            if linked is not None and same_rules(rules, linked):
                return None  # most texts end here: they link nothing, nor do their Oracle texts
        found = self._oracle_rules_of(english_name)
        if found is None:
            return None
        card_id, oracle_rules = found
        if rules is not None and oracle_rules is not None and same_rules(rules, oracle_rules):
            return None  # the stored rules are sorted: most calls end here
        card = self._load(card_id)
        record = card.record("en")
        if record is None:
            return None
        text = "\n".join(str(face["text"]) for face in record["faces"])
        oracle = record_links(record, text)
        if rules is not None and same_rules(rules, oracle.rules.elements()):
            return None
        return oracle

    def _linked_rules(self, english_name: str) -> tuple[str, ...] | None:
        """The rules the Oracle text of the card of that name links, from meta `oracle_linked`
        (read once): () when it links nothing or the index does not know the name or several cards
        share it; None when there is no answer here (a "Front // Back" name, which only the tables
        resolve, or an index built by an older mtglinks or whose map is damaged)."""
        if self._oracle_linked is None:
            self._oracle_linked = {}
            if isinstance(self._oracle_linked_blob, bytes):
                try:
                    linked = json.loads(zlib.decompress(self._oracle_linked_blob))
                    self._oracle_linked = {str(name): tuple(str(rules).split()) for name, (_, rules) in linked.items()}
                    self._has_linked_map = True
                except (zlib.error, ValueError, TypeError, AttributeError):
                    self._oracle_linked = {}  # damaged: the tables answer instead
        if not self._has_linked_map or "//" in english_name:
            return None
        return self._oracle_linked.get(normalize_name(english_name), ())

    def _oracle_rules_of(self, english_name: str) -> tuple[int, tuple[str, ...] | None] | None:
        """(card, its Oracle text's rules — None when the index does not store them) of the one
        card of that English or face name; kept for the names asked last (printings repeat them)."""
        if english_name in self._oracle_rules:
            self._oracle_rules.move_to_end(english_name)
            return self._oracle_rules[english_name]
        key = normalize_name(english_name)
        column = "c.oracle" if self.schema >= 2 else "NULL"
        rows = self._query(
            f"SELECT DISTINCT n.card, {column} FROM names n JOIN cards c ON c.card = n.card "
            "WHERE n.norm = ? AND n.lang = 'en' AND n.kind IN (?, ?) ORDER BY n.card",
            (key, NAME, FACE),
        )
        found: tuple[int, tuple[str, ...] | None] | None = None
        if not rows and "//" in english_name:
            front = english_name.split("//", 1)[0]
            found = self._oracle_rules_of(front) if normalize_name(front) else None
            rows = []
        if len(rows) == 1:
            card_id, stored = rows[0]
            found = (int(card_id), tuple(str(stored).split()) if stored is not None else None)
        if len(rows) == 1 and self.schema >= 2 and rows[0][1] is None:
            found = None  # the card has no English text
        self._oracle_rules[english_name] = found
        if len(self._oracle_rules) > _ORACLE_NAMES:
            self._oracle_rules.popitem(last=False)
        return found

    # -- many cards ---------------------------------------------------------------------------

    def _all(self, where: str = "", args: Sequence[Any] = ()) -> Iterator[IndexedCard]:
        try:
            cursor = self._db.execute(f"SELECT name, layout, langs, data FROM cards {where} ORDER BY card", args)
            for name, layout, langs, blob in cursor:
                yield self._card(name, layout, langs, blob, None)
        except sqlite3.DatabaseError as err:
            raise CardIndexError(f"{self.path} is damaged ({err})") from err

    def cards_with_links(self, lang: str | None = None) -> Iterator[IndexedCard]:
        """Every card that has at least one link (in `lang`'s text when given), in name order."""
        if lang is None:
            yield from self._all("WHERE links > 0")
        else:
            yield from self._all("WHERE rules LIKE ?", (f"% {lang}:%",))

    def search(self, rule: str | None = None, lang: str | None = None, text: str | None = None) -> Iterator[TagRecord]:
        """The tag records (every text of every card, in name order) with a link under `rule`
        ("607.2a", or "2a"), in `lang`, whose text contains `text` (ignoring case)."""
        if rule is not None:
            rule = rule.strip()
            if not rule.startswith("607"):
                rule = "607." + rule
            pattern = f"% {lang or '%'}:{rule} %"
            cards = self._all("WHERE rules LIKE ?", (pattern,))
        elif lang is not None:
            cards = self._all("WHERE (' ' || langs || ' ') LIKE ?", (f"% {lang} %",))
        else:
            cards = self._all()
        needle = text.casefold() if text else None
        for card in cards:
            for record in card.records:
                if lang is not None and record["lang"] != lang:
                    continue
                if rule is not None and not any(link["rule"] == rule for link in record["links"]):
                    continue
                if needle is not None:
                    full = "\n".join(f["text"] for f in record["faces"])
                    if needle not in full.casefold():
                        continue
                yield record

    def __len__(self) -> int:
        return int(self._query("SELECT count(*) FROM cards")[0][0])


def open_index(path: str | os.PathLike[str] | None = None) -> CardIndex:
    """Open the card index at `path`, or the one lookups use (see `find_index`)."""
    return CardIndex(find_index(path))
