"""Spanish phrases of the effect grammar for "el resto de …" (the English "the rest of the cards revealed this way",
"the rest of those cards"): after "el resto" (a REF), "de" and the cards it is the rest of are read whole, so that
"de" is not the FROM of a zone ("regresa esa carta de tu cementerio" keeps FROM). Read after a neighbour (the terminal
before -> terminal -> phrase -> value): added by `effects.py`. Also the other words of sentences that say what was
done "de esta manera" (a relative clause of the doer, a passive), so that the tree reads them (issue #23)."""

from __future__ import annotations

from mtglinks.lang.es.effect_relatives import RELATIVE_WORDS

REST_OF_AFTER: dict[str, dict[str, dict[str, str]]] = {
    "REF": {
        # "Luego pon el resto de las cartas mostradas de esta manera en el fondo de tu biblioteca" (Toque del mago
        # etéreo): the cards done this way, as "las cartas mostradas de esta manera" alone reads (OBJ_PHRASE)
        "OBJ_PHRASE": {
            f"de {phrase}": value
            for phrase, value in RELATIVE_WORDS["OBJ_PHRASE"].items()
            if phrase.startswith(("las ", "los "))
        },
        # "luego pon el resto de las cartas mostradas en la parte inferior de tu biblioteca" (Red de pesca profunda):
        # the cards named before (as "las cartas mostradas" alone reads, an anaphora)
        "REF_OF": {"de las cartas mostradas": "anaphora", "de esas cartas": "anaphora"},
    },
}

# What a player did to the cards this way, said by a relative clause after them ("todas las cartas que mostraste de
# esta manera", the English "all cards revealed this way"): the qualifier "done this way" of the participle
# (`effect_relatives._DONE_THIS_WAY`), the doer only in the verb's person (you, they; "haya" of the subjunctive).
_DID = {
    "revealed": ("mostraste", "mostró", "haya mostrado", "hayas mostrado"),
    "exiled": ("exiliaste", "exilió", "removiste", "removió", "haya exiliado", "hayas exiliado"),
    "discarded": ("descartaste", "descartó", "haya descartado", "hayas descartado"),
    "sacrificed": ("sacrificaste", "sacrificó", "haya sacrificado", "hayas sacrificado"),
}
_FOUR_PUT = ("puesto", "puesta", "puestos", "puestas")
_PUT_INTO_GRAVEYARD = [
    *(f"{put} en {where}" for put in _FOUR_PUT for where in ("un cementerio", "el cementerio", "los cementerios")),
    *(f"que {goes} {to}" for goes in ("vaya", "vayan") for to in ("al cementerio", "a un cementerio")),
]
_SHOWN = ("mostrado", "mostrada", "mostrados", "mostradas")
REST_OF_WORDS: dict[str, dict[str, str]] = {
    "QUALIFIER": {
        f"que {did} de esta {way}": f"{done}_this_way"
        for done, forms in _DID.items()
        for did in forms
        for way in ("manera", "forma")
    }
    # "todas las cartas mostradas de esta manera que no fueron puestas en el campo de batalla" (the English "that
    # weren't put onto the battlefield")
    | {
        f"que no {were} {put} en {where}": "not_put_onto_battlefield"
        for were in ("fueron", "fue", "hayan sido", "haya sido")
        for put in ("puestas", "puestos", "puesta", "puesto")
        for where in ("el campo de batalla", "juego")
    }
    # "por cada permanente puesto en el cementerio de esta manera", "una carta de criatura puesta en un cementerio de
    # esta manera", "cada carta de criatura que vaya al cementerio de esta manera" (the English "put into a graveyard
    # this way": died_this_way)
    | {f"{put} de esta {way}": "died_this_way" for put in _PUT_INTO_GRAVEYARD for way in ("manera", "forma")},
    # "Si una carta llamada ~ fue mostrada de esta manera" (the English "was revealed this way"), "Si se mostró una
    # carta de artefacto de esta manera" (the passive with "se", past: "mostró", not "muestró")
    "EVENT_VERB": {f"{be} {shown}": "reveal" for be in ("es", "fue", "son", "fueron") for shown in _SHOWN}
    | {"se mostró": "reveal", "se mostraron": "reveal"},
    # "donde X es la cantidad total de maná pagado de esta manera" (the English "the total amount of mana paid this
    # way"); "la cantidad de vidas perdida de esta manera", "las vidas perdidas de esta manera" (the life lost)
    "QUANTITY": {
        f"la cantidad total de maná {paid} de esta {way}": "mana_paid_this_way"
        for paid in ("pagado", "pagada")
        for way in ("manera", "forma")
    }
    | {
        f"{lead} de esta {way}": "life_lost_this_way"
        for lead in ("la cantidad de vidas perdida", "las vidas perdidas", "la vida perdida")
        for way in ("manera", "forma")
    },
    # "por cada llanura que hayas regresado de esta manera" (the English "for each Plains returned this way"): the
    # relative clause of the doer as the participle
    "PARTICIPLE": {f"que {have} regresado": "return" for have in ("hayas", "haya", "has", "ha")},
    # "Cada jugador que sacrificó una criatura de esta manera roba dos cartas." (the English "Each player who sacrificed
    # a creature this way"): the past of a verb done to an object, read as its present is
    "V_OBJ": {
        form: verb
        for verb, forms in (
            ("sacrifice", ("sacrificó", "sacrificaste", "sacrificaron")),
            ("discard", ("descartó", "descartaste", "descartaron")),
            ("exile", ("exilió", "exiliaste", "exiliaron")),
        )
        for form in forms
    },
    # "ponlo en la parte superior de la biblioteca de su propietario en vez de en su cementerio" (the English "instead
    # of into its owner's graveyard")
    "INSTEAD_OF": {
        f"en vez de en {whose}": "graveyard"
        for whose in ("su cementerio", "el cementerio de su propietario", "el cementerio de ese jugador")
    },
}
