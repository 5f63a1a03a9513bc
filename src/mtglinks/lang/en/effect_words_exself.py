"""English words of the shapes of grammar/effects-en/9-exself.lark (issue #22, lane "exself": the cards exiled with
the object itself read from the effect tree). As data, merged into the lexicon by `effect_word_blocks.py` where the
other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_words

# Keywords whose cost exiles cards as the spell is cast (delve, 702.66a), the cards then exiled with the object by
# that ability (607.2q).
_EXILING_KEYWORDS = ("delve",)

EXSELF_WORDS: dict[str, dict[str, str]] = {
    # whether a card lies exiled with the object (a state, as "are exiled with ~" reads `is:exiled_with_self`): by one
    # of its keyword abilities, "If a creature card with flying was exiled with ~'s delve ability, ~ has flying."; in
    # the singular, where "is exiled" alone is the event of a trigger, "As long as a creature card is exiled with ~, …";
    # imprinted (old printed, Mirrodin block: the card the imprint ability exiled), "As long as a creature card is
    # imprinted on Duplicant, Duplicant has that card's power, toughness, and creature types."
    "EXILED_WITH_SELF_STATE": {
        f"{was} exiled with ~'s {keyword} ability": "exiled_with_self"
        for was in ("was", "were")
        for keyword in _EXILING_KEYWORDS
    }
    | {f"is exiled with {it}": "exiled_with_self" for it in ("~", "it")}
    | {f"{be} imprinted on {it}": "exiled_with_self" for be in ("is", "are") for it in ("~", "it")},
    # the old name of mana value, plural (as "converted mana cost" reads): "If cards with five or more different
    # converted mana costs are exiled with Azor's Gateway, you gain 5 life, …"
    "NOUN": {"converted mana costs": "mana_value"},
}


def merge_exself(
    words: MutableMapping[str, dict[str, str]],
    more_words: MutableMapping[str, dict[str, str]],
    after: MutableMapping[str, dict[str, dict[str, str]]],
) -> None:
    """Add the tables above to the lexicon's where it lacks them (`effect_word_blocks.py`)."""
    add_words(words, more_words, EXSELF_WORDS)
