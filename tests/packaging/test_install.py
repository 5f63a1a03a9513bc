"""The wheel works outside the checkout: build it, install it in a fresh venv, run `mtglinks parse` there.

No network: the wheel is installed with --no-deps, and the fresh venv sees the running environment's
dependencies (lark, spacy, pymorphy3, click, …) through a .pth file naming its site-packages.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest
from helpers import CHECKOUT

# Each language's printed text of Paradise Plume (the seed example of rule 607.4).
PLUMES = {
    "en": ("Paradise Plume", "As Paradise Plume enters the battlefield, choose a color.\n"
           "Whenever a player casts a spell of the chosen color, you may gain 1 life.\n"
           "{T}: Add one mana of the chosen color."),
    "es": ("Pluma del paraíso", "En cuanto la Pluma del paraíso entre en juego, elige un color.\n"
           "Siempre que un jugador juegue un hechizo del color elegido, puedes ganar 1 vida.\n"
           "{T}: Agrega un maná del color elegido a tu reserva de maná."),
    "fr": ("Panache de paradis", "Au moment où le Panache de paradis arrive en jeu, choisissez une couleur.\n"
           "À chaque fois qu'un joueur joue un sort de la couleur choisie, vous pouvez gagner 1 point de vie.\n"
           "{T} : Ajoutez un mana de la couleur choisie à votre réserve."),
    "ru": ("Райское Перо", "При входе Райского Пера в игру выберите цвет.\n"
           "Когда игрок играет заклинание выбранного цвета, вы можете получить 1 жизнь.\n"
           "{T}: Добавьте одну ману выбранного цвета в ваше хранилище маны."),
}  # fmt: skip


def _run(python: Path, cwd: Path, *args: str) -> str:
    env = {k: v for k, v in os.environ.items() if k not in {"PYTHONPATH", "PYTHONHOME"}}
    out = subprocess.run([*args], cwd=cwd, env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    return out.stdout


@pytest.mark.slow
def test_grammar_and_corpora_load_from_the_installed_package(installed: Path, tmp_path: Path) -> None:
    code = (
        "import json, mtglinks, mtglinks.syntax.grammar as g, mtglinks.corpus as c, mtglinks.text.lexicon as x;"
        "print(json.dumps([mtglinks.__file__, str(g.grammar_dir()), str(c.corpora_dir()),"
        " [str(p) for p in c.corpus_paths()], {k: len(x.lemma_table(k)) for k in ('en', 'es', 'fr', 'ru')}]))"
    )
    package, grammar, corpora, corpus_files, lemmas = json.loads(_run(installed, tmp_path, str(installed), "-c", code))
    # A missing table is not an error at run time (words are their own lemmas): check it is shipped.
    assert all(count > 1000 for count in lemmas.values()), lemmas
    venv_root = installed.parents[1].resolve()
    for path in (package, grammar, corpora, *corpus_files):
        assert Path(path).resolve().is_relative_to(venv_root), path
        assert not Path(path).resolve().is_relative_to(CHECKOUT), path
    assert (Path(grammar) / "common.lark").is_file() and (Path(grammar) / "ru.lark").is_file()
    assert {Path(p).parent.name for p in corpus_files} == {"en", "es", "fr", "ru"}


@pytest.mark.slow
@pytest.mark.parametrize("lang", sorted(PLUMES))
def test_installed_mtglinks_parse_outside_the_checkout(installed: Path, tmp_path: Path, lang: str) -> None:
    name, text = PLUMES[lang]
    script = installed.parent / ("mtglinks.exe" if os.name == "nt" else "mtglinks")
    tree = json.loads(_run(installed, tmp_path, str(script), "parse", "--lang", lang, "--name", name, "--json", text))
    kinds = []

    def walk(nodes: list[dict]) -> None:
        for node in nodes:
            kinds.append(node["kind"])
            walk(node.get("children", []))

    walk(tree["abilities"])
    assert "unparsed" not in kinds, tree
    assert kinds == ["replacement", "triggered", "activated"]


@pytest.mark.slow
def test_installed_coverage_runs_on_the_bundled_corpora(installed: Path, tmp_path: Path) -> None:
    script = installed.parent / ("mtglinks.exe" if os.name == "nt" else "mtglinks")
    out = _run(installed, tmp_path, str(script), "coverage", "--lang", "en", "--json")
    report = json.loads(out)
    assert report["cards"] >= 40 and report["share"] > 0.9
