"""English words of the constructions that kept sentences of the 2026 Oracle text untyped after the lanes before
(issue #22; grammar/effects-en/5-sentence-tail.lark): the creatures a player attacks with, named after who is attacked.
As data, merged into the lexicon by `effect_word_blocks.py` where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_after, add_words

_Tables = MutableMapping[str, dict[str, str]]

SENTENCE_TAIL_WORDS: dict[str, dict[str, str]] = {
    # the attackers after who is attacked: "a player attacks you with one or more creatures" (the value: their type)
    "ATTACKERS_WITH": {"with one or more creatures": "creature"},
}

# "with" right after the verb keeps its reading, the attackers being the objects: "you attack with one or more
# creatures" (ATTACK WITH objects)
SENTENCE_TAIL_AFTER: dict[str, dict[str, dict[str, str]]] = {
    "ATTACK": {"WITH": {"with": "with"}},
    # coin flips won or lost, each, after "for each" (as "For each target, …" reads `target:each`): "For each flip you
    # win, draw a card.", "For each flip you lose, ~ deals 2 damage to you."
    "FOR_EACH": {"OBJ_PHRASE": {"flip you win": "flip:won", "flip you lose": "flip:lost"}},
}


def merge_sentence_tail(
    words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]
) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_words(words, more_words, SENTENCE_TAIL_WORDS)
    add_after(after, SENTENCE_TAIL_AFTER)
