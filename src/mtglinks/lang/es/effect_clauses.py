"""Spanish words of the verb side of the effect grammar beside `effect_verbs.py`, as data: what a clause
says besides its verb (a characteristic defined, mana kept for a purpose, "as though it had"), conditions
read whole, who controls, and the words of a prevention ("Prevén todo el daño que fuera a hacer …").
"""

from __future__ import annotations

_COLORS = ("blanco", "azul", "negro", "rojo", "verde")
_STAT_OWNERS = ("~", "esta criatura", "esa criatura", "esta ficha", "la criatura encantada", "la criatura equipada")


def stats() -> dict[str, str]:
    """ "La fuerza de ~ es igual al", "Tanto la fuerza como la resistencia de ~ son iguales a": a characteristic
    the text defines (rule 604.3), the English STAT_IS."""
    stat = {
        "la fuerza de {} es igual": "power",
        "la resistencia de {} es igual": "toughness",
        "la fuerza y resistencia de {} son iguales": "power_toughness",
        "la fuerza y la resistencia de {} son iguales": "power_toughness",
        "tanto la fuerza como la resistencia de {} son iguales": "power_toughness",
        "tanto la fuerza como la resistencia de {} son cada una igual": "power_toughness",
    }
    out: dict[str, str] = {}
    for phrase, value in stat.items():
        for owner in _STAT_OWNERS:
            for to in (" a", " al"):
                out[phrase.format(owner) + to] = value
    return out


CLAUSE_WORDS: dict[str, dict[str, str]] = {
    # "~ es imbloqueable este turno" (older wording of "can't be blocked")
    "UNBLOCKABLE": {"es imbloqueable": "unblockable", "son imbloqueables": "unblockable"},
    "STAT_IS": stats(),
    # "puede bloquear como si tuviera la habilidad de volar"
    "AS_THOUGH_HAD": {"como si tuviera": "had", "como si tuvieran": "had"},
    # "Usa este maná sólo para lanzar hechizos de criatura"
    "SPEND_ONLY": {
        f"{verb} {what} maná {only} para": "only_to"
        for verb in ("usa", "gasta")
        for what in ("este", "ese")
        for only in ("sólo", "solo")
    },
    # "criatura objetivo que no sea ~": another object than the one named ("que no sea negra" stays a NONTYPE)
    "OTHER_THAN": {"que no sea": "other_than", "que no sean": "other_than"},
    # a causative: "puedes hacer que ~ haga 1 punto de daño al jugador objetivo" ("you may have ~ deal …")
    "GAIN": {"hacer que": "have", "haz que": "have"},
    # "si ~ fue estimulado": the kicker paid (the English "was kicked")
    "PAID": {
        "fue estimulado": "kicked",
        "fue estimulada": "kicked",
        "fue lanzado": "cast",
        "fue lanzada": "cast",
    },
    "FIXED_COND": {
        "no se lanzaron hechizos en el último turno": "no_spells_last_turn",
        "no se lanzaron hechizos el último turno": "no_spells_last_turn",
        "un jugador lanzó dos o más hechizos en el último turno": "two_spells_last_turn",
        "un jugador lanzó dos o más hechizos el último turno": "two_spells_last_turn",
        "se pagó el coste de estímulo": "paid:kicked",
        "pagaste el coste de estímulo": "paid:kicked",
        "se pagó el coste de recuperar": "paid:buyback",
        "pagaste el coste de recuperar": "paid:buyback",
    },
    "FIXED_CLAUSE": {
        "~ no se gira al atacar": "tap:not_when_attacking",
        "esta criatura no se gira al atacar": "tap:not_when_attacking",
    },
    # "Prevén todo el daño que fuera a hacer la criatura encantada": the damage its source would deal
    "WOULD_DEAL": {f"que {would} a hacer": "deal" for would in ("fuera", "fueran", "fuese", "fuesen")},
    "ALL": {"todo el": "all"},
    # a replacement: "Si una fuente fuera a hacer daño a un jugador, …", "si el jugador objetivo fuera a robar …"
    "WOULD": {"fuera a": "would", "fueran a": "would"},
    "EVENT_VERB": {
        "ir a un cementerio": "put_into_graveyard",
        "ir a tu cementerio": "put_into_graveyard",
        "ir al cementerio de un oponente": "put_into_graveyard",
        "ser puesta en un cementerio": "put_into_graveyard",
        "ser puesto en un cementerio": "put_into_graveyard",
    },
    "NO_UNTAP": {
        f"no se {untap} durante {when}": "untap"
        for untap in ("endereza", "enderezan")
        for when in (
            "el próximo paso de enderezar de sus controladores",
            "los próximos pasos de enderezar de sus controladores",
            "el paso de enderezar de su controlador",
            "los pasos de enderezar de sus controladores",
        )
    },
    # "mientras controles a tu comandante": the personal "a" before what is controlled
    "CONTROLLER": {"controles a": "you", "controlas a": "you"},
    "SAME": {
        "el mismo nombre": "name",
        "el mismo coste de maná convertido": "mana_value",
        "el mismo valor de maná": "mana_value",
    },
    "QUALIFIER": {
        "que recibió daño de ~ este turno": "dealt_damage_by_self_this_turn",
        "que haya recibido daño de ~ este turno": "dealt_damage_by_self_this_turn",
        "que hayan recibido daño de ~ este turno": "dealt_damage_by_self_this_turn",
        "que recibieron daño de ~ este turno": "dealt_damage_by_self_this_turn",
        "que atacaron este turno": "attacked_this_turn",
        "que atacó este turno": "attacked_this_turn",
    },
    "NUMBER_OF": {"número de": "number_of"},  # "iguales al número de cartas en tu mano"
    # "Puedes pagar {W}{U}{B}{R}{G} en lugar de pagar el coste de maná de ~"
    "RATHER_THAN": {
        f"en lugar de pagar {cost}": "mana_cost"
        for cost in ("el coste de maná de ~", "su coste de maná", "el coste de maná de este hechizo")
    },
    # "Puedes jugar ~ en cualquier momento en que pudieras jugar un instantáneo" (flash)
    "ANY_TIME": {
        f"en cualquier momento en que {could} {play} un {what}": value
        for could in ("pudieras", "puedas")
        for play in ("jugar", "lanzar")
        for what, value in (("instantáneo", "instant"), ("conjuro", "sorcery"))
    },
    "UNDER_YOUR_CONTROL": {
        "bajo el control de un oponente": "opponent",
        "bajo el control de sus propietarios": "owner",
        "bajo el control de ese jugador": "that_player",
        "bajo el control del jugador objetivo": "target_player",
    },
    # landwalk granted: "gana la habilidad de cruzar islas" (the keyword itself is "cruza islas")
    "KEYWORD": {
        f"{lead} cruzar {land}": f"{land_en}walk"
        for lead in ("la habilidad de", "habilidad de")
        for land, land_en in (
            ("bosques", "forest"),
            ("islas", "island"),
            ("pantanos", "swamp"),
            ("montañas", "mountain"),
            ("llanuras", "plains"),
        )
    },
    "ZONE": {"cualquier parte": "anywhere", "cualquier lugar": "anywhere"},
    # "Puedes elegir no enderezar ~ durante tu paso de enderezar"
    "CHOOSE_NOT": {"elegir no": "choose_not", "elige no": "choose_not"},
    "DURING": {"durante tu paso de enderezar": "your_untap_step", "durante el combate": "combat"},
    # "si se usó {R} para jugar ~", "si se usó {G} para jugarlo": the colour of mana spent (the English "if {R} was
    # spent to cast ~"); "se usó" is only the passive's words (grammar/effects-es.lark)
    "_SPENT_USED": {"se usó": "used", "se haya usado": "used", "se gastó": "used"},
    "SPENT_TO_CAST": {"para jugar": "spent", "para lanzar": "spent", "para pagar": "spent"},
    "SPENT_TO_IT": {f"para {verb}{it}": "anaphora" for verb in ("jugar", "lanzar", "pagar") for it in ("lo", "la")},
    # "Muestra cartas … hasta que muestres una carta de criatura": what ends a repeated action
    "UNTIL": {"hasta que": "until"},
    # "donde X es tu devoción al verde", "tu devoción al azul y al rojo"
    "QUANTITY": {
        f"tu devoción al {first}{second}": "devotion"
        for first in _COLORS
        for second in ("", *(f" y al {other}" for other in _COLORS if other != first))
    },
}


