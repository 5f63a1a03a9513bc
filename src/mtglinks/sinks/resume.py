"""`--resume`, the writer's side: the records a killed run left in the partial file of a JSON Lines
output, and continuing that file so that the result is the same bytes as an uninterrupted run.

A killed run's partial file holds a prefix of its output, cut anywhere: every complete line is a
record, a last line without its newline is dropped. A gzip partial file is a cut gzip stream: what
decompresses, up to its last newline, is kept and compressed again (deflate gives the same bytes
however its input is split), then the run goes on in the same stream.
"""

from __future__ import annotations

import contextlib
import gzip
import json
import os
import zlib
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from mtglinks.sinks.atomic import partial_path
from mtglinks.sinks.common import SinkError, Source
from mtglinks.sinks.jsonl import write_jsonl

RESUMABLE_FORMATS: tuple[str, ...] = ("jsonl",)
CHUNK = 1 << 20


def _check(path: str, fmt: str) -> None:
    if fmt not in RESUMABLE_FORMATS:
        raise SinkError(
            f"cannot resume {path!r}: only jsonl output can be resumed ({fmt} output is written again from the start)"
        )


def _plain_lines(handle: Any) -> Iterator[bytes]:
    for line in handle:
        if not line.endswith(b"\n"):
            return  # cut by the kill
        yield line


def _gzip_lines(handle: Any, partial: str) -> Iterator[bytes]:
    decompressor = zlib.decompressobj(wbits=31)
    tail = b""
    while True:
        chunk = handle.read(CHUNK)
        if not chunk:
            break
        while chunk:
            try:
                data = decompressor.decompress(chunk)
            except zlib.error as err:
                raise SinkError(f"cannot resume from {partial!r}: the gzip data is damaged ({err})") from err
            lines = (tail + data).split(b"\n")
            tail = lines.pop()
            for line in lines:
                yield line + b"\n"
            # A stream of several gzip members (concatenated): the next one starts here.
            chunk = decompressor.unused_data if decompressor.eof else b""
            if decompressor.eof:
                decompressor = zlib.decompressobj(wbits=31)


def _lines(partial: str, compress: bool) -> Iterator[bytes]:
    """The complete lines of a partial file, each with its newline."""
    with open(partial, "rb") as handle:
        yield from (_gzip_lines(handle, partial) if compress else _plain_lines(handle))


def has_partial(path: str) -> bool:
    """Whether an interrupted run left a partial file for the output `path`."""
    return os.path.isfile(partial_path(path))


def partial_records(path: str, fmt: str, compress: bool) -> Iterator[dict[str, Any]]:
    """The complete records a killed run wrote for the output `path`, in order (none when there is
    no partial file): the runner skips that many output records of its input and passes the rest to
    `write_output(..., resume=True)`. SinkError for a format that cannot resume (at once) or a
    damaged file (when reached)."""
    _check(path, fmt)
    partial = partial_path(path)
    if not os.path.isfile(partial):
        return iter(())
    return _records(partial, compress)


def _records(partial: str, compress: bool) -> Iterator[dict[str, Any]]:
    for number, line in enumerate(_lines(partial, compress), start=1):
        try:
            record = json.loads(line)
        except ValueError as err:
            raise SinkError(f"cannot resume from {partial!r}: line {number} is not JSON ({err})") from err
        if not isinstance(record, dict):
            raise SinkError(f"cannot resume from {partial!r}: line {number} is not a tag record")
        yield record


def continue_jsonl(partial: str, records: Iterable[Mapping[str, Any]], compress: bool, gzip_level: int) -> int:
    """Keep the complete records of `partial`, append `records`; return how many the file holds."""
    source = records if isinstance(records, Source) else Source(records)
    if not compress:
        kept = offset = 0
        with open(partial, "rb") as handle:
            for line in _plain_lines(handle):
                kept += 1
                offset += len(line)
        with open(partial, "r+b") as handle:
            handle.truncate(offset)
            handle.seek(offset)
            return kept + write_jsonl(handle, source)
    # The cut gzip stream cannot be continued where it stops: it is written again beside it.
    again = partial + ".resume"
    try:
        with open(again, "wb") as raw:
            with gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0, compresslevel=gzip_level) as packed:
                kept, batch, size = 0, [], 0
                for line in _lines(partial, compress=True):
                    batch.append(line)
                    kept += 1
                    size += len(line)
                    if size >= CHUNK:
                        packed.write(b"".join(batch))
                        batch, size = [], 0
                packed.write(b"".join(batch))
                count = kept + write_jsonl(packed, source)
        os.replace(again, partial)
    except BaseException:
        with contextlib.suppress(OSError):
            os.remove(again)
        raise
    return count
