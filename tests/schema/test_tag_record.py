"""The batch tagger: output contract, bad records, order and counts, exit codes, -j N = -j 1."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from helpers import CHEMISTER, PLUME, SHARED, run_cli

import mtglinks.batch.analysis
import mtglinks.links
from mtglinks.batch.runner import tag_line
from mtglinks.schema.input_record import read_record
from mtglinks.schema.tag_record import ABILITY_KEYS, LINK_KEYS, OUTPUT_KEYS
from mtglinks.tree import Evidence, Link

# A transforming double-faced card: paragraphs are counted across both faces.
DELVER_FACES = [
    {
        "name": "Delver of Secrets",
        "text": "At the beginning of your upkeep, look at the top card of your library. You may reveal that card. "
        "If an instant or sorcery card is revealed this way, transform Delver of Secrets.",
    },
    {"name": "Insectile Aberration", "text": "Flying"},
]


def good(ident: str, text: str = PLUME, name: str = "Paradise Plume", **extra: Any) -> str:
    return json.dumps({"id": ident, "name": name, "lang": "en", "text": text, **extra})


# Every kind of bad line, with words its error message must contain.
BAD_LINES: list[tuple[str, str]] = [
    ('{"id": "broken", "text": ', "invalid JSON"),
    ("[1, 2, 3]", "must be a JSON object"),
    ('"just a string"', "must be a JSON object"),
    ("null", "must be a JSON object"),
    ('{"id": "no-text", "name": "Nothing"}', "missing text: the record has no `text` and no `faces`"),
    ('{"id": "no-faces", "faces": []}', "missing text: the record has no `text` and an empty `faces` list"),
    ('{"id": "num-text", "text": 42}', "text must be a string"),
    ('{"id": "null-text", "text": null}', "text must be a string"),
    ('{"id": "faces-str", "faces": "Flying"}', "faces must be a list"),
    ('{"id": "face-int", "faces": [1]}', "face 0 must be an object"),
    ('{"id": "face-text", "faces": [{"name": "A", "text": ["Flying"]}]}', "face 0: text must be a string"),
    ('{"id": "face-name", "faces": [{"name": 7, "text": "Flying"}]}', "face 0: name must be a string"),
    ('{"id": "lang-xx", "lang": "xx", "text": "Flying"}', "unknown language 'xx'"),
    ('{"id": "lang-int", "lang": 3, "text": "Flying"}', "lang must be a string"),
    ('{"id": "name-int", "name": 3, "text": "Flying"}', "name must be a string"),
    (
        '{"id": "type-int", "faces": [{"name": "A", "text": "Flying", "type_line": 5}]}',
        "face 0: type_line must be a string",
    ),
    ('{"id": "type-list", "text": "Flying", "type_line": ["Instant"]}', "type_line must be a string"),
    ('{"id": "ids-str", "text": "Flying", "ids": "abc"}', "ids must be an object"),
    ('{"id": "ids-nested", "text": "Flying", "ids": {"uuid": {"a": 1}}}', "ids.uuid must be a string"),
]


@pytest.mark.parametrize(("line", "reason"), BAD_LINES)
def test_each_bad_record_is_an_error_record_naming_line_and_reason(line: str, reason: str) -> None:
    record = tag_line(line, 7)
    assert record is not None
    assert record["status"] == "error"
    assert record["line"] == 7
    assert record["abilities"] == [] and record["links"] == []
    assert len(record["errors"]) == 1
    assert record["errors"][0].startswith("line 7")
    assert reason in record["errors"][0]
    assert list(record) == list(OUTPUT_KEYS)


def test_bad_record_keeps_its_id_when_it_has_one() -> None:
    record = tag_line('{"id": "card-9", "text": 42}', 3)
    assert record is not None and record["id"] == "card-9"
    assert "(id 'card-9')" in record["errors"][0]


def test_bad_utf8_is_one_error_record() -> None:
    record = tag_line(b'{"id": "x", "text": "\xff\xfe"}', 2)
    assert record is not None and record["status"] == "error"
    assert "not UTF-8" in record["errors"][0]


def test_a_printing_in_another_language_is_skipped_and_counted() -> None:
    assert tag_line('{"id": "lang-de", "lang": "de", "text": "Flugfähigkeit"}', 4) is None
    result = run_tag(["-"], good("a") + "\n" + '{"id": "de", "lang": "de", "text": "Flugfähigkeit"}\n')
    assert result.exit_code == 0
    assert [json.loads(line)["id"] for line in result.stdout.splitlines()] == ["a"]
    assert "skipped by reason: unsupported language: 1; by language: de: 1" in result.stderr


def test_blank_lines_are_not_records() -> None:
    assert tag_line("   \t", 4) is None
    assert tag_line("", 4) is None


def test_output_record_schema_on_a_real_card() -> None:
    record = tag_line(good("plume"), 1)
    assert record is not None
    assert list(record) == list(OUTPUT_KEYS)
    assert record["status"] == "ok" and record["errors"] == []
    assert (record["id"], record["name"], record["lang"], record["line"]) == ("plume", "Paradise Plume", "en", 1)
    assert [a["id"] for a in record["abilities"]] == [0, 1, 2]
    assert [a["paragraph"] for a in record["abilities"]] == [0, 1, 2]
    for ability in record["abilities"]:
        assert list(ability) == list(ABILITY_KEYS)
        assert isinstance(ability["kind"], str) and isinstance(ability["text"], str)
        assert ability["parent"] is None and ability["face"] == 0
    assert record["abilities"][2]["text"] == "{T}: Add one mana of the chosen color."
    assert record["abilities"][2]["kind"] == "activated"
    for link in record["links"]:
        assert list(link) == list(LINK_KEYS)
    json.dumps(record)  # plain JSON all the way down


def test_paragraphs_count_across_faces_and_blank_paragraphs() -> None:
    record = tag_line(json.dumps({"id": "dfc", "faces": DELVER_FACES}), 1)
    assert record is not None and record["status"] == "ok"
    assert [(a["paragraph"], a["face"]) for a in record["abilities"]] == [(0, 0), (1, 1)]
    assert record["abilities"][1]["kind"] == "keyword"
    # A blank paragraph still takes its index, as in the labelled files' `paragraphs`.
    record = tag_line(json.dumps({"id": "gap", "text": "Flying\n\n{T}: Add {G}."}), 1)
    assert record is not None
    assert [a["paragraph"] for a in record["abilities"]] == [0, 2]


def test_nested_modes_carry_their_parent() -> None:
    text = "Choose one —\n• Destroy target artifact.\n• Destroy target enchantment."
    record = tag_line(json.dumps({"id": "modes", "text": text}), 1)
    assert record is not None
    parents = {a["id"]: a["parent"] for a in record["abilities"]}
    assert len(record["abilities"]) == 3
    assert parents[0] is None and parents[1] == 0 and parents[2] == 0
    assert [a["paragraph"] for a in record["abilities"]] == [0, 1, 2]


def test_links_are_written_with_ability_ids_and_paragraphs(monkeypatch: pytest.MonkeyPatch) -> None:
    # The output of a link does not depend on which rule found it: a stand-in rule finder.
    def one_link(card: Any) -> list[Link]:
        first, last = card.abilities[0], card.abilities[-1]
        evidence = (Evidence("choose a color", (42, 56)), Evidence("the chosen color", (200, 216)))
        return [Link("607.2d", first.id, last.id, evidence)]

    monkeypatch.setattr(mtglinks.links, "find_links", one_link)
    record = tag_line(good("plume"), 1)
    assert record is not None
    (link,) = record["links"]
    assert list(link) == list(LINK_KEYS)
    assert (link["rule"], link["from"], link["to"]) == ("607.2d", 0, 2)
    assert (link["from_paragraph"], link["to_paragraph"]) == (0, 2)
    assert link["evidence"] == {
        "from": {"phrase": "choose a color", "span": [42, 56]},
        "to": {"phrase": "the chosen color", "span": [200, 216]},
    }
    # No explanation from the rule: the clause's summary stands in.
    assert "choose" in link["explanation"] and "chosen" in link["explanation"]


def test_a_crash_inside_analysis_is_an_error_record_not_the_end(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(card: Any) -> list[Link]:
        raise RuntimeError("rule bug")

    monkeypatch.setattr(mtglinks.links, "find_links", broken)
    record = tag_line(good("plume"), 5)
    assert record is not None and record["status"] == "error"
    assert "RuntimeError: rule bug" in record["errors"][0]


def test_mtgjson_and_scryfall_fields() -> None:
    oracle = read_record(
        {"name": "Delver", "card_faces": [{"name": "A", "oracle_text": "Flying", "type_line": "Creature"}]}
    )
    assert oracle.lang == "en" and oracle.faces == [{"name": "A", "text": "Flying", "type_line": "Creature"}]
    assert oracle.id is None  # no id: a name is not one (two printings share it)
    printed = read_record(
        {"name": "Izzet Chemister", "printed_name": "Químico ígneo", "lang": "es", "printed_text": "Prisa"}
    )
    assert (printed.name, printed.text, printed.lang) == ("Químico ígneo", "Prisa", "es")
    top = read_record({"name": "Shock", "oracle_text": "Shock deals 2 damage to any target.", "type_line": "Instant"})
    assert top.faces == [{"name": "Shock", "text": "Shock deals 2 damage to any target.", "type_line": "Instant"}]
    assert read_record({"text": "Flying", "lang": "EN"}).lang == "en"
    # A vanilla face has no text at all.
    assert read_record({"faces": [{"name": "Bear"}]}).faces == [{"name": "Bear", "text": "", "type_line": None}]
    # The self-name of printed text is its printed name: "~" after normalization.
    record = tag_line(json.dumps({"name": "Izzet Chemister", "oracle_text": CHEMISTER}), 1)
    assert record is not None and record["status"] == "ok" and len(record["abilities"]) == 3


# ---- the command -------------------------------------------------------------------------


def mixed_input() -> str:
    lines = [good("a"), "", BAD_LINES[0][0], good("b", CHEMISTER, "Izzet Chemister"), "   "]
    lines += [line for line, _ in BAD_LINES[1:]]
    lines += [json.dumps({"id": "c", "faces": DELVER_FACES}), good("d")]
    return "\n".join(lines) + "\n"


def run_tag(args: list[str], stdin: str | bytes | None = None) -> Any:
    return run_cli("tag", *args, stdin=stdin)


def test_tag_keeps_order_counts_and_reports_errors() -> None:
    text = mixed_input()
    result = run_tag(["-", "-q"], text)
    assert result.exit_code == 1, result.output
    out = [json.loads(line) for line in result.stdout.splitlines()]
    in_lines = text.splitlines()
    # Records in = records out: every non-blank line, in order, with its line number.
    non_blank = [i + 1 for i, line in enumerate(in_lines) if line.strip()]
    assert [r["line"] for r in out] == non_blank
    assert [r["status"] for r in out] == ["ok", "error", "ok"] + ["error"] * (len(BAD_LINES) - 1) + ["ok", "ok"]
    assert [r["id"] for r in out if r["status"] == "ok"] == ["a", "b", "c", "d"]


def test_tag_summary_on_stderr() -> None:
    result = run_tag(["-"], mixed_input())
    assert result.exit_code == 1
    summary = result.stderr
    assert f"records={4 + len(BAD_LINES)} tagged=4 failed={len(BAD_LINES)} skipped=0" in summary
    assert "blank_lines_skipped=2" in summary
    assert "records/s=" in summary and "cpu_seconds=" in summary
    # Two records share Paradise Plume's text: the second reuses the first's analysis.
    assert "reused=1" in summary and "links by rule: 607.2a: 1, 607.2d: 4" in summary
    assert "line 3: invalid JSON" in summary  # the first errors are named


def test_tag_exit_zero_when_all_tagged(tmp_path: Path) -> None:
    source = tmp_path / "in.jsonl"
    source.write_text(good("a") + "\n" + good("b", "Flying", "Bird") + "\n", encoding="utf-8")
    target = tmp_path / "out.jsonl"
    result = run_tag([str(source), "-o", str(target)])
    assert result.exit_code == 0, result.output
    assert result.stdout == ""
    records = [json.loads(line) for line in target.read_text(encoding="utf-8").splitlines()]
    assert [r["id"] for r in records] == ["a", "b"]


def test_tag_usage_errors_exit_two(tmp_path: Path) -> None:
    assert run_tag([str(tmp_path / "missing.jsonl")]).exit_code == 2
    source = tmp_path / "in.jsonl"
    source.write_text(good("a") + "\n", encoding="utf-8")
    assert run_tag([str(source), "-j", "0"]).exit_code == 2
    assert run_tag([str(source), "-j", "two"]).exit_code == 2
    assert run_tag([]).exit_code == 2
    assert run_tag([str(source), "-o", str(tmp_path / "no" / "such" / "dir.jsonl")]).exit_code == 2


def test_tag_reads_bad_bytes_without_stopping() -> None:
    data = (good("a") + "\n").encode() + b'{"id": "bad", "text": "\xff"}\n' + (good("b") + "\n").encode()
    result = run_tag(["-", "-q"], data)
    assert result.exit_code == 1
    out = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["status"] for r in out] == ["ok", "error", "ok"]


def test_parallel_output_is_identical(tmp_path: Path) -> None:
    source = tmp_path / "in.jsonl"
    source.write_text(mixed_input() * 5, encoding="utf-8")
    one = run_tag([str(source), "-q", "-j", "1"])
    two = run_tag([str(source), "-q", "-j", "2", "--chunk-size", "3"])
    assert one.exit_code == two.exit_code == 1
    assert one.stdout == two.stdout
    assert len(one.stdout.splitlines()) == 5 * (4 + len(BAD_LINES))


def test_parallel_output_is_identical_on_labelled_cards(tmp_path: Path) -> None:
    gold = SHARED / "eval" / "dev-printed-en.jsonl"
    if not gold.exists():
        pytest.skip("../shared/eval is not available")
    one = run_tag([str(gold), "-q"])
    two = run_tag([str(gold), "-q", "-j", "2", "--chunk-size", "16"])
    assert one.exit_code == 0 and two.exit_code == 0
    assert one.stdout == two.stdout
    records = [json.loads(line) for line in one.stdout.splitlines()]
    gold_ids = [json.loads(line)["id"] for line in gold.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert [r["id"] for r in records] == gold_ids


def test_a_lone_surrogate_escape_does_not_stop_the_run() -> None:
    # "\ud800" is valid JSON but has no UTF-8 form: the record is written with ASCII escapes.
    broken = '{"id": "s", "name": "Paradise Plume", "text": "Flying\\ud800\\n{T}: Add one mana of the chosen color."}'
    result = run_tag(["-", "-q"], "\n".join([good("a"), broken, good("b")]) + "\n")
    assert result.exit_code == 0, result.output
    out = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["id"] for r in out] == ["a", "s", "b"]
    assert out[1]["abilities"][0]["text"] == "Flying\ud800"
    assert out[1]["abilities"][1]["kind"] == "activated"


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_not_json(constant: str) -> None:
    # Echoed as the output id they would make the output line unreadable to any other JSON reader.
    record = tag_line(f'{{"id": {constant}, "text": "Flying"}}', 4)
    assert record is not None and record["status"] == "error"
    assert f"{constant.lstrip('-')} is not a JSON value" in record["errors"][0]
    json.loads(json.dumps(record, allow_nan=False))


def test_byte_order_marks_of_concatenated_files_are_skipped() -> None:
    # `cat a.jsonl b.jsonl` where each file starts with a byte-order mark.
    data = "\ufeff" + good("a") + "\n" + "\ufeff" + good("b", "Flying", "Bird") + "\n"
    result = run_tag(["-", "-q"], data.encode("utf-8"))
    assert result.exit_code == 0, result.output
    assert [json.loads(line)["id"] for line in result.stdout.splitlines()] == ["a", "b"]


def test_json_nested_too_deeply_is_one_error_record() -> None:
    deep = '{"id": "deep", "text": "Flying", "x": ' + "[" * 100_000 + "]" * 100_000 + "}"
    result = run_tag(["-", "-q"], "\n".join([good("a"), deep, "[" * 100_000, good("b")]) + "\n")
    assert result.exit_code == 1
    out = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["status"] for r in out] == ["ok", "error", "error", "ok"]
    assert out[1]["errors"] == ["line 2: invalid JSON: arrays or objects nested too deeply"]


def test_a_record_too_deep_to_write_is_an_error_record(monkeypatch: pytest.MonkeyPatch) -> None:
    real_dumps = mtglinks.batch.analysis.dumps

    def dumps(value: Any) -> str:
        if isinstance(value, dict) and value.get("id") == "deep":
            raise RecursionError("maximum recursion depth exceeded while encoding a JSON object")
        return real_dumps(value)

    monkeypatch.setattr(mtglinks.batch.analysis, "dumps", dumps)
    record = tag_line(good("deep"), 9)
    assert record is not None and record["status"] == "error"
    assert record["errors"] == ["line 9: id cannot be written as JSON (RecursionError)"]


def test_a_write_error_is_one_line_not_a_traceback(tmp_path: Path) -> None:
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full to write to")
    source = tmp_path / "in.jsonl"
    source.write_text(good("a") + "\n", encoding="utf-8")
    result = run_tag([str(source), "-q", "-o", "/dev/full"])
    assert result.exit_code == 1
    assert "No space left on device" in result.output and "Traceback" not in result.output
