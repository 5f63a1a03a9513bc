"""The Spanish words of the effect grammar (grammar/effects.lark and effects-es.lark), as data.

The same terminals as the English table (`lang/en/effects.py`), each with its Spanish phrases and the
same values: "exilia" is V_OBJ `exile`, "tu cementerio" a ZONE `graveyard`, "hasta el final del turno"
the DURATION `end_of_turn`. Where Spanish puts a word elsewhere ("la criatura objetivo": the noun
before "objetivo"; "pon en el campo de batalla una ficha": the zone before the object), the rules of
`grammar/effects-es.lark` say so; the values stay those of the shared vocabulary.
"""

from __future__ import annotations

from mtglinks.lang.es.effect_cast_states import CAST_STATE_WORDS
from mtglinks.lang.es.effect_choices import CHOICE_AFTER, CHOICE_WORDS
from mtglinks.lang.es.effect_clauses import CLAUSE_WORDS
from mtglinks.lang.es.effect_counts import COUNT_AFTER, COUNT_WORDS
from mtglinks.lang.es.effect_exile_words import EXILE_AFTER, EXILE_WORDS
from mtglinks.lang.es.effect_exiled3_words import EXILED3_AFTER, EXILED3_WORDS
from mtglinks.lang.es.effect_exiled_conditions import EXILED_CONDITION_WORDS
from mtglinks.lang.es.effect_exiled_named import EXILED_NAMED_WORDS
from mtglinks.lang.es.effect_exiled_with import EXILED_WITH_AFTER, EXILED_WITH_WORDS
from mtglinks.lang.es.effect_keyword_wordings import KEYWORD_WORDING_AFTER, KEYWORD_WORDING_WORDS
from mtglinks.lang.es.effect_life_totals import LIFE_TOTAL_WORDS
from mtglinks.lang.es.effect_mana_colors import MANA_COLORS_WORDS
from mtglinks.lang.es.effect_mana_spent import MANA_SPENT_WORDS
from mtglinks.lang.es.effect_modern import MODERN_WORDS
from mtglinks.lang.es.effect_modern_actions import MODERN_ACTION_WORDS
from mtglinks.lang.es.effect_modern_templates import MODERN_TEMPLATE_WORDS
from mtglinks.lang.es.effect_named_card import NAMED_CARD_AFTER, NAMED_CARD_WORDS
from mtglinks.lang.es.effect_negations import NEGATION_WORDS
from mtglinks.lang.es.effect_object_parts import OBJECT_PART_AFTER, OBJECT_PART_WORDS
from mtglinks.lang.es.effect_phrases import AFTER as AFTER
from mtglinks.lang.es.effect_phrases import MORE_WORDS as MORE_WORDS
from mtglinks.lang.es.effect_phrases import phases, subtype_names, subtype_words
from mtglinks.lang.es.effect_places import PLACE_WORDS
from mtglinks.lang.es.effect_possessives import POSSESSIVE_AFTER, POSSESSIVE_WORDS
from mtglinks.lang.es.effect_printed import PRINTED_WORDS, with_synonyms
from mtglinks.lang.es.effect_relatives import RELATIVE_WORDS
from mtglinks.lang.es.effect_rest_of import REST_OF_AFTER, REST_OF_WORDS
from mtglinks.lang.es.effect_sample_tail import SAMPLE_TAIL_AFTER, SAMPLE_TAIL_WORDS
from mtglinks.lang.es.effect_se_clitics import SE_CLITIC_AFTER, SE_CLITIC_WORDS
from mtglinks.lang.es.effect_states_except import STATE_EXCEPT_AFTER, STATE_EXCEPT_WORDS
from mtglinks.lang.es.effect_superlatives import SUPERLATIVE_AFTER, SUPERLATIVE_WORDS
from mtglinks.lang.es.effect_tails import TAIL_AFTER, TAIL_WORDS
from mtglinks.lang.es.effect_verbs import VERB_WORDS
from mtglinks.lang.es.effect_wording import WORDING_AFTER, WORDING_WORDS
from mtglinks.lang.es.effect_words_links import LINK_WORDS
from mtglinks.lang.es.effect_words_note import NOTE_WORDS
from mtglinks.lang.es.effect_zones import ZONE_WORDS

