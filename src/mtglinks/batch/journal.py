"""The journal of a `mtglinks tag` run: what makes a run to a file resumable.

While the run goes, every result is appended to `OUT.part`, one line per input item:
`META\\tRECORD` for a tag record (`META\\tRECORD\\tROWS` when the record's SQLite rows were built
where it was tagged and are needed at the end: `--add-to`), `META` alone for a skipped item (META is
a small JSON object: seq, status, lang, rules, …). A stretch of blank input lines is one line,
`{"seq": N, "skip_reason": "blank line", "lines": K}`: blank lines are counted, never written one by
one (a small compressed file of newlines would otherwise fill a disk). The first line names the inputs and the options.

The lines of a database dump's part are made by the worker that tagged it (blocks.py) and written
as one block after a line `{"part": N}`, N the number of the block's first item: the `seq` of each
line after it counts from N (a worker does not know where its part starts).

The journal is a file of this run's own: it is opened without following a symbolic link, it must be
a regular file with no other name (hard link), and it is locked so that two runs never write one
output. On `--resume` every line is checked (its META a JSON object of the expected sequence
number, a block's line the number of the item after the last line kept, its record a JSON object);
the first line that is not kept, and every line after it, is dropped and its items are tagged again:
a damaged line never reaches OUT.
"""

from __future__ import annotations

import contextlib
import dataclasses
import errno
import json
import os
import shutil
import stat
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, fields
from typing import IO, TYPE_CHECKING, Any, TextIO

import click

from mtglinks.batch import workers
from mtglinks.batch.records import Result
from mtglinks.batch.summary import Summary

if TYPE_CHECKING:
    from mtglinks.batch.blocks import Block

JOURNAL_VERSION = 2
JOURNAL_SUFFIX = ".part"
# The journal is flushed to the operating system this often, so a killed run loses little.
FLUSH_SECONDS = 0.5
# A stretch of blank lines is written out after this many, so that a resume need not read them again.
BLANK_RUN = 1_000_000
BLANK_LINE = "blank line"
# A block's lines are copied from its worker's file this many bytes at a time.
_COPY_BYTES = 1 << 16

# One encoder for every journal line (json.dumps with an option builds a new one per call).
_META_JSON = json.JSONEncoder(ensure_ascii=False)

# What the journal keeps of a result besides its line (read field by field: `asdict` deep-copies
# every value, which cost 5% of a whole run).
_META_FIELDS = tuple(f.name for f in fields(Result) if f.name not in ("line", "rows", "journal"))
_ALWAYS_KEPT = ("seq", "unknown_words")


def _result_meta(result: Result) -> dict[str, Any]:
    meta = {key: getattr(result, key) for key in _META_FIELDS}
    return {key: value for key, value in meta.items() if value not in (None, (), "", False, 0) or key in _ALWAYS_KEPT}


def meta_text(result: Result) -> str:
    """The META of `result` without its `seq`, as JSON text: made by the worker that read the item,
    so that writing the journal line is only putting the number in front (`Journal.add`)."""
    meta = _result_meta(result)
    del meta["seq"]
    return _META_JSON.encode(meta)


def _numbered(seq: int, text: str) -> str:
    """META as `_META_JSON.encode` writes it with `seq` first, from `meta_text`'s text."""
    return f'{{"seq": {seq}, {text[1:]}' if text != "{}" else f'{{"seq": {seq}}}'


def journal_line(result: Result, blank_lines: int = 1) -> str:
    """The journal line of `result` (its `seq` as it is to be written), with its newline; a skipped
    blank line stands for `blank_lines` of them."""
    if result.skip_reason == BLANK_LINE:
        return _META_JSON.encode({"seq": result.seq, "skip_reason": BLANK_LINE, "lines": blank_lines}) + "\n"
    meta = _numbered(result.seq, result.journal) if result.journal else _META_JSON.encode(_result_meta(result))
    rows = "\t" + result.rows if result.rows is not None else ""
    return meta + ("\t" + result.line + rows if result.line is not None else "") + "\n"


def _meta_result(meta: dict[str, Any], line: str | None) -> Result:
    values = {key: meta[key] for key in Result.__dataclass_fields__ if key in meta}
    for key in ("rules", "errors"):
        if key in values:
            values[key] = tuple(values[key])
    return Result(line=line, **values)


def _open_own(path: str) -> int:
    """The journal file opened for reading and writing (not emptied), refused if it is not a file of
    this run's own: a symbolic link, not a regular file, or a file with other names."""
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags, 0o644)
    except OSError as err:
        if err.errno == errno.ELOOP:
            raise click.UsageError(f"{path} is a symbolic link, not a journal of mtglinks tag: remove it") from err
        raise click.UsageError(f"cannot write the journal {path}: {err.strerror}") from err
    info = os.fstat(fd)
    problem = None
    if not stat.S_ISREG(info.st_mode):
        problem = "is not a regular file"
    elif info.st_nlink > 1:
        problem = "has other names (hard links)"
    if problem is not None:
        os.close(fd)
        raise click.UsageError(f"{path} {problem}, not a journal of mtglinks tag: remove it")
    return fd


