"""Spanish words of the effect grammar for another player's life total ("el total de vidas del jugador objetivo", the
English "target player's life total"), merged at the end of `effects.py`."""

from __future__ import annotations

_WHOSE = {
    "del jugador objetivo": "target_player",
    "del oponente objetivo": "target_opponent",
    "de cada jugador": "each_player",
    "de cada oponente": "each_opponent",
    "de ese jugador": "that_player",
    "de su controlador": "its_controller",
}

LIFE_TOTAL_WORDS: dict[str, dict[str, str]] = {
    # "Duplica el total de vidas del jugador objetivo." (Beacon of Immortality), "el total de vidas de ese jugador se
    # convierte en 1" (Master of Cruelties): a player's life total as a number, as "tu total de vidas" is one (the
    # English "each player's life total" reads `life_total:each_player`)
    "QUANTITY": {f"el total de vidas {whose}": f"life_total:{who}" for whose, who in _WHOSE.items()},
}
