"""English words of objects, costs and counted nouns (grammar/effects-en/2-objects-more.lark): a token named before
what it is ("create Marit Lage, a legendary 20/20 black Avatar creature token"). As data, merged into the lexicon by
`effects.py` (`merge_objects_more`, listed in `effect_word_blocks.py`) where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_words

_Tables = MutableMapping[str, dict[str, str]]

OBJECTS_MORE_WORDS: dict[str, dict[str, str]] = {
    # a token's name said first, then after a comma what the token is: "create Marit Lage, a legendary 20/20 black
    # Avatar creature token with flying and indestructible." (the lexer's `token_name`, effects/lexer_names.py: after
    # CREATE, the name up to a comma followed by "a"/"an" and, before the next comma, "token")
    "TOKEN_NAME_AFTER": {"CREATE": ""},
    "TOKEN_NAME_ARTICLE": {"a": "", "an": ""},
    "TOKEN_NAME_NOUN": {"token": ""},
}


def merge_objects_more(
    words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]
) -> None:
    """Add the tables above to the lexicon's where they lack them (`effects.py`)."""
    add_words(words, more_words, OBJECTS_MORE_WORDS)
