"""The runner's store of analysed texts, for the later records that have the same text.

A card database repeats its texts (every reprint, every printing of a language), so the runner
analyses each distinct text once and keeps the result. Kept in memory, those results made a
process grow with its input (about 1 KB a text, 50,000 texts); they are kept instead in a private
temporary SQLite file that is deleted when the run ends, so memory stays flat whatever the input's
size: SQLite holds only a few MB of pages in memory. The oldest entries go first past `entries`;
an entry used again becomes the newest.

The store is asked about every record (in the parent with one job; with several, each worker keeps
the store of the texts routed to it), so each microsecond counts. So:

- a fixed-size bit filter of the keys put says at once that most new texts are not there, without
  asking SQLite (a key the filter has not seen was never put; a key it has seen is looked up);
- new entries and the new order of entries used again are written in batches, in one transaction
  each: until a batch is written the store may hold up to a batch more than `entries`, and the
  oldest are removed when it is written. A store of few entries writes at once.

The store only saves work: when its temporary file cannot be written (a full or unwritable
temporary folder), it is dropped, `failure` says why, and the run goes on analysing every text.
"""

from __future__ import annotations

import contextlib
import mmap
import sqlite3
import tempfile

# SQLite's page cache for this store, in KiB (negative: a size, not a page count).
_PAGE_CACHE_KIB = 2048
# Writes waiting for one transaction, at most (and at most an eighth of the store's entries).
_BATCH = 512
# Analyses a worker publishes at once to the other workers. Each commit rewrites the pages its rows
# touch (a page of the key index for nearly every row): 64 a commit cost 0.20 CPU-s where 16 cost 0.40
# on a 30 MB Scryfall-shaped dump at -j 2, for 0.2% more texts analysed twice (256: 0.16 s, 0.6% more).
_SHARED_BATCH = 64


