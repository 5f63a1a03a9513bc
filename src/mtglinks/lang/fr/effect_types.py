"""The French words of card types, nouns and colors in the effect grammar, with their elided and plural
forms: "artefact", "l'artefact", "d'artefacts", "créature-artefact", "noire", "non-blanc" (`effects.py`)."""

from __future__ import annotations

TYPES = {
    "artefact": "artifact",
    "créature": "creature",
    "enchantement": "enchantment",
    "éphémère": "instant",
    "terrain": "land",
    "planeswalker": "planeswalker",
    "rituel": "sorcery",
    "bataille": "battle",
    "tribal": "kindred",
}
NOUNS = {
    "permanent": "permanent",
    "sort": "spell",
    "jeton": "token",
    "carte": "card",
    "source": "source",
    "joueur": "player",
    "adversaire": "opponent",
}


def elided(table: dict[str, str]) -> dict[str, str]:
    """Each word, its plural, and its forms with an elided or full article or preposition: "artefact",
    "artefacts", "l'artefact", "d'artefact", "de créature"."""
    out: dict[str, str] = {}
    for word, value in table.items():
        plural = word if word.endswith(("s", "x")) else word + "s"
        out[word] = out[plural] = value
        if word[0] in "aeiouéèêh":
            out[f"l'{word}"] = out[f"d'{word}"] = out[f"d'{plural}"] = value
        else:
            out[f"de {word}"] = out[f"de {plural}"] = value
    return out


# One hyphenated word that is two card types, in the English order of the value ("créature-artefact" is an
# "artifact creature"): each of its types is filed on the object (effects/parts.py `file_word`).
TYPE_PAIRS = {
    ("créature-artefact", "créatures-artefacts"): "artifact creature",
    ("créature-enchantement", "créatures-enchantements"): "enchantment creature",
    ("créature-terrain", "créatures-terrains"): "land creature",
    ("terrain-artefact", "terrains-artefacts"): "artifact land",
    ("créature-artefact-enchantement", "créatures-artefacts-enchantements"): "artifact enchantment creature",
}


def type_pairs() -> dict[str, str]:
    """Each pair's singular and plural, bare and after "de" ("un jeton de créature-artefact")."""
    out: dict[str, str] = {}
    for forms, value in TYPE_PAIRS.items():
        for form in forms:
            out[form] = out[f"de {form}"] = value
    return out


def adjective(table: dict[str, str]) -> dict[str, str]:
    """An adjective's forms: "noir", "noire", "noirs", "noires"; "rouge", "rouges"."""
    out: dict[str, str] = {}
    for word, value in table.items():
        feminine = word if word.endswith("e") else word + "e"
        for form in {word, feminine}:
            out[form] = out[form + "s"] = value
    return out


COLOR_NOUNS = {"le blanc": "white", "le bleu": "blue", "le noir": "black", "le rouge": "red", "le vert": "green"}
COLORS = adjective(
    {"blanc": "white", "bleu": "blue", "noir": "black", "rouge": "red", "vert": "green", "incolore": "colorless"}
) | {"blanche": "white", "blanches": "white", "multicolore": "multicolored", "multicolores": "multicolored"}
NONTYPES = {f"non-{w}": v for w, v in COLORS.items()} | {
    f"non-{w}": v for w, v in elided(TYPES).items() if " " not in w and "'" not in w
}
NONTYPES |= {"non-jeton": "token", "non-légendaire": "legendary", "non-base": "basic", "non-basique": "basic"}
