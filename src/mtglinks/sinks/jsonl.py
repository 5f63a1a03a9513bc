"""JSON Lines: one tag record a line, exactly as `json.dumps(record, ensure_ascii=False)` writes it."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from mtglinks.sinks.common import BinaryStream, SinkError, Source, describe, strict_json

# Lines are gathered and written this many at a time: one write call per line costs more than the
# JSON encoding on a gzip stream.
BATCH = 512


def dump_record(record: Mapping[str, Any], index: int | None = None) -> str:
    """One output line (no newline). A record with a lone surrogate (a JSON "\\ud800" escape) has no
    UTF-8 form and is written with ASCII escapes instead: the same value for every JSON reader.
    NaN and Infinity are not JSON: such a record is a SinkError naming it. A string is a record the
    runner already serialised (with the same rules): it is written as it is."""
    if isinstance(record, str):
        return record
    try:
        return strict_json(record)
    except (ValueError, TypeError, RecursionError) as err:
        raise SinkError(f"{describe(record, index)}: cannot be written as JSON: {err}") from err


def write_jsonl(stream: BinaryStream, records: Iterable[Mapping[str, Any]]) -> int:
    """Write every record as one UTF-8 line onto a binary stream; return how many."""
    source = records if isinstance(records, Source) else Source(records)
    batch: list[str] = []
    try:
        for record in source:
            batch.append(dump_record(record, source.count))
            if len(batch) >= BATCH:
                lines, batch = batch, []
                stream.write(("\n".join(lines) + "\n").encode("utf-8"))
    finally:
        # Also when a later record fails: every record taken so far is written, in order.
        if batch:
            stream.write(("\n".join(batch) + "\n").encode("utf-8"))
    return source.count
