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
"""

from __future__ import annotations

import gc
import hashlib
import json
import marshal
import math
import os
import resource
import signal
import threading
import time
import zlib
from collections import Counter, deque
from collections.abc import Iterable, Iterator, Mapping
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import Any

from mtglinks.batch.reuse import ReuseStore
from mtglinks.index.locate import bundled_index
from mtglinks.kinds import ReviewKind
from mtglinks.schema import SCHEMA_VERSION
from mtglinks.schema.input_record import CardInput, RecordError, read_record
from mtglinks.schema.records import TagRecord
from mtglinks.schema.tag_record import card_record, review_entries
from mtglinks.sinks.common import strict_json
from mtglinks.sources import BadRecord, CardRecord, Item, Skipped, Where

# How many records one worker task carries: large enough that pickling and queueing cost little
# per record, small enough that output keeps flowing and memory stays flat.
DEFAULT_CHUNK_SIZE = 64
# The budget of one record in a batch (`mtglinks.batch.runner.Limits`). A card's whole text (every face), in
# UTF-8 bytes: the longest real card is under 2 KB.
DEFAULT_MAX_TEXT_BYTES = 64 * 1024
# CPU seconds one record may take: real cards take milliseconds.
DEFAULT_CPU_SECONDS = 10.0
# Analysed texts kept for reuse by later printings (compressed, in a temporary file: batch/reuse.py).
DEFAULT_CACHE_ENTRIES = 200_000


@dataclass(frozen=True)
class Limits:
    """The budget of one record."""

    max_text_bytes: int = DEFAULT_MAX_TEXT_BYTES
    cpu_seconds: float = DEFAULT_CPU_SECONDS
    # Wall seconds, on top of twice the CPU budget of its records, after which a worker task is taken
    # for stuck where the CPU timer cannot reach (inside C code, or asleep) and its worker is killed.
    stuck_seconds: float = 30.0
    # Also count the paragraphs whose words are all known to the language (the second coverage
    # figure of the summary): about a fifth more CPU, so only when asked (`tag --known-words`).
    known_words: bool = False
    # Compare each text's links with its card's Oracle text in the card index (links/oracle.py).
    # Off while an index is being built: the texts are compared with each other there.
    compare_oracle: bool = True
    # The card index (its path) the Oracle texts and the names of nameless texts are found in: the
    # bundled one unless named (`tag --index`); None: no index.
    index: str | None = field(default_factory=lambda: str(bundled_index()))


@dataclass(frozen=True)
class Analysis:
    """What the analysis of one card text gives, small enough to send back from a worker.

    `body` is the JSON text of the record's `"abilities": […], "links": […], "review": […]` members,
    serialised where the work was done so that the parent only joins strings.
    """

    status: str
    errors: tuple[str, ...]
    body: str
    rules: tuple[str, ...] = ()
    unparsed: int = 0
    paragraphs: int = 0
    unknown_words: int = -1  # paragraphs with a word the language's lexicon does not know; -1 not counted
    review: int = 0
    unlike_oracle: bool = False  # a review entry says the links differ from the card's Oracle text


EMPTY_BODY = '"abilities": [], "links": [], "review": []'


def _failure(message: str) -> Analysis:
    return Analysis("error", (message,), EMPTY_BODY)


class BudgetExceeded(BaseException):
    """Raised inside an analysis that used up its CPU seconds (a BaseException: no `except Exception`
    in the engine may swallow it)."""


def _on_budget(signum: int, frame: Any) -> None:
    """The timer's tick: stop the record in analysis if it has used up its CPU seconds."""
    handler = _budget_handler
    if handler.started is not None and time.process_time() - handler.started >= handler.budget:
        handler.started = None
        raise BudgetExceeded


