"""Spanish phrases of the effect grammar beside the main tables of `effects.py`, as data: the steps and
phases, conditions, fixed qualifiers, counters, the subtypes, and the words read first after a terminal.
"""

from __future__ import annotations

from importlib import resources

from mtglinks.lang.es.effect_printed import NAMED_CARDS

# the steps and phases a trigger names, each with its English value (`effect_wording` adds more wordings of them)
STEPS = {
    "mantenimiento": "upkeep",
    "paso final": "end_step",
    "paso de robar": "draw_step",
    "fase principal precombate": "main1",
    "primera fase principal": "main1",
    "segunda fase principal": "main2",
    "fase principal poscombate": "main2",
}


def phases() -> dict[str, str]:
    """ "(el comienzo de) <whose> <step>": the event of "Al comienzo de tu mantenimiento", value "<whose>:<step>"."""
    steps = {**STEPS, "combate": "combat"}
    before = {"tu": "your", "cada": "each", "el": "the", "el próximo": "next", "tu próximo": "your_next"}
    after = {"de cada jugador": "each", "de cada oponente": "opponent", "de ese jugador": "that_player"}
    out: dict[str, str] = {}
    for step, value in steps.items():
        for word, whose in before.items():
            out[f"{word} {step}"] = f"{whose}:{value}"
        for words, whose in after.items():
            out[f"el {step} {words}"] = f"{whose}:{value}"
            out[f"{step} {words}"] = f"{whose}:{value}"
    out["el próximo paso final"] = "next:end_step"
    out["próximo paso final"] = "next:end_step"
    out["mantenimiento del próximo turno"] = "next:upkeep"
    # "Al final del turno" (older wording of the end step), "al final del combate"
    out["turno"] = "the:end_step"
    out["combate"] = "end_of_combat"
    out["el combate en tu turno"] = "your:combat_your_turn"
    out["combate en tu turno"] = "your:combat_your_turn"
    out["el final del combate"] = "end_of_combat"
    return out


# Words of the lexicon the grammar reads beside `WORDS`.
MORE_WORDS: dict[str, dict[str, str]] = {
    "IF": {"si": "if"},
    "YOU_DO": {"lo hagas": "you_do"},
    "BY": {"por": "by", "excepto por": "except_by"},
    "NAMED": {"llamada": "named", "llamado": "named"},
    "THERE_ARE": {"hay": "is"},
    "AS": {"en cuanto": "as"},
    "THAT_TARGETS": {
        "que haga objetivo a": "targets",
        "que hagan objetivo a": "targets",
        "que tenga como objetivo a": "targets",
    },
    "COPY_OF": {"que es una copia de": "copy", "que sea una copia de": "copy", "que son copias de": "copy"},
    "OR_MORE": {"o más": "or_more"},
    "IN": {"en": "in"} | {f"que {be} en": "in" for be in ("haya", "hay", "hayan", "está", "están", "esté", "estén")},
    "AS_LONG_AS": {"mientras": "as_long_as"},
    "UNLESS": {"a menos que": "unless"},
    "INSTEAD": {"en su lugar": "instead", "en vez de eso": "instead"},
    "AT_RANDOM": {"al azar": "random", "en un orden aleatorio": "random_order", "en cualquier orden": "any_order"},
    "WITHOUT_PAYING": {"sin pagar su coste de maná": "free", "sin pagar sus costes de maná": "free"},
    "OTHERWISE": {"de lo contrario": "otherwise"},
    "WHERE_X": {"donde x es": "x"},
    "ADDITIONAL_COST": {"como coste adicional para lanzar ~": "spell", "como coste adicional para jugar ~": "spell"},
    "IF_ABLE": {"si puede": "if_able", "si pueden": "if_able"},
    "STILL": {"sigue siendo": "still"},
    "DURING": {"durante tu turno": "your_turn", "durante tu mantenimiento": "your_upkeep"},
    "THE_TOP": {"primeras": "top", "primera": "top", "últimas": "bottom", "última": "bottom"},
    "WITH_STAT": {
        "con fuerza": "power",
        "con resistencia": "toughness",
        "con coste de maná convertido": "mana_value",
        "con valor de maná": "mana_value",
        "con fuerza de": "power",
        "con resistencia de": "toughness",
        "con coste de maná convertido de": "mana_value",
    },
    "OR_LESS": {"o menos": "or_less"},
    "THE_NEXT": {"el siguiente": "next", "los siguientes": "next"},
    "WOULD_BE_DEALT": {
        f"que {whom} {would} a hacer{to}": "dealt"
        for whom in ("se le", "se te", "se les")
        for would in ("fuera", "fueran")
        for to in ("", " a")
    },
    "ACTIVATE_ONLY_IF": {
        f"{verb} {what} {only} si": "if"
        for verb in ("juega", "activa")
        for what in ("esta habilidad", "esto")
        for only in ("sólo", "solo")
    },
    "WITH": {"con": "with", "que tenga": "with", "que tengan": "with"},
    "WITHOUT": {"sin": "without", "que no tenga": "without", "que no tengan": "without"},
    "QUANTITY": {
        "el coste de maná convertido de esa carta": "mana_value",
        "el coste de maná convertido de ese hechizo": "mana_value",
        "el coste de maná convertido de esa criatura": "mana_value",
        "la fuerza de esa criatura": "power",
        "la resistencia de esa criatura": "toughness",
        "la fuerza de la criatura sacrificada": "power",
        "la resistencia de la criatura sacrificada": "toughness",
        "la fuerza de la criatura objetivo": "power",
        "su fuerza": "power",
        "su resistencia": "toughness",
        "la fuerza de ~": "power",
        "tu total de vidas": "life_total",
        "su coste de maná convertido": "mana_value",
    },
    "NUMBER_OF": {"el número de": "number_of", "la cantidad de": "number_of", "cantidad de": "number_of"},
    "THAT_MANY": {"esa cantidad de": "that_many", "esa misma cantidad de": "that_many"},
    "CHOICE": {},
    "QUALIFIER": {
        "exiliada con ~": "exiled_with_self",
        "exiliadas con ~": "exiled_with_self",
        "además de sus otros tipos": "in_addition",
        "que haya recibido daño este turno": "dealt_damage_this_turn",
        "que recibió daño este turno": "dealt_damage_this_turn",
        "que haya muerto este turno": "died_this_turn",
    },
    "COUNTER_KIND": {
        f"de {word}": value
        for word, value in {
            "carga": "charge",
            "tiempo": "time",
            "lealtad": "loyalty",
            "búsqueda": "quest",
            "saber": "lore",
            "edad": "age",
            "desvanecimiento": "fade",
            "hielo": "ice",
            "nivel": "level",
            "veneno": "poison",
            "aturdimiento": "stun",
            "escudo": "shield",
            "experiencia": "experience",
            "esporas": "spore",
            "espora": "spore",
            "presión": "pressure",
            "divinidad": "divinity",
            "condena": "doom",
            "curación": "healing",
            "inundación": "flood",
            "crecimiento": "growth",
            "sabiduría": "wisdom",
            "destino": "fate",
            "almacenamiento": "storage",
        }.items()
    },
}


