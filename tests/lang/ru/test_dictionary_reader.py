"""pymorphy3 reads its dictionaries with DAWG2's C reader where it is installed (a run-time
dependency on CPython) and with its pure-Python reader elsewhere: the Russian analyses, and so
every tag record, are the same either way."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from helpers import CORPORA

# `mtglinks tag` in a fresh interpreter; with "pure", the C reader cannot be imported.
RUN = """
import sys
if sys.argv[1] == "pure":
    sys.modules["dawg"] = None
import pymorphy3.dawg
print("C" if pymorphy3.dawg.EXTENSION_AVAILABLE else "pure", file=sys.stderr)
from mtglinks.cli import main
sys.argv = ["mtglinks", "tag", sys.argv[2], "-o", sys.argv[3], "-j", "1", "-q"]
main()
"""


def _tag(reader: str, out: Path) -> str:
    done = subprocess.run(
        [sys.executable, "-c", RUN, reader, str(CORPORA / "ru" / "cards.jsonl"), str(out)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    return done.stderr.strip().splitlines()[0]


def test_the_c_and_the_pure_python_dictionary_readers_give_the_same_records(tmp_path: Path) -> None:
    pytest.importorskip("dawg")
    assert _tag("c", tmp_path / "c.jsonl") == "C"
    assert _tag("pure", tmp_path / "pure.jsonl") == "pure"
    c, pure = (tmp_path / "c.jsonl").read_bytes(), (tmp_path / "pure.jsonl").read_bytes()
    assert c == pure and c.count(b"\n") >= 30
    assert b'"rule": "607.2' in c  # real links, not only empty records
