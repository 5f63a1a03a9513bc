"""A card index opened for reading: its file, its meta table and its rows. No parser (every link is stored).

The file is opened read-only and immutable (`file:…?mode=ro&immutable=1`), so lookups never write,
lock or make a journal, and an index on a read-only medium works. Each thread gets its own SQLite
connection (SQLite objects must stay in the thread that made them), and so does a process forked
from one that had the index open. What is read is split by job: names (`index/lookup.py`),
suggestions (`index/suggest.py`), lookups by text and Oracle links (`index/texts.py`), scans
(`index/search.py`); `CardIndex` offers them all as methods.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import time
import zlib
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mtglinks.arguments import check_lang, check_path, check_search_arguments, check_text
from mtglinks.index.card import IndexedCard, Match, TagRecord
from mtglinks.index.errors import AmbiguousName, CardIndexError, CardNotFound, NoTextInLanguage
from mtglinks.index.locate import ENV_VAR, INDEX_FILE, bundled_index, find_index, identity, tag_index, user_index
from mtglinks.index.store import INDEX_SCHEMA, Vocab, decode, expand
from mtglinks.schema import SCHEMA_VERSION

if TYPE_CHECKING:
    from mtglinks.links.oracle import LinkedText
    from mtglinks.tree import Card

__all__ = [
    "ENV_VAR",
    "INDEX_FILE",
    "AmbiguousName",
    "CardIndex",
    "CardIndexError",
    "CardNotFound",
    "IndexedCard",
    "Match",
    "NoTextInLanguage",
    "bundled_index",
    "find_index",
    "open_index",
    "shared_index",
    "tag_index",
    "user_index",
]

RECORD_SCHEMA_VERSION = SCHEMA_VERSION  # the newest tag record this version reads
# The meta rows read only by the module that needs them (decompressed there, once).
PACKED_META = ("fuzzy_names", "fuzzy_words", "fuzzy_postings", "oracle_linked")


class _ThreadState(threading.local):
    """One thread's connection and what it keeps of the rows it read (no lock is ever needed)."""

    pid: int = -1
    db: sqlite3.Connection | None = None
    caches: dict[str, Any]

    def __init__(self) -> None:
        self.caches = {}


