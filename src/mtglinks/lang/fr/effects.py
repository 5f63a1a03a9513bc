"""The French words of the effect grammar (grammar/effects.lark and effects-fr.lark), as data.

The same terminals as the English table (`lang/en/effects.py`), each with its French phrases and the
same values: "exilez" is V_OBJ `exile`, "votre cimetière" a ZONE `graveyard`, "jusqu'à la fin du tour"
the DURATION `end_of_turn`. An elided article or preposition is part of its word ("l'artefact",
"d'esprit"), so the tables hold those words too. Where French puts a word elsewhere ("la créature
ciblée": "ciblée" after the noun), the rules of `grammar/effects-fr.lark` say so.
"""

from __future__ import annotations

from mtglinks.kinds import Zone
from mtglinks.lang.fr.effect_amounts import AMOUNT_WORDS
from mtglinks.lang.fr.effect_choices import extend as extend_choices
from mtglinks.lang.fr.effect_clauses import CLAUSE_WORDS
from mtglinks.lang.fr.effect_counts import COUNT_WORDS
from mtglinks.lang.fr.effect_exceptions import extend as extend_exceptions
from mtglinks.lang.fr.effect_exile_words import extend as extend_exile
from mtglinks.lang.fr.effect_fixed import FIXED_AFTER, FIXED_WORDS, keyword_costs
from mtglinks.lang.fr.effect_frexile_words import extend as extend_frexile
from mtglinks.lang.fr.effect_frexiled4_words import extend as extend_frexiled4
from mtglinks.lang.fr.effect_older import extend
from mtglinks.lang.fr.effect_phrases import AFTER as _AFTER
from mtglinks.lang.fr.effect_phrases import MORE_WORDS as _PHRASES
from mtglinks.lang.fr.effect_phrases import phases, subtype_names, subtype_words
from mtglinks.lang.fr.effect_printed_forms import extend as extend_printed_forms
from mtglinks.lang.fr.effect_printed_lane import extend as extend_printed_lane
from mtglinks.lang.fr.effect_printed_rest import extend as extend_printed_rest
from mtglinks.lang.fr.effect_relatives import RELATIVE_WORDS
from mtglinks.lang.fr.effect_set_off import extend as extend_set_off
from mtglinks.lang.fr.effect_types import COLOR_NOUNS, COLORS, NONTYPES, NOUNS, TYPES, adjective, elided, type_pairs
from mtglinks.lang.fr.effect_verbs import VERB_WORDS
from mtglinks.lang.fr.effect_words_links import LINK_WORDS
from mtglinks.lang.fr.effect_words_note import extend as extend_note

_LIBRARY = str(Zone.LIBRARY)
_GRAVEYARD = str(Zone.GRAVEYARD)
_HAND = str(Zone.HAND)

