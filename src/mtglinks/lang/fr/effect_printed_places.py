"""More printed French wordings, each read as its card's English Oracle text reads: the older evasion sentences
whose Oracle text is now a keyword ("ne peut pas être bloquée excepté par deux créatures ou plus", the English "has
menace"; "… excepté par des créatures-artefacts et/ou des créatures noires", "has fear"); a place in a library counted
from its top ("dans la bibliothèque de son propriétaire en deuxième position à partir du dessus", the English "into its
owner's library second from the top", read as that library as the English is), "à la fois rouge et blanc" (the
English "both red and white") and the cards revealed before ("les cartes révélées", the English "the revealed
cards")."""

from __future__ import annotations

from mtglinks.lang.fr.effect_older import merge_words

_PLACES = ("deuxième", "second", "seconde", "troisième", "quatrième", "cinquième")

_WORDS: dict[str, dict[str, str]] = {
    # "Chaque créature ne peut pas être bloquée ce tour-ci excepté par deux créatures ou plus." (the English "Each
    # creature gains menace until end of turn", rule 702.110), "La créature enchantée gagne -1/-1 et ne peut pas être
    # bloquée excepté par des créatures-artefacts ou des créatures noires." (the English "… and has fear", 702.36):
    # the keyword the Oracle text gives (`effects-fr/1-more.lark`)
    "EVASION_FR": {"excepté par deux créatures ou plus": "menace"}
    | {f"excepté par des créatures-artefacts {join} des créatures noires": "fear" for join in ("ou", "et/ou")},
    # "Père divin": "… Bête à la fois rouge, verte et blanche"; "un sort qui est à la fois rouge et blanc"
    "ALL": {"à la fois": "both"},
    # "Ce joueur met toutes les cartes révélées dans son cimetière." (the English "all revealed cards"): revealed, after
    # the noun, as "révélées de cette manière" is
    "QUALIFIER": dict.fromkeys(("révélées", "révélés"), "revealed"),
    # "mettez le reste des cartes révélées au-dessous de votre bibliothèque" (the English "the rest"), as "le reste"
    "REF": {
        f"le reste des cartes révélées{how}": "anaphora"
        for how in ("", " ainsi", " de cette manière", " de cette façon")
    },
}


def extend(words: dict[str, dict[str, str]], more: dict[str, dict[str, str]]) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    merge_words(words, more, _WORDS)
    for table in (words, more):
        zones = table.get("ZONE", {})
        libraries = [phrase for phrase, value in zones.items() if value == "library" and "position" not in phrase]
        for library in libraries:
            for nth in _PLACES:
                zones.setdefault(f"{library} en {nth} position à partir du dessus", "library")
