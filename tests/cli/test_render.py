"""Readable output fits the terminal: wrapped to its width on a terminal, one line per ability when piped."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import click
import pytest
from helpers import run_cli, without_user_index

from mtglinks.cli.common import Output
from mtglinks.cli.render import render_record, wrap_lines
from mtglinks.index import bundled_index

KARN_LAST = (
    "  2. [activated] −14: Restart the game, leaving in exile all non-Aura permanent cards exiled with Karn "
    "Liberated. Then put those cards onto the battlefield under your control."
)
# The same ability as the bundled index holds it: current Oracle wording, MTGJSON's bracketed loyalty cost.
KARN_LAST_CURRENT = (
    "  2. [activated] [−14]: Restart the game, leaving in exile all non-Aura permanent cards exiled with Karn. "
    "Then put those cards onto the battlefield under your control."
)


def test_a_long_line_breaks_at_spaces_under_its_own_indent() -> None:
    lines = wrap_lines([KARN_LAST, "links (2):"], 60)
    assert lines == [
        "  2. [activated] −14: Restart the game, leaving in exile all",
        "      non-Aura permanent cards exiled with Karn Liberated.",
        "      Then put those cards onto the battlefield under your",
        "      control.",
        "links (2):",
    ]


def test_styles_do_not_count_toward_the_width() -> None:
    styled = (
        "      2: permanent cards " + click.style("exiled with Karn Liberated", fg="cyan", bold=True) + ". Then put"
    )
    assert wrap_lines([styled], len(click.unstyle(styled))) == [styled]
    broken = wrap_lines([styled], 40)
    assert [click.unstyle(line) for line in broken] == [
        "      2: permanent cards exiled with",
        "          Karn Liberated. Then put",
    ]


def test_a_word_longer_than_the_width_stays_whole() -> None:
    word = "x" * 50
    assert wrap_lines([f"  0. {word} end"], 40) == ["  0.", f"      {word}", "      end"]


def test_no_width_no_wrapping() -> None:
    assert wrap_lines([KARN_LAST], None) == [KARN_LAST]


class _Terminal:
    def __init__(self, tty: bool) -> None:
        self.tty = tty

    def isatty(self) -> bool:
        return self.tty


@pytest.mark.parametrize(("tty", "columns", "width"), [(True, "60", 60), (True, "20", 40), (False, "60", None)])
def test_the_width_is_the_terminals_and_none_when_piped(
    monkeypatch: pytest.MonkeyPatch, tty: bool, columns: str, width: int | None
) -> None:
    # On a terminal, $COLUMNS (when set) says how wide it is; piped output is never wrapped, whatever it says.
    monkeypatch.setattr(sys, "stdout", _Terminal(tty))
    monkeypatch.setenv("COLUMNS", columns)
    assert Output().width() == width


def test_piped_output_keeps_one_line_per_ability(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    without_user_index(monkeypatch, tmp_path)
    monkeypatch.setenv("COLUMNS", "40")
    assert KARN_LAST_CURRENT in run_cli("card", "Karn Liberated").stdout.splitlines()


@pytest.mark.skipif(not hasattr(os, "openpty"), reason="needs a pseudo-terminal")
def test_card_on_a_terminal_is_wrapped_to_its_width() -> None:
    master, slave = os.openpty()
    env = {**os.environ, "COLUMNS": "60", "NO_COLOR": "1", "MTGLINKS_DB": str(bundled_index())}
    try:
        subprocess.run(
            [sys.executable, "-m", "mtglinks", "card", "Karn Liberated"], stdout=slave, env=env, check=True, timeout=60
        )
        os.close(slave)
        chunks = []
        while True:
            try:
                chunk = os.read(master, 65536)
            except OSError:  # the terminal's other end is closed: all read
                break
            if not chunk:
                break
            chunks.append(chunk)
    finally:
        os.close(master)
    lines = b"".join(chunks).decode("utf-8").replace("\r\n", "\n").splitlines()
    assert max(len(click.unstyle(line)) for line in lines) <= 60
    assert lines[5:9] == [
        "  2. [activated] [−14]: Restart the game, leaving in exile",
        "      all non-Aura permanent cards exiled with Karn. Then",
        "      put those cards onto the battlefield under your",
        "      control.",
    ]


def test_a_record_is_titled_by_its_own_name_then_the_cards() -> None:
    record = {"name": None, "lang": "en", "faces": [{"name": "", "text": ""}], "abilities": [], "links": []}
    assert click.unstyle(render_record(Output(), record, "Karn Liberated")[0]) == "Karn Liberated  [en]"
    record["name"] = "Karn liberado"
    record["lang"] = "es"
    assert (
        click.unstyle(render_record(Output(), record, "Karn Liberated")[0]) == "Karn liberado  (Karn Liberated)  [es]"
    )
    assert click.unstyle(render_record(Output(), record)[0]) == "Karn liberado  [es]"