WORDS: dict[str, dict[str, str]] = VERB_WORDS | {
    "PLAYER": {
        "vous": "you",
        "chaque joueur": "each_player",
        "chaque adversaire": "each_opponent",
        "le joueur ciblé": "target_player",
        "un joueur ciblé": "target_player",
        "l'adversaire ciblé": "target_opponent",
        "un adversaire ciblé": "target_opponent",
        "un adversaire": "an_opponent",
        "un joueur": "a_player",
        "ce joueur": "that_player",
        "son contrôleur": "its_controller",
        "le contrôleur de cette créature": "its_controller",
        "le contrôleur de ce sort": "its_controller",
        "le contrôleur de ce permanent": "its_controller",
        "son propriétaire": "its_owner",
        "le joueur défenseur": "defending_player",
        "vos adversaires": "your_opponents",
        "tous les joueurs": "each_player",
    },
    "REF": {
        "lui": "anaphora",
        "il": "anaphora",
        "elle": "anaphora",
        "elles": "anaphora",
        "ils": "anaphora",
        "cette créature": "anaphora",
        "cette carte": "anaphora",
        "ce permanent": "anaphora",
        "ce sort": "anaphora",
        "ce jeton": "anaphora",
        "ces cartes": "anaphora",
        "ces créatures": "anaphora",
        "ces permanents": "anaphora",
        "ces jetons": "anaphora",
        "cette copie": "anaphora",
        "la copie": "anaphora",
        "le jeton": "anaphora",
        "la carte exilée": "exiled_with",
        "la carte retirée": "exiled_with",
        "les cartes retirées": "exiled_with",
        "les cartes exilées": "exiled_with",
        "la couleur choisie": "chosen",
        "la couleur de votre choix": "of_choice",
        "le type de créature choisi": "chosen",
        "le type choisi": "chosen",
        "le joueur choisi": "chosen",
        "la carte choisie": "chosen",
        "la carte nommée": "named_card",
        "la créature enchantée": "attached",
        "la créature équipée": "attached",
        "le permanent enchanté": "attached",
        "le terrain enchanté": "attached",
        "l'artefact enchanté": "attached",
        "le reste": "anaphora",
        "ces blessures": "anaphora",
    },
    "SELF": {"~": "self"}
    | dict.fromkeys(("cette capacité", "cet artefact", "cet enchantement", "ce terrain", "cette aura"), "self")
    # "Ces ~ infligent 1 blessure …", "ce ~ arrive en jeu": the card's own name after a demonstrative
    | dict.fromkeys(("ce ~", "cet ~", "cette ~", "ces ~"), "self"),
    "TARGET": {"ciblé": "target", "ciblée": "target", "ciblés": "target", "ciblées": "target"},
    "ART": {"le": "the", "la": "the", "les": "the", "l'": "the"},
    "DET_A": {"un": "a", "une": "a", "d'un": "a", "d'une": "a", "des": "a", "aucun": "no", "aucune": "no"},
    "EACH": {"chaque": "each", "tous les": "all", "toutes les": "all"},
    "ALL": {"tous": "all", "toutes": "all"},
    "ANOTHER": {"un autre": "another", "une autre": "another", "qu'un autre": "another", "qu'une autre": "another"},
    "OTHER": {"autre": "other", "autres": "other", "les autres": "other"},
    "UP_TO": {"jusqu'à": "up_to"},
    "ANY_NUMBER": {"n'importe quel nombre de": "any_number"},
    "ANY_TARGET": {
        "une cible": "any_target",
        "n'importe quelle cible": "any_target",
        "une autre cible": "any_other_target",
    },
    "NUM": {
        "deux": "2",
        "trois": "3",
        "quatre": "4",
        "cinq": "5",
        "six": "6",
        "sept": "7",
        "huit": "8",
        "neuf": "9",
        "dix": "10",
        "x": "X",
    },
    "TYPE": elided(TYPES) | type_pairs(),
    "NOUN": elided(NOUNS),
    "NONTYPE": NONTYPES,
    "SUPERTYPE": adjective({"légendaire": "legendary", "de base": "basic", "neigeux": "snow"}),
    # "la protection contre le noir": a color named with its article
    "COLOR": COLORS | COLOR_NOUNS,
    "STATUS": adjective({"attaquant": "attacking", "bloqueur": "blocking", "dégagé": "untapped"})
    | {"bloqueuse": "blocking", "bloqueuses": "blocking"}
    | {
        f"{attacking} {join} {blocking}": f"attacking {value} blocking"
        for attacking, blocking in (
            ("attaquante", "bloqueuse"),
            ("attaquantes", "bloqueuses"),
            ("attaquant", "bloqueur"),
            ("attaquants", "bloqueurs"),
        )
        for join, value in (("ou", "or"), ("et/ou", "and/or"))
    },
    "CONTROLLER": {
        "que vous contrôlez": "you",
        "que vous ne contrôlez pas": "not_you",
        "qu'un adversaire contrôle": "opponent",
        "que vos adversaires contrôlent": "opponent",
        "que le joueur ciblé contrôle": "target_player",
        "que l'adversaire ciblé contrôle": "target_opponent",
        "que ce joueur contrôle": "that_player",
        "que le joueur défenseur contrôle": "defending_player",
        "que vous possédez": "owner_you",
        "que vous lancez": "cast_by_you",
        "que vos adversaires lancent": "cast_by_opponent",
        "qu'un adversaire lance": "cast_by_opponent",
        "contrôlez": "you",
        "vous contrôlez": "you",
        # "Si un adversaire contrôle au moins sept terrains": who controls, one word as "an opponent controls"
        "un adversaire contrôle": "opponent",
        "le joueur ciblé contrôle": "target_player",
        "l'adversaire ciblé contrôle": "target_opponent",
        "ce joueur contrôle": "that_player",
        "le joueur défenseur contrôle": "defending_player",
        "son contrôleur contrôle": "its_controller",
        # "à moins que vous ne contrôliez …": the "ne" of "à moins que" is part of the verb
        "vous ne contrôliez": "you",
        "le joueur défenseur ne contrôle": "defending_player",
        "son contrôleur ne contrôle": "its_controller",
        "qu'il contrôle": "they",
        "qu'ils contrôlent": "they",
        "contrôle": "they",
        "contrôlent": "they",
    },
    "ZONE": {
        "le champ de bataille": str(Zone.BATTLEFIELD),
        "jeu": str(Zone.BATTLEFIELD),
        "la partie": str(Zone.EXILE),
        # "Retirez la créature ciblée de la partie": where it goes, after the object
        "de la partie": str(Zone.EXILE),
        "l'exil": str(Zone.EXILE),
        "votre cimetière": _GRAVEYARD,
        "un cimetière": _GRAVEYARD,
        "son cimetière": _GRAVEYARD,
        "le cimetière de son propriétaire": _GRAVEYARD,
        "les cimetières de leurs propriétaires": _GRAVEYARD,
        "le cimetière de ce joueur": _GRAVEYARD,
        "le cimetière du joueur ciblé": _GRAVEYARD,
        "tous les cimetières": _GRAVEYARD,
        "n'importe quel cimetière": _GRAVEYARD,
        "votre main": _HAND,
        "sa main": _HAND,
        "la main de son propriétaire": _HAND,
        "les mains de leurs propriétaires": _HAND,
        "la main de leur propriétaire": _HAND,
        "la main de l'adversaire ciblé": _HAND,
        "la main d'un adversaire ciblé": _HAND,
        "la main d'un adversaire": _HAND,
        "le cimetière d'un adversaire": _GRAVEYARD,
        "la bibliothèque d'un adversaire": _LIBRARY,
        "la main de leurs propriétaires": _HAND,
        "le cimetière de leur propriétaire": _GRAVEYARD,
        "la main de ce joueur": _HAND,
        "la main du joueur ciblé": _HAND,
        "votre bibliothèque": _LIBRARY,
        "sa bibliothèque": _LIBRARY,
        "la bibliothèque de son propriétaire": _LIBRARY,
        "la bibliothèque de ce joueur": _LIBRARY,
        "la bibliothèque du joueur ciblé": _LIBRARY,
        "le dessus de votre bibliothèque": _LIBRARY,
        "le dessus de sa bibliothèque": _LIBRARY,
        "le dessus de la bibliothèque de son propriétaire": _LIBRARY,
        "le dessous de votre bibliothèque": _LIBRARY,
        "le dessous de sa bibliothèque": _LIBRARY,
        "le dessous de la bibliothèque de son propriétaire": _LIBRARY,
        "au-dessus de la bibliothèque de son propriétaire": _LIBRARY,
        "au-dessus de votre bibliothèque": _LIBRARY,
        "au-dessous de votre bibliothèque": _LIBRARY,
        "au-dessus de sa bibliothèque": _LIBRARY,
        "au-dessous de sa bibliothèque": _LIBRARY,
        "au-dessous de la bibliothèque de son propriétaire": _LIBRARY,
        # "mélangez votre bibliothèque et mettez ~ au-dessus d'elle"
        "au-dessus d'elle": _LIBRARY,
        "au-dessus de celle-ci": _LIBRARY,
    },
    "DURATION": {
        "jusqu'à la fin du tour": "end_of_turn",
        "ce tour-ci": "this_turn",
        "jusqu'à votre prochain tour": "your_next_turn",
        "jusqu'à ce que ~ quitte le champ de bataille": "leaves_battlefield",
        "jusqu'à ce que ~ quitte le jeu": "leaves_battlefield",
        "tant que vous contrôlez ~": "you_control",
    },
    "DAMAGE": {
        "un nombre de blessures": "damage",
        "blessure": "damage",
        "blessures": "damage",
        "des blessures": "damage",
        "blessures de combat": "combat_damage",
        "des blessures de combat": "combat_damage",
    },
    "LIFE": {
        "point de vie": "life",
        "points de vie": "life",
        "de points de vie": "life",
        "un nombre de points de vie": "life",
    },
    # "le contrôle d'une créature ciblée": "de" elided into the article it is read with
    "CONTROL_OF": {f"le contrôle {of}": "control" for of in ("de", "du", "des", "d'un", "d'une")},
    "MANA": {
        "un mana de la couleur de votre choix": "any_color",
        "un mana de n'importe quelle couleur": "any_color",
        "un mana de n'importe quel type": "any_type",
        "un mana de la couleur choisie": "chosen_color",
        "deux manas de la couleur de votre choix": "any_color",
        "trois manas d'une même couleur au choix": "any_color",
        "un mana incolore": "colorless",
    },
    "TIMING": {
        f"{lead} {when}": value
        for lead in ("ne jouez cette capacité", "n'activez cette capacité", "n'activez")
        for when, value in {
            "que lorsque vous pourriez jouer un rituel": "sorcery",
            "que lorsque vous pourriez lancer un rituel": "sorcery",
            "qu'une seule fois par tour": "once_each_turn",
            "qu'une seule fois": "once",
            "que pendant votre entretien": "your_upkeep",
            "que pendant votre phase d'entretien": "your_upkeep",
            "que quand vous pourriez jouer un rituel": "sorcery",
            "que quand vous pourriez lancer un rituel": "sorcery",
            "que pendant votre tour": "your_turn",
            "qu'en tant que rituel": "sorcery",
        }.items()
    }
    | {
        "n'importe quel joueur peut activer cette capacité": "any_player",
        "n'importe quel joueur peut jouer cette capacité": "any_player",
        "cette capacité ne se déclenche qu'une fois par tour": "once_each_turn",
        "cette capacité ne se déclenche qu'une seule fois par tour": "once_each_turn",
    },
    "PHASE": phases(),
    "IF_YOU_DO": {
        "si vous faites ainsi": "you_do",
        "si vous le faites": "you_do",
        "si vous ne le faites pas": "you_dont",
        "si vous ne pouvez pas": "you_cant",
        "si vous ne le pouvez pas": "you_cant",
    },
    "KEYWORD": {"toutes les capacités": "all_abilities"},
    "FOR_EACH": {"pour chaque": "for_each"},
    "EQUAL_TO": {
        f"{word} {to}": "equal_to"
        for word in ("égal", "égale", "égaux", "égales")
        for to in ("à", "au", "à la", "à l'")
    },
    "WITH": {"avec": "with", "qui a": "with", "qui ont": "with", "ayant": "with"},
    "FROM": {"de": "from", "du": "from", "d'entre": "among", "depuis": "from", "parmi": "among", "contre": "from"},
    "ONTO": {"en": "onto"},
    "INTO": {"dans": "into"},
    "TO": {"à": "to", "au": "to", "aux": "to"},
    "ON": {"sur": "on"},
    "UNDER_YOUR_CONTROL": {"sous votre contrôle": "you", "sous le contrôle de son propriétaire": "owner"},
    "AND": {"et": "and"},
    # "Quand ~ arrive en jeu ou quand la créature qu'il hante …": the trigger word repeated after "ou"
    "OR": {"ou": "or", "et/ou": "and_or", "ni": "or", "ou quand": "or", "ou lorsque": "or"},
    # "d'un cimetière" after an object: where it is (the preposition elided into the article)
    "ZONE_FROM": {"d'un cimetière": _GRAVEYARD, "d'une main": _HAND},
    "THEN": {"puis": "then", "ensuite": "then"},
    "BE": {"est": "is", "sont": "are", "être": "be", "soit": "be"},
    "TAPPED": {
        "engagé": "tapped",
        "engagée": "tapped",
        "engagés": "tapped",
        "engagées": "tapped",
        "face cachée": "face_down",
        "transformé": "transformed",
        "transformée": "transformed",
    },
    "TO_POOL": {"à votre réserve": "pool", "à votre réserve de mana": "pool", "à la réserve de son contrôleur": "pool"},
    "COUNTER_N": {"marqueur": "counter", "marqueurs": "counter"},
}


