"""Spanish words of printed card text in the effect grammar beside the other tables, as data: the older
wording of shroud ("no puede ser objetivo de hechizos o habilidades"), mana of a kind added ("un maná de ese
color"), damage divided ("divididos como elijas entre"), an ability word printed without its dash ("Umbral …")
and the reflexive passive with "se" ("Si se descarta una carta roja de esta manera"). The rules that read
them are in grammar/effects-es.lark.
"""

from __future__ import annotations

from mtglinks.kinds import Verb


def _target_of() -> dict[str, str]:
    """ "sea objetivo de un hechizo o habilidad": the English "becomes the target of a spell or ability", the verb
    `become_target`; "no puede ser objetivo de hechizos azules o negros", what may not target it."""
    by = (
        "hechizos azules o negros",
        "hechizos negros o rojos",
        "un hechizo o habilidad",
        "un hechizo o una habilidad",
        "un hechizo",
        "un hechizo instantáneo o conjuro",
    )
    whose = ("", " que controlen tus oponentes", " que controlan tus oponentes", " que controla un oponente")
    out: dict[str, str] = {}
    for be in ("ser", "sea", "sean", "es", "son"):
        for the in ("", "el "):
            for spells in by:
                for owner in whose:
                    out[f"{be} {the}objetivo de {spells}{owner}"] = str(Verb.BECOME_TARGET)
    return out


def _shroud() -> dict[str, str]:
    """ "no puede ser objetivo de hechizos o habilidades (que controlen tus oponentes)": the words that define shroud
    (rule 702.18a) and hexproof (rule 702.11b), as the Oracle text now says them, after "no puede"."""
    out: dict[str, str] = {}
    for spells in ("hechizos o habilidades", "hechizos ni habilidades"):
        out[f"ser objetivo de {spells}"] = "shroud"
        for owner in (" que controlen tus oponentes", " que controlan tus oponentes"):
            out[f"ser objetivo de {spells}{owner}"] = "hexproof"
    return out


PRINTED_WORDS: dict[str, dict[str, str]] = {
    "EVENT_VERB": _target_of(),
    "KEYWORD_CLAUSE": _shroud(),
    # "Agrega un maná de ese color", "dos maná de cualquier combinación de colores": the English "mana of that color"
    "MANA_OF": {
        "maná de ese color": "that_color",
        "manás de ese color": "that_color",
        "maná de cualquier color": "any_color",
        "manás de cualquier color": "any_color",
        "maná de un color cualquiera": "any_color",
        "maná de cualquier combinación de color": "any_combination",
        "maná de cualquier combinación de colores": "any_combination",
        "maná del color elegido": "chosen_color",
        "manás del color elegido": "chosen_color",
        "maná de cualquier tipo": "any_type",
        "maná incoloro": "colorless",
    },
    # "~ hace 3 puntos de daño divididos como elijas entre una, dos o tres criaturas objetivo"
    "DIVIDED": {
        f"{divided} como {choose} entre": "as_you_choose"
        for divided in ("divididos", "divididas", "repartidos")
        for choose in ("elijas", "quieras")
    },
    # "Umbral ~ obtiene +2/+2" (Odyssey printed the ability word with no dash): as long as you have threshold
    "ABILITY_WORD": {"umbral": "threshold"},
    # "a ti o a la criatura objetivo"
    "PLAYER": {"ti": "you"},
}


def _se_passive() -> dict[str, str]:
    """ "Si se descarta una carta roja de esta manera", "Si el hechizo se contrarresta de esta manera": the passive
    with "se" (the English "is discarded", "is countered"), present, subjunctive and past, one or more."""
    stems = {
        "descart": Verb.DISCARD,
        "muestr": Verb.REVEAL,
        "revel": Verb.REVEAL,
        "contrarrest": Verb.COUNTER,
        "exili": Verb.EXILE,
        "sacrific": Verb.SACRIFICE,
    }
    out: dict[str, str] = {}
    for stem, verb in stems.items():
        soft = stem.replace("c", "qu") if stem.endswith("c") else stem  # "sacrifique"
        for ending in ("a", "an", "ó", "aron"):
            out[f"se {stem}{ending}"] = str(verb)
        for ending in ("e", "en"):
            out[f"se {soft}{ending}"] = str(verb)
    irregular = {
        Verb.DESTROY: ("destruye", "destruyen", "destruya", "destruyan", "destruyó", "destruyeron"),
        Verb.PREVENT: ("previene", "previenen", "prevenga", "prevengan", "previno", "previnieron"),
    }
    for verb, forms in irregular.items():
        out |= {f"se {form}": str(verb) for form in forms}
    return out


