"""English words of effects held by a condition or a replacement (grammar/effects-en/1-held-effects.lark): unspent mana
lost as a step or phase ends (rule 500.4), named as the event a replacement waits for ("If you would lose unspent mana,
that mana becomes colorless instead.", Kruphix, God of Horizons); both base stats named in full; counters a player
has. As data, merged into the lexicon by `effects.py`
(`merge_held`, through `effect_word_blocks.py`) where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.kinds import Verb
from mtglinks.lang.en.effect_word_merge import add_after, add_words

_Tables = MutableMapping[str, dict[str, str]]

HELD_WORDS: dict[str, dict[str, str]] = {
    # as "lose all unspent mana" reads (effect_clauses.py)
    "V_NUM": {f"{lose} unspent mana": str(Verb.LOSE_MANA) for lose in ("lose", "loses")},
    # both stats named in full, as "base power and toughness" reads (effect_nouns.py): "has base power and base
    # toughness each equal to its mana value" (Opalescence)
    "STAT": {"base power and base toughness": "base_power_toughness"},
    "WITH_STAT": {"with base power and base toughness each": "base_power_toughness"},
}


def merge_held(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the table above to the lexicon's where it lacks them (`effects.py`)."""
    add_words(words, more_words, HELD_WORDS)
    # right after a counter, whose the counters are, as "you have" (`has:you`): "for each poison counter they have"
    # (Whispering Specter); the tables after a category may be shared, so the counters' own copy takes the phrase
    after["COUNTER"] = {terminal: dict(table) for terminal, table in after.get("COUNTER", {}).items()}
    add_after(after, {"COUNTER": {"CONTROLLER": {"they have": "has:they"}}})
    # right after "has", "less" compares (as "more" does, `cond_more_life`), it is no cost reduced: "If you have less
    # life than an opponent, you gain 6 life." (Timely Reinforcements)
    after["GAIN"] = {terminal: dict(table) for terminal, table in after.get("GAIN", {}).items()}
    # ("less than" stays the comparison it is: "has less than half their starting life total")
    compare = {"less than": "less", "less than or equal to": "at_most"}
    add_after(after, {"GAIN": {"MORE": {"less": "less"}, "COMPARE": compare}})