def _keywords() -> dict[str, str]:
    """A keyword granted as French says it: "le vol", "la célérité", "l'initiative"."""
    from mtglinks.lang.fr import LANGUAGE

    out: dict[str, str] = {}
    for name, canonical in LANGUAGE.keywords.items():
        article = "l'" if name[0] in "aeiouéèêh" else ""
        for lead in (article,) if article else ("le ", "la "):
            out[f"{lead}{name}"] = canonical
    return out


WORDS["KEYWORD"] |= _keywords()
WORDS["KEYWORD_COST_IS"] = keyword_costs()
# "toutes les cartes du cimetière du joueur ciblé": after "du" ("de le") a zone has no article of its own
WORDS["ZONE"] |= {
    zone.split(" ", 1)[1]: value
    for zone, value in WORDS["ZONE"].items()
    if zone.startswith(("le ", "la ")) and not zone.startswith(("le dessus", "le dessous"))
}
# The lexicon reads `WORDS | MORE_WORDS`: a table of the clause words is merged with both per terminal.
MORE_WORDS: dict[str, dict[str, str]] = dict(_PHRASES)
for _terminal, _table in CLAUSE_WORDS.items():
    MORE_WORDS[_terminal] = WORDS.pop(_terminal, {}) | _PHRASES.get(_terminal, {}) | _table
