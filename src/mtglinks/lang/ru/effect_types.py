"""Russian words of the effect grammar for card types, nouns, supertypes and colours, as data (`effects.py` merges
`TYPE_WORDS` into its table in place): "существу" is the type `creature`, "карту" the noun `card`, "нечерное" the
nontype `black`, "легендарного" the supertype `legendary`, "белые" the colour `white`.
"""

from __future__ import annotations

from mtglinks.lang.ru.effect_forms import forms, table

_TYPES = {
    "<существо>": "creature",
    "<артефакт>": "artifact",
    "<артефактный>": "artifact",
    "<чара>": "enchantment",
    "чары|чар|чарам|чарами|чарах": "enchantment",
    "<земля>": "land",
    "<волшебство>": "sorcery",
    "<мгновенный> <заклинание>": "instant",
    "<мгновенный>": "instant",
    "planeswalker|planeswalker-а|planeswalker-ов|planeswalker-у|planeswalker-ом|planeswalker-ы": "planeswalker",
    "<племенной>": "kindred",
}
_NOUNS = {
    "<активируемый> способности|способностей|способностями|способность": "activated_ability",
    "<заклинание>": "spell",
    "<перманент>": "permanent",
    "<карта>": "card",
    "<фишка>": "token",
    "<источник>": "source",
    "<игрок>": "player",
    # "Если заклинание или способность должны нанести вам повреждения": an ability (after a verb, "получает способность"
    # is read whole as the verb)
    "<способность>": "ability",
}
_COLORS = {
    "белый": "white",
    "синий": "blue",
    "черный": "black",
    "красный": "red",
    "зеленый": "green",
    "бесцветный": "colorless",
    "многоцветный": "multicolored",
    "одноцветный": "monocolored",
}


def _adjective(*lemmas: str) -> list[str]:
    """An adjective's forms, with the nominative plural the lemma table sometimes lacks ("белые", "синие") and a soft
    adjective's feminine oblique case ("синей Лягушкой")."""
    plural = [lemma[:-2] + ("ие" if lemma.endswith("ий") else "ые") for lemma in lemmas if lemma.endswith(("ый", "ий"))]
    soft = [lemma[:-2] + "ей" for lemma in lemmas if lemma.endswith("ий")]
    return sorted({*forms(*lemmas), *plural, *soft})


def _non(*lemmas: str) -> list[str]:
    """The "не-" forms of adjectives: "нечерные", "небелого"."""
    return ["не" + form for form in _adjective(*lemmas)]


TYPE_WORDS: dict[str, dict[str, str]] = {
    "TYPE": table(_TYPES),
    "NOUN": table(_NOUNS),
    "NONTYPE": {f: v for lemma, v in _COLORS.items() for f in _non(lemma)}
    # "целевое не синее заклинание": the "не" written apart
    | {f"не {f}": v for lemma, v in _COLORS.items() for f in _adjective(lemma)}
    | {f: "basic" for f in _non("базовый")}
    | {f: "legendary" for f in _non("легендарный")}
    | {f: "artifact" for f in _non("артефактный")}
    # "целевое неснежное существо", "неземельный перманент", "карту артефакта несущества": nonsnow, nonland, noncreature
    | {f: "snow" for f in _non("снежный")}
    | {f: "land" for f in _non("земельный")}
    | {"несущества": "creature"}
    # "Выберите карту не земли": a nonland card (the noun in the genitive after "не")
    | {"не земли": "land"}
    # "карту не являющегося легендарным существа": a nonlegendary creature card
    | table({"не <являющийся> легендарным|легендарной|легендарными": "legendary"}),
    "SUPERTYPE": {f: "legendary" for f in _adjective("легендарный")}
    | {f: "basic" for f in _adjective("базовый")}
    | {f: "snow" for f in _adjective("снежный")},
    "COLOR": {f: v for lemma, v in _COLORS.items() for f in _adjective(lemma)},
}
