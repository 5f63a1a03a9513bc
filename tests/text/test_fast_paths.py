"""The speed paths give the same results: Lark's grammar cache, and the
normalization and tokenizing fast paths."""

from __future__ import annotations

import os
import re
from pathlib import Path

import lark
import pytest
from helpers import corpus, parser_inputs

from mtglinks.lang import codes
from mtglinks.syntax import errors, grammar, transformer
from mtglinks.text import characters, lexicon
from mtglinks.text.tracked import TrackedText


def _results(parser: lark.Lark, texts: list[str]) -> list[object]:
    out: list[object] = []
    for text in texts:
        try:
            out.append(transformer.pack(parser.parse(text)))  # type: ignore[arg-type]
        except lark.exceptions.LarkError as err:
            out.append(errors.from_lark(err))
    return out


@pytest.mark.parametrize("lang", codes())
def test_the_grammar_cache_is_written_once_and_reads_back_the_same(
    lang: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    texts = parser_inputs(lang, monkeypatch)
    assert len(texts) > 30
    monkeypatch.setenv("MTGLINKS_CACHE_DIR", str(tmp_path))
    compiled = grammar.build_parser(lang)
    files = sorted(p.name for p in tmp_path.iterdir())
    assert len(files) == 1 and files[0].startswith(f"grammar-{lang}-")  # no temporary file is left
    written = (tmp_path / files[0]).stat().st_mtime_ns
    loaded = grammar.build_parser(lang)  # from the file
    assert (tmp_path / files[0]).stat().st_mtime_ns == written
    expected = _results(compiled, texts)
    assert _results(loaded, texts) == expected
    assert sum(not isinstance(r, errors.ParseFailure) for r in expected) > 30  # real parses, not only errors


def test_an_unwritable_cache_folder_only_means_no_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    monkeypatch.setenv("MTGLINKS_CACHE_DIR", str(blocked / "cache"))
    parser = grammar.build_parser("en")
    assert _results(parser, ["Flying"]) == _results(grammar.parser_for("en"), ["Flying"])
    if os.geteuid() != 0:  # root writes anywhere: the read-only folder case needs a user
        readonly = tmp_path / "readonly"
        readonly.mkdir(mode=0o500)
        monkeypatch.setenv("MTGLINKS_CACHE_DIR", str(readonly))
        assert _results(grammar.build_parser("en"), ["Flying"]) == _results(parser, ["Flying"])
        assert not list(readonly.iterdir())


def test_a_damaged_cache_file_is_not_trusted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MTGLINKS_CACHE_DIR", str(tmp_path))
    grammar.build_parser("en")
    (cached,) = tmp_path.iterdir()
    cached.write_bytes(cached.read_bytes()[:100])
    texts = ["Flying", "{T}: Add {G}.", "When ~ enters, exile target creature."]
    assert _results(grammar.build_parser("en"), texts) == _results(grammar.parser_for("en"), texts)


def _reference_spans(text: str, code: str) -> list[tuple[int, int]]:
    """Token spans the general way (every token tried for an elision and for clitics), as
    lexicon._spans cut them before its fast paths."""
    elision, clitic = lexicon.tokenizer_rules(code).elision, lexicon.tokenizer_rules(code).clitic
    spans: list[tuple[int, int]] = []
    for m in lexicon.TOKEN.finditer(text):
        a, b = m.span()
        if elision is not None:
            e = elision.match(text, a, b)
            if e is not None and e.end() < b:
                spans.append((a, e.end()))
                a = e.end()
        tail: list[tuple[int, int]] = []
        while clitic is not None:
            c = clitic.search(text, a, b)
            if c is None or c.start() <= a:
                break
            tail.insert(0, (c.start(), b))
            b = c.start()
        spans.append((a, b))
        spans.extend(tail)
    return spans


def _card_texts(lang: str) -> list[str]:
    texts = [face["text"] for rec in corpus(lang).values() for face in rec["faces"]]
    # elisions and clitics of every shape, in every language's tokenizer
    return texts + [t.lower() for t in texts] + ["l'exil, qu’elle, jusqu'à, mettez-la, renvoyez-t-il, non-Elf -la"]


@pytest.mark.parametrize("lang", codes())
def test_tokens_are_cut_as_the_general_tokenizer_cuts_them(lang: str) -> None:
    for text in _card_texts(lang):
        for code in codes():
            expected = _reference_spans(text, code)
            assert lexicon._spans(text, code) == expected, (code, text)
            assert lexicon.split_tokens(text, code) == [text[a:b] for a, b in expected]


def _reference_clean(text: TrackedText) -> TrackedText:
    """Every pass of clean_characters, run whether or not its characters occur."""
    nested = characters._nested_guillemets(text.text)
    every_mapped = re.compile("[" + re.escape("".join(characters._CHAR_MAP)) + "]")  # "—" and "•" too
    out = text.sub(every_mapped, lambda m: m.group() if m.start() in nested else characters._CHAR_MAP[m.group()])
    for pattern, replacement in (
        (characters._CONTROL, " "),
        (characters._ODD_SPACE, " "),
        (characters._DASH_AS_SEPARATOR, "—"),
        (characters._DIGIT_DASH, "-"),
        (characters.SPACE_RUNS, " "),
    ):
        out = out.sub(pattern, replacement)
    return out


@pytest.mark.parametrize("lang", codes())
def test_clean_characters_skips_only_what_would_not_change(lang: str) -> None:
    odd = ["a\u2212b", "x\u00a0 y", "« a « b » c »", "1\u20132", "a - b", "tab\there", "Æther", "\x07bell", "a  b"]
    odd += ["a--b", "x \u2015 y", "x\u2003y", "a \u2013 b"]
    changed = 0
    for base, text in enumerate(_card_texts(lang) + odd):
        tracked = TrackedText.of(text, base)
        assert list(tracked.starts) == list(range(base, base + len(text)))
        assert list(tracked.ends) == list(range(base + 1, base + len(text) + 1))
        fast, slow = characters.clean_characters(tracked), _reference_clean(tracked)
        assert (fast.text, list(fast.starts), list(fast.ends)) == (slow.text, list(slow.starts), list(slow.ends))
        changed += fast.text != text
    assert changed >= len(odd)  # the odd characters are really rewritten


def test_the_characters_to_clean_are_one_class_of_exactly_the_passes_characters() -> None:
    every = "".join(map(chr, range(0x110000)))  # every code point, surrogates included
    one = set(characters._ONE_CHARACTER_TO_CLEAN.findall(every))
    passes = (characters._CHARS_TO_MAP, characters._CONTROL, characters._ODD_SPACE)
    assert one == {c for pattern in passes for c in pattern.findall(every)}
    assert {"\u00a0", "\u3000", "\x85", "\u2019", "\x07"} <= one and not {" ", "\n", "a"} & one


# The dash separator as it was written first, each branch opening with its lookbehind (tried at every position).
_DASH_AS_WRITTEN = re.compile(r"(?<![0-9])\u2013(?![0-9])|(?<=\s)-(?=\s)|(?<=\S)--(?=\S|\s)|(?<=\S[ ])-$")


def test_the_dash_separator_finds_what_its_first_writing_found() -> None:
    import itertools

    pieces = ["-", "\u2013", " ", "a", "1", "\n", "\t", "\xa0", "X"]
    texts = ["".join(p) for n in range(1, 5) for p in itertools.product(pieces, repeat=n)]
    texts += ["Seuil – La créature", "LEVEL 1–3", "Seuil - La", "Seuil--La", "Choisissez deux -", "non-Human", "a --"]
    for text in texts:
        found = [m.span() for m in characters._DASH_AS_SEPARATOR.finditer(text)]
        assert found == [m.span() for m in _DASH_AS_WRITTEN.finditer(text)], text