def _lock_holder(info: os.stat_result) -> int | None:
    """The process that took the lock of the file `info` describes (Linux: /proc/locks), or None."""
    wanted = f"{os.major(info.st_dev):02x}:{os.minor(info.st_dev):02x}:{info.st_ino}"
    try:
        with open("/proc/locks", encoding="ascii", errors="replace") as locks:
            for line in locks:
                fields = line.split()
                if len(fields) > 5 and fields[1] == "FLOCK" and fields[5] == wanted:
                    return int(fields[4])
    except (OSError, ValueError):
        pass
    return None


def _locked_message(path: str, holder: int | None) -> str:
    if holder is None:
        return f"another run is writing the same output ({path} is locked)"
    try:
        os.kill(holder, 0)
    except ProcessLookupError:
        # The run that took the lock is gone; copies of its descriptor (processes it started) still hold it.
        return (
            f"{path} is still locked by processes started by a run that has ended (process {holder}); "
            "end them, then run again with --resume"
        )
    except PermissionError:
        pass
    return f"another run (process {holder}) is writing the same output ({path} is locked)"


def _locked(path: str) -> TextIO:
    """The journal file, locked so that two runs never write one output."""
    from mtglinks.sinks.atomic import lock

    fd = _open_own(path)
    if not lock(fd):
        holder = _lock_holder(os.fstat(fd))
        os.close(fd)
        raise click.UsageError(_locked_message(path, holder))
    workers.parent_only_fds.add(fd)  # the workers let go of it: the lock ends with this process
    # Written only ("w" on a descriptor empties nothing; `reopen` reads through a copy of it): a text file
    # open for reading too resets its decoder, a Python call, at every write (one a record).
    return open(fd, "w", encoding="utf-8", newline="")  # noqa: SIM115 - closed by Journal.close()


@dataclass
class Kept:
    """What `--resume` keeps of a journal: its lines up to `size` bytes, `done` items; `damaged` names
    the first line that was not kept although complete (None: only an unfinished last line was dropped)."""

    size: int
    done: int
    damaged: int | None = None
    base: int = 0  # the first item of the last block (`Journal.add_block`), from which its lines count


def _block_starts(meta: Any, tab: str, kept: Kept) -> bool:
    """Whether `meta` is a block's first line (`{"part": N}`, N the next item: it is kept), raising
    ValueError for one of another number."""
    if tab or not isinstance(meta, dict) or "part" not in meta:
        return False
    if meta != {"part": kept.done}:
        raise ValueError("out of sequence")
    kept.base = kept.done
    return True


def _checked_lines(handle: IO[bytes], header_size: int, summary: Summary) -> Kept:
    """Read the journal's item lines, counting each kept one into `summary`, up to the first bad one."""
    kept = Kept(header_size, 0)
    for number, raw in enumerate(handle, start=2):
        if not raw.endswith(b"\n"):
            break  # the line being written when the run was killed
        try:
            meta_text, tab, line = raw[:-1].decode("utf-8").partition("\t")
            meta = json.loads(meta_text)
            if _block_starts(meta, tab, kept):
                kept.size += len(raw)
                continue
            if not isinstance(meta, dict) or meta.get("seq") != kept.done - kept.base:
                raise ValueError("out of sequence")
            line, rows_tab, rows = line.partition("\t")
            if tab and not isinstance(json.loads(line), dict):
                raise ValueError("not a record")
            if rows_tab and not isinstance(json.loads(rows), list):
                raise ValueError("not rows")
            blank_lines = meta.get("lines", 1) if meta.get("skip_reason") == BLANK_LINE else 1
            if not isinstance(blank_lines, int) or blank_lines < 1:
                raise ValueError("not a count")
            result = _meta_result(meta, line if tab else None)
        except (ValueError, TypeError):  # UnicodeDecodeError and json's errors are ValueErrors
            kept.damaged = number
            break
        if result.skip_reason == BLANK_LINE:
            summary.blank_lines += blank_lines
        else:
            summary.add(result, before=True)
        kept.done += blank_lines
        kept.size += len(raw)
    return kept


