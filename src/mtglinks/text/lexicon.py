"""Words and lemmas: card text as a list of tokens, each with its lemma and original span.

Lemmas come from compact tables generated at build time (tools/build_lemmas.py) from the lookup
tables of spacy-lookups-data (en, es, fr) and from pymorphy3 (ru), restricted to the word forms
card text uses. Loading a table takes milliseconds; spaCy itself is not imported at run time.
A word missing from the table is its own lemma (lower-cased); Russian falls back to pymorphy3.
"""

from __future__ import annotations

import gzip
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

TOKEN = re.compile(r"~|\{[^{}\s]+\}|[+\-]?[\dX*]+/[+\-]?[\dX*]+|[^\W_]+(?:['’\-][^\W_]+)*'?|[^\s\w]")
# French elision: "l'exil", "d'une", "qu'elle", "jusqu'à" are two words each, article first.
_ELISION = {
    "fr": re.compile(r"(?i)(l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|quoiqu|presqu)['’](?=[^\W_])"),
}
# French imperatives and questions join their pronouns with hyphens: "mettez-la", "renvoyez-le".
_CLITIC = {"fr": re.compile(r"(?i)-(?:t-)?(?:le|la|les|lui|leur|en|y|vous|nous|moi|toi|il|elle|ils|elles|on)$")}
# Spanish imperatives carry their object pronouns ("exílialas", "devuélvelo"): the verb is the stem
# without them and without the written accent they forced.
_ENCLITIC = {"es": re.compile(r"^(\w{2,}?)(?:se|me|te|nos)?(?:lo|la|los|las|le|les|se)$")}
_UNACCENT = str.maketrans("áéíóú", "aeiou")
# "creature's", "opponents'": the possessive ending is kept, the stem lemmatized.
_POSSESSIVE = re.compile(r"^(?P<stem>[^\W_].*?)(?P<ending>'s|s')$")


@dataclass(frozen=True)
class Word:
    text: str
    lemma: str
    start: int  # offsets in the normalized text
    end: int


@cache
def lemma_table(code: str) -> dict[str, str]:
    """word form (lower case) -> lemma, for one language; empty if no table is shipped."""
    path = resources.files("mtglinks") / "lang" / code / "lemmas.tsv.gz"
    if not path.is_file():
        return {}
    table: dict[str, str] = {}
    with gzip.open(str(path), "rt", encoding="utf-8") as f:
        for line in f:
            form, _, lemma = line.rstrip("\n").partition("\t")
            if lemma:
                table[form] = lemma
    return table


@cache
def _fallback(code: str) -> Callable[[str], str] | None:
    if code != "ru":
        return None
    try:
        import pymorphy3  # type: ignore[import-untyped]  # no type information shipped
    except ImportError:  # pragma: no cover - a declared dependency
        return None
    morph = pymorphy3.MorphAnalyzer()
    return lambda w: ru_lemma(morph.parse(w)[0])


def ru_lemma(parse: Any) -> str:
    """pymorphy3's normal form, except that a participle keeps its masculine singular nominative
    ("изгнанную" -> "изгнанный", not "изгнать"), as es/fr participles do in their tables, so that
    patterns tell "the exiled card" from "exile". Russian lemmas spell ё as е."""
    if parse.tag.POS in ("PRTF", "PRTS"):
        full = parse.inflect({"PRTF", "masc", "sing", "nomn"}) or parse.inflect({"masc", "sing", "nomn"})
        if full is not None:
            return str(full.word).replace("ё", "е")
    return str(parse.normal_form).replace("ё", "е")


@cache
def lemma(word: str, code: str) -> str:
    low = word.lower().replace("’", "'")
    if low.startswith("-") and len(low) > 1:  # a French clitic split off its verb: "-la"
        low = low.lstrip("-t").lstrip("-") if low.startswith("-t-") else low[1:]
    found = lemma_table(code).get(low)
    if found is not None:
        return found
    if code == "en":
        m = _POSSESSIVE.match(low)
        if m and m.group("stem") in lemma_table(code):
            return lemma_table(code)[m.group("stem")] + "'s"
    enclitic = _ENCLITIC.get(code)
    if enclitic is not None:
        m = enclitic.match(low)
        if m:
            stem = m.group(1).translate(_UNACCENT)
            # "jugarla": an infinitive is its own lemma, so the table does not list it
            verb = lemma_table(code).get(stem) or (stem if stem.endswith(("ar", "er", "ir")) else None)
            if verb is not None and verb.endswith(("ar", "er", "ir")):
                return verb
    fallback = _fallback(code)
    if fallback is not None and low.isalpha():
        return fallback(low)
    return low


def _spans(text: str, code: str) -> list[tuple[int, int]]:
    """Token spans of `text`, elided articles split off where the language elides."""
    elision = _ELISION.get(code)
    clitic = _CLITIC.get(code)
    if (elision is None and clitic is None) or not ("'" in text or "’" in text or "-" in text):
        return [m.span() for m in TOKEN.finditer(text)]
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
    if (code not in _ELISION and code not in _CLITIC) or not ("'" in text or "’" in text or "-" in text):
        return TOKEN.findall(text)  # the pattern has no groups: the matched strings, as _spans cuts
    return [text[a:b] for a, b in _spans(text, code)]


def words(text: str, code: str) -> list[Word]:
    return [Word(text[a:b], lemma(text[a:b], code), a, b) for a, b in _spans(text, code)]


def lemmas(text: str, code: str) -> tuple[list[tuple[int, int]], list[str]]:
    """The token spans of a text and their lemmas (what `words` gives, without building Words)."""
    spans = _spans(text, code)
    return spans, [lemma(text[a:b], code) for a, b in spans]


def lemma_text(text: str, code: str) -> str:
    """The lower-case lemmas of a text joined by single spaces (what feature patterns read)."""
    return " ".join(w.lemma for w in words(text, code))
