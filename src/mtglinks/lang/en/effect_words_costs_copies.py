"""English words of alternative costs, clones, damage divided and mana kept for a use: "rather than pay ~'s mana
cost" said first, "divided evenly, rounded down, among", "with {X} in their mana costs". As data, merged into the
lexicon by `effects.py` (`merge_costs_copies`, listed in `effect_word_blocks.py`) where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_words

_Tables = MutableMapping[str, dict[str, str]]

COSTS_COPIES_WORDS: dict[str, dict[str, str]] = {
    # damage shared out evenly, the rounding told after a comma: "~ deals X damage divided evenly, rounded down, among
    # any number of targets." (grammar: `act_damage_rounded`)
    "DIVIDED": {"divided evenly": "evenly"},
    # the symbol spells hold, as "with {X} in its mana cost" reads: "spells with {X} in their mana costs"
    "QUALIFIER": {"in their mana costs": "in_mana_cost", "in their mana cost": "in_mana_cost"},
    # a copy's name kept as the card's own, as "its name is ~" reads: "…, except his name is ~."
    "FIXED_COND": {"his name is ~": "name_is:self", "her name is ~": "name_is:self"},
}


def merge_costs_copies(
    words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]
) -> None:
    """Add the tables above to the lexicon's where they lack them (`effects.py`)."""
    add_words(words, more_words, COSTS_COPIES_WORDS)