PRINTED_WORDS["EVENT_VERB"] |= _se_passive()
PRINTED_WORDS["THIS_WAY"] = {"de este modo": "this_way"}
# "si se pagó su coste de rondar", "Si se pagó el coste de demencia de ~": an alternative cost paid
PRINTED_WORDS["FIXED_COND"] = {
    f"se pagó {whose} de {cost}{of}": f"paid:{value}"
    for whose in ("el coste", "su coste")
    for cost, value in (("rondar", "prowl"), ("impulso", "surge"), ("demencia", "madness"))
    for of in ("", " de ~")
}
# "exílialo en vez de ponerlo en el cementerio de su propietario"
PRINTED_WORDS["INSTEAD_OF"] = {
    f"en vez de {put} en {where}": value
    for put in ("ponerlo", "ponerla", "ponerlos", "ponerlas")
    for where, value in (
        ("el cementerio de su propietario", "graveyard"),
        ("tu cementerio", "graveyard"),
        ("un cementerio", "graveyard"),
        ("cualquier otro lado", "anywhere"),
        ("cualquier otro lugar", "anywhere"),
    )
}
# "La próxima vez que una fuente de tu elección fuera a hacerte daño este turno, …"
PRINTED_WORDS["NEXT_TIME"] = {"la próxima vez que": "next_time"}
# "Si fueras a robar una carta, …": "you would", the subject only in the verb's person
PRINTED_WORDS["WOULD_PERSON"] = {f"{would} a": "you" for would in ("fueras", "fueses")}
PRINTED_WORDS["WOULD"] = {"fuese a": "would", "fuesen a": "would"}
# "Si una tierra entró al campo de batalla bajo tu control este turno"
PRINTED_WORDS["ENTER"] = {
    f"{verb}{where}": str(Verb.ENTER)
    for verb in ("entró", "entraron")
    for where in ("", " al campo de batalla", " en juego", " en el campo de batalla")
}
# "Si ese hechizo es contrarrestado de esta manera" (the English "is countered")
PRINTED_WORDS["EVENT_VERB"] |= {
    f"{be} {countered}": str(Verb.COUNTER) for be in ("es", "fue") for countered in ("contrarrestado", "contrarrestada")
}
# "Si ganas el lanzamiento, …" (a coin flip won or lost: the English "If you win the flip")
PRINTED_WORDS["V_NUM"] = {
    f"{verb} el lanzamiento": str(value)
    for verb, value in (("ganas", Verb.WIN_FLIP), ("gana", Verb.WIN_FLIP), ("pierdes", Verb.LOSE_FLIP))
}
# "si entre las cartas de tu cementerio hay cuatro o más tipos de cartas" (delirium, rule 207.2c: the card types
# among the cards in your graveyard)
PRINTED_WORDS["FIXED_COND"] |= {
    f"entre las cartas de tu cementerio {there} cuatro o más tipos de cartas": "delirium" for there in ("hay", "haya")
}
# "~ entra al campo de batalla como una copia de cualquier criatura en el campo de batalla"
PRINTED_WORDS["COPY_OF"] = {"una copia de": "copy"}
PRINTED_WORDS["ANY"] = {"cualquier": "any"}
# "Si hay dos o más cartas de instantáneo y/o de conjuro en tu cementerio": either type, one object (as the English
# "instant and/or sorcery cards")
PRINTED_WORDS["TYPE"] = {
    f"de instantáneo {join} {of}conjuro": "instant_or_sorcery" for join in ("o", "y/o") for of in ("", "de ")
}
# "poner esa carta en su parte superior" (the top of the library searched)
PRINTED_WORDS["ZONE"] = {"su parte superior": "library"}
# "Las criaturas no pueden atacarte (a ti o a un planeswalker que controlas)": who is attacked, in the verb's pronoun
PRINTED_WORDS["ATTACK_PERSON"] = {"atacarte": "you", "atacarle": "that_player", "atacarles": "that_player"}
# "puedes elegir que la criatura objetivo obtenga -1/-1" (older wording of "you may have target creature get …")
PRINTED_WORDS["GAIN"] = {f"{choose} que": "have" for choose in ("elegir", "elige", "elija")}
# "Siempre que ganes vidas por primera vez cada turno" (the English "for the first time each turn")
PRINTED_WORDS["FIRST_TIME"] = {
    "por primera vez cada turno": "first_each_turn",
    "por primera vez en cada turno": "first_each_turn",
    "por primera vez en un turno": "first_each_turn",
    "por primera vez este turno": "first_this_turn",
}

# Words Spanish card text writes two ways for one meaning: each phrase of the tables that holds one also reads
# with the other ("en vez de eso" / "en lugar de eso", "sólo" / "solo")
SYNONYMS = (("en vez de", "en lugar de"), ("sólo", "solo"), ("solo", "sólo"))


