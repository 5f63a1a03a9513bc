"""French phrases of the effect grammar's terminals that sentences referring to a linked ability's half need (rule
607), as `lang/en/effect_words_links.py` holds the English ones: added to the tables in place by `effects.py`.
"""

from __future__ import annotations

LINK_WORDS: dict[str, dict[str, str]] = {
    # whether the gift was promised (rule 702.174: gift's cost; the condition refers to it, 607.2i), the English "If
    # the gift was promised" / "If the gift wasn't promised": "Si le cadeau a été promis, à la place détruisez …",
    # "Si le cadeau n'a pas été promis, renvoyez cette créature …"
    "PAID": {"le cadeau a été promis": "gift", "le cadeau n'a pas été promis": "not_gift"},
    # targets counted, their types set off by a comma (grammar/effects-fr.lark, links block): "à la place
    # détruisez deux cibles, artefacts et/ou enchantements"
    "TARGETS": {"cibles": "targets"},
}
