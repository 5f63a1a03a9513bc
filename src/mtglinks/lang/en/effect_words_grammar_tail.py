"""English words of the shapes of grammar/effects-en/6-grammar-tail.lark (issue #22: sentences of the 2026 Oracle text
whose reading stopped in the grammar). As data, merged into the lexicon by `effect_word_blocks.py` where the other
tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_after, add_words

GRAMMAR_TAIL_WORDS: dict[str, dict[str, str]] = {
    # the abilities left out of those had or lost (read whole, so that "except" before a clause keeps EXCEPT): "~ has
    # all activated abilities of lands your opponents control except mana abilities."
    "EXCEPT_ABILITIES": {"except mana abilities": "mana_ability"},
    # a creature in either state of a block: "Target blocking or blocked creature you control gets +2/+2 until end of
    # turn." (as "attacking or blocking" reads)
    "STATUS": {"blocking or blocked": "blocking_or_blocked"},
    # a step of one's own turn, or of one's next turn, said after the step (as "the beginning of combat on your turn"
    # and "the beginning of your next end step" read): "At end of combat on your turn, …", "At the beginning of the end
    # step on your next turn, sacrifice that token.", "… tapped and attacking at the beginning of the declare attackers
    # step on your next turn", "Until end of combat on your next turn, you may play that card."
    "PHASE": {
        "end of combat on your turn": "your_end_of_combat",
        "the end of combat on your turn": "your_end_of_combat",
        "the beginning of the end step on your next turn": "your_next:end_step",
        "the beginning of the declare attackers step on your next turn": "your_next:declare_attackers",
    },
    # creatures by whom they attack, as "attacking you" reads: "Creatures attacking your opponents have double strike."
    # the creature chosen as the Ring-bearer (rule 701.54a), as "you chose a creature other than ~ as your Ring-bearer"
    # reads: "Whenever you choose a creature as your Ring-bearer, you may pay 2 life."
    "QUALIFIER": {"attacking your opponents": "attacking_opponent", "as your ring-bearer": "as_ring_bearer"},
    # a player besides the chooser's opponent, after the player's relative clause: "that player chooses target player
    # who controls more creatures than they do and is their opponent."
    "THEIR_OPPONENT": {"and is their opponent": "their_opponent"},
    # a relative clause said of each object apart, which each of them has as "that have" says: "up to two land cards
    # that each have a basic land type", "five Dragon cards not named ~ that each have different names"
    "THAT_HAS": {"that each have": "have"},
    "DURATION": {
        "until end of combat on your next turn": "your_next:end_of_combat",
        # the turn before a player's current one, as "last turn" reads: "if that player attacked you during their last
        # turn", "~ can attack players who attacked you during their last turn as though it didn't have defender."
        "during their last turn": "their_last_turn",
    },
}

GRAMMAR_TAIL_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # the player a number is compared with, its verb said again: "who controls more creatures than you do", "who has
    # more life than you do" (read as "than you" reads)
    "THAN": {"PLAYER": {"you do": "you", "they do": "they"}},
}


def merge_grammar_tail(
    words: MutableMapping[str, dict[str, str]],
    more_words: MutableMapping[str, dict[str, str]],
    after: MutableMapping[str, dict[str, dict[str, str]]],
) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_words(words, more_words, GRAMMAR_TAIL_WORDS)
    add_after(after, GRAMMAR_TAIL_AFTER)
