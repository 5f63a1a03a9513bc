"""More printed French wordings, each read as its card's English Oracle text reads: the kicker paid or not (rule 702.33;
the conditions refer to the kicker, 607.2i): "s'il n'a pas été kické", "à moins que le coût de kick n'ait été payé",
"si le coût de kick de {2}{U} a été payé", "s'il a été kické avec son kick {2}{B}", "le double du nombre de fois qu'il
a été kické"; a copy's exception "et acquiert cette capacité"; a token "…, engagé et attaquant"; the older "bloquante",
"non-attaquante", "non-bloquée"."""

from __future__ import annotations

from mtglinks.kinds import Verb
from mtglinks.lang.fr.effect_as_though import extend as extend_as_though
from mtglinks.lang.fr.effect_older import merge_after, merge_words
from mtglinks.lang.fr.effect_printed_places import extend as extend_printed_places

_KICKED = ("kické", "kickée", "kickés", "kickées")
_ENDINGS = ("", "e", "s", "es")
_TAPPED_ATTACKING = (
    ("engagé", "attaquant"),
    ("engagée", "attaquante"),
    ("engagés", "attaquants"),
    ("engagées", "attaquantes"),
)

_WORDS: dict[str, dict[str, str]] = {
    # "Ensuite, s'il n'a pas été kické, défaussez-vous de trois cartes." (the English "Then if it wasn't kicked")
    "PAID": {f"n'a pas été {kicked}": "not_kicked" for kicked in _KICKED},
    # "sacrifiez ~ à moins que le coût de kick n'ait été payé" (the English "sacrifice ~ unless it was kicked"): the
    # "ne" after "à moins que" says nothing (as in "à moins que vous ne payiez")
    "FIXED_COND": {
        f"{cost} {paid}": "paid:kicked"
        for cost in ("le coût de kick", "son coût de kick")
        for paid in ("n'ait été payé", "ait été payé")
    }
    | {
        f"vous {ne}ayez payé {cost}": "paid:kicked"
        for ne in ("n'", "")
        for cost in ("le coût de kick", "son coût de kick")
    },
    # "si le coût de kick de {2}{U} a été payé" (the English "if it was kicked with its {2}{U} kicker"): after the cost
    # (`effects-fr/1-more.lark`)
    "_WAS_PAID_FR": {"a été payé": "paid"},
    # "… égal au nombre de fois que ~ a été kické", "égal au double du nombre de fois qu'il a été kické" (the English
    # "the number of times ~ was kicked", "twice the number of times it was kicked"): the article in "au", "du"
    "QUANTITY": {
        f"nombre de fois {that}{it} {been} {kicked}": "times_kicked"
        for that, its in (("que ", ("~",)), ("qu'", ("il", "elle", "ils", "elles")))
        for it in its
        for been in ("a été", "ont été")
        for kicked in _KICKED
    },
    # the older "la créature attaquante ou bloquante ciblée", "la créature attaquante non-bloquée ciblée", "jusqu'à
    # trois créatures non-attaquantes ciblées" (the English "attacking or blocking", "unblocked attacking",
    # "nonattacking")
    "STATUS": {f"bloquant{ending}": "blocking" for ending in _ENDINGS}
    | {f"attaquant{ending} ou bloquant{ending}": "attacking or blocking" for ending in _ENDINGS}
    | {f"non-attaquant{ending}": "nonattacking" for ending in _ENDINGS}
    | {f"non-bloqué{ending}": "unblocked" for ending in _ENDINGS},
    # "si un adversaire a perdu des points de vie au dernier tour" (the English "if an opponent lost life last turn")
    "DURATION": {"au dernier tour": "last_turn"},
    # "si un adversaire a perdu au moins 2 points de vie ce tour-ci" (the English "if an opponent lost 2 or more life
    # this turn"): the bound before the number (`effects-fr/1-more.lark`)
    "LIFE_CHANGED": {f"{have} perdu": "lose_life" for have in ("a", "ont", "avez")}
    # "si vous avez gagné au moins 4 points de vie ce tour-ci" (the English "if you gained 4 or more life this turn")
    | {f"{have} gagné": "gain_life" for have in ("a", "ont", "avez")},
    # "si un adversaire a subi au moins 7 blessures ce tour-ci", "… a subi des blessures ce tour-ci" (the English "was
    # dealt 7 or more damage this turn", "was dealt damage"): damage dealt to the subject (`act_dealt`)
    "DEALT": {f"{have} subi": "dealt" for have in ("a", "ont", "avez")},
    # "La créature verte ciblée bloquant ~ gagne -1/-1", "Détruisez la créature ciblée bloquant ou bloquée par ~" (the
    # English "blocking ~", "blocking or blocked by ~")
    "QUALIFIER": {f"bloquant{ending} ~": "blocking_self" for ending in _ENDINGS}
    | {
        f"bloquant{ending} ou bloqué{ending2} par ~": "blocking_or_blocked_by_self"
        for ending in _ENDINGS
        for ending2 in _ENDINGS
    },
    # "Retirez de la partie jusqu'à deux cartes ciblées dans des cimetières." (the English "from graveyards"): where
    # they are (as "se trouvant dans les cimetières"); "mises dans des cimetières de cette manière" (put into)
    "ZONE_FROM": {"dans des cimetières": "graveyard"},
    "ZONE": {"des cimetières": "graveyard"},
    # "Changez le texte du sort ou du permanent ciblé en remplaçant toutes les occurrences d'un nom de couleur par un
    # autre nom de couleur." (the English "Change the text of target spell or permanent by replacing all instances of
    # one color word with another."): "du" the article elided into "de"
    "V_OBJ": {
        f"changez le texte {of}": str(Verb.CHANGE_TEXT)
        for of in ("de", "du", "d'un", "d'une", "de règles de", "de règles du", "de règles d'un", "de règles d'une")
    },
    "REPLACING": {
        f"en remplaçant toutes les occurrences {what}": value
        for what, value in (
            *(
                (f"d'un {word} de couleur par un autre{again}", "color_word")
                for word in ("mot", "nom")
                for again in ("", f" {word} de couleur")
            ),
            ("d'un type de terrain de base par un autre", "basic_land_type"),
            *(
                (
                    f"d'un {word} de couleur par un autre{again} ou d'un type de terrain de base par un autre",
                    "color_word_or_basic_land_type",
                )
                for word in ("mot", "nom")
                for again in ("", f" {word} de couleur")
            ),
            *(
                (f"d'un {word} de couleur ou de type de terrain de base par un autre", "color_word_or_basic_land_type")
                for word in ("mot", "nom")
            ),
        )
    },
    # "Vous contrôlez le prochain tour du joueur ciblé." (the English "You control target player during that player's
    # next turn."): the turn before whose it is (`effects-fr/1-more.lark`)
    "NEXT_TURN_OF_FR": {"le prochain tour du": "that_player_next:turn", "le prochain tour de": "that_player_next:turn"},
    # "~ devient une copie de la créature ciblée et acquiert cette capacité." (the English "… except it has this
    # ability", `effects-fr/1-more.lark`)
    "EXCEPT_GAINS_SELF_FR": {"et acquiert cette capacité": "have"},
}


