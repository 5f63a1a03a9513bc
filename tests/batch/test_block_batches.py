"""A part's items taken a batch at a time (split.BATCH_ITEMS, #24): tagged, then their journal lines
made, then their rows. Whatever the batch size, even one cutting every part into many batches, a part
gives the same journal bytes, counts and SQLite rows, at `-j 1` (the rows as one set of tables) and at
`-j 2` (the rows written into the part's file); a stretch of blank lines cut by batches is still one
journal line."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from mtglinks.batch import runner, split
from mtglinks.batch.blocks import Block, BlockMaker, block_of
from mtglinks.batch.journal import BLANK_LINE
from mtglinks.sinks.common import PartFile, TableRows
from mtglinks.sinks.sqlite_parts import read_part_file
from mtglinks.sources import Skipped, Where
from mtglinks.sources.parts import plan

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "sources"))
from test_parts import allprintings, scryfall_lines  # noqa: E402

SMALL = 3_000  # bytes a part aims at in these tests


@pytest.fixture
def dumps(tmp_path: Path) -> list[Path]:
    return [allprintings(tmp_path / "AllPrintings.json", sets=6), scryfall_lines(tmp_path / "all_cards.json", 6)]


def _blocks(dumps: list[Path], jobs: int, want_rows: bool, tables: bool) -> list[tuple[bytes, dict[str, Any], Any]]:
    parts = plan([str(p) for p in dumps], ["mtgjson", "scryfall"], SMALL)
    assert parts is not None and len(parts) >= 4
    made = []
    with runner.Runner(jobs=jobs, cache_entries=0) as pool:
        for block in pool.run_parts(parts, want_rows=want_rows, tables=tables, blocks=True):
            assert isinstance(block, Block)
            rows = block.tables
            if isinstance(rows, PartFile):
                rows = read_part_file(rows)
            if isinstance(rows, TableRows):
                rows = (rows.tables, rows.records, rows.ok, rows.links, rows.schema_versions)
            made.append((block.journal_bytes(), block.summary.to_dict(), rows))
    return made


@pytest.mark.parametrize("jobs", [1, 2])
@pytest.mark.parametrize(
    ("want_rows", "tables"), [(False, False), (True, False), (True, True)], ids=["lines", "rows-text", "tables"]
)
def test_the_batch_size_changes_no_byte_of_a_block(
    dumps: list[Path], monkeypatch: pytest.MonkeyPatch, jobs: int, want_rows: bool, tables: bool
) -> None:
    whole = _blocks(dumps, jobs, want_rows, tables)
    assert max(len(journal.splitlines()) for journal, _, _ in whole) > 4  # parts cut into several batches below
    if tables:
        assert all(rows is not None for _, summary, rows in whole if summary["tagged"])
    monkeypatch.setattr(split, "BATCH_ITEMS", 2)
    assert _blocks(dumps, jobs, want_rows, tables) == whole


def test_a_stretch_of_blank_lines_across_batches_is_one_journal_line() -> None:
    items = [Skipped(Where("in.jsonl", f"line {n + 1}", n + 1), BLANK_LINE, None) for n in range(5)]
    items.insert(3, Skipped(Where("in.jsonl", "line 4", 4), "token", "en"))
    whole = block_of(((item, None) for item in items), want_rows=False, name_files=False)
    maker = BlockMaker(want_rows=False, name_files=False)
    for n in range(0, len(items), 2):  # batches of two: the first stretch (lines 1-3) is cut by one
        maker.add_batch((item, None) for item in items[n : n + 2])
    cut = maker.block()
    assert bytes(cut.journal) == bytes(whole.journal)
    lines = bytes(whole.journal).decode("utf-8").splitlines()
    assert lines[0] == '{"seq": 0, "skip_reason": "blank line", "lines": 3}'
    assert len(lines) == 3 and '"lines": 2' in lines[2]
    assert (cut.items, cut.summary.to_dict()) == (whole.items, whole.summary.to_dict())


def test_a_batch_keeps_only_where_a_tagged_record_stands(dumps: list[Path], monkeypatch: pytest.MonkeyPatch) -> None:
    """Once tagged, a record is passed on as its place, not as the record read from the dump: a batch
    of BATCH_ITEMS items does not keep that many dump records alive until its lines are made."""
    held: list[object] = []
    add_batch = BlockMaker.add_batch

    def spy(self: BlockMaker, tagged: Any) -> None:
        batch = list(tagged)
        held.extend(item for item, _ in batch)
        add_batch(self, batch)

    monkeypatch.setattr(BlockMaker, "add_batch", spy)
    made = _blocks(dumps, 1, want_rows=False, tables=False)
    assert sum(summary["tagged"] for _, summary, _ in made) > 0
    assert held and all(isinstance(item, (Where, Skipped)) for item in held)
    assert any(isinstance(item, Where) for item in held)
