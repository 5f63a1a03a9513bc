"""Spanish words of current (2017 on) card text in the effect grammar, as data: keyword counters ("un contador de
volar"), "de tu control", "con valor de maná de", the past tense of a condition ("si lanzaste un hechizo este turno",
"si lo jugaste desde tu mano"), "una tierra adicional" and "solo se dispara una vez por turno"."""

from __future__ import annotations

# the keywords a counter can be named by (rule 122.1b), as Spanish names them
_COUNTER_KEYWORDS = (
    "volar",
    "dañar primero",
    "vínculo vital",
    "arrollar",
    "alcance",
    "vigilancia",
    "toque mortal",
    "prisa",
    "amenaza",
    "indestructible",
    "antimaleficio",
)


def _counter_kinds() -> dict[str, str]:
    """ "un contador de volar" (a flying counter), "un contador de -1/-1": the keyword's or the numbers' name."""
    from mtglinks.lang.es import LANGUAGE

    out = {f"de {name}": LANGUAGE.keywords[name] for name in _COUNTER_KEYWORDS if name in LANGUAGE.keywords}
    return out | {f"de {pt}": pt for pt in ("+1/+1", "-1/-1", "+1/+0", "-0/-1", "+0/+1", "-1/-0")}


MODERN_WORDS: dict[str, dict[str, str]] = {
    "COUNTER_KIND": _counter_kinds(),
    # "la criatura objetivo de tu control": the English "target creature you control"
    "CONTROLLER": {"de tu control": "you"},
    "WITH_STAT": {"con valor de maná de": "mana_value", "con un valor de maná de": "mana_value"},
    # "si lanzaste un hechizo que no sea criatura este turno", "si la lanzaste desde tu mano"
    "V_OBJ": {
        form: verb
        for verb, forms in (
            # "si lo jugaste de tu mano": the card itself, a spell then, so cast (older printed "play")
            ("cast", ("lanzaste", "lanzaron", "lo lanzaste", "la lanzaste", "lo jugaste", "la jugaste")),
            ("play", ("jugaste", "jugó", "jugaron")),
        )
        for form in forms
    },
    # "Puedes jugar una tierra adicional este turno" (the English "an additional land")
    "QUALIFIER": {"adicional": "additional", "adicionales": "additional"},
    "TIMING": {
        f"esta habilidad {only} se dispara {once}": "once_each_turn"
        for only in ("solo", "sólo")
        for once in ("una vez por turno", "una vez cada turno")
    },
}

# a number compared: "~ no puede ser bloqueado por más de una criatura", "con fuerza menor o igual a 2"
MODERN_WORDS["COMPARE"] = {
    "más de": "more",
    "menor que": "less",
    "mayor que": "greater",
    "menor o igual a": "at_most",
    "menor o igual que": "at_most",
    "mayor o igual a": "at_least",
    "mayor o igual que": "at_least",
}
# numbers added: "donde X es 1 más el número de cartas en tu mano", "su fuerza más su resistencia"
MODERN_WORDS["PLUS"] = {"más": "plus"}
# "Ese jugador adivina si …" is a guess, not scry ("Adivina 2"): read apart, so that no rule takes it for scry
MODERN_WORDS["GUESS"] = {"adivina si": "guess", "adivinar si": "guess"}
# "Elige una carta de ahí" (the English "choose a card from it": from among the cards revealed)
MODERN_WORDS["QUALIFIER"] |= {"de ahí": "from_among", "de entre ellas": "from_among", "de entre ellos": "from_among"}
# "Siempre que un jugador gire una tierra para obtener maná" (the English "taps a land for mana")
MODERN_WORDS["QUALIFIER"] |= {"para obtener maná": "for_mana"}
MODERN_WORDS["WITH_STAT"] = MODERN_WORDS["WITH_STAT"] | {
    "con un coste de maná convertido": "mana_value",
    "con un coste de maná convertido de": "mana_value",
}
MODERN_WORDS["TIMING"] |= {
    f"{verb} esta habilidad {only} {when} {play} un conjuro": "sorcery"
    for verb in ("activa", "juega")
    for only in ("sólo", "solo")
    for when in ("cuando puedas", "en cualquier momento en que pudieras", "en cualquier momento en que puedas")
    for play in ("lanzar", "jugar")
}
# "NIVEL 1-3", "NIVEL 4+": a leveler's level (rule 711), the English "LEVEL 4+"
MODERN_WORDS["COUNTER_KIND"] |= {"nivel": "level"}
MODERN_WORDS["OR_MORE"] = {"+": "or_more"}