class CardIndex:
    """A read-only card index. `open_index()` finds and opens one; usable from any thread."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._uri = f"{self.path.resolve().as_uri()}?mode=ro&immutable=1"
        self._state = _ThreadState()
        self._lock = threading.Lock()
        self._opened: list[sqlite3.Connection] = []  # this process's connections, closed by close()
        self._inherited: list[sqlite3.Connection] = []  # a parent's, after a fork: never used, never closed
        try:
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
            self.zdict = bytes(meta.get("zdict") or b"")
            self.packed = {
                key: meta.get(key) for key in ("fuzzy_names", "fuzzy_words", "fuzzy_postings", "oracle_linked")
            }
            self.meta = {k: v for k, v in meta.items() if k not in {"zdict", "vocab", *self.packed}}
        except (ValueError, TypeError) as err:
            raise CardIndexError(f"{self.path} is damaged: its meta table cannot be read ({err})") from err
        # Read-only once made, so shared by every thread (two threads may both make one: harmless).
        self.shared: dict[str, Any] = {}

    @property
    def _db(self) -> sqlite3.Connection:
        """This thread's connection (opened on first use in a thread, and again in a forked child)."""
        state = self._state
        if state.db is None or state.pid != os.getpid():
            if state.db is not None:
                self._inherited.append(state.db)
            try:
                state.db = sqlite3.connect(self._uri, uri=True, check_same_thread=False)
            except sqlite3.Error as err:
                raise CardIndexError(f"{self.path} cannot be opened ({err})") from err
            state.pid = os.getpid()
            state.caches = {}
            with self._lock:
                self._opened.append(state.db)
        return state.db

    def cache(self, name: str, make: Any) -> Any:
        """This thread's cache `name`, made by `make()` on first use."""
        caches = self._state.caches
        if name not in caches:
            caches[name] = make()
        return caches[name]

    def close(self) -> None:
        """Close the index file (every thread's connection of this process)."""
        with self._lock:
            opened, self._opened = self._opened, []
        for db in opened:
            db.close()

    def __enter__(self) -> CardIndex:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- what the index is ----------------------------------------------------------------------

    @property
    def newest_card(self) -> str | None:
        """The first-release date (YYYY-MM-DD) of the newest card the index holds, when it was
        built with one (the bundled index is); None when unknown."""
        try:
            value = json.loads(str(self.meta.get("newest_card") or "null"))
        except ValueError:
            return None
        date = value.get("date") if isinstance(value, dict) else None
        return date if isinstance(date, str) and date else None

    def describe(self) -> str:
        """The index for people: its path, and the date of its newest card when known."""
        newest = self.newest_card
        return f"{self.path}" + (f" (newest card first printed {newest})" if newest else "")

    def identity(self) -> dict[str, str]:
        """{path, sha256}: which index this is, whatever its name (journals, summaries, SQLite meta)."""
        return identity(self.path)

    # -- reading rows ---------------------------------------------------------------------------

    def query(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """The rows of one SQL query; CardIndexError when the file is damaged."""
        try:
            return self._db.execute(sql, args).fetchall()
        except sqlite3.DatabaseError as err:
            raise CardIndexError(f"{self.path} is damaged ({err})") from err

    def load(self, card_id: int, match: Match | None = None) -> IndexedCard:
        """The card of one row id."""
        rows = self.query("SELECT name, layout, langs, data FROM cards WHERE card = ?", (card_id,))
        if not rows:
            raise CardIndexError(f"{self.path} is damaged: its names table points at a missing card {card_id}")
        name, layout, langs, blob = rows[0]
        return self.card_of_row(name, layout, langs, blob, match)

    def entries(self, name: str, blob: bytes) -> list[dict[str, Any]]:
        """The stored text entries of a card's row (store.py), not yet expanded."""
        try:
            return decode(blob, self.zdict)
        except (zlib.error, ValueError, KeyError, IndexError, TypeError) as err:
            raise CardIndexError(f"{self.path} is damaged: the row of {name!r} cannot be read ({err})") from err

    def card_of_row(self, name: str, layout: str | None, langs: str, blob: bytes, match: Match | None) -> IndexedCard:
        """The card of a row's columns."""
        try:
            records = [expand(entry, self.vocab) for entry in self.entries(name, blob)]
        except (ValueError, KeyError, IndexError, TypeError) as err:
            raise CardIndexError(f"{self.path} is damaged: the row of {name!r} cannot be read ({err})") from err
        for record in records:
            record["ids"] = {"english_name": name, **record["ids"]}
            if layout and "layout" not in record["ids"] and record["lang"] == "en":
                record["ids"]["layout"] = layout
        return IndexedCard(name, layout, records, match, langs.split(), self.path)

    def __len__(self) -> int:
        return int(self.query("SELECT count(*) FROM cards")[0][0])

    # -- the jobs of other modules, as methods ----------------------------------------------------

    def card(self, name: str, lang: str | None = None) -> IndexedCard:
        """The card named `name` in any language (exact; then ignoring case, accents and
        punctuation; then a legendary's short name). CardNotFound (with suggestions) when none,
        AmbiguousName when several; NoTextInLanguage when `lang` is given and the card has none."""
        from mtglinks.index import lookup

        return lookup.card(self, name, check_lang(lang))

    def suggest(self, query: str, limit: int = 5) -> list[str]:
        """Up to `limit` card names that share words with `query` (or come close to them), best first."""
        from mtglinks.index import suggest

        return suggest.suggest(self, query, limit)

    def names_for_text(self, text: str, lang: str | None = None) -> list[tuple[str, str]]:
        """(name, lang) of the cards whose text (or one face's text) is exactly `text` (index/texts.py)."""
        from mtglinks.index import texts

        return texts.names_for_text(self, text, lang)

    def oracle_links(self, english_name: str, rules: Sequence[str] | None = None) -> LinkedText | None:
        """The Oracle text of the card of that English or face name with its links (index/texts.py)."""
        check_text(english_name, "english_name", optional=False)
        texts = _TEXTS[0] if _TEXTS else _load_texts()  # asked once a record in a tag run: no import statement
        found: LinkedText | None = texts.oracle_links(self, english_name, rules)
        return found

    def analyze(
        self,
        text: str | None = None,
        lang: str = "en",
        name: str | None = None,
        faces: Sequence[dict[str, Any]] | None = None,
        english_name: str | None = None,
    ) -> Card:
        """`mtglinks.analyze` with this index: a text with no name gets the name of the card the index
        holds it as, and with `english_name` its links are compared with that card's Oracle text
        here (a review entry per rule they differ in). See `index/analysis.py`."""
        from mtglinks.arguments import check_card_arguments
        from mtglinks.index.analysis import analyze_with_index

        check_card_arguments(text, lang, name, faces)
        check_text(english_name, "english_name")
        return analyze_with_index(self, text, lang=lang, name=name, faces=faces, english_name=english_name)

    def cards_with_links(self, lang: str | None = None) -> Iterator[IndexedCard]:
        """Every card that has at least one link (in `lang`'s text when given), in name order. An
        unknown language code is a ValueError at the call."""
        from mtglinks.index import search

        return search.cards_with_links(self, check_lang(lang))

    def search(self, rule: str | None = None, lang: str | None = None, text: str | None = None) -> Iterator[TagRecord]:
        """The tag records (every text of every card, in name order) with a link under `rule`
        ("607.2a", or "2a"), in `lang`, whose text contains `text` (ignoring case). A rule or language
        code mtglinks does not know is a ValueError at the call, not an empty result."""
        from mtglinks.index import search

        rule, lang = check_search_arguments(rule, lang, text)
        return search.search(self, rule, lang, text)

    def _all(self, where: str = "", args: Sequence[Any] = ()) -> Iterator[IndexedCard]:
        from mtglinks.index import search

        return search.all_cards(self, where, args)


# index/texts.py, once imported (it brings in the Oracle comparison, which a lookup by name never needs).
_TEXTS: list[Any] = []


def _load_texts() -> Any:
    from mtglinks.index import texts

    _TEXTS.append(texts)
    return texts


def open_index(path: str | os.PathLike[str] | None = None) -> CardIndex:
    """Open the card index at `path`, or the first one lookups read (see `index/locate.py`)."""
    check_path(path)
    return CardIndex(find_index(path))


# The indexes of this process by path, size and modification time (an index rebuilt in place is
# opened anew): each opened once, used from any thread (a CardIndex opens a connection per thread,
# and again in a forked worker).
_SHARED: dict[tuple[str, int, int], CardIndex] = {}
_SHARED_LOCK = threading.Lock()
# The index last given for a path and when its file was last looked at: asked for every record, it
# is looked at again once a second at most.
_RECENT: dict[str, tuple[CardIndex, float]] = {}
RECHECK_SECONDS = 1.0


def shared_index(path: str | os.PathLike[str]) -> CardIndex:
    """The index at `path`, opened once per process (the batch runner asks for it every record);
    CardIndexError when it cannot be."""
    name = os.fspath(path)
    recent = _RECENT.get(name)
    now = time.monotonic()
    if recent is not None and now - recent[1] < RECHECK_SECONDS:
        return recent[0]
    try:
        stat = os.stat(path)
    except OSError as err:
        raise CardIndexError(f"the card index {path} cannot be read ({err.strerror or err})") from err
    key = (str(Path(path)), stat.st_size, stat.st_mtime_ns)
    with _SHARED_LOCK:
        index = _SHARED.get(key)
        if index is None:
            index = _SHARED[key] = CardIndex(key[0])
        _RECENT[name] = (index, now)
    return index


def shared_tag_index(path: str | os.PathLike[str] | None = None) -> CardIndex:
    """The index an analysis command reads (`tag`, `links`, `parse`): `path`, else $MTGLINKS_DB, else
    the bundled one (`locate.tag_index`), opened once per process; CardIndexError when it cannot be."""
    return shared_index(tag_index(path))
