"""French phrases of the effect grammar beside the main tables, as data: what a spell counts of its own casting (the
targets beyond the first, the times it was kicked, the colours or the amount of mana spent to cast it), the life lost
this way, damage dealt as what was done to an object ("blessée par ~ ce tour-ci"), a spell countered this way and
where it goes instead, zones named with whose they are after them, and a few words the printed templates inflect
("indestructibles", "était", "modifiée"). Each reads as the English tables read the same phrase, with the same value;
`effects.py` adds them to its tables in place.
"""

from __future__ import annotations

from mtglinks.kinds import Verb

# "a été", and after "à moins que" "ait été", "n'ait été" (the "ne" of "à moins que" denies nothing)
_BEEN = [
    (f"{neg}{have} été", plural)
    for have, plural in (("a", ""), ("ait", ""), ("ont", "s"), ("aient", "s"))
    for neg in (("", "n'") if have in ("ait", "aient") else ("",))
]
# "~", "il", "elle": the spell in "pour chaque fois que ~ a été kické", "qu'elle a été kickée"
_KICKED = {
    f"{that}{it} {been} {kicked}": "times_kicked"
    for that, its in (("que ", ("~",)), ("qu'", ("il", "elle", "ils", "elles")))
    for it in its
    for been in ("a été", "ont été")
    for kicked in ("kické", "kickée", "kickés", "kickées")
}
# "lancer ~", "le lancer", "la lancer", and the older "jouer"
_CAST = [form for verb in ("lancer", "jouer") for form in (f"{verb} ~", f"le {verb}", f"la {verb}", f"les {verb}")]

# "Sautez votre étape de pioche", "le joueur ciblé passe sa prochaine phase de combat", "passez votre prochain tour": a
# step, phase or turn skipped (rule 500.11), the English "skip your draw step", "skips their next combat phase"
_SKIPPED = (
    "étape de pioche",
    "étape de dégagement",
    "étape d'entretien",
    "phase de combat",
    "étapes de pioche",
    "étapes de dégagement",
    "étapes d'entretien",
)
_SKIPS = {
    f"{verb} {whose} {step}": str(Verb.SKIP)
    for verb in ("sautez", "saute", "sautent", "sauter", "passez", "passe", "passent", "passer")
    for whose in ("votre", "sa", "leur", "vos", "ses", "leurs")
    for step in (
        *_SKIPPED,
        *(f"prochaine {one}" for one in _SKIPPED[:4]),
        "prochain tour",
        "deux prochains tours",
        "trois prochains tours",
    )
}

