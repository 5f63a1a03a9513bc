"""French relative clauses of the effect grammar beside `effects.py`, as data: "qui" and "que" after an object.

"la créature ciblée qui partage une couleur avec elle", "une aura qui est attachée à un permanent", "les créatures
qui ne sont pas en jeu", "chaque créature qui le bloque", "un sort qui vous cible", "une créature autre que ~",
"les sorts que vous jouez": each value is the one the English tables give the same words ("that shares …",
"that's attached to …", "blocking it", "that targets you", "other than", "you cast"), so both read into the same
node. Where the relative clause comes before its verb's object ("qui vous cible"), the whole clause is one phrase.
"""

from __future__ import annotations

_IS = {"qui est": "is", "qui sont": "is", "qui n'est pas": "is_not", "qui ne sont pas": "are_not"}
_ATTACHED = ("attaché", "attachée", "attachés", "attachées")


def _fixed() -> dict[str, str]:
    """Relative clauses read whole into the English qualifier of the same meaning."""
    out: dict[str, str] = {}
    for attached in _ATTACHED:
        be = "sont" if attached.endswith("s") else "est"
        out[f"qui lui {be} {attached}"] = "attached_to_it"
        out[f"qui {be} {attached} à ~"] = "attached_to_self"
    for it in ("le", "la", "les"):
        for block in ("bloque", "bloquent"):
            out[f"qui {it} {block}"] = "blocking_it"
    for block in ("bloque", "bloquent"):
        out[f"qui {block} ~"] = "blocking_self"
    for attack in ("attaque", "attaquent"):
        out[f"qui vous {attack}"] = "attacking_you"
    # "pour chaque autre bête qui attaque": a state, the English "each other attacking Beast"
    for attack, block in (("attaque", "bloque"), ("attaquent", "bloquent")):
        out[f"qui {attack}"] = "attacking"
        out[f"qui {block}"] = "blocking"
        out[f"qui {attack} ou qui {block}"] = out[f"qui {attack} ou {block}"] = "attacking or blocking"
    for target in ("cible", "ciblent"):
        out[f"qui vous {target}"] = "targets"
    for be, arrived in (("est", "arrivé"), ("est", "arrivée"), ("sont", "arrivés"), ("sont", "arrivées")):
        for where in ("en jeu", "sur le champ de bataille"):
            out[f"qui {be} {arrived} {where} ce tour-ci"] = "entered_this_turn"
    return out | _dealt_damage()


def _dealt_damage() -> dict[str, str]:
    """ "la créature ciblée qui a subi des blessures ce tour-ci": "that was dealt damage this turn"."""
    out: dict[str, str] = {}
    for had in ("qui a subi", "qui ont subi", "ayant subi"):
        out[f"{had} des blessures ce tour-ci"] = "dealt_damage_this_turn"
        out[f"{had} des blessures de ~ ce tour-ci"] = "dealt_damage_by_self_this_turn"
        out[f"{had} ce tour-ci des blessures de ~"] = "dealt_damage_by_self_this_turn"
        # the older "ce tour": "ayant subi ce tour des blessures de ~" ("dealt damage by ~ this turn")
        out[f"{had} ce tour des blessures de ~"] = "dealt_damage_by_self_this_turn"
        out[f"{had} des blessures de ~ ce tour"] = "dealt_damage_by_self_this_turn"
    return out


def _done_to() -> dict[str, str]:
    """ "la créature sacrifiée", "les cartes révélées": the object a cost or an earlier sentence acted on, as the
    English "the sacrificed creature" points back to it (a participle after its noun, agreeing with it)."""
    nouns = {"créature": "f", "carte": "f", "artefact": "m", "permanent": "m", "terrain": "m", "jeton": "m"}
    # ("engagé" is not among them: "la créature engagée ciblée" is the English "target tapped creature")
    done = ("sacrifié", "révélé", "défaussé", "détruit", "renvoyé")
    out: dict[str, str] = {}
    for noun, gender in nouns.items():
        for participle in done:
            feminine = participle + "e" if gender == "f" else participle
            article = "l'" if noun[0] in "aeiouéèêh" else ("la " if gender == "f" else "le ")
            out[f"{article}{noun} {feminine}"] = "anaphora"
            out[f"les {noun}s {feminine}s"] = "anaphora"
    return out


