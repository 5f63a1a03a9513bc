"""Russian words of older printings, as data: "защита" for toughness in "Сила и защита ~ равны …" (English "~'s power
and toughness are each equal to …", a characteristic-defining ability, rule 604.3). Merged into the tables of
`effects.py` by `effect_sentences.py` (effects.py is at its size limit).
"""

from __future__ import annotations

from mtglinks.lang.ru.effect_forms import table

# only with "сила и" before it: "защита" alone is protection
OLDER_WORDS: dict[str, dict[str, str]] = {
    "STAT_IS": {"сила и защита": "power_toughness"},
    # "пока он удален из игры" (English "while it's exiled"): removed from the game is where it is, in exile (the
    # participle's short form is the state; "удаляется" is the event)
    "ZONE": table({"удален|удалена|удалено|удалены из игры": "exile"}),
}

# at the start of a sentence (as effect_phrases.py reads "сила и выносливость" there)
OLDER_AFTER: dict[str, dict[str, dict[str, str]]] = {
    "": {"STAT_IS": {"сила и защита": "power_toughness"}},
    # suspend's "X не может равняться 0|нулю" (English "X can't be 0"): the value X may not take
    "CANT": {"BE": {"равняться": "is"}},
    "BE": {"NUM": {"нулю": "0"}},
}
