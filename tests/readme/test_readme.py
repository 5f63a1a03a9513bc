"""The README's examples run as written, in a fresh folder, and the Python ones type-check under `mypy --strict`.

Every fenced `sh`, `python` and `sql` block of README.md is run in order, from a folder that holds what a
clone holds (`corpora/`, `tests/`) and nothing the examples write; a `text` block right after a block
(blank lines only between) is its output: its lines appear in the output in order, consecutively, and a
line `…` stands for any lines. A comment line `<!-- readme-test: skip (why) -->` right before a block
leaves it out (installing the package, the test suite itself); `<!-- readme-test: needs ../shared -->`
runs it only when the reference data is beside the checkout.
"""

from __future__ import annotations

import os
import re
import sqlite3
import subprocess
import sys
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import pytest
from helpers import CHECKOUT, SHARED

README = CHECKOUT / "README.md"
FENCE = re.compile(r"^```(\w*)\s*$")
MARK = re.compile(r"^<!-- readme-test: (skip|needs \.\./shared)\b.*-->$")
RUN = ("sh", "python", "sql")


@dataclass
class Block:
    """One fenced block of the README: its language, its first line's number, text and marks."""

    lang: str
    line: int
    text: str
    mark: str | None = None
    expected: str | None = None  # the `text` block that follows it: its output
    output: str = ""
    errors: list[str] = field(default_factory=list)

    @property
    def name(self) -> str:
        return f"{self.lang}-line-{self.line}"


def blocks(markdown: str) -> list[Block]:
    """The fenced blocks of a Markdown text, each with its mark and the output block after it."""
    found: list[Block] = []
    lines = markdown.splitlines()
    i = 0
    last_end = -1  # the line after the previous block's closing fence
    while i < len(lines):
        opening = FENCE.match(lines[i])
        if not opening or not opening.group(1):
            i += 1
            continue
        end = i + 1
        while not lines[end].startswith("```"):
            end += 1
        block = Block(opening.group(1), i + 1, "\n".join(lines[i + 1 : end]) + "\n")
        mark = MARK.match(lines[i - 1]) if i else None
        block.mark = mark.group(1) if mark else None
        between = lines[last_end:i]
        if block.lang == "text" and found and found[-1].lang in RUN and all(not s.strip() for s in between):
            found[-1].expected = block.text
        found.append(block)
        last_end = end + 1
        i = end + 1
    return found


def _shows(expected: str, output: str) -> bool:
    """Whether `output` holds `expected`'s lines in order and consecutively, `…` standing for any lines;
    without a leading (trailing) `…`, from the output's first (to its last) line."""
    want = [line.rstrip() for line in expected.rstrip("\n").splitlines()]
    have = [line.rstrip() for line in output.rstrip("\n").splitlines()]
    segments: list[list[str]] = [[]]
    for line in want:
        if line == "…":
            segments.append([])
        else:
            segments[-1].append(line)
    position = 0
    for number, segment in enumerate(segments):
        anchored_start = number == 0
        anchored_end = number == len(segments) - 1
        if not segment:
            continue
        starts = [position] if anchored_start else range(position, len(have) - len(segment) + 1)
        for start in starts:
            if have[start : start + len(segment)] == segment and (
                not anchored_end or start + len(segment) == len(have)
            ):
                position = start + len(segment)
                break
        else:
            return False
    return True


def _environment(home: Path) -> dict[str, str]:
    """A user's shell: the installed `mtglinks` on PATH, no user index, no colour, no width."""
    env = {k: v for k, v in os.environ.items() if k not in ("MTGLINKS_DB", "COLUMNS", "MTGLINKS_LANGUAGE_PATH")}
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    env["XDG_DATA_HOME"] = str(home / "data")  # the user index folder: empty
    env["NO_COLOR"] = "1"
    env["PYTHONIOENCODING"] = "utf-8"
    return env


def _run(block: Block, folder: Path, env: dict[str, str]) -> None:
    if block.lang == "sql":
        with sqlite3.connect(folder / "links.sqlite") as db:
            rows = db.execute(block.text).fetchall()
        block.output = "\n".join("|".join(str(v) for v in row) for row in rows)
        if not rows:
            block.errors.append("the query found nothing")
        return
    command = (
        ["bash", "-e", "-o", "pipefail", "-c", block.text] if block.lang == "sh" else [sys.executable, "-c", block.text]
    )
    done = subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True, timeout=300)
    block.output = done.stdout
    if done.returncode != 0:
        block.errors.append(f"exit status {done.returncode}: {done.stderr[-2000:]}")


