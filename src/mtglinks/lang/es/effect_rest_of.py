"""Spanish phrases of the effect grammar for "el resto de …" (the English "the rest of the cards revealed this way",
"the rest of those cards"): after "el resto" (a REF), "de" and the cards it is the rest of are read whole, so that
"de" is not the FROM of a zone ("regresa esa carta de tu cementerio" keeps FROM). Read after a neighbour (the terminal
before -> terminal -> phrase -> value): added by `effects.py`."""

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
REST_OF_WORDS: dict[str, dict[str, str]] = {
    "QUALIFIER": {
        f"que {did} de esta {way}": f"{done}_this_way"
        for done, forms in _DID.items()
        for did in forms
        for way in ("manera", "forma")
    },
}