# Card types: singular and plural, and "de <type>" as a noun's complement ("carta de criatura").
_TYPES = {
    "artefacto": "artifact",
    "criatura": "creature",
    "encantamiento": "enchantment",
    "instantáneo": "instant",
    "tierra": "land",
    "planeswalker": "planeswalker",
    "conjuro": "sorcery",
    "batalla": "battle",
    "tribal": "kindred",
}


def _plural(word: str) -> str:
    if word.endswith("ón"):
        return word[:-2] + "ones"
    return word + ("es" if word[-1] not in "aeiouáéíóú" else "s")


_TYPE_WORDS = (
    {w: v for w, v in _TYPES.items()} | {_plural(w): v for w, v in _TYPES.items()} | {"instantáneos": "instant"}
)
_TYPE_WORDS |= {f"de {w}": v for w, v in _TYPE_WORDS.items()}

_NOUNS = {
    "permanente": "permanent",
    "hechizo": "spell",
    "ficha": "token",
    "carta": "card",
    "fuente": "source",
    "jugador": "player",
    "oponente": "opponent",
}
_NOUN_WORDS = _NOUNS | {_plural(w): v for w, v in _NOUNS.items()} | {"jugadores": "player"}
# "Contrarresta la habilidad activada objetivo", "hechizos o habilidades"
_NOUN_WORDS |= {
    "habilidad": "ability",
    "habilidades": "ability",
    "habilidad activada": "activated_ability",
    "habilidades activadas": "activated_ability",
    "habilidad disparada": "triggered_ability",
    "habilidades disparadas": "triggered_ability",
    "habilidad activada o disparada": "activated_or_triggered_ability",
    "habilidades activadas o disparadas": "activated_or_triggered_ability",
}

_COLORS = {
    "blanco": "white",
    "azul": "blue",
    "negro": "black",
    "rojo": "red",
    "verde": "green",
    "incoloro": "colorless",
    "multicolor": "multicolored",
    "monocolor": "monocolored",
}


def _genders(table: dict[str, str]) -> dict[str, str]:
    """An adjective's four forms: "negro", "negra", "negros", "negras"; "verde", "verdes"; "bloqueador",
    "bloqueadora", "bloqueadores", "bloqueadoras"."""
    out: dict[str, str] = {}
    for word, value in table.items():
        if word.endswith("o"):
            forms = [word, word[:-1] + "a", word + "s", word[:-1] + "as"]
        elif word.endswith("or"):
            forms = [word, word + "a", word + "es", word + "as"]
        elif word.endswith("r"):
            forms = [word, word + "es"]
        else:
            forms = [word, word + "s" if word[-1] in "aeiou" else word + "es"]
        out.update(dict.fromkeys(forms, value))
    return out


_COLOR_WORDS = _genders(_COLORS)
_NONTYPES = {f"que no sea {w}": v for w, v in _COLOR_WORDS.items()} | {
    f"que no sea {w}": v for w, v in _TYPE_WORDS.items() if w.startswith("de ")
}
_NONTYPES |= {f"que no sea {w}": v for w, v in _TYPE_WORDS.items() if " " not in w}
_NONTYPES |= {
    "que no sea una ficha": "token",
    "que no sean fichas": "token",
    "que no sea legendaria": "legendary",
    "que no sea básica": "basic",
    "no básica": "basic",
    "no básicas": "basic",
}
_NONTYPES |= {k.replace("que no sea ", "que no sean ").replace("de ", "de ", 1): v for k, v in list(_NONTYPES.items())}
# "la criatura no negra objetivo" (the English "nonblack")
_NONTYPES |= {f"no {w}": v for w, v in _COLOR_WORDS.items()}

