"""French words of the effect grammar (issue #23), merged into the tables of `effects.py` by
`extend`: each entry says the card text it reads and the English Oracle wording it stands for."""

from __future__ import annotations

# "Nommez une carte non-terrain.": the older "name a card", which the Oracle text now words "Choose a card name" (a
# terminal of its own, CHOOSE_NAME: after "choisissez", "une carte" is a card chosen, not a name)
_NAMED = {
    "une carte": "card_name",
    "une carte non-terrain": "card_name",
    "une carte autre qu'un terrain de base": "card_name",
    "une carte de terrain autre qu'un terrain de base": "card_name",
    "un nom de carte": "card_name",
}

_WORDS: dict[str, dict[str, str]] = {
    "CHOOSE_NAME": dict.fromkeys(("nommez", "nomme", "nomment"), "choose"),
    # "si au moins quatre manas ont été dépensés pour le lancer": the English "if at least four mana was spent to cast
    # it" (the singular "mana" is left to the phrases that hold it: "un mana de n'importe quelle couleur")
    "NOUN": {"manas": "mana"}
    # "Copiez une capacité activée ou déclenchée ciblée que vous contrôlez": the English "target activated or triggered
    # ability"; "Si vous contrôlez votre commandant": the English "your commander"
    | dict.fromkeys(
        ("capacité activée ou déclenchée", "capacités activées ou déclenchées"), "activated_or_triggered_ability"
    )
    | dict.fromkeys(("commandant", "commandants"), "commander")
    # "Doublez le total de points de vie du joueur ciblé": a player's life total, whose after it (`effects-fr.lark`)
    | dict.fromkeys(("total de points de vie", "totaux de points de vie"), "life_total"),
    # "Si vous avez payé le coût de kick de {1}{U}, …": which of the kicker costs was paid (the English "if it was
    # kicked with its {1}{U} kicker"), the cost after the phrase
    "PAID_COST_OF": {
        phrase: "kicker"
        for phrase in (
            "vous avez payé le coût de kick de",
            "le coût de kick de",
            "vous avez payé le coût de kicker de",
        )
    },
    # "Un autre permanent non-terrain ciblé passe hors phase", "~ passe en phase": the English "phases out", "phases in"
    "EVENT_VERB": {
        f"{passes} {where} phase": verb
        for passes in ("passe", "passent")
        for where, verb in (("hors", "phase_out"), ("en", "phase_in"))
    },
    # "Quand au moins un marqueur +1/+1 est mis sur ~", "Quand un marqueur « temps » est retiré de ~": the English
    # "is put on", "is removed from" of a counter event
    "PUT_ON": {
        f"{be} {put}{agree} sur": "put_on" for be, agree in (("est", ""), ("sont", "s")) for put in ("mis", "placé")
    },
    "REMOVED_FROM": {
        f"{be} retiré{agree} {of}": "removed_from"
        for be, agree in (("est", ""), ("sont", "s"))
        for of in ("de", "à", "du")
    },
    # "un jeton d'artefact incolore appelé Or", "des cartes appelées ~": every agreement of "named" (the feminine
    # singular, "appelée", "nommé(e)", is in effect_phrases.py)
    "NAMED": dict.fromkeys(("appelé", "appelés", "appelées", "nommés", "nommées"), "named"),
    # another card's name after "appelé(e)", as the card prints it (the lexer's `_card_name`): capitalised words and
    # these small words between them ("Urza de la Tour"); a French name's later words are in lower case, so only a name
    # of capitalised words is read whole ("un jeton d'artefact incolore appelé Or")
    "NAME_LINK": dict.fromkeys(("de", "du", "des", "la", "le"), "link"),
    # "Si ~ ont été kickées" (a card with a plural name), "Si le coût de folie de ~ a été payé": the kicker or another
    # alternative cost paid (the English "if it was kicked", "if ~'s madness cost was paid"; prowl and surge are in
    # effect_clauses.py)
    "PAID": {f"ont été {done}": "kicked" for done in ("kickés", "kickées")}
    | {
        f"{cost} a été payé": value
        for keyword, value in (("de folie", "madness"), ("d'écho", "echo"), ("de spectacle", "spectacle"))
        for cost in (f"son coût {keyword}", f"le coût {keyword} de ~")
    },
    # "Détruisez la créature ciblée qui a infligé des blessures ce tour-ci": the English "that dealt damage this turn"
    "QUALIFIER": dict.fromkeys(
        ("qui a infligé des blessures ce tour-ci", "qui ont infligé des blessures ce tour-ci"), "dealt_damage_this_turn"
    )
    # "Les créatures de ce type que vous contrôlez gagnent +1/+1": the older "of that type", the Oracle "of the chosen
    # type" (as "du type choisi", effect_clauses.py)
    | dict.fromkeys(("de ce type", "de ce type de créature"), "of:chosen")
    # "Contrecarrez le sort ciblé qui a ce nom", "Les sorts du nom choisi …": the English "with the chosen name"
    | dict.fromkeys(("du nom choisi", "de ce nom", "avec ce nom", "qui a ce nom", "qui ont ce nom"), "with:chosen_name")
    # "toutes les cartes de créature qui ont été mises dans votre cimetière depuis le champ de bataille ce tour-ci": the
    # English "that were put into your graveyard from the battlefield this turn" (died this turn)
    | {
        f"qui {have} été {put} dans {whose} cimetière depuis {where} ce tour-ci": "died_this_turn"
        for have in ("a", "ont")
        for put in ("mis", "mise", "mises")
        for whose in ("votre", "son", "leur", "un")
        for where in ("le champ de bataille", "le jeu")
    },
    # "si elle a le même nom qu'une carte de votre cimetière", "chaque créature ayant le même coût converti de mana que
    # la créature sacrifiée": the English "the same name as", "the same mana value as" (the "que" after it, `extend`)
    "SAME": {
        f"{the} {what}": value
        for the in ("le même", "la même")
        for what, value in (
            ("nom", "name"),
            ("coût converti de mana", "mana_value"),
            ("coût de mana converti", "mana_value"),
            ("valeur de mana", "mana_value"),
            ("force", "power"),
            ("contrôleur", "controller"),
        )
    },
    # "depuis la zone de commandement", "si ~ est dans la zone de commandement": the English "the command zone"
    # and "Cherchez dans votre librairie une carte …" (printed so, for "bibliothèque"): the English "your library"
    "ZONE": dict.fromkeys(("la zone de commandement", "zone de commandement"), "command")
    | {"votre librairie": "library"}
    # "pour chaque carte dans les mains de vos adversaires": the English "in your opponents' hands"
    | {
        f"{hands} de {whose}": "hand"
        for hands in ("la main", "les mains")
        for whose in (
            "vos adversaires",
            "chaque adversaire",
            "chaque joueur",
            "tous les joueurs",
            "tous vos adversaires",
        )
    },
    # "La créature enchantée ne peut pas être la cible de sorts ou de capacités.": the older printing of shroud's
    # meaning (rule 702.18a), which the Oracle text words "has shroud"; "… que vos adversaires contrôlent", of
    # hexproof's (rule 702.11b, "has hexproof")
    "KEYWORD_MEANING": {
        f"{cant} la cible de sorts ou de capacités{whose}": keyword
        for cant in ("ne peut pas être", "ne peuvent pas être", "ne peut être", "ne peuvent être")
        for whose, keyword in (("", "shroud"), (" que vos adversaires contrôlent", "hexproof"))
    },
    # "Déplacez un marqueur +1/+1 de la créature ciblée que vous contrôlez sur ~": the English "Move a +1/+1 counter
    # from … onto ~" (the place after "sur", `effects-fr.lark`)
    "MOVE": dict.fromkeys(("déplacez", "déplace", "déplacent", "déplacer"), "move"),
    # "Choisissez un nombre quelconque de créatures ciblées": the English "any number of"
    "ANY_NUMBER": {"un nombre quelconque de": "any_number"},
    # "~ a tous les types de créature", "… acquièrent tous les types de créature": the English "all creature types"
    "EVERY_TYPE": {"tous les types de créature": "creature_type"},
    # "vous pouvez faire que ~ devienne une créature-artefact 3/3": the subjunctive after "faire que" (the English
    # "have ~ become")
    "BECOME": dict.fromkeys(("devienne", "deviennent"), "become"),
    # "Vous pouvez ensuite piocher une carte.": "ensuite" inside the verb phrase (the English "Then you may draw a
    # card.")
    "MAY": {f"{may} ensuite": "may" for may in ("pouvez", "peut", "peuvent")},
    # the imperfect, as the English "you controlled": "chaque créature que vous contrôliez au moment où …", "Si vous
    # contrôliez ~, …", "le nombre de créatures qu'il contrôlait"
    "CONTROLLER": {
        "que vous contrôliez": "you",
        "vous contrôliez": "you",
        "qu'il contrôlait": "they",
        "qu'elle contrôlait": "they",
        "qu'un adversaire contrôlait": "opponent",
        "que votre adversaire contrôlait": "opponent",
    },
}