for _terminal, _table in [*RELATIVE_WORDS.items(), *AMOUNT_WORDS.items()]:
    MORE_WORDS[_terminal] = _table | WORDS.pop(_terminal, {}) | MORE_WORDS.get(_terminal, {})  # earlier ones win
# what a spell counts of its own casting (`effect_counts.py`): added to the tables in place, so no terminal moves
for _terminal, _table in [*COUNT_WORDS.items(), *FIXED_WORDS.items(), *LINK_WORDS.items()]:
    (WORDS if _terminal in WORDS else MORE_WORDS).setdefault(_terminal, {}).update(_table)


def _clitic_forms() -> None:
    """ "vous pouvez la révéler", "le joueur les sacrifie", "l'exiler": an object pronoun before its verb, read
    with the verb as "exilez-la" is. A phrase another table already holds ("la copie") keeps its reading."""
    taken = {phrase for tables in (WORDS, MORE_WORDS) for table in tables.values() for phrase in table}
    for terminal in ("V_OBJ", "PUT", "RETURN", "LOOK_AT", "COUNTER", "BLOCK", "ATTACK"):
        table = MORE_WORDS[terminal] if terminal in MORE_WORDS else WORDS[terminal]
        for form, verb in list(table.items()):
            if " " in form or "-" in form:
                continue
            elided = form[0] in "aeiouéèêh"
            for phrase in [f"l'{form}"] if elided else [f"la {form}", f"le {form}", f"les {form}"]:
                if phrase not in taken:
                    table[phrase] = verb
            if elided and f"les {form}" not in taken:
                table[f"les {form}"] = verb


