"""English words of grammar/effects-en/3-stops-more.lark (constructions where the reading of a card stopped with one
sentence left): what an object is besides a copy ("a token that's a copy of that card and that's tapped and
attacking"). As data, merged into the lexicon by `effects.py` (`merge_stops`, listed in `effect_word_blocks.py`) where
the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_words

_Tables = MutableMapping[str, dict[str, str]]

STOPS_WORDS: dict[str, dict[str, str]] = {
    # a second relative clause after a copy ("create a token that's a copy of that card and that's tapped and
    # attacking", "… a copy of that creature and that's blocking that creature"): the qualifier read whole, as "tokens
    # that are tapped and attacking" reads, or "and that's" before what the object is doing (grammar:
    # `relative_doing_to`)
    "QUALIFIER": {
        "and that's tapped and attacking": "tapped_attacking",
        "and that are tapped and attacking": "tapped_attacking",
    },
    "THAT_IS": {"and that's": "is", "and that are": "are"},
    # life totals exchanged with a player, one token (grammar: `act_exchange_with`): "Exchange life totals with target
    # opponent.", "you may exchange life totals with target player" (the value the objects exchanged)
    # control kept while two things hold (as "for as long as you control ~" and "for as long as ~ remains tapped" read
    # each): "Gain control of target creature for as long as you control ~ and ~ remains tapped."
    "DURATION": {"for as long as you control ~ and ~ remains tapped": "you_control+remains_tapped"},
    "EXCHANGE_WITH": {"exchange life totals with": "life_total"},
}


def merge_stops(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the table above to the lexicon's where it lacks them (`effects.py`)."""
    add_words(words, more_words, STOPS_WORDS)
