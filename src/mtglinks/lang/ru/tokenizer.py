"""Russian tokenizer rules: a word the lemma table lacks is lemmatized by pymorphy3's dictionary.

One analyzer serves the lexicon's fallback, the lemma table's build and the inflection of card names.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from mtglinks.lang.base import Morphology, Tokenizer


@cache
def analyzer() -> Any:
    """pymorphy3's analyzer with its Russian dictionary (loaded once: it takes a while)."""
    import pymorphy3  # type: ignore[import-untyped]  # no type information shipped

    return pymorphy3.MorphAnalyzer()


def lemma_of(parse: Any) -> str:
    """pymorphy3's normal form, except that a participle keeps its masculine singular nominative
    ("изгнанную" -> "изгнанный", not "изгнать"), as es/fr participles do in their tables, so that
    patterns tell "the exiled card" from "exile". Russian lemmas spell ё as е."""
    if parse.tag.POS in ("PRTF", "PRTS"):
        full = parse.inflect({"PRTF", "masc", "sing", "nomn"}) or parse.inflect({"masc", "sing", "nomn"})
        if full is not None:
            return str(full.word).replace("ё", "е")
    return str(parse.normal_form).replace("ё", "е")


def lemmatize(word: str) -> str | None:
    """The lemma of the most probable reading of a word; None when pymorphy3 has no reading."""
    parses = analyzer().parse(word)
    return lemma_of(parses[0]) if parses else None


def morphology() -> Morphology | None:
    """The morphological lemmatizer; None when pymorphy3 is missing (it is a declared dependency)."""
    try:
        import pymorphy3  # noqa: F401  # type: ignore[import-untyped]
    except ImportError:  # pragma: no cover - a declared dependency
        return None
    return lemmatize


TOKENIZER = Tokenizer(morphology=morphology)
