"""Russian words of older printings, as data: "защита" for toughness in "Сила и защита ~ равны …" (English "~'s power
and toughness are each equal to …", a characteristic-defining ability, rule 604.3). Merged into the tables of
`effects.py` by `effect_sentences.py` (effects.py is at its size limit).
"""

from __future__ import annotations

# only with "сила и" before it: "защита" alone is protection
OLDER_WORDS: dict[str, dict[str, str]] = {"STAT_IS": {"сила и защита": "power_toughness"}}

# at the start of a sentence (as effect_phrases.py reads "сила и выносливость" there)
OLDER_AFTER: dict[str, dict[str, dict[str, str]]] = {"": {"STAT_IS": {"сила и защита": "power_toughness"}}}
