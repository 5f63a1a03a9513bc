"""More English phrases of the effect grammar's terminals, as data (the sprint lane en-tail-c): words the lexicon
lacked ("resolves", …), each inside the phrase that gives it its meaning.

`effects.py` adds each table to the terminal of the same name, a phrase only where the lexicon lacks it.
"""

from __future__ import annotations

TAIL_WORDS: dict[str, dict[str, str]] = {
    # a spell's card put elsewhere as the spell resolves (rule 608.2n), not when it is countered: "exile it instead of
    # putting it into a graveyard as it resolves."
    "INSTEAD_OF": {
        f"instead of {what} as it resolves": "graveyard_as_it_resolves"
        for what in (
            "putting it into a graveyard",
            "putting it into your graveyard",
            "putting it into its owner's graveyard",
            "into your graveyard",
            "into its owner's graveyard",
        )
    },
}