@dataclass
class Journal:
    """The resumable record of a run in progress (see the module docstring)."""

    path: str
    handle: TextIO
    done: int = 0
    last_flush: float = 0.0
    blank_run: int = 0  # blank lines since the last line written, not yet written
    damaged_line: int | None = None
    base: int = 0  # lines number their items from this one (the first of the last block written)
    # A header still to be written (`create`): made and written before any other line.
    header: Callable[[], dict[str, Any]] | None = None

    @classmethod
    def create(cls, path: str, header: dict[str, Any] | Callable[[], dict[str, Any]]) -> Journal:
        """A new journal at `path` (an earlier one is replaced), locked at once, with its header line: written
        now, or given as a function (the inputs' SHA-256 still being computed: batch/input_hashes.py) when
        the first other line is written or the journal is closed or read."""
        handle = _locked(path)
        handle.truncate(0)
        journal = cls(path, handle)
        if callable(header):
            journal.header = header
        else:
            journal._write_header(header)
        return journal

    def _write_header(self, header: dict[str, Any] | None = None) -> None:
        """The header line, written and flushed (the pending one when none is given)."""
        if header is None:
            if self.header is None:
                return
            header = self.header()
        self.header = None
        self.handle.write(json.dumps(header, ensure_ascii=False) + "\n")
        self.handle.flush()

    @classmethod
    def reopen(cls, path: str, header: dict[str, Any], summary: Summary) -> Journal:
        """Keep the complete, sound lines of an interrupted run (counted into `summary`), drop the rest."""
        handle = _locked(path)
        try:
            with open(os.dup(handle.fileno()), "rb") as f:
                f.seek(0)
                first = f.readline()
                try:
                    old = json.loads(first)
                except ValueError:
                    old = None
                written_by = str(old.get("journal")) if isinstance(old, dict) else ""
                if written_by.startswith("mtglinks tag ") and written_by != header["journal"]:
                    raise click.UsageError(
                        f"{path} was written by another version of mtglinks (journal format "
                        f"{written_by.removeprefix('mtglinks tag ')}): run without --resume to start anew"
                    )
                if not isinstance(old, dict) or old.get("journal") != header["journal"]:
                    raise click.UsageError(
                        f"{path} is not a journal of mtglinks tag: remove it or run without --resume"
                    )
                for key in ("inputs", "options", "output"):
                    if old.get(key) != header[key]:
                        raise click.UsageError(
                            f"{path} was written by a run with other {key}: run the same command again with "
                            "--resume, or without --resume to start anew"
                        )
                kept = _checked_lines(f, f.tell(), summary)
            handle.truncate(kept.size)
            handle.seek(kept.size)
        except BaseException:
            workers.parent_only_fds.discard(handle.fileno())
            handle.close()
            raise
        return cls(path, handle, done=kept.done, damaged_line=kept.damaged, base=kept.base)

    def add(self, result: Result) -> None:
        """Append one result; flushed to the operating system every FLUSH_SECONDS."""
        if result.skip_reason == BLANK_LINE:
            self.blank_run += 1
            if self.blank_run >= BLANK_RUN:
                self._write_blank_run()
            return
        if self.header is not None:
            self._write_header()
        if self.blank_run:
            self._write_blank_run()
        if self.base:
            result = dataclasses.replace(result, seq=result.seq - self.base)
        self.handle.write(journal_line(result))
        self.done += 1
        now = time.monotonic()
        if now - self.last_flush > FLUSH_SECONDS:
            self.handle.flush()
            self.last_flush = now

    def add_block(self, block: Block) -> None:
        """Append the lines of a part's items as its worker made them (blocks.py: bytes, or the file it
        wrote them into, removed once copied), after a line naming the block's first item; flushed to
        the operating system."""
        if self.header is not None:
            self._write_header()
        if self.blank_run:
            self._write_blank_run()
        if not block.items:
            return
        assert block.first == self.done, (block.first, self.done)
        self.handle.write(_META_JSON.encode({"part": block.first}) + "\n")
        self.handle.flush()
        if isinstance(block.journal, str):  # a worker's file: copied a buffer at a time, then removed
            with open(block.journal, "rb") as lines:
                shutil.copyfileobj(lines, self.handle.buffer, _COPY_BYTES)
            os.unlink(block.journal)
        else:
            self.handle.buffer.write(block.journal)
        self.base = block.first
        self.done += block.items
        now = time.monotonic()
        if now - self.last_flush > FLUSH_SECONDS:
            self.handle.flush()
            self.last_flush = now

    def _write_blank_run(self) -> None:
        if self.header is not None:
            self._write_header()
        self.handle.write(journal_line(Result(self.done - self.base, skip_reason=BLANK_LINE), self.blank_run))
        self.done += self.blank_run
        self.blank_run = 0

    def close(self) -> None:
        """Write what is waiting, flush, sync to disk and close."""
        try:
            self._write_header()
            if self.blank_run:
                self._write_blank_run()
            self.handle.flush()
            os.fsync(self.handle.fileno())
        finally:
            self.abandon()

    def abandon(self) -> None:
        """Close without raising (after a write error: a full disk fails the flush again)."""
        if self.handle.closed:
            return
        workers.parent_only_fds.discard(self.handle.fileno())
        with contextlib.suppress(OSError):
            self.handle.close()  # closes the file even when its last flush fails

    def records(self) -> Iterator[str]:
        """The tag records written, in input order, as JSON text."""
        for line, _ in self.records_and_rows():
            yield line

    def records_and_rows(self) -> Iterator[tuple[str, str | None]]:
        """(tag record as JSON text, its SQLite rows as built when it was tagged, or None) of every
        record written, in input order."""
        if self.header is not None and not self.handle.closed:
            self._write_header()
        with open(self.path, encoding="utf-8") as f:
            f.readline()
            for text in f:
                _, tab, line = text.rstrip("\n").partition("\t")
                if tab:
                    line, rows_tab, rows = line.partition("\t")
                    yield line, rows if rows_tab else None
