"""`mtglinks card NAME` on the bundled index of the checkout: real cards in four languages, the
suggestions, colour, JSON, and every error a user can meet (never a traceback)."""

from __future__ import annotations

import json
import os
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import Result
from helpers import run_cli, without_user_index

from mtglinks.index import bundled_index, open_index

ANSI = re.compile(r"\x1b\[[0-9;]*m")


@pytest.fixture(autouse=True)
def only_the_bundled_index(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # The user's own index or $MTGLINKS_DB must not decide what these tests see.
    without_user_index(monkeypatch, tmp_path)
    monkeypatch.delenv("NO_COLOR", raising=False)


def card(*args: str, color: bool = False, env: dict[str, str] | None = None) -> Result:
    result: Result = run_cli("card", *args, color=color, env=env)
    return result


def test_the_bundled_index_is_in_the_checkout() -> None:
    path = bundled_index()
    assert path.is_file(), f"{path} is missing: run python tools/build_index.py"
    assert path.stat().st_size < 16_000_000  # 32,000 cards in four languages
    with open_index(path) as index:
        assert len(index) > 25_000


def test_a_planeswalker_shows_its_two_exile_links() -> None:
    result = card("Ashiok, Nightmare Weaver")
    assert result.exit_code == 0, result.output
    out = result.output
    assert out.startswith("Ashiok, Nightmare Weaver  [en]")
    assert "Legendary Planeswalker — Ashiok" in out
    assert "links (2):" in out
    assert out.count("607.2a") == 2
    assert "0 → 1" in out and "2 → 1" in out
    assert "exiled with Ashiok onto the battlefield" in out
    assert "exiles cards" in out  # the explanation line


def test_a_card_shows_its_current_oracle_wording() -> None:
    # Karn Liberated in today's Oracle text: loyalty costs in brackets, the short name "Karn".
    out = card("Karn Liberated").output
    assert out.startswith("Karn Liberated  [en]")
    assert "[−14]: Restart the game" in out and "cards exiled with Karn. Then" in out
    # Paradise Plume no longer "enters the battlefield".
    plume = card("Paradise Plume").output
    assert "As this artifact enters, choose a color." in plume and "enters the battlefield" not in plume


def test_a_misspelled_name_suggests_the_card_and_exits_1() -> None:
    result = card("karn liberatd")
    assert result.exit_code == 1
    assert "no card named 'karn liberatd'" in result.output
    assert "did you mean:" in result.output
    suggestions = result.output.split("did you mean:")[1].split("\n")
    assert suggestions[1].strip() == "Karn Liberated"
    assert "Traceback" not in result.output


def test_a_spanish_name_shows_the_spanish_text_and_its_choice_links() -> None:
    result = card("Pluma del paraíso", "--lang", "es")
    assert result.exit_code == 0, result.output
    out = result.output
    assert out.startswith("Pluma del paraíso  (Paradise Plume)  [es]")
    assert "En cuanto la Pluma del paraíso entre en juego, elige un color." in out
    assert out.count("607.2d") == 2 and "0 → 1" in out and "0 → 2" in out


@pytest.mark.parametrize(
    ("name", "lang", "words"),
    [
        ("Panache de paradis", "fr", "choisissez une couleur"),
        ("Райское Перо", "ru", "выберите цвет"),
        ("paradise plume", "en", "choose a color"),
    ],
)
def test_every_language_finds_paradise_plume(name: str, lang: str, words: str) -> None:
    result = card(name)
    assert result.exit_code == 0, result.output
    assert f"[{lang}]" in result.stdout.splitlines()[0] and words in result.output
    assert "607.2d" in result.output


def test_a_legendary_short_name_and_a_shared_short_name() -> None:
    result = card("Sisters of Stone Death")
    assert result.exit_code == 0 and "607.2a" in result.output
    # Four legendary cards are called Narset: each is offered, none chosen.
    result = card("Narset")
    assert result.exit_code == 1 and "names 4 cards" in result.output
    assert "Narset, Enlightened Master" in result.output and "Narset, Parter of Veils" in result.output


def test_lang_all_adds_each_printed_language() -> None:
    result = card("Ashiok, Nightmare Weaver", "--lang", "all")
    assert result.exit_code == 0, result.output
    headers = [line for line in result.output.splitlines() if line.endswith(("[en]", "[es]", "[fr]", "[ru]"))]
    assert [h[-3:-1] for h in headers] == ["en", "es", "fr", "ru"]
    assert "Ашиок, Ткач Кошмаров" in result.output
    assert result.output.count("607.2a") == 8


def test_json_is_the_tag_record_of_the_card() -> None:
    result = card("Pluma del paraíso", "--json")
    record = json.loads(result.output)
    assert record["schema_version"] == 2 and record["lang"] == "es" and record["name"] == "Pluma del paraíso"
    assert record["ids"]["english_name"] == "Paradise Plume"
    assert [link["rule"] for link in record["links"]] == ["607.2d", "607.2d"]
    text = "\n".join(f["text"] for f in record["faces"])
    for link in record["links"]:
        for end in ("from", "to"):
            evidence = link["evidence"][end]
            assert text[slice(*evidence["span"])] == evidence["phrase"]
    every = json.loads(card("Paradise Plume", "--json", "--lang", "all").output)
    assert [r["lang"] for r in every] == ["en", "es", "fr", "ru"]


def test_evidence_is_highlighted_on_a_terminal_and_not_with_no_color() -> None:
    coloured = card("Ashiok, Nightmare Weaver", color=True)
    assert ANSI.search(coloured.output)
    highlighted = {ANSI.sub("", m) for m in re.findall(r"\x1b\[[0-9;]*m[^\x1b]+\x1b\[0m", coloured.output)}
    assert "a creature card with mana value X exiled with Ashiok" in highlighted  # the tree's object phrase
    assert "Exile the top three cards of target opponent's library" in highlighted
    plain = card("Ashiok, Nightmare Weaver", color=True, env={"NO_COLOR": "1"})
    assert not ANSI.search(plain.output) and "exiled with Ashiok" in plain.output
    assert not ANSI.search(card("Ashiok, Nightmare Weaver").output)  # not a terminal


def test_an_empty_name_is_a_clear_error() -> None:
    for name in ("", "   "):
        result = card(name)
        assert result.exit_code == 1 and "the card name is empty" in result.output
    result = card("!!!")
    assert result.exit_code == 1 and "no letters or digits" in result.output


def test_a_name_in_an_unsupported_script_says_which_languages_are_indexed() -> None:
    result = card("楽園の羽根")
    assert result.exit_code == 1
    assert "English, Spanish, French and Russian" in result.output and "Traceback" not in result.output


def test_a_language_the_card_has_no_text_in() -> None:
    result = card("Karn, the Great Creator", "--lang", "ru")
    assert result.exit_code == 1 and "has no ru text" in result.output


def test_index_errors_are_clear_messages(tmp_path: Path) -> None:
    result = card("Karn Liberated", "--db", str(tmp_path / "none.sqlite"))
    assert result.exit_code == 1 and "does not exist" in result.output and "mtglinks index" in result.output
    corrupt = tmp_path / "corrupt.sqlite"
    corrupt.write_bytes(bundled_index().read_bytes()[:4096] + b"\0" * 100)
    result = card("Karn Liberated", "--db", str(corrupt))
    assert result.exit_code == 1 and "error:" in result.output and "Traceback" not in result.output
    newer = tmp_path / "newer.sqlite"
    newer.write_bytes(bundled_index().read_bytes())
    with sqlite3.connect(newer) as db:
        db.execute("UPDATE meta SET value = 99 WHERE key = 'index_schema'")
    result = card("Karn Liberated", "--db", str(newer))
    assert result.exit_code == 1 and "newer mtglinks" in result.output
    result = card("Karn Liberated", env={"MTGLINKS_DB": str(tmp_path / "gone.sqlite")})
    assert result.exit_code == 1 and "$MTGLINKS_DB" in result.output


def _run(args: list[str], **env: str) -> subprocess.CompletedProcess[bytes]:
    environment = {k: v for k, v in os.environ.items() if k not in {"MTGLINKS_DB", "PYTHONIOENCODING"}}
    environment["MTGLINKS_DB"] = str(bundled_index())
    environment.update(env)
    return subprocess.run([sys.executable, "-m", "mtglinks", *args], capture_output=True, env=environment)


@pytest.mark.parametrize("encoding", ["ascii", "cp1252"])
def test_an_output_that_cannot_encode_the_arrow(encoding: str) -> None:
    result = _run(["card", "Karn Liberated", "--lang", "all"], PYTHONIOENCODING=encoding)
    assert result.returncode == 0, result.stderr
    out = result.stdout.decode(encoding)
    assert "0 -> 2" in out and "→" not in out
    assert "cannot show some characters" in result.stderr.decode(encoding)
    assert b"Traceback" not in result.stderr
    as_json = _run(["card", "Райское Перо", "--json"], PYTHONIOENCODING=encoding)
    assert json.loads(as_json.stdout.decode(encoding))["name"] == "Райское Перо"
    missing = _run(["card", "Райское Пер"], PYTHONIOENCODING=encoding)
    assert missing.returncode == 1 and b"Traceback" not in missing.stderr


def test_the_lookup_loads_no_parser() -> None:
    code = (
        "import sys; from mtglinks.cli import main\n"
        "try:\n    main(['card', 'Karn Liberated'])\nexcept SystemExit:\n    pass\n"
        "print('LOADED', sorted(m for m in sys.modules if m == 'lark' or m.startswith(('lark.', 'mtglinks.syntax'))))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env={**os.environ, "MTGLINKS_DB": str(bundled_index())},
    )
    assert "LOADED []" in result.stdout, result.stdout + result.stderr
