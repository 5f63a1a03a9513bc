"""Spanish words of the effect grammar that sentences exiling cards need (rule 607.2a/b's acting half, issue #23), as
data: the zone of an opponent named with its article, a target library, how the cards lie after them, an object other
than the card, the creature in combat with it, and "del juego" (from the game) after a zone. Merged by `effects.py`
after the other tables."""

from __future__ import annotations

EXILE_WORDS: dict[str, dict[str, str]] = {
    # "ese jugador remueve del juego boca abajo la carta de la parte superior de la biblioteca de un oponente" (Shared
    # Fate), as "la biblioteca de cada oponente" reads (effect_counts.py)
    "ZONE": {f"la {zone} de un oponente": value for zone, value in (("biblioteca", "library"), ("mano", "hand"))}
    # older printed "target library": "remueve del juego la carta de la parte superior de la biblioteca objetivo"
    # (Circu, Dimir Lobotomist), as "la biblioteca del jugador objetivo" reads (effect_zones.py)
    | {"la biblioteca objetivo": "library"}
    # "puedes remover del juego dos cartas de conjuro objetivo de un único cementerio" (Spellweaver Helix), as "de un
    # solo cementerio" reads (effect_keyword_wordings.py; the English "from a single graveyard")
    | {"un único cementerio": "graveyard"}
    # "Exilia todas las cartas de las manos y los cementerios de todos los oponentes." (Ashiok, Nightmare Weaver; the
    # English "from all opponents' hands and graveyards", the second zone an object of its own)
    | {"las manos": "hand", "los cementerios de todos los oponentes": "graveyard"},
    # how the cards lie, after them: "ese jugador remueve del juego esa carta boca arriba" (Uba Mask), as "boca abajo"
    # reads (effects.py; the English "face up")
    "TAPPED": {"boca arriba": "face_up"},
    # "puedes exiliar el permanente objetivo que no sea tierra distinto del Ángel de admonición" (Admonition Angel), as
    # "que no sea ~" reads (effect_clauses.py; the English "other than ~")
    "OTHER_THAN": {f"distint{end} de": "other_than" for end in ("o", "a", "os", "as")},
    # the creature in combat with the card: "Remueve del juego la criatura objetivo que bloquea o es bloqueada por las
    # Hermanas de la muerte pétrea." (Sisters of Stone Death; the English "blocking or blocked by ~")
    "QUALIFIER": {f"que bloquea o es bloquead{end} por ~": "blocking_or_blocked_by_self" for end in ("o", "a")}
    # "exilia cartas de la parte superior de su biblioteca hasta que exilie una carta con la que comparta un tipo de
    # carta" (Possibility Storm; the English "a card that shares a card type with it")
    | {"con la que comparta un tipo de carta": "share:card_type:with:anaphora"},
    # "puedes exiliar el permanente objetivo que no sea tierra que no se llame Esfera de detención y todos los otros
    # permanentes con el mismo nombre que ese permanente" (Detention Sphere; the English "not named ~")
    "NAMED": {"que no se llame": "not_named", "que no se llamen": "not_named"},
}

# "del juego" right after the zone an object is taken from, or after its "objetivo", is "from the game" (exile), as
# after a noun (effect_tails.py): "Remueve la carta de criatura objetivo de tu cementerio del juego." (Death-Mask
# Duplicant's imprint)
EXILE_AFTER: dict[str, dict[str, dict[str, str]]] = {
    after: {"FROM_GAME_ES": {"del juego": "exile"}} for after in ("ZONE", "TARGET")
}
