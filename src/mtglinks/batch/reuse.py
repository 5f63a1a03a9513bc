"""The runner's store of analysed texts, for the later records that have the same text.

A card database repeats its texts (every reprint, every printing of a language), so the runner
analyses each distinct text once and keeps the result. Kept in memory, those results made a
process grow with its input (about 1 KB a text, 50,000 texts); they are kept instead in a private
temporary SQLite file that is deleted when the run ends, so memory stays flat whatever the input's
size: SQLite holds only a few MB of pages in memory. The oldest entries go first past `entries`;
an entry used again becomes the newest.
"""

from __future__ import annotations

import sqlite3

# SQLite's page cache for this store, in KiB (negative: a size, not a page count).
_PAGE_CACHE_KIB = 2048


class ReuseStore:
    """Packed analyses (bytes) by text key, at most `entries` of them, on disk; `entries` 0 keeps none."""

    def __init__(self, entries: int) -> None:
        self.entries = max(0, entries)
        self._db: sqlite3.Connection | None = None
        self._next_id = 0
        self._count = 0

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

    def get(self, key: bytes) -> bytes | None:
        """What was kept for `key` (now the newest entry), or None."""
        if self._db is None:
            return None
        row = self._db.execute("SELECT id, analysis FROM reuse WHERE key = ?", (key,)).fetchone()
        if row is None:
            return None
        self._db.execute("UPDATE reuse SET id = ? WHERE id = ?", (self._next_id, row[0]))
        self._next_id += 1
        return bytes(row[1])

    def put(self, key: bytes, packed: bytes) -> None:
        """Keep `packed` for `key`; the oldest entry goes when the store is full."""
        if self.entries == 0:
            return
        db = self._connection()
        db.execute("INSERT OR REPLACE INTO reuse VALUES (?, ?, ?)", (self._next_id, key, packed))
        self._next_id += 1
        self._count += 1
        if self._count > self.entries:
            db.execute("DELETE FROM reuse WHERE id = (SELECT MIN(id) FROM reuse)")
            self._count -= 1

    def close(self) -> None:
        """Drop the store (its file is deleted)."""
        if self._db is not None:
            self._db.close()
            self._db = None
            self._count = 0