class _BudgetHandler:
    """The CPU budget: a SIGPROF handler and a timer that ticks every quarter of the budget in CPU
    time, both set up once for a whole run (the runner's `with`, a worker's life); each record only
    notes when it started, and the first tick past its budget stops it, so a record is stopped
    between its budget and a quarter more. Setting and clearing a timer around every record cost
    two system calls, 5% of a small card's analysis; installing a handler around each, as much again."""

    def __init__(self) -> None:
        self.depth = 0
        self.previous: Any = None
        self.tick = 0.0  # the running timer's interval; 0 when it is not running
        self.started: float | None = None  # CPU time at which the record in analysis started
        self.budget = 0.0

    def enter(self) -> None:
        if threading.current_thread() is not threading.main_thread():
            return  # signals reach the main thread only: records analysed elsewhere are not timed
        if self.depth == 0:
            self.previous = signal.signal(signal.SIGPROF, _on_budget)
        self.depth += 1

    def exit(self) -> None:
        if self.depth == 0 or threading.current_thread() is not threading.main_thread():
            return  # never installed by this thread (enter() installs from the main thread only)
        self.depth -= 1
        if self.depth == 0:
            self.stop_timer()
            signal.signal(signal.SIGPROF, self.previous)

    def start_record(self, budget: float) -> None:
        """A record's analysis starts, with `budget` CPU seconds (the timer started if need be)."""
        tick = max(budget / 4, 0.001)
        if self.tick != tick:
            signal.setitimer(signal.ITIMER_PROF, tick, tick)
            self.tick = tick
        self.budget = budget
        self.started = time.process_time()

    def end_record(self) -> None:
        """The record's analysis ended: ticks stop nothing until the next one starts."""
        self.started = None

    def stop_timer(self) -> None:
        if self.tick:
            signal.setitimer(signal.ITIMER_PROF, 0)
            self.tick = 0.0

    def forked(self) -> None:
        """In a new worker process: a child does not inherit its parent's timer."""
        self.tick = 0.0
        self.started = None

    @property
    def installed(self) -> bool:
        return self.depth > 0


_budget_handler = _BudgetHandler()


def _dumps(value: Any) -> str:
    return strict_json(value)


def analyze_input(card: CardInput, limits: Limits = Limits()) -> Analysis:
    """Analyse one checked card under the CPU budget; never raises on bad card text."""
    from mtglinks.index.analysis import analyze_with_index
    from mtglinks.index.reader import shared_index
    from mtglinks.text.known_words import paragraph_words

    timed = limits.cpu_seconds > 0 and threading.current_thread() is threading.main_thread()
    own_handler = timed and not _budget_handler.installed
    if own_handler:
        _budget_handler.enter()
    if timed:
        _budget_handler.start_record(limits.cpu_seconds)
    try:
        english_name = card.english_name if limits.compare_oracle else None
        index = shared_index(limits.index) if limits.index else None
        result = analyze_with_index(index, card.text, card.lang, card.name, card.faces, english_name)
        abilities, links = card_record(result)
        review = review_entries(result)
        body = _dumps({"abilities": abilities, "links": links, "review": review})[1:-1]
        words = paragraph_words(result) if limits.known_words else None
    except BudgetExceeded:
        return _failure(f"over the CPU budget of {limits.cpu_seconds:g} s for one record (--max-seconds)")
    except RecursionError:
        return _failure("text nested too deeply to analyse")
    except Exception as err:  # noqa: BLE001 - one card's failure must not stop a corpus run
        return _failure(f"{type(err).__name__}: {err}")
    finally:
        if timed:
            _budget_handler.end_record()
        if own_handler:
            _budget_handler.exit()
    unparsed = sum(1 for ability in abilities if ability["kind"] == "unparsed")
    return Analysis(
        "ok",
        (),
        body,
        tuple(link["rule"] for link in links),
        unparsed,
        paragraphs=len({ability["paragraph"] for ability in abilities}),
        unknown_words=sum(not w.known for w in words) if words is not None else -1,
        review=len(review),
        unlike_oracle=any(entry.kind == ReviewKind.UNLIKE_ORACLE for entry in result.review),
    )


