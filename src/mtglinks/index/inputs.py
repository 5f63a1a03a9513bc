"""Where the index builder gets its tagged cards: the batch readers, then the batch runner.

- `read_inputs(paths)` yields one `Input` per card record, `Rejected` for what is not one;
- `tag_inputs(inputs, jobs)` yields (input, tag record of schema_version 1) in input order.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

SCHEMA_VERSION = 1


class InputError(Exception):
    """A whole input cannot be read (missing file, a directory, an unknown format)."""


@dataclass
class Input:
    """One card record, in the tagger's input shape, and where it came from."""

    record: dict[str, Any]
    file: str
    position: str
    line: int | None = None


@dataclass
class Rejected:
    """A record that is not indexed: skipped (a token, no text) or bad (invalid JSON)."""

    file: str
    position: str
    reason: str
    bad: bool


Item = Input | Rejected


def read_inputs(paths: Sequence[str]) -> Iterator[Item]:
    """Every record of the inputs, in order; InputError before any work for an unreadable input."""
    from mtglinks import sources

    try:
        sources.check_inputs(paths)
    except sources.SourceError as err:
        raise InputError(str(err)) from err
    for item in sources.read_sources(paths, file_errors="item"):
        where = item.where
        if isinstance(item, sources.CardRecord):
            yield Input(dict(item.record), where.file, where.position, where.line)
        elif isinstance(item, sources.BadRecord):
            yield Rejected(where.file, where.position, item.message, bad=True)
        else:
            yield Rejected(where.file, where.position, item.reason, bad=False)


def _ids(record: dict[str, Any]) -> dict[str, Any]:
    """The record's ids (the readers' `ids`, or what a JSONL record of the shared corpora names)."""
    ids = record.get("ids")
    if isinstance(ids, dict):
        return {k: v for k, v in ids.items() if isinstance(v, (str, int, list))}
    out: dict[str, Any] = {}
    for key, source_key in (("english_name", "en_card"), ("set", "set"), ("number", "number"), ("layout", "layout")):
        value = record.get(source_key)
        if isinstance(value, (str, int)):
            out[key] = value
    if isinstance(record.get("multiverseid"), int):
        out["multiverse_id"] = record["multiverseid"]
    return out


def tag_inputs(inputs: Iterable[Input], jobs: int = 1, chunk_size: int = 64) -> Iterator[tuple[Input, dict[str, Any]]]:
    """(input, tag record) for every input, in input order, through the batch runner (`jobs` worker
    processes when > 1; identical texts analysed once)."""
    from mtglinks.batch import runner
    from mtglinks.sources import CardRecord, Where

    pending: deque[Input] = deque()

    def items() -> Iterator[CardRecord]:
        for item in inputs:
            pending.append(item)
            record = dict(item.record)
            if not isinstance(record.get("ids"), dict):
                record["ids"] = _ids(record)
            yield CardRecord(Where(item.file, item.position, item.line), record)

    # Not compared with an index's Oracle texts: the builder compares the texts it files together.
    limits = runner.Limits(compare_oracle=False)
    with runner.Runner(jobs=jobs, chunk_size=chunk_size, limits=limits) as pool:
        for result in pool.run(items()):
            assert result.line is not None
            yield pending.popleft(), json.loads(result.line)
