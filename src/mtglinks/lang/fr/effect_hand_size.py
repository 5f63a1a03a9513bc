"""French words for a player's maximum hand size set or changed (rule 402.2): "La taille maximale de votre main est
réduite de quatre.", "La taille maximale de la main de chaque adversaire est réduite de un.", "La taille maximale de
votre main est de deux.", read as the English "Your maximum hand size is reduced by four." (the shared rule
`act_hand_size` of `grammar/effects.lark`)."""

from __future__ import annotations

from mtglinks.lang.fr.effect_older import merge_words

_OWNERS = {
    "de votre main": "you",
    "de la main de chaque adversaire": "each_opponent",
    "de la main de chaque joueur": "each_player",
    "de la main de ce joueur": "that_player",
    "de la main du joueur choisi": "chosen_player",
    "de la main du joueur enchanté": "enchanted_player",
}

_WORDS: dict[str, dict[str, str]] = {
    # whose size; "est de deux" (the English "is two"): "de" before the number goes with it
    "HAND_SIZE_IS": {
        f"la taille maximale {owner} est{of}": who for owner, who in _OWNERS.items() for of in ("", " de")
    },
    "SIZE_CHANGE": {"réduite de": "reduce", "augmentée de": "increase"},
}


def extend(
    words: dict[str, dict[str, str]], more: dict[str, dict[str, str]], after: dict[str, dict[str, dict[str, str]]]
) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    merge_words(words, more, _WORDS)
    # "est réduite de un": the number one, not the article
    after.setdefault("SIZE_CHANGE", {}).setdefault("NUM", {}).update({"un": "1", "une": "1"})
