"""English words of old printed static abilities that choose and use their choice at once (607.2d with i == j: "Choose a
color when casting ~. During opponent's upkeep, ~ does 1 damage to opponent for each card of this color that he or
she controls."), which the tree reads for the choice's lasting sentence (features/lasting_queries.py). As data, merged
into the lexicon by `effect_word_blocks.py` where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_words

_Tables = MutableMapping[str, dict[str, str]]

LASTING_WORDS: dict[str, dict[str, str]] = {
    # the opponent's upkeep without a determiner, as the oldest printings name the one opponent (as "during your
    # upkeep" reads)
    "DURING": {"during opponent's upkeep": "opponent_upkeep"},
    # the controller after a relative "that", old printed (as "that player controls" reads)
    "CONTROLLER": {"that he or she controls": "they"},
}


def merge_lasting(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    del after
    add_words(words, more_words, LASTING_WORDS)
