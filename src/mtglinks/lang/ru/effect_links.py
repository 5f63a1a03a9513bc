"""Russian words of the effect grammar that carry the halves of a link (607.2) the linker reads from the tree
(`features/queries.py`), as data. Merged into the tables of `effects.py` (each terminal into the table that holds it).
"""

from __future__ import annotations

LINK_WORDS: dict[str, dict[str, str]] = {
    # the card a static ability reveals as it is drawn, the English "the first card you draw on each of your turns",
    # whose triggers refer to it as "revealed this way" (607.2h): "Покажите первую карту, которую вы берете в каждом
    # вашем ходу." (Keranos, God of Storms); the relative clause is set off by its comma (which the lexer drops before
    # SET_OFF), "первую" the ordinal
    "QUALIFIER": {"первую": "first"},
    "SET_OFF": {"которую вы берете в каждом вашем ходу": "first_drawn_your_turn"},
}
