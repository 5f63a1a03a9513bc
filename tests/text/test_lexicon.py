"""Lemma tables and tokenization: what the feature patterns of every language read."""

from __future__ import annotations

import gzip
import subprocess
import sys
from importlib import resources
from pathlib import Path

import pytest

from mtglinks.lang import codes, package_dir
from mtglinks.text import lexicon


@pytest.mark.parametrize("code", codes())
def test_every_language_ships_a_small_table(code: str) -> None:
    path = resources.files("mtglinks") / "lang" / code / "lemmas.tsv.gz"
    assert path.is_file() and Path(str(path)) == package_dir(code) / "lemmas.tsv.gz"
    assert len(path.read_bytes()) < 1_000_000
    with gzip.open(str(path), "rt", encoding="utf-8") as f:
        first = f.readline().rstrip("\n").split("\t")
    assert len(first) == 2 and first[0] != first[1]  # only forms that differ from their lemma


@pytest.mark.parametrize(
    ("code", "text", "lemmas"),
    [
        ("en", "Cards exiled with ~", "card exile with ~"),
        ("en", "the chosen color", "the choose color"),
        # Participles keep their own lemma, apart from the verb.
        ("es", "Exilia las cartas exiliadas", "exiliar el carta exiliado"),
        ("es", "del tipo elegido, la carta elegida", "del tipo elegido , el carta elegido"),
        ("es", "Remuévela del juego", "remover del juego"),
        ("fr", "Exilez les cartes exilées", "exiler le carte exilé"),
        ("fr", "la couleur choisie", "le couleur choisi"),
        ("fr", "mettez-la en jeu", "mettre le en jeu"),
        ("ru", "Изгоните карты, изгнанные ~", "изгнать карта , изгнанный ~"),
        ("ru", "выбранного цвета", "выбранный цвет"),
        ("ru", "удалённую", "удаленный"),
    ],
)
def test_lemma_text(code: str, text: str, lemmas: str) -> None:
    assert lexicon.lemma_text(text, code) == lemmas


def test_french_elision_is_two_words_with_offsets() -> None:
    text = "Retirez l'enchantement jusqu'à la fin"
    words = lexicon.words(text, "fr")
    assert [w.text for w in words][:5] == ["Retirez", "l'", "enchantement", "jusqu'", "à"]
    for w in words:
        assert text[w.start : w.end] == w.text


def test_game_words_are_not_sent_to_unrelated_verbs() -> None:
    # The general lookup tables send these nouns to verbs ("juego" -> "jugar", "first" -> "1").
    assert lexicon.lemma("juego", "es") == "juego"
    assert lexicon.lemma("batalla", "es") == "batalla"
    assert lexicon.lemma("first", "en") == "first"
    assert lexicon.lemma("as", "en") == "as"


def test_russian_word_outside_the_table_falls_back_to_pymorphy3() -> None:
    word = "перезаряжаемыми"  # rare enough to be absent from card text
    assert word not in lexicon.lemma_table("ru")
    assert lexicon.lemma(word, "ru") != word


def test_spacy_is_never_imported_at_run_time() -> None:
    # spaCy's lookup tables take seconds to load; the generated tables stand in for them. A fresh
    # process, so that no other test's imports count.
    code = (
        "import sys, mtglinks\n"
        "mtglinks.analyze('Exilez la carte. Vous pouvez jouer les cartes exilées avec ~.', lang='fr')\n"
        "mtglinks.analyze('Exilia la carta. Puedes jugar las cartas exiliadas.', lang='es')\n"
        "mtglinks.analyze('Изгоните карту. Вы можете разыгрывать изгнанные карты.', lang='ru')\n"
        "mtglinks.analyze('Exile target card. You may play cards exiled with ~.', lang='en')\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('spacy', 'spacy_lookups_data', 'thinc')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True)
    assert out.stdout.strip() == "[]"
