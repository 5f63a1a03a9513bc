"""French words of older printed exile sentences the tree reads for the `exile` half (issue #23; grammar in
grammar/effects-fr/9-frexile.lark). Merged into the tables of `effects.py` by `extend`; each entry says the card text
it reads and the English Oracle wording it stands for."""

from __future__ import annotations

from mtglinks.lang.fr.effect_older import merge_words

_WORDS: dict[str, dict[str, str]] = {
    # "vous pouvez retirer de la partie deux cartes de rituel ciblées dans un même cimetière" (Spellweaver Helix; the
    # English "from a single graveyard"), as "d'un seul cimetière" reads (effect_exile_words.py)
    "ZONE_FROM": {"dans un même cimetière": "graveyard", "d'un même cimetière": "graveyard"},
    # "Exilez toutes les cartes des mains et des cimetières de tous les adversaires." (Ashiok, Nightmare Weaver; the
    # English "from all opponents' hands and graveyards"; "des" after "cartes" is the lexer's FROM): the zones, whose
    # owners the English list leaves out as well
    "ZONE": {"mains": "hand", "des cimetières de tous les adversaires": "graveyard"},
    # "choisissez-y une carte autre qu'une carte de terrain" (Brain Prison; the English "a nonland card"), as "une
    # carte non-terrain" reads
    "NONTYPE": {"autre qu'une carte de terrain": "land"},
    # "exilez-en une face cachée" (Clone Shell; the English "exile one of them face down"): "en" (of them), said by
    # "une" after it, as "mettez-en une" reads (effect_verbs.py)
    "V_OBJ": {"exilez-en": "exile"},
}


def extend(
    words: dict[str, dict[str, str]], more: dict[str, dict[str, str]], after: dict[str, dict[str, dict[str, str]]]
) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    del after  # no phrase read only after another
    merge_words(words, more, _WORDS)
