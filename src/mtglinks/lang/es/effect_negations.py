"""Spanish words of a negation in the effect grammar, as data: "no" before the verb of a condition ("si no
controlas un Ogro", "si no hay criaturas en el campo de batalla", "si no tienes cartas en la mano"), and the
adjectives and fixed sentences that hold a "no" ("la criatura atacante no bloqueada", "no legendaria", "Tu mano
no tiene tamaño máximo"). The rules that read them are in grammar/effects-es.lark.
"""

from __future__ import annotations


def _four(masculine: str) -> list[str]:
    """An adjective's four forms: "bloqueado", "bloqueada", "bloqueados", "bloqueadas"."""
    stem = masculine[:-1]
    return [masculine, stem + "a", stem + "os", stem + "as"]


NEGATION_WORDS: dict[str, dict[str, str]] = {
    # "si no controlas un Demonio", "mientras no controles ninguna otra criatura": you control none of them
    "NOT_CONTROLLER": {f"{you}no {control}": "you" for you in ("", "tú ") for control in ("controlas", "controles")},
    # "si no hay criaturas en el campo de batalla", "mientras no haya cartas en tu cementerio", and "si no tienes
    # cartas en tu mano" (there are none in your hand)
    "THERE_ARE_NONE": dict.fromkeys(("no hay", "no haya", "no tienes", "no tengas"), "none"),
    "STATUS": dict.fromkeys(_four("no bloqueado"), "unblocked"),
    "NONTYPE": {
        form: value for word, value in (("no legendario", "legendary"), ("no nevado", "snow")) for form in _four(word)
    },
    "FIXED_CLAUSE": {
        phrase: "gain_ability:keyword:no_maximum_hand_size"
        for phrase in ("tu mano no tiene tamaño máximo", "no tienes tamaño máximo de mano")
    },
    # "~ no endereza durante tu paso de enderezar" (older wording of "doesn't untap")
    "NO_UNTAP": {
        f"no {untap} durante {when}": "untap"
        for untap in ("endereza", "enderezan")
        for when in (
            "tu paso de enderezar",
            "el paso de enderezar de su controlador",
            "los pasos de enderezar de sus controladores",
            "el próximo paso de enderezar de su controlador",
        )
    },
}

# "Si un jugador lo hace, contrarresta ~" (the English "If a player does")
NEGATION_WORDS["DOES"] = {"lo hace": "does", "lo hacen": "does"}
