"""`mtglinks coverage` prints both figures (text and --json) and fails below --min-known."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path

from click.testing import CliRunner, Result

from mtglinks.cli import main
from mtglinks.corpus import corpus_paths


def run(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


def write_jsonl(path: Path, records: Sequence[Mapping[str, object]]) -> Path:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    return path


GARBAGE = [
    {"id": "lorem", "name": "Tester", "text": "Lorem ipsum dolor sit amet.\nConsectetur adipiscing elit."},
    {"id": "de", "name": "Kreatur", "text": "Fliegend\nWenn diese Kreatur ins Spiel kommt, ziehe eine Karte."},
]


def test_json_reports_both_figures_and_the_unknown_words(tmp_path: Path) -> None:
    real = {"id": "greed", "name": "Greed", "text": "{B}, Pay 2 life: Draw a card."}
    path = write_jsonl(tmp_path / "cards.jsonl", [real, *GARBAGE])
    result = run("coverage", "--json", str(path))
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert (report["paragraphs"], report["segmented"], report["known"]) == (5, 5, 1)
    assert report["segmented_share"] == 1.0 and report["known_share"] == 0.2
    assert report["share"] == report["segmented_share"]  # the segmentation figure's earlier name
    words = {u["word"]: u for u in report["unknown_words"]}
    assert "fliegend" in words and "ipsum" in words
    assert words["ipsum"]["example"] == {"card": "lorem", "paragraph": "Lorem ipsum dolor sit amet."}
    assert set(report["held_out"]) == {"cards", "paragraphs", "known", "known_share"}
    assert report["vocabulary"] is True


def test_min_known_fails_on_garbage_that_segmentation_accepts(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "garbage.jsonl", GARBAGE)
    assert run("coverage", "--min-share", "0.99", str(path)).exit_code == 0  # segmented: 100%
    failing = run("coverage", "--min-known", "0.5", str(path))
    assert failing.exit_code == 1
    assert "known words: 0.00% of paragraphs have only words known to the language (0/4)" in failing.output
    assert "top unknown words" in failing.output and "fliegend" in failing.output


def test_min_known_passes_the_bundled_corpora() -> None:
    result = run("coverage", "--min-known", "0.9", "--top", "0")
    assert result.exit_code == 0, result.output
    assert result.output.count("known words:") == len(corpus_paths()) == 4


def test_text_written_in_one_language_and_read_as_another_fails(tmp_path: Path) -> None:
    # The bundled Spanish corpus read as French (--lang overrides the records' language).
    [spanish] = corpus_paths("es")
    assert run("coverage", "--min-known", "0.9", str(spanish)).exit_code == 0
    result = run("coverage", "--lang", "fr", "--json", "--min-known", "0.9", str(spanish))
    assert result.exit_code == 1
    report = json.loads(result.output)
    assert report["lang"] == "fr" and report["known_share"] < 0.1
    assert report["segmented_share"] > 0.5


def test_min_known_is_a_share(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "cards.jsonl", GARBAGE)
    assert run("coverage", "--min-known", "95", str(path)).exit_code == 2
    assert run("coverage", "--min-known", "-0.1", str(path)).exit_code == 2
