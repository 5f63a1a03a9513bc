"""Spanish words of the effect grammar for the object with the greatest or least of a statistic ("la criatura con
mayor fuerza o que empata por la mayor fuerza", the English "the creature with the greatest power or tied for the
greatest power"), merged by `effects.py`."""

from __future__ import annotations

from mtglinks.lang.es.effect_printed import PRINTED_WORDS

_STATS = ("fuerza", "resistencia")
_HOW = {"mayor": "greatest", "menor": "least"}

SUPERLATIVE_WORDS: dict[str, dict[str, str]] = {
    # "o que empata por la mayor fuerza", "o está empatada por la menor fuerza": the objects that share it
    "QUALIFIER": {
        f"{lead} {tied} por la {how} {stat}": "or_tied"
        for lead in ("o que", "o")
        for tied in ("empata", "empatan", "está empatada", "está empatado")
        for how in _HOW
        for stat in _STATS
    },
}

SUPERLATIVE_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # "con mayor fuerza", "con la mayor fuerza", "con la menor fuerza": the superlative only after "con" (`with_most`),
    # so that "mayor" elsewhere stays unread; "menor" with no article is the English "lesser" ("la carta de criatura
    # objetivo con menor fuerza", Gyrus), not read here
    "WITH": {
        "SUPERLATIVE": {"mayor": "greatest"} | {f"la {how}": value for how, value in _HOW.items()},
        # "con la mayor fuerza entre las criaturas que controla" keeps the lexicon's longer reading (the English
        # "with the greatest power among …", lang/es/effect_printed.py)
        "NUMBER_OF": PRINTED_WORDS["NUMBER_OF"],
    },
    # the statistic after it, alone ("fuerza", the English "power")
    "SUPERLATIVE": {"STAT": {"fuerza": "power", "resistencia": "toughness"}},
}
