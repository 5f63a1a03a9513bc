"""French words of the modern sample's cards, as data: an older limit on what an effect does ("Ne faites ceci qu'une
seule fois par tour."), the top card said "du sommet", protection from everything, and more objects named by what this
ability did to them ("une carte de créature meulée de cette manière"). Merged into the tables of `effects.py` by
`effect_set_off.py` (`extend`); each entry says the card text it reads and the English Oracle wording it stands for.
"""

from __future__ import annotations

from mtglinks.kinds import Verb
from mtglinks.lang.fr.effect_older import merge_words

# what this ability did to an object, after it: "une carte de créature meulée de cette manière" (the English "a creature
# card milled this way"), "un permanent sacrifié de cette manière" (as effect_clauses.py reads "révélée", "exilée")
_DONE_THIS_WAY = {"meulé": "milled_this_way"}

MODERN_SAMPLE_WORDS: dict[str, dict[str, str]] = {
    # "Ne faites ceci qu'une seule fois par tour.": the English "Do this only once each turn."
    "TIMING": {"ne faites ceci qu'une seule fois par tour": "once_each_turn"},
    # "Révélez la carte du sommet de la bibliothèque de l'adversaire ciblé.": the top card ("du dessus" elsewhere)
    "THE_TOP": {"du sommet de": "top"},
    # "Vous acquérez la protection contre tout jusqu'à votre prochain tour.": the English "protection from everything"
    # (rule 702.16j), read whole with the value English gives it
    "KEYWORD": {"la protection contre tout": "protection:from:everything"},
    # states read whole as the English ones are: "si vous êtes descendu ce tour-ci" (if you descended this turn), "si
    # vous avez l'agrément de la cité" (if you have the city's blessing)
    "FIXED_COND": {
        "vous êtes descendu ce tour-ci": "descended_this_turn",
        "vous êtes descendue ce tour-ci": "descended_this_turn",
        "vous avez l'agrément de la cité": "city_blessing",
    },
    # "si le joueur défenseur est empoisonné": a poisoned player (rule 122.1f, the English "is poisoned")
    "STATUS": {"empoisonné": "poisoned", "empoisonnée": "poisoned"},
    # events, one verb each as English reads them: "~ devient détaché d'un permanent" (becomes unattached from a
    # permanent), "~ sont retournés face visible" (are turned face up), "vous commettez un crime" (commit a crime)
    "EVENT_VERB": {
        "devient détaché d'un permanent": str(Verb.UNATTACH),
        "devient détachée d'un permanent": str(Verb.UNATTACH),
        "sont retournés face visible": str(Verb.TURN_FACE_UP),
        "sont retournées face visible": str(Verb.TURN_FACE_UP),
        "commettez un crime": str(Verb.COMMIT_CRIME),
        "commet un crime": str(Verb.COMMIT_CRIME),
    },
    # "~ a une endurance égale au nombre de forêts en jeu.": one characteristic the text defines (rule 604.3), the
    # owner before, as effect_clauses.py reads "a une force et une endurance chacune égales au" (the English "~'s
    # toughness is equal to")
    "STAT_IS": {
        f"a une {stat} égale {to}": value
        for stat, value in (("force", "power"), ("endurance", "toughness"))
        for to in ("à", "au", "à la", "à l'")
    },
    # "Jouez avec votre main révélée.": revealed for as long as the permanent is there (rule 401.5), as the English
    # "Play with your hand revealed." (the top card so: effect_counts.py)
    "FIXED_CLAUSE": {"jouez avec votre main révélée": "reveal:hand:yours"},
    # "~ arrive sur le champ de bataille avec deux fois ce nombre de marqueurs +1/+1 sur elle": the English "that many"
    # (the number said before), as "ce même nombre de" is (effect_base_stats.py)
    "THAT_MANY": {"ce nombre de": "that_many", "ce nombre d'": "that_many"},
    "QUALIFIER": {
        f"{participle}{ending} de cette manière": value
        for participle, value in _DONE_THIS_WAY.items()
        for ending in ("", "e", "s", "es")
    },
}


def extend(words: dict[str, dict[str, str]], more: dict[str, dict[str, str]]) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    merge_words(words, more, MODERN_SAMPLE_WORDS)
