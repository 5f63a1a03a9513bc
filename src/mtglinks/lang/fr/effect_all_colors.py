"""French words of the effect grammar for an object of every colour ("~ est de toutes les couleurs", the English "~ is
all colors"), added after the verb by `extend` (called from `effect_set_off.py`)."""

from __future__ import annotations


def extend(after: dict[str, dict[str, dict[str, str]]]) -> None:
    """Adds these phrases after their verbs in place (a phrase already held keeps its reading)."""
    # "Le Messager transguilde est de toutes les couleurs." (the English "is all colors"), "~ devient de toutes les
    # couleurs jusqu'à la fin du tour" (the English "becomes all colors"): "de" before the colours only after the verb
    for verb in ("BE", "BECOME"):
        after.setdefault(verb, {}).setdefault("ALL", {}).setdefault("de toutes les", "all")
