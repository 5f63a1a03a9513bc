"""French phrases of the effect grammar beside the main tables of `effects.py`, as data: the steps and
phases, conditions, fixed qualifiers, counters, the subtypes, and the words read first after a terminal.
"""

from __future__ import annotations

from importlib import resources

from mtglinks.lang.fr.effect_quoted_counters import COUNTER_NAMES


def phases() -> dict[str, str]:
    """ "(au début de) <whose> <step>": the event of "Au début de votre entretien", value "<whose>:<step>"."""
    steps = {
        "entretien": "upkeep",
        "étape de fin": "end_step",
        "étape de pioche": "draw_step",
        "phase principale précombat": "main1",
        "première phase principale": "main1",
        "seconde phase principale": "main2",
        "deuxième phase principale": "main2",
        "combat": "combat",
    }
    before = {
        "votre": "your",
        "chaque": "each",
        "la prochaine": "next",
        "le prochain": "next",
        "votre prochain": "your_next",
        "votre prochaine": "your_next",
    }
    after = {"de chaque joueur": "each", "de chaque adversaire": "opponent", "de ce joueur": "that_player"}
    # "Au début de l'étape de pioche de chaque autre joueur", "… du contrôleur de la créature enchantée" (the English
    # "each other player's draw step", "the draw step of enchanted creature's controller")
    after |= {"de chaque autre joueur": "each_other", "du contrôleur de la créature enchantée": "enchanted_controller"}
    out: dict[str, str] = {}
    for step, value in steps.items():
        for word, whose in before.items():
            out[f"{word} {step}"] = f"{whose}:{value}"
        article = (
            "l'"
            if step[0] in "aeiouéè"
            else ("la " if step.startswith(("étape", "phase", "première", "seconde", "deuxième")) else "le ")
        )
        for words, whose in after.items():
            out[f"{article}{step} {words}"] = f"{whose}:{value}"
        out[f"{article}{step}"] = f"the:{value}"
    out["la fin du combat"] = "end_of_combat"
    out["prochain entretien"] = "next:upkeep"
    # "À la fin du tour" (older wording of the end step), "à la fin du combat"
    out["tour"] = "the:end_step"
    out["combat"] = "end_of_combat"
    out["du combat sur votre tour"] = "your:combat_your_turn"
    out["combat sur votre tour"] = "your:combat_your_turn"
    out["combat pendant votre tour"] = "your:combat_your_turn"
    out["du combat pendant votre tour"] = "your:combat_your_turn"
    # "Au début du combat pendant le tour de chaque adversaire" (the English "At the beginning of combat on each
    # opponent's turn")
    out["combat pendant le tour de chaque adversaire"] = "opponent:combat"
    return out


