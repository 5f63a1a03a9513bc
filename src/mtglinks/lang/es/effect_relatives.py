"""Spanish words of what follows a noun to say which objects are meant, as data: a participle and "de esta
manera" ("las cartas mostradas de esta manera", the English "cards revealed this way"), a relative clause
opened by "que" ("la criatura que está girada", "un permanente que comparta un tipo de carta con él"), and the
amounts "this way" left behind ("la cantidad de vida perdida de esta manera").

The rules that read them are in grammar/effects-es.lark; the values are those of the English tables.
"""

from __future__ import annotations


def _four(masculine: str) -> list[str]:
    """A participle's four forms: "exiliado", "exiliada", "exiliados", "exiliadas"."""
    stem = masculine[:-1]
    return [masculine, stem + "a", stem + "os", stem + "as"]


# A past participle after its noun: the verb done to the object (the English PARTICIPLES' values).
_PARTICIPLES = {
    "robado": "draw",
    "regresado": "return",
    "devuelto": "return",
    "elegido": "choose",
    "contrarrestado": "counter",
    # "igual a la fuerza de la criatura exiliada", "del Atog sacrificado"
    "exiliado": "exile",
    "sacrificado": "sacrifice",
    "descartado": "discard",
    "destruido": "destroy",
}
# … and those the English tables read whole with "this way" ("exiled this way": `exiled_this_way`)
_DONE_THIS_WAY = {
    "exiliado": "exiled",
    "removido": "exiled",  # older printed text: "remueve … del juego"
    "mostrado": "revealed",
    "revelado": "revealed",
    "descartado": "discarded",
    "sacrificado": "sacrificed",
    "destruido": "destroyed",
}
# "las cartas exiliadas" alone is the cards exiled with this card (a REF of effects.py): before "de esta manera"
# the phrase is read whole, as the cards this ability exiled
_THE_CARDS = {"la carta ": "card:", "las cartas ": "card:", "la criatura ": "creature:", "las criaturas ": "creature:"}

RELATIVE_WORDS: dict[str, dict[str, str]] = {
    "PARTICIPLE": {form: verb for word, verb in _PARTICIPLES.items() for form in _four(word)},
    "QUALIFIER": {
        f"{form} de esta {way}": f"{done}_this_way"
        for word, done in _DONE_THIS_WAY.items()
        for form in _four(word)
        for way in ("manera", "forma")
    }
    # "cada criatura que recibió daño": the English "each creature dealt damage" (then "de esta manera": this way)
    | {f"que {got} daño": "past:dealt_damage" for got in ("recibió", "recibieron", "haya recibido", "hayan recibido")},
    "OBJ_PHRASE": {
        f"{the}{form} de esta {way}": f"{kind}{done}_this_way"
        for the, kind in _THE_CARDS.items()
        for word, done in _DONE_THIS_WAY.items()
        for form in _four(word)[1::2]
        if form.endswith("s") == the.startswith("las")
        for way in ("manera", "forma")
    },
    "THIS_WAY": {"de esta manera": "this_way", "de esta forma": "this_way"},
    # what was lost or prevented this way, as an amount: "ganas vidas igual a la cantidad de vidas perdidas de
    # esta manera" (the English "the life lost this way", "the damage prevented this way")
    "QUANTITY": {
        f"{lead}{what} {done} de esta manera": value
        for lead in ("la cantidad de ", "el total de ", "")
        for what, done, value in (
            ("vida", "perdida", "life_lost_this_way"),
            ("vidas", "perdidas", "life_lost_this_way"),
            ("daño", "prevenido", "damage_prevented_this_way"),
        )
    }
    | {"el daño prevenido de esta manera": "damage_prevented_this_way"},
}

# A relative clause read whole: what an object did or has done to it (the English QUALIFIER values).
_RELATIVES = {
    "entered_this_turn": [
        f"que {entered} {where} este turno"
        for entered in ("entró", "entraron", "haya entrado", "hayan entrado")
        for where in ("al campo de batalla", "en el campo de batalla", "en juego")
    ],
    "dealt_damage_to_you_this_turn": [
        f"que te {dealt} daño este turno" for dealt in ("hizo", "hicieron", "haya hecho", "hayan hecho")
    ],
    "dealt_combat_damage_this_turn": [
        f"que {dealt} daño de combate a un jugador este {when}"
        for dealt in ("hizo", "hicieron", "haya hecho", "hayan hecho")
        for when in ("turno", "combate")
    ],
    "died_this_turn": [
        f"que {went} {where} desde {field} este turno"
        for went in (
            "haya ido a",
            "hayan ido a",
            "fue puesta en",
            "fueron puestas en",
            "fue puesto en",
            "fueron puestos en",
        )
        for where in ("un cementerio", "tu cementerio", "allí")
        for field in ("el juego", "el campo de batalla")
    ],
    "attacking_you": [
        f"que te {attacks}" for attacks in ("ataca", "atacan", "ataque", "ataquen", "está atacando", "están atacando")
    ],
    "blocking_it": [
        f"que {it} {blocks}"
        for it in ("lo", "la")
        for blocks in ("bloquea", "bloquean", "bloquee", "bloqueen", "está bloqueando")
    ],
    "blocking_self": [
        f"que {blocks} a ~" for blocks in ("bloquea", "bloquean", "bloquee", "bloqueen", "está bloqueando")
    ],
    "left_battlefield_this_turn": [
        f"que {left} este turno"
        for left in ("dejó el campo de batalla", "dejaron el campo de batalla", "dejó el juego")
    ],
}
RELATIVE_WORDS["QUALIFIER"] |= {phrase: value for value, phrases in _RELATIVES.items() for phrase in phrases}

