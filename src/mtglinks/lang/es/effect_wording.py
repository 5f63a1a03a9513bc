"""More Spanish words of the effect grammar, as data: scales and bounds the lexicon reads whole ("por cada vez que
fue estimulado", "una fuerza total de 8 o más"). The rules that read them are in grammar/effects.lark and
grammar/effects-es.lark; the values are those of the English table.
"""

from __future__ import annotations

from mtglinks.lang.es.effect_phrases import STEPS

WORDING_WORDS: dict[str, dict[str, str]] = {
    # "por cada vez que fue estimulado" (the English "for each time it was kicked", rule 702.33: the times kicked)
    "FOR_EACH_TIMES": {
        f"por cada vez que {it}{was} {kicked}": "times_kicked"
        for it in ("", "~ ")
        for was, kicked in (
            ("fue", "estimulado"),
            ("fue", "estimulada"),
            ("fueron", "estimulados"),
            ("fueron", "estimuladas"),
        )
    },
    # "si las criaturas que controlas tienen una fuerza total de 8 o más" (the English "total power 8 or greater")
    "STAT": {
        f"{a}{stat} total{of}": value
        for a in ("", "una ")
        for stat, value in (("fuerza", "total_power"), ("resistencia", "total_toughness"))
        for of in ("", " de")
    },
}


def _phases() -> dict[str, str]:
    """More steps of a trigger ("Al comienzo del mantenimiento del jugador encantado", "Al comienzo de la fase principal
    precombate de cada jugador", "Al final de tu turno", the older wording of your end step), value "<whose>:<step>"
    as `effect_phrases.phases` writes it."""
    steps = {
        **STEPS,
        "paso de declarar atacantes": "declare_attackers",
        "paso de declarar bloqueadores": "declare_blockers",
        "paso de declarar bloqueadoras": "declare_blockers",
    }
    after = {
        "del jugador encantado": "enchanted_player",
        "del jugador defensor": "defending_player",
        "del oponente objetivo": "opponent",
        "de cada jugador": "each",
        "de cada oponente": "opponent",
        "de ese jugador": "that_player",
    }
    out: dict[str, str] = {}
    for step, value in steps.items():
        the = "la" if step.startswith(("fase", "primera", "segunda")) else "el"
        for words, whose in after.items():
            out[f"{step} {words}"] = f"{whose}:{value}"
            out[f"{the} {step} {words}"] = f"{whose}:{value}"
        out[f"{the} {step}"] = f"the:{value}"
        if the == "el":  # "Al comienzo del paso final": "del" holds the article of the step
            out[step] = f"the:{value}"
    # "Al final de tu turno", "Al final de cada turno" (older wording of "at the beginning of the end step")
    out |= {"tu turno": "your:end_step", "cada turno": "each:end_step"}
    return out


