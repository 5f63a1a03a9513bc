"""English words of token copies: one of the cards a list after the sentence names, and the older "except that" of a
copy's exception. As data, merged into the lexicon by `effects.py` where the other tables lack them
(`merge_copies_listed`, listed in `effect_word_blocks.py`).
"""

from __future__ import annotations

from mtglinks.lang.en.effect_word_merge import add_after, add_words

COPIES_LISTED_WORDS: dict[str, dict[str, str]] = {
    # "create a random token that's a copy of one of the following:" (the cards listed after the colon, in the next
    # paragraph): one of the cards the list names (grammar/effects-en/3-list-follows.lark)
    "OBJ_PHRASE": {"one of the following": "card:one_of_following"},
}

COPIES_LISTED_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # "create a token that's a copy of that creature except that it's an artifact in addition to its other types" (the
    # older "except that it's", as "except it's" reads); only before "it's": "Each player except that creature's
    # controller …" keeps its "that creature's"
    "EXCEPT": {"IT_IS": {"that it's": "is"}},
}


def merge_copies_listed(
    words: dict[str, dict[str, str]],
    more_words: dict[str, dict[str, str]],
    after: dict[str, dict[str, dict[str, str]]],
) -> None:
    """Add the tables above to the lexicon's (`effects.py`): a phrase already known keeps its reading."""
    add_words(words, more_words, COPIES_LISTED_WORDS)
    add_after(after, COPIES_LISTED_AFTER)