RELATIVE_WORDS |= {
    # "que" opening a relative clause the grammar reads (grammar/effects-es.lark), "que no" a negated state
    "REL_THAT": {"que": "that"},
    "REL_NOT": {"que no": "is_not"},
    # "que comparta un tipo de criatura con ella", "que compartan un color con ella"
    "SHARE": dict.fromkeys(("comparte", "comparten", "comparta", "compartan"), "share"),
    # what two objects share (the English NOUN values)
    "NOUN": {
        "tipo de criatura": "creature_type",
        "tipos de criatura": "creature_type",
        "tipo de carta": "card_type",
        "tipos de carta": "card_type",
        "tipo de permanente": "permanent_type",
        "tipos de permanente": "permanent_type",
        # domain's "por cada tipo de tierra básica entre las tierras que controlas" (the English "for each basic land
        # type among lands you control")
        "tipo de tierra básica": "basic_land_type",
        "tipos de tierra básica": "basic_land_type",
        "color": "color",
        "colores": "color",
    },
    # "la criatura que está girada", "cada criatura que controlas que esté encantada", "que esté boca abajo"
    "BE": {"estén": "be"},
    "STATUS": {
        form: value for word, value in (("encantado", "enchanted"), ("equipado", "equipped")) for form in _four(word)
    }
    | {
        f"atacando {join} bloqueando": f"attacking {value} blocking" for join, value in (("o", "or"), ("y/o", "and/or"))
    },
    "AMONG": {"entre las": "among", "entre los": "among"},
    "THAT_TARGETS": {f"que {does} objetivo a": "targets" for does in ("hace", "hacen", "haga", "hagan")},
    "ATTACHED_TO": {
        f"{that}{attached} a": "attached_to"
        for that in ("", "que está ", "que esté ", "que están ", "que estén ")
        for attached in _four("anexado")
    },
    "CONTROLLER": {
        f"de {the} que {are} propietario": value
        for the in ("los", "las")
        for are, value in (("es", "owner_they"), ("eres", "owner_you"), ("seas", "owner_you"))
    }
    | {"que poseas": "owner_you", "que tus oponentes controlan": "opponent", "que un oponente controla": "opponent"}
    | {"que el jugador objetivo controla": "target_player", "que controle otro jugador": "another_player"},
}

# "ese artefacto", "esas tierras": the object named before (the English "that artifact")
_GENDERED_NOUNS = {
    "artefacto": "ese",
    "encantamiento": "ese",
    "instantáneo": "ese",
    "conjuro": "ese",
    "planeswalker": "ese",
    "hechizo": "ese",
    "equipo": "ese",
    "tierra": "esa",
    "aura": "esa",
    "fuente": "esa",
    "habilidad": "esa",
}


def _those() -> dict[str, str]:
    out: dict[str, str] = {}
    for noun, that in _GENDERED_NOUNS.items():
        plural = noun + ("es" if noun[-1] not in "aeiouáéíóú" else "s")
        out[f"{that} {noun}"] = "anaphora"
        out[f"{'esos' if that == 'ese' else 'esas'} {plural.replace('á', 'a').replace('ó', 'o')}"] = "anaphora"
    return out


RELATIVE_WORDS["REF"] = _those()
# "una fuente de tu elección", "del tipo de criatura de tu elección" (the English "of your choice")
RELATIVE_WORDS["OF_CHOICE"] = {"de tu elección": "yours", "de su elección": "their"}
RELATIVE_WORDS["QUALIFIER"] |= {
    f"del {what} {chosen}": value
    for what in ("tipo", "tipo de criatura", "color")
    for chosen, value in (("elegido", "of:chosen"), ("de tu elección", "of:of_choice"))
} | {"de ese color": "of:that_color", "de ese tipo": "of:that_type", "del tipo y color elegidos": "of:chosen"}
# "mientras haya una carta de instantáneo en tu cementerio", "mientras ~ tenga un contador +1/+1 sobre él"
RELATIVE_WORDS["THERE_ARE"] = {"haya": "is", "hayan": "is"}
RELATIVE_WORDS["GAIN"] = dict.fromkeys(("tenga", "tengan", "tengas", "tienes"), "have")
# "por cada contador +1/+1 que haya sobre ~" (the English "for each +1/+1 counter on ~")
RELATIVE_WORDS["ON"] = {f"que {be} sobre": "on" for be in ("haya", "hay", "hayan")}
# a card going to a graveyard from the battlefield dies; from anywhere it is put into a graveyard
RELATIVE_WORDS["EVENT_VERB"] = (
    {
        f"{go} {where} desde {field}": "die"
        for go in ("vaya", "va", "vayan", "van")
        for where in ("a tu cementerio", "al cementerio de un oponente")
        for field in ("el juego", "el campo de batalla")
    }
    | {
        f"{go} {where}": "put_into_graveyard"
        for go in ("vaya", "va", "vayan", "van")
        for where in ("a tu cementerio", "al cementerio de un oponente")
    }
    | {
        # the English "is put into your graveyard from your library" (a card milled)
        f"{go} a {where} desde {library}": "mill"
        for go in ("vaya", "va", "vayan", "van")
        for where in ("tu cementerio", "un cementerio")
        for library in ("tu biblioteca", "una biblioteca", "cualquier biblioteca")
    }
)