WORDING_WORDS["PHASE"] = _phases()
# "si es tu turno", "mientras sea tu turno": "tu turno" after IT_IS (elsewhere it is the end of your turn, a step)
WORDING_AFTER: dict[str, dict[str, dict[str, str]]] = {"IT_IS": {"TURN": {"tu turno": "yours"}}}
# "Siempre que lances caos" (a plane's chaos ability, rule 901.9: the English "Whenever chaos ensues")
WORDING_WORDS["PHASE"] |= {f"{roll} caos": "chaos_ensues" for roll in ("lances", "lanzas", "salga", "sale")}
# counters named by a noun ("un contador de almacenaje"), each with the English name its cards' Oracle text gives it
WORDING_WORDS["COUNTER_KIND"] = {
    f"de {word}": value
    for word, value in {
        "ki": "ki",
        "almacenaje": "storage",
        "almacén": "storage",
        "peste": "plague",
        "plaga": "plague",
        "pluma": "feather",
        "mecha": "fuse",
        "soborno": "bribery",
        "pergamino": "scroll",
        "oro": "gold",
        "obstrucción": "filibuster",
        "devoción": "devotion",
        "suerte": "luck",
        "conflicto": "strife",
        "estrofa": "verse",
        "consumación": "finality",
        "trituración": "shred",
        "furia": "fury",
        "rencor": "spite",
        "deseo": "wish",
        "minería": "mining",
        "fango": "slime",
        "puntería": "aim",
        "huella": "hoofprint",
        "globo": "eyeball",
        "maniquí": "mannequin",
        "llamarada": "blaze",
        "filacteria": "phylactery",
        "aislamiento": "isolation",
        "punta": "arrowhead",
        "manifestación": "manifestation",
        "gema": "gem",
        "dilación": "delay",
        "desesperación": "despair",
        "estudio": "study",
        "jabalina": "javelin",
        "eones": "eon",
        "robo": "theft",
        "cristal": "crystal",
        "petrificación": "petrification",
    }.items()
}
# "Lanza una moneda a cara o cruz." (flip a coin); "Cuando ~ aproveche una criatura" (exploit, rule 702.110)
WORDING_WORDS["V_NUM"] = {f"{flip} una moneda a cara o cruz": "flip" for flip in ("lanza", "lanzas", "lanzar")}
WORDING_WORDS["V_OBJ"] = dict.fromkeys(("aproveche", "aprovecha", "aprovechen", "aprovechan"), "exploit")
# "Cuando ~ se convierta en monstruoso" (the English "becomes monstrous", rule 701.37)
WORDING_WORDS["EVENT_VERB"] = {
    f"{become} en {monstrous}": "monstrosity"
    for become in ("se convierta", "se convierte")
    for monstrous in ("monstruoso", "monstruosa")
}
# "Juega mostrando la primera carta de tu biblioteca." (the English "Play with the top card of your library revealed")
WORDING_WORDS["FIXED_CLAUSE"] = {
    f"juega mostrando {top}": "reveal:top_of_library:yours"
    for top in ("la primera carta de tu biblioteca", "la carta de la parte superior de tu biblioteca")
} | {"juega mostrando tu mano": "reveal:hand:yours"}
# "~ y al menos otras dos criaturas ataquen", "si controlas exactamente una criatura" ("at least", "exactly")
WORDING_WORDS["AT_LEAST"] = {"al menos": "at_least", "como mínimo": "at_least", "exactamente": "exactly"}
# "Cuando ~ o ~ vayan a un cementerio desde el juego" (two or more die together)
WORDING_WORDS["EVENT_VERB"] |= {
    f"{go} a un cementerio desde {where}": "die"
    for go in ("vayan", "van")
    for where in ("el juego", "el campo de batalla")
} | {f"{go} a un cementerio": "put_into_graveyard" for go in ("vayan", "van")}
# "exactamente una criatura": after a bound "una" is the number one
WORDING_AFTER["AT_LEAST"] = {"NUM": {"un": "1", "una": "1", "uno": "1"}}


def _skips_and_turns() -> dict[str, str]:
    """ "Sáltate tu paso de robar", "cada oponente se salta su próximo paso de enderezar" (a step, phase or turn
    skipped, rule 500.11); "El jugador objetivo toma un turno adicional después de éste" (an extra turn)."""
    steps = (
        "paso de robar",
        "paso de enderezar",
        "mantenimiento",
        "fase de combate",
        "turno",
        "paso de robar del próximo turno",
    )
    out = {
        f"{skip} {whose}{step}": "skip"
        for skip in ("sáltate", "salta", "se salta", "te saltas", "saltas", "se saltan")
        for whose in ("tu ", "su ", "tu próximo ", "su próximo ", "tu próxima ", "su próxima ", "sus ")
        for step in steps
    }
    out |= {
        f"{take} un turno adicional después de {this}": "take_extra_turn"
        for take in ("toma", "tomas", "tome", "juega", "juegas")
        for this in ("éste", "este")
    }
    return out


