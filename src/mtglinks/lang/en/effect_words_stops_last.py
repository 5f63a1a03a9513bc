"""English words of grammar/effects-en/3-stops-last.lark and its neighbours (more constructions where the reading of a
card stopped with one sentence left): the plural of "becomes blocked". As data, merged into the lexicon by
`effects.py` (`merge_stops_last`, listed in `effect_word_blocks.py`) where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_words

_Tables = MutableMapping[str, dict[str, str]]

STOPS_LAST_WORDS: dict[str, dict[str, str]] = {
    # the plural of "becomes blocked" (the event, or the action when a spell says it): "Whenever one or more creatures
    # you control become blocked, …", "Attacking creatures become blocked." (as "Target attacking creature becomes
    # blocked." reads)
    "EVENT_VERB": {"become blocked": "block"},
}


def merge_stops_last(
    words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]
) -> None:
    """Add the table above to the lexicon's where it lacks them (`effects.py`)."""
    add_words(words, more_words, STOPS_LAST_WORDS)
