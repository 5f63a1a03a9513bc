"""English words that name the cards exiled before where the sentences holding them were not read (issue #22: the
kinds `the_exiled_card` and `exiled_with_self` read from the effect tree, lane "enpat"). As data, merged into the
lexicon by `effect_word_blocks.py` where the other tables lack them (grammar/effects-en/9-enpat.lark).
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_after, add_words

_Tables = MutableMapping[str, dict[str, str]]

ENPAT_WORDS: dict[str, dict[str, str]] = {
    # the step of the player who owns the card exiled before: "At the beginning of the upkeep of the exiled card's
    # owner, that player rolls two six-sided dice." (GO TO JAIL), as "the upkeep of enchanted creature's controller"
    # reads (value "<whose>:<step>", whose the owner of the exiled card: `owner_of:exiled_with`)
    "PHASE": {"the beginning of the upkeep of the exiled card's owner": "owner_of:exiled_with:upkeep"},
    # a card introduced, an option of a kind used once a game: "At the beginning of your first main phase, you may
    # introduce the exiled card using an introduction you haven't used this game." (In Residence)
    "V_OBJ": {"introduce": "introduce", "introduces": "introduce"},
    "UNUSED": {"an introduction you haven't used this game": "introduction"},
}

# At the start of a sentence "name" is the imperative verb (to say a card's name aloud, `say`), not the noun: "Name
# the exiled face-down cards, then look at them." (Memory Test); the phrases of a card name chosen ("Name a nonland
# card.") keep their reading there (`merge_enpat` copies them).
ENPAT_AFTER: dict[str, dict[str, dict[str, str]]] = {"": {"V_OBJ": {"name": "say"}}}


def merge_enpat(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_words(words, more_words, ENPAT_WORDS)
    named = (more_words if "NAME_A_CARD" in more_words else words).get("NAME_A_CARD", {})
    add_after(after, {"": {"NAME_A_CARD": dict(named), **ENPAT_AFTER[""]}})
