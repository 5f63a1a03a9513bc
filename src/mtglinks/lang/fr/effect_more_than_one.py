"""French "plus d'un sort par tour" after a verb ("Aucun joueur ne peut lancer plus d'un sort par tour.", the English
"Each player can't cast more than one spell each turn."): "plus" the bound (COMPARE), "d'un" the number one after
it, "par tour" after the noun the English "each turn" (QUALIFIER)."""

from __future__ import annotations


def extend(after: dict[str, dict[str, dict[str, str]]]) -> None:
    """Adds the phrases, each read right after the word before it, to the lexicon's tables."""
    after.setdefault("V_OBJ", {}).setdefault("COMPARE", {}).setdefault("plus", "more")
    after.setdefault("COMPARE", {}).setdefault("NUM", {}).update({"d'un": "1", "d'une": "1"})
    after.setdefault("NOUN", {}).setdefault("QUALIFIER", {}).setdefault("par tour", "each_turn")