COUNT_WORDS: dict[str, dict[str, str]] = {
    # "~ coûte {1}{G} de plus à lancer pour chaque cible après la première"
    # "X étant le nombre de couleurs de mana dépensé pour lancer ~", "pour chaque couleur de mana dépensée pour le
    # lancer": the colours counted (the participle agrees with "mana" or with "couleurs", both printed)
    "OBJ_PHRASE": {"cible après la première": "target:beyond_first"}
    | {
        f"{colors} de mana {spent} pour {cast}": "color:of_mana_spent_to_cast"
        for colors in ("couleur", "couleurs")
        for spent in ("dépensé", "dépensée", "dépensés", "dépensées")
        for cast in _CAST
    },
    # "Si ~ est contrecarré de cette manière, exilez-le à la place de le mettre dans le cimetière de son
    # propriétaire": the spell countered this way (the English "was countered this way") and what is done instead
    "PARTICIPLE": {f"contrecarré{ending}": "counter" for ending in ("", "e", "s", "es")}
    # "chaque créature blessée de cette manière": the English "dealt damage this way"
    | {f"blessé{ending}": "dealt_damage" for ending in ("", "e", "s", "es")},
    "INSTEAD_OF": {
        f"{instead} {it} mettre {where}": value
        for instead in ("à la place de", "au lieu de")
        for it in ("le", "la", "les")
        for where, value in (
            ("dans le cimetière de son propriétaire", "graveyard"),
            ("dans le cimetière de leur propriétaire", "graveyard"),
            ("dans votre cimetière", "graveyard"),
            ("autre part", "anywhere"),
        )
    },
    # "Quand ~ arrive sur le champ de bataille, si le tribut n'a pas été payé, …" (rule 702.104)
    "FIXED_COND": {"le tribut n'a pas été payé": "paid:not_tribute", "le tribut a été payé": "paid:tribute"},
    # "Échangez le contrôle de ~ et celui de la créature ciblée", "… contre celui d'un permanent ciblé": "celui", the
    # control of the second object, as the English "exchange control of ~ and target creature"
    "AND": {f"{join} celui{of}": "and" for join in ("et", "contre") for of in ("", " de", " du")},
    # "Ajoutez X manas de n'importe quelle combinaison de {B} et/ou {R}", "deux manas d'une même couleur de votre
    # choix": the English "X mana in any combination of {B} and/or {R}", "two mana of any one color"
    "MANA_OF": {
        f"{mana} {of}": value
        for mana in ("mana", "manas")
        for of, value in (
            ("de n'importe quelle combinaison de", "any_combination_of"),
            ("en n'importe quelle combinaison de", "any_combination_of"),
            ("d'une même couleur de votre choix", "any_color"),
            ("d'une même couleur", "any_color"),
        )
    },
    # "Les artefacts que vous contrôlez sont indestructibles": the keyword agreeing with its plural subject
    "KEYWORD": {"indestructibles": "indestructible"},
    # "si {R} a été dépensé pour jouer ~", "à moins que {B} ait été dépensé pour le jouer", "{R} a été utilisé":
    # the colour of mana spent to cast the spell (the English "if {R} was spent to cast it")
    "SPENT_TO_CAST": {
        f"{been} {spent}{plural} pour {cast}": "spent"
        for been, plural in _BEEN
        for spent in ("dépensé", "utilisé")
        for cast in ("jouer", "lancer")
    },
    "SPENT_TO_CAST_IT": {
        f"{been} {spent}{plural} pour {it} {cast}": "anaphora"
        for been, plural in _BEEN
        for spent in ("dépensé", "utilisé")
        for it in ("le", "la")
        for cast in ("jouer", "lancer")
    },
    # "~ se transforme", "la créature équipée se transforme": the English "transforms"
    "EVENT_VERB": dict.fromkeys(("se transforme", "se transforment", "se transforme en"), "transform")
    # "si vous avez gagné des points de vie ce tour-ci": the English "if you gained life this turn"
    | {f"{have} gagné des points de vie": "gain_life" for have in ("avez", "a", "ont")},
    # "la carte de créature ciblée se trouvant dans votre cimetière": where it is, as "in your graveyard"
    "ZONE_FROM": {
        f"se trouvant dans {zone}": value
        for zone, value in (
            ("votre cimetière", "graveyard"),
            ("son cimetière", "graveyard"),
            ("leur cimetière", "graveyard"),
            ("un cimetière", "graveyard"),
            ("les cimetières", "graveyard"),
            ("tous les cimetières", "graveyard"),
        )
    },
    # "Cherchez dans la bibliothèque de l'adversaire ciblé …", "Les joueurs ne peuvent pas chercher dans leur
    # bibliothèque": whose zone, after it
    "ZONE": {
        f"{zone} {whose}": value
        for zone, value in (
            ("le cimetière", "graveyard"),
            ("la main", "hand"),
            ("la bibliothèque", "library"),
        )
        for whose in ("de l'adversaire ciblé", "d'un adversaire ciblé", "de son contrôleur", "du joueur enchanté")
    }
    | {
        f"leur {zone}": value
        for zone, value in (("cimetière", "graveyard"), ("main", "hand"), ("bibliothèque", "library"))
    }
    | {"les cimetières": "graveyard", "les bibliothèques de leurs propriétaires": "library"},
    # "une carte de créature mise dans votre cimetière de cette manière", "chaque créature mise dans votre cimetière
    # depuis le champ de bataille ce tour-ci": put as a participle, as the English "put into"
    "PUT_TO": {f"{put} {where}": value for put in ("mis", "mise", "mises") for where, value in (("dans", "into"),)},
    # "Si la carte défaussée était multicolore": the past of "est", as the English "was"
    "BE": {"était": "was", "étaient": "were"},
    # "La créature enchantée gagne +1/+1 pour chacune de ses couleurs": the English "for each of its colors"
    "FOR_EACH": {"pour chacune de": "for_each", "pour chacun de": "for_each"},
    # "Chaque joueur peut jouer un terrain supplémentaire pendant chacun de ses tours": the English "on each of their
    # turns", "during each of your turns"
    "DURATION": {
        f"pendant chacun de {whose} tours": value
        for whose, value in (
            ("ses", "each_of_their_turns"),
            ("leurs", "each_of_their_turns"),
            ("vos", "each_of_your_turns"),
        )
    },
    # "une créature blessée par ~ ce tour-ci", "chaque créature blessée de cette manière": damage dealt, as what was
    # done to an object (the English "a creature dealt damage by ~ this turn", "dealt damage this way")
    "QUALIFIER": {
        f"{hurt}{ending} {by}": value
        for hurt in ("blessé",)
        for ending in ("", "e", "s", "es")
        for by, value in (
            ("par ~ ce tour-ci", "dealt_damage_by_self_this_turn"),
            ("ce tour-ci par ~", "dealt_damage_by_self_this_turn"),
            ("par ~ ce tour", "dealt_damage_by_self_this_turn"),
            ("ce tour-ci", "dealt_damage_this_turn"),
        )
    },
    # "une créature modifiée que vous contrôlez", "vous lancez un sort historique"
    "STATUS": {f"modifié{ending}": "modified" for ending in ("", "e", "s", "es")}
    | {"historique": "historic", "historiques": "historic"},
    # "engagez une créature ciblée qu'un joueur défenseur contrôle", "les créatures qu'un joueur ciblé contrôle"
    "CONTROLLER": {
        "qu'un joueur défenseur contrôle": "defending_player",
        "qu'un joueur ciblé contrôle": "target_player",
    },
    # "les vingt cartes du dessus", "au moins vingt marqueurs « charge »": numbers past ten
    "NUM": {
        "onze": "11",
        "douze": "12",
        "treize": "13",
        "quatorze": "14",
        "quinze": "15",
        "seize": "16",
        "vingt": "20",
        "trente": "30",
    },
    # "~ inflige 5 blessures réparties comme vous le désirez entre n'importe quel nombre de cibles, créatures et/ou
    # joueurs": targets of any kind as the English "any number of targets", "one or two targets" read (the kinds after
    # the comma as after "une cible")
    "ANY_TARGET": {
        "n'importe quel nombre de cibles": "any_number_of_targets",
        "une ou deux cibles": "one_or_two_targets",
    },
    "V_NUM": _SKIPS,
    # "Jouez avec la carte du dessus de votre bibliothèque révélée.", "Vos adversaires jouent avec leurs mains
    # révélées.": revealed for as long as the permanent is there (rule 401.5), as the English "Play with the top card of
    # your library revealed."
    "FIXED_CLAUSE": {
        "jouez avec la carte du dessus de votre bibliothèque révélée": "reveal:top_of_library:yours",
        "chaque joueur joue avec la carte du dessus de sa bibliothèque révélée": "reveal:top_of_library:each_player",
    }
    | {
        f"les joueurs jouent avec la carte du dessus de {theirs} révélée": "reveal:top_of_library:each_player"
        for theirs in ("leur bibliothèque", "leurs bibliothèques")
    }
    | {
        "vos adversaires jouent avec leurs mains révélées": "reveal:hand:opponents",
        "tous vos adversaires jouent avec leurs mains révélées": "reveal:hand:opponents",
        "les joueurs jouent avec leurs mains révélées": "reveal:hand:each_player",
    },
    # "Piochez une carte pour chaque fois que ~ a été kickée" (the number of times, 702.33)
    "FOR_EACH_TIMES": {f"pour chaque fois {kicked}": value for kicked, value in _KICKED.items()},
    # "X étant le nombre de fois que ~ a été kické"
    "QUANTITY": {f"le nombre de fois {kicked}": value for kicked, value in _KICKED.items()}
    # "Vous gagnez autant de points de vie que ceux perdus de cette manière": the English "life equal to the life lost
    # this way" ("ceux", the "points de vie" said before)
    | {f"ceux perdus {way}": "life_lost_this_way" for way in ("de cette manière", "ainsi")}
    # "X étant la quantité de mana dépensée pour lancer ~": the English "the amount of mana spent to cast it"
    | {
        f"la quantité de mana {spent} pour {cast}": "mana_spent_to_cast"
        for spent in ("dépensé", "dépensée")
        for cast in _CAST
    },
}
