"""More French words of the modern sample printed-fr-modern (issue #23), in current and recent card wording: a target
of either type set off by commas after "jusqu'à une cible" (the English "up to one target artifact or creature"), a
token "engagé et attaquant ce joueur", "Amassez des orques 1". Merged into the tables of `effects.py` by
`effect_set_off.extend`; each entry says the card text it reads and the English Oracle wording it stands for.
"""

from __future__ import annotations

from mtglinks.kinds import Verb
from mtglinks.lang.fr.effect_older import merge_after, merge_words

# the player a token enters attacking, after "engagé et attaquant": the English "tapped and attacking that player"
_ATTACKED = {"ce joueur": "that_player", "cet adversaire": "that_player"}
_TAPPED_ATTACKING = {
    f"{tapped} et {attacking} {who}": f"tapped_attacking:{value}"
    for tapped, attacking in (
        ("engagé", "attaquant"),
        ("engagée", "attaquante"),
        ("engagés", "attaquants"),
        ("engagées", "attaquantes"),
    )
    for who, value in _ATTACKED.items()
}

_PLUS_NUMBER_OF = {"plus le nombre de": "number_of", "plus le nombre": "number_of"}  # "plus le nombre d'équipements"
_ATTACKING = ("attaquant", "attaquante", "attaquants", "attaquantes")

MODERN_MORE_WORDS: dict[str, dict[str, str]] = {
    # "créez un jeton de créature 1/1 noire Ninja qui est engagé et attaquant ce joueur." (the English "that's tapped
    # and attacking that player"): the state and whom it attacks, one qualifier as English reads it
    "QUALIFIER": {f"qui {be} {state}": value for be in ("est", "sont") for state, value in _TAPPED_ATTACKING.items()},
    "TAPPED": _TAPPED_ATTACKING,
    # "Amassez des orques 1." (the English "Amass Orcs 1", rule 701.44): the army's kind named after the verb, the
    # number after it (as "Amassez 1" reads)
    # "À chaque fois que ~ attaque tant qu'il est sellé, …" (the English "Whenever ~ attacks while saddled", rule
    # 702.171): the state read whole after the event, as English reads "while saddled"
    "WHILE_STATE": {
        f"tant {it} est {saddled}": "saddled" for it in ("qu'il", "qu'elle") for saddled in ("sellé", "sellée")
    },
    # "Si vous ne mettez pas la carte dans votre main, …": "if you don't put", the verb and its negation one terminal
    # (grammar/effects-fr/4-modern-more.lark `cond_dont_put_fr`)
    "IF_DONT_PUT_FR": {"si vous ne mettez pas": "you_dont"},
    # "~ arrivent sur le champ de bataille engagées à moins que vous n'ayez au moins deux adversaires." (the English
    # "unless you have two or more opponents"): the subjunctive after "à moins que", its "ne" no negation
    "GAIN": {"ayez": "have", "n'ayez": "have"},
    # "si aucun mana n'a été dépensé pour le jouer": the verb negated after "aucun" (the English "if no mana was spent
    # to cast it"), as "a été dépensé pour le jouer" (lang/fr/effect_counts.py)
    # "aucun mana" the object whole: "mana" after "un" is the mana added ("Ajoutez un mana de cette couleur")
    "OBJ_PHRASE": {"aucun mana": "mana:no"},
    "SPENT_TO_CAST_IT": {
        f"n'a été {spent} pour {it} {cast}": "anaphora"
        for spent in ("dépensé", "utilisé")
        for it in ("le", "la")
        for cast in ("jouer", "lancer")
    },
    "V_NUM": {
        f"{verb} des {kind}": str(Verb.AMASS)
        for verb in ("amassez", "amasse", "amasser")
        for kind in ("orques", "zombies")
    }
    # "Si vous avez terminé un donjon, …" (the English "If you've completed a dungeon", rule 309.7): the verb and its
    # object read whole, as English reads "completed a dungeon"
    | dict.fromkeys(("avez terminé un donjon", "a terminé un donjon"), str(Verb.COMPLETE_DUNGEON)),
}

# words read only after a category (the lexicon's `after` tables: category before -> terminal -> phrase -> value)
MODERN_MORE_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # "créez un jeton de créature 4/4 blanche Ange avec le vol, engagé et attaquant ce joueur.": the state after the
    # token, its comma dropped by the lexer (SET_OFF, as lang/fr/effect_printed_tail.py reads "engagé et attaquant")
    # "exilez jusqu'à une cible non-jeton, artefact ou créature", "détruisez jusqu'à une cible avec une valeur de mana
    # de X, artefact ou enchantement" (the English "up to one target nontoken artifact or creature"): "une cible" after
    # "jusqu'à" is the target, not the number one (lang/fr/effect_phrases.py reads "jusqu'à une créature ciblée")
    "UP_TO": {"ANY_TARGET": {"une cible": "any_target"}},
    # "un nombre de blessures égal au nombre de créatures que vous contrôlez plus le nombre d'équipements que vous
    # contrôlez" (the English "plus the number of", grammar/effects/4-counts-states.lark): a second count after the
    # objects of the first ("1 plus le nombre de cartes …" is read otherwise)
    "CONTROLLER": {"PLUS_NUMBER_OF": _PLUS_NUMBER_OF},
    # "Nommez une carte de créature." (the English "Choose a creature card name"; a card named as "Nommez une carte
    # non-terrain.", lang/fr/effect_older.py)
    "CHOOSE_NAME": {
        "CHOICE": {
            f"une carte {kind}": "card_name"
            for kind in ("de créature", "d'artefact", "d'enchantement", "d'éphémère", "de rituel", "de terrain")
        }
    },
    # "créez deux jetons de créature 4/4 blanche Ange avec le vol et la vigilance, attaquants." (the English "that are
    # attacking"): the state after the token set off by the comma the lexer drops, as "engagé et attaquant" is
    "_COMMA": {"SET_OFF": _TAPPED_ATTACKING | dict.fromkeys(_ATTACKING, "is:attacking")},
}


def extend(
    words: dict[str, dict[str, str]], more: dict[str, dict[str, str]], after: dict[str, dict[str, dict[str, str]]]
) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    merge_words(words, more, MODERN_MORE_WORDS)
    merge_after(after, MODERN_MORE_AFTER)