def _statistics() -> dict[str, str]:
    """ "la fuerza de ~", "el coste de maná convertido de la carta exiliada" and, after "igual al", the same
    without its article ("igual al coste de maná convertido de ~")."""
    whose = [
        "~",
        "esta criatura",
        "esa carta",
        "la criatura objetivo",
        "la criatura encantada",
        "la criatura equipada",
        "la criatura sacrificada",
        "el artefacto sacrificado",
        "la carta exiliada",
        "la carta descartada",
        "la carta mostrada",
        "ese hechizo",
        "ese artefacto",
        "ese permanente",
        "esa criatura",
        "el permanente sacrificado",
    ]
    stats = {"la fuerza": "power", "la resistencia": "toughness", "el coste de maná convertido": "mana_value"}
    out: dict[str, str] = {}
    for stat, value in stats.items():
        for owner in whose:
            # "de el" is written "del": "el coste de maná convertido del artefacto sacrificado"
            of_owner = f"del {owner.removeprefix('el ')}" if owner.startswith("el ") else f"de {owner}"
            # the cards exiled before, a reference the number names ("mana_value:of:exiled_with", as the qualifier
            # "of:exiled_with" of "the exiled card's colors" reads): "… iguales al coste de maná convertido de la carta
            # exiliada" (Sabiduría viva; the English "the exiled card's mana value")
            named = f"{value}:of:exiled_with" if owner == "la carta exiliada" else value
            out[f"{stat} {of_owner}"] = named
            if stat.startswith("el "):
                out[f"{stat.removeprefix('el ')} {of_owner}"] = named
    return out


MORE_WORDS["QUANTITY"] |= _statistics()


