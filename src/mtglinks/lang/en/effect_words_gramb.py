"""English words of the shapes of grammar/effects-en/9-gramb.lark (issue #22, round 22: sentences of the 2026 Oracle
text whose reading stopped in the grammar at a token named from O on). As data, merged into the lexicon by
`effect_word_blocks.py` where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.kinds import Zone
from mtglinks.lang.en.effect_word_merge import add_after, add_words

GRAMB_WORDS: dict[str, dict[str, str]] = {
    # the second of two players chosen (as "the chosen player" reads): "the other chosen player also loses that much
    # life.", "each creature they control attacks the other chosen player each combat if able."
    "REF": {"the other chosen player": "chosen"},
    "ZONE": {
        # a library named before, its top (as "top of that player's library" reads): "Then put the rest on top of that
        # library in any order.", "reveal cards from the top of that library until …"
        **{f"{the}top of that library": str(Zone.LIBRARY) for the in ("", "the ")},
    },
}


def merge_gramb(
    words: MutableMapping[str, dict[str, str]],
    more_words: MutableMapping[str, dict[str, str]],
    after: MutableMapping[str, dict[str, dict[str, str]]],
) -> None:
    """Add the tables above to the lexicon's where it lacks them (`effect_word_blocks.py`)."""
    add_words(words, more_words, GRAMB_WORDS)
    # right after counters, whose they are, as "you have" (`has:you`) and "your opponents have" read: "Then each
    # creature your opponents control gets -1/-1 until end of turn for each poison counter its controller has.",
    # "seek a card with mana value equal to the number of poison counters that player has." (the counters' own copy
    # of the table, as `merge_rules` takes it: the tables after a noun are one shared object)
    after["COUNTER"] = {terminal: dict(table) for terminal, table in after.get("COUNTER", {}).items()}
    add_after(
        after,
        {"COUNTER": {"CONTROLLER": {"that player has": "has:that_player", "its controller has": "has:its_controller"}}},
    )
