"""English words of effects held by a condition or a replacement (grammar/effects-en/1-held-effects.lark): unspent mana
lost as a step or phase ends (rule 500.4), named as the event a replacement waits for ("If you would lose unspent mana,
that mana becomes colorless instead.", Kruphix, God of Horizons). As data, merged into the lexicon by `effects.py`
(`merge_held`, through `effect_word_blocks.py`) where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.kinds import Verb
from mtglinks.lang.en.effect_word_merge import add_words

_Tables = MutableMapping[str, dict[str, str]]

HELD_WORDS: dict[str, dict[str, str]] = {
    # as "lose all unspent mana" reads (effect_clauses.py)
    "V_NUM": {f"{lose} unspent mana": str(Verb.LOSE_MANA) for lose in ("lose", "loses")},
}


def merge_held(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the table above to the lexicon's where it lacks them (`effects.py`)."""
    add_words(words, more_words, HELD_WORDS)
