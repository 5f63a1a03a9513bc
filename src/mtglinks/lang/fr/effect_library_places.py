"""French words for the top or bottom of a library named by whose it is ("au-dessus de la bibliothèque de leur
propriétaire", "au-dessus des bibliothèques de leurs propriétaires", the English "on top of their owner's library")
and for a search done before, in a relative clause ("chaque joueur qui a cherché dans sa bibliothèque de cette
manière", the English "each player who searched their library this way")."""

from __future__ import annotations

from mtglinks.lang.fr.effect_older import merge_words

_LIBRARIES = (
    "la bibliothèque de leur propriétaire",
    "des bibliothèques de leurs propriétaires",
    "la bibliothèque de ce joueur",
)

_WORDS: dict[str, dict[str, str]] = {
    "ZONE": {
        f"{end} {library}".replace("de des ", "des "): "library"
        for end in ("au-dessus de", "au-dessous de", "au-dessus ou au-dessous de")
        for library in _LIBRARIES
    },
}


def extend(
    words: dict[str, dict[str, str]], more: dict[str, dict[str, str]], after: dict[str, dict[str, dict[str, str]]]
) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    merge_words(words, more, _WORDS)
    # "qui a cherché dans": after "qui a" (WITH, one phrase), the search done (the English "who searched")
    after.setdefault("WITH", {}).setdefault("SEARCH", {}).update({"cherché dans": "search"})
