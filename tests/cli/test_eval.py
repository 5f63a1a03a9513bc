"""The scorer inside the package agrees with the shared eval/score.py, number for number."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from helpers import SHARED, run_cli

from mtglinks import evaluate

SCORE_PY = SHARED / "eval" / "score.py"


def gold_card(ident: str, paragraphs: int, links: list[tuple[str, int, int]]) -> dict[str, Any]:
    return {
        "id": ident,
        "name": ident,
        "paragraphs": [f"p{i}" for i in range(paragraphs)],
        "links": [{"rule": r, "from": a, "to": b} for r, a, b in links],
    }


def prediction(ident: str, paragraphs: list[int], links: list[tuple[str, int, int]]) -> dict[str, Any]:
    # Ability ids differ from paragraph indexes on purpose: the scorer must map them.
    abilities = [{"id": 10 + i, "paragraph": p} for i, p in enumerate(paragraphs)]
    return {
        "id": ident,
        "abilities": abilities,
        "links": [{"rule": r, "from": 10 + a, "to": 10 + b} for r, a, b in links],
    }


def test_score_counts_triples_by_paragraph() -> None:
    gold = [
        gold_card("plume", 3, [("607.2d", 0, 1), ("607.2d", 0, 2)]),
        gold_card("chemister", 3, [("607.2a", 1, 2)]),
        gold_card("bear", 1, []),
    ]
    predictions = [
        prediction("plume", [0, 1, 2], [("607.2d", 0, 1), ("2d", 0, 2)]),  # "2d" is 607.2d
        prediction("chemister", [0, 1, 2], [("607.2a", 2, 1)]),  # direction matters
        prediction("bear", [0], [("607.2i", 0, 0)]),
    ]
    result = evaluate.score(gold, predictions)
    assert result.tp == {"607.2d": 2}
    assert result.fp == {"607.2a": 1, "607.2i": 1}
    assert result.fn == {"607.2a": 1}
    assert (result.cards, result.exact, result.missing) == (3, 1, 0)
    precision, recall, f1 = result.micro
    assert (precision, recall) == (0.5, 2 / 3)
    assert result.report().splitlines()[-1] == f"micro_f1={f1:.4f}"
    # Rules only: the chemister's reversed link now counts.
    rules = evaluate.score(gold, predictions, rules_only=True)
    assert rules.tp["607.2a"] == 1 and rules.fn["607.2a"] == 0


def test_missing_prediction_and_unplaceable_link() -> None:
    gold = [gold_card("a", 2, [("607.2d", 0, 1)]), gold_card("b", 1, [])]
    predictions = [{"id": "b", "abilities": [], "links": [{"rule": "607.2a", "from": "x", "to": None}]}]
    result = evaluate.score(gold, predictions)
    assert result.missing == 1
    assert result.fn == {"607.2d": 1} and result.fp == {"607.2a": 1}
    assert [d.key for d in result.disagreements] == ["a", "b"]
    assert result.disagreements[1].predicted == [("607.2a", -1, -1)]


def score_py(gold: Path, predictions: Path, *flags: str) -> str:
    done = subprocess.run(
        [sys.executable, str(SCORE_PY), str(gold), str(predictions), "--by", "id", *flags],
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout


def write_jsonl(path: Path, records: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    return path


def perturbed(gold: list[dict[str, Any]], seed: int) -> list[dict[str, Any]]:
    """Predictions that are partly right: dropped, moved, relabelled and invented links, missing cards."""
    rng = random.Random(seed)
    out = []
    for record in gold:
        if rng.random() < 0.05:
            continue  # a missing prediction
        n = len(record.get("paragraphs", [])) or 1
        links = []
        for link in record.get("links", []):
            roll = rng.random()
            if roll < 0.15:
                continue
            if roll < 0.25:
                link = {**link, "rule": rng.choice(["607.2a", "607.2d", "607.2h", "2i"])}
            elif roll < 0.35:
                link = {**link, "to": rng.randrange(n)}
            links.append(link)
        if rng.random() < 0.2:
            links.append({"rule": rng.choice(["607.2a", "607.2b", "607.2d"]), "from": 0, "to": rng.randrange(n)})
        abilities = [{"id": i, "paragraph": i} for i in range(n)]
        out.append({"id": record["id"], "abilities": abilities, "links": links})
    return out


@pytest.fixture(scope="module")
def dev_gold() -> Path:
    gold = SHARED / "eval" / "dev-oracle.jsonl"
    if not (gold.exists() and SCORE_PY.exists()):
        pytest.skip("../shared/eval is not available")
    return gold


@pytest.mark.parametrize("flags", [(), ("--rules-only",)])
@pytest.mark.parametrize("seed", [1, 2])
def test_same_report_as_score_py_on_perturbed_labels(
    dev_gold: Path, tmp_path: Path, flags: tuple[str, ...], seed: int
) -> None:
    gold = evaluate.load_jsonl(dev_gold)
    predictions = perturbed(gold, seed)
    pred_path = write_jsonl(tmp_path / "pred.jsonl", predictions)
    ours = evaluate.score(gold, predictions, by="id", rules_only=bool(flags)).report()
    theirs = score_py(dev_gold, pred_path, *flags)
    assert ours + "\n" == theirs
    assert "micro_f1=1.0000" not in ours  # the perturbation must have made mistakes to compare


@pytest.mark.parametrize("flags", [(), ("--rules-only",)])
def test_eval_command_agrees_with_score_py_on_tagger_output(
    dev_gold: Path, tmp_path: Path, flags: tuple[str, ...]
) -> None:
    pred_path = tmp_path / "tagged.jsonl"
    result = run_cli("eval", str(dev_gold), "--predictions", str(pred_path), *flags)
    assert result.exit_code == 0, result.output
    assert result.stdout == score_py(dev_gold, pred_path, *flags)
    assert result.stdout.splitlines()[-1].startswith("micro_f1=")


def test_eval_show_names_disagreeing_cards(dev_gold: Path, tmp_path: Path) -> None:
    # A gold file of two cards the tagger cannot get right: their labels are made up.
    gold = [json.loads(line) for line in dev_gold.read_text(encoding="utf-8").splitlines()[:2]]
    for record in gold:
        record["links"] = [{"rule": "607.2e", "from": 0, "to": 0}]
    path = write_jsonl(tmp_path / "gold.jsonl", gold)
    result = run_cli("eval", str(path), "--show", "1")
    assert result.exit_code == 0
    assert f"  {gold[0]['id']}: gold=[('607.2e', 0, 0)]" in result.stderr
    assert gold[1]["id"] not in result.stderr
    assert f"[0] {gold[0]['paragraphs'][0]}" in result.stderr
    assert "607.2e         2     0" in result.stdout


def test_eval_usage_errors(tmp_path: Path) -> None:
    assert run_cli("eval", str(tmp_path / "missing.jsonl")).exit_code == 2
    broken = tmp_path / "broken.jsonl"
    broken.write_text("{not json\n", encoding="utf-8")
    assert run_cli("eval", str(broken)).exit_code == 2


@pytest.mark.parametrize(
    ("lines", "message"),
    [
        (['{"id": "a", "text": "Flying"}', '{"id": "b", "text": "Flying"'], "line 2: invalid JSON"),
        (['{"id": "a", "text": "Flying"}', "", "[1]"], "line 3: record must be a JSON object, not list"),
        (['{"id": "a", "text": "Flying", "links": [{"rule": "2a", "from": 0}]}'], "card 'a': link 0 needs rule"),
        (['{"id": "a", "text": "Flying", "links": [{"rule": "2a", "from": "x", "to": 1}]}'], "card 'a': link 0"),
        (['{"id": "a", "text": "Flying", "links": 3}'], "card 'a': links must be a list"),
        (["[" * 100_000], "line 1: invalid JSON: arrays or objects nested too deeply"),
        (['{"id": "a", "text": "Flying"}', '{"id": "b", "text": "Fly\udcffing"}'], "line 2: not UTF-8"),
    ],
)
def test_eval_malformed_labels_are_usage_errors_naming_the_line(tmp_path: Path, lines: list[str], message: str) -> None:
    gold = tmp_path / "gold.jsonl"
    # "\udcff" stands for the byte 0xff, written as is.
    gold.write_bytes(("\n".join(lines) + "\n").encode("utf-8", "surrogateescape"))
    result = run_cli("eval", str(gold))
    assert result.exit_code == 2, result.output
    assert message in result.output
