"""More printed French wordings (issue #23, the round after `effect_printed_rest.py`), each read as its card's English
Oracle text reads; the grammar rules they feed are in `grammar/effects-fr/3-printed-more.lark`."""

from __future__ import annotations

from mtglinks.lang.fr.effect_older import merge_words

_WORDS: dict[str, dict[str, str]] = {
    # "La créature enchantée et les autres créatures partageant un type de créature avec elle gagnent +1/+1 jusqu'à la
    # fin du tour." (the English "that share a creature type with it"): the participle of "qui partagent"
    "QUALIFIER": {
        f"partageant un type de créature avec {it}": "shares_creature_type"
        for it in ("elle", "lui", "~", "eux", "elles")
    },
    # "Au début de chaque entretien, si un joueur a lancé au moins deux sorts au tour précédent, transformez le Hurleur
    # de Gatstaf." (the English "transform Gatstaf Howler"): a name after "transformez" and its article is the card's
    # other face, so the card itself (`act_transform_named_es`, as the Spanish "transforma al …" reads)
    "TRANSFORM_NAMED_FR": {f"transformez {the}": "transform" for the in ("le", "la", "les")},
    "NAME_AFTER": {"TRANSFORM_NAMED_FR": "name"},
}


def extend(
    words: dict[str, dict[str, str]], more: dict[str, dict[str, str]], after: dict[str, dict[str, dict[str, str]]]
) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    merge_words(words, more, _WORDS)
    # "si vous payez {2} de plus pour cela" (the English "if you pay {2} more to cast it"): after "de plus pour" (the
    # change of cost), "cela" is the spell it is paid for
    after.setdefault("COST_CHANGE", {}).setdefault("REF", {})["cela"] = "anaphora"
