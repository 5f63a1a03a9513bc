"""The registry of languages: each one a package `mtglinks/lang/<code>/` plugged into the shared engine.

Like spaCy's `spacy/lang/<code>/`, a language folder holds everything of one language: its keyword
names, self-reference templates and ability-kind wording (`__init__.py`, a `Language` built from
`lang/base.py`), its link patterns (`patterns.py`), its tokenizer rules and lemma source, and its
lemma table. Its grammar is `grammar/<code>.lark`. The engine never names a word of any language.

Languages are discovered, not listed: a subpackage is a language when its grammar file exists. More
folders of languages come from `register(folder)` or from the environment variable
`MTGLINKS_LANGUAGE_PATH` (folders separated by `os.pathsep`, read when languages are first
discovered). Such a folder holds `lang/<code>/` (the package), `grammar/<code>.lark` and optionally
`corpora/<code>/cards.jsonl`, the layout of the checkout. A language is checked when it loads:
every required field set, every regex compiling, every kind and role one of `mtglinks.kinds`.
"""

from __future__ import annotations

import importlib
import os
import re
from functools import cache
from importlib import resources
from pathlib import Path
from types import ModuleType
from typing import Any

from mtglinks.kinds import AbilityKind, CostKind, FeatureKind, Role
from mtglinks.lang.base import Language

__all__ = [
    "Language",
    "LanguageError",
    "codes",
    "corpus_file",
    "display_order",
    "get_language",
    "grammar_dir",
    "grammar_file",
    "is_spell_type_line",
    "language_names",
    "mtgjson_languages",
    "package_dir",
    "register",
    "spell_type_pattern",
]

PATH_VARIABLE = "MTGLINKS_LANGUAGE_PATH"
_CODE = re.compile(r"[a-z]{2,3}")
_BUILT_IN = Path(__file__).resolve().parent
# Folders registered in this process (each holding lang/, grammar/, corpora/), in order.
_REGISTERED: list[Path] = []


class LanguageError(ValueError):
    """A language package that cannot be used: the message names the language and what is wrong."""


def grammar_dir() -> Path:
    """The folder of the shipped .lark files: inside the installed package, or the checkout's grammar/."""
    packaged = resources.files("mtglinks") / "grammar"
    if packaged.is_dir():
        return Path(str(packaged))
    return _BUILT_IN.parents[2] / "grammar"


def _extra_folders() -> list[Path]:
    """The folders of extra languages: $MTGLINKS_LANGUAGE_PATH's, then the registered ones."""
    listed = [Path(p) for p in os.environ.get(PATH_VARIABLE, "").split(os.pathsep) if p]
    return [*listed, *_REGISTERED]


@cache
def _discover() -> dict[str, tuple[Path, Path]]:
    """code -> (its package folder, its grammar file), for every language found."""
    found: dict[str, tuple[Path, Path]] = {}
    roots = [(_BUILT_IN, grammar_dir())]
    roots += [(folder.resolve() / "lang", folder.resolve() / "grammar") for folder in _extra_folders()]
    for packages, grammars in roots:
        if packages != _BUILT_IN and str(packages) not in __path__:
            __path__.append(str(packages))  # so `mtglinks.lang.<code>` imports from the extra folder
        for package in sorted(packages.iterdir()) if packages.is_dir() else []:
            grammar = grammars / f"{package.name}.lark"
            if not (_CODE.fullmatch(package.name) and (package / "__init__.py").is_file() and grammar.is_file()):
                continue
            if package.name in found and found[package.name][0] != package:
                raise LanguageError(
                    f"language {package.name!r} is defined twice: {found[package.name][0]} and {package}"
                )
            found[package.name] = (package, grammar)
    return found


@cache
def codes() -> tuple[str, ...]:
    """The codes of every language found, sorted."""
    return tuple(sorted(_discover()))


