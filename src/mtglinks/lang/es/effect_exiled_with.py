"""Spanish words of the cards another ability of the card exiled (rule 607.2a), as the English tables read them
("cards exiled with ~", "the exiled card", "the imprinted card"): added to the tables by `effects.py`."""

from __future__ import annotations


def _four(masculine: str) -> list[str]:
    """A participle's four forms: "estampado", "estampada", "estampados", "estampadas"."""
    stem = masculine[:-1]
    return [masculine, stem + "a", stem + "os", stem + "as"]


EXILED_WITH_WORDS: dict[str, dict[str, str]] = {
    # a card imprinted is one exiled with the imprint ability of its object (Quinta Aurora), as English reads "the
    # imprinted card": "Puedes copiar la carta de instantáneo estampada …" (Cetro isócrono), "… que comparta un color
    # con la carta estampada" (Escudo del doliente)
    "QUALIFIER": dict.fromkeys(_four("estampado"), "the_exiled_card")
    # what each player exiled: "Cada jugador puede jugar las cartas que removió del juego con la Máscara de uba este
    # turno.", "… las cartas que haya removido del juego con Destino compartido …" (the English "cards they exiled with
    # ~")
    | {
        f"que {removed} del juego con ~": "exiled_with_self"
        for removed in ("removió", "removieron", "haya removido", "hayan removido", "ha removido", "han removido")
    }
    # the cards exiled with the keyword ability of the object (607.2q): "Si una carta de criatura con la habilidad de
    # volar fue exiliada con la habilidad de excavar del Desollador de almas, …" (the English "exiled with ~'s delve
    # ability")
    | {
        f"{form} con la habilidad de {keyword} {of} ~": "exiled_with_self"
        for form in ("exiliada", "exiliadas", "exiliado", "exiliados")
        for keyword in ("excavar", "escapar")
        for of in ("de", "del")
    }
    # … and "estampada en ~" the card exiled with it: "Cuando una carta de criatura esté estampada en el Duplicante"
    | {f"{form} {on} ~": "exiled_with_self" for form in _four("estampado") for on in ("en", "sobre")},
    # cards exiled with the object counted, the verb before its subject: "Al final del turno, si fueron removidas del
    # juego tres o más cartas con la Urna de Cólfenor, sacrifícala." (the English "if three or more cards have been
    # exiled with ~")
    "FIXED_COND": {
        f"{were} {exiled} {number} o más cartas con ~": "exiled_with_self"
        for were in ("fueron", "han sido")
        for exiled in ("removidas del juego", "exiliadas")
        for number in ("dos", "tres", "cuatro", "cinco", "seis", "siete")
    },
    "REF": {"la carta estampada": "exiled_with", "las cartas estampadas": "exiled_with"},
    # "las cartas removidas" alone is the cards exiled before (a REF of effects.py): with "del juego con ~" after it,
    # the phrase is read whole, as "cada carta removida del juego con ~" reads: "Puedes mirar las cartas removidas del
    # juego con el Ladrón de grimorio." (the English "cards exiled with ~")
    # played from exile as if from the hand: "… como si estuvieran en su mano." (Destino compartido; the English "as
    # though they were in their hand")
    "AS_THOUGH": {
        f"como si {were} en {whose} mano": "in_hand"
        for were in ("estuviera", "estuvieran", "estuviese", "estuviesen")
        for whose in ("su", "tu")
    },
    # the game restarted, the cards exiled with the object left in exile (Karn liberado): "Reinicia el juego, dejando en
    # el exilio todas las cartas de permanente que no sean auras exiliadas con Karn liberado."
    "RESTART": {"reinicia el juego": "restart_game"},
    "LEAVING_IN_EXILE": {"dejando en el exilio": "leaving_in_exile"},
    "OBJ_PHRASE": {
        f"{the} {removed} del juego con ~": "card:exiled_with_self"
        for the, removed in (("la carta", "removida"), ("las cartas", "removidas"))
    },
}

# "fue" is the past of "to be" after a subject that ends with the keyword it has: "Si una carta de criatura con la
# habilidad de volar fue exiliada con …" (as "esté" reads); only there, so that no longer phrase opening with "fue"
# ("fue estimulado") gives way to it
EXILED_WITH_AFTER: dict[str, dict[str, dict[str, str]]] = {"KEYWORD": {"BE": {"fue": "be", "fueron": "be"}}}
# "regresa todas las cartas exiliadas con el Núcleo del Mechagigante excepto el Núcleo del Mechagigante …": the object
# itself left out of the cards named (the English "except this card", `other_than_self`)
EXILED_WITH_AFTER["QUALIFIER"] = {"QUALIFIER": {"excepto ~": "other_than_self"}}
