"""French "aussi" right after a verb ("acquièrent aussi l'initiative", "régénérez aussi chaque autre créature"): the
English "also" (ALSO), which English says before the verb (`grammar/effects-fr.lark`, block "word orders and
older wordings read as the English Oracle reads them")."""

from __future__ import annotations


def extend(after: dict[str, dict[str, dict[str, str]]]) -> None:
    """Adds the word, read right after the verbs the grammar takes it after, to the lexicon's tables."""
    for verb in ("GAIN", "V_OBJ"):
        after.setdefault(verb, {}).setdefault("ALSO", {}).setdefault("aussi", "also")