def with_synonyms(tables: dict[str, dict[str, str]]) -> None:
    """Adds to each table the phrases that say the same with the other word of a pair of `SYNONYMS`."""
    for table in tables.values():
        for one, other in SYNONYMS:
            pattern = f" {one} "
            table |= {
                f" {phrase} ".replace(pattern, f" {other} ").strip(): value
                for phrase, value in list(table.items())
                if pattern in f" {phrase} " and f" {phrase} ".replace(pattern, f" {other} ").strip() not in table
            }


# "Roba una cantidad de cartas igual a …", "crea una cantidad de fichas … igual a tu devoción al negro": a number
# the text computes after (the English "a number of")
PRINTED_WORDS["A_NUMBER_OF"] = {"una cantidad de": "X", "un número de": "X"}
# "igual a la fuerza de la criatura exiliada", "donde X es la fuerza del Atog sacrificado": a number of the object
# named after it (the English "the power of …"); "la fuerza de ~" and the other phrases of QUANTITY stay read whole
PRINTED_WORDS["STAT"] = {
    f"{stat} {of}": value
    for stat, value in (
        ("la fuerza", "power"),
        ("la resistencia", "toughness"),
        ("el coste de maná convertido", "mana_value"),
        ("el valor de maná", "mana_value"),
        ("coste de maná convertido", "mana_value"),
        ("valor de maná", "mana_value"),
    )
    for of in ("de", "del")
}
# An ability word printed with no dash before the sentence it labels ("Temerario ~ tiene la habilidad de desvanecerse
# mientras no tengas cartas en tu mano."): a label of no rules meaning (rule 207.2c), the sentence read as it is
PRINTED_WORDS["ABILITY_LABEL"] = dict.fromkeys(
    ("temerario", "dominio", "croma", "irradiar", "hermandad"), "ability_word"
)
# "La próxima vez que una fuente de tu elección fuera a hacerte daño este turno": who is dealt damage, in the verb
PRINTED_WORDS["DEAL_PERSON"] = {"hacerte": "you", "hacerle": "that_player"}
# "luego roba ese mismo número de cartas"
PRINTED_WORDS["THAT_MANY"] = {"ese número de": "that_many", "ese mismo número de": "that_many"}
# "a menos que el jugador defensor controle una isla"
PRINTED_WORDS["CONTROLLER"] = {
    f"el jugador defensor {controls}": "defending_player" for controls in ("controla", "controle")
}
# "mientras ~ permanezca girado" (the English "remains tapped")
PRINTED_WORDS["REMAINS"] = {
    f"{remain} {state}": value
    for remain in ("permanezca", "permanece", "permanezcan")
    for state, value in (
        ("girado", "tapped"),
        ("girada", "tapped"),
        ("en juego", "battlefield"),
        ("en el campo de batalla", "battlefield"),
        ("exiliado", "exiled"),
        ("exiliada", "exiled"),
        ("exiliadas", "exiled"),
    )
}
# "Todas las criaturas que puedan bloquear a ~ lo hacen." (the English "All creatures able to block ~ do so."; "lo
# hacen" is DOES)
PRINTED_WORDS["LURE"] = {"todas las criaturas que puedan bloquear a": "all_able"}
# "Nombra una carta que no sea tierra." (the English "Name a nonland card"): a card name chosen
PRINTED_WORDS["NAME_CARD"] = dict.fromkeys(("nombra", "nombrar", "nombre"), "choose")
NAMED_CARDS = {
    "una carta": "card_name",
    "una carta que no sea tierra": "card_name",
    "una carta de artefacto": "card_name",
    "una carta de criatura": "card_name",
}
# "La criatura objetivo y cada una de las otras criaturas que compartan un color con ella" (the English "each other")
PRINTED_WORDS["EACH"] = {
    f"cada {one} de {the} {other}": "each"
    for one, the, others in (("una", "las", ("otras", "demás")), ("uno", "los", ("otros", "demás")))
    for other in others
}
# "donde X es la mayor fuerza entre las criaturas que controlas" (the English "the greatest power among")
PRINTED_WORDS["NUMBER_OF"] = {
    f"{stat} entre": value
    for stat, value in (
        ("la mayor fuerza", "greatest_power"),
        ("la mayor resistencia", "greatest_toughness"),
        ("el mayor coste de maná convertido", "greatest_mana_value"),
        ("el mayor valor de maná", "greatest_mana_value"),
    )
}
# "Si jugaste ~ durante tu fase principal", "Siempre que juegues un hechizo durante el turno de un oponente"
PRINTED_WORDS["DURING"] = {
    "durante tu fase principal": "your_main_phase",
    "durante el turno de un oponente": "opponent_turn",
    "durante un turno de un oponente": "opponent_turn",
}
# "La criatura objetivo lucha con otra criatura objetivo" (the English "fights")
PRINTED_WORDS["V_OBJ"] = {
    f"{fight} {with_}": str(Verb.FIGHT)
    for fight in ("lucha", "luchan", "luche", "luchen", "luchar")
    for with_ in ("con", "contra")
}
# "gana el control del artefacto objetivo" ("del": "de" and the article)
PRINTED_WORDS["CONTROL_OF"] = {"el control del": "control"}
# "si no tienes cartas en la mano"; the top and bottom of more players' libraries
PRINTED_WORDS["ZONE"] |= {"la mano": "hand"} | {
    f"la parte {where} de la biblioteca {whose}": "library"
    for where in ("superior", "inferior", "superior o inferior")
    for whose in ("de ese jugador", "del jugador objetivo", "de su propietario", "de su controlador")
}
# "hasta final del turno" (without its article); "ó" (the older accented "o")
PRINTED_WORDS["DURATION"] = {"hasta final del turno": "end_of_turn"}
PRINTED_WORDS["OR"] = {"ó": "or"}
# "Como un coste adicional para jugar ~, …" (with the article)
PRINTED_WORDS["ADDITIONAL_COST"] = {f"como un coste adicional para {cast} ~": "spell" for cast in ("lanzar", "jugar")}
# "criaturas y/o planeswalkers objetivo" (an English word: its plural takes "s")
PRINTED_WORDS["TYPE"] |= {"planeswalkers": "planeswalker"}
# "Si ~ fue negociado" (bargained, the English "if it was bargained")
PRINTED_WORDS["PAID"] = {"fue negociado": "bargained", "fue negociada": "bargained"}
# "puedes recabar pruebas 4" (collect evidence, rule 701.59)
PRINTED_WORDS["V_NUM"] |= {
    f"{collect} pruebas": str(Verb.COLLECT_EVIDENCE) for collect in ("recabar", "recaba", "recabas", "recabes")
}
# "roba una carta adicional" (the English "draws an additional card")
PRINTED_WORDS["OBJ_PHRASE"] = {"una carta adicional": "card:additional"}
# "Si se le fuera a hacer daño a ~, …" (the English "If damage would be dealt to ~"): the passive with "se" puts the
# verb before the damage, and whom it is dealt to after "a"
PRINTED_WORDS["SE_WOULD_DEAL"] = {
    f"se {le} {would} a hacer": "dealt" for le in ("le", "les") for would in ("fuera", "fuese")
}
# "~ se transforme en ~" (a trigger: "Whenever this creature transforms into …")
PRINTED_WORDS["EVENT_VERB"] |= {
    f"se {form} en": str(Verb.TRANSFORM) for form in ("transforme", "transforma", "transformen")
}
# "Siempre que se remueva un contador de tiempo de ~ mientras está removido del juego": counters removed, the verb first
PRINTED_WORDS["SE_REMOVED"] = dict.fromkeys(("se remueva", "se remuevan", "se quite", "se quiten"), "removed_from")
PRINTED_WORDS["WHILE_STATE"] = {
    f"mientras {be} {exiled}": "exiled"
    for be in ("está", "esté")
    for exiled in ("removido del juego", "removida del juego", "exiliado", "exiliada")
}
# "Intercambia la fuerza con la resistencia de la criatura objetivo hasta el final del turno" (the English "Switch
# target creature's power and toughness", rule 613.4d): the verb with its article, then whose numbers after "de"
PRINTED_WORDS["SWITCH"] = {f"{switch} la": "switch" for switch in ("intercambia", "intercambiar")}
PRINTED_WORDS["STAT"] |= {
    f"fuerza {join} la resistencia {of}": "power_toughness" for join in ("con", "y") for of in ("de", "del")
}
# "La criatura objetivo pierde todas sus habilidades" (the English "loses all abilities")
PRINTED_WORDS["KEYWORD"] = {"todas sus habilidades": "all_abilities", "todas sus otras habilidades": "all_abilities"}
# "Mientras tu devoción al blanco sea menor que cinco, ~ no es una criatura." (the English "~ isn't a creature")
PRINTED_WORDS["ISNT"] = {"no es": "is_not", "no son": "is_not"}
# "Si es una carta de criatura, ponla en tu mano. Si no, ponla en tu cementerio." (the English "Otherwise, …"): "no"
# alone, which only grammar/effects-es.lark reads, after "Si" and before the comma
PRINTED_WORDS["NO_ALONE"] = {"no": "not"}