def _controllers() -> dict[str, str]:
    """ "el controlador de esa criatura", and after "al"/"del" the same without its article."""
    whats = ["esa criatura", "ese permanente", "esa tierra", "ese artefacto", "ese hechizo", "esa fuente"]
    whats += ["la criatura", "ese encantamiento", "esa carta", "esa ficha"]
    out: dict[str, str] = {}
    for what in whats:
        out[f"el controlador de {what}"] = "its_controller"
        out[f"controlador de {what}"] = "its_controller"
        out[f"propietario de {what}"] = "its_owner"
        out[f"el propietario de {what}"] = "its_owner"
    for what in ("hechizo objetivo", "permanente encantado"):
        out[f"el controlador del {what}"] = "its_controller"
    for what in ("la criatura encantada", "la criatura equipada"):
        out[f"el controlador de {what}"] = "its_controller"
    return out


CLAUSE_WORDS["PLAYER"] = _controllers()


# Words of terminals the table above holds already, added to them.
_MORE: dict[str, dict[str, str]] = {
    # "Cuando uses la habilidad de ciclo de ~" (older wording of "When you cycle ~")
    "V_OBJ": {
        f"{use} {what} de": "cycle"
        for use in ("uses", "actives", "usas", "activas")
        for what in ("la habilidad de ciclo", "el ciclo")
    },
    "MANA": {"un maná incoloro": "colorless", "dos manás incoloros": "colorless"},
    "DIE": {"murió": "dies", "murieron": "dies"},  # "si una criatura murió este turno"
    "EVENT_VERB": {
        f"{be} {put} en un cementerio desde {where}": "die"
        for be in ("sea", "es")
        for put in ("puesto", "puesta")
        for where in ("el juego", "el campo de batalla")
    }
    | {f"sea {tapped}": "tap" for tapped in ("girado", "girada", "girados", "giradas")}
    | {"recibas daño": "dealt_damage", "recibes daño": "dealt_damage"},
    "FIXED_COND": {"no se pagó tributo": "paid:not_tribute", "se pagó tributo": "paid:tribute"},
}
for _terminal, _table in _MORE.items():
    CLAUSE_WORDS.setdefault(_terminal, {}).update(_table)