# Every this many records, the objects that survived so far (grammar tables, lemma tables, the
# parser's caches) are moved out of the cyclic collector's reach: they live for the whole run, and
# re-scanning them in every full collection cost 10-15% of the tagging time. Young garbage is
# collected first, so nothing unreachable is frozen; later garbage is collected as usual.
FREEZE_EVERY = 1000


class _LongLivedObjects:
    def __init__(self) -> None:
        self.count = 0

    def tick(self, records: int = 1) -> None:
        self.count += records
        if self.count >= FREEZE_EVERY:
            self.count = 0
            gc.collect(1)
            gc.freeze()


_long_lived = _LongLivedObjects()


def _analyze_chunk(cards: list[CardInput], limits: Limits) -> list[Analysis]:
    """Worker task."""
    out = [analyze_input(card, limits) for card in cards]
    _long_lived.tick(len(cards))
    return out


def _worker_init() -> None:
    # Ctrl-C reaches the whole process group: the parent alone decides how to stop. A SIGTERM handler
    # the parent installed is inherited through fork: a worker simply ends on SIGTERM.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    _budget_handler.forked()
    _budget_handler.enter()  # a worker times records all its life


def warm_up(languages: Iterable[str] | None = None) -> None:
    """Load the grammars and tables of the languages (all when None) once, so that forked workers
    share them; a language met later is loaded by each worker that meets it."""
    from mtglinks.lang import codes
    from mtglinks.pipeline import analyze

    known = codes()
    for lang in known if languages is None else sorted(set(languages) & set(known)):
        analyze("Flying", lang=lang)
    gc.collect()
    gc.freeze()  # long-lived: kept out of later collections, and their pages stay shared after fork


# ---- results ------------------------------------------------------------------------------


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


def _id_text(value: Any) -> str:
    return f" (id {value!r})" if value is not None else ""


def compose(
    where: Where,
    record_id: Any,
    name: Any,
    lang: Any,
    ids: Mapping[str, Any] | None,
    analysis: Analysis,
) -> tuple[str, tuple[str, ...]]:
    """The output line of one record, and its errors as written (each names the record's position)."""
    if isinstance(record_id, float) and not math.isfinite(record_id):
        analysis = _failure(f"id {record_id!r} is not a finite number")
        record_id = repr(record_id)
    errors = tuple(f"{where.position}{_id_text(record_id)}: {message}" for message in analysis.errors)
    head = {
        "schema_version": SCHEMA_VERSION,
        "id": record_id,
        "line": where.line,
        "name": name if isinstance(name, str) else None,
        "lang": lang if isinstance(lang, str) else None,
        "status": analysis.status,
        "errors": list(errors),
    }
    tail = {"ids": dict(ids or {}), "source": {"file": where.file, "position": where.position}}
    try:
        head_text, tail_text = _dumps(head), _dumps(tail)
    except (ValueError, TypeError, RecursionError) as err:
        # An id no JSON reader could read back (NaN, nested too deeply): the record, not the run, fails.
        message = f"{where.position}: id cannot be written as JSON ({type(err).__name__})"
        head.update(id=None, status="error", errors=[message])
        return _dumps(head)[:-1] + ", " + EMPTY_BODY + ", " + _dumps(tail)[1:], (message,)
    return head_text[:-1] + ", " + analysis.body + ", " + tail_text[1:], errors


# ---- the runner ---------------------------------------------------------------------------

WorkKey = bytes


def _work_key(card: CardInput) -> WorkKey:
    """A 128-bit digest of everything the analysis reads (language, self-name, texts, type lines, the
    English name its Oracle text is found by): the cache keeps 16 bytes a text, not the text."""
    faces = tuple((f.get("name"), f.get("text"), f.get("type_line")) for f in card.faces or ())
    described = repr((card.lang, card.name, card.text, faces, card.english_name)).encode("utf-8", "surrogatepass")
    return hashlib.blake2b(described, digest_size=16).digest()


