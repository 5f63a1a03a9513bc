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
    # … and "estampada en ~" the card exiled with it: "Cuando una carta de criatura esté estampada en el Duplicante"
    | {f"{form} {on} ~": "exiled_with_self" for form in _four("estampado") for on in ("en", "sobre")},
    "REF": {"la carta estampada": "exiled_with", "las cartas estampadas": "exiled_with"},
}
