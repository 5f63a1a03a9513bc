"""Spanish words of the verb side of the effect grammar beside `effect_verbs.py`, as data: what a clause
says besides its verb (a characteristic defined, mana kept for a purpose, "as though it had"), conditions
read whole, who controls, and the words of a prevention ("Prevén todo el daño que fuera a hacer …").
"""

from __future__ import annotations

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
    "WOULD_DEAL": {
        f"que {would} a hacer": "deal" for would in ("fuera", "fueran", "fuese", "fuesen")
    },
    "ALL": {"todo el": "all"},
}
