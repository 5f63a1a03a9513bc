"""One item's outcome (`Result`) and the output line of one record (`compose`)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from mtglinks.batch import analysis as analysis_module
from mtglinks.batch.analysis import EMPTY_BODY, Analysis, failure
from mtglinks.schema import SCHEMA_VERSION
from mtglinks.sources import Where


@dataclass
class Result:
    """One item's outcome: an output line (a tag record as JSON) or a skip."""

    seq: int
    line: str | None = None
    status: str | None = None
    lang: str | None = None
    rules: tuple[str, ...] = ()
    unparsed: int = 0
    paragraphs: int = 0
    unknown_words: int = -1
    review: int = 0
    unlike_oracle: bool = False
    reused: bool = False
    errors: tuple[str, ...] = ()
    skip_reason: str | None = None
    position: str = ""
    file: str = ""  # the input file, kept for errors only (a summary of several inputs names it)
    rows: str | None = None  # the record's SQLite rows as built where it was tagged (sqlite.record_rows)
    # Its journal META without `seq`, as JSON text, made where the item was read (journal.meta_text),
    # so that the main process only puts the number in front; None: the journal makes it.
    journal: str | None = field(default=None, compare=False, repr=False)


def _id_text(value: Any) -> str:
    return f" (id {value!r})" if value is not None else ""


def compose(
    where: Where,
    record_id: Any,
    name: Any,
    lang: Any,
    ids: Mapping[str, Any] | None,
    result: Analysis,
) -> tuple[str, tuple[str, ...]]:
    """The output line of one record, and its errors as written (each names the record's position)."""
    dumps = analysis_module.dumps  # looked up at each call: a test may replace it
    if isinstance(record_id, float) and not math.isfinite(record_id):
        result = failure(f"id {record_id!r} is not a finite number")
        record_id = repr(record_id)
    errors: tuple[str, ...] = ()  # (most records: none, no generator made)
    if result.errors:
        errors = tuple(f"{where.position}{_id_text(record_id)}: {message}" for message in result.errors)
    head = {
        "schema_version": SCHEMA_VERSION,
        "id": record_id,
        "line": where.line,
        "name": name if isinstance(name, str) else None,
        "lang": lang if isinstance(lang, str) else None,
        "status": result.status,
        "errors": list(errors),
    }
    tail = {"ids": dict(ids or {}), "source": {"file": where.file, "position": where.position}}
    try:
        head_text, tail_text = dumps(head), dumps(tail)
    except (ValueError, TypeError, RecursionError) as err:
        # An id no JSON reader could read back (NaN, nested too deeply): the record, not the run, fails.
        message = f"{where.position}: id cannot be written as JSON ({type(err).__name__})"
        head.update(id=None, status="error", errors=[message])
        return dumps(head)[:-1] + ", " + EMPTY_BODY + ", " + dumps(tail)[1:], (message,)
    return head_text[:-1] + ", " + result.body + ", " + tail_text[1:], errors
