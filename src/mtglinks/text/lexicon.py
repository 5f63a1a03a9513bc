"""Words and lemmas: card text as a list of tokens, each with its lemma and original span.

Lemmas come from compact tables generated at build time (tools/build_lemmas.py) from each language's
lemma source (`Language.lemma_source`: spacy-lookups-data's lookup tables, pymorphy3), restricted to
the word forms card text uses. Loading a table takes milliseconds; spaCy itself is not imported at
run time. The cutting and lemmatizing here is the same for every language; a language's own rules
(elision, clitics, possessives, enclitic pronouns, a morphological fallback) are its
`Language.tokenizer` (`mtglinks/lang/<code>/tokenizer.py`). A word missing from the table, that no
rule reads, is its own lemma (lower-cased).
"""

from __future__ import annotations

import gzip
import re
from dataclasses import dataclass
from functools import cache

from mtglinks.lang import get_language, package_dir
from mtglinks.lang.base import Morphology, Tokenizer

TOKEN = re.compile(r"~|\{[^{}\s]+\}|[+\-]?[\dX*]+/[+\-]?[\dX*]+|[^\W_]+(?:['’\-][^\W_]+)*'?|[^\s\w]")


@dataclass(frozen=True)
class Word:
    """One token: its text, its lemma and its offsets in the normalized text."""

    text: str
    lemma: str
    start: int  # offsets in the normalized text
    end: int


@cache
def tokenizer_rules(code: str) -> Tokenizer:
    """The tokenizer rules of one language."""
    return get_language(code).tokenizer


@cache
def lemma_table(code: str) -> dict[str, str]:
    """word form (lower case) -> lemma, for one language; empty if no table is shipped."""
    path = package_dir(code) / "lemmas.tsv.gz"
    if not path.is_file():
        return {}
    table: dict[str, str] = {}
    lemmas: dict[str, str] = {}  # each lemma kept once: many forms share it (every process holds the tables)
    with gzip.open(str(path), "rt", encoding="utf-8") as f:
        for line in f:
            form, _, lemma = line.rstrip("\n").partition("\t")
            if lemma:
                table[form] = lemmas.setdefault(lemma, lemma)
    return table


@cache
def _morphology(code: str) -> Morphology | None:
    make = tokenizer_rules(code).morphology
    return make() if make is not None else None


# Per language, each token met and its lemma (as `functools.cache` kept them, keyed by the token alone): `lemmas`
# looks a token up here in one call, where a cached function of two arguments cost two.
_KNOWN: dict[str, dict[str, str]] = {}


def lemma(word: str, code: str) -> str:
    """The lemma of one token: the table's, a rule's for a form it lacks, the morphology's, or the word."""
    known = _KNOWN.get(code)
    if known is None:
        known = _KNOWN[code] = {}
    found = known.get(word)
    if found is None:
        found = known[word] = _lemma(word, code)
    return found


def _lemma(word: str, code: str) -> str:
    low = word.lower().replace("’", "'")
    if low.startswith("-") and len(low) > 1:  # a clitic split off its verb: "-la"
        low = low.lstrip("-t").lstrip("-") if low.startswith("-t-") else low[1:]
    table = lemma_table(code)
    found = table.get(low)
    if found is not None:
        return found
    for rule in tokenizer_rules(code).unlisted:
        found = rule(low, table)
        if found is not None:
            return found
    morphology = _morphology(code)
    if morphology is not None and low.isalpha():
        return morphology(low) or low
    return low


def _spans(text: str, code: str) -> list[tuple[int, int]]:
    """Token spans of `text`, elided articles split off where the language elides."""
    rules = tokenizer_rules(code)
    elision, clitic = rules.elision, rules.clitic
    if (elision is None and clitic is None) or not ("'" in text or "’" in text or "-" in text):
        return [m.span() for m in TOKEN.finditer(text)]
    return _split_spans(text, elision, clitic)


def _split_spans(text: str, elision: re.Pattern[str] | None, clitic: re.Pattern[str] | None) -> list[tuple[int, int]]:
    """Token spans with elided articles and hyphenated pronouns cut off their words."""
    spans: list[tuple[int, int]] = []
    for m in TOKEN.finditer(text):
        a, b = m.span()
        token = m.group()
        # An elision needs an apostrophe, a clitic a hyphen: most tokens have neither.
        if elision is not None and ("'" in token or "’" in token):
            e = elision.match(text, a, b)
            if e is not None and e.end() < b:
                spans.append((a, e.end()))
                a = e.end()
        if "-" not in token:
            spans.append((a, b))
            continue
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


def split_tokens(text: str, code: str) -> list[str]:
    """The token strings of a text, as `words` cuts it (used by tools/build_lemmas.py)."""
    rules = tokenizer_rules(code)
    if (rules.elision is None and rules.clitic is None) or not ("'" in text or "’" in text or "-" in text):
        return TOKEN.findall(text)  # the pattern has no groups: the matched strings, as _spans cuts
    return [text[a:b] for a, b in _spans(text, code)]


def words(text: str, code: str) -> list[Word]:
    """The tokens of a text with their lemmas and offsets."""
    return [Word(text[a:b], lemma(text[a:b], code), a, b) for a, b in _spans(text, code)]


def lemmas(text: str, code: str) -> tuple[list[tuple[int, int]], list[str]]:
    """The token spans of a text and their lemmas (what `words` gives, without building Words)."""
    spans = _spans(text, code)
    known = _KNOWN.get(code)
    if known is None:
        known = _KNOWN[code] = {}
    met = known.get
    return spans, [met(text[a:b]) or lemma(text[a:b], code) for a, b in spans]


def lemma_text(text: str, code: str) -> str:
    """The lower-case lemmas of a text joined by single spaces (what feature patterns read)."""
    return " ".join(w.lemma for w in words(text, code))
