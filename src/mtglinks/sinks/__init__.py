"""Writers of tag records: JSON Lines, CSV, SQLite, and the mtglinks tables of an MTGJSON
AllPrintings.sqlite. One small module per format; this module chooses and writes safely.

    fmt, compress = output_format("tagged.csv.gz", None)        # ("csv", True)
    count = write_output("tagged.csv.gz", records, fmt, compress, meta)
    add_to_mtgjson("AllPrintings.sqlite", records, meta)

A file is written to a temporary file beside it and renamed at the end, so it holds either its old
content or the whole new output. `-` is standard output (jsonl and csv), written as records come.
"""

from __future__ import annotations

import gzip
import sqlite3
import sys
from collections.abc import Callable, Iterable, Mapping
from typing import IO, Any

from mtglinks.schema.records import TagRecord
from mtglinks.sinks.atomic import (
    PARTIAL_SUFFIX,
    check_destination,
    is_special,
    partial_path,
    write_atomically,
)
from mtglinks.sinks.common import (
    ID_COLUMNS,
    BinaryStream,
    CardRows,
    PartFile,
    SinkError,
    Source,
    TableRows,
    flat_ids,
    link_count,
    review_count,
)
from mtglinks.sinks.csvout import CSV_COLUMNS, csv_rows, write_csv
from mtglinks.sinks.formats import WRITER_FORMATS, output_format
from mtglinks.sinks.jsonl import dump_record, write_jsonl
from mtglinks.sinks.mtgjson import MTGJSON_PREFIX, add_to_mtgjson, check_mtgjson
from mtglinks.sinks.sqlite import write_database

__all__ = [
    "CSV_COLUMNS",
    "ID_COLUMNS",
    "MTGJSON_PREFIX",
    "PARTIAL_SUFFIX",
    "WRITER_FORMATS",
    "BinaryStream",
    "CardRows",
    "PartFile",
    "SinkError",
    "TableRows",
    "add_to_mtgjson",
    "check_destination",
    "check_mtgjson",
    "csv_rows",
    "dump_record",
    "flat_ids",
    "is_special",
    "link_count",
    "output_format",
    "partial_path",
    "review_count",
    "write_output",
    "write_stream",
]

# gzip output is the same bytes for the same records: no time stamp, no file name in the header.
GZIP_LEVEL = 6


def _check_format(fmt: str, compress: bool) -> None:
    if fmt not in WRITER_FORMATS:
        raise SinkError(f"unknown output format {fmt!r}: expected one of {', '.join(WRITER_FORMATS)}")
    if compress and fmt == "sqlite":
        raise SinkError("sqlite output cannot be gzip-compressed (only jsonl and csv)")


def write_stream(stream: BinaryStream, records: Iterable[TagRecord | str], fmt: str, compress: bool = False) -> int:
    """Write jsonl or csv onto an open binary stream as records come (no temporary file); return
    how many records. The stream is flushed, not closed."""
    _check_format(fmt, compress)
    if fmt == "sqlite":
        raise SinkError("sqlite output needs a file name: it cannot go to a stream or standard output")
    writer = write_jsonl if fmt == "jsonl" else write_csv
    source = records if isinstance(records, Source) else Source(records)  # a str only for jsonl
    if compress:
        with gzip.GzipFile(filename="", mode="wb", fileobj=stream, mtime=0, compresslevel=GZIP_LEVEL) as packed:
            count = writer(packed, source)
    else:
        count = writer(stream, source)
    stream.flush()
    return count


class _TextAsBytes:
    """A text stream (standard output replaced by one that has no binary buffer) taking UTF-8 bytes."""

    def __init__(self, stream: IO[str]) -> None:
        self._stream = stream

    def write(self, data: bytes) -> int:
        self._stream.write(data.decode("utf-8"))
        return len(data)

    def flush(self) -> None:
        self._stream.flush()


def _stdout() -> BinaryStream:
    sys.stdout.flush()
    buffer: BinaryStream | None = getattr(sys.stdout, "buffer", None)
    return buffer if buffer is not None else _TextAsBytes(sys.stdout)


def _fill(fmt: str, compress: bool, records: Source, meta: Mapping[str, Any]) -> Callable[[str], int]:
    def fill(temp: str) -> int:
        if fmt == "sqlite":
            conn = sqlite3.connect(temp, isolation_level=None)
            try:
                return write_database(conn, records, meta)
            finally:
                conn.close()
        with open(temp, "wb") as handle:
            return write_stream(handle, records, fmt, compress)

    return fill


def write_output(
    path: str,
    records: Iterable[TagRecord | str],
    fmt: str,
    compress: bool,
    meta: Mapping[str, Any],
) -> int:
    """Write every record to `path` in `fmt` (gzip-compressed when `compress`); return how many
    records the output holds.

    A file is written atomically: to a temporary file in the same folder, fsynced, renamed onto
    `path` at the end. On any exception (KeyboardInterrupt too) the temporary file is removed and
    the old `path` is left as it was; an exception raised by `records` goes on unchanged, a write
    failure becomes a SinkError naming the path. `-` is standard output, and a device or FIFO is
    written directly; both only for jsonl and csv.
    """
    _check_format(fmt, compress)
    source = Source(records)
    try:
        if path == "-":
            return write_stream(_stdout(), source, fmt, compress)
        check_destination(path)
        if is_special(path):
            if fmt == "sqlite":
                raise SinkError(f"cannot write {path!r}: sqlite output needs a regular file")
            # Appending: opening /dev/stdout "wb" would empty the file a shell `>>` redirects to.
            with open(path, "ab") as handle:
                return write_stream(handle, source, fmt, compress)
        return write_atomically(path, _fill(fmt, compress, source, meta))
    except SinkError:
        raise
    except BrokenPipeError:
        raise  # the reader of standard output went away (`| head`): the caller ends quietly
    except (OSError, sqlite3.Error) as err:
        if source.failed:
            raise
        reason = getattr(err, "strerror", None) or str(err)
        raise SinkError(f"cannot write {path!r}: {reason}") from err
