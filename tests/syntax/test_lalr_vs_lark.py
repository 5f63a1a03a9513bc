"""The lean LALR driver against Lark's own parser on real card text of ../shared (a sample of every
shipped grammar's corpora), and a clear failure when the installed Lark lacks what the driver reads."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import lark
import pytest

from mtglinks.coverage import read_cards
from mtglinks.lang import codes
from mtglinks.syntax import assemble, grammar, paragraph, transformer
from mtglinks.syntax.lalr import LeanParser, Rejected, missing_internals

# Each shipped grammar with the shared corpora of its language.
SHARED_CORPORA = {
    "en": ("oracle-en", "oracle-recent", "printed-en"),
    "es": ("printed-es", "printed-es-modern"),
    "fr": ("printed-fr", "printed-fr-modern"),
    "ru": ("printed-ru",),
}
SAMPLE_EVERY = 25


@pytest.mark.parametrize("lang", codes())
def test_the_installed_lark_has_what_the_driver_reads(lang: str) -> None:
    assert missing_internals(grammar.run_parser_for(lang)) == []
    assert paragraph.paragraph_parser(lang).lean is not None


def test_a_lark_without_what_the_driver_reads_is_named() -> None:
    calc = lark.Lark('start: "a"+', parser="lalr", lexer="contextual", transformer=lark.Transformer())
    assert missing_internals(calc) == []
    del calc.parser.parser.parser.callbacks
    assert missing_internals(calc) == [f"Lark {lark.__version__}: the LALR parser's callbacks"]
    assert LeanParser.of(calc) is None


def _inputs(lang: str, path: Path, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The normalized paragraphs the grammar receives for a sample of a shared corpus."""
    seen: list[str] = []
    original = paragraph.ParagraphParser.parse

    def record(self: paragraph.ParagraphParser, text: Any, spell_card: bool | None) -> Any:
        seen.append(text.tracked.text)
        return original(self, text, spell_card)

    with monkeypatch.context() as m:
        m.setattr(paragraph.ParagraphParser, "parse", record)
        for card in itertools.islice(read_cards(path), 0, None, SAMPLE_EVERY):
            if card.error is None and card.lang == lang:
                assemble.parse(lang=card.lang, name=card.name, faces=card.faces)
    return list(dict.fromkeys(seen))


def _outcome(parse: Any, text: str) -> object:
    try:
        return transformer.pack(parse(text))
    except (Rejected, lark.exceptions.LarkError):
        return "rejected"


@pytest.mark.parametrize(("lang", "name"), [(lang, name) for lang, names in SHARED_CORPORA.items() for name in names])
def test_the_lean_driver_parses_shared_corpora_as_lark_does(
    lang: str, name: str, shared_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = shared_dir / "corpora" / f"{name}.jsonl.gz"
    if not path.is_file():
        pytest.skip(f"{path} is missing")
    texts = _inputs(lang, path, monkeypatch)
    lean = grammar.lean_parser_for(lang)
    assert lean is not None
    runs = grammar.run_parser_for(lang)
    expected = [_outcome(runs.parse, t) for t in texts]
    assert [_outcome(lean.parse, t) for t in texts] == expected
    # Real text, mostly parsed: the comparison is over parses, not over rejections.
    assert len(texts) > 50 and expected.count("rejected") < len(texts) // 2
