"""English words of states: a past state denied ("If the discarded card wasn't a land card", "if it wasn't a Demon"),
"blocked" and "equipped" as a creature's status ("Destroy target blocked creature."). As data, merged into the lexicon
by `effects.py` (`merge_states`) where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_words

_Tables = MutableMapping[str, dict[str, str]]

# "wasn't" as "was" reads (the verb `become`, detail `is`), negated; a word of its own, not "isn't", whose present
# state tests ("if it isn't a creature") are other rules'
STATE_WORDS: dict[str, dict[str, str]] = {
    "WASNT": {"wasn't": "was_not", "was not": "was_not"},
    # objects tied for the most or the least of a value, as what they are: "If two or more creatures are tied for least
    # power, you choose one of them.", "If two or more permanents a player controls are tied for greatest, …" (the
    # value the sentence named before)
    "STATUS": {
        f"tied for {the}{how}{what}": f"tied_for_{how}" + (f":{what.strip().replace(' ', '_')}" if what else "")
        for the in ("", "the ")
        for how in ("least", "greatest", "highest", "lowest")
        for what in ("", " power", " toughness", " mana value", " life total")
    },
}

# "blocked" right after a determiner is a status, as "unblocked" (rule 509.1h): "Destroy target blocked creature.",
# "each blocking creature and each blocked creature", "Destroy all blocking creatures and all blocked creatures."
# (elsewhere "blocked" is the event, "becomes blocked")
_STATUS_BLOCKED_AFTER = ("TARGET", "EACH", "ALL")

# "equipped" right after "a", "each" or "target" is a creature's status, not the Equipment's equipped creature (the
# lexicon's "equipped creature"): "Whenever an equipped creature you control attacks, …", "Each equipped creature and
# Equipment you control gains deathtouch" (as "target enchanted creature" reads; "the equipped creature" stays the
# Equipment's)
_STATUS_EQUIPPED_AFTER = ("TARGET", "DET_A", "EACH")


def merge_states(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effects.py`)."""
    add_words(words, more_words, STATE_WORDS)
    for previous in _STATUS_BLOCKED_AFTER:
        after.setdefault(previous, {}).setdefault("STATUS", {}).setdefault("blocked", "blocked")
    for previous in _STATUS_EQUIPPED_AFTER:
        after.setdefault(previous, {}).setdefault("STATUS", {}).setdefault("equipped", "equipped")