_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # "La " règle de légende " ne s'applique pas." (the English 'The "legend rule" doesn't apply.', rule 704.5j):
    # "ne … pas" around the verb after the rule's name
    "QUOTED": {"CANT": {"ne": "dont"}},
    "CANT": {"APPLY": {"s'applique pas": "apply"}},
    # "Si ce n'est pas une carte de terrain, défaussez-vous en." (the English "If it's not a land card, discard it."):
    # "en" after the verb its object, the card named before
    "V_OBJ": {"REF": {"en": "anaphora"}},
    # "Changez le texte du sort ou du permanent ciblé …" (the English "target spell or permanent"): the second "du" of
    # the list the article elided into "de", as the first after the verb
    "OR": {"ART": {"du": "the"}},
    # "mettez sur le champ de bataille un jeton de créature 3/3 verte Limon, engagé et attaquant." (the English "create
    # a 3/3 green Ooze creature token that's tapped and attacking"): the state after the token, its comma dropped by
    # the lexer (SET_OFF, `effects/lexer_neighbours.py`: an LALR(1) grammar cannot tell it from a list's comma)
    "_COMMA": {"SET_OFF": {f"{tapped} et {attacking}": "tapped_attacking" for tapped, attacking in _TAPPED_ATTACKING}},
}


def extend(
    words: dict[str, dict[str, str]], more: dict[str, dict[str, str]], after: dict[str, dict[str, dict[str, str]]]
) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    merge_words(words, more, _WORDS)
    extend_as_though(words, more)  # "comme si elles n'avaient pas la distorsion", … (effect_as_though.py)
    extend_printed_places(words, more, after)  # "… en deuxième position", … (effect_printed_places.py)
    merge_after(after, _AFTER)
