"""French numbers and comparisons of the effect grammar beside `effects.py`, as data: "plus" between two numbers,
"plus de … que" between two counts, the greatest of a characteristic, devotion, and "en plus de ses autres types".

Each value is the one the English tables give the same words (`lang/en/effects.py`, `effect_nouns.py`):
"sa force plus son endurance" is "its power plus its toughness", "la force la plus élevée parmi" is "the greatest
power among", "votre dévotion au noir" is "your devotion to black".
"""

from __future__ import annotations

_COLORS = ("blanc", "bleu", "noir", "rouge", "vert")
_STATS = {"la force": ("power", "la plus élevée"), "l'endurance": ("toughness", "la plus élevée")}


def _devotion() -> dict[str, str]:
    """ "votre dévotion au noir", "votre dévotion au blanc et au bleu"."""
    out = {f"votre dévotion au {color}": "devotion" for color in _COLORS}
    out |= {f"votre dévotion au {a} et au {b}": "devotion" for a in _COLORS for b in _COLORS if a != b}
    return out


def _greatest() -> dict[str, str]:
    """ "la force la plus élevée parmi", "le coût converti de mana le plus élevé parmi": the English "the greatest
    power among" (an amount counted over the objects after it)."""
    out = {f"{stat} {most} parmi": f"greatest_{value}" for stat, (value, most) in _STATS.items()}
    out |= {"le coût converti de mana le plus élevé parmi": "greatest_mana_value"}
    out |= {"la valeur de mana la plus élevée parmi": "greatest_mana_value"}
    out |= {f"la force totale {of}": "total_power" for of in ("de", "des")}
    # after "égal à la", "égal au" (EQUAL_TO holds the article): the same without it
    return out | {
        phrase.split(" ", 1)[1] if phrase.startswith(("la ", "le ")) else phrase: v for phrase, v in out.items()
    }


def _most() -> dict[str, str]:
    """ "avec la force la plus élevée", "ayant la force la plus faible": the English "with the greatest power"."""
    out: dict[str, str] = {}
    for having in ("avec", "ayant"):
        for stat, value, feminine in (("la force", "power", True), ("l'endurance", "toughness", True)) + (
            ("le coût converti de mana", "mana_value", False),
        ):
            article, highest = ("la", "plus élevée") if feminine else ("le", "plus élevé")
            for most, which in ((highest, "greatest"), ("plus faible", "least")):
                out[f"{having} {stat} {article} {most}"] = f"{which}:{value}"
    return out


def _in_addition() -> dict[str, str]:
    """ "en plus de ses autres types", "en plus de leurs autres couleurs et de leurs autres types"."""
    out: dict[str, str] = {}
    for whose in ("ses", "leurs"):
        for what in ("types", "types de créature", "types de terrain", "couleurs et types"):
            out[f"en plus de {whose} autres {what}"] = "in_addition"
        out[f"en plus de {whose} autres couleurs et de {whose} autres types"] = "in_addition"
        out[f"en plus de {whose} autres couleurs"] = "in_addition_colors"
        out[f"en plus de tous {whose} types de créatures"] = "in_addition"
    return out


def _compare() -> dict[str, str]:
    """ "inférieure à", "supérieur ou égal au": a comparison before a number computed (a bound before a number
    written, "inférieure ou égale à 3", is the OR_LESS of `effect_phrases`)."""
    out: dict[str, str] = {}
    for less, more, equal in (("inférieur", "supérieur", "égal"), ("inférieure", "supérieure", "égale")):
        for to in ("à", "au", "à la", "à l'"):
            out[f"{less} {to}"] = "less"
            out[f"{more} {to}"] = "greater"
            if to != "à":
                out[f"{less} ou {equal} {to}"] = "at_most"
                out[f"{more} ou {equal} {to}"] = "at_least"
    return out


AMOUNT_WORDS: dict[str, dict[str, str]] = {
    # "sa force plus son endurance", "égal à 1 plus le nombre de …"
    "PLUS": {"plus": "plus"},
    # "Copiez le sort … deux fois", "perd deux fois X points de vie"
    "TIMES": {"deux fois": "2", "trois fois": "3", "quatre fois": "4"},
    # "perd la moitié de ses points de vie, arrondie à l'unité supérieure": "loses half their life, rounded up"
    "HALF": {"la moitié de": "half", "la moitié des": "half", "la moitié du": "half"},
    "ROUNDED": {
        f"{rounded} à l'unité {way}": value
        for rounded in ("arrondi", "arrondie", "arrondis", "arrondies")
        for way, value in (("supérieure", "up"), ("inférieure", "down"))
    },
    # "si vous avez plus de cartes en main que chaque adversaire", "contrôle plus de terrains que vous"
    "MORE": {"plus de": "more", "moins de": "fewer"},
    "THAN": {"que": "than"},
    "QUANTITY": _devotion() | {"sa valeur de mana": "mana_value"},
    # "si ce n'est pas son tour"
    "TURN": {"son tour": "theirs", "leur tour": "theirs"},
    # "vous lancez votre deuxième sort à chaque tour"
    "OBJ_PHRASE": {
        f"{whose} {nth} {what} à chaque tour": f"{kind}:{value}_each_turn"
        for whose in ("votre", "son", "leur")
        for nth, value in (("premier", "first"), ("deuxième", "second"), ("second", "second"))
        for what, kind in (("sort", "spell"), ("carte", "card"))
    },
    # "un nombre de jetons … égal à votre dévotion au blanc": a count the "égal à" after it gives
    "A_NUMBER_OF": {"un nombre de": "X"},
    # "plus de cartes en main que chaque adversaire"
    "ZONE_FROM": {"en main": "hand"},
    "NUMBER_OF": _greatest(),
    "QUALIFIER": _in_addition() | _most() | {"pour du mana": "for_mana"},
    # "Tant que votre dévotion au noir est inférieure à cinq", "une force inférieure ou égale au nombre de …"
    "COMPARE": _compare(),
    "FIRST_TIME": {
        "pour la première fois à chaque tour": "first_each_turn",
        "pour la première fois chaque tour": "first_each_turn",
        "pour la première fois ce tour-ci": "first_this_turn",
    },
    # "Quand le terrain enchanté est engagé pour du mana"
    "EVENT_VERB": {
        f"{be} {tapped} pour du mana": "tap"
        for be, tapped in (("est", "engagé"), ("est", "engagée"), ("sont", "engagés"), ("sont", "engagées"))
    },
}
