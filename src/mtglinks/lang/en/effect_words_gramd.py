"""English words of the shapes of grammar/effects-en/9-gramd.lark (issue #22, round 23, lane gramd: sentences of the
2026 Oracle text whose reading stopped in the grammar at a token before O). As data, merged into the lexicon by
`effect_word_blocks.py` where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_after, add_words

GRAMD_WORDS: dict[str, dict[str, str]] = {
    # a creature attacking one opponent of several, as "attacking your opponents" reads (`attacking_opponent`):
    # "Each creature that's attacking one of your opponents has trample."
    "QUALIFIER": {
        "that's attacking one of your opponents": "attacking_opponent",
        "attacking one of your opponents": "attacking_opponent",
    },
}

# a planeswalker's loyalty, a number of the object as its power is (rule 306.5b), right after a possessive: "where X
# is ~'s loyalty", "with mana value less than ~'s loyalty" (the possessor's own copy of the table: the tables after a
# category may be one shared object); its loyalty abilities stay the noun they are ("activate ~'s loyalty ability")
_AFTER_POSS = {
    "POSS": {
        "STAT": {"loyalty": "loyalty"},
        "NOUN": {"loyalty ability": "loyalty_ability", "loyalty abilities": "loyalty_ability"},
    }
}


def merge_gramd(
    words: MutableMapping[str, dict[str, str]],
    more_words: MutableMapping[str, dict[str, str]],
    after: MutableMapping[str, dict[str, dict[str, str]]],
) -> None:
    """Add the tables above to the lexicon's where it lacks them (`effect_word_blocks.py`)."""
    add_words(words, more_words, GRAMD_WORDS)
    after["POSS"] = {terminal: dict(table) for terminal, table in after.get("POSS", {}).items()}
    add_after(after, _AFTER_POSS)
