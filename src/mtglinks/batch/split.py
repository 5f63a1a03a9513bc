"""Tagging an input that the workers read themselves, part by part (sources/parts.py).

On a card database the main process's own work per record (reading the JSON, building the record,
collecting and writing it, and at the end building its SQLite rows) capped what more workers could
give. So when the input can be cut, each worker task is one part: the worker reads the part, checks
and tags each record (reusing the texts its store keeps), writes each record's output line (`Piece`;
for a run with a journal, the part's journal lines and counts as one block instead: blocks.py)
and, for an SQLite output, the rows of the part's records (for `--add-to`, each record's rows as
JSON text, kept in the journal), and leaves the part's outcome in a file of the run's folder
(`spooled_part`). A block's journal lines go into a file of their own there, and the rows into an
SQLite file of the part's own (sinks/sqlite_parts.py: the main process copies them into the output
in C, with no Python per row), a batch of items at a time (BATCH_ITEMS tagged, then their lines,
then their rows): nothing of a part is held whole in a worker's memory (#24). The main process only
plans the cuts, hands out the parts in order (up to AHEAD a worker ahead of the one it waits for),
and passes each part's results (or block) on in input order, reading one outcome file at a time; it
copies the lines and rows as they come. With one job the part's tables (sinks.TableRows) are built
in the main process and inserted from there (no file: less work in all).

Every `-j` reads the same parts (one job: in the main process, one after another), and a record's
output line does not depend on which worker read it, nor on whether its text was analysed or reused:
the output is the same bytes for every `-j`.

A worker that dies (killed, out of memory) takes its pool with it: the part being waited for is then
read again in the main process and its records tagged one at a time in a fresh worker, so that a
second death names its record exactly (it becomes an error record); the other parts in flight are
handed out again. `--resume` passes over the items written before: a part handed out before the
resume point is known is only counted (`dry`), and tagged from the resume point when it holds it.
"""

from __future__ import annotations

import itertools
import json
import os
import pickle
import tempfile
from collections import deque
from collections.abc import Callable, Collection, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any, BinaryIO, NamedTuple

from mtglinks.batch.analysis import failure
from mtglinks.batch.blocks import Block, BlockMaker, Placed, placed
from mtglinks.batch.journal import meta_text
from mtglinks.batch.limits import Limits
from mtglinks.batch.records import Result
from mtglinks.batch.reuse import ReuseStore, SharedFile, SharedStore
from mtglinks.batch.routing import Done, as_result, done, failed, tag_chunk, tag_item
from mtglinks.batch.workers import kill_pools, start_pool
from mtglinks.sources import BadRecord, Item, Skipped, Where
from mtglinks.sources.parts import Part, load_readers, read_part


class Piece(NamedTuple):
    """One item of a part as the worker leaves it: a skip, or a record's line (and rows)."""

    file: str
    position: str
    done: Done | None  # None: skipped
    skip_reason: str | None
    lang: str | None
    rows: str | None
    journal: str  # its journal META without the number (journal.meta_text)


# Parts handed out ahead of the one the main process waits for, per worker: parts differ in cost
# tenfold (the first ones meet only new texts), so a worker needs several ahead not to wait idle
# behind a slow one. Their outcomes wait in files (`spooled_part`), not in memory.
AHEAD = 4


@dataclass(frozen=True)
class Job:
    """What every part task needs besides its part."""

    limits: Limits
    cache_entries: int
    want_rows: bool
    langs: frozenset[str] | None
    record_limit: int
    shared: str | None = None  # the file of analyses the workers share (reuse.SharedFile), if any
    spool: str | None = None  # the folder where workers leave each part's outcome (`spooled_part`)
    # With `want_rows`: the part's rows built as one set of tables (sinks.TableRows), not as each
    # record's JSON text, for an SQLite output filled as the run goes (they are not journalled).
    tables: bool = False
    # The part's journal lines and counts made as one block (blocks.py), not sent item by item: a run
    # with a journal; `name_files`: its summary names the input file of an error (several inputs).
    blocks: bool = False
    name_files: bool = False


# A piece as a worker sends it: its fields, and its `Done`'s, as plain tuples (`_plain`). The main
# process unpickles every record it streams: a NamedTuple is rebuilt by a call of its Python
# `__new__` (two a record), a plain tuple in C. `result_of` reads either by position.
PlainPiece = tuple[Any, ...]
# (items in the part, what was made of them from `skip` on: each item's piece, or with `Job.blocks`
# one block (None: only counted), why the worker's store was dropped)
Outcome = tuple[int, list[Piece] | list[PlainPiece] | Block | None, str | None]