@cache
def _all_blocks() -> tuple[Block, ...]:
    return tuple(blocks(README.read_text(encoding="utf-8")))


@pytest.fixture(scope="module")
def ran(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Block]:
    """Every block the README runs, run once in order in a fresh folder (blocks use what earlier ones wrote)."""
    home = tmp_path_factory.mktemp("readme")
    folder = home / "clone"
    folder.mkdir()
    for part in ("corpora", "tests"):
        (folder / part).symlink_to(CHECKOUT / part, target_is_directory=True)
    if SHARED.is_dir():
        (home / "shared").symlink_to(SHARED, target_is_directory=True)
    env = _environment(home)
    out = {}
    for block in _all_blocks():
        if block.lang not in RUN or block.mark == "skip":
            continue
        if block.mark == "needs ../shared" and not SHARED.is_dir():
            continue
        _run(block, folder, env)
        out[block.name] = block
    return out


RUNNABLE = [b for b in _all_blocks() if b.lang in RUN and b.mark != "skip"]


def test_the_readme_has_examples_of_every_kind() -> None:
    assert {b.lang for b in RUNNABLE} == set(RUN)
    assert sum(b.expected is not None for b in RUNNABLE) >= 3
    assert len(README.read_text(encoding="utf-8").splitlines()) < 350


@pytest.mark.parametrize("block", RUNNABLE, ids=lambda b: b.name)
def test_an_example_runs_and_shows_what_the_readme_says(ran: dict[str, Block], block: Block) -> None:
    if block.mark == "needs ../shared" and not SHARED.is_dir():
        pytest.skip("needs ../shared beside the checkout")
    result = ran[block.name]
    assert not result.errors, f"README line {block.line}:\n{block.text}\n{result.errors}"
    if block.expected is not None:
        assert _shows(block.expected, result.output), (
            f"README line {block.line}: the output shown is not the output\n--- shown\n{block.expected}"
            f"--- output\n{result.output}"
        )


def test_only_examples_that_need_shared_name_it() -> None:
    # A user's clone has no ../shared: every block that uses it says so, and is skipped without it.
    for block in RUNNABLE:
        if "../shared" in block.text:
            assert block.mark == "needs ../shared", f"README line {block.line} uses ../shared unmarked"


def test_the_python_examples_type_check_strictly(tmp_path: Path) -> None:
    files = []
    for block in RUNNABLE:
        if block.lang == "python":
            path = tmp_path / f"readme_line_{block.line}.py"
            path.write_text(block.text, encoding="utf-8")
            files.append(str(path))
    assert files
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-error-summary", *files],
        cwd=CHECKOUT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize(
    ("expected", "output", "shows"),
    [
        ("a\nb\n", "a\nb\n", True),
        ("a\n…\n", "a\nb\nc\n", True),
        ("a\n", "a\nb\n", False),
        ("a\nc\n", "a\nb\nc\n", False),
        ("…\nb\n…\n", "a\nb\nc\n", True),
        ("a\n…\nc\n", "a\nb\nc\n", True),
        ("b\n…\n", "a\nb\n", False),
    ],
)
def test_output_is_compared_line_by_line_with_ellipses(expected: str, output: str, shows: bool) -> None:
    assert _shows(expected, output) is shows


def test_marks_and_output_blocks_are_read_from_the_markdown() -> None:
    text = (
        "<!-- readme-test: skip (installs) -->\n```sh\npip install .\n```\n\n"
        "```python\nprint(1)\n```\n\n```text\n1\n```\n\nProse.\n\n```text\n{record}\n```\n"
        "<!-- readme-test: needs ../shared -->\n```sh\nls ../shared\n```\n"
    )
    found = blocks(text)
    assert [(b.lang, b.line, b.mark, b.expected) for b in found] == [
        ("sh", 2, "skip", None),
        ("python", 6, None, "1\n"),
        ("text", 10, None, None),
        ("text", 16, None, None),
        ("sh", 20, "needs ../shared", None),
    ]