WORDS: dict[str, dict[str, str]] = VERB_WORDS | {
    "PLAYER": {
        "tú": "you",
        "cada jugador": "each_player",
        "cada oponente": "each_opponent",
        "el jugador objetivo": "target_player",
        "un jugador objetivo": "target_player",
        "el oponente objetivo": "target_opponent",
        "un oponente objetivo": "target_opponent",
        "un oponente": "an_opponent",
        "un jugador": "a_player",
        "ese jugador": "that_player",
        "dicho jugador": "that_player",
        "su controlador": "its_controller",
        "el controlador de esa criatura": "its_controller",
        "el controlador de ese hechizo": "its_controller",
        "el controlador de ese permanente": "its_controller",
        "su propietario": "its_owner",
        "el jugador defensor": "defending_player",
        "tus oponentes": "your_opponents",
        "todos los jugadores": "each_player",
        "cada uno de tus oponentes": "each_opponent",
    },
    "REF": {
        "él": "anaphora",
        "ella": "anaphora",
        "ellos": "anaphora",
        "ellas": "anaphora",
        "esa criatura": "anaphora",
        "esa carta": "anaphora",
        "ese permanente": "anaphora",
        "ese hechizo": "anaphora",
        "esa ficha": "anaphora",
        "esas cartas": "anaphora",
        "esas criaturas": "anaphora",
        "esos permanentes": "anaphora",
        "esas fichas": "anaphora",
        "la copia": "anaphora",
        "la ficha": "anaphora",
        "la carta exiliada": "exiled_with",
        "la carta removida": "exiled_with",
        "la carta mostrada": "anaphora",
        "las cartas mostradas": "anaphora",
        "las cartas removidas": "exiled_with",
        "las cartas exiliadas": "exiled_with",
        "el color elegido": "chosen",
        "el color de tu elección": "of_choice",
        "el tipo de criatura elegido": "chosen",
        "el tipo elegido": "chosen",
        "el jugador elegido": "chosen",
        "la carta elegida": "chosen",
        "la carta nombrada": "named_card",
        "la criatura encantada": "attached",
        "la criatura equipada": "attached",
        "el permanente encantado": "attached",
        "la tierra encantada": "attached",
        "el artefacto encantado": "attached",
        "el resto": "anaphora",
        "ese daño": "anaphora",
    },
    "SELF": {"~": "self"}
    | {
        phrase: "self"
        for phrase in (
            "esta criatura",
            "este permanente",
            "esta carta",
            "este hechizo",
            "este artefacto",
            "este encantamiento",
            "esta tierra",
            "esta aura",
            "este equipo",
            "esta habilidad",
            "esta ficha",
        )
    },
    "PLAYER_CLITIC": {"te": "you", "le": "that_player", "les": "that_player"},
    "TARGET": {"objetivo": "target", "objetivos": "target"},
    # "la"/"el" before a noun: the definite article, no determiner of its own ("la criatura objetivo")
    "ART": {"el": "the", "la": "the", "los": "the", "las": "the"},
    "DET_A": {"un": "a", "una": "a", "unos": "a", "unas": "a", "ningún": "no", "ninguna": "no"},
    "EACH": {"cada": "each", "todos los": "all", "todas las": "all"},
    "ALL": {"todos": "all", "todas": "all"},
    "ANOTHER": {"otro": "another", "otra": "another"},
    "OTHER": {"otros": "other", "otras": "other", "demás": "other"},
    "UP_TO": {"hasta": "up_to"},
    "ANY_NUMBER": {"cualquier número de": "any_number", "cualquier cantidad de": "any_number"},
    "ANY_TARGET": {
        "la criatura o jugador objetivo": "any_target",
        "una criatura o jugador objetivo": "any_target",
        "cualquier objetivo": "any_target",
    },
    "NUM": {
        "uno": "1",
        "una": "1",
        "dos": "2",
        "tres": "3",
        "cuatro": "4",
        "cinco": "5",
        "seis": "6",
        "siete": "7",
        "ocho": "8",
        "nueve": "9",
        "diez": "10",
        "x": "X",
        "esa cantidad de": "that_much",
    },
    "TYPE": _TYPE_WORDS,
    "NOUN": _NOUN_WORDS,
    "NONTYPE": _NONTYPES,
    "SUPERTYPE": _genders({"legendario": "legendary", "básico": "basic", "nevado": "snow"}),
    "COLOR": _COLOR_WORDS,
    "STATUS": _genders({"atacante": "attacking", "bloqueador": "blocking", "enderezado": "untapped"})
    | {"que no sea ficha": "nontoken", "atacando": "attacking", "bloqueando": "blocking"}
    | {
        f"{attacking} {join} {blocking}": f"attacking {value} blocking"
        for attacking, blocking in (("atacante", "bloqueadora"), ("atacantes", "bloqueadoras"))
        for join, value in (("o", "or"), ("y/o", "and/or"))
    },
    "CONTROLLER": {
        "que controlas": "you",
        "que controles": "you",
        "que no controlas": "not_you",
        "que no controles": "not_you",
        "que controla un oponente": "opponent",
        "que controlan tus oponentes": "opponent",
        "que controla el jugador objetivo": "target_player",
        "que controla el oponente objetivo": "target_opponent",
        "que controla ese jugador": "that_player",
        "que controla el jugador defensor": "defending_player",
        "que posees": "owner_you",
        "controlas": "you",
        "controles": "you",
        "que controle un oponente": "opponent",
        "que controlen tus oponentes": "opponent",
        "que controle ese jugador": "that_player",
        "que controle el jugador objetivo": "target_player",
        "que controle el jugador defensor": "defending_player",
        "que controla": "they",
        "que controle": "they",
        # "si tú controlas tres o más artefactos": the pronoun said for emphasis
        "tú controlas": "you",
        "tú controles": "you",
        "que tú controlas": "you",
        "que tú controles": "you",
    },
    "ZONE": ZONE_WORDS,
    "DURATION": {
        "hasta el final del turno": "end_of_turn",
        "este turno": "this_turn",
        "hasta tu próximo turno": "your_next_turn",
        "hasta que ~ deje el campo de batalla": "leaves_battlefield",
        "hasta que ~ deje el juego": "leaves_battlefield",
        "mientras ~ permanezca en el campo de batalla": "leaves_battlefield",
        "mientras controles ~": "you_control",
    },
    "DAMAGE": {
        "una cantidad de daño": "damage",
        "daño": "damage",
        "punto de daño": "damage",
        "puntos de daño": "damage",
        "daño de combate": "combat_damage",
        "puntos de daño de combate": "combat_damage",
    },
    "LIFE": {
        "vida": "life",
        "vidas": "life",
        "puntos de vida": "life",
        "una cantidad de vida": "life",
        "una cantidad de vidas": "life",
    },
    "CONTROL_OF": {"el control de": "control"},
    "MANA": {
        "un maná de cualquier color": "any_color",
        "un maná de cualquier tipo": "any_type",
        "un maná del color elegido": "chosen_color",
        "dos manás de cualquier color": "any_color",
        "tres manás de cualquier color": "any_color",
        "un maná de cualquier color en la identidad de color de tu comandante": "commander_identity",
    },
    "TIMING": {
        "juega esta habilidad sólo cuando puedas jugar un conjuro": "sorcery",
        "juega esta habilidad sólo una vez cada turno": "once_each_turn",
        "juega esta habilidad sólo una vez por turno": "once_each_turn",
        "juega esta habilidad sólo durante tu mantenimiento": "your_upkeep",
        "juega esta habilidad sólo durante tu turno": "your_turn",
        "activa esta habilidad sólo como un conjuro": "sorcery",
        "activa esta habilidad sólo una vez cada turno": "once_each_turn",
        "activa esta habilidad sólo una vez por turno": "once_each_turn",
        "activa esta habilidad sólo durante tu turno": "your_turn",
        "activa solo como un conjuro": "sorcery",
        "activa sólo como un conjuro": "sorcery",
        "activa solo una vez por turno": "once_each_turn",
        "cualquier jugador puede jugar esta habilidad": "any_player",
        "cualquier jugador puede activar esta habilidad": "any_player",
        "esta habilidad se dispara sólo una vez cada turno": "once_each_turn",
    },
    "PHASE": phases(),
    "IF_YOU_DO": {"si lo haces": "you_do", "si no lo haces": "you_dont", "si no puedes": "you_cant"},
    "KEYWORD": {"todas las habilidades": "all_abilities"},
    "FOR_EACH": {"por cada": "for_each"},
    "EQUAL_TO": {"igual a": "equal_to", "igual al": "equal_to"},
    "FROM": {
        "de": "from",
        "desde": "from",
        "del": "from",
        "de entre": "among",
        "contra": "from",
        "que se encuentre entre": "among",
        "que se encuentren entre": "among",
    },
    "ONTO": {"en": "onto"},
    "TO": {"a": "to", "al": "to"},
    "ON": {"sobre": "on"},
    "UNDER_YOUR_CONTROL": {"bajo tu control": "you", "bajo el control de su propietario": "owner"},
    "AND": {"y": "and", "e": "and"},
    "OR": {"o": "or", "u": "or", "y/o": "and_or", "ni": "or"},
    "THEN": {"luego": "then", "después": "then", "entonces": "then"},
    "BE": {"es": "is", "son": "are", "sea": "be", "ser": "be", "está": "is", "esté": "be", "están": "are"},
    "TAPPED": {
        "girado": "tapped",
        "girada": "tapped",
        "girados": "tapped",
        "giradas": "tapped",
        "boca abajo": "face_down",
        "transformado": "transformed",
        "transformada": "transformed",
    },
    "TO_POOL": {
        "a tu reserva de maná": "pool",
        "a la reserva de maná de su controlador": "pool",
        "a la reserva de maná de ese jugador": "pool",
    },
    "COUNTER_N": {"contador": "counter", "contadores": "counter"},
}


