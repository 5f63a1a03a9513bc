"""English words of more references to a choice (issue #22, lane chosen2: `chosen_ref` towards the effect tree; the
shapes of grammar/effects-en/9-chosen2.lark). As data, merged into the lexicon by `effect_word_blocks.py` where the
other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_after

# the number chosen, as the amount X is (as "where X is that number" reads it): "Liquid Fire deals X damage to target
# creature and 5 minus X damage to that creature's controller, where X is the chosen number."
CHOSEN2_AFTER: dict[str, dict[str, dict[str, str]]] = {
    "WHERE_X": {"QUANTITY": {"the chosen number": "chosen_number", "the last chosen number": "chosen_number"}},
}


def merge_chosen2(
    words: MutableMapping[str, dict[str, str]],
    more_words: MutableMapping[str, dict[str, str]],
    after: MutableMapping[str, dict[str, dict[str, str]]],
) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_after(after, CHOSEN2_AFTER)
