"""Spanish words of the cards exiled before the game by cards of the object's name (rule 607.2m), in the wording of
rule 607 as printed in Spanish ("cartas «exiliadas con cartas llamadas [el nombre de este objeto]»"), as the English
table reads "a card you exiled with cards named ~" (`exiled_with_named`). No Spanish card of the corpora prints it yet
(its pattern read no ability of printed-es or printed-es-modern): the words are the rule's, so that the tree reads them
as it reads the English ones. Also the cards exiled with the object named with their article ("las cartas exiliadas
con ~"). Added to the tables by `effects.py`.
"""

from __future__ import annotations

# the participle in its four forms, current ("exiliadas") and old printed ("removidas del juego", "retiradas del
# juego", as the patterns read them)
_EXILED = [
    f"{stem}{ending}{of_game}"
    for stem, of_game in (("exiliad", ""), ("removid", " del juego"), ("retirad", " del juego"))
    for ending in ("o", "a", "os", "as")
]

EXILED_NAMED_WORDS: dict[str, dict[str, str]] = {
    # after the noun: "una carta exiliada con cartas llamadas ~", "las cartas que exiliaste con cartas llamadas ~"
    "QUALIFIER": {f"{exiled} con cartas llamadas ~": "exiled_with_named" for exiled in _EXILED}
    | {"que exiliaste con cartas llamadas ~": "exiled_with_named"},
}

# the cards exiled with the object, named with their article before the participle, which would otherwise be read as
# "the exiled card" (REF) and leave "con ~" unread: "Los oponentes no pueden lanzar cartas con el mismo nombre que las
# cartas exiliadas con el Filo divino." (the English "a card exiled with ~"), as `effect_exiled_with.py` reads "las
# cartas removidas del juego con ~"
EXILED_NAMED_WORDS["OBJ_PHRASE"] = {
    f"{the} {exiled} con {article}~": "card:exiled_with_self"
    for the, exiled in (("la carta", "exiliada"), ("las cartas", "exiliadas"))
    for article in ("", "el ", "la ", "los ", "las ")
} | {
    f"{the} {removed} del juego con {article}~": "card:exiled_with_self"
    for the, removed in (("la carta", "removida"), ("las cartas", "removidas"))
    for article in ("el ", "la ", "los ", "las ")
}
