"""English words of the shapes of grammar/effects-en/9-gramc.lark (issue #22, round 22: sentences of the 2026 Oracle
text whose reading stopped in the grammar, left after the lanes grama and gramb). As data, merged into the lexicon by
`effect_word_blocks.py` where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.kinds import Zone
from mtglinks.lang.en.effect_word_merge import add_words

GRAMC_WORDS: dict[str, dict[str, str]] = {
    "ZONE": {
        # the zone of a player chosen before, as "that player's hand" reads: "~ gets -1/-1 for each card in the chosen
        # player's hand.", "~'s power and toughness are each equal to the number of cards in the chosen player's
        # graveyard."
        **{f"the chosen player's {zone}": str(zone) for zone in (Zone.HAND, Zone.GRAVEYARD, Zone.LIBRARY)},
    },
}


def merge_gramc(
    words: MutableMapping[str, dict[str, str]],
    more_words: MutableMapping[str, dict[str, str]],
    after: MutableMapping[str, dict[str, dict[str, str]]],
) -> None:
    """Add the tables above to the lexicon's where it lacks them (`effect_word_blocks.py`)."""
    del after  # no table read after a terminal
    add_words(words, more_words, GRAMC_WORDS)
