"""French words of the choices a card makes (607.2d/f/m) and of the references to the value chosen, that the other
tables lack (issue #23: `choose` and `chosen_ref` read from the effect tree), merged into the tables of `effects.py` by
`extend`; each entry says the card text it reads and the English Oracle wording it stands for.

A choice between two named words ("chaque joueur choisit entre la guerre et la paix") is read as English reads "choose
war or peace" (the value `<one>_or_<other>` the options are read from, `features/choice_queries.py`); the parity and
direction choices as the English "odd or even", "left or right"; a second choice made with the first ("choisissez une
couleur et un type de créature"). A reference to the value chosen is a `REF` "chosen" or a mark holding "chosen", its
category the noun before the participle (`CHOSEN_NOUNS` in `patterns.py`).
"""

from __future__ import annotations

from mtglinks.kinds import Verb
from mtglinks.lang.fr.effect_older import merge_words
from mtglinks.lang.fr.effect_phrases import CHOICES

# the two words the cards name, as "choisit entre <l'un> et <l'autre>" prints them (lower case)
_SIDES = (("guerre", "paix"),)

_WORDS: dict[str, dict[str, str]] = {
    # "Chaque joueur peut uniquement attaquer l'adversaire assis le plus près de lui …" (the English "may attack only")
    "CAN_ONLY_FR": {"peut uniquement": "can", "peuvent uniquement": "can"},
    # "Révélez Regicide au moment où vous le draftez." (the English "Reveal Regicide as you draft it"): the verb of the
    # draft-matters cards, its pronoun before it
    "V_OBJ": {f"{it}draftez": str(Verb.DRAFT) for it in ("", "le ", "la ")},
    # "Le joueur à votre droite choisit une couleur, …, puis le joueur à votre gauche choisit une troisième couleur."
    # (the English "The player to your right chooses a color, …, then the player to your left chooses a third color"):
    # the players seated next to you (rule 101.4)
    "PLAYER": {
        f"{who} à votre {side}": f"{value}_to_your_{side_value}"
        for who, value in (("le joueur", "player"), ("l'adversaire", "opponent"))
        for side, side_value in (("gauche", "left"), ("droite", "right"))
    },
    # "Les créatures contrôlées par les joueurs qui ont choisi la guerre gagnent +3/+0." (the English "Creatures
    # controlled by players who chose war get +3/+0"): the players by the word each chose (607.2f), with "contrôlées"
    "CONTROLLER": {
        f"contrôlé{end} par les joueurs qui ont choisi la {side}": f"chosen:{side}"
        for end in ("", "e", "s", "es")
        for pair in _SIDES
        for side in pair
    }
    | {f"contrôlé{end} par l'un des joueurs choisis": "chosen_player:one_of" for end in ("", "e", "s", "es")},
    # "Au début de l'entretien du joueur choisi, …" (the English "At the beginning of the chosen player's upkeep")
    # "Au début de l'entretien de l'adversaire choisi, …" (the English "the chosen opponent's upkeep")
    "PHASE": {
        "l'entretien du joueur choisi": "chosen_player:upkeep",
        "l'entretien de l'adversaire choisi": "chosen_player:upkeep",
    },
    # "choisissez secrètement un adversaire" (the English "secretly choose an opponent")
    "SECRETLY": {"secrètement": "secretly"},
    # "La créature enchantée a la traversée des terrains du type choisi." (the English "Enchanted creature has landwalk
    # of the chosen type.", a landwalk of the land type chosen, rule 702.14)
    "KEYWORD": {"la traversée des terrains du type choisi": "landwalk:of:chosen_type"},
    # "Toutes les occurrences de couleur sur les sorts et les permanents deviennent la couleur choisie." (the English
    # "All instances of color words in the text of spells and permanents are changed to the chosen color word", rule
    # 612)
    "NOUN": {"occurrences de couleur sur les sorts et les permanents": "color_word_instance"},
    # "À chaque fois qu'une source de la couleur choisie vous blesse" (the English "Whenever a source of the chosen
    # color deals damage to you"): the older "blesser", its player a pronoun before it (effect_printed_rest.py)
    "DEAL": {"blesse": "deal_damage", "blessent": "deal_damage", "infligera": "deal_damage"},
    # "Chaque sort que vous lancez coûte {1} de moins à lancer pour chacune des couleurs choisies qu'il a.", "vous
    # gagnez 1 point de vie pour chacune des couleurs choisies qu'il a." (the English "for each of the chosen colors it
    # is")
    "FOR_EACH": {"pour chacune des": "for_each", "pour chacun des": "for_each"},
    # "Si une source contrôlée par l'un des joueurs choisis devait infliger des blessures à l'autre joueur choisi ou à
    # un permanent que ce joueur contrôle, cette source inflige le double de ces blessures …" (the English "a source
    # controlled by one of the chosen players … to the other chosen player …, that source deals double that damage"):
    # the chosen players, and the source named before ("cette source", as "cette créature" reads)
    "REF": {"couleurs choisies qu'il a": "chosen", "l'autre joueur choisi": "chosen", "cette source": "anaphora"},
    "QUALIFIER": {
        # "Chaque créature ayant un coût converti de mana égal à la valeur choisie a la célérité." (the English "Each
        # creature with converted mana cost of the chosen value has haste.", 607.2f: odd or even)
        "ayant un coût converti de mana égal à la valeur choisie": "with:mana_value:chosen",
        "n'ayant pas un coût converti de mana égal à la valeur choisie": "without:mana_value:chosen",
        # "l'adversaire assis le plus près de lui dans la dernière direction choisie" (the English "the nearest
        # opponent in the last chosen direction", 607.2f)
        "assis le plus près de lui": "nearest",
        "dans la dernière direction choisie": "in:chosen_direction:last",
        "dans la direction choisie": "in:chosen_direction",
        # "un permanent de l'illustrateur choisi" (the English "a permanent by the chosen artist")
        "de l'illustrateur choisi": "by:chosen_artist",
        # "la créature ciblée qui a une ou plusieurs des couleurs choisies" (the English "target creature that's one or
        # more of the chosen colors")
        "qui a une ou plusieurs des couleurs choisies": "of:chosen_color",
        "qui ont une ou plusieurs des couleurs choisies": "of:chosen_color",
        # "un jeton de créature X/X de la couleur et du type choisi" (the English "of the chosen color and type")
        "de la couleur et du type choisi": "of:chosen",
        "de la couleur et du type choisis": "of:chosen",
        "du type et de la couleur choisi": "of:chosen",
        "du type et de la couleur choisis": "of:chosen",
    },
}