WORDING_WORDS["V_NUM"] |= _skips_and_turns()
WORDING_WORDS["PHASE"] |= {
    f"{the}mantenimiento del controlador de {what}": "controller:upkeep"
    for the in ("", "el ")
    for what in ("la criatura encantada", "la tierra encantada", "el permanente encantado", "el artefacto encantado")
}
# "Puedes elegir el mismo modo más de una vez." (a modal spell's modes chosen again, rule 700.2d)
WORDING_WORDS["CHOICE"] = {"el mismo modo más de una vez": "mode"}
# "Las criaturas que controlas son indestructibles este turno." (what another object has; the card's own "~ es
# indestructible" stays unread: effect_phrases.py)
WORDING_WORDS["KEYWORD"] = {"indestructibles": "indestructible"}
# "Busca una carta de tierra básica en tu biblioteca" (the verb alone; "busca en tu biblioteca …" is SEARCH)
WORDING_WORDS["SEARCH_FOR"] = dict.fromkeys(("busca", "buscas", "busque", "buscar"), "search")
# "~ no pueden ser bloqueados por criaturas rojas", "Cuando ~ sean bloqueados" (the plural of "bloqueado")
WORDING_WORDS["BE_BLOCKED"] = {
    f"{be} {blocked}{by}": value
    for blocked in ("bloqueados", "bloqueadas")
    for be, value in (("ser", "blocked"), ("sean", "blocked"), ("son", "becomes_blocked"))
    for by in ("", " por")
    if not (by and be == "ser")
}
# "si era un Humano", "Si ese permanente era azul o negro" (the past of "es", the English "was")
WORDING_WORDS["BE"] = {"era": "was", "eran": "were"}
# "Mientras ~ esté emparejado con otra criatura" (soulbond, rule 702.95), "si ~ está en tu mano inicial"
WORDING_WORDS["FIXED_COND"] = {
    f"~ {be} {paired} con otra criatura": "paired" for be in ("esté", "está") for paired in ("emparejado", "emparejada")
} | {f"~ {be} en tu mano inicial": "in_opening_hand" for be in ("esté", "está")}
# "Agrega tres manás de un color cualquiera", "X maná de cualquier combinación de {U} y/o {B}"
WORDING_WORDS["MANA_OF"] = {
    "manás de un color cualquiera": "any_color",
    "manás de cualquier combinación de color": "any_combination",
    "manás de cualquier combinación de colores": "any_combination",
} | {
    f"{mana} {of} cualquier combinación de {one} y/o {other}": "any_combination"
    for mana in ("maná", "manás")
    for of in ("de", "en")
    for one, other in (
        ("{W}", "{U}"),
        ("{U}", "{B}"),
        ("{B}", "{R}"),
        ("{R}", "{G}"),
        ("{G}", "{W}"),
        ("{W}", "{B}"),
        ("{U}", "{R}"),
        ("{B}", "{G}"),
        ("{R}", "{W}"),
        ("{G}", "{U}"),
        ("blanco", "azul"),
        ("azul", "negro"),
        ("negro", "rojo"),
        ("rojo", "verde"),
        ("verde", "blanco"),
        ("blanco", "negro"),
        ("azul", "rojo"),
        ("negro", "verde"),
        ("rojo", "blanco"),
        ("verde", "azul"),
    )
}
# "Si un oponente controla siete o más tierras" (a player's control as a condition, the English "controls")
WORDING_WORDS["CONTROLLER"] = {
    f"{who} {controls}": value
    for who, value in (
        ("un oponente", "opponent"),
        ("ese jugador", "that_player"),
        ("el jugador objetivo", "target_player"),
        ("el oponente objetivo", "target_opponent"),
        ("cada oponente", "each_opponent"),
        ("ningún oponente", "no_opponent"),
    )
    for controls in ("controla", "controle")
}
# "ambas criaturas tienen la habilidad de prisa" (the English "both creatures")
WORDING_WORDS["ALL"] = {"ambas": "both", "ambos": "both"}


def _timings() -> dict[str, str]:
    """ "Juega esta habilidad sólo durante tu mantenimiento", "Activa esta habilidad solo durante el combate": when an
    activated ability may be activated (the English "Activate only …")."""
    when = {
        "durante tu mantenimiento": "your_upkeep",
        "durante tu turno": "your_turn",
        "durante el combate": "combat",
        "cuando puedas jugar un conjuro": "sorcery",
        "cuando puedas lanzar un conjuro": "sorcery",
        "en cualquier momento en que pudieras jugar un conjuro": "sorcery",
        "una vez cada turno": "once_each_turn",
        "una vez por turno": "once_each_turn",
        "como un conjuro": "sorcery",
    }
    return {
        f"{verb} {what} {only} {words}": value
        for verb in ("juega", "activa")
        for what in ("esta habilidad", "esto")
        for only in ("sólo", "solo")
        for words, value in when.items()
    }


