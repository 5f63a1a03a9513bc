"""Spanish words of the effect grammar (printed and modern Spanish text), merged by `effects.py`."""

from __future__ import annotations

SE_CLITIC_WORDS: dict[str, dict[str, str]] = {
    # "Agrega X maná de cualquier combinación de {W} y/o {U}" (the English "X mana in any combination of {W} and/or
    # {U}"): the symbols after the phrase are read by the shared `mana_of_symbols` (a phrase cannot hold a symbol)
    "MANA_OF": {
        f"{mana} {of} cualquier combinación de": "any_combination_of"
        for mana in ("maná", "manás")
        for of in ("de", "en")
    },
    # "Luego cada jugador que buscó en su biblioteca de esta manera la baraja." (the English "each player who searched
    # their library this way"): the past of "busca en"
    "SEARCH": {"buscó en": "search", "buscaron en": "search"},
    # "El tipo de ~ es del tipo de criatura de tu elección hasta el final del turno." (the English "~ becomes the
    # creature type of your choice"): the type of what, and the type it is (SE_CLITIC_AFTER)
    "TYPE_OF_ES": {"el tipo de": "type"},
    # "una carta del exilio de la que ese jugador sea propietario" (the English "a card an opponent owns from exile"):
    # "del" is "de" + "el", the zone's article in the preposition
    "ZONE": {"exilio": "exile"},
    "CONTROLLER": {
        f"de {which} que {who} {owns}": value
        for which in ("la", "las", "el", "los")
        for who, owns, value in (
            ("ese jugador", "sea propietario", "owner_that_player"),
            ("un oponente", "sea propietario", "owner_opponent"),
            ("tus oponentes", "sean propietarios", "owner_opponent"),
        )
    },
    # "Agrega a tu reserva de maná un maná de cualquier color que pudiera producir una tierra que controla un oponente."
    # (the English "one mana of any color that a land an opponent controls could produce"): the kind, ":" the lands
    "MANA": {
        f"un maná de cualquier {kind} que {could} producir una tierra que {controls}": f"{kind_value}:{lands}"
        for kind, kind_value in (("color", "any_color"), ("tipo", "any_type"))
        for could in ("pudiera", "podría", "pueda")
        for controls, lands in (
            ("controla un oponente", "lands_opponent_controls"),
            ("controle un oponente", "lands_opponent_controls"),
            ("controlas", "lands_you_control"),
            ("controles", "lands_you_control"),
        )
    },
    # "Prevén todo el daño que se le fuera a hacer y que fuera a hacer la criatura encantada." (the English "Prevent all
    # damage that would be dealt to and dealt by enchanted creature"), both orders; "Prevén todo el daño de combate que
    # se fuera a hacer a los jugadores este turno" (no pronoun before the verb)
    "WOULD_BE_DEALT": {
        f"{first} y {second}{to}": "dealt_to_and_by"
        for first, second in (
            ("que se le fuera a hacer", "que fuera a hacer"),
            ("que fuera a hacer", "que se le fuera a hacer"),
            ("que se les fuera a hacer", "que fuera a hacer"),
            ("que fuera a hacer", "que se les fuera a hacer"),
        )
        for to in ("", " a")
    }
    | {f"que se {would} a hacer{to}": "dealt" for would in ("fuera", "fueran") for to in ("", " a")},
    # "Prevén todo el daño que no sea de combate que se le fuera a hacer a …" (the English "noncombat damage")
    "DAMAGE": {"daño que no sea de combate": "noncombat_damage"},
    # "Todo el daño que se te fuera a hacer, en vez de eso, se le hace a ~." (the English "All damage that would be
    # dealt to you is dealt to ~ instead"): the passive with "se" that says where the damage goes
    "DEALT_ES": {
        f"se {pronoun}{make}": "dealt" for pronoun in ("", "le ", "les ", "te ") for make in ("hace", "hacen")
    },
    # "La criatura objetivo hace daño igual a su fuerza a sí misma." (the English "to itself")
    "REF": {f"sí {same}": "anaphora" for same in ("mismo", "misma", "mismos", "mismas")},
    # "~ sólo puede bloquear criaturas con la habilidad de volar." (the English "can block only"): one word, as "sólo"
    # (ONLY) opens other rules
    "CAN_ONLY_ES": {f"{only} {can}": "can_only" for only in ("sólo", "solo") for can in ("puede", "pueden")},
    # "Siempre que la tierra encantada se gire para obtener maná" (the English "is tapped for mana", event `tap`)
    "EVENT_VERB": {f"{tap} para obtener maná": "tap" for tap in ("se gire", "se giren", "sea girada", "sea girado")},
    # "Siempre que un jugador use la habilidad de ciclo de una carta", "Cuando uses el ciclo de ~" (the English "cycles
    # a card", "When you cycle ~")
    "V_OBJ": {
        f"{use} {what} de": "cycle"
        for use in ("use", "uses", "utilice", "utilices", "usa", "usas")
        for what in ("la habilidad de ciclo", "el ciclo")
    },
    # "si ~ está suspendido" (the English "if ~ is suspended", rule 702.62b)
    "STATUS": {"suspendido": "suspended", "suspendida": "suspended"},
    # "Las criaturas con fuerza menor que ~ no pueden bloquearlo." (the English "can't block it"): the object "it"
    # joined to the verb
    "BLOCK_IT_ES": {f"bloquear{it}": "block" for it in ("lo", "la", "los", "las")},
    # "Puedes jugar una tierra adicional en cada uno de tus turnos." (the English "on each of your turns")
    "DURATION": {
        "en cada uno de tus turnos": "each_of_your_turns",
        "durante cada uno de tus turnos": "each_of_your_turns",
    },
    # "ganas 1 vida por cada criatura que murió este turno" (the English "that died this turn")
    "QUALIFIER": {f"que {died} este turno": "died_this_turn" for died in ("murió", "murieron")},
    # "Si ese maná se usa en un hechizo de criatura, …" (the English "If that mana is spent on a creature spell")
    "MANA_SPENT_ES": {
        f"{that} maná se {use} {how}": value
        for that in ("ese", "este")
        for use in ("usa", "gasta")
        for how, value in (("en", "on"), ("para lanzar", "to_cast"))
    },
}

# words read so only right after the terminal named first ("es" before the type chosen: elsewhere "del tipo de criatura
# de tu elección" is a post-modifier, "cartas de criatura del tipo de criatura de tu elección")
SE_CLITIC_AFTER: dict[str, dict[str, dict[str, str]]] = {
    "BE": {
        "TYPE_CHOICE_ES": {
            f"del {what} de tu elección": "of_choice"
            for what in ("tipo de criatura", "tipo de tierra básica", "color", "color o colores")
        }
    },
    # "~ hace 2 puntos de daño a cada criatura con la habilidad de volar y a cada jugador": after a keyword, "y a" joins
    # the next object (the list of keywords would read "y" as its own)
    "KEYWORD": {"AND_TO_ES": {"y a": "and"}},
    # "Todas las criaturas atacan cada combate si pueden." (the English "attack each combat if able")
    "ATTACK": {"DURATION": {"cada combate": "each_combat"}},
}