_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # "… choisit une troisième couleur" (the English "chooses a third color"): the ordinal after the article, as
    # "le premier sort" reads (effect_printed_more.py)
    "DET_A": {"STATUS": {"deuxième": "second", "troisième": "third"}},
    "CHOOSE": {
        "CHOICE": {f"entre la {a} et la {b}": f"{a}_or_{b}" for a, b in _SIDES}
        | {
            "pair ou impair": "parity",  # "choisissez pair ou impair" (the English "choose odd or even")
            "gauche ou droite": "direction",  # "choisissez gauche ou droite" ("choose left or right")
            "un type de terrain": "land_type",  # "choisissez un type de terrain" ("choose a land type")
            "un illustrateur": "artist",  # "choisissez un illustrateur" ("choose an artist", a value of no category)
        }
    },
    # "Nommez une carte autre qu'une carte de créature ou de terrain." (the English "Name a card other than a creature
    # or land card"), as "Nommez une carte autre qu'un terrain de base" reads (effect_older.py)
    "CHOOSE_NAME": {"CHOICE": {"une carte autre qu'une carte de créature ou de terrain": "card_name"}},
    # "Si un éphémère ou un rituel de la couleur choisie devait vous infliger des blessures, il infligera ces blessures
    # à son contrôleur à la place." (the English "it deals that damage to its controller instead"): the damage named
    # before
    "DEAL": {"THAT_MANY": {"ces": "that_damage"}},
    # "une source de la couleur choisie vous blesse": the player dealt damage, a pronoun after the object's qualifier
    # (as after its type, effect_phrases.py); "toutes les cartes de créature du type choisi et révélées de cette
    # manière" (the English "all creature cards of the chosen type revealed this way"): two qualifiers joined by "et"
    "QUALIFIER": {
        "PLAYER_CLITIC": {"vous": "you"},
        "QUALIFIER": {f"et révélée{end} de cette manière": "revealed_this_way" for end in ("", "s")}
        # "… qui a une ou plusieurs des couleurs choisies au moment où vous avez drafté des cartes nommées ~." (the
        # English "… that's one or more colors chosen as you drafted cards named ~"): when the colors were chosen, as
        # the draft-matters cards say it (rule 607.2d)
        | {"au moment où vous avez drafté des cartes nommées ~": "as_drafted:named_self"},
    },
    # "Les cartes de créature que vous possédez et qui ne sont pas en jeu, … sont du type choisi." (the English
    # "Creature cards you own that aren't on the battlefield"): a second relative clause joined to the owner by "et"
    "CONTROLLER": {
        "QUALIFIER": {
            f"et qui {be} {where}": "is:not:battlefield"
            for be in ("n'est pas", "ne sont pas")
            for where in ("en jeu", "sur le champ de bataille")
        }
    },
    # "À chaque fois qu'une capacité d'un terrain ajoute au moins un mana de la couleur choisie à votre réserve" (the
    # English "Whenever a land's ability adds one or more mana of the chosen color"): what the ability is of, as the
    # Spanish "de las fuentes" reads ("of:land"); mana of the chosen color added, at least one (so any)
    "NOUN": {"QUALIFIER": {"d'un terrain": "of:land"}},
    "ADD": {"MANA_OF": {"au moins un mana de la couleur choisie": "chosen_color"}},
    # "Acquérez le contrôle de la créature ciblée qui n'est pas du type choisi, et conservez le tant que ~ est engagé."
    # (the English "for as long as ~ remains tapped"): the control kept as long as the state holds
    "_COMMA": {"AS_LONG_AS": {"et conservez le tant que": "as_long_as", "et conservez-le tant que": "as_long_as"}},
    # "~ est de la couleur choisie.", "Le terrain enchanté est du type choisi." (the English "~ is the chosen color",
    # "Enchanted land is the chosen type"): the value itself after "être"
    "BE": {
        "REF": {
            "de la couleur choisie": "chosen",
            "du type choisi": "chosen",
            "du type de créature choisi": "chosen",
        }
    },
    # "dans la main du joueur choisi", "Vous avez la protection contre le nom choisi." (the English "the chosen player's
    # hand", "protection from the chosen name"): the chosen player after "du", the name after "contre"
    "FROM": {"REF": {"joueur choisi": "chosen", "adversaire choisi": "chosen", "le nom choisi": "chosen"}},
    # "Vous choisissez le nom d'une carte non-terrain révélée de cette manière." (the English "You choose the name of a
    # nonland card revealed this way"): after the article, a card's name (201.2), as "un nom de carte" reads
    "ART": {"NOUN": {"nom d'une carte": "card_name"}},
    # "choisissez secrètement un adversaire": the choice after the adverb, as after the verb
    "SECRETLY": {"CHOICE": {phrase: kind for phrase, kind in CHOICES.items() if kind not in ("mode", "targets")}},
    # "choisissez une couleur et un type de créature": "et" opens the second choice, read as one word with it (the
    # kinds of value only, not the modes "un", "deux")
    "CHOICE": {
        "CHOICE": {
            f"et {phrase}": kind
            for phrase, kind in CHOICES.items()
            if phrase.startswith(("un ", "une ")) and kind != "mode"
        }
    },
}


def extend(
    words: dict[str, dict[str, str]], more: dict[str, dict[str, str]], after: dict[str, dict[str, dict[str, str]]]
) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    merge_words(words, more, _WORDS)
    for terminal, tables in _AFTER.items():
        for following, table in tables.items():
            held = after.setdefault(terminal, {}).setdefault(following, {})
            for phrase, value in table.items():
                held.setdefault(phrase, value)
