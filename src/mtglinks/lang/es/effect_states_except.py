"""Spanish words of the effect grammar for states and exceptions: a card put into a graveyard ("sea puesta en un
cementerio"), base power and toughness had, face up and face down, "o menor" after a number, and what a copy has
"excepto que …" (the English "except …"); merged by `effects.py`."""

from __future__ import annotations

from mtglinks.kinds import Verb, Zone

_PUT = [f"sea {put} en {where}" for put in ("puesta", "puesto") for where in ("un cementerio", "el cementerio")]

STATE_EXCEPT_WORDS: dict[str, dict[str, str]] = {
    # "Siempre que la criatura encantada sea puesta en un cementerio" (the English "is put into a graveyard"), "… desde
    # el juego" (the Oracle's "dies"), as "vaya a un cementerio (desde el juego)" reads
    "EVENT_VERB": {put: str(Verb.PUT_INTO_GRAVEYARD) for put in _PUT}
    | {f"{put} desde {zone}": str(Verb.DIE) for put in _PUT for zone in ("el juego", "el campo de batalla")},
    # "La criatura encantada tiene una fuerza y resistencia base de 0/2." (the English "has base power and toughness
    # 0/2")
    "STAT": {"una fuerza y resistencia base de": "base_power_toughness"},
    # "Pon boca arriba la criatura objetivo que esté boca abajo." (the English "Turn target face-down creature face
    # up"): the verb with the side it turns to
    "TURN_FACE_UP_ES": {"pon boca arriba": "face_up"},
    # "…, excepto que es un artefacto además de sus otros tipos", "excepto que gana "…"" (the English "except it's …",
    # "except it has …"): what the copy has besides
    "EXCEPT": {"excepto que": "except"},
    # "Dos criaturas objetivo obtienen cada una +2/+2" (the English "each get +2/+2", whose "each" the tree leaves out)
    "GET": {"obtienen cada una": "get", "obtienen cada uno": "get"},
    # "Los hechizos de artefacto que lances tienen la habilidad de convocar.", "El siguiente hechizo de criatura que
    # juegues este turno …" (the English "spells you cast"): who casts the spells
    "CONTROLLER": {"que lances": "cast_by_you", "que juegues": "cast_by_you"},
    # "Busca en la biblioteca del oponente objetivo una carta de instantáneo o conjuro." (the English "target opponent's
    # library"), as "la biblioteca del jugador objetivo" reads
    "ZONE": {
        f"{zone} del oponente objetivo": str(value)
        for zone, value in (
            ("la biblioteca", Zone.LIBRARY),
            ("la mano", Zone.HAND),
            ("el cementerio", Zone.GRAVEYARD),
        )
    },
    # "No juegues esta habilidad más de dos veces por turno." (the English "Activate no more than twice each turn")
    "TIMING": {
        f"no juegues esta habilidad más de {times} {each} turno": value
        for times, value in (("dos veces", "twice_each_turn"), ("tres veces", "three_times_each_turn"))
        for each in ("por", "cada")
    },
}

STATE_EXCEPT_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # "con fuerza 3 o menor" (the English "with power 3 or less")
    "NUM": {"OR_LESS": {"o menor": "or_less"}},
    # "excepto que es un artefacto" (the English "except it's an artifact"): "es" with the copy as its subject
    "EXCEPT": {"IT_IS": {"es": "is"}},
    # "por cada contador de experiencia que tengas" (the English "for each experience counter you have")
    "COUNTER_KIND": {"CONTROLLER": {"que tengas": "has:you"}},
}
