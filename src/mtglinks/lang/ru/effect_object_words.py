"""Russian words around an object, as data: the object of "принести в жертву" (sacrifice) said between its words
("приносит его в жертву"). Merged into the tables of `effects.py` by `effect_sentences.py` (effects.py is at its size
limit).
"""

from __future__ import annotations

from mtglinks.kinds import Verb
from mtglinks.lang.ru.effect_forms import forms

# "Игрок, контролирующий целевое существо, приносит его в жертву": English "sacrifices it", the object between the verb
# and "в жертву" (the verb with "в жертву" right after it is `V_OBJ`'s, effect_verbs.py); effects-ru.lark
OBJECT_WORDS: dict[str, dict[str, str]] = {
    "SACRIFICE_APART": dict.fromkeys(forms("принести", "приносить"), str(Verb.SACRIFICE)),
    "AS_SACRIFICE": {"в жертву": "sacrifice"},
}
