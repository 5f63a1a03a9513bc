"""French words for base power and toughness after "avec" ("devient un éléphant vert avec une force et une endurance
de base de 3/3", the English "becomes a green Elephant with base power and toughness 3/3") and "ce même nombre de"
("piochez ce même nombre de cartes", the English "draw that many cards")."""

from __future__ import annotations

from mtglinks.lang.fr.effect_older import merge_words

_WORDS: dict[str, dict[str, str]] = {
    # one phrase, longer than "avec une force" (power alone), as "with base power and toughness" reads (WITH_STAT)
    "WITH_STAT": {"avec une force et une endurance de base de": "base_power_toughness"},
    "THAT_MANY": {"ce même nombre de": "that_many", "ce même nombre d'": "that_many"},
}


def extend(words: dict[str, dict[str, str]], more: dict[str, dict[str, str]]) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    merge_words(words, more, _WORDS)
