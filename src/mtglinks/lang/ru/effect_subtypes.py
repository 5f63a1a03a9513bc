"""The subtypes of Russian card text, capitalised, in every case form the text uses: the lemmas of `subtypes.txt`
(tools/build_subtypes_ru.py) and their forms from the lemma table, with the regular forms it may lack."""

from __future__ import annotations

from functools import cache
from importlib import resources

from mtglinks.lang.ru.effect_forms import forms


@cache
def subtype_lemmas() -> tuple[str, ...]:
    """The subtypes by lemma, lower case: `subtypes.txt` (tools/build_subtypes_ru.py)."""
    text = (resources.files("mtglinks.lang.ru") / "subtypes.txt").read_text(encoding="utf-8")
    return tuple(line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#"))


_HUSHING = ("к", "г", "х", "ж", "ш", "ч", "щ")


def regular_forms(lemma: str) -> list[str]:
    """The regular noun forms of a subtype's lemma the lemma table may lack (a name pymorphy3 only guessed:
    "Мерфолки", "Големы", "Мерфолку", "Горгульей"): nominative and genitive plural, dative and instrumental
    singular (and genitive singular of a masculine noun, "Мерфолка"), by its ending. A form card text never uses
    never matches."""
    if lemma.endswith(("а", "я")):
        stem = lemma[:-1]
        soft = lemma.endswith("я") or stem.endswith(_HUSHING)
        return [stem + ("и" if soft else "ы"), stem + ("е" if not soft else "е"), stem + ("ей" if soft else "ой")]
    if lemma.endswith("ь"):
        stem = lemma[:-1]
        return [stem + "и", stem + "ей", stem + "ю", stem + "ем"]
    if lemma[-1:].isalpha() and lemma[-1] not in "аеёиоуыэюяй":
        plural = lemma + ("и" if lemma.endswith(_HUSHING) else "ы")
        # the genitive singular too: "карту Мерфолка"
        return [plural, lemma + "ов", lemma + "у", lemma + "ом", lemma + "а"]
    return []


@cache
def subtypes() -> frozenset[str]:
    """The subtypes as Russian card text prints them, capitalised, in every case form the text uses
    ("Зомби", "Гоблина", "Воинов"): the nominatives of `subtypes.txt` (tools/build_subtypes_ru.py) and
    their forms from the lemma table."""
    return frozenset(
        form[:1].upper() + form[1:] for name in subtype_lemmas() for form in [*forms(name), *regular_forms(name)]
    )
