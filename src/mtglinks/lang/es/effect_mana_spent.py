"""Spanish words of the effect grammar for mana spent on a spell, told as objects ("si se usaron al menos tres manás
azules para lanzar ~", the English "if at least three blue mana was spent to cast ~"), merged by `effects.py`; the
block "mana spent told as objects" of `grammar/effects-es.lark` reads them."""

from __future__ import annotations

MANA_SPENT_WORDS: dict[str, dict[str, str]] = {
    # the plural of "se usó" (lang/es/effect_clauses.py), the passive's words only
    "_SPENT_USED": {"se usaron": "used", "se hayan usado": "used", "se gastaron": "used"},
    # "tres manás azules": mana counted as objects (the English noun "mana"); the plural only, the singular "maná" is
    # in the lexicon's longer phrases ("un maná de cualquier color")
    "NOUN": {"manás": "mana"},
}
