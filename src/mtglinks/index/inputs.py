"""Where the index builder gets its tagged cards: the batch readers, then the tagger.

Everything the builder needs from other modules goes through the two functions here, so when the
batch runner (`mtglinks.sources`, `mtglinks.tag_many`) lands, switching to it is a change here only:

- `read_inputs(paths)` yields one `Input` per card record, `Rejected` for what is not one;
- `tag_inputs(inputs, jobs)` yields (input, tag record of schema_version 1) in input order.

Until `mtglinks.sources` exists, JSON Lines files (`.jsonl`, `.jsonl.gz`, `-`) are read here.
"""

from __future__ import annotations

import gzip
import importlib
import json
import multiprocessing
import sys
from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

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
    try:
        # The batch readers (`mtglinks.sources`), when present.
        sources: Any = importlib.import_module("mtglinks.sources")
    except ImportError:
        yield from _read_jsonl_files(paths)
        return
    try:
        sources.check_inputs(paths)
    except sources.SourceError as err:
        raise InputError(str(err)) from err
    for item in sources.read_sources(paths):
        where = item.where
        if isinstance(item, sources.CardRecord):
            yield Input(dict(item.record), where.file, where.position, where.line)
        elif isinstance(item, sources.BadRecord):
            yield Rejected(where.file, where.position, item.message, bad=True)
        else:
            yield Rejected(where.file, where.position, item.reason, bad=False)


def _read_jsonl_files(paths: Sequence[str]) -> Iterator[Item]:
    for path in paths:
        if path != "-" and not Path(path).is_file():
            what = "a directory" if Path(path).is_dir() else "no such file"
            raise InputError(f"{path}: {what}")
    for path in paths:
        yield from _read_jsonl(path)


def _open(path: str) -> IO[bytes]:
    if path == "-":
        return sys.stdin.buffer
    raw = open(path, "rb")  # noqa: SIM115 - closed by the caller
    if raw.peek(2)[:2] == b"\x1f\x8b":
        return gzip.GzipFile(fileobj=raw)  # type: ignore[return-value]
    return raw


def _read_jsonl(path: str) -> Iterator[Item]:
    stream = _open(path)
    try:
        for line_no, raw in enumerate(stream, start=1):
            position = f"line {line_no}"
            try:
                line = raw.decode("utf-8").removeprefix("\ufeff")
            except UnicodeDecodeError as err:
                yield Rejected(path, position, f"not UTF-8: {err}", bad=True)
                continue
            if not line.strip():
                continue
            try:
                value = json.loads(line)
            except (ValueError, RecursionError) as err:
                yield Rejected(path, position, f"invalid JSON: {err}", bad=True)
                continue
            if not isinstance(value, dict):
                yield Rejected(path, position, f"record must be a JSON object, not {type(value).__name__}", bad=True)
                continue
            yield Input(value, path, position, line_no)
    except (OSError, EOFError) as err:
        yield Rejected(path, "end of file", f"cannot read: {err}", bad=True)
    finally:
        if stream is not sys.stdin.buffer:
            stream.close()


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


def full_record(item: Input, tagged: dict[str, Any]) -> dict[str, Any]:
    """The tagger's output for one input as a tag record of schema_version 1."""
    return {
        "schema_version": SCHEMA_VERSION,
        "id": tagged.get("id"),
        "line": item.line,
        "name": tagged.get("name"),
        "lang": tagged.get("lang"),
        "status": tagged.get("status", "error"),
        "errors": list(tagged.get("errors", [])),
        "ids": _ids(item.record),
        "source": {"file": item.file, "position": item.position},
        "abilities": tagged.get("abilities", []),
        "links": tagged.get("links", []),
        "review": tagged.get("review", []),
    }


def _tag_chunk(chunk: list[tuple[dict[str, Any], int]]) -> list[dict[str, Any]]:
    from mtglinks.tagger import tag_record

    return [tag_record(record, line) for record, line in chunk]


def tag_inputs(inputs: Iterable[Input], jobs: int = 1, chunk_size: int = 64) -> Iterator[tuple[Input, dict[str, Any]]]:
    """(input, tag record) for every input, in input order; `jobs` worker processes when > 1.

    At most a few chunks per worker are in flight, so memory stays flat on any input size."""
    from mtglinks.tagger import tag_record

    if jobs <= 1:
        for item in inputs:
            yield item, full_record(item, tag_record(item.record, item.line or 0))
        return
    context = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else None)
    iterator = iter(inputs)
    with context.Pool(jobs) as pool:
        pending: deque[tuple[list[Input], Any]] = deque()
        exhausted = False
        while True:
            while not exhausted and len(pending) < jobs * 4:
                chunk = [item for _, item in zip(range(chunk_size), iterator, strict=False)]
                if not chunk:
                    exhausted = True
                    break
                task = pool.apply_async(_tag_chunk, ([(i.record, i.line or 0) for i in chunk],))
                pending.append((chunk, task))
            if not pending:
                break
            chunk, task = pending.popleft()
            for item, tagged in zip(chunk, task.get(), strict=True):
                yield item, full_record(item, tagged)
