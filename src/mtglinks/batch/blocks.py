"""A part's journal lines and counts, made where the part was tagged (#24).

With a journal (a file output), the main process wrote one journal line per record, counted it
into the summary and built a `Result` for it: most of its work a record on a database dump, which
limits how many workers can be kept busy. So the worker that tags a part makes the part's journal
lines itself, as one block of bytes, and counts its items into a `Summary` of its own (`block_of`);
the main process only writes a line naming where the block starts (`{"part": N}`: its first
item's number), appends the bytes (`Journal.add_block`) and adds the counts (`Summary.merge`).

A worker does not know its part's first item number (it depends on the parts before), so the
sequence number of each line in a block counts from the block's first item; `--resume` checks
each line against the item it should be, as before (journal.py). The journal lines and counts are
the same whichever process made them, and the output is made from the journal: the same bytes for
every `-j`.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from mtglinks.batch.journal import BLANK_LINE, journal_line
from mtglinks.batch.records import Result
from mtglinks.batch.routing import Done, as_result
from mtglinks.batch.summary import Summary
from mtglinks.sources import Item, Skipped


@dataclass
class Block:
    """The journal lines and counts of a part's items from its `skip`-th on (see the module docstring)."""

    first: int  # the number of its first item in the run (set by the main process)
    items: int  # the items it holds
    journal: bytes | bytearray  # their journal lines, each numbered from the block's first item
    summary: Summary  # their counts
    tables: Any = None  # their SQLite rows (sinks.TableRows, or a part's file), for an output filled as the run goes


def _rows_text(line: str) -> str:
    from mtglinks.sinks.sqlite import record_rows

    return record_rows(json.loads(line)).text


def block_of(tagged: Iterable[tuple[Item, Done | None]], want_rows: bool, name_files: bool) -> Block:
    """The block of a part's items and their outcomes (None: skipped); `want_rows`: each record's
    SQLite rows as JSON text in its line (`--add-to`)."""
    summary = Summary(name_files=name_files)
    lines = bytearray()  # each line encoded as it is made: no list of them and no joined copy held as well
    seq = 0
    blank_from = blank = 0  # a stretch of blank lines, written as one line (as Journal.add does)
    for item, done in tagged:
        where = item.where
        if done is None:
            assert isinstance(item, Skipped)
            result = Result(seq, lang=item.lang, skip_reason=item.reason, position=where.position)
            if item.reason == BLANK_LINE:
                blank_from, blank = (seq if not blank else blank_from), blank + 1
                summary.blank_lines += 1
                seq += 1
                continue
        else:
            result = as_result(seq, done, where.position, where.file)
            if want_rows:
                result.rows = _rows_text(done.line)
        if blank:
            lines += journal_line(Result(blank_from, skip_reason=BLANK_LINE), blank).encode("utf-8")
            blank = 0
        summary.add(result)
        lines += journal_line(result).encode("utf-8")
        seq += 1
    if blank:
        lines += journal_line(Result(blank_from, skip_reason=BLANK_LINE), blank).encode("utf-8")
    return Block(0, seq, lines, summary)


__all__ = ["Block", "block_of"]
