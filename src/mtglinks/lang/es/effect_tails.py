"""Spanish words of the effect grammar for shapes of the long tail of printed Spanish text (the block "Spanish: the long
tail" at the end of grammar/effects-es/1-more.lark), merged by `effects.py`."""

from __future__ import annotations

from mtglinks.kinds import Verb

TAIL_WORDS: dict[str, dict[str, str]] = {
    # "Pon boca abajo la criatura objetivo que tenga la habilidad de metamorfosis.", "puedes poner boca abajo …" (the
    # English "Turn target creature with morph face down"), as "Pon boca arriba …" reads
    # (lang/es/effect_states_except.py)
    "TURN_FACE_UP_ES": {"pon boca abajo": "face_down", "poner boca abajo": "face_down", "poner boca arriba": "face_up"},
    # "~ bloquea cada turno si puede.", "Todas las criaturas bloquean cada turno si pueden." (the English "blocks each
    # turn if able"), as "ataca cada turno si puede" reads (lang/es/effect_verbs.py)
    "EVENT_VERB": {
        f"{verb} cada {when} si {can}": str(Verb.BLOCK)
        for verb, can in (("bloquea", "puede"), ("bloquean", "pueden"))
        for when in ("turno", "combate")
    }
    # "Siempre que la criatura equipada se transforma" (the English "Whenever equipped creature transforms")
    | dict.fromkeys(("se transforma", "se transforme", "se transformen"), str(Verb.TRANSFORM)),
    # "Puedes hacer que ~ haga su daño de combate como si no hubiera sido bloqueado.", "Cada criatura asigna daño de
    # combate igual a su resistencia en vez de su fuerza." (the English "assign its combat damage", "assigns combat
    # damage equal to its toughness rather than its power", rule 510.1a)
    "ASSIGN_DAMAGE": {
        f"{verb} su daño de combate{to}": "own"
        for verb in ("haga", "hagan", "asigne", "asignen")
        for to in ("", " al jugador defensor")
    }
    | {
        f"{verb} {amount}daño de combate igual a su resistencia en vez de su fuerza": "toughness"
        for verb in ("asigna", "asignan")
        for amount in ("", "una cantidad de ")
    },
    # "… como si no hubiera sido bloqueado", "pueden bloquear como si estuvieran enderezadas", "~ puede atacar como si
    # no fuera un Muro" (the English "as though it weren't blocked", "as though they were untapped", "as though it
    # weren't a Wall"); "como si tuviera la habilidad de …" is AS_THOUGH_HAD (lang/es/effect_clauses.py)
    "AS_THOUGH": {
        f"como si no {been} {blocked}": "not_blocked"
        for been in ("hubiera sido", "hubieran sido", "fuera", "fueran")
        for blocked in ("bloqueado", "bloqueada", "bloqueados", "bloqueadas")
    }
    | {
        f"como si {were} {untapped}": "untapped"
        for were in ("estuviera", "estuvieran")
        for untapped in ("enderezado", "enderezada", "enderezados", "enderezadas")
    }
    | {
        "como si no fuera un muro": "no_defender",
        "como si no tuvieran esas habilidades": "no_those_abilities",
        "como si no tuvieran la habilidad de desvanecerse": "no_shadow",
        "como si no tuviera la habilidad de desvanecerse": "no_shadow",
        "como si su fuente tuviera la habilidad de debilitar": "source_wither",
        "como si esas criaturas tuvieran la habilidad de prisa": "haste",
    },
    # "Toma un turno extra después de éste.", "El jugador objetivo toma dos turnos adicionales después de éste." (the
    # English "Take an extra turn after this one"), as "Juega un turno adicional después de este" reads; "Lanza una
    # moneda." (the English "Flip a coin"), as "Lanza una moneda al aire" reads (lang/es/effect_verbs.py)
    "V_NUM": {
        f"{take} {turns} después de {this}": str(Verb.TAKE_TURN)
        for take in ("toma", "tomas")
        for turns in ("un turno extra", "un turno adicional", "dos turnos extra", "dos turnos adicionales")
        for this in ("éste", "este")
    }
    | {f"{flip} una moneda": str(Verb.FLIP) for flip in ("lanza", "lanzas")},
    # "Si hay dos o más cartas de instantáneo y/o de conjuro en tu cementerio, esas criaturas también ganan la habilidad
    # de vigilancia hasta el final del turno." (the English "those creatures also gain vigilance")
    "ALSO": {"también": "also"},
    # "Destruye el artefacto objetivo y todos los otros artefactos con el mismo nombre que ése." (the English "with the
    # same name as that artifact"), "… y ésta gana la habilidad de prisa": the accented demonstrative alone is the one
    # named before
    "REF": dict.fromkeys(("ése", "ésa", "ésta", "éste"), "anaphora"),
    # "Esos jugadores descartan cada uno dos cartas al azar.", "pon un contador +1/+1 sobre cada uno de esos Vampiros"
    # (the English "those players", "each of those Vampires"): the demonstrative before a noun the tables do not hold
    # with it ("esa criatura", "ese jugador" are phrases of their own)
    "THAT": {"ese": "that", "esa": "that", "esos": "those", "esas": "those"},
    # "… y 4 puntos de daño a una tercera criatura objetivo" (the English "a third target creature"), as "una segunda
    # criatura objetivo" reads (lang/es/effect_modern_templates.py)
    "ANOTHER": {"una tercera": "another", "un tercer": "another"},
    # "si no tenía contadores de tiempo sobre él", "Si esa criatura tenía un contador +1/+1 sobre ella" (the English "if
    # it had no time counters on it"): the past of "tiene"
    "GAIN": {"tenía": "have", "tenían": "have"}
    # "Cualquier cantidad de jugadores objetivo gana cada uno 6 vidas." (the English "each gain 6 life", whose "each"
    # the tree leaves out), as "obtienen cada una +2/+2" reads (lang/es/effect_states_except.py); so the other verbs
    | {f"{verb} cada {one}": "gain" for verb in ("gana", "ganan") for one in ("uno", "una")},
    "DRAW": {f"{verb} cada {one}": "draw" for verb in ("roba", "roban") for one in ("uno", "una")},
    "PUT": {f"ponen cada {one}": "put" for one in ("uno", "una")},
    # "Siempre que se juegue un hechizo de criatura" (the English "Whenever a player casts a creature spell"): the
    # passive with "se" before what is cast, who casts it left out, as "se gire la tierra encantada" reads
    "V_OBJ": {"se juegue": "play", "se lance": "cast"} | {f"descartan cada {one}": "discard" for one in ("uno", "una")},
    "BECOME": {f"se convierten cada {one} en": str(Verb.BECOME) for one in ("uno", "una")},
}

