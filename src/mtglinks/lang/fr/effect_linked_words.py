"""French words the tree needs to read the halves of linked abilities (rule 607) that the patterns read (#23): kicked
spells' second sentences ("… les prochaines 4 blessures qui devraient être infligées à cette cible", the English "to
that target") and the exiles and imprints of older printed text. Merged by `effect_set_off.extend`; each entry says
the card text it reads and the English Oracle wording it stands for."""

from __future__ import annotations

from mtglinks.lang.fr.effect_older import merge_words

_WORDS: dict[str, dict[str, str]] = {
    # "Si vous avez payé le coût de kick, prévenez à la place, ce tour-ci, les prochaines 4 blessures qui devraient
    # être infligées à cette cible." (Toucher selon Orime; the English "to that target"): the target named before
    "REF": {"cette cible": "anaphora"},
    # "Ajoutez un mana de la couleur de la carte dont le Mox de chrome a l'empreinte à votre réserve." (the English
    # "one mana of any of the exiled card's colors"): the object after the words (`mana_of_colors_of_object`)
    "MANA_OF_ANY_OF": {"mana de la couleur de": "colors_of"},
}


def extend(words: dict[str, dict[str, str]], more: dict[str, dict[str, str]]) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    merge_words(words, more, _WORDS)
