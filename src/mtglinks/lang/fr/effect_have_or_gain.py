"""French words for a keyword an object "can't have or gain" ("ne peuvent pas avoir ou acquérir le vol", the English
"can't have or gain flying"), read as the Spanish "no pueden tener ni ganar" (lang/es/effect_keyword_wordings.py)."""

from __future__ import annotations


def extend(after: dict[str, dict[str, dict[str, str]]]) -> None:
    """Adds the phrases to the lexicon's table of words read after a terminal, in place (one held keeps its reading)."""
    # "Les créatures que vos adversaires contrôlent perdent le vol et ne peuvent pas avoir ou acquérir le vol."
    # (Archetype of Imagination): "avoir" only right after "ne peut(-vent) pas", so that it reads nowhere else
    after.setdefault("CANT", {}).setdefault("GAIN", {}).setdefault("avoir", "have")
