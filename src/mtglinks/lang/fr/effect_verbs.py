"""The French verbs of the effect grammar, as data: each verb terminal's word forms and their `Verb`.

Printed French says a verb as the imperative of "vous" ("Détruisez"), the present of "vous" ("vous
piochez"), the third person ("inflige", "infligent"), the infinitive after "pouvez" ("vous pouvez
piocher") and in costs ("Sacrifier une créature"), and the imperative with a pronoun ("exilez-la",
"défaussez-vous"). Each form maps to the same `Verb` as the English word.
"""

from __future__ import annotations

from mtglinks.kinds import Verb

_PRONOUNS = ("le", "la", "les", "lui", "leur")


def _regular(infinitive: str) -> list[str]:
    """The forms of a verb in -er: "exiler" -> exilez, exile, exilent, exiles, and "exilez-la", …"""
    stem = infinitive[:-2]
    forms = [infinitive, stem + "ez", stem + "e", stem + "ent", stem + "es", stem + "iez"]
    return [*forms, *(f"{stem}ez-{p}" for p in _PRONOUNS)]


def _forms(infinitive: str, *irregular: str) -> list[str]:
    """Every form: the regular ones of a verb in -er, or the ones given (imperative first), with "-la", "-le", …"""
    if not irregular:
        return list(dict.fromkeys(_regular(infinitive)))
    imperative = irregular[0]
    return list(dict.fromkeys([infinitive, *irregular, *(f"{imperative}-{p}" for p in _PRONOUNS)]))


def _table(verbs: dict[str, tuple[Verb, tuple[str, ...]]]) -> dict[str, str]:
    return {
        form: str(verb) for infinitive, (verb, irregular) in verbs.items() for form in _forms(infinitive, *irregular)
    }


def _simple(infinitive: str, verb: Verb | str, *irregular: str) -> dict[str, str]:
    return dict.fromkeys(_forms(infinitive, *irregular), str(verb))


# Verbs taking an object phrase: "Détruisez la créature ciblée", "chaque joueur sacrifie une créature".
# the past participles read after "avez"/"a"/"ont"
_DONE = (("lancé", Verb.CAST), ("joué", Verb.PLAY))

_OBJECT_VERBS: dict[str, tuple[Verb, tuple[str, ...]]] = {
    "détruire": (Verb.DESTROY, ("détruisez", "détruit", "détruisent", "détruise", "détruisiez")),
    "exiler": (Verb.EXILE, ()),
    "sacrifier": (Verb.SACRIFICE, ()),
    "engager": (Verb.TAP, ()),
    "dégager": (Verb.UNTAP, ()),
    "régénérer": (Verb.REGENERATE, ("régénérez", "régénère", "régénèrent")),
    "révéler": (Verb.REVEAL, ("révélez", "révèle", "révèlent", "révéliez")),
    "transformer": (Verb.TRANSFORM, ()),
    "lancer": (Verb.CAST, ()),
    "jouer": (Verb.PLAY, ()),
    "attacher": (Verb.ATTACH, ()),
    "détacher": (Verb.UNATTACH, ()),
    "mélanger": (
        Verb.SHUFFLE,
        ("mélangez", "mélange", "mélangent", "mélangez ensuite", "mélange ensuite", "mélanger ensuite"),
    ),
    "doubler": (Verb.DOUBLE, ()),
    "échanger": (Verb.EXCHANGE, ()),
    "manifester": (Verb.MANIFEST, ()),
    "copier": (Verb.COPY, ()),
    "activer": (Verb.ACTIVATE, ()),
    "inciter": (Verb.GOAD, ()),
    "retenir": (Verb.DETAIN, ("retenez", "retient", "retiennent")),
    "épuiser": (Verb.EXERT, ()),
    "peupler": (Verb.POPULATE, ()),
    "recycler": (Verb.CYCLE, ()),
    "combattre": (Verb.FIGHT, ("combattez", "combattent")),
    "retourner": (Verb.FLIP, ()),
    "confronter": (Verb.CLASH, ()),
    # "Quand ~ exploite une créature" (rule 702.110), "suspectez-la"
    "exploiter": (Verb.EXPLOIT, ()),
    # "Dégagez la créature ciblée et acquérez-en le contrôle": the object in "en", as "gain control of it"
    "acquérir-en le contrôle": (Verb.GAIN_CONTROL, ("acquérez-en le contrôle", "en acquiert le contrôle")),
    "suspecter": (Verb.SUSPECT, ()),
}

