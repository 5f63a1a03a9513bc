"""The effect grammar is read from a file and its parts by topic (`effects/parser.py` `effect_grammar`): the shared
`grammar/effects.lark`, then `grammar/effects/*.lark` in name order, then a language's `effects-<code>.lark` and its
own parts. No file of it grows past the size the house allows a module."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtglinks.effects.parser import _with_parts, effect_grammar
from mtglinks.syntax.grammar import grammar_dir

_MOST_LINES = 500


def test_a_file_is_followed_by_its_parts_in_name_order(tmp_path: Path) -> None:
    first = tmp_path / "effects-xx.lark"
    first.write_text("// first\n", encoding="utf-8")
    (tmp_path / "effects-xx").mkdir()
    for name in ("2-events.lark", "1-objects.lark", "notes.txt"):
        (tmp_path / "effects-xx" / name).write_text("//\n", encoding="utf-8")
    assert [p.name for p in _with_parts(first)] == ["effects-xx.lark", "1-objects.lark", "2-events.lark"]


def test_parts_without_their_file_and_a_file_without_parts(tmp_path: Path) -> None:
    assert _with_parts(tmp_path / "effects-yy.lark") == []
    (tmp_path / "effects-yy").mkdir()
    (tmp_path / "effects-yy" / "1-more.lark").write_text("//\n", encoding="utf-8")
    assert [p.name for p in _with_parts(tmp_path / "effects-yy.lark")] == ["1-more.lark"]


@pytest.mark.parametrize("code", ["en", "es", "fr", "ru"])
def test_every_part_is_read_once_in_order(code: str) -> None:
    source = effect_grammar(code)
    shared = _with_parts(grammar_dir() / "effects.lark")
    assert len(shared) > 1  # the shared grammar is in parts
    places = [source.find(path.read_text(encoding="utf-8")) for path in shared]
    assert all(place >= 0 for place in places) and places == sorted(places)
    # the Russian rules are read for Russian only
    assert ("в жертву" in source) == (code == "ru")


def test_no_grammar_file_is_longer_than_a_module_may_be() -> None:
    files = sorted(grammar_dir().rglob("*.lark"))
    assert len(files) >= 10
    long = {p.name: n for p in files if (n := len(p.read_text(encoding="utf-8").splitlines())) > _MOST_LINES}
    assert not long


def test_the_french_part_is_read_after_its_file_for_french_only() -> None:
    own = _with_parts(grammar_dir() / "effects-fr.lark")
    assert [p.name for p in own] == [
        "effects-fr.lark",
        "1-more.lark",
        "2-modern.lark",
        "3-printed-more.lark",
        "4-modern-more.lark",
        "5-modern-last.lark",
        "5-named-card.lark",
        "6-modern-tail.lark",
        "7-choices.lark",
        "9-exiled-face-down.lark",
        "9-frexile.lark",
        "9-frexiled4.lark",
        "9-linked-halves.lark",
        "9-look-at-and.lark",
        "9-note.lark",
    ]
    french = effect_grammar("fr")
    places = [french.find(path.read_text(encoding="utf-8")) for path in own]
    assert all(place >= 0 for place in places) and places == sorted(places)
    assert "attacking_fr" in french and "attacking_fr" not in effect_grammar("es")
    assert "counter_choice_fr" in french and "counter_choice_fr" not in effect_grammar("en")
    assert "target_kinds_fr" in french and "target_kinds_fr" not in effect_grammar("es")
    assert "player_who_didnt_fr" in french and "player_who_didnt_fr" not in effect_grammar("en")
    assert "act_choose_secretly_fr" in french and "act_choose_secretly_fr" not in effect_grammar("es")
