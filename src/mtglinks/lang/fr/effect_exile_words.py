"""French words of the effect grammar that sentences exiling cards need (rule 607.2a/b's acting half, issue #23): how
the cards lie, set off by commas ("retirez de la partie votre main, face cachée", "retirez de la partie, face cachée,
les sept cartes du dessus de votre bibliothèque"; grammar/effects-fr/9-exiled-face-down.lark), and the target library
of older printed text ("la carte du dessus de la bibliothèque ciblée"). Merged into the tables of `effects.py` by
`extend`; each entry says the card text it reads and the English Oracle wording it stands for."""

from __future__ import annotations

from mtglinks.lang.fr.effect_older import merge_words

_WORDS: dict[str, dict[str, str]] = {
    # "retirez de la partie la carte du dessus de la bibliothèque ciblée" (Circu, Dimir Lobotomist; the English "the top
    # card of target library"), as "la bibliothèque du joueur ciblé" reads
    "ZONE": {"la bibliothèque ciblée": "library"},
    # "retirez de la partie jusqu'à deux cartes ciblées d'un seul cimetière" (Gravegouger; the English "from a single
    # graveyard"), as "d'un cimetière unique" reads (effect_fixed.py)
    "ZONE_FROM": {"d'un seul cimetière": "graveyard"},
    # "vous pouvez exiler un permanent non-terrain ciblé qui n'est pas nommé Sphère de détention et tous les autres
    # permanents ayant le même nom que ce permanent" (Detention Sphere; the English "not named ~")
    "NAMED": {
        f"{who} {named}": "not_named"
        for who, named in (
            ("qui n'est pas", "nommé"),
            ("qui n'est pas", "nommée"),
            ("qui ne sont pas", "nommés"),
            ("qui ne sont pas", "nommées"),
        )
    },
}


def extend(
    words: dict[str, dict[str, str]], more: dict[str, dict[str, str]], after: dict[str, dict[str, dict[str, str]]]
) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    merge_words(words, more, _WORDS)
    # "retirez de la partie votre main, face cachée" (Bottled Cloister), "retirez de la partie, face cachée, les sept
    # cartes du dessus de votre bibliothèque" (Colfenor's Plans; the English "exile … face down"): how the cards lie,
    # its comma dropped by the lexer (SET_OFF, read as TAPPED, as "engagé et attaquant" is, effect_modern_more.py)
    set_off = after.setdefault("_COMMA", {}).setdefault("SET_OFF", {})
    for phrase, value in (("face cachée", "face_down"), ("face visible", "face_up")):
        set_off.setdefault(phrase, value)
