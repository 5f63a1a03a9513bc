"""The command line: `mtglinks parse` and `mtglinks coverage`, through click's runner and as a process."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import run_cli

PLUME = (
    "As Paradise Plume enters, choose a color.\n"
    "Whenever a player casts a spell of the chosen color, you may gain 1 life.\n"
    "{T}: Add one mana of the chosen color."
)


def test_parse_json_is_the_card_dict() -> None:
    result = run_cli("parse", "--name", "Paradise Plume", "--json", PLUME)
    assert result.exit_code == 0, result.output
    tree = json.loads(result.output)
    assert tree["kind"] == "card" and tree["lang"] == "en"
    assert [a["kind"] for a in tree["abilities"]] == ["replacement", "triggered", "activated"]
    assert tree["abilities"][2]["cost"][0]["kind"] == "cost:tap"


def test_parse_readable_output_numbers_abilities() -> None:
    result = run_cli("parse", "-n", "Paradise Plume", PLUME)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == "Paradise Plume (en)"
    assert lines[1].startswith("0. [replacement]")
    assert any(line.strip() == "trigger: Whenever | a player casts a spell of the chosen color" for line in lines)
    assert any(line.strip() == "cost: {T} <tap>" for line in lines)


def test_parse_reads_standard_input_for_dash() -> None:
    result = run_cli("parse", "--json", "-", stdin="Flying\n{T}: Add {G}.")
    assert result.exit_code == 0, result.output
    assert [a["kind"] for a in json.loads(result.output)["abilities"]] == ["keyword", "activated"]


@pytest.mark.parametrize("command", ["parse", "links"])
def test_standard_input_that_is_not_utf8_is_a_usage_error(command: str) -> None:
    # Read as bytes whatever the locale: a strict UTF-8 locale made this a traceback.
    result = run_cli(command, "-", stdin=b"Flying\n{T}: Add {G}.\xff")
    assert result.exit_code == 2
    assert "standard input is not UTF-8 text" in result.output


def test_a_byte_order_mark_on_standard_input_is_not_text() -> None:
    result = run_cli("parse", "--json", "-", stdin="\ufeffFlying".encode())
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["text"] == "Flying"


def test_unknown_language_is_a_usage_error_with_status_2() -> None:
    result = run_cli("parse", "--lang", "xx", "Flying")
    assert result.exit_code == 2
    assert "unknown language code 'xx': expected one of en, es, fr, ru" in result.output


def test_python_dash_m_runs_the_cli() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "mtglinks", "parse", "--json", "Flying"], capture_output=True, text=True, check=True
    )
    assert json.loads(out.stdout)["abilities"][0]["keywords"][0]["canonical"] == "flying"


def test_coverage_reads_all_three_record_formats(tmp_path: Path) -> None:
    oracle = {
        "name": "Greed",
        "faces": [{"name": "Greed", "type_line": "Enchantment", "oracle_text": "{B}, Pay 2 life: Draw a card."}],
    }
    printed = {"printed_name": "Greed", "printed_text": "{B}, Pay 2 life: Draw a card.\n: : :", "lang": "en"}
    tagger = {
        "id": "g",
        "name": "Greed",
        "lang": "en",
        "text": "Flying",
        "faces": [{"name": "Greed", "text": "Flying"}],
    }
    plain = tmp_path / "cards.jsonl"
    plain.write_text("\n".join(json.dumps(r) for r in (oracle, printed, tagger)) + "\n", encoding="utf-8")
    packed = tmp_path / "cards.jsonl.gz"
    with gzip.open(packed, "wt", encoding="utf-8") as f:
        f.write(plain.read_text(encoding="utf-8"))
    for path in (plain, packed):
        result = run_cli("coverage", "--json", str(path))
        assert result.exit_code == 0, result.output
        report = json.loads(result.output)
        assert (report["cards"], report["paragraphs"], report["paragraphs_ok"]) == (3, 4, 3)
        assert report["reasons"][0]["examples"][0]["paragraph"].replace(" ", "") == ":::"
    failing = run_cli("coverage", "--min-share", "0.9", str(plain))
    assert failing.exit_code == 1
    assert "segmented: 75.00% of paragraphs segmented into abilities with no unparsed node (3/4)" in failing.output


def test_coverage_without_files_reads_the_bundled_corpora() -> None:
    result = run_cli("coverage", "--lang", "EN", "--json")  # language codes ignore case, as in parse and links
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["source"].endswith("en/cards.jsonl") and report["cards"] >= 40


def test_coverage_reports_bad_lines_and_goes_on(tmp_path: Path) -> None:
    # One real card between lines that are not card records: each is named, none stops the run.
    greed = {"name": "Greed", "text": "{B}, Pay 2 life: Draw a card."}
    lines = [
        "{not json",
        json.dumps(greed),
        "[1, 2]",
        json.dumps({"name": "Greed", "faces": [{"name": "Greed", "oracle_text": 5}]}),
        json.dumps({"name": "Greed", "faces": "Flying"}),
        json.dumps({"name": "Greed", "lang": "de", "text": "Fliegend"}),
        "[" * 100_000,
    ]
    path = tmp_path / "cards.jsonl"
    path.write_bytes(("\n".join(lines) + "\n").encode() + b'{"name": "Greed", "text": "Fly\xffing"}\n')
    result = run_cli("coverage", "--json", str(path))
    assert result.exit_code == 1, result.output
    report = json.loads(result.output)
    assert (report["cards"], report["paragraphs_ok"], report["errors"]) == (1, 1, [])
    assert report["bad_records"] == 7
    examples = report["bad_record_examples"]
    assert examples[0].startswith("line 1: invalid JSON")
    assert examples[1] == "line 3: record must be a JSON object, not list"
    assert examples[2] == "line 4: face 0: oracle_text must be a string, not int"
    assert examples[3].startswith("line 5: faces must be a list")
    assert examples[4].startswith("line 6: unknown language 'de'")
    assert examples[5] == "line 7: invalid JSON: arrays or objects nested too deeply"
    assert examples[6].startswith("line 8: not UTF-8: 'utf-8' codec can't decode byte 0xff")
    text = run_cli("coverage", str(path))
    assert "ERROR: 7 lines are not card records, e.g. line 1: invalid JSON" in text.output


def test_coverage_usage_errors(tmp_path: Path) -> None:
    assert run_cli("coverage", str(tmp_path / "missing.jsonl")).exit_code == 2
    path = tmp_path / "cards.jsonl"
    path.write_text(json.dumps({"name": "Greed", "text": "Flying"}) + "\n", encoding="utf-8")
    assert run_cli("coverage", "--limit", "-1", str(path)).exit_code == 2
    assert run_cli("coverage", "--top", "-1", str(path)).exit_code == 2


def test_a_console_that_cannot_show_the_text_gets_question_marks_not_a_traceback() -> None:
    import os
    import subprocess
    import sys

    env = dict(os.environ, PYTHONIOENCODING="cp1252")
    done = subprocess.run(
        [sys.executable, "-m", "mtglinks", "parse", "--lang", "ru", "Полет"],
        capture_output=True,
        env=env,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert b"Traceback" not in done.stderr
    assert b"[keyword] ?????" in done.stdout
