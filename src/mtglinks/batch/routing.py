"""Records done where they are analysed: with several workers the parent only reads and routes.

On a card database most records repeat a text analysed before, so the work per record (checking
the record, looking its text up among those analysed, unpacking the analysis, writing the output
line) weighed more in the parent than the analyses did in the workers, and a second worker added
little. So with `jobs` > 1 every record goes as read to the worker that owns its name and
language (`route`): each worker keeps its own store of analysed texts (reuse.py), so a text is
analysed by one worker only, once while its store keeps it, and the worker sends back the
record's output line and what the summary counts of it (`Done`). The parent reads the input and
writes what comes back in input order.

The route is a digest of the record's name and language as read, not of the checked text: every
record of one text has the same name and language, so it reaches the same worker (two spellings
of one name that the check makes equal may reach two, which costs an analysis, never a byte).

With one job the parent does the same work itself through `tag_item`, so the output is the same
bytes whatever `jobs`.
"""

from __future__ import annotations

import os
import zlib
from collections.abc import Mapping
from typing import Any, NamedTuple

from mtglinks.batch import analysis as analysis_module
from mtglinks.batch.analysis import Analysis, failure
from mtglinks.batch.gcfreeze import long_lived
from mtglinks.batch.limits import Limits
from mtglinks.batch.packing import pack, text_bytes, unpack, work_key
from mtglinks.batch.records import Result, compose
from mtglinks.batch.reuse import ReuseStore
from mtglinks.schema.input_record import RecordError, read_record
from mtglinks.sources import Where


class Done(NamedTuple):
    """One record as tagged: its output line and what the run's summary counts of it."""

    line: str
    lang: str | None
    errors: tuple[str, ...]
    status: str
    rules: tuple[str, ...]
    unparsed: int
    paragraphs: int
    unknown_words: int
    review: int
    unlike_oracle: bool
    reused: bool


def as_result(seq: int, tagged: Done, position: str, file: str, rows: str | None = None) -> Result:
    """The runner's Result of a tagged record, numbered `seq` (`file` is named only on an error)."""
    return Result(
        seq,
        line=tagged.line,
        status=tagged.status,
        lang=tagged.lang,
        rules=tagged.rules,
        unparsed=tagged.unparsed,
        paragraphs=tagged.paragraphs,
        unknown_words=tagged.unknown_words,
        review=tagged.review,
        unlike_oracle=tagged.unlike_oracle,
        reused=tagged.reused,
        errors=tagged.errors,
        position=position,
        file=file if tagged.errors else "",
        rows=rows,
    )


def done(
    where: Where, record_id: Any, name: Any, lang: Any, ids: Mapping[str, Any] | None, analysis: Analysis, reused: bool
) -> Done:
    """The output line of a record and its counts (those of an analysis that failed are not counted)."""
    line, errors = compose(where, record_id, name, lang, ids, analysis)
    status = "error" if errors else analysis.status
    ok = status == "ok"
    return Done(
        line,
        lang if isinstance(lang, str) else None,
        errors,
        status,
        tuple(analysis.rules) if ok else (),
        analysis.unparsed if ok else 0,
        analysis.paragraphs if ok else 0,
        analysis.unknown_words if ok else -1,
        analysis.review if ok else 0,
        analysis.unlike_oracle and ok,
        reused,
    )


def route(record: Any, routes: int) -> int:
    """The worker that owns a record (as read): a digest of its name and language."""
    if not isinstance(record, Mapping) or routes == 1:
        return 0
    described = repr((record.get("name"), record.get("printed_name"), record.get("lang")))
    return zlib.crc32(described.encode("utf-8", "surrogatepass")) % routes


def identity(record: Any) -> tuple[Any, Any, Any, Mapping[str, Any] | None]:
    """(id, name, language, ids) of a record as its output line names them, checked or not."""
    try:
        card = read_record(record)
    except RecordError:
        raw = record if isinstance(record, Mapping) else {}
        ids = raw.get("ids") if isinstance(raw.get("ids"), Mapping) else None
        return raw.get("id"), raw.get("name"), raw.get("lang"), ids  # a name is never taken for an id
    return card.id, card.name, card.lang, card.ids


def failed(where: Where, record: Any, message: str) -> Done:
    """A record that could not be tagged, as an error line naming it."""
    record_id, name, lang, ids = identity(record)
    return done(where, record_id, name, lang, ids, failure(message), False)


def tag_item(where: Where, record: Any, limits: Limits, store: ReuseStore) -> Done:
    """One record as read: checked, its text analysed unless `store` keeps it, its line written."""
    try:
        card = read_record(record)
    except RecordError as err:
        return failed(where, record, str(err))
    size = text_bytes(card)
    if size > limits.max_text_bytes > 0:
        message = f"text of {size:,} bytes is over the limit of {limits.max_text_bytes:,} (--max-text)"
        return done(where, card.id, card.name, card.lang, card.ids, failure(message), False)
    key = work_key(card)
    packed = store.get(key)
    if packed is not None:
        return done(where, card.id, card.name, card.lang, card.ids, unpack(packed), True)
    analysis = analysis_module.analyze_input(card, limits)  # looked up here: tests replace it
    long_lived.tick()
    if analysis.status == "ok":
        store.put(key, pack(analysis))
    return done(where, card.id, card.name, card.lang, card.ids, analysis, False)


# The worker's own store of analysed texts, made in the worker (a store inherited through fork
# would share the parent's SQLite connection).
_store: ReuseStore | None = None
_store_pid = 0


def _worker_store(entries: int) -> ReuseStore:
    global _store, _store_pid
    if _store is None or _store_pid != os.getpid():
        _store, _store_pid = ReuseStore(entries), os.getpid()
    return _store


def tag_chunk(records: list[tuple[Where, Any]], limits: Limits, cache_entries: int) -> tuple[list[Done], str | None]:
    """Worker task: each record tagged, in order; and why the worker's store of analysed texts was
    dropped (None: it was not)."""
    store = _worker_store(cache_entries)
    out = [tag_item(where, record, limits, store) for where, record in records]
    return out, store.failure


__all__ = ["Done", "done", "failed", "route", "tag_chunk", "tag_item"]
