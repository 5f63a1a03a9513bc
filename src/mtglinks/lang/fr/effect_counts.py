"""French phrases of the effect grammar for what a spell counts of its own casting, as data: the targets beyond the
first, the times it was kicked, the colours of mana spent to cast it (the English `effect_words.py` and
`effect_sentences.py` read the same phrases whole, with the same values).
"""

from __future__ import annotations

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
    "PARTICIPLE": {f"contrecarré{ending}": "counter" for ending in ("", "e", "s", "es")},
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
    # "Piochez une carte pour chaque fois que ~ a été kickée" (the number of times, 702.33)
    "FOR_EACH_TIMES": {f"pour chaque fois {kicked}": value for kicked, value in _KICKED.items()},
    # "X étant le nombre de fois que ~ a été kické"
    "QUANTITY": {f"le nombre de fois {kicked}": value for kicked, value in _KICKED.items()}
    # "Vous gagnez autant de points de vie que ceux perdus de cette manière": the English "life equal to the life lost
    # this way" ("ceux", the "points de vie" said before)
    | {f"ceux perdus {way}": "life_lost_this_way" for way in ("de cette manière", "ainsi")},
}