_clitic_forms()
WORDS["SUBTYPE"] = subtype_words()
# "les créatures non-Humain", "toutes les créatures non-démon": every subtype negated, as card text writes it
WORDS["NONTYPE"] |= {
    f"non-{form}": value
    for form, value in subtype_words().items()
    if " " not in form and "'" not in form and f"non-{form}" not in WORDS["NONTYPE"]
}

# "un jeton de créature 1/1 verte et blanche Elfe et Guerrier": a second color or subtype joined by "et" is one
# more word of the same object (the token is both), not a second object
AFTER = _AFTER | {
    "COLOR": {"COLOR": {f"et {form}": value for form, value in COLORS.items()}},
    # "cartes d'éphémère et de rituel", "une carte d'artefact ou de créature": one object of either type, as the
    # English "instant and sorcery cards", "an artifact or creature card"
    "TYPE": _AFTER["TYPE"]
    | {
        "TYPE": {
            f"{join} {form}": value
            for form, value in elided(TYPES).items()
            if form.startswith(("de ", "d'"))
            for join in ("et", "et/ou", "ou")
        }
    },
    # "un sort d'esprit ou d'arcane", "une carte d'éphémère ou de rituel": a spell or card of either
    "SUBTYPE": {
        "SUBTYPE": {f"et {form}": value for form, value in subtype_words().items() if " " not in form}
        | {
            f"{join} {form}": value
            for form, value in subtype_words().items()
            if form.startswith(("de ", "d'"))
            for join in ("ou", "et/ou")
        }
    },
}