# Bodies at least this long are kept compressed; most are a few hundred bytes, which zlib shrinks
# by a third at the cost of 3% of a card's analysis (it sets up 256 KB of state every call).
_COMPRESSED_BODY = 2048


def _pack(analysis: Analysis) -> bytes:
    """An analysis as kept for reuse, a long body compressed."""
    body = analysis.body.encode("utf-8", "surrogatepass")
    compressed = len(body) >= _COMPRESSED_BODY
    if compressed:
        body = zlib.compress(body, 1)
    # Plain strings: rules are `Rule` members, which marshal does not take.
    rules = tuple(str(rule) for rule in analysis.rules)
    fields = (str(analysis.status), tuple(map(str, analysis.errors)), compressed, body, rules, analysis.unparsed)
    counts = (analysis.paragraphs, analysis.unknown_words, analysis.review, analysis.unlike_oracle)
    return marshal.dumps((*fields, *counts))


def _unpack(packed: bytes) -> Analysis:
    status, errors, compressed, body, rules, unparsed, paragraphs, unknown_words, review, unlike = marshal.loads(packed)
    text = (zlib.decompress(body) if compressed else body).decode("utf-8", "surrogatepass")
    return Analysis(status, tuple(errors), text, tuple(rules), unparsed, paragraphs, unknown_words, review, unlike)


def _text_bytes(card: CardInput) -> int:
    texts = [card.text or ""] + [str(face.get("text") or "") for face in card.faces or ()]
    return sum(len(text.encode("utf-8", "surrogatepass")) for text in texts)


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
        limits: Limits = Limits(),
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
        _budget_handler.enter()
        return self

    def __exit__(self, *exc: object) -> None:
        try:
            self.close()
        finally:
            _budget_handler.exit()

    def _start_pool(self, languages: Iterable[str] = ()) -> ProcessPoolExecutor:
        """The worker pool, started (after loading `languages` in the parent, to be shared) if need be."""
        if self._pool is None:
            import multiprocessing

            methods = multiprocessing.get_all_start_methods()
            context = multiprocessing.get_context("fork" if "fork" in methods else None)
            if "fork" in methods:
                warm_up(languages)  # the languages of the first records: forked workers share them
            self._pool = ProcessPoolExecutor(self.jobs, mp_context=context, initializer=_worker_init)
        return self._pool

    def _kill_pool(self) -> None:
        pool, self._pool = self._pool, None
        if pool is None:
            return
        processes = list((getattr(pool, "_processes", None) or {}).values())
        for process in processes:
            if process.is_alive():
                process.kill()
        pool.shutdown(wait=True, cancel_futures=True)

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
            future = self._start_pool(languages).submit(_analyze_chunk, [u.card for u in units], self.limits)
        except BrokenProcessPool:
            # A worker died while nothing waited on it: recover its records first, then go on.
            self._recover(stuck=False)
            future = self._start_pool(languages).submit(_analyze_chunk, [u.card for u in units], self.limits)
        for index, unit in enumerate(units):
            unit.future, unit.index = future, index
        self._futures[future] = units

    def _finish(self, unit: _Unit, analysis: Analysis) -> None:
        unit.analysis = analysis
        self._in_flight.pop(unit.key, None)
        if analysis.status == "ok":
            self._reuse.put(unit.key, _pack(analysis))

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
        for done, analysis in zip(units, analyses, strict=True):
            self._finish(done, analysis)

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
                future = self._start_pool().submit(_analyze_chunk, [unit.card], self.limits)
                (analysis,) = future.result(timeout=self._wall_budget(1))
            except (BrokenProcessPool, FutureTimeout) as err:
                self.worker_restarts += 1
                self._kill_pool()
                again = "took longer than its time budget" if isinstance(err, FutureTimeout) else "died"
                analysis = _failure(f"the worker {reason} on this record, and {again} when it was tried again")
            self._finish(unit, analysis)

    def _analyse_now(self, unit: _Unit) -> None:
        self._finish(unit, analyze_input(unit.card, self.limits))
        _long_lived.tick()

    # -- the stream -------------------------------------------------------------------------

    def _slot(self, seq: int, item: Item) -> _Slot:
        if isinstance(item, Skipped):
            return _Slot(seq, item.where, item.id, item.name, item.lang, skip=item)
        if isinstance(item, BadRecord):
            return _Slot(seq, item.where, item.id, item.name, item.lang, analysis=_failure(item.message))
        raw = item.record
        raw_map = raw if isinstance(raw, Mapping) else {}
        try:
            card = read_record(raw)
        except RecordError as err:
            record_id = raw_map.get("id", raw_map.get("name"))
            return _Slot(
                seq,
                item.where,
                record_id,
                raw_map.get("name"),
                raw_map.get("lang"),
                raw_map.get("ids") if isinstance(raw_map.get("ids"), Mapping) else None,
                analysis=_failure(str(err)),
            )
        slot = _Slot(seq, item.where, card.id, card.name, card.lang, card.ids)
        size = _text_bytes(card)
        if size > self.limits.max_text_bytes > 0:
            slot.analysis = _failure(
                f"text of {size:,} bytes is over the limit of {self.limits.max_text_bytes:,} (--max-text)"
            )
            return slot
        key = _work_key(card)
        cached = self._reuse.get(key)
        if cached is not None:
            slot.analysis, slot.reused = _unpack(cached), True
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


