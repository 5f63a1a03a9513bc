"""French phrases of older printed text that the effect grammar reads whole, each as the English phrase of the same
rule reads (`lang/en/`): the Leylines' opening hand, a spell's single target, the mana a land could produce, a haunted
creature. Added to the lexicon's tables in place (`effects.py`), so no terminal moves.
"""

from __future__ import annotations

from mtglinks.kinds import Verb, Zone


def _could_produce() -> dict[str, str]:
    """ "un mana de n'importe quelle couleur qu'un terrain contrôlé par un adversaire pourrait produire" (Exotic
    Orchard, Reflecting Pool): the mana's kind, then ":" and the lands it is read from, the values of the English "one
    mana of any color that a land an opponent controls could produce"."""
    kinds = {"de n'importe quelle couleur": "any_color", "de n'importe quel type": "any_type"}
    lands = {
        "qu'un terrain que vous contrôlez pourrait produire": "lands_you_control",
        "qu'un terrain contrôlé par un adversaire pourrait produire": "lands_opponent_controls",
        "qu'un terrain qu'un adversaire contrôle pourrait produire": "lands_opponent_controls",
    }
    out = {f"un mana {k} {land}": f"{kv}:{lv}" for k, kv in kinds.items() for land, lv in lands.items()}
    # "un mana de n'importe quelle couleur de l'identité couleur de votre commandant" (Command Tower)
    out["un mana de n'importe quelle couleur de l'identité couleur de votre commandant"] = "commander_identity"
    return out


# "Tant que ~ est associé à une autre créature, les deux créatures ont le vol": after a comma, "les deux" before a noun
# is "both" (the English "both creatures"; `effects.py` adds it to the words read after a terminal)
AFTER_COMMA: dict[str, dict[str, str]] = {"ALL": {"les deux": "both"}}

# "~ inflige 1 blessure à chaque créature avec le vol et à chaque joueur": after a keyword, "et à" joins a second object
# (`effects-fr.lark` AND_TO), where "et" alone would read a second keyword
AFTER_KEYWORD: dict[str, dict[str, str]] = {"AND_TO": {"et à": "and", "et au": "and", "et aux": "and"}}


def keyword_costs() -> dict[str, str]:
    """ "le coût de flashback est égal à son coût de mana", "le coût d'émergence …": each keyword of the language whose
    cost a sentence sets to the card's mana cost, the value its English name (`effects-fr.lark` KEYWORD_COST_IS)."""
    from mtglinks.lang.fr import LANGUAGE

    out: dict[str, str] = {}
    for name, canonical in LANGUAGE.keywords.items():
        of = "d'" if name[0] in "aeiouéèêh" else "de "
        for cost in ("son coût de mana", "leur coût de mana"):
            out[f"le coût {of}{name} est égal à {cost}"] = canonical
    return out


# "~ devient une copie de l'artefact ciblé": after "devient", the English "becomes a copy of" (where "copie" alone is
# the verb "copy")
AFTER_BECOME: dict[str, dict[str, str]] = {"COPY_OF": {"une copie de": "copy", "une copie": "copy"}}

# the words read first right after those terminals (`effects.py` adds them to `AFTER`)
FIXED_AFTER: dict[str, dict[str, dict[str, str]]] = {
    "_COMMA": AFTER_COMMA,
    "KEYWORD": AFTER_KEYWORD,
    "BECOME": AFTER_BECOME,
}

