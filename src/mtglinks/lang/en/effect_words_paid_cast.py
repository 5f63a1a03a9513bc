"""English words of a variable cost paid as the object was cast (rule 607.2j: "refers to the cost paid 'as [this object]
was cast'"), read as "the life paid as ~ entered" is (607.2g): the amount paid, and what was paid so as a qualifier of
an object. As data, merged into the lexicon by `effect_word_blocks.py` where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_words

_Tables = MutableMapping[str, dict[str, str]]

_CAST = tuple(f"{who} {be} cast" for who in ("~", "it") for be in ("was", "is"))

PAID_CAST_WORDS: dict[str, dict[str, str]] = {
    # the amount paid, as a number: "where X is the life paid as ~ was cast"
    "QUANTITY": {f"the {what} paid as {cast}": "life_paid_as_cast" for what in ("life", "amount") for cast in _CAST},
    # what was sacrificed or discarded so, of an object counted: "the number of creatures sacrificed as it was cast"
    "QUALIFIER": {f"{done} as {cast}": "paid_as_cast" for done in ("sacrificed", "discarded") for cast in _CAST},
}


def merge_paid_cast(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    del after
    add_words(words, more_words, PAID_CAST_WORDS)
