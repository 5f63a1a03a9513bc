"""A language's effect lexicon as saved by `effects.saved_lexicon`: read back, it is the lexicon built
from the tables (the same phrases, keys and categories), and it cuts real card text into the same tokens."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from mtglinks import _started
from mtglinks.effects import build, saved_lexicon
from mtglinks.effects.lexer import Lexicon, UnknownWord
from tests.helpers import corpus


def _tokens(words: Lexicon, lang: str) -> list[str]:
    out = []
    for rec in corpus(lang).values():
        for face in rec["faces"]:
            for line in (face.get("text") or "").splitlines():
                try:
                    out.append(repr(words.tokens(line)))
                except UnknownWord as err:
                    out.append(str(err))
    return out


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_saved_lexicon_is_the_built_one(lang: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MTGLINKS_CACHE_DIR", str(tmp_path))
    build.lexicon.cache_clear()
    try:
        built = build.lexicon(lang)  # none saved in the folder: built, then saved
        assert built is not None
        (saved,) = tmp_path.glob(f"lexicon-{lang}-*.pickle")
        build.lexicon.cache_clear()

        def no_building(*args: object, **kwargs: object) -> None:
            raise AssertionError("built again")

        monkeypatch.setattr(Lexicon, "__init__", no_building)
        loaded = build.lexicon(lang)
        assert loaded is not None and loaded is not built
        assert vars(loaded) == vars(built)
        found = _tokens(loaded, lang)
        assert found == _tokens(built, lang)
        assert sum("Token(" in t for t in found) > 10
        saved.write_bytes(saved.read_bytes()[:1000])  # half a file: not read (the lexicon is built again)
        assert saved_lexicon.load(lang) is None
    finally:
        build.lexicon.cache_clear()


def test_the_saved_lexicon_is_named_after_every_module_of_the_lexer() -> None:
    # The lexer was split into modules (lexer_tokens.py, lexer_neighbours.py, …): an edit of any of them must make
    # a new file, or a lexicon saved before the edit is read back after it.
    effects = Path(saved_lexicon.__file__).parent
    modules = sorted(path.name for path in effects.glob("lexer*.py"))
    assert {"lexer.py", "lexer_tokens.py", "lexer_neighbours.py"} <= set(modules)
    read: list[str] = []
    real_read_bytes = Path.read_bytes

    def spying(path: Path) -> bytes:
        read.append(path.name)
        return real_read_bytes(path)

    saved_lexicon._digest.cache_clear()
    try:
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(Path, "read_bytes", spying)
            saved_lexicon._digest("en")
    finally:
        saved_lexicon._digest.cache_clear()
    assert set(modules) <= set(read), sorted(set(modules) - set(read))


def test_a_lexicon_whose_files_changed_since_the_import_is_not_saved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The lexicon is built from the modules as imported but named after the files as they are: a file edited in
    # between (seen: a checkout edited while a test run started) gave the old lexicon the new name, and later runs
    # read it back. Files newer than the import: not saved; older: saved.
    monkeypatch.setenv("MTGLINKS_CACHE_DIR", str(tmp_path))
    build.lexicon.cache_clear()
    try:
        monkeypatch.setattr(_started, "IMPORTED_AT", 0.0)  # every file changed after it
        assert build.lexicon("en") is not None
        assert not list(tmp_path.glob("lexicon-en-*.pickle"))
        build.lexicon.cache_clear()
        monkeypatch.setattr(_started, "IMPORTED_AT", time.time() + 3600.0)
        assert build.lexicon("en") is not None
        assert len(list(tmp_path.glob("lexicon-en-*.pickle"))) == 1
    finally:
        build.lexicon.cache_clear()