def _rows(line: str, want: bool) -> str | None:
    if not want:
        return None
    from mtglinks.sinks.sqlite import record_rows

    return record_rows(json.loads(line)).text


def piece(item: Item, tagged: Done | None, want_rows: bool) -> Piece:
    """The piece of an item: `tagged` is its record's outcome (None for a skipped item)."""
    where = item.where
    if tagged is None:
        assert isinstance(item, Skipped)
        skipped = Result(0, lang=item.lang, skip_reason=item.reason, position=where.position)
        return Piece(where.file, where.position, None, item.reason, item.lang, None, meta_text(skipped))
    rows = _rows(tagged.line, want_rows)
    journal = meta_text(as_result(0, tagged, where.position, where.file))
    return Piece(where.file, where.position, tagged, None, tagged.lang, rows, journal)


def tag_one(item: Item, job: Job, store: ReuseStore) -> Done | None:
    """The outcome of one item (None: skipped), tagged here."""
    if isinstance(item, Skipped):
        return None
    if isinstance(item, BadRecord):
        return done(item.where, item.id, item.name, item.lang, None, failure(item.message), False)
    return tag_item(item.where, item.record, job.limits, store)


# The worker's store: the run's shared file (reuse.SharedStore), or with no shared file its own; made
# in the worker (a connection must not cross a fork).
_store: ReuseStore | None = None
_store_pid = 0


def _part_store(job: Job) -> ReuseStore:
    global _store, _store_pid
    if _store is None or _store_pid != os.getpid():
        entries = job.cache_entries
        _store = SharedStore(SharedFile(job.shared)) if job.shared and entries else ReuseStore(entries)
        _store_pid = os.getpid()
    return _store


def tag_part(
    part: Part,
    job: Job,
    skip: int = 0,
    dry: bool = False,
    store: ReuseStore | None = None,
    lines_to: tuple[BinaryIO, str] | None = None,
) -> Outcome:
    """Worker task (or the main process's with one job): read `part` and tag its items from the
    `skip`-th on; `dry`: only count them. With `Job.blocks`, `lines_to` (a file and its path) takes
    the block's journal lines as they are made."""
    items = read_part(part, job.langs, job.record_limit)
    if dry:
        return sum(1 for _ in items), None, None
    store = store if store is not None else _part_store(job)
    todo = itertools.islice(items, skip, None)
    made: list[Piece] | Block
    if job.blocks:
        made = _block(((placed(item), tag_one(item, job, store)) for item in todo), job, lines_to)
        count = skip + made.items
    else:
        tagged = [(item, tag_one(item, job, store)) for item in todo]
        made, count = _made(tagged, job), skip + len(tagged)
    if isinstance(store, SharedStore):
        store.flush()
    return count, made, store.failure


def _made(tagged: list[tuple[Item, Done | None]], job: Job) -> list[Piece] | Block:
    """What is sent of a part's items and their outcomes: their pieces, or with `Job.blocks` their block
    (with `Job.tables`, the records' rows as one set of tables)."""
    if not job.blocks:
        return [piece(item, done, job.want_rows) for item, done in tagged]
    return _block(((placed(item), outcome) for item, outcome in tagged), job)


# A part's items are tagged this many at a time, then their journal lines made, then their rows
# (`_block`): a worker holds one batch, not the whole part (#24), and each step keeps its own working
# set for a few hundred items rather than alternating with the others item by item (which cost 12-14%
# more CPU a record than the old part-at-once path).
BATCH_ITEMS = 256


def _batches(tagged: Iterator[tuple[Placed, Done | None]]) -> Iterator[list[tuple[Placed, Done | None]]]:
    """`tagged` pulled BATCH_ITEMS items at a time (the last batch may be shorter)."""
    while batch := list(itertools.islice(tagged, BATCH_ITEMS)):
        yield batch


