"""Which card index a command reads is explicit and named: building a user index changes neither what
`tag` writes nor what `card` answers for the cards it lacks; `tag --index PATH` and $MTGLINKS_DB are
the only ways in; a run's journal, summary and SQLite meta name the index by path and SHA-256."""

from __future__ import annotations

import hashlib
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from helpers import run_cli, write_jsonl

from mtglinks.index import CardIndexError, bundled_index, locate
from mtglinks.index.reader import CardIndex

NAMELESS = "Flying\nHaste\nThis creature can't block."
# Shapeshifter as printed in Fifth Edition (its choices link nothing; the Oracle text's link twice)
# and in Antiquities (one paragraph, no link either).
SHAPESHIFTER_5ED = (
    "Shapeshifter has total power and toughness of 7, divided any way you choose, though neither can be more than 7.\n"
    "When you play Shapeshifter, choose its power and toughness.\n"
    "During your upkeep, choose Shapeshifter's power and toughness."
)
SHAPESHIFTER_ATQ = (
    "The *s below represent any number from 0 to 6. You set * when Shapeshifter is cast, and you may change it "
    "during your upkeep."
)


@pytest.fixture
def home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A fresh HOME and user data folder with no user index, and no $MTGLINKS_DB."""
    monkeypatch.delenv("MTGLINKS_DB", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home" / "data"))
    return tmp_path


def _tag_input(tmp_path: Path) -> Path:
    return write_jsonl(
        tmp_path / "in.jsonl",
        [
            {"id": "5ed", "name": "Shapeshifter", "lang": "en", "text": SHAPESHIFTER_5ED},
            {"id": "nameless", "lang": "en", "text": NAMELESS},
            {"id": "karn", "name": "Karn Liberated", "lang": "en", "text": "Exile target permanent."},
        ],
    )


def _user_cards(tmp_path: Path) -> Path:
    """A user's file of two cards: an old Shapeshifter wording as its 'Oracle' text, and a card whose
    text is the nameless text above."""
    return write_jsonl(
        tmp_path / "mine.jsonl",
        [
            {"id": 1, "name": "Shapeshifter", "lang": "en", "text": SHAPESHIFTER_ATQ},
            {"id": 2, "name": "Hasty Flyer of Mine", "lang": "en", "text": NAMELESS},
        ],
    )


def _ok(result: Any) -> Any:
    assert result.exit_code == 0, result.output
    return result


def test_building_a_user_index_changes_no_tag_output_and_hides_no_bundled_card(home: Path) -> None:
    tag_input = _tag_input(home)
    before = _ok(run_cli("tag", str(tag_input), "-q")).stdout
    karn_before = _ok(run_cli("card", "Karn Liberated")).stdout

    _ok(run_cli("index", str(_user_cards(home)), "-q"))
    user = locate.user_index()
    assert user.is_file() and str(user).startswith(str(home))

    # tag: the same bytes, and it names the bundled index it read.
    after = run_cli("tag", str(tag_input))
    assert _ok(after).stdout == before
    assert f"card index: {bundled_index().resolve()}" in after.stderr
    # card: a card the user's index lacks is still found, as before, in the bundled one.
    assert _ok(run_cli("card", "Karn Liberated")).stdout == karn_before
    # The user's own card is found in the user's index.
    assert "Hasty Flyer of Mine" in _ok(run_cli("card", "hasty flyer of mine")).stdout

    # Told to use it, tag reads the user's index: its Shapeshifter links nothing, as the 5ED text,
    # so the flag goes.
    told_output = _ok(run_cli("tag", str(tag_input), "-q", "--index", str(user))).stdout
    told = [json.loads(line) for line in told_output.splitlines()]
    default = [json.loads(line) for line in before.splitlines()]
    assert default[0]["review"] != [] and told[0]["review"] == []
    assert told[0]["abilities"] == default[0]["abilities"]
    # The library names a nameless text from the index it is given, and from no other.
    import mtglinks

    with CardIndex(user) as index:
        assert any("'Hasty Flyer of Mine'" in w for w in index.analyze(NAMELESS).warnings)
    assert not any("Hasty Flyer" in w for w in mtglinks.analyze(NAMELESS).warnings)


def test_a_miss_names_every_index_read(home: Path) -> None:
    _ok(run_cli("index", str(_user_cards(home)), "-q"))
    result = run_cli("card", "A Card Nobody Ever Printed")
    assert result.exit_code == 1
    assert str(locate.user_index()) in result.output and str(bundled_index()) in result.output
    assert "mtglinks index" in result.output


def test_a_nonexistent_mtglinks_db_is_an_error_for_tag_as_for_card(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MTGLINKS_DB", str(home / "nonexistent.sqlite"))
    tag = run_cli("tag", str(_tag_input(home)), "-q")
    card = run_cli("card", "Karn Liberated")
    assert tag.exit_code == 2 and "$MTGLINKS_DB" in tag.output and "does not exist" in tag.output
    assert card.exit_code == 1 and "$MTGLINKS_DB" in card.output and "does not exist" in card.output
    not_an_index = write_jsonl(home / "not-an-index.sqlite", [{"a": 1}])
    bad = run_cli("tag", str(_tag_input(home)), "--index", str(not_an_index))
    assert bad.exit_code == 2 and "not a card index" in bad.output


class _Unreadable(type(Path())):  # type: ignore[misc]
    """A path in a folder this user may not read (root reads every folder, so it is simulated)."""

    def is_file(self) -> bool:
        raise PermissionError(13, "Permission denied", str(self))


def test_a_home_that_cannot_be_read_is_no_error_when_no_user_index_exists(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(locate, "user_index", lambda: _Unreadable("/root/.local/share/mtglinks/cards.sqlite"))
    assert locate.lookup_indexes() == [bundled_index()]
    assert _ok(run_cli("card", "Paradise Plume")).stdout.startswith("Paradise Plume")
    assert _ok(run_cli("tag", str(_tag_input(home)), "-q")).stdout.count("\n") == 3


def test_the_journal_names_the_index_and_the_inputs_by_content(home: Path) -> None:
    from mtglinks.batch import run, runner

    tag_input = _tag_input(home)
    options = run.Options(inputs=[str(tag_input)], output=str(home / "out.jsonl"))
    journal = run._open_journal(options, None, True, "jsonl", False, runner.Summary())
    journal.close()
    header = json.loads(Path(journal.path).read_text(encoding="utf-8").splitlines()[0])
    index_sha = hashlib.sha256(bundled_index().read_bytes()).hexdigest()
    assert header["options"]["index"] == {"path": str(bundled_index().resolve()), "sha256": index_sha}
    assert header["inputs"][0]["sha256"] == hashlib.sha256(tag_input.read_bytes()).hexdigest()
    # A resume with another index refuses, rather than mix the readings of two indexes.
    other = home / "other.sqlite"
    _ok(run_cli("index", str(_user_cards(home)), "-q", "-o", str(other)))
    resumed = run_cli("tag", str(tag_input), "-o", str(home / "out.jsonl"), "--resume", "--index", str(other))
    assert resumed.exit_code == 2 and "other options" in resumed.output


def test_sqlite_meta_names_the_index(home: Path) -> None:
    out = home / "out.sqlite"
    _ok(run_cli("tag", str(_tag_input(home)), "-o", str(out), "-q"))
    with sqlite3.connect(out) as db:
        meta = dict(db.execute("SELECT key, value FROM meta"))
    found = json.loads(meta["index"]) if isinstance(meta.get("index"), str) else meta.get("index")
    assert found is not None and found["path"] == str(bundled_index().resolve())


def test_an_index_that_cannot_be_opened_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(CardIndexError, match="not a card index"):
        CardIndex(write_jsonl(tmp_path / "x.sqlite", [{"a": 1}]))
