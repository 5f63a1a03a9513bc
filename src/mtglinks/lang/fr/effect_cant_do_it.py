"""French words for an instruction not followed: "Si ce joueur ne peut pas le faire, sacrifiez ~." ("If the player
can't, sacrifice ~."); and "de cette couleur" after a noun ("all creatures of that color")."""

from __future__ import annotations

from mtglinks.lang.fr.effect_older import merge_words

_WORDS: dict[str, dict[str, str]] = {
    # "le faire" ("do it") is what the English leaves out: "If that player can't". "Si vous ne pouvez pas le faire" is
    # left as it was: on its one card the other sentence ("ont le vol et sont indestructibles") reads as two abilities
    # gained where the Oracle has one, so its verbs would not agree (see the report).
    "CANT": {"ne peut pas le faire": "cant", "ne peuvent pas le faire": "cant"},
}


def extend(
    words: dict[str, dict[str, str]], more: dict[str, dict[str, str]], after: dict[str, dict[str, dict[str, str]]]
) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    merge_words(words, more, _WORDS)
    # "toutes les créatures de cette couleur": the English "of that color" (qualifier `of:that_color`)
    for noun in ("NOUN", "TYPE"):
        after.setdefault(noun, {}).setdefault("QUALIFIER", {}).setdefault("de cette couleur", "of:that_color")
