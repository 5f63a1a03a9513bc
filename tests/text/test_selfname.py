"""Self-name safety: no silent "links: none" because of a missing or wrong name."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from helpers import CHEMISTER, PLUME, only_the_bundled_index

import mtglinks
from mtglinks.cli import main
from mtglinks.index import open_index
from mtglinks.text.selfname import infer_name, resolve_name, self_references

SISTERS = (
    "{B}{G}: Exile target creature blocking or blocked by Sisters of Stone Death.\n"
    "{2}{B}: Put a creature card exiled with Sisters of Stone Death onto the battlefield under your control."
)
# The Oracle text of Sisters of Stone Death as the bundled index has it (three abilities).
SISTERS_ORACLE = "{G}: Target creature blocks Sisters of Stone Death this turn if able.\n" + SISTERS


@pytest.fixture(autouse=True)
def bundled_index_only(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    only_the_bundled_index(monkeypatch, tmp_path)


@pytest.mark.parametrize(
    ("text", "name"),
    [(SISTERS, "Sisters of Stone Death"), (CHEMISTER, "Izzet Chemister"), (PLUME, "Paradise Plume")],
)
def test_the_name_is_inferred_from_self_reference_positions(text: str, name: str) -> None:
    inferred = infer_name(text)
    assert inferred is not None and inferred.name == name
    assert name in inferred.example


def test_other_objects_and_sentence_words_are_not_names() -> None:
    text = "Flying\nWhenever a Forest enters, you gain 1 life.\n(Attacking doesn't cause this creature to tap.)"
    assert self_references(text) == []
    assert infer_name("Search your library for a card named Forest. Sacrifice a Plains.") is None


def test_analyze_without_a_name_still_finds_the_link() -> None:
    card = mtglinks.analyze(SISTERS)
    assert card.name == "Sisters of Stone Death"
    assert [link.rule for link in card.links] == ["607.2a"]
    assert any("no name given" in w for w in card.warnings)


def test_the_index_gives_the_name_of_a_known_text() -> None:
    index = open_index()
    check = resolve_name(SISTERS_ORACLE, lang="en", index=index)
    assert check.how == "index" and check.name == "Sisters of Stone Death"
    spanish = (
        "En cuanto la Pluma del paraíso entre en juego, elige un color.\n"
        "Siempre que un jugador juegue un hechizo del color elegido, puedes ganar 1 vida.\n"
        "{T}: Agrega un maná del color elegido a tu reserva de maná."
    )
    check = resolve_name(spanish, lang="es", index=index)
    assert check.how == "index" and check.name == "Pluma del paraíso"
    card = index.analyze(spanish, lang="es")
    assert [link.rule for link in card.links] == ["607.2d", "607.2d"]
    # `analyze` itself reads no index: the same text alone has no name to link through.
    assert resolve_name(spanish, lang="es").how == "none"
    assert mtglinks.analyze(spanish, lang="es").name is None
    index.close()


def test_a_wrong_name_gives_a_warning() -> None:
    card = mtglinks.analyze(SISTERS, name="Sister of Stone")
    assert card.links == []
    (warning,) = card.warnings
    assert "'Sister of Stone' does not occur" in warning and "'Sisters of Stone Death'" in warning
    # The right name, a legendary's short name, or a text that never names itself: no warning.
    assert mtglinks.analyze(SISTERS, name="Sisters of Stone Death").warnings == []
    assert resolve_name("Karn deals 2 damage to any target.", name="Karn, Silver Golem").warnings == []
    assert resolve_name("Flying\nWhen this creature enters, draw a card.", name="Serra Angel").warnings == []


def test_links_command_warns_on_standard_error() -> None:
    result = CliRunner().invoke(main, ["links", "--name", "Sister", SISTERS])
    assert result.exit_code == 0
    assert "warning: the name 'Sister' does not occur" in result.stderr
    assert "links: none" in result.stdout
    result = CliRunner().invoke(main, ["links", SISTERS])
    assert "607.2a" in result.stdout and "no name given" in result.stderr


def test_parse_command_uses_the_inferred_name() -> None:
    result = CliRunner().invoke(main, ["parse", "--json", SISTERS])
    assert result.exit_code == 0
    assert '"name": "Sisters of Stone Death"' in result.stdout
    assert "no name given" in result.stderr


def test_with_faces_the_names_are_given() -> None:
    check = resolve_name(None, faces=[{"name": "Fire", "text": "Fire deals 2 damage divided as you choose."}])
    assert check.how == "none" and check.warnings == []


def test_a_name_is_found_as_whole_words_as_the_regex_finds_it() -> None:
    import re

    from mtglinks.text import selfname

    texts = [
        "fire // ice deals 2",
        "ajani's pridemate",
        "ajanis",
        "_ajani",
        "x ajani_",
        "gideon, ally",
        "",
        "é ajani é",
        "ajaniajani ajani",
    ]
    names = ["ajani", "fire // ice", "gideon", "", "é", "+2 mace", "ajani ajani"]
    for text in texts:
        for name in names:
            expected = re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text) is not None
            assert selfname._has_words(text, name) == expected, (text, name)


def test_inference_reads_the_words_of_the_texts_language() -> None:
    # The words around a card's own name are English data (lang/en/names.py); a Spanish text with no
    # name is not read by English word order, so no name is inferred and no warning is given.
    spanish = "{2}{B}: Pon en el campo de batalla una carta de criatura exiliada con las Hermanas de la Muerte Pétrea."
    found = infer_name(SISTERS)
    assert found is not None and found.name == "Sisters of Stone Death"
    assert infer_name(spanish, "es") is None
    assert resolve_name(spanish, lang="es").how == "none"
    assert resolve_name(spanish, lang="es", name="Otro nombre").warnings == []
