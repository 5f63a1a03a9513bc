"""Spanish words of the choices a card makes (607.2d/f/m) that the other tables lack, read after a neighbour (the
terminal before -> terminal -> phrase -> value): added by `effects.py`.

A choice between two named sides or words ("elige kans o dragones", "cada jugador elige guerra o paz"), as English
reads "choose Khans or Dragons" (the value `<one>_or_<other>` the options are read from, `features/choice_queries.py`);
the parity and direction choices as the English "odd or even", "left or right"; a color word; a second choice made
with the first ("elige un color y un tipo de criatura").
"""

from __future__ import annotations

from mtglinks.lang.es.effect_phrases import CHOICES

# the two sides or words the cards name, as "elige <una> o <otra>" prints them (lower case)
_SIDES = (
    ("kans", "dragones"),
    ("guerra", "paz"),
    ("amigo", "enemigo"),
)

# "la criatura objetivo que no sea del tipo elegido" (the English "that isn't of the chosen type")
CHOICE_WORDS: dict[str, dict[str, str]] = {
    # "Las criaturas controladas por los jugadores que eligieron guerra" (the English "Creatures controlled by players
    # who chose war"): the players by the word each chose (607.2f), and "controladas por" before them
    "PLAYER": {
        f"{the}jugadores que eligieron {side}": f"chosen:{side}"
        for pair in _SIDES
        for side in pair
        for the in ("los ", "")
    }
    | {"uno de los jugadores elegidos": "chosen:one_of"},  # "one of the chosen players"
    # "una fuente que controla uno de los jugadores elegidos" (the English "a source controlled by one of the chosen
    # players"), as "que controla un oponente" reads (lang/es/effects.py)
    "CONTROLLER": {"que controla uno de los jugadores elegidos": "chosen_player:one_of"},
    "CONTROLLED_BY": {f"controlad{end} por": "controlled_by" for end in ("a", "as", "o", "os")},
    # "Al comienzo del mantenimiento del jugador elegido" (the English "the chosen player's upkeep")
    "PHASE": {
        "mantenimiento del jugador elegido": "chosen_player:upkeep",
        "el mantenimiento del jugador elegido": "chosen_player:upkeep",
    },
    # "Los hechizos que lances con el nombre elegido te cuestan {2} menos." (the English "… cost {2} less")
    "COSTS": {"te cuestan": "cost", "cuestan": "cost"},
    # "Siempre que ~ reciba daño, esta le hace esa misma cantidad de daño al jugador elegido.": current orthography
    # writes the demonstrative alone without its accent, as older text wrote "ésta" (lang/es/effect_tails.py)
    # "el otro jugador elegido también pierde esa misma cantidad de vidas" (the English "the other chosen player")
    # "Todas las referencias a palabras de color en hechizos o permanentes se convierten en la palabra de color
    # elegida."
    # (the English "All instances of color words in the text of spells and permanents are changed to the chosen color
    # word", a text-changing effect, rule 612)
    "REF": {
        "esta": "anaphora",
        "este": "anaphora",
        "el otro jugador elegido": "chosen",
        "la palabra de color elegida": "chosen",
    },
    "NOUN": {"referencias a palabras de color en hechizos o permanentes": "color_word_instance"},
    # "X contadores de alimentación" (feeding counters; the token of the chosen color and type is X/X for them)
    "COUNTER_KIND": {"de alimentación": "feeding"},
    # "elige entre artefacto, criatura, encantamiento, instantáneo o conjuro" (the English "choose artifact, creature,
    # …"): "entre" after the verb names the options, not the verb "entrar"
    "CHOOSE": {"elige entre": "choose"},
    # "agrega un maná adicional de ese color a tu reserva de maná" (the English "add one additional mana of that
    # color"),
    # as "agrega un maná de ese color" reads (lang/es/effect_printed.py)
    "MANA_OF": {"maná adicional de ese color": "that_color", "maná adicional del color elegido": "chosen_color"},
    "QUALIFIER": {
        # "por cada uno de esos colores que tenga el hechizo" (the English "for each of those colors the spell is")
        "que tenga el hechizo": "had_by:spell",
        "que tenga ese hechizo": "had_by:spell",
        # "Las cartas de criatura de las cuales eres propietario" (the English "Creature cards you own")
        "de las cuales eres propietario": "owner:you",
        "de los cuales eres propietario": "owner:you",
        "y que no están en juego": "is:not:on_battlefield",
        # "al oponente que se siente junto a él en la última dirección elegida" (the English "the nearest opponent in
        # the last chosen direction", 607.2f)
        "que se siente junto a él": "nearest",
        "en la última dirección elegida": "in:chosen_direction:last",
        "en la dirección elegida": "in:chosen_direction",
        # "las cartas con ese nombre que no están en juego" (the English "that aren't on the battlefield")
        "que no están en juego": "is:not:on_battlefield",
        "que no está en juego": "is:not:on_battlefield",
        "que no estén en juego": "is:not:on_battlefield",
        "que no esté en juego": "is:not:on_battlefield",
        # "Las criaturas con coste de maná convertido del valor elegido tienen la habilidad de prisa." (the English
        # "Creatures you control with mana value of the chosen quality")
        "con coste de maná convertido del valor elegido": "with:mana_value:chosen",
        "sin coste de maná convertido del valor elegido": "without:mana_value:chosen",
        # "una ficha de criatura 1/1 del color y tipo elegido" (the English "of the chosen color and type")
        "del color y tipo elegido": "of:chosen",
        "del color y tipo elegidos": "of:chosen",
        "del tipo y color elegido": "of:chosen",
        "que no sea del tipo elegido": "not:of:chosen",
        "que no sean del tipo elegido": "not:of:chosen",
        "que no sea del color elegido": "not:of:chosen",
        "que no sean del color elegido": "not:of:chosen",
    },
}

