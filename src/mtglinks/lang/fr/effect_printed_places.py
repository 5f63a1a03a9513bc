"""More printed French wordings, each read as its card's English Oracle text reads: the older evasion sentences
whose Oracle text is now a keyword ("ne peut pas être bloquée excepté par deux créatures ou plus", the English "has
menace"; "… excepté par des créatures-artefacts et/ou des créatures noires", "has fear"); a place in a library counted
from its top ("dans la bibliothèque de son propriétaire en deuxième position à partir du dessus", the English "into its
owner's library second from the top", read as that library as the English is), "à la fois rouge et blanc" (the
English "both red and white") and the cards revealed before ("les cartes révélées", the English "the revealed
cards")."""

from __future__ import annotations

from mtglinks.kinds import Verb
from mtglinks.lang.fr.effect_older import merge_words

_PLACES = ("deuxième", "second", "seconde", "troisième", "quatrième", "cinquième")

_WOULD = ("devrait", "devraient", "devait", "devaient")
_DEALT = ("infligée", "infligées")
_HOW = ("comme vous le désirez", "de la manière que vous choisissez", "de la façon de votre choix")

_WORDS: dict[str, dict[str, str]] = {
    # "La prochaine 1 blessure qui devait être infligée ce tour-ci à une créature ciblée est infligée à …" (the English
    # "The next 1 damage that would be dealt to target creature this turn is dealt to … instead"), "Prévenez les
    # prochaines 5 blessures qui devraient être infligées ce tour-ci à …": the turn before whom
    "DEALT_THIS_TURN_TO": {
        f"qui {would} être {dealt} ce tour-ci à": "this_turn" for would in _WOULD for dealt in _DEALT
    },
    # "… qui devait être infligée à la créature ciblée ce tour-ci": the older "devait" as "devrait"
    "WOULD_BE_DEALT": {f"qui {would} être {dealt} à": "dealt" for would in _WOULD[2:] for dealt in _DEALT}
    | {f"qui {would} vous être {dealt}": "dealt" for would in _WOULD[2:] for dealt in _DEALT},
    # "…, réparties de la manière que vous choisissez." (the English "…, divided as you choose"): at the end, its comma
    # dropped by the lexer (an LALR(1) grammar cannot tell it from a list's)
    "DIVIDED_SET_OFF": {f"{divided} {how}": "as_you_choose" for divided in ("réparties", "répartis") for how in _HOW},
    # "Chaque créature ne peut pas être bloquée ce tour-ci excepté par deux créatures ou plus." (the English "Each
    # creature gains menace until end of turn", rule 702.110), "La créature enchantée gagne -1/-1 et ne peut pas être
    # bloquée excepté par des créatures-artefacts ou des créatures noires." (the English "… and has fear", 702.36):
    # the keyword the Oracle text gives (`effects-fr/1-more.lark`)
    "EVASION_FR": {"excepté par deux créatures ou plus": "menace"}
    | {f"excepté par des créatures-artefacts {join} des créatures noires": "fear" for join in ("ou", "et/ou")},
    # "Père divin": "… Bête à la fois rouge, verte et blanche"; "un sort qui est à la fois rouge et blanc"
    "ALL": {"à la fois": "both"},
    # "pour chaque carte appelée ~ dans chaque cimetière" (the English "for each card named ~ in each graveyard"), as
    # "dans tous les cimetières"
    "ZONE": {"chaque cimetière": "graveyard"},
    # "Ciblez jusqu'à deux créatures. Mettez un marqueur +1/+1 sur chacune d'elles." (the English "Put a +1/+1 counter
    # on each of up to two target creatures."): the targets chosen, then what is done to them
    "TARGET_VERB_FR": {"ciblez": "targets"},
    # "Un adversaire sépare ces cartes en deux tas (faces visibles). Mettez un de ces tas dans votre main et l'autre
    # dans votre cimetière." (the English "An opponent separates those cards into two piles. Put one pile into your
    # hand and the other into your graveyard.", rule 700.3), as the English `act_separate` reads
    "V_OBJ": dict.fromkeys(("sépare", "séparez", "séparent", "séparer"), str(Verb.SEPARATE)),
    "PILES": {
        "en deux tas": "two",
        "en deux tas faces visibles": "two",
        "en deux tas face visible": "two",
        "en deux tas faces cachées": "two_face_down",
        "en deux tas face cachée": "two_face_down",
    },
    "REF": dict.fromkeys((f"{one} tas" for one in ("un", "ce", "l'un de ces", "un de ces", "un des")), "anaphora")
    # "mettez le reste des cartes révélées au-dessous de votre bibliothèque" (the English "the rest"), as "le reste"
    | {
        f"le reste des cartes révélées{how}": "anaphora"
        for how in ("", " ainsi", " de cette manière", " de cette façon")
    },
    # "Ce joueur met toutes les cartes révélées dans son cimetière." (the English "all revealed cards"): revealed, after
    # the noun, as "révélées de cette manière" is
    "QUALIFIER": dict.fromkeys(("révélées", "révélés"), "revealed")
    # "Mettez les cartes ainsi révélées au-dessous de votre bibliothèque" (the English "the cards revealed this way")
    | dict.fromkeys(("ainsi révélées", "ainsi révélés", "ainsi révélée", "ainsi révélé"), "revealed_this_way"),
    # "Cette phase est suivie d'une phase de combat supplémentaire(, puis d'une phase principale supplémentaire)." (the
    # English "After this phase, there is an additional combat phase (followed by an additional main phase)")
    "EXTRA_PHASE": {
        f"cette {phase} est suivie d'une phase de combat supplémentaire": "combat"
        for phase in ("phase", "phase principale")
    },
    # "…, puis d'une phase principale supplémentaire" after it (`effects-fr/1-more.lark`)
    "MAIN_AFTER_FR": {"puis d'une phase principale supplémentaire": "combat_then_main"},
    # "…, la révéler et l'ajouter à votre main" (the English "reveal it, and put it into your hand"): a card added to a
    # hand is put there, as "la mettre dans votre main" reads
    "PUT": dict.fromkeys(("l'ajouter", "les ajouter"), "put"),
    # "ajoutez à votre réserve un mana de n'importe quel type que ce terrain produisait" (the English "add one mana of
    # any type that land produced"; the modern "… que ce terrain a produit" is left out: its one card, Barbflare
    # Gremlin, would be typed with "si ~ est engagé" a state where the English grammar reads "if this creature is
    # tapped" as a tap, and lower printed-fr-modern verb agreement)
    "MANA": {
        f"un mana de n'importe quel type {that}": "any_type:that_land_produced"
        for land in ("ce terrain", "~")  # "ce terrain" read as the card's own name where it is a land
        for that in (f"que {land} produisait", f"produit par {land}")
    },
}


