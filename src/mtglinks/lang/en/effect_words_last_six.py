"""English words of the last sentences that alone kept a card of the 2026 Oracle text untyped (issue #22): the events
of two keywords, a creature that evolves (rule 702.100) and one that enlists another (rule 702.154). As data, merged
into the lexicon by `effect_word_blocks.py` where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.kinds import Verb, Zone
from mtglinks.lang.en.effect_word_merge import add_words

_Tables = MutableMapping[str, dict[str, str]]

LAST_SIX_WORDS: dict[str, dict[str, str]] = {
    # a creature evolving, an event without an object as "mutates" is: "Whenever ~ evolves, put a +1/+1 counter on
    # target creature."
    "V_NUM": {"evolves": str(Verb.EVOLVE)},
    # a creature enlisting another, an event with its object as "exploits a creature" is: "Whenever ~ enlists a
    # creature, put a +1/+1 counter on it."
    "V_OBJ": {"enlists": str(Verb.ENLIST)},
    # the graveyards of more than one target player, as "target player's graveyard" reads: "Exile any number of target
    # players' graveyards."
    "ZONE": {"target players' graveyards": str(Zone.GRAVEYARD)},
}

# "enchanted" after "each" is a permanent's status, as after "target" or "a" (`effect_words_decks_targets.py`), not the
# Aura's enchanted permanent: "Untap each enchanted permanent you control." ("the enchanted creature" stays the Aura's)
_STATUS_ENCHANTED_AFTER = ("EACH",)


def merge_last_six(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_words(words, more_words, LAST_SIX_WORDS)
    for previous in _STATUS_ENCHANTED_AFTER:
        # a table of its own: "each" shares its tables with "the" (`effect_phrases.py`), and "the enchanted creature"
        # stays the Aura's ("… greater than the enchanted creature's toughness")
        own = dict(after.get(previous, {}))
        own["STATUS"] = {**own.get("STATUS", {}), "enchanted": "enchanted"}
        after[previous] = own
