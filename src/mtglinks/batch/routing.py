"""Records done where they are analysed: with several workers the parent only routes.

On a card database most records repeat a text analysed before, so the work per record (looking the
text up among those analysed, unpacking the analysis, writing the output line) weighed more in
the parent than the analyses did in the workers, and a second worker added little. So with
`jobs` > 1 every record goes, with the key of its text, to the worker that owns that key (the
key's first byte modulo the number of workers): each worker keeps its own store of analysed
texts (reuse.py), and no text is analysed by two workers. The worker writes the record's output
line and sends back the line and the counts the summary needs (`Done`); the parent reads the
input, computes the key, and writes what comes back in input order.

With one job the parent does the same work itself, through the same `done` function, so the
output is the same bytes whatever `jobs`.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any, NamedTuple

from mtglinks.batch import analysis as analysis_module
from mtglinks.batch.analysis import Analysis
from mtglinks.batch.gcfreeze import long_lived
from mtglinks.batch.limits import Limits
from mtglinks.batch.packing import WorkKey, pack, unpack
from mtglinks.batch.records import compose
from mtglinks.batch.reuse import ReuseStore
from mtglinks.schema.input_record import CardInput
from mtglinks.sources import Where


class Done(NamedTuple):
    """One record as tagged: its output line and what the run's summary counts of it."""

    line: str
    errors: tuple[str, ...]
    status: str
    rules: tuple[str, ...]
    unparsed: int
    paragraphs: int
    unknown_words: int
    review: int
    unlike_oracle: bool
    reused: bool


def done(
    where: Where, record_id: Any, name: Any, lang: Any, ids: Mapping[str, Any] | None, analysis: Analysis, reused: bool
) -> Done:
    """The output line of a record and its counts (those of an analysis that failed are not counted)."""
    line, errors = compose(where, record_id, name, lang, ids, analysis)
    status = "error" if errors else analysis.status
    ok = status == "ok"
    return Done(
        line,
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


def route(key: WorkKey, routes: int) -> int:
    """The worker that owns a text's key."""
    return key[0] % routes


# The worker's own store of analysed texts, made in the worker (a store inherited through fork
# would share the parent's SQLite connection).
_store: ReuseStore | None = None
_store_pid = 0


def _worker_store(entries: int) -> ReuseStore:
    global _store, _store_pid
    if _store is None or _store_pid != os.getpid():
        _store, _store_pid = ReuseStore(entries), os.getpid()
    return _store


def tag_chunk(
    records: list[tuple[Where, CardInput, WorkKey]], limits: Limits, cache_entries: int
) -> tuple[list[Done], str | None]:
    """Worker task: each record tagged, in order, its text analysed once in this worker; and why the
    worker's store of analysed texts was dropped (None: it was not)."""
    store = _worker_store(cache_entries)
    out = []
    for where, card, key in records:
        packed = store.get(key)
        if packed is not None:
            analysis, reused = unpack(packed), True
        else:
            analysis, reused = analysis_module.analyze_input(card, limits), False  # looked up here: tests replace it
            if analysis.status == "ok":
                store.put(key, pack(analysis))
        out.append(done(where, card.id, card.name, card.lang, card.ids, analysis, reused))
    long_lived.tick(len(records))
    return out, store.failure


__all__ = ["Done", "done", "route", "tag_chunk"]
