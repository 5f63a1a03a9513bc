"""Spanish words of the effect grammar for parts of object phrases (a part of the damage referred to, the state an
object is put in), merged by `effects.py`."""

from __future__ import annotations

OBJECT_PART_WORDS: dict[str, dict[str, str]] = {
    # "Si una criatura fuera a hacerte daño, prevén 1 punto de ese daño." (the English "prevent 1 of that damage"): the
    # points counted of the damage referred to, one phrase so that "1 punto de daño" stays damage
    "POINTS_OF_REF_ES": {f"{points} de ese daño": "anaphora" for points in ("punto", "puntos")},
    # "pon en el campo de batalla una ficha de criatura Trasgo roja 1/1 girada y atacando" (the English "tapped and
    # attacking"): one state, not "y" joining a second object "atacando"
    # "El propietario de ~ la baraja en su biblioteca." (the English "~'s owner shuffles it into their library"): the
    # card's own owner or controller, as "el propietario de esa criatura" reads (lang/es/effect_clauses.py)
    "PLAYER": {"el propietario de ~": "its_owner", "el controlador de ~": "its_controller"},
    # "pon en juego una ficha de criatura Horror negra 4/4 bajo el control del oponente objetivo" (the Oracle's "target
    # opponent creates a 4/4 black Horror creature token"): whose control the token is put under (`under:<who>`)
    "UNDER_YOUR_CONTROL": {"bajo el control del oponente objetivo": "target_opponent"},
    # "Si ganas, repite este proceso." (the English "repeat this process"): the verb with its object, as English reads
    "V_NUM": {"repite este proceso": "repeat", "repita este proceso": "repeat"},
    # "Obtienes un emblema con "…"" (the English "You get an emblem with "…""): the quoted ability is the emblem's
    "EMBLEM": {f"{get} un emblema con": "emblem" for get in ("obtienes", "obtiene", "obtén")},
    "TAPPED": {f"{tapped} y atacando": "tapped_attacking" for tapped in ("girado", "girada", "girados", "giradas")},
}

OBJECT_PART_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # "Exilia hasta dos cartas objetivo de los cementerios." (the English "from graveyards"): the zone of any player,
    # only after "de" ("en cementerios" after an object would read "en" as where the cards go)
    "FROM": {"ZONE": {"los cementerios": "graveyard", "cementerios": "graveyard"}},
}
