"""A part's journal lines and counts, made where the part was tagged (#24).

With a journal (a file output), the main process wrote one journal line per record, counted it
into the summary and built a `Result` for it: most of its work a record on a database dump, which
limits how many workers can be kept busy. So the worker that tags a part makes the part's journal
lines itself, as one block, and counts its items into a `Summary` of its own (`BlockMaker`); the
main process only writes a line naming where the block starts (`{"part": N}`: its first item's
number), appends the lines (`Journal.add_block`) and adds the counts (`Summary.merge`). A worker
writes the lines into a file of the run's folder a batch of items at a time, as it tags them, and
the main process copies that file into the journal a buffer at a time: a part's lines are never held whole in memory, by
the worker nor by the main process (they were, in both, and pickled between them: #24's memory).

A worker does not know its part's first item number (it depends on the parts before), so the
sequence number of each line in a block counts from the block's first item; `--resume` checks
each line against the item it should be, as before (journal.py). The journal lines and counts are
the same whichever process made them, and the output is made from the journal: the same bytes for
every `-j`.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, BinaryIO

from mtglinks.batch.journal import BLANK_LINE, journal_line
from mtglinks.batch.records import Result
from mtglinks.batch.routing import Done, as_result
from mtglinks.batch.summary import Summary
from mtglinks.sources import Item, Skipped, Where

# What a block needs of an item once it is tagged: where it stands, or the whole item when it was skipped
# (its reason and language are counted). A tagged record is passed on as its place only, so that a batch
# does not keep every read record alive until its lines are made (`placed`).
Placed = Where | Skipped


def placed(item: Item) -> Placed:
    """An item as a block needs it once tagged (`Placed`)."""
    return item if isinstance(item, Skipped) else item.where


@dataclass
class Block:
    """The journal lines and counts of a part's items from its `skip`-th on (see the module docstring)."""

    first: int  # the number of its first item in the run (set by the main process)
    items: int  # the items it holds
    # Their journal lines, each numbered from the block's first item: the bytes, or made by a worker the
    # path of the file of the run's folder it wrote them into (copied into the journal, then removed).
    journal: bytes | bytearray | str
    summary: Summary  # their counts
    tables: Any = None  # their SQLite rows (sinks.TableRows, or a part's file), for an output filled as the run goes

    def journal_bytes(self) -> bytes:
        """Its journal lines, wherever they are."""
        if isinstance(self.journal, str):
            with open(self.journal, "rb") as f:
                return f.read()
        return bytes(self.journal)


def _rows_text(line: str) -> str:
    from mtglinks.sinks.sqlite import record_rows

    return record_rows(json.loads(line)).text


class BlockMaker:
    """Makes the block of a part a batch of items at a time, as they are tagged (`add_batch`; `add` one
    item): its journal lines go into `out` (a file of the run's folder, named `path`), or into bytes,
    once per batch; nothing else of an item is kept once it is added (a part's records, their lines
    and their rows were held whole at once, each in a worker's memory, and the lines a second time in
    the main process's)."""

    def __init__(self, want_rows: bool, name_files: bool, out: BinaryIO | None = None, path: str = "") -> None:
        self.want_rows = want_rows  # each record's SQLite rows as JSON text in its line (`--add-to`)
        self.summary = Summary(name_files=name_files)
        self.out = out
        self.path = path
        self.lines = bytearray()  # without `out`: the lines encoded a batch at a time, no list of them held
        self.pending: list[str] = []  # the lines of the batch being added, written by `_write`
        self.seq = 0
        self.blank_from = self.blank = 0  # a stretch of blank lines, written as one line (as Journal.add does)

    def _write(self) -> None:
        """The pending lines encoded and written at once."""
        if not self.pending:
            return
        data = "".join(self.pending).encode("utf-8")
        self.pending.clear()
        if self.out is not None:
            self.out.write(data)
        else:
            self.lines += data

    def add_batch(self, tagged: Iterable[tuple[Item | Placed, Done | None]]) -> None:
        """Items and their outcomes (None: skipped), their lines written at once."""
        for item, done in tagged:
            self._add(item, done)
        self._write()

    def add(self, item: Item | Placed, done: Done | None) -> None:
        """One item and its outcome (None: skipped)."""
        self.add_batch(((item, done),))

    def _add(self, item: Item | Placed, done: Done | None) -> None:
        seq, where = self.seq, (item if isinstance(item, Where) else item.where)
        self.seq += 1
        if done is None:
            assert isinstance(item, Skipped)
            result = Result(seq, lang=item.lang, skip_reason=item.reason, position=where.position)
            if item.reason == BLANK_LINE:
                self.blank_from, self.blank = (seq if not self.blank else self.blank_from), self.blank + 1
                self.summary.blank_lines += 1
                return
        else:
            result = as_result(seq, done, where.position, where.file)
            if self.want_rows:
                result.rows = _rows_text(done.line)
        self._end_blank_run()
        self.summary.add(result)
        self.pending.append(journal_line(result))

    def _end_blank_run(self) -> None:
        if self.blank:
            self.pending.append(journal_line(Result(self.blank_from, skip_reason=BLANK_LINE), self.blank))
            self.blank = 0

    def block(self) -> Block:
        """The block of the items added (its lines flushed into `out`, which stays open)."""
        self._end_blank_run()
        self._write()
        if self.out is not None:
            self.out.flush()
            return Block(0, self.seq, self.path, self.summary)
        return Block(0, self.seq, self.lines, self.summary)


def block_of(tagged: Iterable[tuple[Item | Placed, Done | None]], want_rows: bool, name_files: bool) -> Block:
    """The block of a part's items and their outcomes (None: skipped); `want_rows`: each record's
    SQLite rows as JSON text in its line (`--add-to`)."""
    maker = BlockMaker(want_rows, name_files)
    batch = iter(tagged)
    while items := list(itertools.islice(batch, 256)):
        maker.add_batch(items)
    return maker.block()


__all__ = ["Block", "BlockMaker", "Placed", "block_of", "placed"]
