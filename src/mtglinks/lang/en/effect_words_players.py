"""English words of players named by a choice: the "friend or foe" cards of Battlebond ("For each player, choose friend
or foe.", "Each friend draws a card.", "Each foe loses 2 life."). As data, merged into the lexicon by `effects.py`
(`merge_players`) where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_words

_Tables = MutableMapping[str, dict[str, str]]

PLAYER_WORDS: dict[str, dict[str, str]] = {
    # the choice made for each player (as "choose odd or even" reads its two values), and the players chosen so
    "CHOICE": {"friend or foe": "friend_or_foe"},
    "PLAYER": {"each friend": "each_friend", "each foe": "each_foe"},
}


def merge_players(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effects.py`)."""
    add_words(words, more_words, PLAYER_WORDS)