def _places() -> dict[str, str]:
    """ "mettez-le au-dessus de la bibliothèque de son propriétaire", "la met au-dessus ou au-dessous de sa
    bibliothèque": right after a verb of putting, a place with no preposition before it (`PLACE`, `effects-fr.lark`)."""
    places = {
        zone: value
        for zone, value in WORDS["ZONE"].items()
        if zone.startswith(("au-dessus de ", "au-dessous de ", "le dessus de ", "le dessous de "))
    }
    for zone, value in list(places.items()):
        if zone.startswith("au-dessus de "):  # "au-dessus ou au-dessous de sa bibliothèque": either end
            places["au-dessus ou au-dessous de " + zone.removeprefix("au-dessus de ")] = value
    return places


AFTER["PUT"] = {"PLACE": _places()}
AFTER.update(FIXED_AFTER)
extend(WORDS, MORE_WORDS, AFTER)  # the older wordings (effect_older.py)
extend_exceptions(WORDS, MORE_WORDS, AFTER)  # a copy's exceptions, objects left out (effect_exceptions.py)
extend_set_off(WORDS, MORE_WORDS, AFTER)  # phrases set off by commas, a copy's source (effect_set_off.py)
extend_printed_forms(WORDS, MORE_WORDS, AFTER)  # ability words with no dash, … (effect_printed_forms.py)
extend_printed_rest(WORDS, MORE_WORDS, AFTER)  # modes inside a sentence, … (effect_printed_rest.py)
extend_printed_lane(WORDS, MORE_WORDS, AFTER)  # more printed wordings (effect_printed_lane.py)
extend_choices(WORDS, MORE_WORDS, AFTER)  # choices and the values chosen (effect_choices.py)
extend_exile(WORDS, MORE_WORDS, AFTER)  # exiled face down, a target library (effect_exile_words.py)
extend_frexile(WORDS, MORE_WORDS, AFTER)  # older printed exile sentences (effect_frexile_words.py)
extend_note(WORDS, MORE_WORDS, AFTER)  # notes and the values noted, rule 607.2e (effect_words_note.py)
extend_frexiled4(WORDS, MORE_WORDS, AFTER)  # the card another ability exiled, imprinted (effect_frexiled4_words.py)


def subtypes() -> frozenset[str]:
    """The subtypes as French token names and type lines print them, capitalised."""
    return subtype_names()
