"""Spanish words of the effect grammar for what is someone's ("tu comandante", the English "your commander") and for
every colour or subtype an object is ("es de todos los colores", the English "is all colors"), merged by
`effects.py`."""

from __future__ import annotations

POSSESSIVE_WORDS: dict[str, dict[str, str]] = {
    # "Mientras controles a tu comandante, ~ obtiene +2/+2" (the English "your commander"): "tu" before a noun that no
    # phrase of the lexicon holds ("tu mano", "tu cementerio" stay zones, the longer phrase wins)
    "POSS_PRONOUN": {"tu": "you", "tus": "you"},
    "NOUN": {"comandante": "commander", "comandantes": "commander"},
    # "~ puede ser tu comandante." (the English "~ can be your commander", one verb of the lexicon there too)
    "V_NUM": {"puede ser tu comandante": "be_commander"},
    # "a cada criatura que controle tu oponente" (older two-player text; the Oracle's "your opponents")
    "PLAYER": {"tu oponente": "your_opponents"},
}

_COLOR_FORMS = {
    "white": ("blanco", "blanca", "blancos", "blancas"),
    "blue": ("azul", "azules"),
    "black": ("negro", "negra", "negros", "negras"),
    "red": ("rojo", "roja", "rojos", "rojas"),
    "green": ("verde", "verdes"),
}

POSSESSIVE_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # "~ es una criatura Elemental blanca y azul 4/4" (the English "a 4/4 white and blue Elemental creature"): a second
    # colour of the same object, not "y" joining another object
    "COLOR": {"COLOR": {f"y {form}": color for color, forms in _COLOR_FORMS.items() for form in forms}},
    # "ganan todos los tipos de criatura" (the English "gain all creature types"); "un oponente gana su control" (the
    # English "an opponent gains control of it"): whose control, "su", the object
    "GAIN": {
        "EVERY_TYPE": {"todos los tipos de criatura": "creature_type"},
        "CONTROL_ITS_ES": {"su control": "anaphora"},
    },
    # "~ es de todos los colores." (the English "~ is all colors"), "es de todos los tipos de criatura", "son de todos
    # los tipos de tierra básica además de sus otros tipos" (the English "is every creature type"): only after "es"
    "BE": {
        "ALL": {"de todos los": "all"},
        "EVERY_TYPE": {
            "de todos los tipos de criatura": "creature_type",
            "de todos los tipos de tierra básica": "basic_land_type",
        },
    },
}
