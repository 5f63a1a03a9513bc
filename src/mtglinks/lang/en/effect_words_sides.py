"""English words of a choice between two named sides: the "friend or foe" cards of Battlebond ("For each player, choose
friend or foe.", "Each friend draws a card.", "Each foe loses 2 life."), the Sieges' "As ~ enters, choose Khans or
Dragons." (and the other pairs of sides cards name), modes chosen by the pawprints of their costs. As data, merged into
the lexicon by `effects.py` (`merge_sides`) where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_words

_Tables = MutableMapping[str, dict[str, str]]

# the two sides the cards name, as "choose <one> or <other>" prints them (lowercase)
_SIDES = (
    ("friend", "foe"),
    ("khans", "dragons"),
    ("abzan", "mardu"),
    ("mardu", "jeskai"),
    ("jeskai", "temur"),
    ("temur", "sultai"),
    ("sultai", "abzan"),
    ("mirran", "phyrexian"),
    ("believe", "doubt"),
    ("brotherhood", "enclave"),
    ("ncr", "legion"),
)

SIDE_WORDS: dict[str, dict[str, str]] = {
    # the choice made for each player (as "choose odd or even" reads its two values), and the players chosen so
    "CHOICE": {f"{a} or {b}": f"{a}_or_{b}" for a, b in _SIDES},
    "PLAYER": {"each friend": "each_friend", "each foe": "each_foe"},
    # the modes chosen by a total of their costs (Bloomburrow's Seasons): "Choose up to five {P} worth of modes."
    "WORTH_OF_MODES": {"worth of modes": "mode"},
}


def merge_sides(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effects.py`)."""
    add_words(words, more_words, SIDE_WORDS)