# Words of the lexicon the grammar reads beside `WORDS`.
MORE_WORDS: dict[str, dict[str, str]] = {
    "IF": {"si": "if", "s'il": "if"},
    "TURN": {"votre tour": "yours"},
    "YOU_DO": {"vous faites ainsi": "you_do", "vous le faites": "you_do"},
    "BY": {"par": "by", "excepté par": "except_by", "sauf par": "except_by"},
    "NAMED": {"nommée": "named", "nommé": "named", "appelée": "named"},
    # "s'il n'y a pas de créature sur le champ de bataille": "pas" after it is the determiner "no" (`AFTER`)
    "THERE_ARE": {"il y a": "is", "y a": "is", "n'y a": "is", "il n'y a": "is", "n'y ait": "is"},
    "AS": {"au moment où": "as"},
    # "NIVEAU 4+", a station's "8+ | Vol": "+" after a number is "or more", "|" sets off a row of the table
    "OR_MORE": {"au moins": "or_more", "+": "or_more"},
    "BAR": {"|": "row"},
    # "au contrôleur de cette source", "ces terrains": a demonstrative, as the English "that", "those"
    "THAT": dict.fromkeys(("ce", "cet", "cette"), "that") | {"ces": "those"},
    # "mettez un marqueur +1/+1 sur chacune d'elles": the English "on each of them" (`effects-fr.lark`)
    "EACH_OF_REF": {
        f"{each} {of}": "anaphora"
        for each, ofs in (("chacune", ("d'elles", "d'entre elles")), ("chacun", ("d'eux", "d'entre eux")))
        for of in ofs
    },
    # "si vous l'avez lancé": "it" and "have" before the participle (`AFTER`, `effects-fr.lark`)
    "REF_CLITIC": dict.fromkeys(("l'avez", "les avez", "l'a", "les a"), "anaphora"),
    # "ses capacités activées", "leurs autres types": whose, as the English "its", "their", "your"
    "POSS_PRONOUN": dict.fromkeys(("son", "sa", "ses"), "it")
    | dict.fromkeys(("leur", "leurs"), "they")
    | dict.fromkeys(("votre", "vos"), "you"),
    "COPY_OF": {"qui est une copie de": "copy", "qui sont des copies de": "copy"},
    "IN": {"dans": "in"},
    # "tant" and "à moins" alone before an elided "qu'il", "qu'un" (read after them, `AFTER`)
    "AS_LONG_AS": {"tant que": "as_long_as", "aussi longtemps que": "as_long_as", "tant": "as_long_as"},
    "UNLESS": {"à moins que": "unless", "à moins": "unless"},
    "INSTEAD": {"à la place": "instead"},
    # "remettez-les dessus dans l'ordre de votre choix": back on top, as the English "put them back in any order"
    "BACK": {"dessus": "back"},
    "AT_RANDOM": {
        "au hasard": "random",
        "dans un ordre aléatoire": "random_order",
        "dans l'ordre de votre choix": "any_order",
        "dans n'importe quel ordre": "any_order",
    },
    # "… sans payer leurs coûts de mana" (several cards cast at once): the English "without paying their mana costs"
    "WITHOUT_PAYING": dict.fromkeys(
        ("sans payer son coût de mana", "sans payer leur coût de mana", "sans payer leurs coûts de mana"), "free"
    ),
    "OTHERWISE": {"sinon": "otherwise"},
    "WHERE_X": {"où x est": "x", "x étant": "x"},
    "ADDITIONAL_COST": {
        "en tant que coût supplémentaire pour lancer ~": "spell",
        "en tant que coût supplémentaire pour jouer ~": "spell",
    }
    # "En tant que coût supplémentaire pour jouer ces ~, …": the card's own name after a demonstrative
    | {
        f"en tant que coût supplémentaire pour {cast} {this} ~": "spell"
        for cast in ("lancer", "jouer")
        for this in ("ce", "cet", "cette", "ces")
    },
    "IF_ABLE": {"si possible": "if_able"},
    "STILL": {"toujours": "still"},
    "IT_IS": {"c'est": "is", "ce n'est pas": "is_not", "il est": "is"},
    "DURING": {"pendant votre tour": "your_turn", "pendant votre entretien": "your_upkeep"},
    "THE_TOP": {"du dessus de": "top", "du dessous de": "bottom"},
    "WITH_STAT": {
        "de force": "power",
        "d'endurance": "toughness",
        "avec une force de": "power",
        "avec une endurance de": "toughness",
        "de coût converti de mana": "mana_value",
        "avec un coût converti de mana de": "mana_value",
        "de valeur de mana": "mana_value",
    }
    | {
        f"{lead} {stat}{of}": value
        for lead in ("avec", "ayant")
        for of in ("", " de")
        for stat, value in (
            ("une force", "power"),
            ("une endurance", "toughness"),
            ("un coût converti de mana", "mana_value"),
            ("une valeur de mana", "mana_value"),
        )
    },
    "OR_LESS": {
        "ou moins": "or_less",
        "ou plus": "or_greater",
        "ou inférieur": "or_less",
        "ou supérieur": "or_greater",
    }
    # "avec une force supérieure ou égale à 4": the bound comes before its number
    | {
        f"{than} ou {equal} à": value
        for than, equal, value in (
            ("inférieur", "égal", "or_less"),
            ("inférieure", "égale", "or_less"),
            ("supérieur", "égal", "or_greater"),
            ("supérieure", "égale", "or_greater"),
        )
    },
    "QUANTITY": {
        "sa force": "power",
        "son endurance": "toughness",
        # "~ infligent à la créature avec le vol ciblée un nombre de blessures égal à leur force" (a card whose name is
        # plural): the English "their power"
        "leur force": "power",
        "leur endurance": "toughness",
        "votre total de points de vie": "life_total",
        "son coût converti de mana": "mana_value",
    },
    # "le nombre d'elfes": before an elided noun, "de" is part of it
    "NUMBER_OF": {
        "le nombre de": "number_of",
        "nombre de": "number_of",
        "le nombre": "number_of",
        "nombre": "number_of",
    },
    "THAT_MANY": {"autant de": "that_many"},
    "WITHOUT": {"sans": "without", "qui n'a pas": "without", "qui n'ont pas": "without"},
    "THE_NEXT": {"la prochaine": "next", "les prochaines": "next", "le prochain": "next", "les prochains": "next"},
    "WOULD_BE_DEALT": {
        "qui devrait être infligée à": "dealt",
        "qui devraient être infligées à": "dealt",
        "qui devrait vous être infligée": "dealt",
        "qui devraient vous être infligées": "dealt",
        "qui devraient être infligées": "dealt",
    },
    "ACTIVATE_ONLY_IF": {
        "ne jouez cette capacité que si": "if",
        "n'activez cette capacité que si": "if",
        "n'activez que si": "if",
        # "N'activez cette capacité que s'il y a au moins six cartes de créature dans votre cimetière"
        "n'activez cette capacité que s'il": "if",
        "ne jouez cette capacité que s'il": "if",
    },
    "QUALIFIER": {
        "exilée avec ~": "exiled_with_self",
        "exilées avec ~": "exiled_with_self",
        # "la créature qu'il hante" (rule 702.55): the English "the creature it haunts"
        "qu'il hante": "haunted_by_it",
        "qu'elle hante": "haunted_by_it",
        "que ~ hante": "haunted_by_self",
        "en plus de ses autres types": "in_addition",
        "qui a été blessée ce tour-ci": "dealt_damage_this_turn",
    },
    "THAT_TARGETS": {"qui cible": "targets", "qui ciblent": "targets"},
    "COUNTER_KIND": dict(COUNTER_NAMES),
}


