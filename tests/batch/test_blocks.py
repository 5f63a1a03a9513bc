"""A part's journal lines and counts made by the worker that tagged it (batch/blocks.py, #24): the
same lines (numbered from the part) and the same counts as the main process made item by item; a
journal of blocks resumes to the same counts and bytes, and a damaged line inside a block, or a
block's line of the wrong number, is found and tagged again."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from helpers import killed_run

from mtglinks.batch import runner
from mtglinks.batch.blocks import Block
from mtglinks.batch.journal import Journal, journal_line
from mtglinks.batch.records import Result
from mtglinks.batch.summary import Summary
from mtglinks.sources.parts import plan

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "sources"))
from test_parts import allprintings, scryfall_lines  # noqa: E402

SMALL = 3_000  # bytes a part aims at in these tests
HEADER = {"journal": "mtglinks tag 2", "inputs": [], "options": {}, "output": {}}


@pytest.fixture
def dumps(tmp_path: Path) -> list[Path]:
    return [allprintings(tmp_path / "AllPrintings.json", sets=6), scryfall_lines(tmp_path / "all_cards.json", 6)]


def _runs(dumps: list[Path], want_rows: bool, jobs: int = 2) -> tuple[list[Result], list[Block]]:
    parts = plan([str(p) for p in dumps], ["mtgjson", "scryfall"], SMALL)
    assert parts is not None and len(parts) >= 4
    with runner.Runner(jobs=1) as pool:
        results = list(pool.run_parts(parts, want_rows=want_rows))
    with runner.Runner(jobs=jobs) as pool:
        blocks = list(pool.run_parts(parts, want_rows=want_rows, blocks=True))
        # A worker leaves a block's lines in a file of the run's folder, which goes with the run.
        assert all(isinstance(b.journal, str) for b in blocks) == (jobs > 1)
        for block in blocks:
            block.journal = block.journal_bytes()
    assert all(isinstance(r, Result) for r in results) and all(isinstance(b, Block) for b in blocks)
    return results, blocks  # type: ignore[return-value]


def _unreused(value: dict[str, Any] | str) -> Any:
    """A summary or journal text less whether a text was found analysed before: with two workers
    that depends on their timing (each may meet a text the other is analysing), never a byte of output."""
    if isinstance(value, str):
        return value.replace(', "reused": true', "")
    return {key: count for key, count in value.items() if key != "reused"}


@pytest.mark.parametrize("jobs", [1, 2])
@pytest.mark.parametrize("want_rows", [False, True], ids=["lines", "lines-and-rows"])
def test_a_block_holds_the_lines_and_counts_the_main_process_made_item_by_item(
    dumps: list[Path], want_rows: bool, jobs: int
) -> None:
    results, blocks = _runs(dumps, want_rows, jobs)
    assert [b.first for b in blocks] == [sum(b.items for b in blocks[:n]) for n in range(len(blocks))]
    assert sum(b.items for b in blocks) == len(results)
    expected = Summary()
    for result in results:
        expected.add(result)
    merged = Summary()
    for block in blocks:
        merged.merge(block.summary)
    assert merged.read > 0 and merged.skipped
    same = (lambda value: value) if jobs == 1 else _unreused
    assert same(merged.to_dict()) == same(expected.to_dict())
    for block in blocks:
        mine = [r for r in results if block.first <= r.seq < block.first + block.items]
        for result in mine:
            result.seq -= block.first
            result.journal = None
        assert same(block.journal.decode("utf-8")) == same("".join(journal_line(r) for r in mine))


def test_a_journal_of_blocks_reopens_to_the_same_counts_and_records(dumps: list[Path], tmp_path: Path) -> None:
    results, blocks = _runs(dumps, want_rows=False)
    path = tmp_path / "out.jsonl.part"
    journal = Journal.create(str(path), HEADER)
    for block in blocks:
        journal.add_block(block)
    journal.close()
    assert journal.done == len(results)
    summary = Summary()
    again = Journal.reopen(str(path), HEADER, summary)
    again.close()
    assert (again.done, again.damaged_line, again.base) == (len(results), None, blocks[-1].first)
    expected = Summary()
    for result in results:
        expected.add(result)
    assert _unreused(summary.to_dict()) == _unreused(expected.to_dict())
    assert list(again.records()) == [r.line for r in results if r.line is not None]


def _damaged(path: Path, number: int, old: bytes, new: bytes) -> tuple[int, int | None]:
    """(items kept, damaged line) of the journal at `path` with line `number` (from 1) changed."""
    lines = path.read_bytes().split(b"\n")
    assert old in lines[number - 1]
    lines[number - 1] = lines[number - 1].replace(old, new, 1)
    damaged = path.with_name("damaged.jsonl.part")
    damaged.write_bytes(b"\n".join(lines))
    journal = Journal.reopen(str(damaged), HEADER, Summary())
    journal.close()
    return journal.done, journal.damaged_line


def test_a_damaged_line_in_a_block_or_a_block_of_the_wrong_number_is_not_kept(
    dumps: list[Path], tmp_path: Path
) -> None:
    _, blocks = _runs(dumps, want_rows=False)
    path = tmp_path / "out.jsonl.part"
    journal = Journal.create(str(path), HEADER)
    for block in blocks:
        journal.add_block(block)
    journal.close()
    lines = path.read_bytes().split(b"\n")
    starts = [n for n, line in enumerate(lines, start=1) if line.startswith(b'{"part": ')]
    assert len(starts) == len(blocks) and blocks[2].items >= 3
    third = starts[2]  # the third block's line: its items follow, numbered from 0
    assert _damaged(path, third + 2, b'{"seq": 1,', b'{"seq": 2,') == (blocks[2].first + 1, third + 2)
    assert _damaged(path, third, f'"part": {blocks[2].first}'.encode(), b'"part": 1') == (blocks[2].first, third)
    cut = _damaged(path, third + 1, b"\t{", b"\t[")  # a record that is not an object
    assert cut == (blocks[2].first, third + 1)


def test_a_run_killed_inside_a_block_resumes_to_the_same_bytes(tmp_path: Path) -> None:
    source = allprintings(tmp_path / "AllPrintings.json", sets=40)
    out = tmp_path / "out.jsonl"
    whole, resume = killed_run(source, out, 40, SMALL)
    journal = Path(f"{out}.part")
    lines = journal.read_bytes().split(b"\n")
    starts = [n for n, line in enumerate(lines) if line.startswith(b'{"part": ')]
    assert len(starts) >= 2
    cut = starts[1] + 2  # the second block's first two items kept, the rest of the journal lost
    journal.write_bytes(b"\n".join(lines[:cut]) + b"\n" + lines[cut][: len(lines[cut]) // 2])
    resumed = resume()
    assert resumed.returncode == 0, resumed.stderr
    assert "damaged" not in resumed.stderr.decode()
    assert out.read_bytes() == whole.read_bytes()


def test_counts_merged_are_the_counts_added_one_by_one() -> None:
    results = [
        Result(n, line="{}", status="error" if n % 3 == 0 else "ok", lang="en", errors=(f"e{n}",), rules=("607.2a",))
        for n in range(20)
    ]
    results += [Result(20, skip_reason="unsupported language", lang="de"), Result(21, skip_reason="blank line")]
    one_by_one = Summary()
    for result in results:
        one_by_one.add(result)
    for cut in (0, 4, 9, 22):
        merged, part = Summary(), Summary()
        for result in results[:cut]:
            merged.add(result)
        for result in results[cut:]:
            part.add(result)
        merged.merge(part)
        assert merged.to_dict() == one_by_one.to_dict()