# words read so only right after the terminal named first
TAIL_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # "Pon las siete cartas de la parte superior de tu biblioteca en tu cementerio." (the English "the top seven cards
    # of your library"): after a number, the cards "of the top of" the library are its top cards; elsewhere "cartas de
    # la parte superior de tu biblioteca" stays cards from the library ("muestra cartas de la parte superior de …")
    "NUM": {"THE_TOP": {"cartas de la parte superior de": "top"}},
    # "muestra la carta superior de tu biblioteca", "pon la carta de la parte superior de tu biblioteca en tu
    # cementerio" (the English "the top card of your library", "mill a card"): after the article, the card "of the top
    # of" the library is its top card
    "ART": {"THE_TOP": {"carta superior de": "top", "carta de la parte superior de": "top"}},
    # "Ningún jugador puede lanzar más de un hechizo cada turno." (the English "more than one spell each turn"): right
    # after the noun, "cada turno" is how often, a post-modifier of the objects
    "NOUN": {"QUALIFIER": {"cada turno": "each_turn"}},
    "THIS_WAY": {"QUALIFIER": {"cada turno": "each_turn"}},
    # "Ganas 1 vida por cada punto de daño prevenido de esta manera." (the English "for each 1 damage prevented this
    # way"): what was done to the damage
    "DAMAGE": {"V_OBJ": {"prevenido": "prevent"}},
    # "por cada contador removido de esta manera", "por cada contador +1/+1 removido de esta manera", "por cada contador
    # de almacén quitado de esta manera" (the English "for each counter removed this way"): after the counter,
    # "removido" is what was done to it, not the older "removed from the game"
    **{
        after: {"PARTICIPLE": dict.fromkeys(("removido", "removidos", "quitado", "quitados"), "remove")}
        for after in ("COUNTER_N", "COUNTER_KIND", "PT")
    },
}