# ---- the summary --------------------------------------------------------------------------


@dataclass
class Summary:
    """Counts of one run: what the command prints at the end and `--summary-json` writes."""

    read: int = 0
    tagged: int = 0
    failed: int = 0
    skipped: Counter[str] = field(default_factory=Counter)
    skipped_by_lang: Counter[str] = field(default_factory=Counter)
    reused: int = 0
    links: Counter[str] = field(default_factory=Counter)
    unparsed_paragraphs: int = 0
    paragraphs: int = 0
    unknown_word_paragraphs: int = 0
    words_checked: bool = False
    review_flags: int = 0
    cards_with_review: int = 0
    cards_unlike_oracle: int = 0
    by_lang: Counter[str] = field(default_factory=Counter)
    blank_lines: int = 0
    seconds: float = 0.0
    cpu_seconds: float = 0.0
    resumed_from: int = 0
    worker_restarts: int = 0
    first_errors: list[str] = field(default_factory=list)

    def add(self, result: Result) -> None:
        """Count one result."""
        if result.skip_reason is not None:
            if result.skip_reason == "blank line":
                self.blank_lines += 1  # not a record: like every JSON Lines reader, nothing to count
                return
            self.skipped[result.skip_reason] += 1
            self.skipped_by_lang[result.lang or "unknown"] += 1
            self.read += 1
            return
        self.read += 1
        self.by_lang[result.lang or "unknown"] += 1
        if result.status == "ok":
            self.tagged += 1
        else:
            self.failed += 1
            if len(self.first_errors) < 5:
                self.first_errors.extend(result.errors[:1])
        self.reused += result.reused
        self.links.update(result.rules)
        self.unparsed_paragraphs += result.unparsed
        self.paragraphs += result.paragraphs
        if result.unknown_words >= 0:
            self.unknown_word_paragraphs += result.unknown_words
            self.words_checked = True
        self.review_flags += result.review
        self.cards_with_review += result.review > 0
        self.cards_unlike_oracle += result.unlike_oracle

    def to_dict(self) -> dict[str, Any]:
        """The summary as `--summary` writes it (JSON)."""
        rate = self.read / self.seconds if self.seconds > 0 else 0.0
        cpu_rate = self.read / self.cpu_seconds if self.cpu_seconds > 0 else 0.0
        return {
            "records_read": self.read,
            "tagged": self.tagged,
            "failed": self.failed,
            "skipped": sum(self.skipped.values()),
            "skipped_by_reason": dict(sorted(self.skipped.items())),
            "skipped_by_lang": dict(sorted(self.skipped_by_lang.items())),
            "tagged_or_failed_by_lang": dict(sorted(self.by_lang.items())),
            "reused": self.reused,
            "links": sum(self.links.values()),
            "links_by_rule": dict(sorted(self.links.items())),
            "paragraphs": self.paragraphs,
            "unparsed_paragraphs": self.unparsed_paragraphs,
            "segmented_share": round(1 - self.unparsed_paragraphs / self.paragraphs, 4) if self.paragraphs else None,
            "unknown_word_paragraphs": self.unknown_word_paragraphs if self.words_checked else None,
            "known_words_share": (
                round(1 - self.unknown_word_paragraphs / self.paragraphs, 4)
                if self.paragraphs and self.words_checked
                else None
            ),
            "review_flags": self.review_flags,
            "cards_with_review": self.cards_with_review,
            "cards_unlike_oracle": self.cards_unlike_oracle,
            "blank_lines": self.blank_lines,
            "seconds": round(self.seconds, 3),
            "cpu_seconds": round(self.cpu_seconds, 3),
            "records_per_second": round(rate, 1),
            "records_per_cpu_second": round(cpu_rate, 1),
            "resumed_from": self.resumed_from,
            "worker_restarts": self.worker_restarts,
            "first_errors": self.first_errors,
        }

    def report(self) -> str:
        """The summary as a few lines for standard error."""
        d = self.to_dict()
        lines = [
            f"records={d['records_read']} tagged={d['tagged']} failed={d['failed']} skipped={d['skipped']} "
            f"reused={d['reused']} links={d['links']} unparsed_paragraphs={d['unparsed_paragraphs']} "
            f"seconds={self.seconds:.2f} cpu_seconds={self.cpu_seconds:.2f} records/s={d['records_per_second']:.0f}"
        ]
        if self.blank_lines:
            lines[0] += f" blank_lines_skipped={self.blank_lines}"
        if self.resumed_from:
            lines.append(f"  resumed after {self.resumed_from} records written before")
        if self.worker_restarts:
            lines.append(f"  worker processes restarted: {self.worker_restarts}")
        if self.skipped:
            reasons = ", ".join(f"{reason}: {n}" for reason, n in sorted(self.skipped.items()))
            langs = ", ".join(f"{lang}: {n}" for lang, n in sorted(self.skipped_by_lang.items()))
            lines.append(f"  skipped by reason: {reasons}; by language: {langs}")
        if self.paragraphs:
            known = f", all words known {d['known_words_share']:.2%}" if self.words_checked else ""
            lines.append(
                f"  paragraphs: {self.paragraphs}, segmented {d['segmented_share']:.2%}{known}; "
                f"review flags: {self.review_flags} on {self.cards_with_review} cards "
                f"({self.cards_unlike_oracle} linking unlike their Oracle text)"
            )
        if self.links:
            lines.append("  links by rule: " + ", ".join(f"{rule}: {n}" for rule, n in sorted(self.links.items())))
        for message in self.first_errors:
            lines.append(f"  error: {message}")
        if self.failed > len(self.first_errors):
            lines.append(f"  … and {self.failed - len(self.first_errors)} more errors")
        return "\n".join(lines)


def cpu_seconds() -> float:
    """CPU seconds of this process and of its finished children (the workers, once joined)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


# ---- the library API ----------------------------------------------------------------------


def tag_many(
    records: Iterable[Mapping[str, Any] | Item],
    jobs: int = 1,
    chunk_size: int = DEFAULT_CHUNK_SIZE,
    limits: Limits = Limits(),
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
