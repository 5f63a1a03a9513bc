"""French words of the effect grammar for phrases set off by commas, where an object is and older damage wordings (the
block "words set off by commas, where a copied or moved object is, older damage wordings" of
`grammar/effects-fr.lark`), merged into the tables of `effects.py` by
`extend`; each entry says the card text it reads and the English Oracle wording it stands for."""

from __future__ import annotations

from mtglinks.lang.fr.effect_abilities_played import extend as extend_abilities_played
from mtglinks.lang.fr.effect_all_colors import extend as extend_all_colors
from mtglinks.lang.fr.effect_also_after import extend as extend_also_after
from mtglinks.lang.fr.effect_base_stats import extend as extend_base_stats
from mtglinks.lang.fr.effect_cant_do_it import extend as extend_cant_do_it
from mtglinks.lang.fr.effect_cast_states import CAST_STATE_WORDS
from mtglinks.lang.fr.effect_commander_line import COMMANDER_LINE_WORDS
from mtglinks.lang.fr.effect_counters_held import extend as extend_counters_held
from mtglinks.lang.fr.effect_except_for import extend as extend_except_for
from mtglinks.lang.fr.effect_hand_size import extend as extend_hand_size
from mtglinks.lang.fr.effect_have_or_gain import extend as extend_have_or_gain
from mtglinks.lang.fr.effect_library_places import extend as extend_library_places
from mtglinks.lang.fr.effect_linked_words import extend as extend_linked_words
from mtglinks.lang.fr.effect_modern_last import extend as extend_modern_last
from mtglinks.lang.fr.effect_modern_more import extend as extend_modern_more
from mtglinks.lang.fr.effect_modern_sample import extend as extend_modern_sample
from mtglinks.lang.fr.effect_modern_tail import extend as extend_modern_tail
from mtglinks.lang.fr.effect_modern_templates import MODERN_TEMPLATE_WORDS
from mtglinks.lang.fr.effect_more_than_one import extend as extend_more_than_one
from mtglinks.lang.fr.effect_older import merge_words
from mtglinks.lang.fr.effect_partitives import extend as extend_partitives
from mtglinks.lang.fr.effect_pay_more import extend as extend_pay_more
from mtglinks.lang.fr.effect_printed_more import extend as extend_printed_more
from mtglinks.lang.fr.effect_quoted_counters import extend as extend_quoted_counters
from mtglinks.lang.fr.effect_suspended import SUSPENDED_WORDS
from mtglinks.lang.fr.effect_unblocked_attacks import UNBLOCKED_ATTACK_WORDS

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
    extend_quoted_counters(words)  # « un marqueur « divinité » »: the counter's kind (effect_quoted_counters.py)
    extend_all_colors(after)  # "est de toutes les couleurs" (effect_all_colors.py)
    extend_counters_held(after)  # "marqueurs … qu'il a sur lui" (effect_counters_held.py)
    extend_pay_more(after)  # "si vous payez {2} de plus pour le lancer" (effect_pay_more.py)
    extend_hand_size(words, more, after)  # "La taille maximale de votre main est …" (effect_hand_size.py)
    extend_except_for(after)  # "tous les permanents excepté les terrains" (effect_except_for.py)
    extend_more_than_one(after)  # "ne peut lancer plus d'un sort par tour" (effect_more_than_one.py)
    extend_library_places(words, more, after)  # "au-dessus de la bibliothèque de ce joueur" (effect_library_places.py)
    extend_also_after(after)  # "acquièrent aussi l'initiative" (effect_also_after.py)
    extend_abilities_played(after)  # "ses capacités activées ne peuvent pas être jouées" (effect_abilities_played.py)
    extend_cant_do_it(words, more, after)  # "Si vous ne pouvez pas le faire, …" (effect_cant_do_it.py)
    extend_base_stats(words, more)  # "avec une force et une endurance de base de 3/3" (effect_base_stats.py)
    merge_words(words, more, MODERN_TEMPLATE_WORDS)  # current templates (effect_modern_templates.py)
    extend_modern_sample(words, more)  # "Ne faites ceci qu'une seule fois par tour." (effect_modern_sample.py)
    extend_have_or_gain(after)  # "ne peuvent pas avoir ou acquérir le vol" (effect_have_or_gain.py)
    merge_words(words, more, CAST_STATE_WORDS)  # "si vous avez révélé une carte de dragon …"
    merge_words(words, more, COMMANDER_LINE_WORDS)  # "~ peut être votre commandant."
    merge_words(words, more, SUSPENDED_WORDS)  # "si ~ est en suspension"
    merge_words(words, more, UNBLOCKED_ATTACK_WORDS)  # "attaque et qu'il n'est pas bloqué"
    extend_printed_more(words, more, after)  # "Un deck peut contenir …" (effect_printed_more.py)
    extend_modern_more(words, more, after)  # "jusqu'à une cible, artefact ou créature" (effect_modern_more.py)
    extend_modern_last(words, more, after)  # "attribue ses blessures de combat comme si …" (effect_modern_last.py)
    extend_modern_tail(words, more, after)  # "si elle attaquait", "ne peut pas être jouée" (effect_modern_tail.py)
    extend_linked_words(words, more)  # "à cette cible", older exiles and imprints (effect_linked_words.py)
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
    # and after "X étant" ("X étant la force de la créature engagée de cette manière": the English "where X is the
    # power of the creature tapped this way")
    for before in ("EQUAL_TO", "WHERE_X"):
        equal = after.setdefault(before, {})
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