WORDING_WORDS["TIMING"] = _timings()
# "Lanza ~ sólo si controlas dos o más Vampiros", "Juega ~ sólo durante tu turno" (the English "Cast ~ only if …")
WORDING_WORDS["ONLY"] = {"sólo": "only", "solo": "only"}
# "Siempre que ~ se enderecen" (the plural of "se enderece"), "se giren"
WORDING_WORDS["EVENT_VERB"] |= {"se enderecen": "untap", "se giren": "tap"}
# "Siempre que se ponga un contador +1/+1 sobre ~" (the English "Whenever a +1/+1 counter is put on ~"): the passive
# with "se" puts its verb before the counters
WORDING_WORDS["SE_PUT"] = dict.fromkeys(("se ponga", "se pongan", "se coloque", "se coloquen"), "put")
# "Esas criaturas no se enderezan durante el paso de enderezar de sus controladores mientras …", "no se enderezan
# durante el próximo paso de enderezar del jugador"
WORDING_WORDS["NO_UNTAP"] = {
    f"no se {untap} durante {when}": "untap"
    for untap in ("endereza", "enderezan")
    for when in (
        "el paso de enderezar de sus controladores",
        "el próximo paso de enderezar del jugador",
        "el próximo paso de enderezar de su controlador",
        "el próximo paso de enderezar de ese jugador",
        "el próximo paso de enderezar del jugador objetivo",
    )
}
WORDING_WORDS["V_NUM"] |= {
    f"{skip} {step}": "skip"
    for skip in ("se salta", "se saltan", "salta", "sáltate")
    for step in (
        "su siguiente paso de enderezar",
        "tu siguiente paso de enderezar",
        "sus pasos de mantenimiento",
        "sus pasos de enderezar",
        "su siguiente turno",
        "tu siguiente turno",
    )
}
# "donde X es la cantidad de colores de maná usados para lanzar ~", "por cada color de maná usado para lanzarlo"
# (converge and sunburst's count: the English "colors of mana spent to cast it")
WORDING_WORDS["OBJ_PHRASE"] = {
    f"{colors} de maná {used} para {cast}": "color:of_mana_spent_to_cast"
    for colors, used in (("colores", "usados"), ("color", "usado"), ("colores", "gastados"), ("color", "gastado"))
    for cast in (
        "lanzar ~",
        "lanzarlo",
        "lanzarla",
        "jugar ~",
        "jugarlo",
        "jugarla",
        "lanzar este hechizo",
        "lanzar ese hechizo",
    )
}
# "pon esa carta en la parte superior" (the English "put that card on top": of the library just named), "en su parte
# superior", "en el fondo"
WORDING_WORDS["ZONE"] = {
    f"{the} {where}": "library"
    for the in ("la", "su")
    for where in ("parte superior", "parte inferior", "parte superior o en el fondo", "parte superior o inferior")
} | {"el fondo": "library"}


def _during() -> dict[str, str]:
    """ "durante el paso de enderezar de cada uno de los demás jugadores" (the English "during each other player's untap
    step"), value "<whose>:<step>" as the English `steps` writes it."""
    steps = {
        "paso de enderezar": "untap_step",
        "mantenimiento": "upkeep",
        "paso de robar": "draw_step",
        "turno": "turn",
    }
    whose = {
        "de cada uno de los demás jugadores": "each_other",
        "de cada uno de los otros jugadores": "each_other",
        "de cada otro jugador": "each_other",
        "de cada oponente": "opponent",
        "de cada jugador": "each",
        "de su controlador": "controller",
        "de ese jugador": "that_player",
    }
    return {f"durante el {step} {of}": f"{who}:{value}" for step, value in steps.items() for of, who in whose.items()}


