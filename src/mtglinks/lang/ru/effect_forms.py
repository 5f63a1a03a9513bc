"""The inflected forms of Russian words, for the effect lexicon: read from the shipped lemma table.

Russian card text inflects every noun, adjective and verb ("целевое существо", "целевому существу",
"целевых существ"; "изгоните", "изгоняет", "изгнать"). The lexicon lists a word by its lemma; its forms
are those the lemma table (`lemmas.tsv.gz`, built by tools/build_lemmas.py from pymorphy3 over every card
corpus) maps to that lemma, plus the lemma itself. So every form card text uses is known, and no form
is written by hand. pymorphy3 is not loaded here: the table is read as a file (the text layer, which
loads it for the tokenizer, sits above the languages).
"""

from __future__ import annotations

import gzip
from collections import defaultdict
from functools import cache
from importlib import resources
from itertools import product


@cache
def _by_lemma() -> dict[str, frozenset[str]]:
    """lemma -> its forms in the table (lower case, ё spelt е as the lemmas are)."""
    found: dict[str, set[str]] = defaultdict(set)
    with gzip.open(str(resources.files("mtglinks.lang.ru") / "lemmas.tsv.gz"), "rt", encoding="utf-8") as lines:
        for line in lines:  # form<TAB>lemma, the format tools/build_lemmas.py writes
            form, _, lemma = line.rstrip("\n").partition("\t")
            if lemma:
                found[lemma].add(form)
    return {lemma: frozenset(forms) for lemma, forms in found.items()}


@cache
def _lemma_by_form() -> dict[str, str]:
    """form -> its lemma (the first the table gives, for a form of several)."""
    found: dict[str, str] = {}
    for lemma, lemma_forms in sorted(_by_lemma().items()):
        for form in lemma_forms:
            found.setdefault(form, lemma)
    return found


def lemma_of(word: str) -> str:
    """The lemma of a word the table holds ("смертельное" -> "смертельный"), or the word itself."""
    return _lemma_by_form().get(word, word)


def forms(*lemmas: str) -> list[str]:
    """Every form of these lemmas card text uses, the lemmas included, sorted (so tables are stable)."""
    out: set[str] = set()
    for lemma in lemmas:
        out.add(lemma)
        out.update(_by_lemma().get(lemma, ()))
    out |= {f.replace("ё", "е") for f in out}
    return sorted(out)


def phrases(*parts: str) -> list[str]:
    """Every phrase made of one choice of each part. A part is alternatives split by "|", each a lemma in
    <…> (all its forms) or fixed words ("_" a space; "" an optional part: "|ваш"). Forms that do not agree are made
    too; card text never has them, so they never match."""
    choices = [[w for alt in part.split("|") for w in _expand(alt)] for part in parts]
    return [" ".join(w for w in words if w) for words in product(*choices)]


def _expand(alternative: str) -> list[str]:
    """A lemma in <…>: its forms; fixed words: themselves ("_" a space: "из_игры|с_поля_битвы")."""
    if alternative.startswith("<") and alternative.endswith(">"):
        return forms(alternative[1:-1])
    return [alternative.replace("_", " ")]


def table(entries: dict[str, str]) -> dict[str, str]:
    """{phrase pattern: value} -> {phrase: value}: each pattern's words are lemmas in <…> (every
    form) or fixed words ("в|на": either; "|ваш": optional)."""
    out: dict[str, str] = {}
    for pattern, value in entries.items():
        for phrase in phrases(*pattern.split()):
            out.setdefault(phrase, value)
    return out
