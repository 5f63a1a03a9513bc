"""Russian words of the effect grammar, as data: durations tied to where an object stays ("пока она остается в
изгнании", "пока ~ остается в игре", "пока ~ не покинут поле битвы"), alone or set off by their comma. Merged into the
tables of `effects.py` by `effect_sentences.py` (effects.py is at its size limit).
"""

from __future__ import annotations

from mtglinks.lang.ru.effect_forms import table

# "пока ~ не покинет поле битвы", "пока ~ остается в игре": English "until ~ leaves the battlefield", "for as long as
# ~ remains on the battlefield"; "пока она остается в изгнании": English "for as long as it remains exiled"
_DURATIONS = table(
    {
        "пока|до_тех_пор_пока ~ не покинет|покинут поле битвы": "leaves_battlefield",
        "пока|до_тех_пор_пока ~ остается|остаётся|остаются в игре": "leaves_battlefield",
        "пока он|она|оно|они остается|остаётся|остаются в изгнании": "remains_exiled",
        "пока та карта остается|остаётся в изгнании": "remains_exiled",
    }
)

DURATION_WORDS: dict[str, dict[str, str]] = {"DURATION": _DURATIONS}

DURATION_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # "изгоните все существа с силой 5 или больше, пока ~ не покинет поле битвы", "Вы можете разыгрывать ту карту, пока
    # она остается в изгнании": the duration set off by its comma, which the lexer drops before DURATION_SET_OFF and
    # reads it as DURATION (effects/lexer_neighbours.py)
    "_COMMA": {"DURATION_SET_OFF": _DURATIONS},
}