def merge_words(
    words: dict[str, dict[str, str]], more: dict[str, dict[str, str]], added: dict[str, dict[str, str]]
) -> None:
    """Adds the phrases of `added` to the lexicon's tables in place, each terminal into the table that holds it (a
    phrase already held keeps its reading)."""
    for terminal, table in added.items():
        target = words if terminal in words or terminal not in more else more
        held = target.setdefault(terminal, {})
        for phrase, value in table.items():
            held.setdefault(phrase, value)


def merge_after(after: dict[str, dict[str, dict[str, str]]], added: dict[str, dict[str, dict[str, str]]]) -> None:
    """Adds the phrases read after a category (`AFTER`: previous category -> terminal -> phrases) in place (a phrase
    already held keeps its reading)."""
    for before, tables in added.items():
        for terminal, phrases in tables.items():
            held = after.setdefault(before, {}).setdefault(terminal, {})
            for phrase, value in phrases.items():
                held.setdefault(phrase, value)


def extend(
    words: dict[str, dict[str, str]], more: dict[str, dict[str, str]], after: dict[str, dict[str, dict[str, str]]]
) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    merge_words(words, more, _WORDS)
    after.setdefault("CHOOSE_NAME", {}).setdefault("CHOICE", {}).update(_NAMED)
    # "Choisissez un nombre quelconque de créatures ciblées": read before "un", a mode after "choisissez"
    after.setdefault("CHOOSE", {}).setdefault("ANY_NUMBER", {})["un nombre quelconque de"] = "any_number"
    # "vous lancez un sort bleu ou qu'une île arrive sur le champ de bataille": a second event after "ou", "que"
    # elided into its subject's article, as after "et" (the English "you cast a blue spell or an Island enters")
    elided_subject = {
        "REF": dict.fromkeys(("qu'il", "qu'elle", "qu'ils", "qu'elles"), "anaphora"),
        "PLAYER": {"qu'un adversaire": "an_opponent", "qu'un joueur": "a_player"},
    }
    for terminal, table in elided_subject.items():
        after.setdefault("OR", {}).setdefault(terminal, {}).update(table)
    # "vous lancez un sort bleu ou qu'une île arrive sur le champ de bataille": after the first event's object, "ou" and
    # the second event's subject, "que" elided into its article (the English "you cast a blue spell or an Island
    # enters"); one token, so that the object does not read the second subject as a second object ("~ ou qu'un autre
    # allié arrive", one subject of two objects, keeps its reading)
    # after "le même nom", "que" is "as" and "qu'une" the elided "as a" (AS_A, `effects-fr.lark`)
    after.setdefault("SAME", {}).update({"AS": {"que": "as"}, "AS_A": {"qu'un": "a", "qu'une": "a"}})
    # "détruisez l'équipement ciblé", "si l'équipement enchanté est attaché à une créature": after a verb or "si", the
    # artifact subtype, not the keyword equip its name also is
    for before in ("V_OBJ", "IF", "AS_LONG_AS", "PUT", "RETURN"):
        after.setdefault(before, {}).setdefault("SUBTYPE", {}).setdefault("l'équipement", "Équipement")
    # "La créature ciblée devient de la couleur ou des couleurs de votre choix": after "devient", "de la" is the article
    # of what it becomes (the English "becomes the color or colors of your choice")
    after.setdefault("BECOME", {}).setdefault("ART", {}).setdefault("de la", "the")
    # "Ajoutez {B} or {R} à votre réserve." (printed so, for "ou"): right after a mana symbol, the English "or"
    after.setdefault("SYMBOLS", {}).setdefault("OR", {})["or"] = "or"
    for ending in ("NOUN", "COLOR", "TYPE", "SUBTYPE"):
        after.setdefault(ending, {}).setdefault("OR_THAT", {}).update({"ou qu'un": "a", "ou qu'une": "a"})
