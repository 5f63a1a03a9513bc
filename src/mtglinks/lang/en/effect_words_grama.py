"""English words of the shapes of grammar/effects-en/9-grama.lark (issue #22, round 22, lane grama: sentences of the
2026 Oracle text whose reading stopped in the grammar at a token before O). As data, merged into the lexicon by
`effect_word_blocks.py` where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_words

# the keywords whose cost a spell may be cast for instead of its mana cost (alternative costs, rule 118.9), as the
# 2026 Oracle text says "for its … cost"
_ALTERNATIVE_COSTS = (
    "blitz",
    "bestow",
    "cleave",
    "dash",
    "disguise",
    "disturb",
    "emerge",
    "escape",
    "evoke",
    "flashback",
    "foretell",
    "freerunning",
    "harmonize",
    "impending",
    "madness",
    "megamorph",
    "miracle",
    "morph",
    "mutate",
    "overload",
    "prowl",
    "sneak",
    "spectacle",
    "surge",
    "warp",
)

GRAMA_WORDS: dict[str, dict[str, str]] = {
    # a spell cast by paying a keyword's cost: "you cast a spell for its warp cost", "If that creature was cast for
    # its warp cost, …" (one word, since "for" opens an object's own "for …" after the spell)
    "FOR_COST": {
        f"for {whose} {keyword} cost": keyword for keyword in _ALTERNATIVE_COSTS for whose in ("its", "their")
    },
}


def merge_grama(
    words: MutableMapping[str, dict[str, str]],
    more_words: MutableMapping[str, dict[str, str]],
    after: MutableMapping[str, dict[str, dict[str, str]]],
) -> None:
    """Add the table above to the lexicon's where it lacks them (`effect_word_blocks.py`)."""
    del after  # no phrase read only after a category
    add_words(words, more_words, GRAMA_WORDS)
