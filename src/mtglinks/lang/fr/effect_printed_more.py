"""More printed French wordings, each read as its card's English Oracle text reads: a deck's limit of cards of one
name, "pendant son prochain tour", "s'ils ont été kickés", "au joueur choisi"."""

from __future__ import annotations

from mtglinks.kinds import Verb
from mtglinks.lang.fr.effect_exiled_with import extend as extend_exiled_with
from mtglinks.lang.fr.effect_older import merge_after, merge_words
from mtglinks.lang.fr.effect_printed_tail import extend as extend_printed_tail

_WORDS: dict[str, dict[str, str]] = {
    # "Un deck peut contenir n'importe quel nombre de cartes appelées ~." (the English "A deck can have any number of
    # cards named ~.", `deck_limit`)
    "FIXED_CLAUSE": {
        f"un deck peut contenir n'importe quel nombre de cartes appelées {name}": f"{Verb.DECK_LIMIT}:any_number"
        for name in ("~", "ainsi")
    },
    # "Si vous avez payé le coût de multikick, …": "s'ils ont été kickés" (the English "if they were kicked"), the
    # subject elided with "si" as in "s'il a été kické"
    "IF": {"s'ils": "if", "s'elles": "if"},
    "PAID": {f"ont été {done}": "kicked" for done in ("kickés", "kickées")},
    # "~ se bat ensuite contre une créature ciblée", "vous pouvez faire qu'elle se batte contre …": fights
    "V_OBJ": dict.fromkeys(("se bat ensuite contre", "se batte contre", "se battent ensuite contre"), str(Verb.FIGHT))
    # "À chaque fois que vous "démarrez" Inflation Station, …" (the English "Whenever you crank this Contraption"): the
    # verb in quotes, a phrase the lexer reads whole (`effects/lexer.py`)
    | {'"démarrez"': str(Verb.CRANK), '"démarre"': str(Verb.CRANK)},
    # "Prévenez toutes les blessures que le sort ciblé pourrait infliger ce tour-ci." (the English "would deal")
    "WOULD": dict.fromkeys(("pourrait", "pourraient"), "would"),
    # "si vous ne l'avez pas lancé depuis votre main": the pronoun object and the negation around "avez"
    "NOT_CLITIC_FR": dict.fromkeys(("ne l'avez pas", "ne les avez pas"), "anaphora"),
    # "Terminez le tour." (the English "End the turn.")
    "V_NUM": dict.fromkeys(("terminez le tour", "terminer le tour"), str(Verb.END_TURN))
    # "Lancez un d20.", "vous lancez au moins un dé" (the English "Roll a d20.", "you roll one or more dice"): "lancer"
    # before a die is "roll", not "cast"
    | {
        f"{roll} {die}": str(Verb.ROLL)
        for roll in ("lancez", "lance", "lancer")
        for die in ("un dé", "au moins un dé", *(f"un d{n}" for n in (4, 6, 8, 10, 12, 20)))
    },
    # "Un maximum de trois créatures ciblées ne peuvent pas bloquer ce tour-ci." (the English "Up to three target …")
    "UP_TO": {"un maximum de": "up_to"},
    # "chaque carte de créature exilée par ~" (the English "exiled with ~")
    "QUALIFIER": dict.fromkeys(("exilée par ~", "exilées par ~", "exilé par ~", "exilés par ~"), "exiled_with_self")
    # "renvoyez sur le champ de bataille … toutes les cartes qu'il a exilées" (the English "all cards exiled with ~")
    | dict.fromkeys(("qu'il a exilées", "qu'elle a exilées"), "exiled_with_self")
    # the older "une carte retirée de la partie par ~" (the English "a card exiled with ~")
    | {f"{removed} de la partie par ~": "exiled_with_self" for removed in ("retiré", "retirée", "retirés", "retirées")},
    # "Si ce mana est dépensé pour un sort de créature, ~ acquiert la célérité." (the English "If that mana is spent on
    # a creature spell")
    "MANA_SPENT": {"ce mana est dépensé pour": "on"},
    # "… un sort d'éphémère ou de rituel qui ne cible que ~" (the English "that targets only ~", `that_targets_only`)
    "THAT_TARGETS": {"qui ne cible": "targets", "qui ne ciblent": "targets"},
    # "Attaquer avec des clercs ne les fait pas s'engager." (`effects-fr/1-more.lark`): the tapping not caused
    "NO_TAP_CAUSED_FR": {f"ne {it} fait pas s'engager": str(Verb.TAP) for it in ("le", "la", "les")},
    # "… ne provoquent pas le déclenchement des capacités": the abilities' triggering not caused
    "NO_TRIGGER_FR": {"ne provoquent pas le déclenchement des capacités": str(Verb.TRIGGER)},
}

_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # "Vous contrôlez le joueur ciblé pendant son prochain tour." (the English "during that player's next turn")
    "DURING_OF": {"STEP": {"son prochain tour": "that_player_next:turn"}},
    # "Les créatures qui arrivent sur le champ de bataille ne provoquent pas …" (the English "Creatures entering the
    # battlefield"): a state of the type's objects
    "TYPE": {"STATUS": {f"qui arrivent {where}": "entering" for where in ("sur le champ de bataille", "en jeu")}},
    # "ne l'avez pas lancé", "… jouée": the participle after the pronoun and "avez" is the verb, as after "l'avez"
    "NOT_CLITIC_FR": {
        "V_OBJ": dict.fromkeys(("lancé", "lancée", "lancés", "lancées", "joué", "jouée", "joués", "jouées"), "cast")
    },
    # "elle inflige autant de blessures au joueur choisi" (the English "to the chosen player"), "au" read as "à le"
    # "Le premier sort de créature que vous lancez à chaque tour coûte {2} de moins à lancer." (the English "The first
    # creature spell you cast each turn"): "premier" after the article, "à chaque tour" after who casts it
    "ART": {"STATUS": {"premier": "first", "première": "first"}},
    "CONTROLLER": {"QUALIFIER": {"à chaque tour": "each_turn"}},
    # "qui ne cible que ~", "qui ne cible qu'une créature unique": the "que" of "ne … que" (the English "only")
    "THAT_TARGETS": {"ONLY": dict.fromkeys(("que", "qu'un", "qu'une", "qu'un seul", "qu'une seule"), "only")},
    # "~ inflige 1 blessure au joueur défenseur" (the English "to defending player")
    "TO": {"REF": {"joueur choisi": "chosen"}, "PLAYER": {"joueur défenseur": "defending_player"}},
}


def extend(
    words: dict[str, dict[str, str]], more: dict[str, dict[str, str]], after: dict[str, dict[str, dict[str, str]]]
) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    merge_words(words, more, _WORDS)
    extend_printed_tail(words, more, after)  # "s'il n'a pas été kické", … (effect_printed_tail.py)
    extend_exiled_with(words, more, after)  # "exilée par elle", "retirée de la partie avec ~" (effect_exiled_with.py)
    merge_after(after, _AFTER)
