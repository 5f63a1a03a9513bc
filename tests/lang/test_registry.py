"""The language registry: languages are discovered, checked when they load, and extra folders add more.

An extra language is written into a temporary folder and used from a fresh interpreter (the registry
of this test process stays as the other tests expect it).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from mtglinks import lang
from mtglinks.lang import LanguageError, codes, get_language, grammar_file, package_dir

# A minimal language "xx": English words, one elision rule, two link patterns.
XX_PACKAGE = '''
"""A tiny test language: a few English words under its own code."""

import re

from mtglinks.lang.base import NEVER, SYMBOL_COST_PARTS, Language, LemmaSource, Tokenizer

LANGUAGE = Language(
    code="xx",
    name="Example",
    keywords={"flying": "flying", "vigilance": "vigilance"},
    self_templates=("this creature",),
    cost_parts={**SYMBOL_COST_PARTS, "cost:sacrifice": r"^sacrifice\\b"},
    kind_patterns=(("replacement", r"\\binstead\\b"),),
    modal_label=r"^choose one\\b",
    restriction=r"^activate only\\b",
    level_band=NEVER,
    class_level=NEVER,
    imperative=r"^(draw|destroy|exile)\\b",
    list_conjunction=r"^(or|and)\\s",
    permanent_marker=r"^~ (gets|has)\\b",
    spell_static=NEVER,
    cast_trigger=NEVER,
    trigger_after_word=NEVER,
    spell_type=r"instant|sorcery",
    lemma_source=LemmaSource("spacy-lookups", lookup_code="en"),
    tokenizer=Tokenizer(elision=re.compile(r"(?i)(l)'(?=[^\\W_])")),
)
'''
XX_PATTERNS = """
PATTERNS = [
    ("exiled_with_self", "referring", r"\\bexiled with ~"),
    ("exile", "acting", r"\\bexile\\b(?! with)"),
]
"""
# The grammar of English, under another code: the shape of a paragraph comes from common.lark.
XX_GRAMMAR = """
%import .common (start, paragraph, bullet, label, activated, modal_effect, cost, sentences, sentence, last_sentence, \
trigger_clause, event, condition, chunks, chunk, WS, TRIGGER, IF)
%override TRIGGER.3: /(?i:whenever|when|at)(?![\\w'’\\-])/
%override IF.3: /(?i:if)(?![\\w'’\\-])/
%ignore WS
"""
XX_CARD = {"id": "Izzet Chemister|xx|seed", "name": "Izzet Chemister", "lang": "xx", "text": "Flying"}


def write_language(folder: Path, package: str = XX_PACKAGE, patterns: str = XX_PATTERNS) -> Path:
    """A folder holding language xx: lang/xx/ (package and patterns), grammar/xx.lark, corpora/xx/."""
    (folder / "lang" / "xx").mkdir(parents=True)
    (folder / "lang" / "xx" / "__init__.py").write_text(textwrap.dedent(package), encoding="utf-8")
    (folder / "lang" / "xx" / "patterns.py").write_text(textwrap.dedent(patterns), encoding="utf-8")
    (folder / "grammar").mkdir()
    (folder / "grammar" / "xx.lark").write_text(XX_GRAMMAR.replace("\\\n", ""), encoding="utf-8")
    (folder / "corpora" / "xx").mkdir(parents=True)
    (folder / "corpora" / "xx" / "cards.jsonl").write_text(json.dumps(XX_CARD) + "\n", encoding="utf-8")
    return folder


def run(script: str, folder: Path | None = None, cache: Path | None = None) -> subprocess.CompletedProcess[str]:
    """Run a script in a fresh interpreter, with `folder` on MTGLINKS_LANGUAGE_PATH if given."""
    env = {k: v for k, v in os.environ.items() if k != lang.PATH_VARIABLE}
    if folder is not None:
        env[lang.PATH_VARIABLE] = str(folder)
    if cache is not None:
        env["MTGLINKS_CACHE_DIR"] = str(cache)
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(script)], capture_output=True, text=True, env=env, timeout=120
    )


def test_the_shipped_languages_are_discovered_with_their_grammar_and_tables() -> None:
    assert codes() == ("en", "es", "fr", "ru")
    for code in codes():
        assert grammar_file(code).name == f"{code}.lark" and grammar_file(code).is_file()
        assert (package_dir(code) / "lemmas.tsv.gz").is_file()
        assert get_language(code).code == code
        assert lang.corpus_file(code) == package_dir("en").parents[3] / "corpora" / code / "cards.jsonl"


def test_an_unknown_code_names_the_known_ones() -> None:
    with pytest.raises(ValueError, match=r"unknown language code 'xx': expected one of en, es, fr, ru"):
        get_language("xx")
    with pytest.raises(ValueError, match="unknown language code"):
        grammar_file("de")


def test_a_folder_on_the_path_variable_adds_a_language(tmp_path: Path) -> None:
    folder = write_language(tmp_path / "extra")
    result = run(
        """
        import json
        from mtglinks import lang
        from mtglinks.text import lexicon

        xx = lang.get_language("xx")
        print(json.dumps({
            "codes": lang.codes(),
            "grammar": str(lang.grammar_file("xx")),
            "corpus": str(lang.corpus_file("xx")),
            "keywords": sorted(xx.keywords),
            "tokens": lexicon.split_tokens("Exile l'Aura.", "xx"),
            "spell": bool(lang.spell_type_pattern().search("Sorcery")),
        }))
        """,
        folder,
    )
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)
    assert found["codes"] == ["en", "es", "fr", "ru", "xx"]
    assert found["grammar"] == str(folder / "grammar" / "xx.lark")
    assert found["corpus"] == str(folder / "corpora" / "xx" / "cards.jsonl")
    assert found["keywords"] == ["flying", "vigilance"]
    assert found["tokens"] == ["Exile", "l'", "Aura", "."]  # the package's own elision rule
    assert found["spell"]


def test_register_adds_a_folder_at_run_time(tmp_path: Path) -> None:
    folder = write_language(tmp_path / "extra")
    script = f"""
        from mtglinks import lang
        before = lang.codes()
        print(before, lang.register({str(folder)!r}), lang.get_language("xx").code)
    """
    result = run(script)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == [
        "('en',",
        "'es',",
        "'fr',",
        "'ru')",
        "('en',",
        "'es',",
        "'fr',",
        "'ru',",
        "'xx')",
        "xx",
    ]


def test_a_folder_without_packages_cannot_be_registered(tmp_path: Path) -> None:
    with pytest.raises(LanguageError, match="no lang/ folder"):
        lang.register(tmp_path)


def test_a_package_without_its_grammar_is_not_a_language(tmp_path: Path) -> None:
    folder = write_language(tmp_path / "extra")
    (folder / "grammar" / "xx.lark").unlink()
    result = run("from mtglinks import lang; print(lang.codes())", folder)
    assert result.stdout.strip() == "('en', 'es', 'fr', 'ru')", result.stderr


def test_an_extra_language_parses_and_links(tmp_path: Path) -> None:
    folder = write_language(tmp_path / "extra")
    script = """
        import mtglinks
        card = mtglinks.analyze(
            "Flying\\n{T}: Exile target creature.\\n{1}, Sacrifice ~: Return the cards exiled with ~.",
            lang="xx", name="Warden",
        )
        print([str(a.kind) for a in card.abilities], card.abilities[0].keywords[0].canonical)
        print([str(p.kind) for p in card.abilities[2].cost], sorted({str(link.rule) for link in card.links}))
    """
    result = run(script, folder, cache=tmp_path / "cache")
    assert result.returncode == 0, result.stderr
    kinds, links = result.stdout.splitlines()
    assert kinds == "['keyword', 'activated', 'activated'] flying"
    assert links == "['cost:mana', 'cost:sacrifice'] ['607.2a']"


def load_error(tmp_path: Path, package: str = XX_PACKAGE, patterns: str = XX_PATTERNS) -> str:
    """The error loading language xx from a folder prints (empty if it loads)."""
    folder = write_language(tmp_path / "extra", package, patterns)
    script = """
        from mtglinks import lang
        try:
            lang.get_language("xx")
        except lang.LanguageError as err:
            print(err)
    """
    result = run(script, folder)
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


def test_the_test_language_itself_loads(tmp_path: Path) -> None:
    assert load_error(tmp_path) == ""


def test_a_missing_required_field_is_an_error_naming_the_language_and_the_field(tmp_path: Path) -> None:
    package = XX_PACKAGE.replace('    restriction=r"^activate only\\b",\n', "")
    assert package != XX_PACKAGE
    error = load_error(tmp_path, package)
    assert error.startswith("language 'xx': ")
    assert "missing 1 required keyword-only argument: 'restriction'" in error


def test_a_pattern_of_an_unknown_kind_is_an_error_at_load_time(tmp_path: Path) -> None:
    patterns = XX_PATTERNS.replace('("exile", "acting"', '("exiles", "acting"')
    error = load_error(tmp_path, patterns=patterns)
    assert error == "language 'xx': PATTERNS[1]: 'exiles' is not a FeatureKind"


def test_a_pattern_of_an_unknown_role_is_an_error_at_load_time(tmp_path: Path) -> None:
    patterns = XX_PATTERNS.replace('"referring"', '"refers"')
    assert load_error(tmp_path, patterns=patterns) == "language 'xx': PATTERNS[0]: 'refers' is not a Role"


def test_a_cost_part_of_an_unknown_kind_is_an_error_at_load_time(tmp_path: Path) -> None:
    package = XX_PACKAGE.replace('"cost:sacrifice"', '"cost:sacrifise"')
    assert load_error(tmp_path, package) == "language 'xx': cost_parts: 'cost:sacrifise' is not a CostKind"


def test_a_regex_that_does_not_compile_is_an_error_naming_the_field(tmp_path: Path) -> None:
    package = XX_PACKAGE.replace('modal_label=r"^choose one\\b"', 'modal_label=r"^choose (one"')
    assert load_error(tmp_path, package).startswith("language 'xx': modal_label: missing ), unterminated subpattern")


def test_a_code_that_is_not_the_package_name_is_an_error(tmp_path: Path) -> None:
    package = XX_PACKAGE.replace('code="xx"', 'code="yy"')
    assert load_error(tmp_path, package) == "language 'xx': LANGUAGE.code is 'yy'"


def test_a_code_defined_twice_is_an_error(tmp_path: Path) -> None:
    folder = write_language(tmp_path / "extra")
    (folder / "lang" / "xx").rename(folder / "lang" / "fr")
    (folder / "grammar" / "xx.lark").rename(folder / "grammar" / "fr.lark")
    result = run("from mtglinks import lang; lang.codes()", folder)
    assert "LanguageError: language 'fr' is defined twice" in result.stderr


def test_a_link_pattern_that_does_not_compile_is_an_error_naming_its_entry_when_first_needed(tmp_path: Path) -> None:
    # The link patterns' regexes are compiled when features first need them, not at load time
    # (start-up would pay for every language's patterns); a bad one still names its entry.
    patterns = XX_PATTERNS.replace('r"\\bexiled with ~"', 'r"\\bexiled (with ~"')
    assert patterns != XX_PATTERNS
    folder = write_language(tmp_path / "extra", XX_PACKAGE, patterns)
    script = """
        import mtglinks
        from mtglinks import lang
        lang.get_language("xx")
        try:
            mtglinks.analyze("{T}: Exile target creature.", lang="xx", name="Warden")
        except lang.LanguageError as err:
            print(err)
    """
    result = run(script, folder)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().startswith("language 'xx': PATTERNS[0]: missing ), unterminated subpattern")
