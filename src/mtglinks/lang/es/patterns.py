"""Spanish feature patterns (format: see the docstring of mtglinks/features/__init__.py).

Regexes read the lemma text: lower-case lemmas joined by single spaces, the card's own name as
"~". Verbs lemmatize to the infinitive ("exilia", "exílialas" -> "exiliar") and past participles
to the masculine singular participle ("exiliadas" -> "exiliado", "elegida" -> "elegido"), so an
instruction and a reference read differently. Articles share the lemma "el" ("la", "las" -> "el"),
"un"/"una" -> "uno". Covers printed text from 2001 ("remueve del juego", "pon en juego", "juega")
to current templates ("exilia", "pon en el campo de batalla", "lanza").
"""

from __future__ import annotations

# The participles and infinitives of exiling, old ("remover/retirar del juego") and current.
_EXILED = r"(?:exiliado|removido|retirado)"
# The nouns a reference to a choice names before its participle ("del color elegido", "el tipo de criatura elegido",
# "la última dirección elegida"), over the lemma text of the tree's node that refers to a choice
# (`features/chosen_queries.py`): canonical value -> regex. "other:" takes the noun ("del artista elegido").
_CHOICE_NOUNS: tuple[tuple[str, str], ...] = (
    ("card_name", r"nombre(?: de (?:uno )?carta)?"),
    ("creature_type", r"tipo de criatura"),
    ("land_type", r"tipo de tierra(?: básico| no básico)?"),
    ("card_type", r"tipo de (?:carta|permanente)"),
    ("color", r"(?:palabra de )?color"),
    ("number", r"número"),
    ("opponent", r"oponente"),
    ("player", r"jugador"),
    ("creature", r"criatura(?! de)"),
    ("permanent", r"permanente(?! de)"),
    ("card", r"carta(?! de tipo)"),
    ("type", r"tipo|clase"),
    ("words", r"dirección|modo|palabra|opción|valor"),
)
# A noun before "elegido" that is no "other" value: the categories, words of quantity or order.
_NOT_OTHER = (
    r"(?:color|palabra|tipo|nombre|número|oponente|jugador|criatura|permanente|carta|artefacto|encantamiento"
    r"|tierra|planeswalker|instantáneo|conjuro|hechizo|modo|clase|objetivo|opción|valor|dirección|nuevo"
    r"|diferente|solo|otro|primero|segundo|último|uno|dos|tres|cualquiera|~)"
)
# Printed text names the value another ability chose by a demonstrative ("Siempre que juegues un hechizo de ese tipo",
# "con ese nombre", the Oracle text's "of the chosen type", "with the chosen name"): in an ability that chose nothing,
# "de ese color", "de ese tipo", "con ese nombre" refer to the card's choice (`features/chosen_queries.py`), as the
# patterns read them.
THAT_CHOSEN = True
CHOSEN_NOUNS: tuple[tuple[str, str], ...] = (
    *(
        (value, rf"\b(?:{noun}) (?:(?:de (?:criatura|tierra|carta) )|(?:más recientemente ))?elegido\b")
        for value, noun in _CHOICE_NOUNS
    ),
    *((value, rf"\b(?:último|elegido) (?:{noun})\b(?! de)") for value, noun in _CHOICE_NOUNS),
    ("other:", rf"\b(?!{_NOT_OTHER}\b)(?P<value>[a-záéíóúñ][\w-]*) elegido\b"),
)


PATTERNS: list[tuple[str, ...]] = [
    # ---- markers ---------------------------------------------------------------------------
    # ---- 607.2a/b/q/n: exile ------------------------------------------------------------------
    # "exiled_with_named_ref" is read from the tree (FROM_TREE)
    # "exiled_with_self" is read from the tree (FROM_TREE)
    # "the_exiled_card" is read from the tree (FROM_TREE)
    # "exile" is read from the tree (FROM_TREE)
    # ---- 607.2e: notes: "note" and "noted_ref" are read from the tree (FROM_TREE) ----------------------
]

