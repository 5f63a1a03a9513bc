"""English words of the constructions where the grammar stopped reading a sentence of the 2026 Oracle text (issue #22;
grammar/effects-en/4-grammar-stops.lark): an ordinal target after two others, "this ability" lost, "it's the second
time". As data, merged into the lexicon by `effect_word_blocks.py` where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_after, add_words

_Tables = MutableMapping[str, dict[str, str]]

GRAMMAR_STOPS_WORDS: dict[str, dict[str, str]] = {
    # the third of three targets, as "another target" is the second: "… two +1/+1 counters on another target creature,
    # and three +1/+1 counters on a third target creature." (the determiner target; "a third of the cards" is no target)
    "TARGET": {"a third target": "target"},
    # the count of the ability's resolutions said again after "if this is the first time this ability has resolved this
    # turn" (read `resolved:1`): "If it's the second time, each opponent discards a card.", "If it's the third time, …"
    "FIXED_COND": {f"it's the {nth} time": f"resolved:{n}" for n, nth in ((2, "second"), (3, "third"), (4, "fourth"))},
}

# the ability being read, lost as a keyword is (the lexicon reads "this ability" elsewhere as the object itself, SELF):
# "~ loses this ability and becomes an Aura enchantment with enchant creature.", "It perpetually loses this ability."
# (the keyword `this_ability`; not after "has", where "except it has this ability" keeps its reading)
# the targets a spell has, each scaling a cost: "Spells you cast cost {1} less to cast for each target." (the object
# `target`, qualifier `each`, as "for each target beyond the first" reads `target:beyond_first`, kept here since this
# table is read first)
GRAMMAR_STOPS_AFTER: dict[str, dict[str, dict[str, str]]] = {
    "LOSE": {"KEYWORD": {"this ability": "this_ability"}},
    "FOR_EACH": {"OBJ_PHRASE": {"target": "target:each", "target beyond the first": "target:beyond_first"}},
}


def merge_grammar_stops(
    words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]
) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_words(words, more_words, GRAMMAR_STOPS_WORDS)
    add_after(after, GRAMMAR_STOPS_AFTER)
