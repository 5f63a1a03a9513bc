"""French phrases of the effect grammar's terminals that sentences referring to a linked ability's half need (rule
607), as `lang/en/effect_words_links.py` holds the English ones: added to the tables in place by `effects.py`.
"""

from __future__ import annotations

LINK_WORDS: dict[str, dict[str, str]] = {
    # whether the gift was promised (rule 702.174: gift's cost; the condition refers to it, 607.2i), the English "If
    # the gift was promised" / "If the gift wasn't promised": "Si le cadeau a été promis, à la place détruisez …",
    # "Si le cadeau n'a pas été promis, renvoyez cette créature …"
    # and whether evidence was collected (701.59, offered as an optional additional cost), the English "if evidence
    # was collected": "Piochez une carte. Si des preuves ont été réunies, piochez deux cartes à la place."
    "PAID": {
        "le cadeau a été promis": "gift",
        "le cadeau n'a pas été promis": "not_gift",
        "des preuves ont été réunies": "collected_evidence",
    },
    # targets counted, their types set off by a comma (grammar/effects-fr.lark, links block): "à la place
    # détruisez deux cibles, artefacts et/ou enchantements"
    "TARGETS": {"cibles": "targets"},
    # the card a static ability reveals as it is drawn, the English "the first card you draw on each of your turns",
    # whose triggers refer to it as "revealed this way" (607.2h): "Révélez la première carte que vous piochez à chacun
    # de vos tours."
    "OBJ_PHRASE": {"la première carte que vous piochez à chacun de vos tours": "card:first_drawn_your_turn"},
    # tokens one ability created, the English "tokens created with ~" (607.2c): "Exilez ensuite tous les autres jetons
    # créés par les Artisans færies."
    # and the permanent one ability put there, the English "put onto the battlefield with ~": "Quand la créature mise
    # sur le champ de bataille par la Servitude diabolique meurt, …"
    "QUALIFIER": {f"{created} {by} ~": "created_with_self" for created in ("créé", "créés") for by in ("par", "avec")}
    | {
        f"{put} sur le champ de bataille {by} ~": "put_onto_battlefield_with_self"
        for put in ("mis", "mise", "mises")
        for by in ("par", "avec")
    },
    # the keyword action collect evidence (701.59), offered as an optional additional cost: "En tant que coût
    # supplémentaire pour lancer ce sort, vous pouvez réunir des preuves 6." (the English "collect evidence 6"; printed
    # also "Vous pouvez rassembler des preuves 10 à la place de payer …")
    "V_NUM": {
        f"{collect} des preuves": "collect_evidence" for collect in ("réunir", "réunissez", "rassembler", "rassemblez")
    },
}
