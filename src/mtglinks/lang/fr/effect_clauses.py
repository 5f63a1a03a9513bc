"""French clause-level words of the effect grammar beside `effects.py`, as data: conditions read whole,
older fixed sentences, what may or must be done ("peut bloquer comme si elle avait le vol"), and the
French of "you may have … do …" ("vous pouvez faire que ~ inflige …").

Each value is the one the English table gives the same words (`lang/en/effect_clauses.py`).
"""

from __future__ import annotations

from mtglinks.kinds import Verb

_IT = ("il", "elle", "ils", "elles")


def _as_though() -> dict[str, str]:
    """ "comme si elle avait", "comme s'il avait", "comme si elles avaient", "comme si ~ avait"."""
    out = {"comme si ~ avait": "had"}
    for it in _IT:
        had = "avaient" if it.endswith("s") else "avait"
        lead = "comme s'" if it.startswith("i") else "comme si "
        out[f"{lead}{it} {had}"] = "had"
    return out


def _stats() -> dict[str, str]:
    """ "La force et l'endurance de ~ sont chacune égales au …": a characteristic the text defines (rule 604.3),
    read up to its "à"/"au" as the English "~'s power and toughness are each equal to"."""
    stats = {
        "la force": ("power", "est", ("égale",)),
        "l'endurance": ("toughness", "est", ("égale",)),
        "la force et l'endurance": ("power_toughness", "sont", ("égales", "chacune égale", "chacune égales")),
    }
    out: dict[str, str] = {}
    for stat, (value, be, equals) in stats.items():
        for whose in ("de ~", "d'~", "de cette créature"):
            for equal in equals:
                for to in ("à", "au", "à la", "à l'"):
                    out[f"{stat} {whose} {be} {equal} {to}"] = value
    # "~ a une force et une endurance chacune égale au …": the owner before (`effects-fr.lark`)
    for equal in ("égale", "égales"):
        for to in ("à", "au", "à la", "à l'"):
            out[f"a une force et une endurance chacune {equal} {to}"] = "power_toughness"
    return out


def _this_way() -> dict[str, str]:
    """ "les cartes révélées de cette manière": what was done to the object by this ability."""
    done = {"révélé": "revealed", "exilé": "exiled", "défaussé": "discarded", "sacrifié": "sacrificed"}
    return {
        f"{participle}{ending} de cette manière": f"{value}_this_way"
        for participle, value in done.items()
        for ending in ("", "e", "s", "es")
    }


