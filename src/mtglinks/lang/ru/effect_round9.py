"""Russian words of the effect grammar added in round 9, as data: "ни … , ни …" (neither … nor: "не может ни
нападать, ни блокировать", English "can't attack or block"), "для каждого" (for each, as "за каждое"). Merged into
the tables of `effects.py` (each terminal into the table that holds it); ROUND9_AFTER holds the words read by the
token before them.
"""

from __future__ import annotations

from mtglinks.lang.ru.effect_forms import table

ROUND9_WORDS: dict[str, dict[str, str]] = {
    # "Зачарованное существо не может ни нападать, ни блокировать.": the "ни" of the first verb goes with "не может"
    "CANT": table({"не <мочь> ни": "cant"}),
    # "Для каждого существа под вашим контролем вы можете найти …": for each (English "For each creature you control")
    "FOR_EACH": table({"для <каждый>": "for_each", "для <каждый> из": "for_each"}),
    # "каждому существу без способности Полет": without flying (the keyword named as an ability)
    "WITHOUT": {"без способности": "without"},
}

ROUND9_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # ", ни блокировать": the second "ни" is the "or" of English "can't attack or block" (NOR, whose comma the lexer
    # drops as before other set-off words)
    "_COMMA": {"NOR": {"ни": "or"}},
}