CHOICE_AFTER: dict[str, dict[str, dict[str, str]]] = {
    "CHOOSE": {
        "CHOICE": {f"{a} o {b}": f"{a}_or_{b}" for a, b in _SIDES}
        | {
            "par o impar": "parity",  # "elige par o impar" (the English "choose odd or even")
            "izquierda o derecha": "direction",  # "elige izquierda o derecha" ("choose left or right")
            "una palabra de color": "color_word",  # "elige una palabra de color" ("choose a color word")
        }
    },
    # "al jugador elegido", "en la mano del jugador elegido": the chosen player after "al", "del" (the article in them)
    "TO": {"REF": {"jugador elegido": "chosen", "oponente elegido": "chosen", "otro jugador elegido": "chosen"}},
    # "~ tiene protección contra cada coste de maná convertido excepto el número elegido." (the English "protection from
    # each mana value other than the chosen number")
    "FROM": {
        "REF": {"jugador elegido": "chosen", "oponente elegido": "chosen", "el nombre elegido": "chosen"},
        "NOUN": {"cada coste de maná convertido excepto el número elegido": "mana_value:other_than:chosen_number"},
    },
    # "Tienes protección contra el nombre elegido." (the English "protection from the chosen name")
    # "Todas las cartas … son del color elegido además de sus otros colores." (as "es del tipo elegido",
    # effect_sample_tail.py)
    "BE": {"REF": {"del tipo de criatura elegido": "chosen", "del color elegido": "chosen"}},
    # "Nombra una carta que no sea de criatura ni de tierra." (the English "Name a noncreature, nonland card"), as
    # "Nombra una carta que no sea tierra" reads (lang/es/effect_printed.py)
    "NAME_CARD": {
        "CHOICE": {
            f"una carta que no sea {one} ni {other}": "card_name"
            for one, other in (
                ("de criatura", "de tierra"),
                ("tierra", "criatura"),
                ("de tierra", "de criatura"),
                ("criatura", "tierra"),
            )
        }
        | {"una carta que no sea de tierra": "card_name", "una carta de tierra": "card_name"}
    },
    # "Eliges el nombre de una carta que no sea tierra mostrada de esta manera." (the English "You choose the name of a
    # nonland card revealed this way"): after the article, "nombre" is the noun, not the verb "nombrar"
    "ART": {"NOUN": {"nombre": "name"}},
    # "si es de al menos uno de los colores elegidos" (the English "if it's at least one of the chosen colors")
    "IF": {"FIXED_COND": {"es de al menos uno de los colores elegidos": "is:one_of:chosen_color"}},
    # "elige un color y un tipo de criatura": "y" opens the second choice, read as one word with it (the kinds of
    # value only, not the modes "uno", "dos")
    "CHOICE": {
        "CHOICE": {
            f"y {phrase}": kind
            for phrase, kind in CHOICES.items()
            if phrase.startswith(("un ", "una ")) and kind != "mode"
        }
    },
}