def subtypes() -> frozenset[str]:
    """The subtypes as Spanish type lines and token names print them, capitalised."""
    return subtype_names()


def _keyword_names() -> list[str]:
    from mtglinks.lang.es import LANGUAGE

    return list(LANGUAGE.keywords)


def _keywords() -> dict[str, str]:
    """A keyword granted as Spanish says it: "la habilidad de volar", "las habilidades de volar y prisa"."""
    from mtglinks.lang.es import LANGUAGE

    out: dict[str, str] = {}
    for name, canonical in LANGUAGE.keywords.items():
        for lead in ("la habilidad de", "las habilidades de", "habilidad de"):
            out[f"{lead} {name}"] = canonical
    return out


WORDS["KEYWORD"] |= _keywords()
_MORE_TABLES = [*CLAUSE_WORDS.items(), *RELATIVE_WORDS.items(), *NEGATION_WORDS.items(), *MODERN_WORDS.items()]
_MORE_TABLES += [*PRINTED_WORDS.items(), *WORDING_WORDS.items(), *COUNT_WORDS.items(), *MODERN_ACTION_WORDS.items()]
_MORE_TABLES += [*LINK_WORDS.items(), *EXILED_WITH_WORDS.items(), *EXILED_NAMED_WORDS.items()]
_MORE_TABLES += [*EXILED_CONDITION_WORDS.items()]
_MORE_TABLES += [*SE_CLITIC_WORDS.items(), *CHOICE_WORDS.items()]
_MORE_TABLES += NOTE_WORDS.items()  # notes and the values noted, rule 607.2e (effect_words_note.py)
_MORE_TABLES += [*OBJECT_PART_WORDS.items(), *POSSESSIVE_WORDS.items(), *STATE_EXCEPT_WORDS.items()]
_MORE_TABLES += [*PLACE_WORDS.items(), *MANA_SPENT_WORDS.items(), *SUPERLATIVE_WORDS.items()]
_MORE_TABLES += [*KEYWORD_WORDING_WORDS.items(), *NAMED_CARD_WORDS.items(), *REST_OF_WORDS.items()]
for _terminal, _table in _MORE_TABLES:  # into the table that holds the terminal already, if one does
    (MORE_WORDS if _terminal in MORE_WORDS else WORDS).setdefault(_terminal, {}).update(_table)
