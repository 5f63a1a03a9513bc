"""`--add-to AllPrintings.sqlite`: the mtglinks tables, prefixed `mtglinks_`, written into an
existing MTGJSON SQLite file, keyed by `uuid` (MTGJSON's own key for a printing).

The records are first written to a staging database beside the file (fast, no journal); only when
every record is in does one transaction on the MTGJSON file drop the earlier mtglinks tables and
copy the new ones in. An exception at any point (Ctrl-C included) rolls back: the file is never
half-written, and MTGJSON's own tables are never touched.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Iterable, Mapping
from typing import Any

from mtglinks.sinks.atomic import locked_partial
from mtglinks.sinks.common import SinkError, Source
from mtglinks.sinks.sqlite import TABLES, create_indexes_and_views, create_tables, drop_tables, write_database

MTGJSON_PREFIX = "mtglinks_"
_STAGING = "mtglinks_staging"


# How long to wait for another program's lock on the file before saying so.
LOCK_WAIT_SECONDS = 5.0


def database_problem(path: str, err: sqlite3.Error) -> SinkError:
    """The SinkError of an SQLite error on the MTGJSON file, in words: locked, damaged, or not SQLite."""
    text = str(err)
    if "locked" in text or "busy" in text:
        return SinkError(
            f"cannot add to {path!r}: another program holds a lock on it ({text}); "
            "close that program (or wait for it to finish) and run again"
        )
    if "malformed" in text or "corrupt" in text:
        return SinkError(f"cannot add to {path!r}: the file is damaged ({text}); restore or download it again")
    return SinkError(f"cannot add to {path!r}: it is not an SQLite database ({text})")


def _check_mtgjson(conn: sqlite3.Connection, path: str) -> None:
    try:
        columns = [row[1] for row in conn.execute('PRAGMA table_info("cards")')]
    except sqlite3.Error as err:
        raise database_problem(path, err) from err
    if not columns:
        raise SinkError(f"cannot add to {path!r}: it has no `cards` table (is it MTGJSON's AllPrintings.sqlite?)")
    if "uuid" not in columns:
        raise SinkError(f"cannot add to {path!r}: its `cards` table has no `uuid` column")


def check_mtgjson(path: str) -> None:
    """Raise SinkError, before any work, unless `path` is a writable SQLite file with a `cards`
    table that has a `uuid` column."""
    if not os.path.exists(path):
        raise SinkError(f"cannot add to {path!r}: no such file")
    if not os.path.isfile(path):
        raise SinkError(f"cannot add to {path!r}: it is not a file")
    folder = os.path.dirname(os.path.abspath(path))
    if not os.access(path, os.W_OK):
        raise SinkError(f"cannot add to {path!r}: the file is not writable")
    if not os.access(folder, os.W_OK | os.X_OK):
        # SQLite keeps its journal beside the file while a transaction is open.
        raise SinkError(f"cannot add to {path!r}: its folder {folder!r} is not writable")
    try:
        conn = sqlite3.connect(f"file:{_uri_path(path)}?mode=ro", uri=True, timeout=LOCK_WAIT_SECONDS)
    except sqlite3.Error as err:
        raise database_problem(path, err) from err
    try:
        _check_mtgjson(conn, path)
        _check_intact(conn, path)
    finally:
        conn.close()


def _check_intact(conn: sqlite3.Connection, path: str) -> None:
    """SinkError when SQLite finds the file damaged (`PRAGMA quick_check`: every page read once):
    writing into a damaged file would hide the damage under a run that seems to succeed."""
    try:
        found = [row[0] for row in conn.execute("PRAGMA quick_check(3)")]
    except sqlite3.Error as err:
        raise database_problem(path, err) from err
    if found != ["ok"]:
        raise SinkError(
            f"cannot add to {path!r}: the file is damaged (SQLite's check: {'; '.join(map(str, found))}); "
            "restore or download it again"
        )


def _uri_path(path: str) -> str:
    from urllib.request import pathname2url

    return pathname2url(os.path.abspath(path))


def _copy_into(conn: sqlite3.Connection, path: str) -> None:
    """In one transaction: drop the earlier mtglinks tables, copy the staged ones in, index them."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        _check_mtgjson(conn, path)
        drop_tables(conn, MTGJSON_PREFIX)
        create_tables(conn, MTGJSON_PREFIX)
        for table in TABLES:
            conn.execute(f'INSERT INTO "main"."{MTGJSON_PREFIX}{table}" SELECT * FROM "{_STAGING}"."{table}"')
        create_indexes_and_views(conn, MTGJSON_PREFIX)
        conn.execute("COMMIT")
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
        raise


def add_to_mtgjson(sqlite_path: str, records: Iterable[Mapping[str, Any]], meta: Mapping[str, Any]) -> int:
    """Write the mtglinks tables into the MTGJSON SQLite file `sqlite_path`, replacing those of an
    earlier run, in one transaction; return how many records. SinkError names the file and the
    problem (not SQLite, no `cards` table with a `uuid` column, not writable, locked, disk full)."""
    check_mtgjson(sqlite_path)
    source = Source(records)
    # The staging database is the file's partial file: locked, so two runs never add at once, and
    # of a fixed name, so what a killed run left is emptied by the next one rather than left behind.
    with locked_partial(sqlite_path) as (staging, fd):
        try:
            os.ftruncate(fd, 0)
            conn = sqlite3.connect(staging, isolation_level=None)
            try:
                count = write_database(conn, source, meta)
            finally:
                conn.close()
            conn = sqlite3.connect(sqlite_path, isolation_level=None, timeout=LOCK_WAIT_SECONDS)
            try:
                conn.execute(f'ATTACH DATABASE ? AS "{_STAGING}"', (staging,))
                _copy_into(conn, sqlite_path)
                conn.execute(f'DETACH DATABASE "{_STAGING}"')
            finally:
                conn.close()
        except SinkError:
            raise
        except sqlite3.Error as err:
            if source.failed:
                raise
            raise database_problem(sqlite_path, err) from err
        except OSError as err:
            if source.failed:
                raise
            raise SinkError(f"cannot add to {sqlite_path!r}: {err.strerror or err}") from err
        finally:
            with contextlib.suppress(OSError):
                os.remove(staging)
    return count
