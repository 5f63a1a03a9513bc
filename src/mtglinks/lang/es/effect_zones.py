"""The Spanish zone names of the effect grammar (the terminal ZONE: "tu cementerio", "la mano de su propietario", "el
fondo de tu biblioteca"), merged by `effects.py`."""

from __future__ import annotations

from mtglinks.kinds import Zone

_LIBRARY = str(Zone.LIBRARY)
_GRAVEYARD = str(Zone.GRAVEYARD)
_HAND = str(Zone.HAND)
_BATTLEFIELD = str(Zone.BATTLEFIELD)

ZONE_WORDS: dict[str, str] = (
    {
        "el campo de batalla": _BATTLEFIELD,
        "campo de batalla": _BATTLEFIELD,
        "juego": _BATTLEFIELD,
        "el juego": str(Zone.EXILE),
        "tu cementerio": _GRAVEYARD,
        "un cementerio": _GRAVEYARD,
        "su cementerio": _GRAVEYARD,
        "el cementerio de su propietario": _GRAVEYARD,
        "los cementerios de sus propietarios": _GRAVEYARD,
        "el cementerio de ese jugador": _GRAVEYARD,
        "el cementerio del jugador objetivo": _GRAVEYARD,
        "todos los cementerios": _GRAVEYARD,
        "cualquier cementerio": _GRAVEYARD,
        "tu mano": _HAND,
        "su mano": _HAND,
        "la mano de su propietario": _HAND,
        "las manos de sus propietarios": _HAND,
        "la mano de ese jugador": _HAND,
        "la mano del jugador objetivo": _HAND,
        "tu biblioteca": _LIBRARY,
        "su biblioteca": _LIBRARY,
        "la biblioteca de su propietario": _LIBRARY,
        "la biblioteca de ese jugador": _LIBRARY,
        "la biblioteca del jugador objetivo": _LIBRARY,
        "la parte superior de tu biblioteca": _LIBRARY,
        "la parte superior de su biblioteca": _LIBRARY,
        "la parte superior de la biblioteca de su propietario": _LIBRARY,
        "la parte inferior de tu biblioteca": _LIBRARY,
        "la parte inferior de su biblioteca": _LIBRARY,
        "la parte inferior de la biblioteca de su propietario": _LIBRARY,
        "la parte inferior de tu biblioteca en un orden aleatorio": _LIBRARY,
        "la parte inferior de tu biblioteca en cualquier orden": _LIBRARY,
        "el exilio": str(Zone.EXILE),
        "el fondo de tu biblioteca": _LIBRARY,
        "el fondo de su biblioteca": _LIBRARY,
        "el fondo de la biblioteca de su propietario": _LIBRARY,
    }
    # after "del"/"de": "exilia todas las cartas del cementerio del jugador objetivo"
    | {
        f"{zone} {whose}": value
        for zone, value in (("cementerio", _GRAVEYARD), ("biblioteca", _LIBRARY), ("mano", _HAND))
        for whose in (
            "de un oponente",
            "del jugador objetivo",
            "del oponente objetivo",
            "de ese jugador",
            "de su propietario",
            "de su controlador",
            "de cada oponente",
            "de cada jugador",
        )
    }
    | {"el cementerio de un oponente": _GRAVEYARD, "el cementerio del oponente objetivo": _GRAVEYARD}
)
