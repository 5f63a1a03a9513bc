"""The batch runner: the readers' items in, tag records out, in input order, whatever the workers.

Every item a reader yields gives exactly one result, in input order:
- a `CardRecord` is checked (`read_record`), analysed and becomes one tag record (status "ok",
  or "error" with the reason: a bad field, a text over `Limits.max_text_bytes`, analysis over its
  CPU budget, a worker that died on it twice);
- a `BadRecord` becomes one error record naming its position;
- a `Skipped` item is counted with its reason and language, and written nowhere.

Identical texts (language, face names, texts and type lines) are analysed once: the result is reused
for every later printing while it is in the bounded cache. With `jobs` > 1 the work goes in chunks to
worker processes forked from a parent that has already loaded the grammars and tables. A worker that
dies (killed, out of memory) is noticed at once; the records it had in flight are tried again one at
a time in a fresh worker, and a record that kills a worker twice becomes an error record.

The parts live beside it: the record's budget (limits.py, budget.py), its analysis (analysis.py),
what is kept for reuse (packing.py, reuse.py), the output line (records.py), the workers
(workers.py), the collector (gcfreeze.py) and the run's counts (summary.py).
"""

from __future__ import annotations

import json
import os
from collections import deque
from collections.abc import Iterable, Iterator, Mapping
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

from mtglinks.batch import analysis as analysis_module
from mtglinks.batch.analysis import Analysis, analyze_input, failure
from mtglinks.batch.budget import BudgetExceeded, budget_handler
from mtglinks.batch.gcfreeze import long_lived, warm_up
from mtglinks.batch.limits import (
    DEFAULT_CACHE_ENTRIES,
    DEFAULT_CHUNK_SIZE,
    DEFAULT_CPU_SECONDS,
    DEFAULT_LIMITS,
    DEFAULT_MAX_TEXT_BYTES,
    Limits,
)
from mtglinks.batch.packing import WorkKey, pack, text_bytes, unpack, work_key
from mtglinks.batch.records import Result, compose
from mtglinks.batch.reuse import ReuseStore
from mtglinks.batch.summary import Summary, cpu_seconds
from mtglinks.batch.workers import analyze_chunk, kill_pool, start_pool
from mtglinks.schema.input_record import CardInput, RecordError, read_record
from mtglinks.schema.records import TagRecord
from mtglinks.sources import BadRecord, CardRecord, Item, Skipped, Where

__all__ = [
    "DEFAULT_CACHE_ENTRIES",
    "DEFAULT_CHUNK_SIZE",
    "DEFAULT_CPU_SECONDS",
    "DEFAULT_MAX_TEXT_BYTES",
    "Analysis",
    "BudgetExceeded",
    "Limits",
    "Result",
    "Runner",
    "Summary",
    "analyze_input",
    "compose",
    "cpu_seconds",
    "default_jobs",
    "tag_line",
    "tag_many",
    "tag_record",
    "warm_up",
]


class _Unit:
    """One text to analyse, shared by every record that has the same text."""

    __slots__ = ("card", "analysis", "future", "index", "key")

    def __init__(self, key: WorkKey, card: CardInput) -> None:
        self.key = key
        self.card = card
        self.analysis: Analysis | None = None
        self.future: Future[list[Analysis]] | None = None
        self.index = 0


@dataclass
class _Slot:
    seq: int
    where: Where
    record_id: Any = None
    name: Any = None
    lang: Any = None
    ids: Mapping[str, Any] | None = None
    unit: _Unit | None = None
    analysis: Analysis | None = None
    reused: bool = False
    skip: Skipped | None = None


