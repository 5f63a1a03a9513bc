"""With several workers each record goes to the worker that owns its text: the output is still the
same bytes whatever `-j`, and every text is analysed once."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import PLUME, SOURCE_FIXTURES, run_cli

from mtglinks.batch import runner
from mtglinks.batch.routing import route
from mtglinks.sources import CardRecord, Where

INPUTS = sorted(p for p in SOURCE_FIXTURES.iterdir() if p.suffix in (".json", ".jsonl"))


@pytest.mark.parametrize("source", INPUTS, ids=lambda p: p.name)
def test_every_input_gives_the_same_bytes_whatever_the_jobs(source: Path) -> None:
    outputs = {jobs: run_cli("tag", str(source), "-q", "-j", jobs, "--chunk-size", "1") for jobs in ("1", "2", "3")}
    for result in outputs.values():
        assert result.exit_code in (0, 1), result.output
    assert outputs["1"].stdout.strip(), "the fixture gives records"
    assert outputs["2"].stdout == outputs["1"].stdout
    assert outputs["3"].stdout == outputs["1"].stdout


def test_all_inputs_at_once_into_a_file_give_the_same_bytes_and_reuse_whatever_the_jobs(tmp_path: Path) -> None:
    # The fixtures repeat their cards' texts from file to file: the repeats are reused, wherever they go.
    inputs = [str(p) for p in INPUTS]
    outputs, reused = {}, {}
    for jobs in ("1", "2", "3"):
        out, summary = tmp_path / f"out-{jobs}.jsonl", tmp_path / f"summary-{jobs}.json"
        args = [*inputs, "-q", "-j", jobs, "--chunk-size", "2", "-o", str(out), "--summary-json", str(summary)]
        result = run_cli("tag", *args)
        assert result.exit_code in (0, 1), result.output
        outputs[jobs] = out.read_bytes()
        counts = json.loads(summary.read_text(encoding="utf-8"))
        reused[jobs] = counts["reused"]
        assert counts["records_read"] > 40
    assert outputs["2"] == outputs["1"] and outputs["3"] == outputs["1"]
    assert reused["1"] > 0
    assert reused["2"] == reused["3"] == reused["1"]


def test_a_text_goes_to_one_worker_and_is_analysed_there_once() -> None:
    records = [{"id": i, "name": "Paradise Plume", "lang": "en", "text": PLUME} for i in range(6)]
    records.append({"id": 6, "name": "Izzet Chemister", "lang": "en", "text": "Haste"})
    assert len({route(r, 3) for r in records[:6]}) == 1
    items = [CardRecord(Where("test", f"record {i}"), r) for i, r in enumerate(records)]
    with runner.Runner(jobs=3, chunk_size=1) as pool:
        results = list(pool.run(items))
    assert [r.reused for r in results] == [False, True, True, True, True, True, False]
    lines = [json.loads(r.line or "") for r in results]
    assert [line["id"] for line in lines] == list(range(7))
    assert all(line["links"] == lines[0]["links"] for line in lines[:6])
    assert [link["rule"] for link in lines[0]["links"]] == ["607.2d", "607.2d"]
