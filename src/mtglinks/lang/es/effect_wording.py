"""More Spanish words of the effect grammar, as data: scales and bounds the lexicon reads whole ("por cada vez que
fue estimulado", "una fuerza total de 8 o más"). The rules that read them are in grammar/effects.lark and
grammar/effects-es.lark; the values are those of the English table.
"""

from __future__ import annotations

WORDING_WORDS: dict[str, dict[str, str]] = {
    # "por cada vez que fue estimulado" (the English "for each time it was kicked", rule 702.33: the times kicked)
    "FOR_EACH_TIMES": {
        f"por cada vez que {it}{was} {kicked}": "times_kicked"
        for it in ("", "~ ")
        for was, kicked in (
            ("fue", "estimulado"),
            ("fue", "estimulada"),
            ("fueron", "estimulados"),
            ("fueron", "estimuladas"),
        )
    },
    # "si las criaturas que controlas tienen una fuerza total de 8 o más" (the English "total power 8 or greater")
    "STAT": {
        f"{a}{stat} total{of}": value
        for a in ("", "una ")
        for stat, value in (("fuerza", "total_power"), ("resistencia", "total_toughness"))
        for of in ("", " de")
    },
}


def _phases() -> dict[str, str]:
    """More steps of a trigger ("Al comienzo del mantenimiento del jugador encantado", "Al comienzo de la fase principal
    precombate de cada jugador", "Al final de tu turno", the older wording of your end step), value "<whose>:<step>"
    as `effect_phrases.phases` writes it."""
    steps = {
        "mantenimiento": "upkeep",
        "paso final": "end_step",
        "paso de robar": "draw_step",
        "fase principal precombate": "main1",
        "primera fase principal": "main1",
        "segunda fase principal": "main2",
        "fase principal poscombate": "main2",
        "paso de declarar atacantes": "declare_attackers",
        "paso de declarar bloqueadores": "declare_blockers",
        "paso de declarar bloqueadoras": "declare_blockers",
    }
    after = {
        "del jugador encantado": "enchanted_player",
        "del jugador defensor": "defending_player",
        "del oponente objetivo": "opponent",
        "de cada jugador": "each",
        "de cada oponente": "opponent",
        "de ese jugador": "that_player",
    }
    out: dict[str, str] = {}
    for step, value in steps.items():
        the = "la" if step.startswith(("fase", "primera", "segunda")) else "el"
        for words, whose in after.items():
            out[f"{step} {words}"] = f"{whose}:{value}"
            out[f"{the} {step} {words}"] = f"{whose}:{value}"
        out[f"{the} {step}"] = f"the:{value}"
    # "Al final de tu turno", "Al final de cada turno" (older wording of "at the beginning of the end step")
    out |= {"tu turno": "your:end_step", "cada turno": "each:end_step"}
    return out


WORDING_WORDS["PHASE"] = _phases()
# "si es tu turno", "mientras sea tu turno": "tu turno" after IT_IS (elsewhere it is the end of your turn, a step)
WORDING_AFTER: dict[str, dict[str, dict[str, str]]] = {"IT_IS": {"TURN": {"tu turno": "yours"}}}
