"""French words of the sentences that refer to the card another ability exiled (rule 607.2a/b) and that the tree did
not read (issue #23: `the_exiled_card` and `exiled_with_named_ref` read from the effect tree). Merged into the tables of
`effects.py` by `extend`; each entry says the card text it reads and the English wording it stands for. The names and
values compared with that card are in effect_clauses.py ("ayant le même nom que la carte exilée") and
effect_phrases.py ("le coût converti de mana de la carte exilée").
"""

from __future__ import annotations

from mtglinks.lang.fr.effect_older import merge_after, merge_words

# who has the imprint: the card named or a pronoun standing for it
_IMPRINTER = ("~", "il", "elle")
# the card imprinted, by its type ("d'une carte de créature", "d'une carte d'éphémère")
_IMPRINTED = {
    "une carte": "card",
    "une carte de créature": "creature",
    "une carte d'artefact": "artifact",
    "une carte d'éphémère": "instant",
    "une carte de rituel": "sorcery",
}


def _participle(stem: str) -> tuple[str, ...]:
    """A participle's four forms: "exilé", "exilée", "exilés", "exilées"."""
    return (stem, stem + "e", stem + "s", stem + "es")


_WORDS: dict[str, dict[str, str]] = {
    # a card imprinted is one the imprint ability of its object exiled (`past:imprint`, features/exile_marks.py, as
    # the English "an imprinted instant or sorcery card" reads): "Tant qu'une carte de créature dont il a l'empreinte a
    # le vol, …" (Répliquant masque-mort), "… de la carte dont il a l'empreinte" (Golem miroir); "dont ~ a l'empreinte"
    # keeps its reading `exiled_with_self` (effect_printed_rest.py: "… avec la carte dont le Bouclier funèbre a
    # l'empreinte")
    "QUALIFIER": {f"dont {who} a l'empreinte": "past:imprint" for who in _IMPRINTER}
    # the cards exiled with cards named as the object (607.2m, rule 607 printed in French: "exilée avec une carte
    # appelée [le nom de cet objet]"): the English "you exiled with cards named ~" (`exiled_with_named`). No card of
    # printed-fr or printed-fr-modern prints it yet; the words are the rule's and the removed pattern's
    | {
        f"{exiled} {by} {cards} {named} ~": "exiled_with_named"
        for exiled in (*_participle("exilé"), *(f"{r} de la partie" for r in _participle("retiré")))
        for by in ("avec", "par")
        for cards, named in (
            ("une carte", "appelée"),
            ("la carte", "appelée"),
            ("des cartes", "appelées"),
            ("les cartes", "appelées"),
        )
    },
    # the card another ability exiled named by its type: "X étant la force de la carte de créature exilée et Y, son
    # endurance" (Ingurgitateur phyrexian; the English "the exiled creature card"), as "la carte exilée" reads
    "REF": {
        "la carte de créature exilée": "exiled_with",
        "les cartes de créature exilées": "exiled_with",
        "la carte de créature retirée": "exiled_with",
    },
    # the object has a card imprinted (the English Oracle "As long as a card exiled with ~ is a creature card"): "Tant
    # que le Répliquant a l'empreinte d'une carte de créature, …" (Répliquant), the card exiled before, of that type
    "FIXED_COND": {
        f"{who} a l'empreinte d'{card}": f"exiled_with:is:{kind}"
        for who in _IMPRINTER
        for card, kind in _IMPRINTED.items()
    },
    # what an object has of another, three values at once (the English "has the power, toughness, and creature types
    # of …", as "la force et l'endurance" is `power_toughness`): "Tant que le Répliquant a l'empreinte d'une carte de
    # créature, il a la force, l'endurance et les types de créature de cette carte." (Répliquant)
    # (a comma ends a phrase of the lexicon: the first value and the others are two words, read together by
    # grammar/effects-fr/9-frexiled4.lark)
    "STAT_FIRST_FR": {"force": "power"},
    "STAT_REST_FR": {"l'endurance et les types de créature": "toughness_creature_types"},
}

# a power and a toughness set to the totals of other objects (the English "~'s power is equal to the total power of
# the exiled cards and its toughness is equal to their total toughness"): "La force de la Goule suturée est égale au
# total des forces des cartes exilées et son endurance au total de leurs endurances." (Goule suturée), the words after
# "est égale au" (STAT_IS) as the Spanish "la fuerza total de las cartas exiliadas" reads, and the second clause's verb
# left out ("et son endurance [est égale] au total de leurs endurances": "their total toughness")
_AFTER: dict[str, dict[str, dict[str, str]]] = {
    "STAT_IS": {
        "NUMBER_OF": {"total des forces des": "total_power", "total des endurances des": "total_toughness"},
        "POSS_PRONOUN": {"total de leurs": "they"},
    },
    "NUMBER_OF": {"REF": {"cartes exilées": "exiled_with", "cartes retirées de la partie": "exiled_with"}},
    "REF": {"STAT_IS": {"son endurance au": "toughness", "sa force au": "power"}},
    # (and after "et", the second number of "+X/+Y" named after the first's: Ingurgitateur phyrexian,
    # grammar/effects-fr/9-frexiled4.lark)
    "AND": {"STAT_IS": {"son endurance au": "toughness", "sa force au": "power"}, "Y_FR": {"y": "y"}},
    "POSS_PRONOUN": {"STAT": {"endurances": "total_toughness", "forces": "total_power"}},
}


def extend(
    words: dict[str, dict[str, str]], more: dict[str, dict[str, str]], after: dict[str, dict[str, dict[str, str]]]
) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    merge_words(words, more, _WORDS)
    merge_after(after, _AFTER)
