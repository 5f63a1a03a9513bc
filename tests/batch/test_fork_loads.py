"""What a run's workers do that one job does not (#24): they load nothing after their fork that the
parent could have loaded once before it, and their store of analysed texts is the run's shared file
alone (reuse.SharedStore)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from mtglinks.batch import runner
from mtglinks.batch.gcfreeze import warm_up
from mtglinks.batch.reuse import SharedFile, SharedStore
from mtglinks.features.patterns import LanguageData

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "sources"))
from test_parts import allprintings, scryfall_lines  # noqa: E402

# Runs `mtglinks tag` and writes each module a forked worker imports (and each source it compiles) to
# the file named by argv[1], one a line.
_WATCHED_RUN = """
import os, sys
forked = []
os.register_at_fork(after_in_child=lambda: forked.append(True))
log = sys.argv[1]
def hook(event, args):
    if forked and event in ("import", "compile"):
        with open(log, "a") as f:
            f.write(f"{event} {args[0] if event == 'import' else args[1]}\\n")
sys.addaudithook(hook)
from mtglinks.cli import main
sys.argv = ["mtglinks", *sys.argv[2:]]
main()
"""


@pytest.mark.parametrize("shape", ["mtgjson", "scryfall"])
def test_the_workers_import_nothing_after_their_fork(tmp_path: Path, shape: str) -> None:
    """The part readers, the part writer and what a worker needs to die with its parent are imported
    before the fork: each worker imported them again (without saved bytecode, compiling them: 51 M
    instructions a worker on a 5 MB AllPrintings-shaped dump)."""
    dump = (
        allprintings(tmp_path / "AllPrintings.json", 4)
        if shape == "mtgjson"
        else scryfall_lines(tmp_path / "all_cards.json", 4)
    )
    log = tmp_path / "after-fork.txt"
    out = tmp_path / "out.sqlite"
    env = {**os.environ, "MTGLINKS_PART_BYTES": "3000"}  # several parts, so both workers work
    command = [sys.executable, "-c", _WATCHED_RUN, str(log), "tag", str(dump), "-o", str(out), "-q", "-j", "2"]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    assert out.exists()
    loaded = log.read_text(encoding="utf-8").splitlines() if log.exists() else []
    ours = [line for line in loaded if "mtglinks" in line or line == "import ctypes"]
    assert ours == []


def test_every_link_pattern_is_compiled_before_the_fork(retired_english: LanguageData) -> None:
    """A pattern is compiled on its first use; a worker that met a text needing one compiled it again
    in every worker (87 compilations by the two workers of the 5 MB dump). After `warm_up` none is
    compiled later. No language has a pattern of its own left: run with the 15 English patterns retired last
    (tests/retired_patterns.py), none compiled before."""
    from mtglinks.features.patterns import _compiled, language_data

    _compiled.cache_clear()
    warm_up(("en",), runner.Limits())
    before = _compiled.cache_info().misses
    patterns = language_data("en").patterns
    assert len(patterns) == 15
    assert before >= len({p.source for p in patterns})  # warm_up compiled them
    for pattern in patterns:
        assert pattern.regex.pattern == pattern.source
    assert _compiled.cache_info().misses == before


def test_a_worker_finds_what_it_analysed_before_publishing_it_and_what_another_published(tmp_path: Path) -> None:
    path = str(tmp_path / "analyses.sqlite")
    SharedFile.create(path)
    try:
        mine, other = SharedStore(SharedFile(path)), SharedStore(SharedFile(path))
        key = b"en\0Flying"
        mine.put(key, b"analysis of Flying")
        assert mine.get(key) == b"analysis of Flying"  # not yet published: its own waiting entry
        assert other.get(key) is None
        mine.flush()
        assert other.get(key) == b"analysis of Flying"
        assert other.get(b"en\0Trample") is None
        assert mine.failure is None and other.failure is None
        mine.close()
        other.close()
    finally:
        SharedFile.forget(path)


def test_a_shared_file_that_fails_says_why_and_the_worker_analyses_every_text(tmp_path: Path) -> None:
    store = SharedStore(SharedFile(str(tmp_path / "gone" / "analyses.sqlite")))  # its folder does not exist
    store.put(b"en\0Flying", b"analysis")
    store.flush()
    assert store.get(b"en\0Trample") is None
    assert store.failure is not None and "analyses shared by the workers" in store.failure
