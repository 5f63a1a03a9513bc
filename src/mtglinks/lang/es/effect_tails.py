"""Spanish words of the effect grammar for shapes of the long tail of printed Spanish text (the block "Spanish: the long
tail" at the end of grammar/effects-es/1-more.lark), merged by `effects.py`."""

from __future__ import annotations

from mtglinks.kinds import Verb

TAIL_WORDS: dict[str, dict[str, str]] = {
    # "Pon boca abajo la criatura objetivo que tenga la habilidad de metamorfosis.", "puedes poner boca abajo …" (the
    # English "Turn target creature with morph face down"), as "Pon boca arriba …" reads
    # (lang/es/effect_states_except.py)
    "TURN_FACE_UP_ES": {"pon boca abajo": "face_down", "poner boca abajo": "face_down", "poner boca arriba": "face_up"},
    # "~ bloquea cada turno si puede.", "Todas las criaturas bloquean cada turno si pueden." (the English "blocks each
    # turn if able"), as "ataca cada turno si puede" reads (lang/es/effect_verbs.py)
    "EVENT_VERB": {
        f"{verb} cada {when} si {can}": str(Verb.BLOCK)
        for verb, can in (("bloquea", "puede"), ("bloquean", "pueden"))
        for when in ("turno", "combate")
    },
}

# words read so only right after the terminal named first
TAIL_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # "Pon las siete cartas de la parte superior de tu biblioteca en tu cementerio." (the English "the top seven cards
    # of your library"): after a number, the cards "of the top of" the library are its top cards; elsewhere "cartas de
    # la parte superior de tu biblioteca" stays cards from the library ("muestra cartas de la parte superior de …")
    "NUM": {"THE_TOP": {"cartas de la parte superior de": "top"}},
}
