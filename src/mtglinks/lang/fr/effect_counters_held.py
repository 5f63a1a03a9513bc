"""French words for the counters an object holds, said with a relative clause ("le nombre de marqueurs « charge »
qu'elle a sur elle", the English "the number of charge counters on it"), read after the counters' kind or noun
(`grammar/effects-fr.lark`, block "word orders and older wordings read as the English Oracle reads them")."""

from __future__ import annotations

_HELD_ON = {
    f"{that} {has} sur {it}": "on_it"
    for that, has, it in (
        ("qu'il", "a", "lui"),
        ("qu'elle", "a", "elle"),
        ("qu'ils", "ont", "eux"),
        ("qu'elles", "ont", "elles"),
    )
}

# "pour chaque marqueur « expérience » que vous avez", "… « poison » que vos adversaires ont": whose the counters are
# (the English "for each experience counter you have", `counters_had`)
_HAD = {"que vous avez": "has:you", "que vos adversaires ont": "has:your_opponents"}


def extend(after: dict[str, dict[str, dict[str, str]]]) -> None:
    """Adds the phrases, read right after a counter's kind or the noun "marqueurs", to the lexicon's tables."""
    for before in ("COUNTER_N", "COUNTER", "PT", "COUNTER_KIND", "QUOTED"):
        after.setdefault(before, {}).setdefault("HELD_ON_IT", {}).update(_HELD_ON)
    for before in ("COUNTER_KIND", "QUOTED"):
        after.setdefault(before, {}).setdefault("CONTROLLER", {}).update(_HAD)