# What separates the options of a choice: "isla o pantano", "blanco, azul o negro".
OPTION_SEPARATOR = r",? [ou] |, "
# Choice words with a rules meaning: colors, card types, supertypes, basic land types.
OPTION_WORDS = (
    r"(?:blanco|azul|negro|rojo|verde|incoloro|multicolor"
    r"|artefacto|criatura|encantamiento|instantáneo|tierra|planeswalker|conjuro|tribal"
    r"|básico|legendario|nevado|ficha"
    r"|llanura|isla|pantano|montaña|bosque)"
)

# Kinds read from the effect tree (features/tree.py), whose patterns are retired, each with the words that must
# occur in the lower-cased normalized text for the tree to be walked for it: on dev-printed-es and on printed-es
# and printed-es-modern the links stay the same, and on printed-es the tree reads as many halves as the
# patterns did (an optional additional cost 109 and 109 abilities, cards exiled while casting 32 and 33, a cost
# paid as it enters 33 and 33). "Si este hechizo fue negociado" is a test of the cost paid (printed-es-modern: the one
# card, Mordisco caramelizado, keeps its link). "si fue estimulado (por su estímulo {2}{B})", "si se pagó el coste de
# estímulo", "el número de veces que ~ fue estimulado" are tests of the cost paid and amounts (the links of
# every card of printed-es and printed-es-modern stay; only Temblores retumbantes loses two review flags, its "hechizo
# estimulado" being the spell cast, not the card, as in English).
# "fichas creadas con ~" is a qualifier of the object (lang/es/effect_words_links.py), as in English.
# "la criatura que se puso en el campo de batalla con ~" likewise (607.2c).
# "Muestra la primera carta que robes en cada uno de tus turnos." reveals an object read whole, as in English.
# "Si mostraste una carta de Dragón o controlabas un Dragón al lanzar ~" tests the optional additional cost paid, and
# "si no se pagó tributo", "si devoró una criatura", "por cada criatura que devoró" the cost paid as it entered
# (607.2g/i): on printed-es the tree reads as many of their halves as the patterns did (6 and 6, 17 and 17 abilities),
# the links of printed-es and printed-es-modern stay (benchmarks/tree_kinds.py).
# An object put or returned onto the battlefield ("pon en juego", "pon en el campo de batalla", "regresa … al campo de
# batalla") is an action `put` or `return` whose zone is the battlefield, and a token created ("crea", old printed "pon
# en juego una ficha") one put there, as in English: on printed-es the tree reads 1248 abilities that put onto the
# battlefield where the patterns read 1313 (the others in sentences the grammar does not read yet) and 755 that create
# a token where the patterns, which read only "crear", read 33 (printed-es-modern: 137 and 69, 89 and 75); the links of
# dev-printed-es, printed-es and printed-es-modern stay. "Si el regalo fue prometido", "Si no se prometió el regalo"
# is a test of the cost paid (lang/es/effect_words_links.py; no card of printed-es or printed-es-modern has it).
# The cards exiled with the object ("todas las cartas exiliadas con él", "removidas del juego con ~", "las cartas que
# removió del juego con ~", "una carta de criatura esté estampada en ~", "fue exiliada con la habilidad de excavar de
# ~", "si fueron removidas del juego tres o más cartas con ~", Karn's "dejando en el exilio …", and in a cost "Pon una
# carta removida del juego con ~ en el cementerio de su propietario:") are qualifiers and states of the tree
# (lang/es/effect_exiled_with.py, features/exile_marks.py, features/cost_reading.py): on printed-es the tree reads 33 of
# the 36 abilities the patterns read (the others in sentences the grammar does not read yet: "todas las habilidades
# activadas de todas las cartas … exiliadas con ella", "con el mismo nombre que las cartas exiliadas con ~", "pone boca
# arriba todas las cartas exiliadas con ~"), on printed-es-modern 7 of 7; the links of dev-printed-es, printed-es and
# printed-es-modern stay (benchmarks/tree_kinds.py).
# "La carta nombrada no puede jugarse.", "Si es la carta nombrada, …" refer to the card name chosen by naming it (old
# printed "the named card", a reference `named_card` as in English): on printed-es the tree reads 11 of the 14 abilities
# the pattern read (the others in sentences the grammar does not read yet), and the links of dev-printed-es, printed-es
# and printed-es-modern stay.
# A choice ("elige un color", "nombra una carta", "elige kans o dragones", "elige izquierda o derecha") is a `choice`
# node, its value the kind of value chosen or the options listed, and a reference to it ("del color elegido", "el
# jugador elegido", "con el nombre elegido", old printed "de ese tipo", "con ese nombre" in an ability that chose
# nothing, "los jugadores que eligieron guerra") a node marked chosen, its value the noun before the participle
# (`CHOSEN_NOUNS` above, `features/chosen_queries.py`; in a cost part, its words), as in English (#23). On printed-es
# the tree reads 247 abilities that choose where the patterns read 290 (the others mostly not 607 choices the patterns
# took for one: "Elige uno o ambos", "divididos como elijas entre una, dos o tres", "elige una de ellas") and 110 that
# refer to a choice where they read 147 (the others a choice of their own ability, "Elige un tipo de criatura. … de
# ese tipo", which the linker leaves, words the patterns misread, "una carta llamada Elegido de Nissa", "elegida al
# azar", or sentences the grammar does not read yet); printed-es-modern 17 and 20, 7 and 11. The links of
# dev-printed-es, printed-es and printed-es-modern stay (benchmarks/tree_kinds.py --together choose chosen_ref).
FROM_TREE: dict[str, tuple[str, ...]] = {
    "choose": ("elig", "elij", "eleg", "nombr"),
    "chosen_ref": ("elegid", "eligieron", "ese color", "ese tipo", "ese nombre", "esos colores", "esos nombres"),
    "additional_cost": ("coste adicional",),
    "cast_exile": ("coste adicional",),
    "pay_as_enters": ("en cuanto", "cualquier cantidad"),
    "bargained_ref": ("negoci",),
    "kicked_ref": ("estimul", "estímul"),
    "created_with_self": ("cread",),
    "put_with_self": ("campo de batalla con",),
    "reveal_static": ("la primera carta que rob",),
    # a note (607.2e's acting half: "anota su nombre", "anota tu total de vidas", a `note` node whose value is what is
    # noted) and the value noted referred to ("igual al número anotado", "una carta con el nombre anotado", "el nombre
    # anotado": a mark or reference `noted`), in the words of the Spanish translations, as "elige" / "el nombre
    # elegido" read for a choice (lang/es/effect_words_note.py). No card of printed-es or printed-es-modern prints a
    # note: the patterns read no ability of them, nor does the tree, and the links of dev-printed-es, printed-es and
    # printed-es-modern stay (benchmarks/tree_kinds.py); the sentences of tests/effects/test_note_langs.py link.
    "note": ("anot",),
    "noted_ref": ("anotad",),
    "additional_cost_paid_ref": ("adicional", "al lanzar", "mientras lanzabas"),
    "paid_as_entered_ref": ("tributo", "devor", "cantidad"),
    "put_onto_battlefield": ("campo de batalla", "juego", "crea", "ficha"),
    "create_token": ("crea", "ficha"),
    "gift_promised_ref": ("regalo",),
    "named_ref": ("nombrad",),
    "this_way_ref": ("esta manera", "esta forma", "este modo"),
    # what the ability did "de esta manera" (607.2h: a trigger after a static ability in its paragraph refers to
    # it): a detail of the action ("Si buscas en tu biblioteca de esta manera", grammar/effects-es/4-this-way.lark) or a
    # mark of the object ("las cartas exiliadas de esta manera"): on printed-es the tree reads it in 207 of the 261
    # abilities the pattern read, all but two of the others sentences the grammar does not read yet (the pattern read
    # the words anywhere), and the links of dev-printed-es, printed-es and printed-es-modern stay.
    "this_way": ("esta manera", "esta forma", "este modo"),
    # the card transforms (a marker: both faces' abilities may link, 607.1b): "transforma al Desertor afligido",
    # "regrésala al campo de batalla transformada", "Siempre que esta criatura se transforme en …" (features/
    # marker_queries.py): 101 of the pattern's 118 abilities of printed-es (the others in sentences the grammar does not
    # read yet, most the trigger naming the other face, "se transforme en la Bruja poseída"); the printed records hold
    # one face, so no link of printed-es or printed-es-modern changes.
    "transforms": ("transform",),
    # the ability acts as the game begins (a marker: a choice made then links to its own paragraph, 607.2p): "puedes
    # comenzar el juego con ella en el campo de batalla" (the Leylines: the action `begin_game_with`), "Al comienzo de
    # la partida, …" (features/marker_queries.py): on printed-es the tree reads the 10 Leylines, which the pattern
    # ("al comienzo de la partida") read none of, and the links of dev-printed-es, printed-es and printed-es-modern
    # stay.
    "before_game": ("comenzar el juego", "empezar el juego", "partida", "barajar tu mazo"),
    "exiled_with_self": ("exiliad", "removi", "estampad"),
    # the cards another ability exiled, named again (607.2a/b's referring half): "la carta exiliada", "la carta
    # estampada", "las cartas de criatura exiliadas", "una de las cartas de conjuro estampadas" (an object `past:exile`
    # with "the", a qualifier or reference `exiled_with`, grammar/effects-es/9-exiled3.lark for the sentences that
    # blocked: "tiene todas las habilidades activadas de …", "protección contra cada uno de los tipos de …", "donde X es
    # la fuerza e Y la resistencia de …", "la fuerza total de …", "comparta un color o el coste de maná convertido
    # con …", "si tiene el mismo nombre que una de …", "pone boca arriba …"). On dev-printed-es, printed-es and
    # printed-es-modern no link changes; the tree reads it in 57 of the 102 abilities of printed-es the patterns read
    # and 4 of 15 of printed-es-modern: the patterns also read "las cartas exiliadas con ~" (the tree's
    # exiled_with_self) and "exiliadas de esta manera" (this_way_ref) as this kind (benchmarks/tree_kinds.py).
    "the_exiled_card": ("exiliad", "removid", "retirad", "estampad"),
    # exile (607.2a/b's acting half): an action `exile` ("exilia", older "remueve … del juego", also face down:
    # "remueve del juego boca abajo …", "exilia una boca abajo"), an exile cost ("exiliar una carta de criatura de tu
    # cementerio:"), an exile instead of another event (detail `instead`: "en vez de eso, ese jugador remueve del juego
    # esa carta boca arriba", the leading "en vez de eso," of the shared clause rule, 607.2b); not the object itself, a
    # token or a delayed clean-up (features/queries.py), as in Russian. On dev-printed-es, printed-es and
    # printed-es-modern no link changes (rule, from, to; the evidence is now the tree node's words, Uba Mask keeps its
    # 607.2b); the tree reads 562 of the 679 abilities of printed-es the patterns read and 68 of 82 of printed-es-modern
    # (the others mostly exile only the object itself, "Remueve del juego el Amanecer de todos los soles", or a token,
    # which keep nothing to refer to, or stand in sentences the grammar does not read yet) (benchmarks/tree_kinds.py,
    # compare.py).
    "exile": ("exil", "exíl", "remov", "remuev", "retir", "del juego", "bajo ~"),
    # the cards exiled before the game by cards of the object's name (607.2m; the English "a card you exiled with cards
    # named ~"): a qualifier in the wording of rule 607 as printed in Spanish, "exiliadas con cartas llamadas [el
    # nombre de este objeto]", also "una carta que exiliaste con cartas llamadas ~" (lang/es/effect_exiled_named.py).
    # No card of printed-es or printed-es-modern prints it: the pattern read no ability of them, nor does the tree, and
    # the links of dev-printed-es, printed-es and printed-es-modern stay (benchmarks/tree_kinds.py).
    "exiled_with_named_ref": ("llamad",),
}

# Relations of 607.2 this language's patterns do not read yet, and why (links/relations.py lists them all;
# a test checks that every kind of the table is either read above or declared here).
UNEXPRESSED: dict[str, str] = {
    "exile_before_game": "no pattern reads the wording yet",
    "paid_as_cast_ref": "no pattern reads the wording yet",
}