# Verbs with a number or nothing after them: "Regard 2", "Proliférez", "Enquêtez".
_NUMBER_VERBS: dict[str, tuple[Verb, tuple[str, ...]]] = {
    "regard": (Verb.SCRY, ()),
    "surveiller": (Verb.SURVEIL, ()),
    "meuler": (Verb.MILL, ()),
    "soutenir": (Verb.SUPPORT, ("soutenez", "soutient", "soutiennent")),
    "adapter": (Verb.ADAPT, ()),
    "amasser": (Verb.AMASS, ()),
    "proliférer": (Verb.PROLIFERATE, ("proliférez", "prolifère", "prolifèrent")),
    "enquêter": (Verb.INVESTIGATE, ()),
    "explorer": (Verb.EXPLORE, ()),
    "intriguer": (Verb.CONNIVE, ()),
    "découvrir": (Verb.DISCOVER, ("découvrez", "découvre", "découvrent")),
    "incuber": (Verb.INCUBATE, ()),
    "renforcer": (Verb.BOLSTER, ()),
}

VERB_WORDS: dict[str, dict[str, str]] = {
    "V_OBJ": _table(_OBJECT_VERBS)
    | dict.fromkeys(
        (
            "défaussez-vous",
            "défaussez-vous de",
            "se défausse",
            "se défausse de",
            "se défaussent",
            "se défaussent de",
            "vous défaussez",
            "vous défaussez de",
            "se défausser",
            "se défausser de",
            "vous défausser de",
            "vous défausser",
            "défausser",
            "vous défaussiez",
            "vous défaussiez de",
        ),
        str(Verb.DISCARD),
    )
    | {
        f"{form} de la partie": str(Verb.EXILE)
        for form in ("retirez", "retire", "retirent", "retirer", "retirez-la", "retirez-le", "retirez-les")
    }
    # "si vous avez lancé un autre sort blanc ce tour-ci", the older "joué" (a spell played is cast, rule 601):
    # the English "if you've cast another white spell this turn"
    | {f"{have} {done}": str(verb) for have in ("avez", "a", "ont") for done, verb in _DONE},
    "V_NUM": {"regard": str(Verb.SCRY)}
    | _table(_NUMBER_VERBS)
    | {
        "gagnez la partie": str(Verb.WIN),
        "gagne la partie": str(Verb.WIN),
        "perdez la partie": str(Verb.LOSE),
        "perd la partie": str(Verb.LOSE),
        "jouez à pile ou face": str(Verb.FLIP),
        "joue à pile ou face": str(Verb.FLIP),
        "devenez le monarque": str(Verb.BECOME_MONARCH),
        "devient le monarque": str(Verb.BECOME_MONARCH),
        "monstruosité": str(Verb.MONSTROSITY),
        # keyword actions of several words: the English "venture into the dungeon", "manifest dread", "open an
        # Attraction"
        **dict.fromkeys(
            ("aventurez-vous dans le donjon", "s'aventure dans le donjon", "vous aventurer dans le donjon"),
            str(Verb.VENTURE),
        ),
        **dict.fromkeys(("manifestez l'effroi", "manifeste l'effroi", "manifester l'effroi"), str(Verb.MANIFEST_DREAD)),
        **dict.fromkeys(("ouvrez une attraction", "ouvre une attraction"), str(Verb.OPEN_ATTRACTION)),
        "prévenez toutes les blessures de combat qui devraient être infligées ce tour-ci": str(Verb.PREVENT),
        "prévenez toutes les blessures qui devraient être infligées ce tour-ci": str(Verb.PREVENT),
    },
    "DRAW": _simple("piocher", Verb.DRAW),
    "CREATE": _simple("créer", Verb.CREATE, "créez", "crée", "créent"),
    "DEAL": _simple("infliger", Verb.DEAL_DAMAGE, "infligez", "inflige", "infligent"),
    "GAIN": _simple("gagner", "gain")
    | _simple("acquérir", "gain", "acquérez", "acquiert", "acquièrent", "acquière")
    | {"a": "have", "ont": "have", "avez": "have"}
    # "si vous n'avez pas de carte en main", "si ce joueur n'a aucune carte en main": the English "have no cards in
    # hand" ("pas" after it is the determiner "no", `effect_phrases.py` AFTER)
    | {"n'a": "have", "n'ont": "have", "n'avez": "have"},
    "LOSE": _simple("perdre", "lose", "perdez", "perd", "perdent", "perde"),
    "ADD": _simple("ajouter", Verb.ADD_MANA),
    "GET": _simple("obtenir", "get", "obtenez", "obtient", "obtiennent"),
    # "mettez-en une sur le champ de bataille engagée, et l'autre dans votre main": "en" (of them), said by "une" after
    "PUT": _simple("mettre", Verb.PUT, "mettez", "met", "mettent", "mette", "mettiez", "mettez-en")
    # "puis remettez-les dessus dans l'ordre de votre choix": put back (`effects-fr.lark`)
    | _simple("remettre", Verb.PUT, "remettez", "remet", "remettent")
    | _simple("placer", Verb.PUT, "placez", "place", "placent"),
    "RETURN": _simple("renvoyer", Verb.RETURN, "renvoyez", "renvoie", "renvoient", "renvoyiez")
    | _simple("ramener", Verb.RETURN, "ramenez", "ramène", "ramènent"),
    # "cherchez dans votre bibliothèque une carte …", and the object first: "Cherchez une carte … dans votre
    # bibliothèque" (`effects-fr.lark`)
    "SEARCH": {
        form: str(Verb.SEARCH)
        for verb in ("cherchez", "cherche", "chercher", "cherchent")
        for form in (f"{verb} dans", verb)
    },
    "LOOK_AT": _simple("regarder", Verb.LOOK_AT),
    "PAY": _simple("payer", Verb.PAY, "payez", "paie", "paye", "paient", "payent")
    | dict.fromkeys(("ne paie", "ne paye", "ne paient", "ne payent", "ne payiez"), str(Verb.PAY)),
    "CHOOSE": _simple("choisir", Verb.CHOOSE, "choisissez", "choisit", "choisissent", "choisisse")
    # "Choisissez-y une carte non-terrain", "vous y choisissez une carte": "y" is where from (the hand revealed)
    | dict.fromkeys(("choisissez-y", "y choisissez", "y choisit", "y choisir"), str(Verb.CHOOSE)),
    "COUNTER": _simple("contrecarrer", Verb.COUNTER),
    "REMOVE": _simple("retirer", Verb.REMOVE_COUNTER) | {"retirez ensuite": str(Verb.REMOVE_COUNTER)},
    "ENTER": {
        f"{verb}{where}": str(Verb.ENTER)
        for verb in ("arrive", "arrivent", "arriver", "entre", "entrent")
        for where in ("", " sur le champ de bataille", " en jeu")
    },
    "DIE": {"meurt": "dies", "meurent": "dies", "mourir": "dies", "meure": "dies"},
    # "si vous avez attaqué avec une créature ce tour-ci"
    "ATTACK": _simple("attaquer", Verb.ATTACK) | {"avez attaqué": str(Verb.ATTACK), "a attaqué": str(Verb.ATTACK)},
    "BLOCK": _simple("bloquer", Verb.BLOCK),
    "BE_BLOCKED": {
        f"{be} {done}": "becomes_blocked"
        for be in ("est", "devient", "être")
        for done in ("bloqué", "bloquée", "bloqués", "bloquées")
    },
    "BE_COUNTERED": {f"être {done}": "countered" for done in ("contrecarré", "contrecarrée", "contrecarrés")}
    | {f"être {done}": "regenerated" for done in ("régénéré", "régénérée", "régénérés", "régénérées")},
    "LEAVE": {
        f"{verb} {where}": "leaves_battlefield"
        for verb in ("quitte", "quittent", "quitter")
        for where in ("le champ de bataille", "le jeu")
    },
    "CANT": {
        "ne peut pas": "cant",
        "ne peuvent pas": "cant",
        "ne pouvez pas": "cant",
        "ne peut ni": "cant",
        "ne peuvent ni": "cant",
    },
    "MAY": {"pouvez": "may", "peut": "may", "peuvent": "may"},
    "PREVENT": _simple("prévenir", Verb.PREVENT, "prévenez", "prévient", "préviennent"),
    "BECOME": {"devient": str(Verb.BECOME), "deviennent": str(Verb.BECOME), "devenir": str(Verb.BECOME)},
    "EVENT_VERB": {
        "est retourné face visible": str(Verb.TURN_FACE_UP),
        "est retournée face visible": str(Verb.TURN_FACE_UP),
        "se voit infliger des blessures": str(Verb.DEALT_DAMAGE),
        "subit des blessures": str(Verb.DEALT_DAMAGE),
        "est blessé": str(Verb.DEALT_DAMAGE),
        "est blessée": str(Verb.DEALT_DAMAGE),
        "devient engagé": str(Verb.TAP),
        "devient engagée": str(Verb.TAP),
        "devient dégagé": str(Verb.UNTAP),
        "devient dégagée": str(Verb.UNTAP),
        "attaque ou bloque": str(Verb.ATTACK),
        "bloque ou est bloquée": str(Verb.BLOCK),
        "bloque ou est bloqué": str(Verb.BLOCK),
        "bloque ou devient bloqué par": str(Verb.BLOCK),
        "bloque ou devient bloquée par": str(Verb.BLOCK),
        "bloque ou devient bloqué": str(Verb.BLOCK),
        "bloque ou devient bloquée": str(Verb.BLOCK),
        "est mis dans un cimetière depuis le jeu": str(Verb.DIE),
        "est mise dans un cimetière depuis le jeu": str(Verb.DIE),
        "est mis dans un cimetière depuis le champ de bataille": str(Verb.DIE),
        "est mise dans un cimetière depuis le champ de bataille": str(Verb.DIE),
        "est mis dans un cimetière": str(Verb.PUT_INTO_GRAVEYARD),
        "est mise dans un cimetière": str(Verb.PUT_INTO_GRAVEYARD),
        "est mis dans un cimetière de n'importe où": str(Verb.PUT_INTO_GRAVEYARD),
        "attaque à chaque tour si possible": str(Verb.ATTACK),
        "attaquent à chaque tour si possible": str(Verb.ATTACK),
        "attaque à chaque combat si possible": str(Verb.ATTACK),
        # "~ attaque chaque tour si possible", "~ bloque à chaque tour si possible": as the English "attacks each combat
        # if able", "blocks each combat if able"
        **{
            f"{verb}{each} {when} si possible": str(value)
            for verb, value in (("attaque", Verb.ATTACK), ("attaquent", Verb.ATTACK))
            + (("bloque", Verb.BLOCK), ("bloquent", Verb.BLOCK))
            for each in (" chaque", " à chaque")
            for when in ("tour", "combat")
        },
        # "devient la cible d'un sort d'éphémère ou de rituel": what it becomes the target of after it (the English
        # "becomes the target of"; "d'" is read with the article, "d'un sort")
        **{
            f"{become} la cible{of}": str(Verb.BECOME_TARGET)
            for become in ("devient", "deviennent")
            for of in ("", " de", " du", " des")
        },
        "devient la cible d'un sort ou d'une capacité": str(Verb.BECOME_TARGET),
    },
    "NO_UNTAP": {
        f"ne se {verb} pas pendant {step}": str(Verb.UNTAP)
        for verb in ("dégage", "dégagent")
        for step in (
            "l'étape de dégagement de son contrôleur",
            "votre étape de dégagement",
            "la prochaine étape de dégagement de son contrôleur",
            "l'étape de dégagement de leur contrôleur",
            "les étapes de dégagement de leurs contrôleurs",
            "la prochaine étape de dégagement de ce joueur",
            "la prochaine étape de dégagement de leur contrôleur",
            "votre prochaine étape de dégagement",
            "la prochaine étape de dégagement de votre adversaire",
            "l'étape de dégagement de leurs contrôleurs",
            "les prochaines étapes de dégagement de leurs contrôleurs",
            "la prochaine étape de dégagement de leurs contrôleurs",
            "la prochaine étape de dégagement du joueur ciblé",
        )
    },
    # "Les sorts de dragon que vous lancez coûtent {1} de moins à lancer"
    "COSTS": {"coûte": "cost", "coûtent": "cost"},
    "COST_CHANGE": {
        f"de {change} à {verb}": value
        for change, value in (("moins", "less"), ("plus", "more"))
        for verb in ("lancer", "jouer", "activer")
    },
    "TRIGGER_WORD": {
        "quand": "when",
        "à chaque fois que": "whenever",
        "à chaque fois": "whenever",  # before "qu'une créature", "qu'il" (`effect_phrases.py` AFTER)
        "au début de": "at",
        "au début du": "at",
        "à la fin du": "at",
    },
}