class _KeyFilter:
    """Which keys may have been put: two bits per key in a fixed bitmap (a Bloom filter). A key whose
    bits are not both set was never put; one whose bits are set may have been (about 3% false
    positives at the store's size, more as evicted keys pile up, until the filter is rebuilt)."""

    def __init__(self, entries: int) -> None:
        bits = 1 << 16
        while bits < 10 * entries and bits < 1 << 24:
            bits <<= 1
        self._mask = bits - 1
        self._shift = bits.bit_length() - 1
        self._bitmap = bytearray(bits // 8)
        self.added = 0

    def _positions(self, key: bytes) -> tuple[int, int]:
        h = hash(key)  # a per-process hash is enough: the filter lives and dies with the process
        return h & self._mask, (h >> self._shift) & self._mask

    def add(self, key: bytes) -> None:
        for at in self._positions(key):
            self._bitmap[at >> 3] |= 1 << (at & 7)
        self.added += 1

    def may_hold(self, key: bytes) -> bool:
        # (both bits tested inline: this runs for every record, twice for a new text)
        h = hash(key)
        first, second = h & self._mask, (h >> self._shift) & self._mask
        bitmap = self._bitmap
        return bool(bitmap[first >> 3] & (1 << (first & 7))) and bool(bitmap[second >> 3] & (1 << (second & 7)))

    def clear(self) -> None:
        self._bitmap = bytearray(len(self._bitmap))
        self.added = 0


class ReuseStore:
    """Packed analyses (bytes) by text key, about `entries` of them (see the module docstring), on
    disk; `entries` 0 keeps none."""

    def __init__(self, entries: int) -> None:
        self.entries = max(0, entries)
        self._batch = min(_BATCH, self.entries // 8)
        self._db: sqlite3.Connection | None = None
        self._next_id = 0
        self._count = 0  # entries written and waiting
        self._waiting: dict[bytes, tuple[int, bytes]] = {}  # new entries: key -> (order, analysis)
        self._used: dict[bytes, int] = {}  # written entries used again: key -> their new order
        self._filter = _KeyFilter(self.entries)
        self.failure: str | None = None  # why the store was dropped during the run (None: it was not)

    def _connection(self) -> sqlite3.Connection:
        if self._db is None:
            # "" is SQLite's private temporary database: on disk, removed when it is closed.
            db = sqlite3.connect("", isolation_level=None, check_same_thread=False)
            db.execute(f"PRAGMA cache_size = -{_PAGE_CACHE_KIB}")
            db.execute("PRAGMA journal_mode = OFF")
            db.execute("PRAGMA synchronous = OFF")
            db.execute("CREATE TABLE reuse (id INTEGER PRIMARY KEY, key BLOB UNIQUE NOT NULL, analysis BLOB NOT NULL)")
            self._db = db
        return self._db

    def __len__(self) -> int:
        return self._count

    def _order(self) -> int:
        self._next_id += 1
        return self._next_id

    def get(self, key: bytes) -> bytes | None:
        """What was kept for `key` (now the newest entry), or None."""
        waiting = self._waiting.get(key)
        if waiting is not None:
            self._waiting[key] = (self._order(), waiting[1])
            return waiting[1]
        if self._db is None or not self._filter.may_hold(key):
            return None
        try:
            row = self._db.execute("SELECT analysis FROM reuse WHERE key = ?", (key,)).fetchone()
        except sqlite3.Error as err:
            self._drop(err)
            return None
        if row is None:
            return None
        self._used[key] = self._order()
        self._write_if_due()
        return bytes(row[0])

    def put(self, key: bytes, packed: bytes) -> None:
        """Keep `packed` for `key`; past `entries`, the oldest entries go when the batch is written."""
        if self.entries == 0:
            return
        if key not in self._waiting and not self._written(key):
            self._count += 1
        self._waiting[key] = (self._order(), packed)
        self._filter.add(key)
        self._write_if_due()

    def _written(self, key: bytes) -> bool:
        """Whether `key` is in the database already (asked only where the filter cannot say no)."""
        if self._db is None or not self._filter.may_hold(key):
            return False
        try:
            return self._db.execute("SELECT 1 FROM reuse WHERE key = ?", (key,)).fetchone() is not None
        except sqlite3.Error as err:
            self._drop(err)
            return False

    def _write_if_due(self) -> None:
        if len(self._waiting) + len(self._used) > self._batch:
            try:
                self._write()
            except sqlite3.Error as err:
                self._drop(err)

    def _drop(self, err: sqlite3.Error) -> None:
        """The temporary file failed (a full temporary folder): keep nothing more, and say why."""
        self.failure = f"{err} (in the temporary folder {tempfile.gettempdir()})"
        with contextlib.suppress(sqlite3.Error):
            self.close()
        self._db = None
        self.entries = 0

    def _write(self) -> None:
        """Write the waiting entries and the new order of those used again, then remove the oldest
        past `entries`; one transaction."""
        db = self._connection()
        db.execute("BEGIN")
        if self._used:
            db.executemany("UPDATE reuse SET id = ? WHERE key = ?", [(order, key) for key, order in self._used.items()])
        if self._waiting:
            rows = [(order, key, packed) for key, (order, packed) in self._waiting.items()]
            db.executemany("INSERT OR REPLACE INTO reuse VALUES (?, ?, ?)", rows)
        excess = self._count - self.entries
        if excess > 0:
            db.execute("DELETE FROM reuse WHERE id IN (SELECT id FROM reuse ORDER BY id LIMIT ?)", (excess,))
            self._count = self.entries
        db.execute("COMMIT")
        self._used.clear()
        self._waiting.clear()
        if self._filter.added > 2 * max(self.entries, 1):
            self._rebuild_filter(db)

    def _rebuild_filter(self, db: sqlite3.Connection) -> None:
        """The filter again from the keys still kept: evicted keys no longer count as maybe there."""
        self._filter.clear()
        for (key,) in db.execute("SELECT key FROM reuse"):
            self._filter.add(bytes(key))

    def close(self) -> None:
        """Drop the store (its file is deleted)."""
        if self._db is not None:
            self._db.close()
            self._db = None
        self._waiting.clear()
        self._used.clear()
        self._filter.clear()
        self._count = 0


class PublishedKeys:
    """Which keys some worker of the run may have published to the shared file: three bits a key in
    a bitmap of memory every worker shares (an anonymous shared mapping, made by the main process
    before it forks them). Most texts a worker meets are new to every worker; asking the shared
    file about each cost an SQLite read (a transaction, its page cache dropped whenever another worker
    wrote) for nothing. A key whose bits are not all set was never published; one whose bits are set
    may have been, and the file is asked. Two workers setting bits of one byte at the same moment may
    lose one: the key is then analysed again, never answered wrongly."""

    def __init__(self, bits: int = 1 << 24) -> None:
        self._mask = bits - 1
        self._map = mmap.mmap(-1, bits // 8)

    def _positions(self, key: bytes) -> tuple[int, int, int]:
        # Keys are digests (packing.work_key): their bytes are already uniform.
        value = int.from_bytes(key[:12].ljust(12, b"\0"), "little")
        return value & self._mask, (value >> 32) & self._mask, (value >> 64) & self._mask

    def add(self, key: bytes) -> None:
        """`key` is published (after its row is committed: a reader that sees the bits finds it)."""
        for at in self._positions(key):
            self._map[at >> 3] |= 1 << (at & 7)

    def may_hold(self, key: bytes) -> bool:
        """False: no worker published `key`; True: one may have."""
        return all(self._map[at >> 3] & (1 << (at & 7)) for at in self._positions(key))

    def close(self) -> None:
        """Let go of the mapping (the memory goes once every process that shares it has let go)."""
        self._map.close()


# The published keys of each shared file made by this process, by path: a worker forked after
# `SharedFile.create` finds them here (under another start method than fork it finds none, and
# asks the file about every key).
_PUBLISHED: dict[str, PublishedKeys] = {}


class SharedFile:
    """Analyses published by every worker of a run, in one SQLite file they all open (WAL: readers
    never wait for a writer): a text analysed by one worker is reused by the others, so no text is
    analysed once per worker. Entries are never evicted (about 500 bytes a distinct text, on disk);
    a file that fails is dropped (`failure`) and the workers go on, analysing every text (SharedStore)."""

    def __init__(self, path: str) -> None:
        self.path = path
        self._db: sqlite3.Connection | None = None
        self._waiting: dict[bytes, bytes] = {}  # analysed here, not yet published
        self._published = _PUBLISHED.get(path)
        self.failure: str | None = None

    @classmethod
    def create(cls, path: str) -> SharedFile:
        """A new, empty shared file at `path` and its published keys (made by the main process
        before the workers start; `forget` when the run ends)."""
        db = sqlite3.connect(path, isolation_level=None)
        try:
            db.execute("PRAGMA journal_mode = WAL")
            # Rows appended in rowid order, the keys in an index of their own: keyed by the digest
            # itself (WITHOUT ROWID), every row landed on a page of its own at random and a commit
            # wrote them all, three to four times the CPU of publishing.
            db.execute("CREATE TABLE reuse (id INTEGER PRIMARY KEY, key BLOB UNIQUE NOT NULL, analysis BLOB NOT NULL)")
        finally:
            db.close()
        _PUBLISHED[path] = PublishedKeys()
        return cls(path)

    @staticmethod
    def forget(path: str) -> None:
        """Drop the published keys of the shared file at `path` (its run is over)."""
        published = _PUBLISHED.pop(path, None)
        if published is not None:
            published.close()

    def _connection(self) -> sqlite3.Connection | None:
        if self._db is None and self.failure is None:
            # Opened in the process that uses it: a connection must not cross a fork.
            db = sqlite3.connect(self.path, isolation_level=None, timeout=60.0, check_same_thread=False)
            db.execute(f"PRAGMA cache_size = -{_PAGE_CACHE_KIB}")
            db.execute("PRAGMA synchronous = OFF")
            self._db = db
        return self._db

    def _drop(self, err: sqlite3.Error) -> None:
        self.failure = f"{err} (the analyses shared by the workers, {self.path})"
        self.close()

    def get(self, key: bytes) -> bytes | None:
        """The analysis some worker published (or this one is about to) for `key`, or None."""
        waiting = self._waiting.get(key)
        if waiting is not None:
            return waiting
        if self._published is not None and not self._published.may_hold(key):
            return None
        try:
            db = self._connection()
            # fetchall: a statement left unfinished would keep its read transaction open, and no
            # writer could then fold the write-ahead log back into the file (it would grow for ever).
            rows = db.execute("SELECT analysis FROM reuse WHERE key = ?", (key,)).fetchall() if db else []
        except sqlite3.Error as err:
            self._drop(err)
            return None
        return bytes(rows[0][0]) if rows else None

    def put(self, key: bytes, packed: bytes) -> None:
        """Publish an analysis (a few at a time, in one transaction: soon, since another worker may
        meet the same text next)."""
        self._waiting[key] = packed
        if len(self._waiting) >= _SHARED_BATCH:
            self.flush()

    def flush(self) -> None:
        """Publish the analyses waiting."""
        waiting, self._waiting = self._waiting, {}
        try:
            db = self._connection()
            if db is not None and waiting:
                db.execute("BEGIN IMMEDIATE")
                db.executemany("INSERT OR IGNORE INTO reuse (key, analysis) VALUES (?, ?)", waiting.items())
                db.execute("COMMIT")
                if self._published is not None:
                    for key in waiting:
                        self._published.add(key)
        except sqlite3.Error as err:
            self._drop(err)

    def close(self) -> None:
        """Close this process's connection."""
        if self._db is not None:
            with contextlib.suppress(sqlite3.Error):
                self._db.close()
            self._db = None


class SharedStore(ReuseStore):
    """A worker's store when the workers share a file: the run's shared file alone (#24). A worker's
    own store in front of it (`LayeredStore`) wrote every analysis twice (into its own file and the
    shared one) and every analysis another worker published a third time (copied into its own), and
    asked two SQLite files about each text; the shared file keeps every analysis of the run already,
    and its own waiting entries answer for the texts this worker analysed last. A shared file that
    fails is dropped (`failure`): the worker then analyses every text."""

    def __init__(self, shared: SharedFile) -> None:
        super().__init__(0)
        self._shared = shared

    def get(self, key: bytes) -> bytes | None:
        """What some worker of the run analysed for `key`, or None."""
        found = self._shared.get(key)
        if self._shared.failure is not None and self.failure is None:
            self.failure = self._shared.failure
        return found

    def put(self, key: bytes, packed: bytes) -> None:
        """Publish `packed` for `key`."""
        self._shared.put(key, packed)

    def flush(self) -> None:
        """Publish what waits to be."""
        self._shared.flush()

    def close(self) -> None:
        """Close this process's connection to the shared file."""
        self._shared.close()
