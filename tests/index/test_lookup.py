"""Looking a card up in the bundled index: every card of the current Oracle corpus by its English name,
in its current wording; the date of the newest card on a miss, with the way to a newer index;
suggestions from the words a name shares with card names; every printed text of a language on demand."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from helpers import run_cli, without_user_index

from mtglinks.index import CardNotFound, bundled_index, open_index
from mtglinks.sources.jsonl import json_objects
from mtglinks.text.keys import normalize_name


@pytest.fixture(autouse=True)
def only_the_bundled_index(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    without_user_index(monkeypatch, tmp_path)


def test_suggestions_share_the_words_of_the_name_not_its_first_letter() -> None:
    with open_index(bundled_index()) as index:
        with pytest.raises(CardNotFound) as caught:
            index.card("Sheoldred, the Unheard Of")
        suggestions = caught.value.suggestions
        assert len(suggestions) == 5
        assert all("sheoldred" in normalize_name(s) for s in suggestions), suggestions
        # A typo in one word still finds the card; a word of another language, its printing.
        assert index.suggest("karn liberatd")[0] == "Karn Liberated"
        assert index.suggest("Pluma del paraiso roja")[0] == "Pluma del paraíso (Paradise Plume)"


def test_the_sheoldred_cards_are_in_the_index() -> None:
    with open_index(bundled_index()) as index:
        assert index.card("Sheoldred, the Apocalypse").name == "Sheoldred, the Apocalypse"
        assert index.card("Atraxa, Grand Unifier").record("en") is not None
        # A card's own name wins over another card's face of that name.
        assert index.card("Terror").name == "Terror"


def test_a_name_the_index_does_not_know_gets_its_newest_date_and_the_way_to_a_newer_index() -> None:
    with open_index(bundled_index()) as index:
        newest = index.newest_card
    assert newest is not None and re.fullmatch(r"\d{4}-\d\d-\d\d", newest)
    result = run_cli("card", "Sheoldred, the Unheard Of")
    assert result.exit_code == 1
    assert f"newest card first printed {newest}" in result.output
    assert str(bundled_index()) in result.output
    assert "mtglinks index AllPrintings.json" in result.output
    assert "Sheoldred, the Apocalypse" in result.output  # among the suggestions


def test_the_newest_date_is_the_newest_first_release_of_the_corpus(shared_dir: Path) -> None:
    dates = [r.get("first_released") for r in json_objects(shared_dir / "corpora" / "oracle-2026.jsonl.gz")]
    with open_index(bundled_index()) as index:
        assert index.newest_card == max(d for d in dates if isinstance(d, str))


def test_the_other_texts_of_a_language_that_card_mentions_are_shown_by_the_command_it_offers() -> None:
    with open_index(bundled_index()) as index:
        name = next(c.name for c in index._all() if len(c.versions("fr")) == 2)
        versions = index.card(name).versions("fr")
    shown = run_cli("card", name, "--lang", "fr")
    assert shown.exit_code == 0, shown.output
    [note] = [line for line in shown.output.splitlines() if "other French text" in line]
    command = re.search(r"mtglinks card (.+?) shows it", note)
    assert command is not None and "--every-text" in command.group(1)
    every = run_cli("card", name, "--lang", "fr", "--every-text")
    assert every.exit_code == 0 and "other French text" not in every.output
    for record in versions:
        assert str(record["faces"][0]["text"]).splitlines()[0] in every.output
    assert every.output.count("[fr]") == 2


@pytest.mark.slow
def test_every_card_of_the_current_oracle_corpus_is_found_by_its_english_name_in_its_current_text(
    shared_dir: Path,
) -> None:
    corpora = shared_dir / "corpora"
    older = {
        r["name"]: r for file in ("oracle-en.jsonl.gz", "oracle-recent.jsonl.gz") for r in json_objects(corpora / file)
    }
    checked = halves = 0
    with open_index(bundled_index()) as index:
        for raw in json_objects(corpora / "oracle-2026.jsonl.gz"):
            found = index.card(str(raw["name"]))
            assert found.name == raw["name"]
            record = found.record("en")
            assert record is not None
            stored = [f["text"] for f in record["faces"]]
            for face, text in zip(raw["faces"], stored, strict=True):
                if face.get("oracle_text"):
                    assert text == face["oracle_text"], raw["name"]
                elif raw["name"] in older:  # a half oracle-2026 lacks: from an older corpus
                    halves += bool(text)
            checked += 1
    assert checked == 32_362 and halves > 200


def test_the_packed_word_lists_suggest_what_the_names_table_does(tmp_path: Path) -> None:
    """Suggestions read the words and their names packed in meta; an index without them (built by an
    older mtglinks) is read from its names table, with the same answers."""
    import shutil
    import sqlite3

    from mtglinks.index.reader import CardIndex

    older = tmp_path / "older.sqlite"
    shutil.copyfile(bundled_index(), older)
    with sqlite3.connect(older) as db:
        db.execute("DELETE FROM meta WHERE key IN ('fuzzy_words', 'fuzzy_postings', 'fuzzy_names')")
    queries = ["Sheoldred, the Unheard Of", "karn liberatd", "pluma paraiso", "Ashiok Weaver of Dreams", "zz top"]
    with CardIndex(bundled_index()) as packed, CardIndex(older) as unpacked:
        assert packed.packed["fuzzy_postings"] is not None
        assert [packed.suggest(q) for q in queries] == [unpacked.suggest(q) for q in queries]


def test_a_face_name_that_is_also_a_short_name_says_which_cards_go_by_it() -> None:
    result = run_cli("card", "Sheoldred")
    assert result.exit_code == 0
    assert result.stdout.startswith("Sheoldred // The True Scriptures")
    [note] = [line for line in result.stderr.splitlines() if "short name" in line]
    assert "Sheoldred, the Apocalypse" in note and "Sheoldred, Whispering One" in note
    assert "short name" not in run_cli("card", "Karn Liberated").stderr