def _block(
    tagged: Iterator[tuple[Placed, Done | None]], job: Job, lines_to: tuple[BinaryIO, str] | None = None
) -> Block:
    """The block of a part's items as they are tagged (`tagged` is pulled a batch at a time: nothing of
    a batch is kept once its lines and rows are made), with `Job.tables` the records' rows as one set
    of tables; its lines written into `lines_to` when given (blocks.BlockMaker)."""
    out, path = lines_to if lines_to is not None else (None, "")
    maker = BlockMaker(job.want_rows and not job.tables, job.name_files, out, path)
    if not (job.want_rows and job.tables):  # no rows wanted: no record's line decoded for them
        for batch in _batches(tagged):
            maker.add_batch(batch)
        return maker.block()

    def records() -> Iterator[list[dict[str, Any]]]:
        """Each batch's records decoded, once its journal lines are made."""
        for batch in _batches(tagged):
            maker.add_batch(batch)
            yield [json.loads(outcome.line) for _, outcome in batch if outcome is not None]

    if job.spool is not None:  # several jobs: the rows go into the part's file a batch at a time
        from mtglinks.sinks.part_writer import PartFileWriter

        writer = PartFileWriter(job.spool)
        for decoded in records():
            writer.add_batch(decoded)
        block = maker.block()
        block.tables = writer.close()
        return block
    from mtglinks.sinks.sqlite import table_rows

    rows = table_rows(itertools.chain.from_iterable(records()))
    block = maker.block()
    block.tables = rows if rows.records else None
    return block


def spooled_part(part: Part, job: Job, skip: int = 0, dry: bool = False) -> str:
    """Worker task: `tag_part`, its outcome left in a file of `job.spool` whose path is returned.

    The main process takes the parts' outcomes in input order: kept in its memory, every outcome
    that came back before the one it waits for would stay there (a few MB a part), so few parts
    could be handed out ahead, and a worker done with them waited, idle, for a slow part before
    it. In files, many parts can be handed out ahead and the main process holds one at a time."""
    assert job.spool is not None
    handle, lines_path = tempfile.mkstemp(suffix=".journal", dir=job.spool)
    with os.fdopen(handle, "wb") as lines:
        count, made, failed_store = tag_part(part, job, skip, dry, lines_to=(lines, lines_path))
    if not isinstance(made, Block):
        os.unlink(lines_path)
    if isinstance(made, list):
        made = [_plain(found) for found in made]
    outcome = (count, made, failed_store)
    handle, path = tempfile.mkstemp(suffix=".outcome", dir=job.spool)
    with os.fdopen(handle, "wb") as f:
        pickle.dump(outcome, f, protocol=pickle.HIGHEST_PROTOCOL)
    return path


def _plain(found: Piece | PlainPiece) -> PlainPiece:
    """A piece as plain tuples (`PlainPiece`)."""
    tagged = found[2]
    return (*found[:2], None if tagged is None else tuple(tagged), *found[3:])


def _unspooled(path: str) -> Outcome:
    """The outcome a worker left in `path` (the file is removed), its pieces plain tuples."""
    try:
        with open(path, "rb") as f:
            outcome: Outcome = pickle.load(f)
    finally:
        os.unlink(path)
    return outcome


def result_of(seq: int, found: Piece | PlainPiece) -> Result:
    """The runner's Result of one piece (or of its plain tuples), numbered `seq`: read by position, as
    `as_result` would."""
    file, position, tagged, skip_reason, lang, rows, journal = found
    if tagged is None:
        result = Result(seq, lang=lang, skip_reason=skip_reason, position=position)
    else:
        line, lang, errors, status, rules, unparsed, paragraphs, unknown_words, review, unlike, reused = tagged
        result = Result(
            seq,
            line,
            status,
            lang,
            rules,
            unparsed,
            paragraphs,
            unknown_words,
            review,
            unlike,
            reused,
            errors,
            None,
            position,
            file if errors else "",
            rows,
        )
    result.journal = journal
    return result


def _results(first: int, pieces: list[Piece] | list[PlainPiece]) -> Iterator[Result]:
    """The Results of a part's pieces, numbered from `first`."""
    for n, found in enumerate(pieces):
        yield result_of(first + n, found)


def _load_before_fork(job: Job) -> None:
    """Import what every worker's part task imports, once, before the workers are forked (#24: each
    worker imported the readers and the part writer itself, 51 M instructions a worker without saved
    bytecode)."""
    load_readers()
    if job.want_rows and job.tables and job.spool is not None:
        from mtglinks.sinks import part_writer  # noqa: F401


@dataclass
class _Task:
    part: Part
    skip: int
    dry: bool
    future: Future[str] | None = None  # the path of its outcome (`spooled_part`)