RELATIVE_WORDS: dict[str, dict[str, str]] = {
    # "chaque joueur qui …", "une créature qui …": the relative pronoun before a predicate
    "WHO": {"qui": "who"},
    "THAT_IS": _IS,
    "SHARE": {"partage": "share", "partagent": "share"},
    "NOUN": {
        "type de créature": "creature_type",
        "types de créature": "creature_type",
        "type de carte": "card_type",
        "types de carte": "card_type",
        "type de permanent": "permanent_type",
        "type de terrain de base": "basic_land_type",
        "types de terrain de base": "basic_land_type",
        "couleur": "color",
        "couleurs": "color",
    },
    "ATTACHED_TO": {
        f"{lead}{attached} à": "attached_to"
        for attached in _ATTACHED
        for lead in ("", "qui sont " if attached.endswith("s") else "qui est ")
    },
    "QUALIFIER": _fixed(),
    # "une créature ayant subi des blessures de cette manière": the English "a creature dealt damage this way"
    "PARTICIPLE": dict.fromkeys(("ayant subi des blessures", "qui a subi des blessures"), "dealt_damage"),
    "REF": _done_to(),
    "COPY_OF": {"qui est une copie": "copy", "qui sont des copies": "copy"},
    # "les créatures que vous contrôlez qui sont enchantées": a state, as the English "enchanted", "equipped"
    "STATUS": {
        f"{word}{ending}": value
        for word, value in (("enchanté", "enchanted"), ("équipé", "equipped"))
        for ending in ("", "e", "s", "es")
    },
    # "Révélez les cartes du dessus de votre bibliothèque jusqu'à ce que vous révéliez une carte non-terrain"
    "UNTIL": {"jusqu'à ce que": "until", "jusqu'à ce": "until"},
    # "~ arrive sur le champ de bataille ou qu'il attaque": a second predicate of the same subject
    "OR": {f"ou {that}": "or" for that in ("qu'il", "qu'elle", "qu'ils", "qu'elles")},
    # "chaque créature dont la force est de 4 ou plus", "dont le coût converti de mana est inférieur ou égal à 3"
    "WITH_STAT": {
        f"dont {stat} est{of}": value
        for stat, value in (
            ("la force", "power"),
            ("l'endurance", "toughness"),
            ("le coût converti de mana", "mana_value"),
            ("la valeur de mana", "mana_value"),
        )
        for of in ("", " de")
    },
    # "n'importe quel joueur peut …", "n'importe quelle source", "n'importe quel nombre d'esprits"
    "ANY": {"n'importe quel": "any", "n'importe quelle": "any"},
    "ANY_NUMBER": {"n'importe quel nombre": "any_number"},
    # "une créature est mise dans votre cimetière depuis le jeu": "is put into your graveyard from the battlefield"
    "EVENT_VERB": {
        f"{be} {put} dans {where} {whence}": "die" if whence.startswith("depuis") else "put_into_graveyard"
        for be, put in (("est", "mis"), ("est", "mise"), ("sont", "mis"), ("sont", "mises"))
        for where in (
            "votre cimetière",
            "un cimetière",
            "le cimetière d'un adversaire",
            "le cimetière de son propriétaire",
        )
        for whence in ("depuis le jeu", "depuis le champ de bataille", "d'où qu'elle vienne", "d'où qu'il vienne")
    },
    "OTHER_THAN": {"autre que": "other_than", "autres que": "other_than"},
    # the older "jouer" of "cast", and a controller after its verb ("que contrôle l'adversaire ciblé")
    "CONTROLLER": {
        "que vous jouez": "cast_by_you",
        "que vos adversaires jouent": "cast_by_opponent",
        "qu'un adversaire joue": "cast_by_opponent",
        "que le joueur enchanté contrôle": "enchanted_player",
        "que contrôle l'adversaire ciblé": "target_opponent",
        "que contrôle le joueur ciblé": "target_player",
        "que contrôle ce joueur": "that_player",
        "que cet adversaire contrôle": "that_player",
        "que son contrôleur contrôle": "its_controller",
        # "si vous ne contrôlez aucun artefact", "… pas de marais" (the "pas" read as "no" after it: effect_phrases)
        "qu'il possède": "owner_they",
        "qu'elle possède": "owner_they",
        "qu'ils possèdent": "owner_they",
        "vous ne contrôlez": "you",
        "vos adversaires ne contrôlent": "opponent",
        "un adversaire ne contrôle": "opponent",
        "que le contrôleur de ~ contrôle": "its_controller",
        "que contrôle cet adversaire": "that_player",
    },
}
