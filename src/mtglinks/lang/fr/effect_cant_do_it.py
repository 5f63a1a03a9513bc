"""French words for an instruction not followed and the abilities lost: "Si vous ne pouvez pas le faire, sacrifiez ~."
("If you can't, sacrifice ~."), "Si ce joueur ne peut pas le faire, …" ("If that player can't, …"), "perd toutes ses
capacités" ("loses all abilities"), and "de cette couleur" after a noun ("all creatures of that color")."""

from __future__ import annotations

from mtglinks.lang.fr.effect_older import merge_words

_WORDS: dict[str, dict[str, str]] = {
    # "le faire" ("do it") is what the English leaves out: "If you can't"
    "IF_YOU_DO": {"si vous ne pouvez pas le faire": "you_cant", "si vous ne le pouvez pas": "you_cant"},
    "CANT": {"ne peut pas le faire": "cant", "ne peuvent pas le faire": "cant"},
}


def extend(
    words: dict[str, dict[str, str]], more: dict[str, dict[str, str]], after: dict[str, dict[str, dict[str, str]]]
) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    merge_words(words, more, _WORDS)
    # "La créature ciblée perd toutes ses capacités": the English "loses all abilities" (KEYWORD all_abilities)
    after.setdefault("LOSE", {}).setdefault("KEYWORD", {}).update(
        dict.fromkeys(("toutes ses capacités", "toutes leurs capacités"), "all_abilities")
    )
    # "toutes les créatures de cette couleur": the English "of that color" (qualifier `of:that_color`)
    for noun in ("NOUN", "TYPE"):
        after.setdefault(noun, {}).setdefault("QUALIFIER", {}).setdefault("de cette couleur", "of:that_color")