CLAUSE_WORDS: dict[str, dict[str, str]] = {
    "STAT_IS": _stats(),
    # conditions of the older templates, read whole as the English ones are
    "FIXED_COND": {
        "aucun sort n'a été lancé au tour précédent": "no_spells_last_turn",
        "un joueur a lancé au moins deux sorts au tour précédent": "two_spells_last_turn",
        "vous avez payé le coût de kick": "paid:kicked",
        "vous avez payé son coût de kick": "paid:kicked",
        "le coût de kick a été payé": "paid:kicked",
        "son coût de kick a été payé": "paid:kicked",
        "vous êtes le monarque": "monarch",
        "vous n'êtes pas le monarque": "not_monarch",
    },
    # "s'il a été kické": the card's kicker paid
    "PAID": {f"a été {done}": "kicked" for done in ("kické", "kickée", "kickés")}
    # "Si ce sort a été négocié": the English "if it was bargained" (702.166)
    | {f"a été {done}": "bargained" for done in ("négocié", "négociée")}
    # "Si ~ a été lancée depuis un cimetière": the English "If this spell was cast from a graveyard"
    | {f"a été {done}": "cast" for done in ("lancé", "lancée")}
    # "Si le coût d'incursion de ~ a été payé": the English "If its prowl cost was paid"
    | {
        f"{cost} a été payé": value
        for keyword, value in (("d'incursion", "prowl"), ("de déferlement", "surge"))
        for cost in (f"son coût {keyword}", f"le coût {keyword} de ~")
    },
    "UNBLOCKABLE": {
        "est imblocable": "unblockable",
        "sont imblocables": "unblockable",
    },
    "FIXED_CLAUSE": {
        f"attaquer avec ~ ne {it} fait pas s'engager": "tap:not_when_attacking" for it in ("le", "la", "les")
    }
    # "Il n'y a pas de limite au nombre de cartes dans votre main.": the English "You have no maximum hand size."
    | {"il n'y a pas de limite au nombre de cartes dans votre main": "gain_ability:keyword:no_maximum_hand_size"},
    "AS_THOUGH_HAD": _as_though(),
    # "peut attaquer comme si elle n'avait pas défenseur": the English "as though it didn't have defender"
    "AS_THOUGH": {
        f"comme si {it} {had} pas {the}défenseur": "no_defender"
        for it in _IT
        for had in (("n'avaient",) if it.endswith("s") else ("n'avait",))
        for the in ("", "le ")
    }
    | {f"comme si {it} n'était pas bloquée": "not_blocked" for it in ("il", "elle")}
    | {f"comme si {it} n'était pas bloqué": "not_blocked" for it in ("il",)}
    # "s'il": "si" elided before "il", "ils"
    | {
        f"comme s'{it} {had} pas {the}défenseur": "no_defender"
        for it, had in (("il", "n'avait"), ("ils", "n'avaient"))
        for the in ("", "le ")
    }
    | {
        f"comme {it} {done}": "not_blocked"
        for it, done in (
            ("s'il", "n'était pas bloqué"),
            ("s'ils", "n'étaient pas bloqués"),
            ("si elles", "n'étaient pas bloquées"),
        )
    },
    # "~ ne peut bloquer que les créatures avec le vol": "can block only"; the "ne … que" is one restriction
    "BLOCK_ONLY": {f"ne {can} bloquer que": "only" for can in ("peut", "peuvent")},
    # "ne peut être la cible de sorts ou de capacités": the older "ne" without "pas" denies as well
    "CANT": {"ne peut": "cant", "ne peuvent": "cant"},
    "EVENT_VERB": {
        f"être la cible de {what}": str(Verb.BECOME_TARGET)
        for what in (
            "sorts ou de capacités",
            "sorts",
            "sorts ou de capacités que vos adversaires contrôlent",
            "sorts ou de capacités ce tour-ci",
        )
    }
    | {f"devient {done}": str(Verb.MONSTROSITY) for done in ("monstrueux", "monstrueuse")}
    | {"subissez des blessures": str(Verb.DEALT_DAMAGE), "subissent des blessures": str(Verb.DEALT_DAMAGE)}
    # "Si une carte de créature est défaussée de cette manière": the action done, as the English "is discarded"
    | {
        f"{be} {done}{ending}": str(verb)
        for done, verb in (
            ("défaussé", Verb.DISCARD),
            ("révélé", Verb.REVEAL),
            ("sacrifié", Verb.SACRIFICE),
            ("exilé", Verb.EXILE),
        )
        for be, endings in (("est", ("", "e")), ("sont", ("s", "es")))
        for ending in endings
    }
    | {
        f"{be} {put} dans le cimetière d'un adversaire d'où qu'elle vienne": str(Verb.PUT_INTO_GRAVEYARD)
        for be in ("est", "être")
        for put in ("mis", "mise")
    }
    # after "devait": "Si ~ devait être mise dans un cimetière depuis le champ de bataille"
    | {
        f"être {put} dans {where}{whence}": str(
            Verb.DIE if whence.endswith(("jeu", "bataille")) else Verb.PUT_INTO_GRAVEYARD
        )
        for put in ("mis", "mise", "mises")
        for where in ("un cimetière", "votre cimetière", "le cimetière de son propriétaire")
        for whence in ("", " depuis n'importe où", " de n'importe où", " depuis le champ de bataille", " depuis le jeu")
    },
    "THIS_WAY": {"de cette manière": "this_way", "de cette façon": "this_way"},
    # "À chaque fois qu'une créature vous attaque ou attaque un planeswalker que vous contrôlez": one attack
    # "Les créatures ne peuvent pas vous attaquer ou attaquer un planeswalker que vous contrôlez": one attack too
    "ATTACK": dict.fromkeys(("attaque ou attaque", "attaquent ou attaquent", "attaquer ou attaquer"), str(Verb.ATTACK)),
    # "Jouez un tour supplémentaire après celui-ci"; "Renforcement 2", as "Regard 2", a keyword action's noun
    "V_NUM": {
        f"{take} un tour supplémentaire{after}": str(Verb.TAKE_TURN)
        for take in ("jouez", "joue", "jouer")
        for after in ("", " après celui-ci")
    }
    | {"renforcement": str(Verb.BOLSTER)},
    "MANA": {
        f"un mana {of} couleur {whose}": "any_color"
        for of in ("d'une", "de la")
        for whose in ("de votre choix", "au choix", "de son choix", "de leur choix")
    }
    | {
        f"{count} manas de la combinaison de mana coloré de votre choix": "any_combination"
        for count in ("deux", "trois", "x")
    },
    # mana as an amount: "Ajoutez trois manas de la couleur de votre choix", "X manas de n'importe quelle couleur",
    # "un mana de cette couleur", as the English "three mana of any one color", "one mana of that color"
    "MANA_OF": {
        f"{mana} {of}": value
        for mana in ("mana", "manas")
        for of, value in (
            ("de la couleur de votre choix", "any_color"),
            ("d'une seule couleur de votre choix", "any_color"),
            ("d'une couleur de votre choix", "any_color"),
            ("de n'importe quelle couleur", "any_color"),
            ("de n'importe quel type", "any_type"),
            ("de la couleur choisie", "chosen_color"),
            ("de cette couleur", "that_color"),
        )
    }
    | {"manas incolores": "colorless", "mana incolore": "colorless"},
    "NOUN": {
        "capacité activée": "activated_ability",
        "capacités activées": "activated_ability",
        "la capacité activée": "activated_ability",
        # "activer des capacités d'artefact", "les capacités de loyauté de ~", "des capacités de mana"
        "capacité": "ability",
        "capacités": "ability",
        "de capacités activées": "activated_ability",
        "capacité déclenchée": "triggered_ability",
        "capacités déclenchées": "triggered_ability",
        "capacité de mana": "mana_ability",
        "capacités de mana": "mana_ability",
        "capacité de loyauté": "loyalty_ability",
        "capacités de loyauté": "loyalty_ability",
    },
    # "~ inflige 2 blessures au contrôleur de ~", "au joueur ciblé"
    "PLAYER": {"joueur ciblé": "target_player", "adversaire ciblé": "target_opponent"}
    | {"le joueur enchanté": "enchanted_player", "joueur enchanté": "enchanted_player"}
    | {
        f"{lead}contrôleur de {whose}": "its_controller"
        for lead in ("", "le ")
        for whose in ("~", "la créature ciblée", "la créature enchantée", "cette créature")
    },
    # "À chaque fois que vous obtenez chaos, …" (a plane's chaos ability): the English "Whenever chaos ensues"
    "PHASE": {"l'entretien du prochain tour": "next:upkeep", "vous obtenez chaos": "chaos_ensues"}
    | {
        f"l'entretien du contrôleur {of}": "enchanted_controller:upkeep"
        for of in ("de la créature enchantée", "du permanent enchanté", "du terrain enchanté", "de l'artefact enchanté")
    }
    | {"l'entretien du joueur enchanté": "enchanted_player:upkeep"},
    # "Si ~ devait être mise dans un cimetière, …": a replacement, the English "would"
    "WOULD": dict.fromkeys(("devait", "devaient", "devrait", "devraient", "devriez", "deviez"), "would"),
    # "ne peut pas être contrecarré par des sorts ou des capacités"
    "BE_COUNTERED": {
        f"être {done} par des sorts ou des capacités": "countered"
        for done in ("contrecarré", "contrecarrée", "contrecarrés", "contrecarrées")
    },
    "V_OBJ": dict.fromkeys(("se bat contre", "se battent contre"), str(Verb.FIGHT))
    # the current translation of "detain" ("retenir" before)
    | dict.fromkeys(("détenez", "détient", "détiennent", "détenir"), str(Verb.DETAIN)),
    # "La créature ciblée s'inflige un nombre de blessures égal à sa force": damage to itself
    "DEAL": {"s'inflige": str(Verb.DEAL_DAMAGE), "s'infligent": str(Verb.DEAL_DAMAGE)},
    "DIVIDED": {
        f"{divided} {how} {among}": "as_you_choose"
        for divided in ("réparties", "répartis")
        for how in (
            "comme vous le désirez",
            "comme vous le voulez",
            "de la manière que vous choisissez",
            "de la façon de votre choix",
            "comme vous le souhaitez",
        )
        for among in ("entre", "parmi")
    },
    "QUALIFIER": {
        f"qui {share} un type de créature avec {it}": "shares_creature_type"
        for share in ("partage", "partagent")
        for it in ("elle", "lui", "~", "eux", "elles")
    }
    | {"supplémentaire": "additional", "supplémentaires": "additional"}
    | _this_way()
    # the values of the English "of the chosen type", "with the same name as ~", "that isn't enchanted"
    | dict.fromkeys(("du type choisi", "du type de créature choisi", "de la couleur choisie"), "of:chosen")
    | {f"{having} le même nom": "same:name" for having in ("ayant", "avec", "portant")}
    | {f"du même nom que {whom}": "same:name" for whom in ("~", "cette carte", "cette créature")}
    | {
        f"{having} le même nom que {whom}": "same:name"
        for having in ("ayant", "avec", "portant", "qui a", "qui ont")
        for whom in ("~", "cette carte", "cette créature")
    }
    # the name of the card another ability exiled (607.2a), kept as the part `exiled_with` of the value, as the
    # qualifier "of:exiled_with" of "the exiled card's colors" reads: "Les joueurs ne peuvent pas lancer de sorts ayant
    # le même nom que la carte exilée." (Rituel d'exclusion), "un terrain du même nom que la carte exilée" (Parasite
    # envahisseur), "le sort ciblé ayant le même nom que la carte exilée par le Pillard cérébral" (`exiled_with_self`)
    | {
        f"{having} {whom}": f"same:name:{value}"
        for having in (
            "du même nom que",
            *(f"{h} le même nom que" for h in ("ayant", "avec", "portant", "qui a", "qui ont")),
        )
        for whom, value in (
            ("la carte exilée", "exiled_with"),
            ("la carte retirée de la partie", "exiled_with"),
            ("la carte exilée par ~", "exiled_with_self"),
            ("la carte exilée avec ~", "exiled_with_self"),
            ("la carte retirée de la partie par ~", "exiled_with_self"),
            ("la carte retirée de la partie avec ~", "exiled_with_self"),
        )
    }
    | {
        f"qui {be} pas {done}": "is:not:enchanted"
        for be, done in (
            ("n'est", "enchantée"),
            ("n'est", "enchanté"),
            ("ne sont", "enchantées"),
            ("ne sont", "enchantés"),
        )
    },
    "SPENT_TO_CAST": {
        f"{be} {spent} pour {cast}": "spent"
        for be, spent in (("a été", "dépensé"), ("ont été", "dépensés"))
        for cast in ("jouer", "lancer")
    },
    "RATHER_THAN": {
        f"{instead} payer {cost}": "mana_cost"
        for instead in ("à la place de", "plutôt que de", "au lieu de")
        for cost in ("le coût de mana de ~", "son coût de mana", "le coût de mana de ce sort")
    }
    # "Vous pouvez payer {W}{U}{B}{R}{G} à la place du coût de mana de ~"
    | {
        f"{instead} coût de mana {of}": "mana_cost"
        for instead in ("à la place du", "au lieu du")
        for of in ("de ~", "des sorts que vous jouez", "des sorts que vous lancez")
    },
    # "Mettez l'une d'elles dans votre main": one of them
    "OF_THEM": {"d'elles": "them", "d'eux": "them", "d'entre elles": "them", "d'entre eux": "them"},
    # "Vous pouvez choisir de ne pas dégager ~ pendant votre étape de dégagement"
    "CHOOSE_NOT": {"choisir de ne pas": "choose_not", "choisissez de ne pas": "choose_not"},
    "DURING_OF": {"pendant": "during"},
    "STEP": {
        f"{whose} étape de dégagement": f"{value}:untap_step"
        for whose, value in (("votre", "your"), ("son", "their"), ("leur", "their"))
    },
    # "~ devient de la couleur de votre choix"
    "REF": {"eux": "anaphora", "de la couleur de votre choix": "of_choice", "de la couleur choisie": "chosen"},
    "NUM": {"l'une": "1", "l'un": "1"},
    # "N'importe quel nombre de créatures ciblées gagnent chacune +1/+1": "each" after the verb
    "GAIN": {f"{gain} {each}": "gain" for gain in ("gagnent", "acquièrent") for each in ("chacune", "chacun")},
    # "Vous pouvez jouer ~ à tout moment où vous pourriez jouer un éphémère"
    "ANY_TIME": {
        f"à tout moment où vous pourriez {play} {what}": value
        for play in ("jouer", "lancer")
        for what, value in (("un éphémère", "instant"), ("un rituel", "sorcery"))
    }
    | {"à tout moment": "any_time"},
    "SPEND_ONLY": {"ne dépensez ce mana que pour": "only_to"},
    "ALONE": {"seule": "alone", "seul": "alone"},
    # "si une créature est morte ce tour-ci"
    "DIE": {
        f"{be} {dead}": "dies"
        for be, dead in (("est", "mort"), ("est", "morte"), ("sont", "morts"), ("sont", "mortes"))
    },
    # "une source de votre choix"
    "OF_CHOICE": {
        "de votre choix": "yours",
        "du choix de son contrôleur": "controller",
        "de son choix": "their",
        "de leur choix": "their",
    },
    # "La prochaine fois qu'une source de votre choix devrait vous infliger des blessures ce tour-ci, …"
    "NEXT_TIME": {"la prochaine fois que": "next_time", "la prochaine fois": "next_time"},
    "DURATION": {"pendant ce tour": "this_turn", "pendant ce combat": "this_combat", "ce combat": "this_combat"}
    | {
        f"jusqu'à ce {that} {leaves} {where}": "leaves_battlefield"
        for that in (
            "qu'~",
            "que ~",
            "que cette créature",
            "que ce permanent",
            "que cet artefact",
            "que cet enchantement",
        )
        for leaves in ("quitte", "quittent")
        for where in ("le champ de bataille", "le jeu")
    },
    "UNDER_YOUR_CONTROL": {
        "sous le contrôle de leur propriétaire": "owner",
        "sous le contrôle de leurs propriétaires": "owner",
        "sous le contrôle d'un adversaire": "opponent",
    },
    # "~ n'est pas une créature", as the English "~ isn't a creature"
    # "a une force et une endurance de base de 0/2": the English "has base power and toughness 0/2"
    # "Échangez la force et l'endurance de la créature ciblée jusqu'à la fin du tour" (rule 613.4d): whose they are
    # after them (`effects-fr.lark`)
    "STAT": {
        "une force et une endurance de base de": "base_power_toughness",
        "la force et l'endurance": "power_toughness",
        # "si les créatures que vous contrôlez ont une force totale supérieure ou égale à 8" (`effects-fr.lark`)
        "une force totale": "total_power",
    },
    "ISNT": {"n'est pas": "is_not", "ne sont pas": "is_not"},
    # "Si un joueur fait ainsi, contrecarrez ~": "If a player does"
    "DOES": {"fait ainsi": "does", "le fait": "does"},
    # "des blessures sont infligées à ~", "Si des blessures devaient être infligées à ~": "damage is dealt to"
    "DEALT": {
        f"{be} {dealt}": "dealt"
        for be, dealt in (
            ("est", "infligée"),
            ("sont", "infligées"),
            ("être", "infligée"),
            ("être", "infligées"),
            ("ont été", "infligées"),
            ("a été", "infligée"),
        )
    },
    "TO_POOL": {"à sa réserve": "pool", "à leur réserve": "pool", "à la réserve de ce joueur": "pool"},
    # "vous pouvez faire que ~ inflige 1 blessure …" is "you may have ~ deal 1 damage …"
    "HAVE_DONE": {"faire que": "have", "faire": "have"},
    # "Toutes les créatures capables de bloquer ~ le font.": the English lure "All creatures able to block ~ do so."
    "LURE": {"toutes les créatures capables de bloquer": "all_able"},
    # "Le contrôleur de la créature-artefact ciblée la sacrifie", "au contrôleur de cette source": whose, after it
    "OWNER_N": {
        "contrôleur": "controller",
        "contrôleurs": "controller",
        "propriétaire": "owner",
        "propriétaires": "owner",
    },
    "DO_SO": {"le font": "do_so", "doivent le faire": "do_so"},
}
