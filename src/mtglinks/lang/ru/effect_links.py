"""Russian words of the effect grammar that carry the halves of a link (607.2) the linker reads from the tree
(`features/queries.py`), as data. Merged into the tables of `effects.py` (each terminal into the table that holds it).
"""

from __future__ import annotations

_DEVOURED = ("пожранное", "пожранную", "пожранный", "пожранных", "пожранного", "пожранные", "пожранной", "пожранным")

LINK_WORDS: dict[str, dict[str, str]] = {
    # the card a static ability reveals as it is drawn, the English "the first card you draw on each of your turns",
    # whose triggers refer to it as "revealed this way" (607.2h): "Покажите первую карту, которую вы берете в каждом
    # вашем ходу." (Keranos, God of Storms); the relative clause is set off by its comma (which the lexer drops before
    # SET_OFF), "первую" the ordinal
    "QUALIFIER": {"первую": "first"},
    "SET_OFF": {"которую вы берете в каждом вашем ходу": "first_drawn_your_turn"},
    # the creatures devoured as it entered (607.2g), the English "for each creature it devoured", "the number of
    # Goblins it devoured": "за каждое пожранное им существо" (Skullmulcher), "пожранное Смоляным Демоном существо"
    "STATUS": {
        f"{devoured} {by}": value
        for devoured in _DEVOURED
        for by, value in (("им", "devoured_by_it"), ("~", "devoured_by_self"))
    },
    # "Змиев Детеныш имеет Полет и Пробивной удар, если он пожрал существо.": the English "if it devoured a creature"
    "FIXED_COND": {"он пожрал существо": "devoured"},
    # "повреждения, в два раза превышающие количество …": the English "damage equal to twice the number of …"
    # (effects-ru/1-more.lark `times_exceeding`)
    "TIMES": {f"в два раза {exceeding}": "2" for exceeding in ("превышающие", "превышающее", "превышающую")}
    # "скопируйте то заклинание дважды", "скопируйте ее три раза": how many times (English "twice", "three times")
    | {"дважды": "2", "два раза": "2", "три раза": "3"},
    # the game restarted, the cards exiled with the object left in exile (Karn Liberated): "начните партию заново,
    # оставляя в изгнании все не являющиеся Аурами карты перманентов, изгнанные Карном Освобожденным."
    "RESTART": {"начните партию заново": "restart_game", "начните игру заново": "restart_game"},
    "LEAVING_IN_EXILE": {"оставляя в изгнании": "leaving_in_exile"},
}