class PartRunner:
    """Tags the parts of the inputs in input order, with `jobs` workers (one: in this process)."""

    def __init__(self, jobs: int, job: Job, store: ReuseStore, languages: Collection[str]) -> None:
        self.jobs = jobs
        self.job = job
        self.store = store  # the main process's, with one job
        self.languages = tuple(languages)
        self.worker_restarts = 0
        self.reuse_failure: str | None = None
        self._pool: ProcessPoolExecutor | None = None
        self._alone: ProcessPoolExecutor | None = None

    def close(self) -> None:
        """Stop every worker (nothing is left running)."""
        pools = [pool for pool in (self._pool, self._alone) if pool is not None]
        self._pool = self._alone = None
        kill_pools(pools)

    def _wall_budget(self, part: Part) -> float:
        # A backstop for a worker stuck where the CPU timer cannot interrupt it (inside C code): the
        # CPU budget of a record for every 4 KB of the part, at the least.
        per_record = self.job.limits.cpu_seconds if self.job.limits.cpu_seconds > 0 else 600.0
        return self.job.limits.stuck_seconds + 2.0 * per_record * max(1, part.size // 4096)

    def _submit(self, task: _Task) -> None:
        if self.jobs == 1:
            return
        if self._pool is None:
            _load_before_fork(self.job)
            self._pool = start_pool(self.jobs, self.languages, self.job.limits)
        task.future = self._pool.submit(spooled_part, task.part, self.job, task.skip, task.dry)

    def _outcome(self, task: _Task, waiting: Iterable[_Task]) -> Outcome:
        if task.future is None:
            return tag_part(task.part, self.job, task.skip, task.dry, self.store)
        try:
            return _unspooled(task.future.result(timeout=self._wall_budget(task.part)))
        except (BrokenProcessPool, FutureTimeout) as err:
            stuck = isinstance(err, FutureTimeout)
        self.worker_restarts += 1
        pool, self._pool = self._pool, None
        kill_pools([pool] if pool is not None else [])
        outcome = self._one_at_a_time(task, stuck)
        for later in waiting:  # handed out again to fresh workers
            self._submit(later)
        return outcome

    def _one_at_a_time(self, task: _Task, stuck: bool) -> Outcome:
        """A part whose worker died or hung: read here, each record tagged alone in a fresh worker."""
        items = list(read_part(task.part, self.job.langs, self.job.record_limit))
        if task.dry:
            return len(items), None, None
        reason = "took longer than its time budget" if stuck else "died"
        tagged: list[tuple[Item, Done | None]] = []
        for item in items[task.skip :]:
            if isinstance(item, (Skipped, BadRecord)):
                tagged.append((item, tag_one(item, self.job, ReuseStore(0))))
                continue
            tagged.append((item, self._tag_alone(item.where, item.record, reason)))
        return len(items), _made(tagged, self.job), None  # rows, if any, inserted from here

    def _tag_alone(self, where: Where, record: object, reason: str) -> Done:
        if self._alone is None:
            self._alone = start_pool(1, self.languages, self.job.limits)
        future = self._alone.submit(tag_chunk, [(where, record)], self.job.limits, 0)
        try:
            (tagged,), _ = future.result(timeout=self.job.limits.stuck_seconds + 2.0 * self.job.limits.cpu_seconds)
        except (BrokenProcessPool, FutureTimeout) as err:
            self.worker_restarts += 1
            alone, self._alone = self._alone, None
            kill_pools([alone])
            again = "took longer than its time budget" if isinstance(err, FutureTimeout) else "died"
            return failed(where, record, f"the worker {reason} on this record, and {again} when it was tried again")
        return tagged

    def run(
        self, parts: Iterable[Part], start: int = 0, on_part: Callable[[int], None] | None = None
    ) -> Iterator[Result | Block]:
        """One Result per item of every part, in input order (with `Job.blocks`, one Block per part);
        the first `start` items are passed over."""
        todo = iter(parts)
        flight: deque[_Task] = deque()
        seq = 0  # the items of the parts before the first in flight
        ahead = AHEAD * self.jobs if self.jobs > 1 else 1
        while True:
            while len(flight) < ahead:
                part = next(todo, None)
                if part is None:
                    break
                task = _Task(part, 0, dry=seq < start)
                self._submit(task)
                flight.append(task)
            if not flight:
                return
            task = flight.popleft()
            count, made, reuse_failure = self._outcome(task, flight)
            if task.dry and seq + count > start:
                task = _Task(task.part, max(0, start - seq), dry=False)
                count, made, reuse_failure = self._outcome(task, ())
            if reuse_failure is not None and self.reuse_failure is None:
                self.reuse_failure = reuse_failure
            if isinstance(made, Block):
                made.first = seq + task.skip
                yield made
            elif made:
                yield from _results(seq + task.skip, made)
            seq += count
            if on_part is not None:
                on_part(task.part.size)


__all__ = ["Block", "Job", "PartRunner", "Piece", "result_of", "spooled_part", "tag_part"]
