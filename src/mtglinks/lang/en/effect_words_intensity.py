"""English words of intensity (a number a digital card keeps from game start, raised as it "intensifies"): "Starting
intensity 2", "Then ~ intensifies by 1.", "All Chorus cards you own intensify by 1.", "where X is ~'s intensity". As
data, merged into the lexicon by `effects.py` (`merge_intensity`) where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.kinds import Verb
from mtglinks.lang.en.effect_word_merge import add_words

_Tables = MutableMapping[str, dict[str, str]]

INTENSITY_WORDS: dict[str, dict[str, str]] = {
    # the card's intensity as it starts, a line of its own (grammar: `starting_intensity`)
    "STARTING_INTENSITY": {"starting intensity": "intensity"},
    # raised, by a number or by one ("~ intensifies."), as "mills 2" reads its number
    "V_NUM": {verb: str(Verb.INTENSIFY) for verb in ("intensify", "intensifies", "intensify by", "intensifies by")},
    # the number, as "~'s power" reads: "deals damage equal to its intensity", "half ~'s intensity, rounded down"
    "QUANTITY": {"~'s intensity": "intensity", "its intensity": "intensity"},
    "STAT": {"intensity": "intensity"},
}


def merge_intensity(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effects.py`)."""
    add_words(words, more_words, INTENSITY_WORDS)
