"""Printed French wordings read as their cards' English Oracle text reads (the round after
`effect_printed_tail.py`): modes chosen inside a sentence ("Choisissez l'un Détruisez …; ou bien …", the rule
`choose_modes_fr` of `grammar/effects-fr/1-more.lark`), and the relative clauses of the past that name a state
("les créatures qui ont attaqué ce tour-ci")."""

from __future__ import annotations

from mtglinks.kinds import Verb
from mtglinks.lang.fr.effect_older import merge_words

_WORDS: dict[str, dict[str, str]] = {
    # "Détruisez le clerc ciblé; ou bien renvoyez …" (the English bulleted modes): "ou bien" is "or"
    "OR": {"ou bien": "or"},
    # "Dégagez toutes les créatures qui ont attaqué ce tour-ci." (the English "that attacked this turn")
    "QUALIFIER": {f"qui {has} attaqué ce tour-ci": "attacked_this_turn" for has in ("a", "ont")}
    # "pour chaque carte d'~ dans chaque cimetière" (the English "for each card named ~"): the name elided with "de"
    | {"d'~": "named:self"}
    # "la carte d'éphémère dont ~ a l'empreinte" (rule 702.88, imprint; the English "the exiled card", exiled with ~)
    | dict.fromkeys(("dont ~ a l'empreinte", "dont cette carte a l'empreinte"), "exiled_with_self")
    # "pour chaque permanent détruit de cette manière", "chaque carte retirée de cette manière" (the older "retirée de
    # la partie": the English "destroyed this way", "exiled this way"; a counter "retiré" is removed, not read here)
    | {f"détruit{ending} de cette manière": "destroyed_this_way" for ending in ("", "e", "s", "es")}
    | {f"retirée{ending} de cette manière": "exiled_this_way" for ending in ("", "s")}
    # "dégagez toutes les forêts mises en jeu de cette manière" (the English "put onto the battlefield this way")
    | {
        f"mis{ending} {where} de cette manière": "put_onto_battlefield_this_way"
        for ending in ("", "e", "es")
        for where in ("en jeu", "sur le champ de bataille")
    },
    # "Si ~ est contrecarré de cette manière, mettez-le au-dessus de la bibliothèque de son propriétaire à la place du
    # cimetière de ce joueur." (the English "instead of into that player's graveyard")
    # "La prochaine fois qu'une source de votre choix devrait vous blesser ce tour-ci, prévenez ces blessures." (the
    # English "would deal damage to you"): the older "blesser" is dealing damage, its player a pronoun before it
    "DEAL": {"blesser": "deal_damage"},
    # "… devait être mise dans un cimetière ce tour, retirez-la de la partie à la place." (the older "ce tour" of "this
    # turn")
    "DURATION": {"ce tour": "this_turn"},
    # "vous pouvez copier la carte d'éphémère dont ~ a l'empreinte et jouer la copie sans payer son coût de mana" (the
    # English "cast the copy"): a copy of a card is cast (rule 707.12), never played as a land; the older "jouer" is
    # "cast" there, the copy read with the verb as "la jouer" is
    "V_OBJ": {"jouer la copie": str(Verb.CAST)},
    # "Les sorts non-créature … ne peuvent pas être joués." (the English "can't be cast"): the older "jouer" of spells
    # after "être". "La carte nommée ne peut pas être jouée.", "… peut être jouée comme si elle avait le flash" (a card,
    # which may be a land: the Oracle text keeps "played" for Conjurer's Ban and Scout's Warning, and the printed
    # English reads "can't be played", `play`). Not "jouées", said of activated abilities ("… ne peuvent pas être
    # jouées": activated)
    "BE_COUNTERED": {f"être {done}": "cast" for done in ("joués", "lancé", "lancée", "lancés", "lancées")}
    | {"être jouée": "play"},
    # "Si un adversaire a fait arriver un artefact sur le champ de bataille sous son contrôle ce tour-ci, …" (the
    # English "under their control")
    "UNDER_YOUR_CONTROL": {"sous son contrôle": "their"},
    # "~ inflige 2 blessures à chacun des autres joueurs." (the English "each other player"), "Si vous contrôlez plus de
    # créatures que chacun des autres joueurs"
    "EACH": {"chacun des": "each"},
    # "si un joueur contrôle plus de sorciers que chacun des autres joueurs" (the English "if a player controls …"): who
    # controls, a state, as "un adversaire contrôle" reads (not the action "gains control")
    "CONTROLLER": {"un joueur contrôle": "a_player"},
    # "S'il fait ainsi, il peut copier ~ …" (the English "If the player does"): the subject elided with "si"
    "IF_YOU_DO": dict.fromkeys(("s'il fait ainsi", "s'ils font ainsi"), "does"),
    # sentences read whole as the English ones (`fixed_clause`): "Cet effet ne retire pas ~." ("This effect doesn't
    # remove ~."), "Vous ne perdez pas la partie parce que vous avez 0 point de vie ou moins." ("You don't lose the game
    # for having 0 or less life.", rule 704.5a), "Cet effet réduit seulement la quantité de mana coloré que vous payez."
    "FIXED_CLAUSE": {
        "cet effet ne retire pas ~": "unattach:not_by_this_effect",
        "vous ne perdez pas la partie parce que vous avez 0 point de vie ou moins": "lose:not_for_zero_or_less_life",
        "cet effet réduit seulement la quantité de mana coloré que vous payez": "modify_cost:only_colored_mana",
        # "Ne dépensez que du mana noir pour X." ("Spend only black mana on X.")
        **{
            f"ne dépensez que du mana {color} pour x": f"spend:only_{value}_on_x"
            for color, value in (
                ("blanc", "white"),
                ("bleu", "blue"),
                ("noir", "black"),
                ("rouge", "red"),
                ("vert", "green"),
            )
        },
    },
    "INSTEAD_OF": {"à la place du cimetière de ce joueur": "graveyard"},
}


def extend(
    words: dict[str, dict[str, str]], more: dict[str, dict[str, str]], after: dict[str, dict[str, dict[str, str]]]
) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    merge_words(words, more, _WORDS)
    # "Vous pouvez lancer les copies sans payer leur coût de mana." (the English "cast the copies"): the copies after a
    # verb, not the verb "copier" with its pronoun
    after.setdefault("V_OBJ", {}).setdefault("REF", {}).setdefault("les copies", "anaphora")
