"""French "excepté les …" after the objects ("Détruisez tous les permanents excepté les artefacts et les terrains.",
the English "Destroy all permanents except for artifacts and lands."): EXCEPT_FOR, read after a noun or a type,
where "excepté" alone opens a copy's exception ("excepté qu'il …", EXCEPT)."""

from __future__ import annotations


def extend(after: dict[str, dict[str, dict[str, str]]]) -> None:
    """Adds the phrase, read right after the objects' noun or type, to the lexicon's tables."""
    for before in ("NOUN", "TYPE"):
        after.setdefault(before, {}).setdefault("EXCEPT_FOR", {}).update({"excepté les": "except_for"})