def _statistics() -> dict[str, str]:
    """ "la force de ~", "le coût converti de mana de la carte exilée" and, as "égal au"/"égal à la" take the
    article, the same without it ("égal au coût converti de mana de ~")."""
    whose = [
        "~",
        "cette créature",
        "la créature ciblée",
        "la créature enchantée",
        "la créature équipée",
        "la créature sacrifiée",
        "l'artefact sacrifié",
        "la carte exilée",
        "la carte défaussée",
        "la carte révélée",
        "cette carte",
        "ce sort",
    ]
    stats = {
        "la force": "power",
        "l'endurance": "toughness",
        "le coût converti de mana": "mana_value",
        "la valeur de mana": "mana_value",
    }
    out: dict[str, str] = {}
    for stat, value in stats.items():
        bare = stat.split(" ", 1)[1] if stat.startswith("le ") else stat.removeprefix("la ")
        for owner in whose:
            of = "d'" if owner[0] in "aeiouéèê" else "de "
            # the card another ability exiled, a reference the number names ("mana_value:of:exiled_with", as the
            # qualifier "of:exiled_with" reads): "La force et l'endurance de la Sapience vivante sont chacune égales
            # au coût converti de mana de la carte exilée." (the English "the exiled card's mana value")
            named = f"{value}:of:exiled_with" if owner == "la carte exilée" else value
            out[f"{stat} {of}{owner}"] = named
            if stat.startswith(("le ", "la ")):
                out[f"{bare} {of}{owner}"] = named
    return out


