"""The Spanish verbs of the effect grammar, as data: each verb terminal's word forms and their `Verb`.

Printed Spanish says a verb in several forms: the imperative of "tú" ("Destruye"), the third person
("destruye", "destruyen"), the subjunctive of a trigger ("Cuando ~ entre", "Siempre que lances"),
the infinitive after "puedes" ("puedes robar") and in costs, and the imperative with a clitic pronoun
("ponla", "devuélvelo"). Each form maps to the same `Verb` as the English word.
"""

from __future__ import annotations

import re

from mtglinks.kinds import Verb

_ACCENTED = str.maketrans("aeiou", "áéíóú")


def _regular(infinitive: str) -> list[str]:
    """The forms of a regular verb in -ar/-er/-ir: "exiliar" -> exilia, exilian, exilie, exilies, exilien, …"""
    stem, ending = infinitive[:-2], infinitive[-2:]
    if ending == "ar":
        soft = _soft_stem(stem, "e")
        present, subjunctive = ["a", "an", "as"], ["e", "en", "es"]
        return [infinitive] + [stem + e for e in present] + [soft + e for e in subjunctive]
    hard = _soft_stem(stem, "a")
    present, subjunctive = ["e", "en", "es"], ["a", "an", "as"]
    return [infinitive] + [stem + e for e in present] + [hard + e for e in subjunctive]


def _soft_stem(stem: str, vowel: str) -> str:
    """The stem before e (or a): "busc" -> "busqu", "pag" -> "pagu", "lanz" -> "lanc", "proteg" -> "protej"."""
    if vowel == "e":
        for hard, soft in (("c", "qu"), ("g", "gu"), ("z", "c")):
            if stem.endswith(hard):
                return stem[: -len(hard)] + soft
        return stem
    if stem.endswith("g"):
        return stem[:-1] + "j"
    return stem


def _clitics(imperative: str) -> list[str]:
    """The imperative with an object pronoun: "exilia" -> "exílialo", "exíliala", "exílialos", "exílialas"."""
    stressed = _stress(imperative)
    return [stressed + p for p in ("lo", "la", "los", "las")]


def _stress(word: str) -> str:
    """The written accent a word takes when a pronoun is added: "exilia" -> "exília", "devuelve" -> "devuélve".

    The bare imperative is stressed on its second-to-last vowel group (a diphthong counts as one, and
    its strong vowel takes the accent); a word of one vowel group, or already accented, stays as it is."""
    groups = list(re.finditer(r"[aeiouü]+", word))
    if len(groups) < 2 or any(ch in "áéíóú" for ch in word):
        return word
    group = groups[-2]
    strong = [group.start() + i for i, ch in enumerate(group.group()) if ch in "aeo"]
    at = strong[0] if strong else group.end() - 1
    return word[:at] + word[at].translate(_ACCENTED) + word[at + 1 :]


def _forms(infinitive: str, *irregular: str) -> list[str]:
    """Every form of a verb: the regular ones, the irregular ones given, and the clitic imperatives."""
    regular = [] if irregular else _regular(infinitive)
    forms = [infinitive, *regular, *irregular]
    imperative = irregular[0] if irregular else regular[1]
    with_infinitive = [infinitive + p for p in ("lo", "la", "los", "las")]  # "puedes ponerla en tu mano"
    return list(dict.fromkeys([*forms, *_clitics(imperative), *with_infinitive]))


def _pronoun_forms(infinitive: str, *irregular: str) -> list[str]:
    """Only the imperative forms with an object pronoun: "ponla", "regrésalo"."""
    imperative = irregular[0] if irregular else _regular(infinitive)[1]
    return [*_clitics(imperative), *(infinitive + p for p in ("lo", "la", "los", "las"))]


def _table(verbs: dict[str, tuple[Verb, tuple[str, ...]]]) -> dict[str, str]:
    return {
        form: str(verb) for infinitive, (verb, irregular) in verbs.items() for form in _forms(infinitive, *irregular)
    }