# More of the long tail of printed Spanish text: whole sentences the English table reads whole, the game won or lost
# after a modal verb, a text changed, a spell that targets you
TAIL_WORDS["FIXED_CLAUSE"] = {
    # "Este efecto no remueve el Escudo flotante." (the English "This effect doesn't remove ~")
    "este efecto no remueve ~": "unattach:not_by_this_effect",
    # "Un mazo puede tener cualquier cantidad de cartas llamadas ~." (the English "A deck can have any number of cards
    # named ~", rule 100.2a)
    "un mazo puede tener cualquier cantidad de cartas llamadas ~": f"{Verb.DECK_LIMIT}:any_number",
}
# "Finaliza el turno." (the English "End the turn"); "Tú no puedes perder el juego y tus oponentes no pueden ganar el
# juego." (the English "You can't lose the game and your opponents can't win the game"): the infinitive after "puede"
TAIL_WORDS["V_NUM"] |= {
    "finaliza el turno": str(Verb.END_TURN),
    "ganar el juego": str(Verb.WIN),
    "perder el juego": str(Verb.LOSE),
}
# "Copia el hechizo objetivo de instantáneo o de conjuro que te hace objetivo." (the English "that targets you", the
# qualifier `targets` as the shared `that_targets` gives it): "te" is the player targeted
TAIL_WORDS["QUALIFIER"] = {f"que te {does} objetivo": "targets" for does in ("hace", "hacen", "haga", "hagan")}
# "Cambia el texto del hechizo o permanente objetivo reemplazando todas las referencias a un color por otro." (the
# English "Change the text of target spell or permanent by replacing all instances of one color word with another",
# rule 612)
TAIL_WORDS["V_OBJ"] |= {"cambia el texto de": str(Verb.CHANGE_TEXT), "cambia el texto del": str(Verb.CHANGE_TEXT)}
TAIL_WORDS["REPLACING"] = {
    f"reemplazando {all_of} {what} {by} otro": value
    for all_of in ("todas las referencias a", "todas las menciones de", "cada mención de")
    for what, value in (
        ("un color", "color_word"),
        ("un tipo de tierra básica", "basic_land_type"),
        ("un tipo de criatura", "creature_type"),
        ("un color o un tipo de tierra básica", "color_word_or_basic_land_type"),
        ("un color por otro o un tipo de tierra básica", "color_word_or_basic_land_type"),
    )
    for by in ("por", "con")
}
# "Si un oponente tuvo una criatura verde que entró al campo de batalla bajo su control este turno, …" (the English "If
# an opponent had a green creature enter the battlefield under their control this turn"): the past of "tiene", and
# "under their control"
TAIL_WORDS["HAD"] = {"tuvo": "had", "tuvieron": "had"}
TAIL_WORDS["UNDER_YOUR_CONTROL"] = {"bajo su control": "their"}
TAIL_WORDS["ENTERED_REL_ES"] = {
    f"que {entered} {where}": str(Verb.ENTER)
    for entered in ("entró", "entraron")
    for where in ("al campo de batalla", "en el campo de batalla", "en juego")
}
# "Si un oponente ganó vidas este turno, …", "Si un oponente robó tres o más cartas este turno, …", "si robaste dos o
# más cartas este turno" (the English "If an opponent gained life this turn", "drew three or more cards"): the past
_LIFE_CHANGED = {"ganó": "gain_life", "ganaste": "gain_life", "perdió": "lose_life", "perdiste": "lose_life"}
TAIL_WORDS["EVENT_VERB"] |= {
    f"{changed} {life}": value for changed, value in _LIFE_CHANGED.items() for life in ("vida", "vidas")
}
# "si un oponente perdió 3 o más vidas este turno", "si ganaste 3 o más vidas este turno" (the English "if an opponent
# lost 3 or more life this turn"): the past before a bounded number of life
TAIL_WORDS["LIFE_CHANGED"] = _LIFE_CHANGED
TAIL_WORDS["DRAW"] |= dict.fromkeys(("robó", "robaste", "robaron"), str(Verb.DRAW))
# "~ no puede atacar o bloquear sola.", "~ no pueden atacar ni bloquear solos." (the English "can't attack or block
# alone"): after the verb, the adjective in each gender and number ("solo" after "bloquear" is "only")
TAIL_AFTER["BLOCK"] = {"ALONE": dict.fromkeys(("sola", "solos", "solas"), "alone")}
TAIL_AFTER["ATTACK"] = {"ALONE": dict.fromkeys(("solos", "solas"), "alone")}
# "si eres el jugador defensor" (the English "if you're the defending player")
TAIL_WORDS["FIXED_COND"] = {"eres el jugador defensor": "defending_player"}
# "Te saltas tus próximos dos turnos." (the English "Skip your next two turns"), as "te saltas tu próximo turno" reads
# (lang/es/effect_wording.py)
TAIL_WORDS["V_NUM"] |= {
    f"{skip} {whose} {turns}": str(Verb.SKIP)
    for skip in ("te saltas", "se salta", "sáltate")
    for whose in ("tus", "sus")
    for turns in ("próximos dos turnos", "próximos tres turnos")
}
# "roba una carta por cada Zubera puesto en un cementerio desde el juego este turno" (the English "for each Zubera that
# died this turn"): put into a graveyard from the battlefield is dying (rule 700.4)
TAIL_WORDS["QUALIFIER"] |= {
    f"{put} en un cementerio desde {where} este turno": "died_this_turn"
    for put in ("puesto", "puesta", "puestos", "puestas")
    for where in ("el juego", "el campo de batalla")
}
# "Tus oponentes juegan mostrando sus manos.", "Cada jugador juega mostrando la carta de la parte superior de su
# biblioteca." (the English "Your opponents play with their hands revealed", "Each player plays with the top card of
# their library revealed"), as "Juega mostrando tu mano" reads (lang/es/effect_wording.py)
TAIL_WORDS["FIXED_CLAUSE"] |= {
    f"{who} {play} mostrando {what}": f"reveal:{revealed}:{whose}"
    for who, play, whose in (
        ("tus oponentes", "juegan", "opponents"),
        ("los jugadores", "juegan", "each_player"),
        ("cada jugador", "juega", "each_player"),
    )
    for what, revealed in (
        ("sus manos", "hand"),
        ("su mano", "hand"),
        ("la carta de la parte superior de su biblioteca", "top_of_library"),
        ("la carta de la parte superior de sus bibliotecas", "top_of_library"),
        ("la primera carta de su biblioteca", "top_of_library"),
    )
}
# "Siguen siendo una tierra.", "Siguen siendo tierras." (the English "They're still lands"): the plural
TAIL_WORDS["STILL"] = {"siguen siendo": "still"}
# "Estampa Cuando ~ entre en juego, puedes remover del juego …", "Recolectar Regresa cualquier número de llanuras …"
# (the English "Imprint", "Sweep"): ability words printed with no dash, as "Croma" reads (lang/es/effect_printed.py)
TAIL_WORDS["ABILITY_LABEL"] = dict.fromkeys(("estampa", "recolectar"), "ability_word")
# "Comenzando contigo, cada jugador puede pagar cualquier cantidad de maná." (the English "Starting with you, each
# player may pay any amount of mana")
TAIL_WORDS["ORDER"] = {"comenzando contigo": "starting_with_you", "empezando por ti": "starting_with_you"}
# "… cada jugador puede pagar cualquier cantidad de maná." (the English "may pay any amount of mana"): after "pagar" the
# amount and the mana (elsewhere "cualquier cantidad de" counts objects)
TAIL_AFTER["PAY"] = {"A_NUMBER_OF": {"cualquier cantidad de": "any"}}
TAIL_AFTER["A_NUMBER_OF"] = {"MANA": {"maná": "mana"}}
# Another card's name after "llamada" ("Busca en tu biblioteca una carta llamada Arcángel empíreo y ponla en juego.",
# "una ficha de artefacto incolora llamada Oro", the English "a card named Empyrial Archangel"): Spanish names hold
# lowercase words after the first, so a name goes on up to one of these words (effects/lexer.py `_card_name`)
TAIL_WORDS["NAME_STOP"] = dict.fromkeys(
    (
        *("y", "o", "u", "e", "ni", "y/o", "con", "sin", "si", "no", "que", "a", "al", "en", "por", "para", "sobre"),
        *("está", "están", "esté", "estén", "es", "son", "sea", "sean", "puede", "pueden", "mientras", "hasta"),
        *("donde", "cuando", "como", "este", "esta"),
    ),
    "stop",
)
# "si controlas artefactos llamados …", "fichas de criatura Kóbold rojas 0/1 llamadas …": the plural
TAIL_WORDS["NAMED"] = {"llamadas": "named", "llamados": "named"}
# "~ no puede atacar a menos que hayas lanzado un hechizo que no sea de criatura este turno." (the English "unless
# you've cast a noncreature spell this turn"): the perfect, who casts only in the verb's person
TAIL_WORDS["V_OBJ"] |= {"hayas lanzado": str(Verb.CAST)}
# "Al comienzo de cada mantenimiento, si un jugador lanzó dos o más hechizos en el último turno, transforma al Terror
# del Paso Kruin." (the English "transform ~"): a double-faced card names its other face after "transforma", itself
# (only a double-faced permanent transforms); the name is read after the phrase (NAME_AFTER, effects/lexer.py)
TAIL_WORDS["TRANSFORM_NAMED_ES"] = {
    f"{transform} {to}": str(Verb.TRANSFORM)
    for transform in ("transforma", "transformar")
    for to in ("al", "a la", "a los", "a las", "a")
}
TAIL_WORDS["NAME_AFTER"] = {"TRANSFORM_NAMED_ES": "name"}
# "Busca en la biblioteca del jugador objetivo una carta y remueve esa carta del juego.", "remueve todas las fichas del
# juego" (the English "exile that card", "exile all tokens"; older "remove … from the game"): right after the object,
# "del juego" is "from the game" ("de" + "el juego", exile), not a post-modifier "on the battlefield"
for _after in ("NOUN", "TYPE", "SUBTYPE", "REF"):
    TAIL_AFTER.setdefault(_after, {})["FROM_GAME_ES"] = {"del juego": "exile"}
