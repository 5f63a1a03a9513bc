"""Spanish words of the effect grammar for shapes of the modern sample's long tail (the block "Spanish: the modern
sample's long tail" at the end of grammar/effects-es/1-more.lark), merged by `effects.py`."""

from __future__ import annotations

from mtglinks.kinds import Verb

SAMPLE_TAIL_WORDS: dict[str, dict[str, str]] = {
    # "Repite este proceso una vez." (the English "Repeat this process once")
    "TIMES": {"una vez": "1"},
    # "Como coste adicional para jugar ~, descártate X cartas de tu mano." (the English "discard X cards"), as
    # "descártate de dos cartas" reads (lang/es/effect_verbs.py); "si hace objetivo a una criatura girada", "Si ese
    # hechizo hace objetivo a un comandante que controlas" (the English "if it targets a tapped creature"), as "que hace
    # objetivo a" reads (lang/es/effect_relatives.py)
    "V_OBJ": {"descártate": str(Verb.DISCARD)}
    | {f"{does} objetivo a": str(Verb.TARGET) for does in ("hace", "hacen", "haga", "hagan", "hacer")},
    # "Crea una ficha que es una copia del artefacto, criatura o tierra objetivo." (the English "a token that's a copy
    # of target artifact, creature, or land"): the article in "del", as "una copia de la criatura objetivo" reads
    "COPY_OF": {f"{lead}una copia del": "copy" for lead in ("", "que es ", "que sea ")},
    # "Como coste adicional para jugar a ~, sacrifica una criatura." (the English "As an additional cost to cast this
    # spell"): the personal "a" before the card
    "ADDITIONAL_COST": {f"como coste adicional para {cast} a ~": "spell" for cast in ("lanzar", "jugar")},
    # "~ entra al campo de batalla bajo el control de un oponente de tu elección." (the English "enters under the
    # control of an opponent of your choice")
    "UNDER_YOUR_CONTROL": {"bajo el control de un oponente de tu elección": "opponent_of_choice"},
    # "donde X es la cantidad de vidas que ganaste este turno" (the English "the amount of life you gained this turn")
    "QUANTITY": {f"{the} cantidad de vidas que ganaste este turno": "life_gained_this_turn" for the in ("la", "una")},
    # "la carta de criatura objetivo del cementerio de un oponente que haya ido allí desde el campo de batalla este
    # turno" (the English "that was put there from the battlefield this turn"), "… desde su biblioteca este turno"
    "QUALIFIER": {
        f"que {been} ido allí desde {where} este turno": value
        for been in ("haya", "hayan")
        for where, value in (
            ("el campo de batalla", "died_this_turn"),
            ("su biblioteca", "put_there_from_library_this_turn"),
            ("tu biblioteca", "put_there_from_library_this_turn"),
            ("cualquier lugar", "put_there_from_anywhere_this_turn"),
        )
    }
    # "si controlas tres o más criaturas con fuerzas distintas" (the English "with different powers", "with:different:
    # power" as `with_quality` reads it)
    | {
        f"con {stats} {other}": f"with:different:{stat}"
        for stats, stat in (("fuerzas", "power"), ("nombres", "name"))
        for other in ("distintas", "distintos", "diferentes")
    },
    # "El próximo hechizo que no sea de criatura que lances este turno tiene la habilidad de cascada." (the English "The
    # next noncreature spell you cast this turn"), as "el siguiente" reads
    "THE_NEXT": {"el próximo": "next", "los próximos": "next"},
    # "… en vez de pagar su coste de maná" (the English "rather than pay its mana cost"), as "en lugar de pagar …" reads
    # (lang/es/effect_clauses.py)
    "RATHER_THAN": {
        f"en vez de pagar {cost}": "mana_cost"
        for cost in ("el coste de maná de ~", "su coste de maná", "el coste de maná de este hechizo")
    },
    # "~ obtiene +1/+2 mientras que el oponente controle un permanente negro." (older two-player text, the Oracle's "as
    # long as an opponent controls a black permanent"), as "mientras un oponente controle" reads
    # (lang/es/effect_wording.py)
    "AS_LONG_AS": {"mientras que": "as_long_as"},
    "CONTROLLER": {f"el oponente {controls}": "opponent" for controls in ("controla", "controle")}
    # "los hechizos de criatura Zombie que lanzas" (the English "Zombie creature spells you cast"), as "que lances"
    # reads (lang/es/effect_states_except.py)
    | {"que lanzas": "cast_by_you", "que juegas": "cast_by_you"},
    # "Todas las criaturas dañan dos veces y atacan cada turno si pueden." (the English "All creatures have double
    # strike"), as "dañan primero" reads (lang/es/effect_words_links.py)
    "HAS_KEYWORD": {"dañan dos veces": "double strike"},
    # "Mientras ~ estén emparejados con otra criatura" (a name in the plural, soulbond), as "esté emparejado" reads
    # (lang/es/effect_wording.py)
    "FIXED_COND": {
        f"~ {be} {paired} con otra criatura": "paired"
        for be in ("estén", "están")
        for paired in ("emparejados", "emparejadas")
    },
    # "roba una carta si estaba atacando." (the English "if it was attacking"), as "era" reads
    # (lang/es/effect_wording.py)
    "BE": {"estaba": "was", "estaban": "were"},
    # "Regresa a la mano de sus propietarios todas las criaturas en juego" (the English "Return all creatures to their
    # owners' hands"), as "las manos de sus propietarios" reads (lang/es/effect_zones.py); "en los cementerios"
    "ZONE": {"la mano de sus propietarios": "hand", "los cementerios": "graveyard"},
    # "Hasta el final del turno, no pierdes ese maná en cuanto terminan los pasos y las fases." (the English "you don't
    # lose this mana as steps and phases end")
    "V_NUM": {
        f"{lose} {this} maná {when} terminan los pasos y las fases": str(Verb.LOSE_MANA)
        for lose in ("pierdes", "pierde")
        for this in ("este", "ese")
        for when in ("en cuanto", "a medida que", "cuando")
    },
}