FIXED_WORDS: dict[str, dict[str, str]] = {
    # "Si ~ est dans votre main de départ, vous pouvez l'avoir sur le champ de bataille au début de la partie." (the
    # Leylines): the English "If ~ is in your opening hand, you may begin the game with it on the battlefield"
    "FIXED_COND": {"~ est dans votre main de départ": "in_opening_hand"}
    # "Tant que ~ est associé à une autre créature, …" (soulbond, rule 702.95): the English "~ is paired with another
    # creature"
    | {f"~ est {paired} à une autre créature": "paired" for paired in ("associé", "associée")}
    # "Si c'est la troisième fois que cette capacité s'est résolue ce tour-ci" (the Ral's Outburst kin): which
    # resolution of the turn this is, as the English "this is the third time this ability has resolved this turn"
    | {
        f"c'est la {nth} fois que cette capacité s'est résolue ce tour-ci": f"resolved:{value}"
        for nth, value in (("première", "1"), ("deuxième", "2"), ("seconde", "2"), ("troisième", "3"))
    },
    # "Quand ~ devient la cible d'un sort ou d'une capacité pour la première fois pendant un tour": "each turn"
    "FIRST_TIME": {"pour la première fois pendant un tour": "first_each_turn"},
    "V_NUM": {
        f"l'avoir {where} au début de la partie": str(Verb.BEGIN_GAME_WITH)
        for where in ("sur le champ de bataille", "en jeu")
    },
    # "Remplacez la cible du sort ciblé qui a une cible unique": the English "Change the target of target spell with
    # a single target" (rule 115.7), "du" the article elided into "de"
    "V_OBJ": {
        f"{change} la cible {of}": str(Verb.CHANGE_TARGET)
        for change in ("remplacez", "changez")
        for of in ("de", "du", "d'un", "d'une")
    },
    "QUALIFIER": {
        # "Détruisez la créature ciblée qui vous a infligé des blessures ce tour-ci"
        f"qui vous {have} infligé des blessures ce tour-ci": "dealt_damage_to_you_this_turn"
        for have in ("a", "ont")
    }
    | dict.fromkeys(("qui a une cible unique", "avec une cible unique", "ayant une cible unique"), "single_target")
    # "la créature hantée par ~" (rule 702.55): the English "the creature ~ haunts"
    | {f"{haunted} par ~": "haunted_by_self" for haunted in ("hanté", "hantée", "hantés", "hantées")}
    # "Les créatures du type de votre choix gagnent +0/+4": the English "of the creature type of your choice"
    | dict.fromkeys(("du type de votre choix", "du type de créature de votre choix"), "of:of_choice"),
    "MANA": _could_produce(),
    # "Vous gagnez autant de points de vie que de blessures prévenues de cette manière": the English "life equal to the
    # damage prevented this way", "… dealt this way"
    "QUANTITY": {
        f"de blessures {done} de cette manière": value
        for done, value in (("prévenues", "damage_prevented_this_way"), ("infligées", "damage_this_way"))
    },
    # "mettez en jeu, sous le contrôle de l'adversaire ciblé, un jeton …", "sous le contrôle du propriétaire de cette
    # créature": under whose control, as the English "under target opponent's control", "under its owner's control"
    "UNDER_YOUR_CONTROL": {
        "sous le contrôle de l'adversaire ciblé": "target_opponent",
        "sous le contrôle du joueur ciblé": "target_player",
        "sous le contrôle du propriétaire de cette créature": "owner",
    },
    # "~ acquiert le vol, l'initiative ou la célérité, selon votre choix, …" (`effects-fr.lark` keywords): the English
    # "your choice of"
    # "Retirez de la partie jusqu'à trois cartes ciblées d'un cimetière unique": the English "from a single graveyard"
    "ZONE_FROM": {"d'un cimetière unique": str(Zone.GRAVEYARD)},
    "CHOICE_OF": {"selon votre choix": "you"},
    # "Vous pouvez lancer ~ sans payer son coût de mana tant qu'elle reste exilée", "~ devient une copie de ~ tant que ~
    # reste engagée": the English "for as long as it remains exiled", "for as long as ~ remains tapped"
    "DURATION": {
        f"tant {that} {remain} {exiled}": "remains_exiled"
        for that, remain, exiled in (
            ("qu'il", "reste", "exilé"),
            ("qu'elle", "reste", "exilée"),
            ("qu'ils", "restent", "exilés"),
            ("qu'elles", "restent", "exilées"),
        )
    }
    | {f"tant que ~ reste {tapped}": "remains_tapped" for tapped in ("engagé", "engagée")},
    # "Vous gagnez un emblème avec « … »": the English "You get an emblem with "…""
    "EMBLEM": {f"{gain} un emblème avec": "emblem" for gain in ("gagnez", "gagne")},
    # "La créature ciblée doit être bloquée ce tour-ci si possible": the English "must be blocked this turn if able"
    "MUST": {"doit": "must", "doivent": "must"},
    # "Si le joueur ciblé a exactement 10 points de vie": the English "exactly 10 life" ("exactement une créature" is
    # left unread: "Si exactement une créature attaque" is the state "is attacking", not an attack)
    "AT_LEAST": {"exactement": "exactly"},
    # "sacrifiez-le à moins de renvoyer …" (`effects-fr.lark`)
    "UNLESS_TO": {"à moins de": "unless"},
    # "chaque joueur qui a cherché dans sa bibliothèque de cette manière": the perfect of "chercher"
    "SEARCH": {f"{have} cherché dans": str(Verb.SEARCH) for have in ("a", "avez", "ont")},
    # "Renvoyez une carte de créature choisie au hasard depuis votre cimetière": the English "at random"
    "AT_RANDOM": {f"{chosen} au hasard": "random" for chosen in ("choisi", "choisie", "choisis", "choisies")},
    # "Les créatures dont la force est inférieure à celle de ~" (`effects-fr.lark`): the characteristic, then the one
    # it is compared with
    "WITH_STAT": {
        f"dont {stat} {be}": value
        for stat, value in (
            ("la force", "power"),
            ("l'endurance", "toughness"),
            ("le coût converti de mana", "mana_value"),
        )
        for be in ("est", "sont")
    },
    "THAT_OF": {"celle de": "that_of", "celle d'": "that_of", "celle du": "that_of", "celui de": "that_of"},
    # "Quand ~ est mis dans un cimetière depuis n'importe où": the English "is put into a graveyard from anywhere" (not
    # dying: "depuis le jeu" is)
    "EVENT_VERB": {
        f"est {put} dans un cimetière depuis n'importe où": str(Verb.PUT_INTO_GRAVEYARD) for put in ("mis", "mise")
    },
    # "Prévenez toutes les blessures de combat qui devraient être infligées à et par la créature enchantée": the English
    # "that would be dealt to and dealt by"
    "WOULD_BE_DEALT": {
        "qui devrait être infligée à et par": "dealt_to_and_by",
        "qui devraient être infligées à et par": "dealt_to_and_by",
    },
    # "chacune de ces créatures gagne +4/+4", "à chacune de ces créatures": the English "each of those creatures"
    "EACH_OF_REF": {
        f"{each} de ces {noun}": "anaphora"
        for each, nouns in (("chacune", ("créatures", "cartes")), ("chacun", ("permanents", "joueurs")))
        for noun in nouns
    },
    # "la créature ciblée contrôlée par un adversaire", "sorts ou capacités contrôlés par vos adversaires": who
    # controls, after a participle, as "qu'un adversaire contrôle"; "une carte qu'un adversaire possède"
    "CONTROLLER": {
        f"contrôlé{ending} par {who}": value
        for ending in ("", "e", "s", "es")
        for who, value in (
            ("un adversaire", "opponent"),
            ("vos adversaires", "opponent"),
            ("ce joueur", "that_player"),
            ("le joueur ciblé", "target_player"),
            ("le joueur défenseur", "defending_player"),
        )
    }
    | {"qu'un adversaire possède": "owner_opponent", "que vos adversaires possèdent": "owner_opponent"},
    # "Dégagez ~ pendant l'étape de dégagement de chaque autre joueur", "Si vous avez joué ~ pendant votre phase
    # principale", "pendant le tour d'un adversaire": the English "during each other player's untap step", "during
    # your main phase", "during an opponent's turn"
    "STEP": {
        "l'étape de dégagement de chaque autre joueur": "each_other:untap_step",
        "les étapes de dégagement de chaque autre joueur": "each_other:untap_step",
        "votre phase principale": "your:main",
        # "À chaque fois que vous jouez un sort pendant le tour d'un adversaire"
        "le tour d'un adversaire": "opponent:turn",
    },
    # "Le type de ~ devient …" (`effects-fr.lark`), "le type de créature de votre choix", "les créatures du type de
    # votre choix": a type changed or chosen
    "TYPE_OF": {"le type de": "type", "le type du": "type"},
    # "Cherchez dans le cimetière, la main et la bibliothèque de son contrôleur …" (`effects-fr.lark`): zones named by
    # their article, whose after the last
    # "pour chaque zubera mis dans un cimetière depuis le jeu ce tour-ci": the battlefield with its article
    "ZONE": {"le cimetière": "graveyard", "la main": "hand", "le jeu": "battlefield"}
    | {
        f"la bibliothèque {whose}": "library"
        for whose in (
            "de son contrôleur",
            "de l'adversaire ciblé",
            "du contrôleur de ~",
            "du contrôleur de cette créature",
        )
    },
    "REF": {
        # "Mettez l'une d'elles dans votre main et l'autre dans votre cimetière": the English "the other"
        "l'autre": "anaphora",
    }
    | {
        f"le type {kind}de votre choix": "of_choice"
        for kind in ("", "de créature ", "de terrain de base ", "de terrain ")
    },
}
