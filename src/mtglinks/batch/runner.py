"""The batch runner: the readers' items in, tag records out, in input order, whatever the workers.

Every item a reader yields gives exactly one result, in input order:
- a `CardRecord` is checked (`read_record`), analysed and becomes one tag record (status "ok",
  or "error" with the reason: a bad field, a text over `Limits.max_text_bytes`, analysis over its
  CPU budget, a worker that died on it twice);
- a `BadRecord` becomes one error record naming its position;
- a `Skipped` item is counted with its reason and language, and written nowhere.

Identical texts (language, face names, texts and type lines) are analysed once: the result is reused
for every later printing while it is in the bounded cache. With `jobs` > 1 the parent only reads and
routes: each record goes as read, in chunks, to the one worker that owns its name and language
(routing.py), forked from a parent that has already loaded the grammars and tables; the worker checks
it, reuses or analyses its text and writes its line. A worker that dies (killed, out of memory) is
noticed at once; the records in flight are tried again one at a time in fresh workers, and a record
that kills a worker twice becomes an error record.

A database dump that can be cut (sources/parts.py) goes through `run_parts` instead: the workers
read its parts themselves and build each record's SQLite rows there (split.py).

The parts live beside it: the record's budget (limits.py, budget.py), its analysis (analysis.py),
what is kept for reuse (packing.py, reuse.py), the output line (records.py), one record's whole
work and its route (routing.py), the workers (workers.py), the collector (gcfreeze.py) and the
run's counts (summary.py).
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

from mtglinks.batch.analysis import Analysis, analyze_input, failure
from mtglinks.batch.budget import BudgetExceeded, budget_handler
from mtglinks.batch.gcfreeze import warm_up
from mtglinks.batch.limits import (
    DEFAULT_CACHE_ENTRIES,
    DEFAULT_CHUNK_SIZE,
    DEFAULT_CPU_SECONDS,
    DEFAULT_LIMITS,
    DEFAULT_MAX_TEXT_BYTES,
    Limits,
)
from mtglinks.batch.records import Result, compose
from mtglinks.batch.reuse import ReuseStore, SharedFile
from mtglinks.batch.routing import Done, as_result, done, failed, route, tag_chunk, tag_item
from mtglinks.batch.split import Block, Job, PartRunner
from mtglinks.batch.summary import Summary, cpu_seconds
from mtglinks.batch.workers import kill_pools, start_pool
from mtglinks.schema.input_record import read_record
from mtglinks.schema.records import TagRecord
from mtglinks.sources import BadRecord, CardRecord, Item, Skipped, Where
from mtglinks.sources.model import record_limit
from mtglinks.sources.parts import Part

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
    "read_record",
    "tag_line",
    "tag_many",
    "tag_record",
    "warm_up",
]


# The file of analyses the workers of a run share, in the run's temporary folder.
_SHARED_NAME = "analyses.sqlite"


class _Unit:
    """One record (as read) sent to the worker that owns it."""

    __slots__ = ("where", "record", "route", "future", "done")

    def __init__(self, where: Where, record: Any, routes: int) -> None:
        self.where = where
        self.record = record
        self.route = route(record, routes)
        self.future: Future[tuple[list[Done], str | None]] | None = None
        self.done: Done | None = None


@dataclass
class _Slot:
    seq: int
    where: Where
    lang: Any = None
    unit: _Unit | None = None
    done: Done | None = None
    skip: Skipped | None = None


class Runner:
    """Tags items in input order. Use as a context manager (the worker pools are shut down on exit)."""

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
        # One job: the store is here. Several: each worker keeps the texts of its keys (routing.py).
        self._reuse = ReuseStore(cache_entries if self.jobs == 1 else 0)
        self._worker_entries = -(-cache_entries // self.jobs) if cache_entries > 0 else 0
        self._worker_reuse_failure: str | None = None
        self._futures: dict[Future[tuple[list[Done], str | None]], list[_Unit]] = {}
        self._buffers: list[list[_Unit]] = [[] for _ in range(self.jobs)]
        self._pools: dict[int, ProcessPoolExecutor] = {}
        self._parts: PartRunner | None = None
        self._run_folder: str | None = None  # with parts: the analyses the workers share, their outcomes (split.py)
        self.worker_restarts = 0

    # -- pools ------------------------------------------------------------------------------

    def __enter__(self) -> Runner:
        budget_handler.enter()
        return self

    def __exit__(self, *exc: object) -> None:
        try:
            self.close()
        finally:
            budget_handler.exit()

    def _start_pool(self, route_no: int, languages: Iterable[str] = ()) -> ProcessPoolExecutor:
        """The one-worker pool of a route, started (after loading `languages` in the parent, to be
        shared) if need be."""
        pool = self._pools.get(route_no)
        if pool is None:
            pool = self._pools[route_no] = start_pool(1, tuple(languages), self.limits)
        return pool

    def _kill_pools(self) -> None:
        pools, self._pools = list(self._pools.values()), {}
        kill_pools(pools)

    @property
    def reuse_failure(self) -> str | None:
        """Why a store of analysed texts was dropped during the run (None: none was)."""
        parts = self._parts.reuse_failure if self._parts is not None else None
        return self._reuse.failure or self._worker_reuse_failure or parts

    def stop_workers(self) -> None:
        """Stop the workers; the run's folder stays until `close` (the writer may still be copying the
        rows of the last parts from their files there)."""
        if self._parts is not None:
            self._parts.close()
        self._kill_pools()

    def close(self) -> None:
        """Stop the workers (also on Ctrl-C: nothing is left running) and drop the reuse store."""
        self.stop_workers()
        self._reuse.close()
        if self._run_folder is not None:
            SharedFile.forget(os.path.join(self._run_folder, _SHARED_NAME))
            shutil.rmtree(self._run_folder, ignore_errors=True)
            self._run_folder = None

    def _wall_budget(self, records: int) -> float:
        # A backstop for a record stuck where the CPU timer cannot interrupt it (inside C code).
        per_record = self.limits.cpu_seconds if self.limits.cpu_seconds > 0 else 600.0
        return self.limits.stuck_seconds + 2.0 * per_record * records

    # -- work -------------------------------------------------------------------------------

    def _send(self, route_no: int, units: list[_Unit]) -> Future[tuple[list[Done], str | None]]:
        read_langs = [u.record.get("lang") for u in units if isinstance(u.record, Mapping)]
        languages = {lang for lang in read_langs if isinstance(lang, str)} or {"en"}
        records = [(u.where, u.record) for u in units]
        return self._start_pool(route_no, languages).submit(tag_chunk, records, self.limits, self._worker_entries)

    def _submit_buffer(self, route_no: int) -> None:
        units, self._buffers[route_no] = self._buffers[route_no], []
        if not units:
            return
        try:
            future = self._send(route_no, units)
        except BrokenProcessPool:
            # A worker died while nothing waited on it: recover its records first, then go on.
            self._recover(stuck=False)
            future = self._send(route_no, units)
        for unit in units:
            unit.future = future
        self._futures[future] = units

    def _finish(self, units: list[_Unit], outcome: tuple[list[Done], str | None]) -> None:
        dones, failure_reason = outcome
        for unit, result in zip(units, dones, strict=True):
            unit.done = result
        if failure_reason is not None and self._worker_reuse_failure is None:
            self._worker_reuse_failure = failure_reason

    def _wait(self, unit: _Unit) -> None:
        """Block until `unit` is tagged (recovering from a dead or stuck worker)."""
        if unit.future is None:
            self._submit_buffer(unit.route)
        future = unit.future
        assert future is not None
        units = self._futures[future]
        try:
            outcome = future.result(timeout=self._wall_budget(len(units)))
        except (BrokenProcessPool, FutureTimeout) as err:
            self._recover(stuck=isinstance(err, FutureTimeout))
            return
        del self._futures[future]
        self._finish(units, outcome)

    def _recover(self, stuck: bool) -> None:
        """A worker died or hung: every record in flight is tried again, one at a time, in fresh workers.

        One at a time, so that a second death names its record exactly; a record that was in
        flight at both deaths becomes an error record, and every other record gets its analysis.
        """
        self.worker_restarts += 1
        suspects: list[_Unit] = []
        for future, units in list(self._futures.items()):
            if future.done() and not future.cancelled() and future.exception() is None:
                self._finish(units, future.result())
            else:
                suspects.extend(units)
        self._futures.clear()
        self._kill_pools()
        reason = "took longer than its time budget" if stuck else "died"
        for unit in suspects:
            try:
                self._finish([unit], self._send(unit.route, [unit]).result(timeout=self._wall_budget(1)))
            except (BrokenProcessPool, FutureTimeout) as err:
                self.worker_restarts += 1
                self._kill_pools()
                again = "took longer than its time budget" if isinstance(err, FutureTimeout) else "died"
                message = f"the worker {reason} on this record, and {again} when it was tried again"
                unit.done = failed(unit.where, unit.record, message)

    # -- the stream -------------------------------------------------------------------------

    def _slot(self, seq: int, item: Item) -> _Slot:
        if isinstance(item, Skipped):
            return _Slot(seq, item.where, item.lang, skip=item)
        if isinstance(item, BadRecord):
            bad = done(item.where, item.id, item.name, item.lang, None, failure(item.message), False)
            return _Slot(seq, item.where, item.lang, done=bad)
        if self.jobs == 1:
            tagged = tag_item(item.where, item.record, self.limits, self._reuse)
            return _Slot(seq, item.where, done=tagged)
        unit = _Unit(item.where, item.record, self.jobs)
        buffer = self._buffers[unit.route]
        buffer.append(unit)
        if len(buffer) >= self.chunk_size:
            self._submit_buffer(unit.route)
        return _Slot(seq, item.where, unit=unit)

    def _ready(self, slot: _Slot) -> bool:
        return slot.skip is not None or slot.done is not None or (slot.unit is not None and slot.unit.done is not None)

    def _result(self, slot: _Slot) -> Result:
        if slot.skip is not None:
            return Result(slot.seq, lang=slot.lang, skip_reason=slot.skip.reason, position=slot.where.position)
        tagged = slot.done
        if tagged is None:
            assert slot.unit is not None
            if slot.unit.done is None:
                self._wait(slot.unit)
            tagged = slot.unit.done
            assert tagged is not None
        return as_result(slot.seq, tagged, slot.where.position, slot.where.file)

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
        for route_no in range(self.jobs):
            self._submit_buffer(route_no)
        while pending:
            yield self._result(pending.popleft())

    def run_parts(
        self,
        parts: Iterable[Part],
        start: int = 0,
        *,
        want_rows: bool = False,
        tables: bool = False,
        blocks: bool = False,
        name_files: bool = False,
        langs: frozenset[str] | None = None,
        max_record: int | None = None,
        on_part: Callable[[int], None] | None = None,
    ) -> Iterator[Result | Block]:
        """Like `run`, for an input the workers read themselves, part by part (split.py); `want_rows`:
        each record's SQLite rows are built with it (`Result.rows`); `blocks`: one Block a part, its
        journal lines and counts made where it was tagged (blocks.py; `name_files`: its summary's
        errors name their input file), with `tables` the part's rows as one set of tables
        (`Block.tables`); `on_part` is told the bytes of each part done."""
        from mtglinks.lang import codes

        # Each worker meets texts that others analysed: they keep what they analysed in one file they
        # share (reuse.SharedFile, their only store: reuse.SharedStore; `cache_entries` 0 keeps none),
        # and leave what they made of each part in a file beside it (split.py). The folder is
        # removed by `close`, also when the run is interrupted.
        if self.jobs > 1:
            self._run_folder = tempfile.mkdtemp(prefix="mtglinks-run-")
        shared = (
            SharedFile.create(os.path.join(self._run_folder, _SHARED_NAME)).path
            if self._run_folder and self.cache_entries > 0
            else None
        )
        limit = max_record or record_limit()
        job = Job(
            self.limits,
            self.cache_entries,
            want_rows,
            langs,
            limit,
            shared,
            self._run_folder,
            tables,
            blocks,
            name_files,
        )
        self._parts = PartRunner(self.jobs, job, self._reuse, sorted(langs) if langs else codes())
        restarts = self.worker_restarts
        for result in self._parts.run(parts, start, on_part):
            self.worker_restarts = restarts + self._parts.worker_restarts
            yield result
        self.worker_restarts = restarts + self._parts.worker_restarts


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