# "donde X es la cantidad de maná usado para lanzar ese hechizo", "igual a la cantidad de maná usada para lanzarlo"
# (the English "the amount of mana spent to cast that spell"), as "colores de maná usados para …" reads
# (lang/es/effect_wording.py)
SAMPLE_TAIL_WORDS["QUANTITY"] |= {
    f"la cantidad de maná {used} para {cast}": "mana_spent_to_cast"
    for used in ("usado", "usada", "gastado", "gastada")
    for cast in ("lanzar ~", "lanzar a ~", "lanzarlo", "lanzarla", "lanzar este hechizo", "lanzar ese hechizo")
}

# "Puedes pagar {0} en lugar de pagar el coste de maná de los hechizos de criatura Zombie que lanzas." (the English
# "rather than pay the mana cost for Zombie creature spells you cast"), "… el coste de eco de los permanentes que
# controlas"
SAMPLE_TAIL_WORDS["RATHER_THAN_FOR"] = {
    f"en {instead} de pagar el coste de {cost} de": value
    for instead in ("lugar", "vez")
    for cost, value in (("maná", "mana_cost"), ("eco", "echo"))
}
# "Si un hechizo lanzado de esta manera fuera a ir a tu cementerio, en vez de eso, exílialo." (the English "a spell
# cast this way"), as "exiliado de esta manera" reads (lang/es/effect_relatives.py)
SAMPLE_TAIL_WORDS["QUALIFIER"] |= {
    f"{cast}{end} de esta {way}": "cast_this_way"
    for cast in ("lanzad", "jugad")
    for end in ("o", "a", "os", "as")
    for way in ("manera", "forma")
}
# "Mientras un artefacto haya entrado al campo de batalla bajo tu control este turno, …" (the English "as long as an
# artifact entered the battlefield under your control this turn"), as "entró" reads (lang/es/effect_printed.py)
SAMPLE_TAIL_WORDS["ENTER"] = {
    f"{have} entrado{where}": str(Verb.ENTER)
    for have in ("haya", "hayan")
    for where in (" al campo de batalla", " en el campo de batalla")
}

SAMPLE_TAIL_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # "Mira las tres cartas superiores de la biblioteca del jugador objetivo" (the English "the top three cards of
    # target player's library"), as "las tres cartas de la parte superior de" reads (lang/es/effect_tails.py)
    "NUM": {"THE_TOP": {"cartas superiores de": "top"}},
    # "Si su coste de maná convertido era de 2 o menos, adivina 2." (the English "If its mana value was 2 or less"):
    # after the quantity, "de" before the number belongs to the verb
    "QUANTITY": {"BE": {"era de": "was", "es de": "is"}},
    # "~ es del tipo elegido." (the English "This land is the chosen type"): after "es", the type chosen
    "BE": {"REF": {"del tipo elegido": "chosen"}},
    # "Cuando ~ entre al campo de batalla, elige un jugador objetivo." (the English "choose target player"): after
    # "elige", "un jugador" followed by "objetivo" is the target, not the choice of a player
    "CHOOSE": {"PLAYER": {"un jugador objetivo": "target_player", "un oponente objetivo": "target_opponent"}},
    # "Si no hay contadores de agotamiento en ~, sacrifícala." (the English "If there are no depletion counters on ~"):
    # after the counters' kind, "en" is where they are, as "sobre" reads
    "COUNTER_KIND": {"ON": {"en": "on"}},
}