def extend(
    words: dict[str, dict[str, str]], more: dict[str, dict[str, str]], after: dict[str, dict[str, dict[str, str]]]
) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    merge_words(words, more, _WORDS)
    # "Si c'est une carte d'artefact, de créature ou de terrain, …" (the English "If it's an artifact, creature, or
    # land card"): a type after a comma and "de" is the list of the card's types, the comma dropped by the lexer
    # (TYPE_SET_OFF; an LALR(1) grammar cannot tell it from a list of objects' comma)
    listed = after.setdefault("_COMMA", {}).setdefault("TYPE_SET_OFF", {})
    for phrase, value in words.get("TYPE", {}).items():
        if phrase.startswith(("de ", "d'")):
            listed.setdefault(phrase, value)
    after["TYPE_SET_OFF"] = after.setdefault("TYPE", {})  # and after it what is read after a type ("ou de terrain")
    # "Ce joueur peut copier ~ et peut choisir une nouvelle cible pour cette copie." (the English "may choose a new
    # target for that copy"): the choice of targets, after "choisir"
    choices = after.setdefault("CHOOSE", {}).setdefault("CHOICE", {})
    for new in ("une nouvelle cible", "de nouvelles cibles"):
        for copy in ("cette copie", "la copie"):
            choices.setdefault(f"{new} pour {copy}", "targets")
    for table in (words, more):
        zones = table.get("ZONE", {})
        libraries = [phrase for phrase, value in zones.items() if value == "library" and "position" not in phrase]
        for library in libraries:
            for nth in _PLACES:
                zones.setdefault(f"{library} en {nth} position à partir du dessus", "library")
