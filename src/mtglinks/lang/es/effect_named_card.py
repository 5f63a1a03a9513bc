"""Spanish phrases of the effect grammar that the sentences about the named card need (old printed "la carta nombrada",
rule 607.2d), and those read after a neighbour (the terminal before -> terminal -> phrase -> value): added by
`effects.py`."""

from __future__ import annotations

NAMED_CARD_WORDS: dict[str, dict[str, str]] = {
    # "… a menos que sean habilidades de maná" (the English "mana abilities")
    "NOUN": {"habilidad de maná": "mana_ability", "habilidades de maná": "mana_ability"},
}
NAMED_CARD_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # "Las habilidades activadas de la carta nombrada no pueden jugarse a menos que sean habilidades de maná." (the
    # English "unless they're mana abilities"): what they are, after "a menos que", "they" only in the verb's person
    "UNLESS": {"IT_IS": {"sean": "is", "sea": "is"}},
}
