"""French words of the effect grammar for phrases set off by commas, where an object is and older damage wordings (the
block "words set off by commas, where a copied or moved object is, older damage wordings" of
`grammar/effects-fr.lark`), merged into the tables of `effects.py` by
`extend`; each entry says the card text it reads and the English Oracle wording it stands for."""

from __future__ import annotations

from mtglinks.lang.fr.effect_all_colors import extend as extend_all_colors
from mtglinks.lang.fr.effect_modern_templates import MODERN_TEMPLATE_WORDS
from mtglinks.lang.fr.effect_older import merge_words
from mtglinks.lang.fr.effect_partitives import extend as extend_partitives

_WORDS: dict[str, dict[str, str]] = {
    # "Prévenez toutes les blessures qui devraient être infligées aux créatures ce tour-ci", "… au joueur ciblé": "à"
    # joined with the article, as "qui devraient être infligées à" is read (the English "that would be dealt to
    # creatures this turn")
    "WOULD_BE_DEALT": {
        f"{would} {dealt} {to}": "dealt"
        for would, dealt in (("qui devrait être", "infligée"), ("qui devraient être", "infligées"))
        for to in ("au", "aux")
    },
    # "si un autre humain est arrivé sur le champ de bataille sous votre contrôle ce tour-ci": the entering done
    # before, in the past (the English "if another Human entered the battlefield under your control this turn")
    "ENTER": {
        f"{be} {arrived} {where}": "enter"
        for be, arrived in (("est", "arrivé"), ("est", "arrivée"), ("sont", "arrivés"), ("sont", "arrivées"))
        for where in ("sur le champ de bataille", "en jeu")
    },
}


def extend(
    words: dict[str, dict[str, str]], more: dict[str, dict[str, str]], after: dict[str, dict[str, dict[str, str]]]
) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    merge_words(words, more, _WORDS)
    extend_partitives(words, more)  # "en" for "of them" before the verb (effect_partitives.py)
    extend_all_colors(after)  # "est de toutes les couleurs" (effect_all_colors.py)
    merge_words(words, more, MODERN_TEMPLATE_WORDS)  # current templates (effect_modern_templates.py)
    # "Les créatures non-jeton que vous contrôlez arrivent sur le champ de bataille en tant que copie de la créature
    # enchantée": the English "enter as a copy of enchanted creature", as "comme une copie de" is read
    after.setdefault("ENTER", {}).setdefault("AS", {}).setdefault("en tant que", "as")
    after.setdefault("AS", {}).setdefault("COPY_OF", {}).update({"copie de": "copy", "copie d'": "copy"})
    # "… réparties comme vous le désirez entre une, deux ou trois cibles": after the division, "une" is the first
    # number offered (the English "among one, two, or three targets"), as after "entre" alone
    after.setdefault("DIVIDED", {}).setdefault("NUM", {}).update({"une": "1", "un": "1"})
    # "un nombre de blessures égal à la force de la créature ciblée", "… égales à la force du gobelin sacrifié": the
    # statistic alone after "égal à (la)", whose it is after "de" (`effects-fr.lark`), as the English "equal to the
    # power of …"; the longer phrases that start so keep their reading ("la force de ~" is one quantity)
    stats = {
        "force": "power",
        "endurance": "toughness",
        "coût converti de mana": "mana_value",
        "valeur de mana": "mana_value",
    }
    stats |= {"coût de mana converti": "mana_value"}
    stats |= {
        f"{the}{stat}": value
        for stat, value in list(stats.items())
        for the in ("la ", "le ", "l'")
        if _article(stat) == the
    }
    equal = after.setdefault("EQUAL_TO", {})
    equal.setdefault("STAT", {}).update(stats)
    for table in (words, more):
        for terminal, phrases in table.items():
            for phrase, value in phrases.items():
                if phrase.startswith(tuple(stats)) and phrase not in stats:
                    equal.setdefault(terminal, {}).setdefault(phrase, value)


def _article(stat: str) -> str:
    """The definite article of a statistic's noun: "la force", "l'endurance", "le coût converti de mana"."""
    if stat.startswith(("e", "é")):
        return "l'"
    return "le " if stat.startswith("coût") else "la "
