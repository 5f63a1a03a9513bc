"""French words of the effect grammar for "en" standing for "of them" before the verb ("Vous en choisissez une", the
English "You choose one of them"), merged into the tables of `effects.py` by `extend` (called from
`effect_set_off.py`); the block "'en' before the verb for 'of them'" of `grammar/effects-fr.lark` reads them."""

from __future__ import annotations

from mtglinks.lang.fr.effect_older import merge_words

_COUNTS = {"une": "one", "un": "one", "deux": "two", "trois": "three"}

_WORDS: dict[str, dict[str, str]] = {
    # "Le joueur ciblé révèle trois cartes de sa main. Vous en choisissez deux." (the English "You choose two of
    # them"), "Un adversaire en choisit une.": the pronoun, the verb and how many, one token (its value the count)
    "CHOOSE_OF_THEM": {
        f"en {verb} {count}": value for verb in ("choisissez", "choisit") for count, value in _COUNTS.items()
    },
}


def extend(words: dict[str, dict[str, str]], more: dict[str, dict[str, str]]) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    merge_words(words, more, _WORDS)