def language_names() -> dict[str, str]:
    """code -> the language's English name ("es" -> "Spanish"), in display order."""
    return {code: _declared(code).name for code in display_order()}


def mtgjson_languages() -> dict[str, str]:
    """MTGJSON's spellings of the languages' names (v3, v4 and v5) -> their codes."""
    return {name: code for code in display_order() for name in (_declared(code).name, *_declared(code).mtgjson_names)}


def display_order() -> tuple[str, ...]:
    """The codes of every language in the order lists of languages show them (`Language.display_order`)."""
    return tuple(sorted(codes(), key=lambda code: (_declared(code).display_order, code)))


def grammar_file(code: str) -> Path:
    """The grammar file of a language (`grammar/<code>.lark`)."""
    return _discover()[_known(code)][1]


def package_dir(code: str) -> Path:
    """The folder of a language's package (`lang/<code>/`): its lemma table and word list live there."""
    return _discover()[_known(code)][0]


def corpora_dir() -> Path:
    """The built-in languages' corpora folder: inside the installed package, or the checkout's corpora/."""
    packaged = resources.files("mtglinks") / "corpora"
    if packaged.is_dir():
        return Path(str(packaged))
    return Path(__file__).resolve().parents[3] / "corpora"


def corpus_file(code: str) -> Path | None:
    """A language's curated corpus (`corpora/<code>/cards.jsonl`), None when it has none."""
    package = package_dir(code)
    if package.parent == _BUILT_IN:
        path = corpora_dir() / code / "cards.jsonl"
    else:
        path = package.parents[1] / "corpora" / code / "cards.jsonl"
    return path if path.is_file() else None


def register(folder: str | os.PathLike[str]) -> tuple[str, ...]:
    """Add a folder of languages (`lang/<code>/`, `grammar/<code>.lark`); returns the codes now known."""
    path = Path(folder).resolve()
    if not (path / "lang").is_dir():
        raise LanguageError(f"{path} has no lang/ folder of language packages")
    if path not in _REGISTERED:
        _REGISTERED.append(path)
    for cached in (_discover, codes, spell_type_pattern):
        cached.cache_clear()
    _SPELL_TYPE_LINES.clear()
    return codes()


def _known(code: object) -> str:
    """The lower-case code of a known language; a ValueError names the code and the known ones."""
    known = codes()
    if not isinstance(code, str) or code.lower() not in known:
        raise ValueError(f"unknown language code {code!r}: expected one of {', '.join(known)}")
    return code.lower()


def get_language(code: str) -> Language:
    """The language for a code, loaded and checked once; a ValueError names the code and the known ones."""
    return _load(_known(code))


@cache
def spell_type_pattern() -> re.Pattern[str]:
    """Type-line words of an instant or sorcery in every language: a record's type line need not be
    in the language of its text (Scryfall gives printed text with the English `type_line`)."""
    words = "|".join(f"(?:{_declared(code).spell_type})" for code in codes())
    return re.compile(rf"(?i)\b(?:{words})\b")


# Type lines repeat ("Instant", "Creature — Human Wizard": 2,400 distinct in 24,000 Oracle cards), and the search of
# `spell_type_pattern` over one took about 4 µs: its answer is kept, for this many lines at most.
_SPELL_TYPE_LINES: dict[str, bool] = {}
_KEPT_TYPE_LINES = 8192


def is_spell_type_line(line: str) -> bool:
    """Whether `spell_type_pattern` finds an instant's or sorcery's type word in the line."""
    found = _SPELL_TYPE_LINES.get(line)
    if found is None:
        found = bool(spell_type_pattern().search(line))
        if len(_SPELL_TYPE_LINES) < _KEPT_TYPE_LINES:
            _SPELL_TYPE_LINES[line] = found
    return found


@cache
def _declared(code: str) -> Language:
    """A language package's LANGUAGE, imported (its fields are all there: Language() requires them)."""
    module = _import(code, f"mtglinks.lang.{code}")
    language = getattr(module, "LANGUAGE", None)
    if not isinstance(language, Language):
        raise LanguageError(f"language {code!r}: its package defines no LANGUAGE = Language(...)")
    return language