MORE_WORDS["QUANTITY"] |= _statistics()


def _after() -> dict[str, dict[str, dict[str, str]]]:
    """Phrases read first right after a terminal: after "choisissez", "un" is a mode, not a number;
    after the card's name, "vous" is whom it acts on ("~ vous inflige 1 blessure")."""
    one = {"NUM": {"un": "1", "une": "1"}}  # "jusqu'à une créature ciblée"
    # "~ lui inflige 3 blessures": "lui" before the verb is the object it acts on, as "vous" is the player
    clitic = {"PLAYER_CLITIC": {"vous": "you"}, "REF_CLITIC": {"lui": "anaphora"}}
    # "vous pouvez faire qu'il inflige …", "faire qu'une créature ciblée gagne …": "que" elided into the subject
    # (the lexicon's "faire" is only read so before these)
    had = {
        "REF": dict.fromkeys(("qu'il", "qu'elle", "qu'ils", "qu'elles"), "anaphora"),
        "DET_A": {"qu'un": "a", "qu'une": "a"},
        "PLAYER": {"qu'un adversaire": "an_opponent", "qu'un joueur": "a_player"},
    }
    return {
        "CHOOSE": {"CHOICE": CHOICES},
        # "Ne lancez ~ que si vous contrôlez au moins deux vampires": the "ne … que" of "Cast ~ only if"
        "SELF": clitic | {"ONLY": {"que": "only"}},
        "UP_TO": one,
        "HAVE_DONE": had,
        # "tant qu'il a un marqueur …", "à moins qu'un adversaire ne paie …"
        # "tant qu'elle est un humain": what it is, as the English "as long as it's a Human"
        "AS_LONG_AS": had
        | {"IT_IS": {f"{it} {be}": "is" for it, be in (("qu'il", "est"), ("qu'elle", "est"), ("qu'ils", "sont"))}}
        | {"THERE_ARE": {"qu'il y a": "is", "qu'il n'y a": "is"}},
        # "à moins qu'il n'y ait au moins sept cartes dans votre cimetière"
        "UNLESS": had | {"THERE_ARE": {"qu'il y ait": "is", "qu'il n'y ait": "is"}},
        # "~ arrive sur le champ de bataille comme une copie de …": "enters as a copy of"
        "ENTER": {"AS": {"comme": "as"}},
        "AS": {"COPY_OF": {"une copie de": "copy", "une copie": "copy"}},
        # "jusqu'à ce qu'il révèle une carte de terrain"
        "UNTIL": had,
        # "Jusqu'à la fin du tour, à chaque fois qu'une créature … bloque, piochez une carte": a trigger inside a
        # sentence, "que" elided into its subject
        "TRIGGER_WORD": had
        | {"ANOTHER": {"qu'une autre": "another", "qu'un autre": "another"}}
        | {"PLAYER": had["PLAYER"] | {"qu'un adversaire ciblé": "target_opponent"}},
        # "~ ne peut être bloquée que par des créatures avec le vol": "can't be blocked except by"
        "BE_BLOCKED": {"BY": {"que par": "except_by"}},
        "NEXT_TIME": had,
        # "Tant que vous avez 30 points de vie ou plus et qu'un adversaire a …", "~ attaque et qu'il n'est pas bloqué":
        # a second subject after "et", "que" elided into it
        "AND": had,
        # "~ ne peut pas être bloqué par plus d'une créature": "more than one", the number elided into "d'une"
        "BY": {"COMPARE": {"plus": "more"}},
        "COMPARE": {"NUM": {"d'un": "1", "d'une": "1"}},
        # "vous pouvez lui attacher ~": a pronoun between "pouvez" and its verb (`effects-fr.lark` REF_DATIVE)
        "MAY": {"REF_DATIVE": {"lui": "anaphora"}},
        # "qui devrait vous être infligée": the player the damage is dealt to before its verb
        "WOULD": clitic,
        # "une créature vous inflige des blessures", "la créature ciblée … vous attaque": after an object, "vous" is
        # whom its verb acts on
        **dict.fromkeys(("TYPE", "SUBTYPE", "TARGET", "REF"), clitic),
        # "pour chaque type de terrain de base parmi les terrains que vous contrôlez"
        "NOUN": clitic | {"AMONG": {"parmi": "among"}},
        # "si vous ne contrôlez pas de marais", "pas d'île", "pas un démon": the English "you control no Swamps"
        "CONTROLLER": clitic | {"DET_A": {"pas": "no", "pas un": "no", "pas une": "no"}},
        "PREVENT": {"ALL": {"toutes les": "all"}},
        "GAIN": {"DET_A": {"pas": "no", "pas de": "no"}},
        # "Les créatures ne peuvent pas vous attaquer": whom, before the verb
        "CANT": clitic,
        "THERE_ARE": {"DET_A": {"pas": "no", "pas de": "no", "plus de": "no"}},
        # "si vous l'avez lancé depuis votre main": the participle after the pronoun and "avez" is the verb
        # (the older "joué": "si vous l'avez jouée depuis votre main", a creature spell played is cast, rule 601)
        "REF_CLITIC": {
            "V_OBJ": dict.fromkeys(("lancé", "lancée", "lancés", "lancées", "joué", "jouée", "joués", "jouées"), "cast")
        },
        # "Vous perdez autant de points de vie que son coût converti de mana": "que" after what is counted
        "LIFE": {"EQUAL_TO": {"que": "equal_to"}},
        # "Prévenez toutes les blessures qu'une source de votre choix devrait infliger ce tour-ci": "que" elided into
        # the source's article, as the English "all damage a source of your choice would deal"
        "DAMAGE": {"EQUAL_TO": {"que": "equal_to"}, "DET_A": had["DET_A"]},
    }


