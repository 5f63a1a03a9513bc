"""Spanish words of the effect grammar for keywords told in other words: one an object "can't have or gain" ("no
pueden tener ni ganar esa habilidad", the English "can't have or gain trample") and vigilance in older text ("no se
giran al atacar", the Oracle's "have vigilance"), merged by `effects.py`."""

from __future__ import annotations

_NO_TAP = {"no se gira al atacar": "vigilance", "no se giran al atacar": "vigilance"}

KEYWORD_WORDING_WORDS: dict[str, dict[str, str]] = {
    # "Los Clérigos no se giran al atacar." (Akroma's Devoted; the Oracle's "Cleric creatures have vigilance"), "obtiene
    # +1/+1 y no se gira al atacar": the keyword an object has, as "tienen la habilidad de vigilancia" reads
    "NO_TAP_ATTACK_ES": _NO_TAP,
}

KEYWORD_WORDING_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # "no pueden tener ni ganar esa habilidad", "no pueden tener las habilidades de antimaleficio o velo" (the English
    # "can't have hexproof or shroud"): "tener" only after "no puede(n)", so that it reads nowhere else
    "CANT": {"GAIN": {"tener": "have"}},
    # "pierden la habilidad de arrollar y no pueden tener ni ganar esa habilidad" (the English "can't have or gain
    # trample"): the keyword named before, only after a verb of having or gaining
    "GAIN": {"KEYWORD": {"esa habilidad": "that_ability"}},
    # "El Cantívoro no se gira al atacar." alone is the card's keyword line (the Oracle prints "Vigilance" alone), read
    # as "~ es indestructible" is (lang/es/effect_phrases.py: only with a bound after it)
    "SELF": {"SELF_KEYWORD": _NO_TAP},
}

# What the creature devoured as it entered (607.2g), in the past tense of printed text: "~ tiene las habilidades de
# volar y arrollar si devoró una criatura." (the English "if it devoured a creature"), "ganas 2 vidas por cada
# criatura que devoró." (the English "for each creature it devoured")
KEYWORD_WORDING_WORDS |= {
    "FIXED_COND": {"devoró una criatura": "devoured"},
    "QUALIFIER": {"que devoró": "devoured_by_it"},
}

# "removida del juego" is older text's "exiled" ("cada carta removida del juego con ~", the English "each card exiled
# with ~"), as "exiliada con ~" reads (lang/es/effect_phrases.py)
KEYWORD_WORDING_WORDS["QUALIFIER"] |= {
    f"{removed} del juego con ~": "exiled_with_self" for removed in ("removida", "removidas")
}
# "una carta removida del juego con ~ de la cual eres propietario" (the English "a card you own exiled with ~"): who
# owns the object, as "que posees" reads
KEYWORD_WORDING_WORDS["CONTROLLER"] = {
    f"de {which} eres propietario": "owner_you" for which in ("la cual", "las cuales", "el cual", "los cuales")
}

# "hasta X criaturas objetivo ganan cada una las habilidades de intimidar y prisa" (the English "each gain"), as
# "obtienen cada una" reads (lang/es/effect_states_except.py); "de un solo cementerio" (the English "from a single
# graveyard")
KEYWORD_WORDING_WORDS |= {
    "GAIN": {"ganan cada una": "gain", "ganan cada uno": "gain"},
    "ZONE": {"un solo cementerio": "graveyard"},
}

# "Mientras ~ sea monstruoso, tiene la habilidad de alcance." (the English "As long as ~ is monstrous"), as "esté
# equipado" reads; "todas las cartas llamadas ~" (the English "all cards named ~"), as "una carta llamada ~" reads; "en
# el fondo de las bibliotecas de sus propietarios" (the English "on the bottom of their owners' libraries")
KEYWORD_WORDING_WORDS |= {
    "STATUS": dict.fromkeys(("monstruoso", "monstruosa", "monstruosos", "monstruosas"), "monstrous"),
    "NAMED": {"llamadas": "named", "llamados": "named"},
    "ZONE": KEYWORD_WORDING_WORDS["ZONE"]
    | {
        f"{part} las bibliotecas de sus propietarios": "library"
        for part in ("el fondo de", "la parte superior de", "la parte inferior de")
    },
}
# "… te haga descartar ~", "… te hace descartar ~" (the English "causes you to discard ~"): the player made to discard,
# the verb with it (so that "te hace" stays "deals you" elsewhere)
KEYWORD_WORDING_WORDS["CAUSES_DISCARD_ES"] = {f"te {does} descartar": "you" for does in ("hace", "haga")}
# "Cuando te hagan daño de combate, sacrifica ~." (the English "When you're dealt combat damage"): the impersonal plural
# with "te", the player dealt damage (as the English PLAYER_DEALT "you're dealt"); only before "daño"
KEYWORD_WORDING_WORDS["PLAYER_DEALT"] = {"te hagan": "you"}
# "Controlas al jugador objetivo durante el próximo turno de ese jugador." (the English "during that player's next
# turn"), "durante sus pasos de enderezar" (the English "during their untap steps"): as `effect_wording._during` writes
KEYWORD_WORDING_WORDS["DURING"] = {
    "durante el próximo turno de ese jugador": "that_player_next:turn",
    "durante sus pasos de enderezar": "their:untap_step",
}
# a player's maximum hand size (rule 402.2): whose, then how it changes
KEYWORD_WORDING_WORDS |= {
    "HAND_SIZE_ES": {
        "tu tamaño máximo de mano": "you",
        "el tamaño máximo de tu mano": "you",
        "el tamaño máximo de mano de cada oponente": "each_opponent",
        "el tamaño máximo de mano de cada jugador": "each_player",
    },
    "SIZE_CHANGE": {
        f"{verb} en": value
        for verb, value in (("se reduce", "reduce"), ("aumenta", "increase"), ("se incrementa", "increase"))
    },
}
# "y la exilias", "y la pone en juego girada": the pronoun and its verb, only after "y" (lang AFTER), where "la" would
# otherwise be read as an article opening another object
KEYWORD_WORDING_AFTER["AND"] = {
    "IT_VERB_ES": {
        f"{it} {verb}": value
        for it in ("la", "las", "lo", "los")
        for verb, value in (("exilias", "exile"), ("pone", "put"), ("pones", "put"))
    }
}
# "~ es azul." (the colour indicator's words, which the Oracle leaves out): the card's own colour, one word after "~",
# read only with a bound after it ("~ es incoloro hasta el final del turno")
_COLOR_FORMS = {
    "white": ("blanco", "blanca"),
    "blue": ("azul",),
    "black": ("negro", "negra"),
    "red": ("rojo", "roja"),
    "green": ("verde",),
    "colorless": ("incoloro", "incolora"),
}
KEYWORD_WORDING_AFTER["SELF"]["SELF_COLOR_ES"] = {
    f"es {form}": color for color, forms in _COLOR_FORMS.items() for form in forms
}