@cache
def _load(code: str) -> Language:
    """Import a language package and check it (see `validate`)."""
    language = _declared(code)
    validate(language, _import(code, f"mtglinks.lang.{code}.patterns"))
    return language


def effect_words(code: str) -> ModuleType | None:
    """The words of the effect grammar a language supplies (`lang/<code>/effects.py`: its categories of
    words and phrases); None for a language that has none yet."""
    known = _known(code)
    if not (package_dir(known) / "effects.py").is_file():
        return None
    return _import(known, f"mtglinks.lang.{known}.effects")


def _import(code: str, name: str) -> ModuleType:
    """Import one module of a language package; an error in it names the language."""
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as err:
        if err.name != name:
            raise
        raise LanguageError(f"language {code!r}: no module {name}") from err
    except TypeError as err:  # Language(...) without a required field names it
        raise LanguageError(f"language {code!r}: {err}") from err


# The fields of a Language that are one regex each.
_REGEX_FIELDS = (
    *("modal_label", "restriction", "level_band", "class_level", "imperative", "list_conjunction"),
    *("permanent_marker", "spell_static", "cast_trigger", "trigger_after_word", "spell_type"),
)


def validate(language: Language, patterns: ModuleType) -> None:
    """Check a language against the shared vocabularies; a LanguageError names the language and the field.

    Its own regexes are compiled here (the classifier uses them all); the link patterns' regexes are
    compiled by `mtglinks.features` when first needed, and a bad one is an error naming its entry then.
    """
    code = language.code
    package = patterns.__name__.split(".")[-2]
    if code != package:
        raise LanguageError(f"language {package!r}: LANGUAGE.code is {code!r}")
    for name in _REGEX_FIELDS:
        _regex(code, name, getattr(language, name))
    for kind, regex in language.cost_parts.items():
        _member(code, "cost_parts", kind, CostKind)
        _regex(code, f"cost_parts[{kind!r}]", regex)
    for kind, regex in language.kind_patterns:
        _member(code, "kind_patterns", kind, AbilityKind)
        _regex(code, f"kind_patterns {kind!r}", regex)
    _validate_patterns(code, patterns)


def _validate_patterns(code: str, module: ModuleType) -> None:
    """PATTERNS entries are (kind, role, regex[, value]) of known kinds and roles; GATES name known kinds."""
    entries: Any = getattr(module, "PATTERNS", None)
    if not isinstance(entries, (list, tuple)):
        raise LanguageError(f"language {code!r}: patterns.py defines no PATTERNS list")
    for n, entry in enumerate(entries):
        where = f"PATTERNS[{n}]"
        if not isinstance(entry, tuple) or len(entry) not in (3, 4):
            raise LanguageError(f"language {code!r}: {where} is not (kind, role, regex[, value]): {entry!r}")
        _member(code, where, entry[0], FeatureKind)
        _member(code, where, entry[1], Role)
        if not isinstance(entry[2], str):
            raise LanguageError(f"language {code!r}: {where} is not a regex string: {entry[2]!r}")
    for kind in getattr(module, "GATES", {}):
        _member(code, "GATES", kind, FeatureKind)


def _member(code: str, where: str, value: object, vocabulary: type[Any]) -> None:
    if value not in {m.value for m in vocabulary}:
        raise LanguageError(f"language {code!r}: {where}: {value!r} is not a {vocabulary.__name__}")


def _regex(code: str, where: str, regex: object) -> None:
    if not isinstance(regex, str):
        raise LanguageError(f"language {code!r}: {where} is not a regex string: {regex!r}")
    try:
        re.compile(regex, re.I)
    except re.error as err:
        raise LanguageError(f"language {code!r}: {where}: {err}") from err