# "à moins que vous ne sacrifiiez deux terrains": the "ne" of a verb after "à moins que" denies nothing
for _terminal in ("V_OBJ", "PUT", "RETURN", "REMOVE", "DRAW", "CREATE"):
    VERB_WORDS[_terminal] |= {
        f"ne {form}": verb
        for form, verb in VERB_WORDS[_terminal].items()
        if "-" not in form and " de la partie" not in form
    }

# "Mettez ensuite le reste …", "Ce joueur se défausse ensuite d'une carte": "ensuite" (then) after its verb, read with
# it as "mélangez ensuite" is; the clauses' order says the rest
for _terminal in ("V_OBJ", "PUT", "RETURN", "DRAW", "CREATE", "DEAL", "LOSE", "ADD", "REMOVE", "BLOCK", "ATTACK"):
    VERB_WORDS[_terminal] |= {
        f"{form} ensuite": verb
        for form, verb in list(VERB_WORDS[_terminal].items())
        if " " not in form and not form.endswith("ensuite")
    }
VERB_WORDS["V_OBJ"] |= {
    f"{reflexive} ensuite{of}": str(Verb.DISCARD)
    for reflexive in ("se défausse", "se défaussent", "défaussez-vous", "vous défaussez")
    for of in ("", " de")
}

# "ses capacités activées ne peuvent pas être activées": a passive's participle after "être", as the English "can't be
# activated"
VERB_WORDS["V_OBJ"] |= dict.fromkeys(("activé", "activée", "activés", "activées"), str(Verb.ACTIVATE))
# "les blessures ne peuvent pas être prévenues": the English "damage can't be prevented"
VERB_WORDS["V_OBJ"] |= dict.fromkeys(("prévenue", "prévenues"), str(Verb.PREVENT))

# "Ce joueur et vous piochez chacun trois cartes", "Jusqu'à deux créatures gagnent chacune +2/+0": "each" after its
# verb, read with it (the English "each draw three cards", "each get +2/+0")
for _terminal in ("V_OBJ", "PUT", "DRAW", "CREATE", "GAIN", "LOSE"):
    VERB_WORDS[_terminal] |= {
        f"{form} {each}": verb
        for form, verb in list(VERB_WORDS[_terminal].items())
        if " " not in form and "-" not in form
        for each in ("chacun", "chacune")
    }