WORDING_WORDS["DURING"] = _during()
# "puedes enderezarlo y removerlo del combate" (the English "remove it from combat")
WORDING_WORDS["FROM_COMBAT"] = {"del combate": "combat"}
WORDING_WORDS["REMOVE"] = dict.fromkeys(
    ("removerlo", "removerla", "removerlos", "removerlas", "remuévelo", "remuévela", "remuévelos", "remuévelas"),
    "remove_counter",
)
# "Ganas una cantidad de vida igual al daño hecho de esta manera" (the English "the damage dealt this way")
WORDING_WORDS["QUANTITY"] = {
    f"{the} daño {dealt} de esta manera": "damage_this_way" for the in ("el", "") for dealt in ("hecho", "infligido")
}
# "si atacaste con una criatura este turno" (raid: the English "if you attacked this turn"), the subject in the verb
WORDING_WORDS["V_NUM"] |= dict.fromkeys(("atacaste", "atacaste con una criatura", "atacaste con criaturas"), "attack")
# "Busca en el cementerio, mano y biblioteca de su controlador": the zones of a list whose owner is named last
WORDING_WORDS["ZONE"] |= {"el cementerio": "graveyard", "mano": "hand", "cementerio": "graveyard"}
# "cualquier cantidad de cartas con ese nombre", "con el nombre elegido" (the English "with that name")
WORDING_WORDS["QUALIFIER"] = {
    "con ese nombre": "with:that_name",
    "con ese mismo nombre": "with:that_name",
    "con el nombre elegido": "with:chosen_name",
}
# "Esa criatura es un Zombie negro además de sus otros colores y tipos" (the English "in addition to its other …")
WORDING_WORDS["QUALIFIER"] |= {
    f"además de {its}": "in_addition"
    for its in (
        "sus otros tipos",
        "sus otros colores y tipos",
        "sus otros tipos de criatura",
        "su tipo de criatura",
        "sus otros tipos de tierra",
        "sus otros colores",
    )
}
# "una criatura con fuerza y resistencia base de 5/5" (the English "with base power and toughness 5/5")
WORDING_WORDS["WITH_STAT"] = {
    f"con {a}fuerza y resistencia base{of}": "base_power_toughness" for a in ("", "una ") for of in ("", " de")
}
# "ese jugador agrega {1} a su reserva de maná"
WORDING_WORDS["TO_POOL"] = {"a su reserva de maná": "pool"}
# "Cambia el objetivo del hechizo objetivo que tenga un solo objetivo" (the English "Change the target of target spell
# with a single target")
WORDING_WORDS["V_OBJ"] |= {
    f"{change} {the} {target}": "change_target"
    for change in ("cambia", "cambiar", "cambias")
    for the, target in (
        ("el", "objetivo de"),
        ("el", "objetivo del"),
        ("los", "objetivos de"),
        ("los", "objetivos del"),
    )
}
WORDING_WORDS["QUALIFIER"] |= dict.fromkeys(("que tenga un solo objetivo", "con un solo objetivo"), "single_target")
# "en vez de eso, hace el doble de ese daño a …" (the English "double that damage")
WORDING_WORDS["DAMAGE"] = {
    "el doble de ese daño": "double",
    "el doble del daño": "double",
    "el doble de esa cantidad de daño": "double",
    "el triple de ese daño": "triple",
}
# "La criatura encantada obtiene +1/+1 por cada uno de sus colores." (the English "for each of its colors")
WORDING_WORDS["FOR_EACH"] = {"por cada uno de": "for_each", "por cada una de": "for_each"}
WORDING_WORDS["POSS_PRONOUN"] = {"sus": "it"}
WORDING_WORDS["NOUN"] = {"colores": "color"}
# "con fuerza de 2 ó menos", "200 ó más cartas" (the older accented "ó")
WORDING_WORDS["OR_LESS"] = {"ó menos": "or_less"}
WORDING_AFTER["NUM"] = {"OR_LESS": {"ó más": "or_greater", "ó mayor": "or_greater"}}
# "Siempre que ~ ataque y no sea bloqueado" (the English "attacks and isn't blocked")
WORDING_WORDS["EVENT_VERB"] |= {
    f"{attack} y no {be} {blocked}": "attack"
    for attack, be, blocked in (
        ("ataque", "sea", "bloqueado"),
        ("ataque", "sea", "bloqueada"),
        ("ataca", "es", "bloqueado"),
        ("ataca", "es", "bloqueada"),
        ("ataquen", "sean", "bloqueados"),
        ("ataquen", "sean", "bloqueadas"),
        ("atacan", "son", "bloqueados"),
        ("ataca", "son", "bloqueados"),
    )
}
# "la criatura a la que acecha" (haunt, rule 702.55: the English "the creature it haunts")
WORDING_WORDS["QUALIFIER"] |= {"a la que acecha": "haunted_by_it", "a la que acecha ~": "haunted_by_self"}
# "y no pueden activarse sus habilidades activadas" (the English "its activated abilities can't be activated"): the
# passive with "se" joined to the verb; "jugarse" its older word (the English "can't be played", now "activated"), of a
# card "cast" (effects/es_passive_shapes.py); "La carta nombrada no puede lanzarse." (the English "can't be cast")
WORDING_WORDS["SE_PASSIVE"] = {"activarse": "activate", "jugarse": "activate", "lanzarse": "cast"}
# "Hasta dos criaturas objetivo obtienen +2/+2 cada una" (the English "each get +2/+2"): "cada una" after the change
WORDING_AFTER["PT"] = {"EACH": {"cada una": "each", "cada uno": "each"}}
# "Prevén todo el daño que fuera a ser hecho a ~" (the English "all damage that would be dealt to ~"): the passive with
# "ser", as "que se le fuera a hacer a" reads
WORDING_WORDS["WOULD_BE_DEALT"] = {
    f"que {would} a ser {dealt}{to}": "dealt"
    for would in ("fuera", "fueran")
    for dealt in ("hecho", "infligido")
    for to in ("", " a")
}
