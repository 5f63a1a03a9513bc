"""The effect grammar's table as saved by `effects.saved_table`: read back, it parses every sentence as the
freshly compiled grammar does (same trees, same reasons where it stops)."""

from __future__ import annotations

from pathlib import Path

import lark
import pytest

import mtglinks
from mtglinks.effects import build, parser, saved_table
from mtglinks.effects.transformer import EffectTransformer
from tests.helpers import corpus


def _readings(words: build.Lexicon) -> list[str]:
    """The repr of the reading (or the reason) of every sentence of the curated English corpus."""
    found: dict[tuple[str, str], None] = {}
    for rec in corpus("en").values():
        card = mtglinks.parse(lang=rec["lang"], name=rec["name"], faces=rec["faces"])
        for ability in card.iter_abilities():
            for text, _, start in build.sentences(ability):
                found[(text, start)] = None
    assert len(found) > 100
    return [repr(build._parse(words, text, start)) for text, start in found]


def test_the_saved_table_reads_every_sentence_as_the_compiled_grammar(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MTGLINKS_CACHE_DIR", str(tmp_path))
    parser.effect_parser.cache_clear()
    try:
        words = build.lexicon("en")
        assert words is not None
        compiled = _readings(words)  # no saved table in the folder: compiled, then saved
        (saved,) = tmp_path.glob("effects-en-*.table-cache")
        parser.effect_parser.cache_clear()

        def no_compiling(*args: object, **kwargs: object) -> None:
            raise AssertionError("compiled again")

        monkeypatch.setattr(lark.Lark, "__init__", no_compiling)
        loaded = _readings(words)
        assert loaded == compiled
        assert any("the grammar cannot read" in r for r in loaded)  # reasons compared too, not only trees
        assert sum("the grammar cannot read" not in r and "lexicon" not in r for r in loaded) > 100
        saved.write_bytes(saved.read_bytes()[:1000])  # half a file: not read (the grammar is compiled again)
        assert saved_table.load(saved, EffectTransformer()) is None
    finally:
        parser.effect_parser.cache_clear()
