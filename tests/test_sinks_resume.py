"""The writer's side of --resume: a run killed outright leaves a partial file; resuming from it gives
the same bytes as an uninterrupted run. And two runs never write one output at once."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_sinks import META, build_records

from mtglinks.sinks import SinkError, has_partial, partial_path, partial_records, write_output


@pytest.fixture(scope="module")
def records() -> list[dict[str, Any]]:
    return build_records()


def resume(out: Path, compress: bool, records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """What a runner does on --resume: take what the partial file holds, write the rest."""
    done = list(partial_records(str(out), "jsonl", compress))
    assert done == records[: len(done)]
    assert write_output(str(out), records[len(done) :], "jsonl", compress, META, resume=True) == len(records)
    return done


@pytest.mark.parametrize("compress", [False, True], ids=["plain", "gz"])
def test_resume_after_a_cut_anywhere_gives_the_same_bytes(
    tmp_path: Path, records: list[dict[str, Any]], compress: bool
) -> None:
    many = records * 8
    name = "full.jsonl.gz" if compress else "full.jsonl"
    full = tmp_path / name
    write_output(str(full), many, "jsonl", compress, META)
    expected = full.read_bytes()
    out = tmp_path / "cut" / name
    out.parent.mkdir()
    kept = set()
    # A kill leaves some prefix of the output, cut at any byte (mid-line, mid-gzip-block).
    for cut in (0, 1, 17, len(expected) // 3, len(expected) // 2 + 5, len(expected) - 9):
        Path(partial_path(str(out))).write_bytes(expected[:cut])
        assert has_partial(str(out))
        kept.add(len(resume(out, compress, many)))
        assert out.read_bytes() == expected
        assert not has_partial(str(out))
        assert sorted(p.name for p in out.parent.iterdir()) == [name]
    assert len(kept) > 2 and max(kept) > len(records)  # the cuts kept different numbers of records


KILLED_RUN = textwrap.dedent(
    """
    import json, os, signal, sys
    from mtglinks.sinks import write_output

    path, compress, after = sys.argv[1], sys.argv[2] == "gz", int(sys.argv[3])
    records = [json.loads(line) for line in sys.stdin]

    def killed():
        for i, record in enumerate(records):
            if i == after:
                os.kill(os.getpid(), signal.SIGKILL)
            yield record

    write_output(path, killed(), "jsonl", compress, {})
    """
)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="no SIGKILL here")
@pytest.mark.parametrize("compress", [False, True], ids=["plain", "gz"])
def test_a_run_killed_by_sigkill_is_resumed(tmp_path: Path, records: list[dict[str, Any]], compress: bool) -> None:
    many = records * 40
    name = "tagged.jsonl.gz" if compress else "tagged.jsonl"
    full = tmp_path / "full" / name
    full.parent.mkdir()
    write_output(str(full), many, "jsonl", compress, META)
    out = tmp_path / name
    out.write_text("the old output\n")
    lines = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in many)
    run = subprocess.run(
        [sys.executable, "-c", KILLED_RUN, str(out), "gz" if compress else "plain", str(len(many) - 100)],
        input=lines.encode("utf-8"),
        capture_output=True,
    )
    assert run.returncode == -signal.SIGKILL, run.stderr.decode()
    assert out.read_text() == "the old output\n"  # killed: the old file is still whole
    assert has_partial(str(out))
    done = resume(out, compress, many)
    assert 0 < len(done) < len(many)
    assert out.read_bytes() == full.read_bytes()


def test_resume_with_no_partial_file_writes_everything(tmp_path: Path, records: list[dict[str, Any]]) -> None:
    out = tmp_path / "a.jsonl"
    assert list(partial_records(str(out), "jsonl", False)) == []
    assert write_output(str(out), records, "jsonl", False, META, resume=True) == len(records)
    assert [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()] == records


def test_only_jsonl_resumes(tmp_path: Path, records: list[dict[str, Any]]) -> None:
    for name, fmt in (("a.csv", "csv"), ("a.sqlite", "sqlite")):
        with pytest.raises(SinkError, match="only jsonl output can be resumed"):
            partial_records(str(tmp_path / name), fmt, False)
        with pytest.raises(SinkError, match="only jsonl output can be resumed"):
            write_output(str(tmp_path / name), records, fmt, False, META, resume=True)
    with pytest.raises(SinkError, match="only a file"):
        write_output("-", records, "jsonl", False, META, resume=True)


def test_a_damaged_partial_file_is_a_clear_error(tmp_path: Path) -> None:
    out = tmp_path / "a.jsonl"
    Path(partial_path(str(out))).write_bytes(b'{"id": 1}\nnot json\n{"id"')
    with pytest.raises(SinkError, match="line 2 is not JSON"):
        list(partial_records(str(out), "jsonl", False))
    Path(partial_path(str(out) + ".gz")).write_bytes(b"\x1f\x8b\x08\x00garbage, not deflate")
    with pytest.raises(SinkError, match="gzip data is damaged"):
        list(partial_records(str(out) + ".gz", "jsonl", True))


def test_a_second_run_on_the_same_output_is_refused(tmp_path: Path, records: list[dict[str, Any]]) -> None:
    out = tmp_path / "a.jsonl"
    errors = []

    def with_a_second_run() -> Iterator[dict[str, Any]]:
        for i, record in enumerate(records):
            if i == 5:
                try:
                    write_output(str(out), records, "jsonl", False, META)
                except SinkError as err:
                    errors.append(str(err))
            yield record

    assert write_output(str(out), with_a_second_run(), "jsonl", False, META) == len(records)
    assert len(errors) == 1 and "another run is writing it" in errors[0]
    assert len(out.read_text(encoding="utf-8").splitlines()) == len(records)
    assert os.listdir(tmp_path) == ["a.jsonl"]
