"""Spanish words of the sentences that refer to the cards another ability exiled and that the grammar did not read
(rule 607.2a, issue #23: `the_exiled_card` read from the effect tree; grammar/effects-es/9-exiled3.lark, nodes in
effects/exiled3_shapes.py). As data, merged by `effects.py` after the other tables."""

from __future__ import annotations

EXILED3_WORDS: dict[str, dict[str, str]] = {
    # protection from each card type of an object (the English "from each of the card types of …"): "~ tiene protección
    # contra cada uno de los tipos de la carta estampada." (Gólem de espejo)
    "EACH_TYPE_OF_ES": {"cada uno de los tipos de": "card_type"},
    # all abilities of a kind had, of an object after them (the lexicon's KEYWORD "todas las habilidades" is all
    # abilities of the card itself): "~ tiene todas las habilidades activadas de todas las cartas de criatura exiliadas
    # con ella." (Impostora oscura; the English "has all activated abilities of …")
    # cards turned face up by each player, the verb's person the subject (as "pon boca arriba" reads), and the cards
    # turned so named after: "Cada jugador pone boca arriba todas las cartas exiliadas con ~ de las que es propietario,
    # luego pone en el campo de batalla todas las cartas de artefacto, criatura, encantamiento y tierra puestas boca
    # arriba de esta manera." (Pyxis del pandemónium; the English "turns face up all cards they own exiled with ~")
    "TURN_FACE_UP_ES": {"pone boca arriba": "face_up"},
    "QUALIFIER": {
        f"puest{end} boca arriba de esta manera": "turned_face_up_this_way" for end in ("o", "a", "os", "as")
    },
    "ALL_ABILITIES_OF_ES": {"todas las habilidades activadas de": "activated_ability"},
    # the two numbers of "+X/+Y" both of one object, named once after them (the English "where X is the exiled creature
    # card's power and Y is its toughness"): "~ obtiene +X/+Y, donde X es la fuerza e Y la resistencia de la carta de
    # criatura exiliada." (Engullidor pirexiano)
    # (WHERE_X, so that the comma before it is the suffix's; grammar/effects-es/9-exiled3.lark reads an object after it)
    "WHERE_X": {"donde x es la fuerza e y la resistencia de": "power/toughness"},
}

EXILED3_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # one of several objects compared by name (the English "as one of the cards …"): "si tiene el mismo nombre que una
    # de las cartas de conjuro estampadas" (Hélice tejehechizos)
    "AS": {"ONE_OF_ES": {"una de las": "1", "uno de los": "1"}},
    # a number either of two qualities shared (as "un color" is one): "un hechizo que comparta un color o el coste de
    # maná convertido con la carta estampada" (Prisión del pensamiento; the English "a color or mana value")
    "OR": {"STAT": {"el coste de maná convertido": "mana_value"}},
    # a power and a toughness set to the totals of other objects (the English "~'s power is equal to the total power
    # of the exiled cards and its toughness is equal to their total toughness"): "La fuerza de ~ es igual a la fuerza
    # total de las cartas exiliadas y su resistencia es igual a su resistencia total." (Necrófago suturado)
    "STAT_IS": {
        "NUMBER_OF": {"la fuerza total de": "total_power", "la resistencia total de": "total_toughness"},
        "POSS_PRONOUN": {"su": "they"},
    },
    "AND": {"STAT_IS": {"su resistencia es igual a": "toughness"}},
    # … and the object they are of, the card exiled before (as "la carta exiliada" is the lexicon's REF): "donde X es la
    # fuerza e Y la resistencia de la carta de criatura exiliada" (Engullidor pirexiano)
    "WHERE_X": {"REF": {"la carta de criatura exiliada": "exiled_with"}},
    "POSS_PRONOUN": {"STAT": {"resistencia total": "total_toughness", "fuerza total": "total_power"}},
}