class Runner:
    """Tags items in input order. Use as a context manager (the worker pool is shut down on exit)."""

    def __init__(
        self,
        jobs: int = 1,
        chunk_size: int = DEFAULT_CHUNK_SIZE,
        limits: Limits = DEFAULT_LIMITS,
        cache_entries: int = DEFAULT_CACHE_ENTRIES,
    ) -> None:
        self.jobs = max(1, jobs)
        self.chunk_size = max(1, chunk_size)
        self.limits = limits
        self.cache_entries = cache_entries
        self._reuse = ReuseStore(cache_entries)
        self._in_flight: dict[WorkKey, _Unit] = {}
        self._futures: dict[Future[list[Analysis]], list[_Unit]] = {}
        self._buffer: list[_Unit] = []
        self._pool: ProcessPoolExecutor | None = None
        self.worker_restarts = 0

    # -- pool -------------------------------------------------------------------------------

    def __enter__(self) -> Runner:
        budget_handler.enter()
        return self

    def __exit__(self, *exc: object) -> None:
        try:
            self.close()
        finally:
            budget_handler.exit()

    def _start_pool(self, languages: Iterable[str] = ()) -> ProcessPoolExecutor:
        """The worker pool, started (after loading `languages` in the parent, to be shared) if need be."""
        if self._pool is None:
            self._pool = start_pool(self.jobs, tuple(languages))
        return self._pool

    def _kill_pool(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            kill_pool(pool)

    @property
    def reuse_failure(self) -> str | None:
        """Why the store of analysed texts was dropped during the run (None: it was not)."""
        return self._reuse.failure

    def close(self) -> None:
        """Stop the workers (also on Ctrl-C: nothing is left running) and drop the reuse store."""
        self._kill_pool()
        self._reuse.close()

    def _wall_budget(self, records: int) -> float:
        # A backstop for a record stuck where the CPU timer cannot interrupt it (inside C code).
        per_record = self.limits.cpu_seconds if self.limits.cpu_seconds > 0 else 600.0
        return self.limits.stuck_seconds + 2.0 * per_record * records

    # -- work -------------------------------------------------------------------------------

    def _submit_buffer(self) -> None:
        if not self._buffer:
            return
        units, self._buffer = self._buffer, []
        languages = {u.card.lang for u in units}
        try:
            future = self._start_pool(languages).submit(analyze_chunk, [u.card for u in units], self.limits)
        except BrokenProcessPool:
            # A worker died while nothing waited on it: recover its records first, then go on.
            self._recover(stuck=False)
            future = self._start_pool(languages).submit(analyze_chunk, [u.card for u in units], self.limits)
        for index, unit in enumerate(units):
            unit.future, unit.index = future, index
        self._futures[future] = units

    def _finish(self, unit: _Unit, analysis: Analysis) -> None:
        unit.analysis = analysis
        self._in_flight.pop(unit.key, None)
        if analysis.status == "ok":
            self._reuse.put(unit.key, pack(analysis))

    def _wait(self, unit: _Unit) -> None:
        """Block until `unit` is analysed (recovering from a dead or stuck worker)."""
        if unit.future is None:
            self._submit_buffer()
        future = unit.future
        assert future is not None
        units = self._futures[future]
        try:
            analyses = future.result(timeout=self._wall_budget(len(units)))
        except (BrokenProcessPool, FutureTimeout) as err:
            self._recover(stuck=isinstance(err, FutureTimeout))
            return
        del self._futures[future]
        for done, result in zip(units, analyses, strict=True):
            self._finish(done, result)

    def _recover(self, stuck: bool) -> None:
        """A worker died or hung: every record in flight is tried again, one at a time, in a fresh pool.

        One at a time, so that a second death names its record exactly; a record that was in
        flight at both deaths becomes an error record, and every other record gets its analysis.
        """
        self.worker_restarts += 1
        suspects: list[_Unit] = []
        for future, units in list(self._futures.items()):
            if future.done() and not future.cancelled() and future.exception() is None:
                for done, analysis in zip(units, future.result(), strict=True):
                    self._finish(done, analysis)
            else:
                suspects.extend(units)
        self._futures.clear()
        self._kill_pool()
        reason = "took longer than its time budget" if stuck else "died"
        for unit in suspects:
            try:
                future = self._start_pool().submit(analyze_chunk, [unit.card], self.limits)
                (analysis,) = future.result(timeout=self._wall_budget(1))
            except (BrokenProcessPool, FutureTimeout) as err:
                self.worker_restarts += 1
                self._kill_pool()
                again = "took longer than its time budget" if isinstance(err, FutureTimeout) else "died"
                analysis = failure(f"the worker {reason} on this record, and {again} when it was tried again")
            self._finish(unit, analysis)

    def _analyse_now(self, unit: _Unit) -> None:
        self._finish(unit, analysis_module.analyze_input(unit.card, self.limits))  # looked up here: tests replace it
        long_lived.tick()

    # -- the stream -------------------------------------------------------------------------

    def _slot(self, seq: int, item: Item) -> _Slot:
        if isinstance(item, Skipped):
            return _Slot(seq, item.where, item.id, item.name, item.lang, skip=item)
        if isinstance(item, BadRecord):
            return _Slot(seq, item.where, item.id, item.name, item.lang, analysis=failure(item.message))
        raw = item.record
        raw_map = raw if isinstance(raw, Mapping) else {}
        try:
            card = read_record(raw)
        except RecordError as err:
            record_id = raw_map.get("id")  # a name is never taken for an id
            return _Slot(
                seq,
                item.where,
                record_id,
                raw_map.get("name"),
                raw_map.get("lang"),
                raw_map.get("ids") if isinstance(raw_map.get("ids"), Mapping) else None,
                analysis=failure(str(err)),
            )
        slot = _Slot(seq, item.where, card.id, card.name, card.lang, card.ids)
        size = text_bytes(card)
        if size > self.limits.max_text_bytes > 0:
            slot.analysis = failure(
                f"text of {size:,} bytes is over the limit of {self.limits.max_text_bytes:,} (--max-text)"
            )
            return slot
        key = work_key(card)
        cached = self._reuse.get(key)
        if cached is not None:
            slot.analysis, slot.reused = unpack(cached), True
        elif key in self._in_flight:
            slot.unit, slot.reused = self._in_flight[key], True
        else:
            unit = _Unit(key, card)
            slot.unit = unit
            if self.jobs == 1:
                self._analyse_now(unit)
            else:
                self._in_flight[key] = unit
                self._buffer.append(unit)
                if len(self._buffer) >= self.chunk_size:
                    self._submit_buffer()
        return slot

    def _ready(self, slot: _Slot) -> bool:
        return (
            slot.skip is not None
            or slot.analysis is not None
            or (slot.unit is not None and slot.unit.analysis is not None)
        )

    def _result(self, slot: _Slot) -> Result:
        if slot.skip is not None:
            return Result(slot.seq, lang=slot.lang, skip_reason=slot.skip.reason, position=slot.where.position)
        analysis = slot.analysis
        if analysis is None:
            assert slot.unit is not None
            if slot.unit.analysis is None:
                self._wait(slot.unit)
            analysis = slot.unit.analysis
            assert analysis is not None
        line, errors = compose(slot.where, slot.record_id, slot.name, slot.lang, slot.ids, analysis)
        status = "error" if errors else analysis.status
        return Result(
            slot.seq,
            line=line,
            status=status,
            lang=slot.lang if isinstance(slot.lang, str) else None,
            rules=analysis.rules if status == "ok" else (),
            unparsed=analysis.unparsed if status == "ok" else 0,
            paragraphs=analysis.paragraphs if status == "ok" else 0,
            unknown_words=analysis.unknown_words if status == "ok" else -1,
            review=analysis.review if status == "ok" else 0,
            unlike_oracle=analysis.unlike_oracle and status == "ok",
            reused=slot.reused,
            errors=errors,
            position=slot.where.position,
            file=slot.where.file if errors else "",
        )

    def run(self, items: Iterable[Item], start: int = 0) -> Iterator[Result]:
        """Yield one Result per item, in input order. The first `start` items are read and passed
        over (a resumed run: their results were written before)."""
        pending: deque[_Slot] = deque()
        max_chunks = self.jobs * 4
        max_pending = max_chunks * self.chunk_size * 4
        for seq, item in enumerate(items):
            if seq < start:
                continue
            pending.append(self._slot(seq, item))
            while pending and (
                self._ready(pending[0]) or len(self._futures) >= max_chunks or len(pending) > max_pending
            ):
                yield self._result(pending.popleft())
        self._submit_buffer()
        while pending:
            yield self._result(pending.popleft())


# ---- the library API ----------------------------------------------------------------------


def tag_many(
    records: Iterable[Mapping[str, Any] | Item],
    jobs: int = 1,
    chunk_size: int = DEFAULT_CHUNK_SIZE,
    limits: Limits = DEFAULT_LIMITS,
) -> Iterator[TagRecord]:
    """Tag card records (dicts of the tag input shape, or any reader's items) and yield one tag record
    per record, in input order. Skipped reader items yield nothing.

    >>> import mtglinks
    >>> [r["links"][0]["rule"] for r in mtglinks.tag_many([{"id": 1, "name": "Paradise Plume",
    ...     "text": "As Paradise Plume enters, choose a color.\\n{T}: Add one mana of the chosen color."}])]
    ['607.2d']
    """

    def items() -> Iterator[Item]:
        for n, record in enumerate(records):
            if isinstance(record, (CardRecord, Skipped, BadRecord)):
                yield record
            else:
                yield CardRecord(Where("<records>", f"record {n}"), dict(record))

    with Runner(jobs=jobs, chunk_size=chunk_size, limits=limits) as runner:
        for result in runner.run(items()):
            if result.line is not None:
                yield json.loads(result.line)


def default_jobs() -> int:
    """The number of cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def tag_record(value: Any, line_no: int = 0) -> TagRecord:
    """One decoded record -> one output record (the batch runner's, at position "line N"). Never raises
    on bad input."""
    from mtglinks.sources import CardRecord, Where

    (result,) = Runner(cache_entries=0).run([CardRecord(Where("-", f"line {line_no}", line_no), value)])
    assert result.line is not None
    out: TagRecord = json.loads(result.line)
    return out


def tag_line(line: bytes | str, line_no: int) -> TagRecord | None:
    """One JSON Lines input line -> one output record (None for a blank line). Never raises on bad input."""
    from mtglinks.sources import jsonl

    if isinstance(line, str):
        line = line.encode("utf-8", "surrogatepass")
    (item,) = jsonl.read_lines([line], "-", first_line=line_no)
    (result,) = Runner(cache_entries=0).run([item])
    return None if result.line is None else json.loads(result.line)
