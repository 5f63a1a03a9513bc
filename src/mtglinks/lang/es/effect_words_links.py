"""Spanish phrases of the effect grammar's terminals that sentences referring to a linked ability's half need (rule
607), as `lang/en/effect_words_links.py` holds the English ones: added to the tables in place by `effects.py`.
"""

from __future__ import annotations

_KICKED = ("estimulado", "estimulada")

LINK_WORDS: dict[str, dict[str, str]] = {
    # whether the kicker was paid (rule 702.33; the condition refers to it, 607.2i), the English "if it was kicked" /
    # "if it wasn't kicked": "si fueron estimulados" (a card whose name is plural: "Si ~ fueron estimuladas"),
    # "Luego, si no fue estimulada, descarta tres cartas."
    "PAID": {f"fueron {kicked}s": "kicked" for kicked in _KICKED}
    | {f"no fue {kicked}": "not_kicked" for kicked in _KICKED},
    # "donde X es igual al número de veces que ~ fue estimulado": the English "where X is …" (as "donde X es" reads)
    "WHERE_X": {"donde x es igual a": "x", "donde x es igual al": "x"},
    # old printed "daña primero" (first strike) of several creatures: "Si la Defensa osada fue estimulada, en vez de
    # eso, las criaturas que controles obtienen +2/+2 y dañan primero hasta el final del turno."
    "HAS_KEYWORD": {"dañan primero": "first strike"},
    # "si fue estimulado por su estímulo {2}{B}": which kicker cost was paid
    "BY_ITS_KEYWORD": {"por su estímulo": "kicker", "con su estímulo": "kicker"},
    # the kicker paid, told of the player: "Si pagaste el coste del estímulo, en vez de eso, destruye …" (the English
    # "if you paid the kicker cost"; old printed "si pagastes el coste de estímulo" too)
    "FIXED_COND": {
        f"{paid} {the} {cost}": "paid:kicked"
        for paid in ("pagaste", "pagastes")
        for the in ("el coste", "su coste")
        for cost in ("de estímulo", "del estímulo", "de multiestímulo", "del multiestímulo")
    }
    # whether the gift was promised (rule 702.174: gift's cost; the condition refers to it, 607.2i), the English "If the
    # gift was promised" / "If the gift wasn't promised": "Si el regalo fue prometido, …", "Si no se prometió el
    # regalo, …"
    | {f"el regalo {was} prometido": "paid:gift" for was in ("fue", "ha sido")}
    | {f"el regalo no {was} prometido": "paid:not_gift" for was in ("fue", "ha sido")}
    | {"se prometió el regalo": "paid:gift", "no se prometió el regalo": "paid:not_gift"},
    # old printed wording of objects a linked ability refers to, the English "put into play this way": "Si se pagó el
    # coste de estímulo, endereza todos los bosques puestos en juego de esta manera."
    "QUALIFIER": {
        f"{put} en juego de esta {way}": "put_onto_battlefield_this_way"
        for put in ("puesto", "puesta", "puestos", "puestas")
        for way in ("manera", "forma")
    }
    # tokens one ability created, the English "tokens created with ~" (607.2c): "Luego exilia todas las demás fichas
    # creadas con las Hadas artesanas."
    | {f"{created} con ~": "created_with_self" for created in ("creado", "creada", "creados", "creadas")}
    # and the permanent one ability put there, the English "put onto the battlefield with ~": "Cuando la criatura que
    # se puso en el campo de batalla con la Servidumbre diabólica muera, …"
    | {f"que se {put} en el campo de batalla con ~": "put_onto_battlefield_with_self" for put in ("puso", "pusieron")},
    # the card a static ability reveals as it is drawn, the English "the first card you draw on each of your turns",
    # whose triggers refer to it as "revealed this way" (607.2h): "Muestra la primera carta que robes en cada uno de
    # tus turnos."
    "OBJ_PHRASE": {"la primera carta que robes en cada uno de tus turnos": "card:first_drawn_your_turn"},
    # how many times it was kicked, the English "the number of times ~ was kicked": "donde X es igual al número de
    # veces que ~ fue estimulado", "igual a la cantidad de veces que ~ fue estimulado"
    "QUANTITY": {
        f"{number} de veces que {it}fue {kicked}": "times_kicked"
        for number in ("el número", "la cantidad", "número", "cantidad")
        for it in ("", "~ ")
        for kicked in _KICKED
    },
}
