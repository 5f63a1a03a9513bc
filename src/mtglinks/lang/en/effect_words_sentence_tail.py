"""English words of the constructions that kept sentences of the 2026 Oracle text untyped after the lanes before
(issue #22; grammar/effects-en/5-sentence-tail.lark): the creatures a player attacks with, named after who is attacked;
coin flips won or lost, each. As data, merged into the lexicon by `effect_word_blocks.py` where the other tables lack
them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_after, add_words

# the attackers after who is attacked: "a player attacks you with one or more creatures", "an opponent attacks a
# planeswalker you control with one or more creatures", "you attack a player or planeswalker with one or more creatures"
# (the value: their least number and their type); read only after the words that end who is attacked (a player, "you
# control", a kind), so that "you attacked with three or more creatures" keeps "with" (WITH)
_ATTACKERS: dict[str, dict[str, str]] = {
    "ATTACKERS_WITH": {
        f"with {word} or more creatures": f"{n}:creature" for n, word in ((1, "one"), (2, "two"), (3, "three"))
    }
}

SENTENCE_TAIL_WORDS: dict[str, dict[str, str]] = {
    # players named whole: the second target player ("Choose target player and another target player.", "Search another
    # target player's library for a card …"), the opponents other than one chosen ("If the player chooses others, each
    # of your other opponents discards two cards.")
    "PLAYER": {"another target player": "another_target_player", "each of your other opponents": "each_other_opponent"},
    # what that player controls, as "target player controls" reads: "each creature another target player controls"
    "CONTROLLER": {"another target player controls": "another_target_player"},
}

SENTENCE_TAIL_AFTER: dict[str, dict[str, dict[str, str]]] = {
    **dict.fromkeys(("PLAYER", "CONTROLLER", "TYPE", "NOUN"), _ATTACKERS),
    # coin flips won or lost, each, after "for each" (as "For each target, …" reads `target:each`): "For each flip you
    # win, draw a card.", "For each flip you lose, ~ deals 2 damage to you."
    "FOR_EACH": {"OBJ_PHRASE": {"flip you win": "flip:won", "flip you lose": "flip:lost"}},
}


def merge_sentence_tail(
    words: MutableMapping[str, dict[str, str]],
    more_words: MutableMapping[str, dict[str, str]],
    after: MutableMapping[str, dict[str, dict[str, str]]],
) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_words(words, more_words, SENTENCE_TAIL_WORDS)
    add_after(after, SENTENCE_TAIL_AFTER)
