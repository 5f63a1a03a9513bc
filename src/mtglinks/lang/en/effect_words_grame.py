"""English words of the shapes of grammar/effects-en/9-grame.lark (issue #22, round 23: sentences of the 2026 Oracle
text whose reading stopped in the grammar at a token named from O on, or at the end of the sentence). As data, merged
into the lexicon by `effect_word_blocks.py` where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_words

GRAME_WORDS: dict[str, dict[str, str]] = {
    # the opponents named before, controlling (as "those players control" reads `those_players`): "Create X 1/1 white
    # Human Soldier creature tokens, where X is the number of creatures those opponents control."
    "CONTROLLER": {"those opponents control": "those_opponents"},
    # a legendary permanent's own power, said "her" or "his" (as "its power" reads): "~ deals damage equal to her power
    # to that creature.", "she deals damage equal to her power to each opponent."
    "QUANTITY": {
        **{f"{whose} {stat}": stat for whose in ("her", "his") for stat in ("power", "toughness")},
    },
    # when a number is counted (rule 608.2h), after "where X is …": "… costs {X} less to cast, where X is ~'s power as
    # this ability resolves."
    "AS_RESOLVES": {"as this ability resolves": "as_resolves"},
    # the copies named before (as "those creatures" reads): "If you do, choose one of those copies."
    "REF": {"those copies": "anaphora"},
}


def merge_grame(
    words: MutableMapping[str, dict[str, str]],
    more_words: MutableMapping[str, dict[str, str]],
    after: MutableMapping[str, dict[str, dict[str, str]]],
) -> None:
    """Add the tables above to the lexicon's where it lacks them (`effect_word_blocks.py`)."""
    add_words(words, more_words, GRAME_WORDS)
