"""Spanish words of the choices a card makes (607.2d/f/m) that the other tables lack, read after a neighbour (the
terminal before -> terminal -> phrase -> value): added by `effects.py`.

A choice between two named sides or words ("elige kans o dragones", "cada jugador elige guerra o paz"), as English
reads "choose Khans or Dragons" (the value `<one>_or_<other>` the options are read from, `features/choice_queries.py`);
the parity and direction choices as the English "odd or even", "left or right"; a color word; a second choice made
with the first ("elige un color y un tipo de criatura").
"""

from __future__ import annotations

from mtglinks.lang.es.effect_phrases import CHOICES

# the two sides or words the cards name, as "elige <una> o <otra>" prints them (lower case)
_SIDES = (
    ("kans", "dragones"),
    ("guerra", "paz"),
    ("amigo", "enemigo"),
)

CHOICE_AFTER: dict[str, dict[str, dict[str, str]]] = {
    "CHOOSE": {
        "CHOICE": {f"{a} o {b}": f"{a}_or_{b}" for a, b in _SIDES}
        | {
            "par o impar": "parity",  # "elige par o impar" (the English "choose odd or even")
            "izquierda o derecha": "direction",  # "elige izquierda o derecha" ("choose left or right")
            "una palabra de color": "color_word",  # "elige una palabra de color" ("choose a color word")
        }
    },
    # "al jugador elegido", "en la mano del jugador elegido": the chosen player after "al", "del" (the article in them)
    "TO": {"REF": {"jugador elegido": "chosen", "oponente elegido": "chosen"}},
    # "Tienes protección contra el nombre elegido." (the English "protection from the chosen name")
    "FROM": {"REF": {"jugador elegido": "chosen", "oponente elegido": "chosen", "el nombre elegido": "chosen"}},
    # "elige un color y un tipo de criatura": "y" opens the second choice, read as one word with it (the kinds of
    # value only, not the modes "uno", "dos")
    "CHOICE": {
        "CHOICE": {
            f"y {phrase}": kind for phrase, kind in CHOICES.items() if phrase.startswith(("un ", "una ")) and kind != "mode"
        }
    },
}
