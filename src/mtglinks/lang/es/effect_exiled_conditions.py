"""Spanish words of the conditions under which an ability may play the card another ability exiled (hideaway, rule
702.75; 607.2a), as the English tables read them: added to the tables by `effects.py`."""

from __future__ import annotations

EXILED_CONDITION_WORDS: dict[str, dict[str, str]] = {
    # being dealt damage, the past of "recibir" (the English "was dealt"): "si un oponente recibió 7 o más puntos de
    # daño este turno" (Loma espina rocosa)
    "DEALT": {"recibió": "dealt", "recibieron": "dealt", "ha recibido": "dealt", "han recibido": "dealt"},
    # any player's library, as "un cementerio" reads (the English "a library"): "si una biblioteca tiene veinte o menos
    # cartas" (Isla muelle caparazón, Shelldock Isle's "if a library has twenty or fewer cards in it")
    "ZONE": {"una biblioteca": "library"},
}
