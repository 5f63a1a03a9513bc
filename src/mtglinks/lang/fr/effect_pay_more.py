"""French words for mana paid beside a spell's cost ("si vous payez {2} de plus pour cela", "… {2} supplémentaires
pour le lancer", the English "if you pay {2} more to cast it"), read as the English words are: the change after
the mana (COST_CHANGE), then the spell it is paid for (REF)."""

from __future__ import annotations

_MORE = {"de plus pour": "more", "supplémentaires pour": "more", "supplémentaire pour": "more"}
# what the mana is paid for: "le lancer", "la lancer". The older "Vous pouvez jouer ~ … si vous payez {2} de plus pour
# cela" is left out: its "jouer" reads as "play", where the Oracle now says "cast" (rule 601; the verbs would not agree)
_FOR_IT = {f"{it} lancer": "anaphora" for it in ("le", "la")}


def extend(after: dict[str, dict[str, dict[str, str]]]) -> None:
    """Adds the phrases, each read right after the word before it (the mana, then the change), to the lexicon's
    tables."""
    after.setdefault("SYMBOLS", {}).setdefault("COST_CHANGE", {}).update(_MORE)
    after.setdefault("COST_CHANGE", {}).setdefault("REF", {}).update(_FOR_IT)