WORDS["SUBTYPE"] = subtype_words(
    frozenset(p for table in [*WORDS.values(), *MORE_WORDS.values()] for p in table)
    | frozenset(name.lower() for name in _keyword_names())
)
# "que no sea Espíritu", "que no sean Espíritus": not of that subtype (the English "non-Spirit")
WORDS["NONTYPE"] |= {
    phrase: name
    for name in sorted(subtype_names())  # a fixed order: the first of two names for one phrase wins
    for lower in (name.lower(),)
    for phrase in (f"que no sea {lower}", f"que no sea de {lower}", f"que no sean {_plural(lower)}")
    if phrase not in WORDS["NONTYPE"]
}
# current text writes "solo" where older text wrote "sólo"
WORDS["TIMING"] |= {phrase.replace("sólo", "solo"): value for phrase, value in WORDS["TIMING"].items()}
WORDS["TIMING"] |= {
    "activa esta habilidad solo cuando puedas lanzar un conjuro": "sorcery",
    "activa esto solo como un conjuro": "sorcery",
    "activa esto solo una vez por turno": "once_each_turn",
    "activa esto solo una vez cada turno": "once_each_turn",
}
# "en lugar de eso" as "en vez de eso", "solo" as "sólo" (lang/es/effect_printed.py)
with_synonyms(WORDS)
with_synonyms(MORE_WORDS)
_AFTER_TABLES = [*WORDING_AFTER.items(), *COUNT_AFTER.items(), *SE_CLITIC_AFTER.items()]
_AFTER_TABLES += [*OBJECT_PART_AFTER.items(), *POSSESSIVE_AFTER.items(), *STATE_EXCEPT_AFTER.items()]
_AFTER_TABLES += [*SUPERLATIVE_AFTER.items(), *KEYWORD_WORDING_AFTER.items(), *TAIL_AFTER.items()]
_AFTER_TABLES += [*SAMPLE_TAIL_AFTER.items(), *NAMED_CARD_AFTER.items(), *REST_OF_AFTER.items()]
_AFTER_TABLES += EXILED_WITH_AFTER.items()
_AFTER_TABLES += CHOICE_AFTER.items()  # effect_choices.py
_AFTER_TABLES += EXILE_AFTER.items()  # effect_exile_words.py
_AFTER_TABLES += EXILED3_AFTER.items()  # effect_exiled3_words.py
for _terminal, _tables in _AFTER_TABLES:  # added after the terminal, none replaced
    for _read, _phrases in _tables.items():
        AFTER.setdefault(_terminal, {}).setdefault(_read, {}).update(_phrases)
_LATE_TABLES = [*MODERN_TEMPLATE_WORDS.items(), *LIFE_TOTAL_WORDS.items(), *CAST_STATE_WORDS.items()]
_LATE_TABLES += [*TAIL_WORDS.items(), *SAMPLE_TAIL_WORDS.items(), *EXILE_WORDS.items()]
_LATE_TABLES += EXILED3_WORDS.items()  # effect_exiled3_words.py
_LATE_TABLES += MANA_COLORS_WORDS.items()  # "maná de uno de los colores de" (effect_mana_colors.py)
for _terminal, _table in _LATE_TABLES:  # current templates, after the subtype table is built
    (MORE_WORDS if _terminal in MORE_WORDS else WORDS).setdefault(_terminal, {}).update(_table)