# Verbs taking an object phrase: "Destruye la criatura objetivo", "cada jugador sacrifica una criatura".
_OBJECT_VERBS: dict[str, tuple[Verb, tuple[str, ...]]] = {
    "destruir": (Verb.DESTROY, ("destruye", "destruyen", "destruyes", "destruya", "destruyan", "destruyas")),
    "exiliar": (Verb.EXILE, ()),
    "sacrificar": (Verb.SACRIFICE, ()),
    "girar": (Verb.TAP, ()),
    "enderezar": (Verb.UNTAP, ()),
    "regenerar": (Verb.REGENERATE, ()),
    "mostrar": (Verb.REVEAL, ("muestra", "muestran", "muestras", "muestre", "muestren", "muestres")),
    "revelar": (Verb.REVEAL, ()),
    "descartar": (Verb.DISCARD, ()),
    "transformar": (Verb.TRANSFORM, ()),
    "lanzar": (Verb.CAST, ("lanza", "lanzan", "lanzas", "lance", "lancen", "lances", "lanzó", "lanzaron")),
    "jugar": (Verb.PLAY, ("juega", "juegan", "juegas", "juegue", "jueguen", "juegues")),
    "anexar": (Verb.ATTACH, ()),
    "desanexar": (Verb.UNATTACH, ()),
    "barajar": (Verb.SHUFFLE, ()),
    "duplicar": (Verb.DOUBLE, ()),
    "intercambiar": (Verb.EXCHANGE, ()),
    "pelear": (Verb.FIGHT, ()),
    "manifestar": (Verb.MANIFEST, ("manifiesta", "manifiestan", "manifiestas", "manifieste", "manifiesten")),
    "copiar": (Verb.COPY, ()),
    "activar": (Verb.ACTIVATE, ()),
    "incitar": (Verb.GOAD, ()),
    "detener": (Verb.DETAIN, ("detén", "detiene", "detienen", "detenga", "detengan", "detengas")),
    "agotar": (Verb.EXERT, ()),
    "poblar": (Verb.POPULATE, ("puebla", "pueblan", "pueble", "pueblen")),
    "ciclar": (Verb.CYCLE, ()),
    "voltear": (Verb.FLIP, ()),
    "invertir": (Verb.FLIP, ("invierte", "invierten", "invierta", "inviertan")),
}

# Verbs with a number or nothing after them: "Adivina 2", "Prolifera", "Investiga".
_NUMBER_VERBS: dict[str, tuple[Verb, tuple[str, ...]]] = {
    "adivinar": (Verb.SCRY, ()),
    "escrutar": (Verb.SURVEIL, ()),  # "escruta 2" is surveil (the modern sample beside its Oracle text)
    "moler": (Verb.MILL, ("muele", "muelen", "muela", "muelan", "mueles")),
    "reforzar": (Verb.BOLSTER, ("refuerza", "refuerzan", "refuerce", "refuercen")),
    "fortalecer": (Verb.BOLSTER, ("fortalece", "fortalecen", "fortalezca", "fortalezcan")),
    "repoblar": (Verb.POPULATE, ("repuebla", "repueblan", "repueble", "repueblen")),
    "adaptar": (Verb.ADAPT, ()),
    "amasar": (Verb.AMASS, ()),
    "proliferar": (Verb.PROLIFERATE, ()),
    "investigar": (Verb.INVESTIGATE, ()),
    "explorar": (Verb.EXPLORE, ()),
    "conspirar": (Verb.CONNIVE, ()),
    "apoyar": (Verb.SUPPORT, ()),
    "descubrir": (Verb.DISCOVER, ("descubre", "descubren", "descubra", "descubran")),
    "incubar": (Verb.INCUBATE, ()),
    "forrajear": (Verb.FORAGE, ()),
    "planeswalkear": (Verb.PLANESWALK, ()),
}


def _simple(infinitive: str, verb: Verb, *irregular: str) -> dict[str, str]:
    return dict.fromkeys(_forms(infinitive, *irregular), str(verb))


