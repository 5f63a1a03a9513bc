"""Spanish words of the effect grammar for shapes of the modern sample's long tail (the block "Spanish: the modern
sample's long tail" at the end of grammar/effects-es/1-more.lark), merged by `effects.py`."""

from __future__ import annotations

from mtglinks.kinds import Verb

SAMPLE_TAIL_WORDS: dict[str, dict[str, str]] = {
    # "Repite este proceso una vez." (the English "Repeat this process once")
    "TIMES": {"una vez": "1"},
    # "Como coste adicional para jugar ~, descártate X cartas de tu mano." (the English "discard X cards"), as
    # "descártate de dos cartas" reads (lang/es/effect_verbs.py)
    "V_OBJ": {"descártate": str(Verb.DISCARD)},
    # "Hasta el final del turno, no pierdes ese maná en cuanto terminan los pasos y las fases." (the English "you don't
    # lose this mana as steps and phases end")
    "V_NUM": {
        f"{lose} {this} maná {when} terminan los pasos y las fases": str(Verb.LOSE_MANA)
        for lose in ("pierdes", "pierde")
        for this in ("este", "ese")
        for when in ("en cuanto", "a medida que", "cuando")
    },
}

SAMPLE_TAIL_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # "Mira las tres cartas superiores de la biblioteca del jugador objetivo" (the English "the top three cards of
    # target player's library"), as "las tres cartas de la parte superior de" reads (lang/es/effect_tails.py)
    "NUM": {"THE_TOP": {"cartas superiores de": "top"}},
}