CHOICES: dict[str, str] = {
    "une couleur": "color",
    "un type de créature": "creature_type",
    "un type de carte": "card_type",
    "un nom de carte": "card_name",
    "un nombre": "number",
    "un type de terrain de base": "basic_land_type",
    "un adversaire": "opponent",
    "un joueur": "player",
    "un": "mode",
    "l'un": "mode",
    "un ou les deux": "mode",
    "un ou plus": "mode",
    "deux": "mode",
    "trois": "mode",
    "le même mode plus d'une fois": "mode",
    "de nouvelles cibles pour cette copie": "targets",
    "de nouvelles cibles pour la copie": "targets",
    "de nouvelles cibles pour les copies": "targets",
    "une nouvelle cible pour la copie": "targets",
}
# "Vous pouvez choisir de nouvelles cibles pour ces copies", "… pour le sort ciblé": the English "new targets for …"
CHOICES |= {
    f"de nouvelles cibles pour {what}": "targets"
    for what in ("ces copies", "le sort ciblé", "le sort", "celui-ci", "sa copie", "la copie ainsi créée")
}

AFTER = _after()


def _names() -> list[str]:
    """The subtypes as French type lines print them, in lower case (`subtypes.txt`)."""
    text = (resources.files("mtglinks.lang.fr") / "subtypes.txt").read_text(encoding="utf-8")
    return [line.strip() for line in text.splitlines() if line.strip()]


def subtype_names() -> frozenset[str]:
    """The subtypes capitalised, as token names print them ("Saprobionte")."""
    return frozenset(name[0].upper() + name[1:] for name in _names())


def subtype_words() -> dict[str, str]:
    """A subtype inside text: "gobelin", "gobelins", "de gobelin", "d'esprit" (capitalised forms are
    read through `SUBTYPES`)."""
    out: dict[str, str] = {}
    for name in _names():
        value = name[0].upper() + name[1:]
        for form in (name, name + "s"):
            out[form] = value
            out[f"l'{form}" if name[0] in "aeiouéèêhîâô" else f"de {form}"] = value
            if name[0] in "aeiouéèêhîâô":
                out[f"d'{form}"] = value
    return out
