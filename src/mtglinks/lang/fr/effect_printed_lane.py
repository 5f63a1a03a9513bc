"""More printed French wordings (issue #23, the round after `effect_printed_rest.py`), each read as its card's English
Oracle text reads; the grammar rules they feed are in `grammar/effects-fr/3-printed-more.lark`."""

from __future__ import annotations

from mtglinks.lang.fr.effect_older import merge_words

_WORDS: dict[str, dict[str, str]] = {
    # "La créature enchantée et les autres créatures partageant un type de créature avec elle gagnent +1/+1 jusqu'à la
    # fin du tour." (the English "that share a creature type with it"): the participle of "qui partagent"
    "QUALIFIER": {
        f"partageant un type de créature avec {it}": "shares_creature_type"
        for it in ("elle", "lui", "~", "eux", "elles")
    },
    # "Au début de chaque entretien, si un joueur a lancé au moins deux sorts au tour précédent, transformez le Hurleur
    # de Gatstaf." (the English "transform Gatstaf Howler"): a name after "transformez" and its article is the card's
    # other face, so the card itself (`act_transform_named_es`, as the Spanish "transforma al …" reads)
    "TRANSFORM_NAMED_FR": {f"transformez {the}": "transform" for the in ("le", "la", "les")},
    "NAME_AFTER": {"TRANSFORM_NAMED_FR": "name"},
    # "Pour chaque marqueur retiré de cette manière, ~ gagne +1/+0 …", "pour chaque carte piochée de cette manière",
    # "pour chaque plaine renvoyée de cette manière" (the English "for each counter removed this way", "each card drawn
    # this way", "each Plains returned this way"): what was done to the object, before "de cette manière" (THIS_WAY)
    "PARTICIPLE": {
        f"{participle}{ending}": value
        for participle, value in (("retiré", "remove"), ("pioché", "draw"), ("renvoyé", "return"))
        for ending in ("", "e", "s", "es")
    },
    # "Chaque créature bloquée gagne +1/+0 …", "Détruisez la créature bloquée ciblée." (the English "each blocked
    # creature", "target blocked creature")
    "STATUS": {f"bloqué{ending}": "blocked" for ending in ("", "e", "s", "es")},
    # "À chaque fois que les Cadets gobelins bloquent ou deviennent bloqués, …" (the English "blocks or becomes
    # blocked"): the plural of "bloque ou devient bloqué" (lang/fr/effect_verbs.py)
    "EVENT_VERB": {
        f"bloquent ou {be} {blocked}": "block" for be in ("deviennent", "sont") for blocked in ("bloqués", "bloquées")
    },
    # "Ne jouez pas cette capacité plus de deux fois à chaque tour.", "Cette capacité ne peut pas être jouée plus de
    # deux fois par tour." (the English "Activate no more than twice each turn.")
    "TIMING": {
        f"{lead} plus {times} {each}": value
        for lead in ("ne jouez pas cette capacité", "cette capacité ne peut pas être jouée")
        for times, value in (
            ("d'une fois", "once_each_turn"),
            ("de deux fois", "twice_each_turn"),
            ("de trois fois", "three_times_each_turn"),
        )
        for each in ("par tour", "à chaque tour")
    },
    # "Contrecarrez le sort ciblé à moins que son lanceur ne paye {3}." (the English "unless its controller pays {3}"):
    # the older "lanceur" (caster) of a spell
    "PLAYER": {"son lanceur": "its_controller"},
    # "renvoyez celle-ci dans la main de son propriétaire à la fin du combat." (the English "return it to its owner's
    # hand"): the demonstrative pronoun of the object just named
    "REF": dict.fromkeys(("celle-ci", "celui-ci"), "anaphora"),
    # "Détruisez la créature monochrome ciblée." (the English "target monocolored creature")
    "COLOR": dict.fromkeys(("monochrome", "monochromes"), "monocolored"),
    # "contrez le sort ciblé." (the English "Counter target spell."): "contrer" beside "contrecarrer"
    "COUNTER": dict.fromkeys(("contrez", "contrer"), "counter"),
}


def extend(
    words: dict[str, dict[str, str]], more: dict[str, dict[str, str]], after: dict[str, dict[str, dict[str, str]]]
) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    merge_words(words, more, _WORDS)
    # "Les créatures sans capacité gagnent +2/+2." (the English "Creatures with no abilities get +2/+2."): right after
    # the noun; not after a creature's size ("est un sylvin 0/4 sans capacité", the English "loses all abilities")
    for noun in ("NOUN", "TYPE"):
        after.setdefault(noun, {}).setdefault("QUALIFIER", {}).setdefault("sans capacité", "no_abilities")
    # "X étant le nombre d'autres créatures sur le champ de bataille", "n'importe quel nombre d'autres cartes
    # d'artefact" (the English "the number of other creatures", "any number of other artifact cards"): "autres" elided
    # with "de"
    for count in ("NUMBER_OF", "ANY_NUMBER"):
        after.setdefault(count, {}).setdefault("OTHER", {}).setdefault("d'autres", "other")
    # "si vous payez {2} de plus pour cela" (the English "if you pay {2} more to cast it"): after "de plus pour" (the
    # change of cost), "cela" is the spell it is paid for
    after.setdefault("COST_CHANGE", {}).setdefault("REF", {})["cela"] = "anaphora"
    # "Au moment où ~ arrive sur le champ de bataille, choisissez Khans ou Dragons." (the English "choose Khans or
    # Dragons", `lang/en/effect_words_sides.py`)
    after.setdefault("CHOOSE", {}).setdefault("CHOICE", {})["Khans ou Dragons"] = "khans_or_dragons"
