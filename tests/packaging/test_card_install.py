"""`mtglinks card` on a fresh install: the wheel in a new virtual environment, outside the
checkout and with no ../shared, answers from the bundled index it ships."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest
from helpers import CHECKOUT


def _card(python: Path, cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in {"PYTHONPATH", "PYTHONHOME", "MTGLINKS_DB"}}
    # A user data folder of its own, so that no index of the machine's user is read.
    env["XDG_DATA_HOME"] = str(cwd / "data-home")
    env["HOME"] = str(cwd)
    script = python.parent / ("mtglinks.exe" if os.name == "nt" else "mtglinks")
    return subprocess.run([str(script), "card", *args], cwd=cwd, env=env, capture_output=True, text=True)


@pytest.mark.slow
def test_installed_card_shows_a_planeswalkers_links(installed: Path, tmp_path: Path) -> None:
    result = _card(installed, tmp_path, "Ashiok, Nightmare Weaver")
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("607.2a") == 2 and "exiled with Ashiok" in result.stdout
    record = json.loads(_card(installed, tmp_path, "Ashiok, Nightmare Weaver", "--json").stdout)
    assert record["schema_version"] == 2 and [k["rule"] for k in record["links"]] == ["607.2a", "607.2a"]
    assert not Path(record["source"]["file"]).is_absolute()


@pytest.mark.slow
def test_installed_card_suggests_a_misspelled_name(installed: Path, tmp_path: Path) -> None:
    result = _card(installed, tmp_path, "karn liberatd")
    assert result.returncode == 1
    assert "did you mean" in result.stderr and "  Karn Liberated\n" in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.slow
def test_installed_card_spanish_plume(installed: Path, tmp_path: Path) -> None:
    result = _card(installed, tmp_path, "Pluma del paraíso", "--lang", "es")
    assert result.returncode == 0, result.stderr
    assert "En cuanto la Pluma del paraíso entre en juego, elige un color." in result.stdout
    assert result.stdout.count("607.2d") == 2


@pytest.mark.slow
def test_the_index_read_is_the_installed_one(installed: Path, tmp_path: Path) -> None:
    code = "import mtglinks.index as i; print(i.find_index())"
    env = {k: v for k, v in os.environ.items() if k not in {"PYTHONPATH", "PYTHONHOME", "MTGLINKS_DB"}}
    env.update(XDG_DATA_HOME=str(tmp_path / "data-home"), HOME=str(tmp_path))
    out = subprocess.run(
        [str(installed), "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True, check=True
    )
    path = Path(out.stdout.strip()).resolve()
    assert path.is_relative_to(installed.parents[1].resolve()) and not path.is_relative_to(CHECKOUT)
    assert path.name == "cards.sqlite"
    schema = subprocess.run(
        [str(installed), "-m", "mtglinks", "schema"], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert json.loads(schema.stdout)["properties"]["schema_version"]["const"] == 2
    typed = subprocess.run(
        [
            str(installed),
            "-c",
            "import mtglinks, pathlib; print((pathlib.Path(mtglinks.__file__).parent / 'py.typed').is_file())",
        ],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
    )
    assert typed.stdout.strip() == "True"
