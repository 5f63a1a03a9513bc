"""Spanish words of counts and comparisons the effect grammar reads (grammar/effects-es.lark): "más … que" (the
English "more … than"), "una o más".

`COUNT_WORDS` are terminals' phrases, `COUNT_AFTER` phrases read right after a terminal (as `AFTER` of
`effect_phrases.py`); `effects.py` merges both into the language's tables.
"""

from __future__ import annotations

COUNT_WORDS: dict[str, dict[str, str]] = {}
# "si un oponente controla más tierras que tú", "si tienes más cartas en tu mano que cada oponente": after the verb of
# control or of having, "más" opens a comparison (elsewhere it is PLUS: "esa cantidad más uno")
COUNT_AFTER: dict[str, dict[str, dict[str, str]]] = {
    "CONTROLLER": {"MORE": {"más": "more"}},
    "GAIN": {"MORE": {"más": "more"}},
}