def _after() -> dict[str, dict[str, dict[str, str]]]:
    """Phrases read first right after a terminal: after "elige", "uno" is a mode, not a number."""
    # after a number, "o más" bounds it from below: "dos o más criaturas", "con fuerza de 4 o más", "4 o mayor"; and
    # "otra" is the English "other": "hasta una otra criatura objetivo"
    more = {
        "OR_LESS": {"o más": "or_greater", "o mayor": "or_greater"},
        "OTHER": {"otro": "other", "otra": "other", "otros": "other", "otras": "other"},
    }
    # after "hasta", "una" is the number one: "hasta una criatura objetivo"
    one = {"NUM": {"un": "1", "una": "1"}}
    # after "bloquear", "sólo" restricts what it blocks; after "atacar", "solo" is alone ("no puede atacar solo")
    only = {"ONLY": {"sólo": "only", "solo": "only"}}
    alone = {"ALONE": {"solo": "alone", "sola": "alone"}}
    return {
        "CHOOSE": {"CHOICE": CHOICES},
        "IF": {"IT_IS": {"es": "is", "no es": "is_not"}},
        "NUM": more,
        "UP_TO": one,
        "BLOCK": only,
        "ATTACK": alone,
        # "cada otra criatura", "cada una de esas criaturas"
        "EACH": {"OTHER": {"otra": "other", "otro": "other"}, "OF": {"una de": "of", "uno de": "of"}},
        # "con el mismo nombre que esa criatura"
        "SAME": {"AS": {"que": "as"}},
        # "por más de una criatura": after a comparison "una" is the number one
        "COMPARE": one,
        # "entra al campo de batalla como una copia de …" (the English "enters as a copy of")
        "ENTER": {"AS": {"como": "as"}},
        "COPY_OF": {"ANY_COPIED": {"cualquier": "any"}},
        "NAME_CARD": {"CHOICE": NAMED_CARDS},
        # "El Hacha de acero oscuro es indestructible.": the card's own keyword ability in older words; a paragraph
        # of that sentence alone is read as the keyword line (syntax/keyword_sentence.py), as its Oracle text prints
        # it; inside a longer paragraph it is left unread (SELF_KEYWORD is in no rule), not read as an action
        "SELF": {"SELF_KEYWORD": {"es indestructible": "indestructible", "son indestructibles": "indestructible"}},
        # "mientras sea tu turno", "mientras no sea tu turno"
        "AS_LONG_AS": {"IT_IS": {"sea": "is", "no sea": "is_not"}},
        # "no puede ser sacrificada", "no pueden ser destruidas": a passive of an object verb
        "BE": {"V_OBJ": _participles()},
    }


def _participles() -> dict[str, str]:
    """The four forms of an object verb's participle after "ser": "sacrificado", "destruidas", …"""
    verbs = {"sacrificad": "sacrifice", "destruid": "destroy", "prevenid": "prevent"}
    return {f"{stem}{end}": verb for stem, verb in verbs.items() for end in ("o", "a", "os", "as")}


CHOICES: dict[str, str] = {
    "un color": "color",
    "un tipo de criatura": "creature_type",
    "un tipo de carta": "card_type",
    "un nombre de carta": "card_name",
    "un número": "number",
    "un tipo de tierra básica": "basic_land_type",
    "un oponente": "opponent",
    "un jugador": "player",
    "uno": "mode",
    "uno o ambos": "mode",
    "uno o más": "mode",
    "dos": "mode",
    "tres": "mode",
    "nuevos objetivos para la copia": "targets",
    "nuevos objetivos para las copias": "targets",
    "un nuevo objetivo para la copia": "targets",
}

AFTER = _after()


def subtype_words(taken: frozenset[str]) -> dict[str, str]:
    """A subtype inside text, as Spanish writes it there: "arcano", "un bosque", "de Espíritu", "de elfo";
    not a word the tables already hold ("sombra" is a keyword there)."""
    out: dict[str, str] = {}
    for name in sorted(subtype_names()):  # a fixed order ("Trasgo", "Trasgos"): the first to claim a form wins
        lower = name.lower()
        plural = lower + ("es" if lower[-1] not in "aeiouáéíóú" else "s")
        forms = [lower, plural, name, name[0] + plural[1:]]  # "Portales" of "Portal"
        if lower.endswith("ón"):  # "Dragones" of "Dragón": the accent is lost in the plural
            forms += [lower[:-2] + "ones", name[:-2] + "ones"]
        if lower.endswith("ín"):  # "Saprolines" of "Saprolín"
            forms += [lower[:-2] + "ines", name[:-2] + "ines"]
        for form in forms:
            for phrase in (form, f"de {form}"):
                if phrase not in taken:
                    out.setdefault(phrase, name)
    return out


def subtype_names() -> frozenset[str]:
    """The subtypes as Spanish type lines and token names print them, capitalised (`subtypes.txt`)."""
    text = (resources.files("mtglinks.lang.es") / "subtypes.txt").read_text(encoding="utf-8")
    return frozenset(line.strip() for line in text.splitlines() if line.strip())