VERB_WORDS: dict[str, dict[str, str]] = {
    "V_OBJ": _table(_OBJECT_VERBS)
    | {"separa": str(Verb.EXILE)}
    | {
        f"{form} del juego": str(Verb.EXILE)
        for form in _forms("remover", "remueve", "remueven", "remueva", "remuevan") + _forms("retirar")
    }
    | {"enfréntate con": str(Verb.CLASH), "se enfrenta con": str(Verb.CLASH)}
    # current text: "el jugador objetivo se descarta de una carta", "descártate de dos cartas"
    | {
        f"{form} de": str(Verb.DISCARD)
        for form in (
            "se descarta",
            "se descartan",
            "te descartas",
            "descártate",
            "descartarse",
            "descartarte",
            "se descarte",
            "se descarten",
            "te descartes",
        )
    },
    # "Te cuesta {1} menos lanzar los hechizos de criatura", "A tus oponentes les cuesta {2} más lanzar …"
    "COSTS": {f"{whom}cuesta": "cost" for whom in ("te ", "les ", "a tus oponentes les ", "a cada oponente le ", "")},
    "COST_CHANGE": {
        f"{change} {verb}": value
        for change, value in (("menos", "less"), ("más", "more"))
        for verb in ("lanzar", "jugar", "activar")
    },
    "V_NUM": _table(_NUMBER_VERBS)
    | {
        "gana el juego": str(Verb.WIN),
        "ganas el juego": str(Verb.WIN),
        "pierde el juego": str(Verb.LOSE),
        "pierdes el juego": str(Verb.LOSE),
        "lanza una moneda al aire": str(Verb.FLIP),
        "lanzas una moneda al aire": str(Verb.FLIP),
        "juega un turno adicional después de este": str(Verb.TAKE_TURN),
        "juegas un turno adicional después de este": str(Verb.TAKE_TURN),
        "te conviertes en el monarca": str(Verb.BECOME_MONARCH),
        "se convierte en el monarca": str(Verb.BECOME_MONARCH),
        "monstruosidad": str(Verb.MONSTROSITY),
        "prevén todo el daño de combate que se fuera a hacer este turno": str(Verb.PREVENT),
        "previene todo el daño de combate que se fuera a hacer este turno": str(Verb.PREVENT),
        "prevén todo el daño que se fuera a hacer este turno": str(Verb.PREVENT),
    },
    "DRAW": _simple("robar", Verb.DRAW),
    "CREATE": _simple("crear", Verb.CREATE),
    "DEAL": {
        f: str(Verb.DEAL_DAMAGE)
        for f in ("hace", "hacen", "haga", "hagan", "hacer", "haz", "inflige", "infligen", "inflija", "infligir")
    },
    "GAIN": dict.fromkeys(_forms("ganar"), "gain") | {"tiene": "have", "tienen": "have"},
    "LOSE": {f: "lose" for f in ("pierde", "pierden", "pierdes", "pierda", "pierdan", "pierdas", "perder")},
    "ADD": _simple("agregar", Verb.ADD_MANA) | _simple("añadir", Verb.ADD_MANA),
    "GET": {f: "get" for f in ("obtiene", "obtienen", "obtenga", "obtengan", "obtén", "obtener", "obtienes")},
    "PUT": dict.fromkeys(["poner", "pon", "pone", "ponen", "pones", "ponga", "pongan", "pongas"], str(Verb.PUT))
    | dict.fromkeys(_regular("colocar"), str(Verb.PUT)),
    # a verb and its pronoun object in one word: "ponla en tu mano", "regrésalo a la mano de su propietario"
    "PUT_CLITIC": dict.fromkeys(_pronoun_forms("poner", "pon") + _pronoun_forms("colocar"), str(Verb.PUT)),
    "RETURN_CLITIC": dict.fromkeys(
        _pronoun_forms("regresar") + _pronoun_forms("devolver", "devuelve"), str(Verb.RETURN)
    ),
    "RETURN": dict.fromkeys(
        _regular("regresar") + ["devolver", "devuelve", "devuelven", "devuelva", "devuelvan", "devuelvas"],
        str(Verb.RETURN),
    ),
    "SEARCH": {f"{form} en": str(Verb.SEARCH) for form in _forms("buscar")},
    "LOOK_AT": dict.fromkeys(_regular("mirar"), str(Verb.LOOK_AT)),
    "PAY": _simple("pagar", Verb.PAY),
    "CHOOSE": _simple("elegir", Verb.CHOOSE, "elige", "eligen", "elija", "elijan", "elijas", "eliges"),
    "COUNTER": _simple("contrarrestar", Verb.COUNTER),
    "REMOVE": _simple("remover", Verb.REMOVE_COUNTER, "remueve", "remueven", "remueva", "remuevan")
    | _simple("quitar", Verb.REMOVE_COUNTER),
    "ENTER": {
        f"{verb}{where}": str(Verb.ENTER)
        for verb in ("entra", "entran", "entre", "entren", "entrar")
        for where in ("", " al campo de batalla", " en juego", " en el campo de batalla")
    },
    "DIE": {f: "dies" for f in ("muere", "mueren", "muera", "mueran", "morir")},
    "ATTACK": {f: str(Verb.ATTACK) for f in _regular("atacar")},
    "BLOCK": {f: str(Verb.BLOCK) for f in _regular("bloquear")},
    "BE_BLOCKED": {
        "es bloqueada": "becomes_blocked",
        "es bloqueado": "becomes_blocked",
        "sea bloqueado": "blocked",
        "sea bloqueada": "blocked",
        "es bloqueada por": "becomes_blocked",
        "ser bloqueada": "blocked",
        "ser bloqueado": "blocked",
    },
    "BE_COUNTERED": {
        "ser contrarrestado": "countered",
        "ser contrarrestada": "countered",
        "ser regenerada": "regenerated",
        "ser regenerado": "regenerated",
        "ser regeneradas": "regenerated",
        "ser regenerados": "regenerated",
    },
    "LEAVE": {
        f"{verb} {where}": "leaves_battlefield"
        for verb in ("deja", "deje", "dejan", "dejen", "sale del", "salga del")
        for where in ("el campo de batalla", "el juego", "campo de batalla", "juego")
    },
    "CANT": {"no puede": "cant", "no pueden": "cant", "no puedes": "cant"},
    "MAY": {"puedes": "may", "puede": "may", "pueden": "may"},
    "PREVENT": _simple("prevenir", Verb.PREVENT, "prevén", "previene", "previenen", "prevenga", "prevengan"),
    "BECOME": {f: str(Verb.BECOME) for f in ("se convierte en", "se convierten en", "se convierta en")},
    "EVENT_VERB": {
        "se pone boca arriba": str(Verb.TURN_FACE_UP),
        "se ponga boca arriba": str(Verb.TURN_FACE_UP),
        "sea puesto boca arriba": str(Verb.TURN_FACE_UP),
        "sea puesta boca arriba": str(Verb.TURN_FACE_UP),
        "reciba daño": str(Verb.DEALT_DAMAGE),
        "recibe daño": str(Verb.DEALT_DAMAGE),
        "se gire": str(Verb.TAP),
        "se enderece": str(Verb.UNTAP),
        "ataque o bloquee": str(Verb.ATTACK),
        "bloquee o sea bloqueada": str(Verb.BLOCK),
        "bloquee o sea bloqueado": str(Verb.BLOCK),
        "bloquee o sea bloqueada por": str(Verb.BLOCK),
        "bloquee o sea bloqueado por": str(Verb.BLOCK),
        "vaya a un cementerio desde el juego": str(Verb.DIE),
        "vaya a un cementerio desde el campo de batalla": str(Verb.DIE),
        "va a un cementerio desde el juego": str(Verb.DIE),
        "va a un cementerio desde el campo de batalla": str(Verb.DIE),
        "vaya a un cementerio": str(Verb.PUT_INTO_GRAVEYARD),
        "sea puesto en un cementerio desde cualquier lugar": str(Verb.PUT_INTO_GRAVEYARD),
        "ataca cada turno si puede": str(Verb.ATTACK),
        "atacan cada turno si pueden": str(Verb.ATTACK),
        "ataca cada combate si puede": str(Verb.ATTACK),
        "se vuelva el objetivo de un hechizo o habilidad": str(Verb.BECOME_TARGET),
        "se convierta en el objetivo de un hechizo o habilidad": str(Verb.BECOME_TARGET),
        "sea objetivo de un hechizo o habilidad": str(Verb.BECOME_TARGET),
        "sea objetivo de un hechizo o habilidad que controle un oponente": str(Verb.BECOME_TARGET),
    },
    "NO_UNTAP": {
        "no se endereza durante el paso de enderezar de su controlador": str(Verb.UNTAP),
        "no se enderezan durante el paso de enderezar de su controlador": str(Verb.UNTAP),
        "no se enderezan durante los pasos de enderezar de sus controladores": str(Verb.UNTAP),
        "no se endereza durante tu paso de enderezar": str(Verb.UNTAP),
        "no se endereza durante el próximo paso de enderezar de su controlador": str(Verb.UNTAP),
        "no se endereza durante tu próximo paso de enderezar": str(Verb.UNTAP),
        "no se endereza durante el próximo paso de enderezar de ese jugador": str(Verb.UNTAP),
        "no se enderezan durante el próximo paso de enderezar de ese jugador": str(Verb.UNTAP),
        "no se enderezan durante el próximo paso de enderezar de su controlador": str(Verb.UNTAP),
    },
    "TRIGGER_WORD": {
        "cuando": "when",
        "siempre que": "whenever",
        "al comienzo de": "at",
        "al comienzo del": "at",
        "al final del": "at",
    },
}


# The pronoun forms are the same verbs: the grammar reads "ponla en tu mano" as PUT with no object
# phrase (a terminal of their own would not open a clause after "y").
VERB_WORDS["PUT"] |= VERB_WORDS.pop("PUT_CLITIC")
VERB_WORDS["RETURN"] |= VERB_WORDS.pop("RETURN_CLITIC")
