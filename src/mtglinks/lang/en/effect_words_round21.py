"""English words of the shapes of grammar/effects-en/8-round21-stops.lark (issue #22, round 21: sentences of the 2026
Oracle text whose reading stopped in the grammar). As data, merged into the lexicon by `effect_word_blocks.py` where the
other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_after, add_words

ROUND21_WORDS: dict[str, dict[str, str]] = {
    # the ability being read, gained (as "loses this ability" reads the keyword `this_ability`): "It perpetually gains
    # this ability." (one word, since "gain ~" would start "have ~ deal …"; "has this ability" is not here, so "except
    # it has this ability" keeps its reading)
    "GAIN_THIS_ABILITY": {"gain this ability": "this_ability", "gains this ability": "this_ability"},
}

# targets chosen anew for the copies a player controls (rule 707.10), as "new targets for the copy" reads after
# "choose": "Each opponent may copy that spell and may choose new targets for the copy they control.", "You may choose
# new targets for the copies you control."
ROUND21_AFTER: dict[str, dict[str, dict[str, str]]] = {
    "CHOOSE": {
        "CHOICE": {
            f"new targets for the {copy} {who} control": "targets"
            for copy in ("copy", "copies")
            for who in ("you", "they")
        }
    }
}


def merge_round21(
    words: MutableMapping[str, dict[str, str]],
    more_words: MutableMapping[str, dict[str, str]],
    after: MutableMapping[str, dict[str, dict[str, str]]],
) -> None:
    """Add the tables above to the lexicon's where it lacks them (`effect_word_blocks.py`)."""
    add_words(words, more_words, ROUND21_WORDS)
    add_after(after, ROUND21_AFTER)
