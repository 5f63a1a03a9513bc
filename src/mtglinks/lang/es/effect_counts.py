"""Spanish words of counts, comparisons and costs the effect grammar reads (grammar/effects-es.lark): "más … que" (the
English "more … than"), "una o más", "cuesta {1} más por cada objetivo después del primero", "la otra", "a tu elección".

`COUNT_WORDS` are terminals' phrases, `COUNT_AFTER` phrases read right after a terminal (as `AFTER` of
`effect_phrases.py`); `effects.py` merges both into the language's tables.
"""

from __future__ import annotations

from mtglinks.kinds import Verb
from mtglinks.lang.es.effect_clauses import _STAT_OWNERS

COUNT_WORDS: dict[str, dict[str, str]] = {
    # "Pon una de ellas en tu mano y la otra en tu cementerio", "… hace daño igual a su fuerza a la otra": the other of
    # two named before (the English "the other")
    "REF": {"la otra": "anaphora", "el otro": "anaphora"},
    # "~ gana a tu elección la habilidad de volar, vigilancia o prisa" (the English "your choice of flying, …")
    "CHOICE_OF": {"a tu elección": "you"},
    # "Lanzar ~ cuesta {2}{R} más por cada objetivo después del primero" (the English "each target beyond the first")
    "OBJ_PHRASE": {"objetivo después del primero": "target:beyond_first"},
    # "puedes anexarle ~", "puedes anexarle ~ a esa criatura": attach, "le" (what it is attached to) joined to the verb
    "ATTACH_TO_IT": {"anexarle": "attach", "anexarles": "attach", "anéxale": "attach"},
    # "Investiga tres veces", "Copia el hechizo objetivo dos veces" (the English "three times", "twice")
    "TIMES": {f"{count} veces": value for count, value in (("dos", "2"), ("tres", "3"), ("cuatro", "4"), ("x", "X"))}
    # "igual al doble de la cantidad de permanentes …", "donde X es el doble del número de …" (the English "twice the
    # number of")
    | {f"{the}doble {of}": "2" for the in ("", "el ") for of in ("de", "del")},
    # "Tanto la fuerza como la resistencia de ~ es igual al número de …": the verb in the singular, as printed
    "STAT_IS": {
        f"tanto la fuerza como la resistencia de {owner} es igual{to}": "power_toughness"
        for owner in _STAT_OWNERS
        for to in (" a", " al")
    },
    # "Siempre que una criatura te ataque a ti o a un planeswalker que controlas": who is attacked, the pronoun before
    # the verb (as "atacarte" joined to it)
    "ATTACK_PERSON": {f"te {attack}": "you" for attack in ("ataque", "ataca", "ataquen", "atacan")},
    # numbers past ten: "si controlas veinte o más artefactos", "las primeras veinte cartas de su biblioteca"
    "NUM": {
        word: str(number)
        for number, word in enumerate(
            (
                "once",
                "doce",
                "trece",
                "catorce",
                "quince",
                "dieciséis",
                "diecisiete",
                "dieciocho",
                "diecinueve",
                "veinte",
            ),
            start=11,
        )
    },
    # "~ hace 1 punto de daño al jugador defensor": after "al", the player with no article of its own
    "PLAYER": {"jugador defensor": "defending_player", "ese oponente": "that_player", "dicho oponente": "that_player"},
    # "todas las criaturas que controla ese oponente" (the English "that opponent controls")
    "CONTROLLER": {f"que {control} ese oponente": "that_player" for control in ("controla", "controle")},
    # "bloquea este combate si puede" (the English "this combat")
    "DURATION": {"este combate": "this_combat", "en este combate": "this_combat"},
    # "la criatura objetivo debe ser bloqueada este turno si se puede" (the English "must be blocked … if able")
    "MUST": {"debe": "must", "deben": "must"},
    "IF_ABLE": {"si se puede": "if_able"},
    # "No se pueden jugar las habilidades activadas de la criatura encantada." (the English "Activated abilities of
    # enchanted creature can't be activated"): "no se puede(n)" before the verb of the passive with "se"
    "CANT_SE": {"no se pueden": "cant", "no se puede": "cant"},
    # "distribuye tres contadores +1/+1 entre cualquier número de criaturas objetivo" (rule 701: the English "distribute
    # … among …")
    "DISTRIBUTE": {"distribuye": "distribute", "distribuyes": "distribute", "distribuir": "distribute"},
    # "mira la primera carta de la biblioteca de cada oponente": the zone of each of them, with its article
    "ZONE": {
        f"la {zone} de {whose}": value
        for zone, value in (("biblioteca", "library"), ("mano", "hand"))
        for whose in ("cada oponente", "cada jugador")
    }
    # "por cada carta de criatura en los cementerios de tus oponentes" (not "cementerios" alone: "Remueve del juego
    # hasta dos cartas objetivo en cementerios" would read "en" as where the cards go, as it does after an object)
    | {f"los cementerios{whose}": "graveyard" for whose in (" de tus oponentes", " de todos tus oponentes")},
    # "~ puede atacar este turno como si no tuviera la habilidad de defensor" (the English "as though it didn't have
    # defender")
    "AS_THOUGH": {
        f"como si no {had} la habilidad de defensor": "no_defender" for had in ("tuviera", "tuvieran", "tuviese")
    },
    # "ese jugador pierde la mitad de sus vidas, redondeando hacia arriba" (the English "loses half their life, rounded
    # up"); whose life, after "la mitad de" (COUNT_AFTER)
    "HALF": {"la mitad de": "half"},
    "ROUNDED": {
        f"{rounded} hacia {way}": value
        for rounded in ("redondeando", "redondeado", "redondeada")
        for way, value in (("arriba", "up"), ("abajo", "down"))
    },
    # "Su propietario lo baraja en su biblioteca", "la criatura objetivo lo bloquea": "lo" ("it") before the verb
    "OBJ_CLITIC": {"lo": "anaphora"},
    # "Después de esta fase principal, hay una fase de combate adicional seguida de una fase principal adicional."
    # (phases added to the turn, rule 500.8, and the phase they follow)
    "AFTER_PHASE": {"después de esta fase": "this_phase", "después de esta fase principal": "this_main_phase"},
    "EXTRA_PHASE": {
        f"{there} una fase de combate adicional{then}": value
        for there in ("hay", "obtienes")
        for then, value in (
            ("", "combat"),
            (" seguida de una fase principal adicional", "combat_then_main"),
            (" seguida por una fase principal adicional", "combat_then_main"),
        )
    },
    # "Regresa la carta de permanente objetivo de tu cementerio a tu mano" (the English "permanent card"): "permanente"
    # after "carta de", as a card type is
    "NOUN": {"de permanente": "permanent", "de permanentes": "permanent"},
    # "La criatura objetivo gana la habilidad de desvanecerse" (shadow, as older cards print it beside "sombra")
    "KEYWORD": {
        f"{lead}desvanecerse": "shadow" for lead in ("", "la habilidad de ", "las habilidades de ", "habilidad de ")
    },
    # "Si ~ está en tu mano inicial, puedes comenzar el juego con ella en el campo de batalla." (the Leylines)
    "V_NUM": {
        f"comenzar el juego con {it} en {zone}": str(Verb.BEGIN_GAME_WITH)
        for it in ("ella", "él")
        for zone in ("el campo de batalla", "juego")
    },
}
# "si un oponente controla más tierras que tú", "si tienes más cartas en tu mano que cada oponente": after the verb of
# control or of having, "más" opens a comparison (elsewhere it is PLUS: "esa cantidad más uno")
COUNT_AFTER: dict[str, dict[str, dict[str, str]]] = {
    "CONTROLLER": {"MORE": {"más": "more"}},
    "GAIN": {"MORE": {"más": "more"}},
    # "cuesta {2}{R} más", "cuesta {1} menos": the change of a cost after its mana (with the verb after it, "cuesta {1}
    # menos lanzar …", as the table of COST_CHANGE reads it elsewhere)
    "SYMBOLS": {
        "COST_CHANGE": {
            f"{change}{verb}": value
            for change, value in (("menos", "less"), ("más", "more"))
            for verb in ("", " lanzar", " jugar", " activar")
        }
    },
    # "Lanzar ~ cuesta …" (the English "~ costs … to cast"): "lanzar" opening the sentence names what costs
    "": {"CAST_SUBJECT": {"lanzar": "cast", "jugar": "cast"}},
    "CANT_SE": {"SE_PASSIVE": {"jugar": "activate", "activar": "activate"}},
    "HALF": {"POSS_PRONOUN": {"su": "they", "sus": "they", "tu": "you"}},
    # ("el doble del número de": the article in "del")
    "TIMES": {"NUMBER_OF": {"número de": "number_of"}},
    # "obtiene +1/+0 adicional", "con un contador +1/+1 adicional sobre ella", "un contador de lealtad adicional" (the
    # English "an additional +1/+1 counter"): after the change or the counter's kind
    # (after the counters' kind, "entre" is among whom they are distributed, elsewhere the verb "entre": "una criatura
    # 1/1 entre en juego", where the verb is read with the zone as before)
    "PT": {
        "ADDITIONAL_ES": {"adicional": "additional", "adicionales": "additional"},
        "AMONG": {"entre": "among"},
        "ENTER": {
            f"{verb} {where}": str(Verb.ENTER)
            for verb in ("entre", "entren")
            for where in ("al campo de batalla", "en juego", "en el campo de batalla")
        },
    },
    "COUNTER_KIND": {
        "ADDITIONAL_ES": {"adicional": "additional", "adicionales": "additional"},
        "AMONG": {"entre": "among"},
    },
    # "Puedes elegir nuevos objetivos para él", "puede elegir un nuevo objetivo para esa copia" (a copy's targets)
    "CHOOSE": {
        "CHOICE": {
            f"{new} para {copy}": "targets"
            for new in ("nuevos objetivos", "un nuevo objetivo", "un objetivo nuevo", "objetivos nuevos")
            for copy in ("él", "ella", "ellos", "ellas", "esa copia", "la copia", "esas copias", "las copias")
        }
    },
}
