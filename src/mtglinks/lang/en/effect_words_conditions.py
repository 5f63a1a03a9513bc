"""English words of conditions said first (issue #22): the nth spell a player cast in a turn or a game, read whole as
one object phrase ("if it was the second spell you cast this turn", "If ~ is the first spell you've cast this game"),
as "your second spell each turn" is (effect_phrases.py). As data, merged into the lexicon by `effect_word_blocks.py`
where the other tables lack them."""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_words

_Tables = MutableMapping[str, dict[str, str]]

_ORDINALS = ("first", "second", "third")

CONDITION_WORDS: dict[str, dict[str, str]] = {
    # fixed object phrases, "type:qualifier": the spell's place among those its player cast in the turn or the game
    "OBJ_PHRASE": {
        f"the {nth} spell {who} {cast} this {span}": f"spell:{nth}_this_{span}"
        for nth in _ORDINALS
        for who, cast in (("you", "cast"), ("you", "'ve cast"), ("you", "have cast"))
        for span in ("turn", "game")
    },
}
CONDITION_WORDS["OBJ_PHRASE"] = {key.replace(" '", "'"): value for key, value in CONDITION_WORDS["OBJ_PHRASE"].items()}


def merge_conditions(
    words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]
) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    del after  # no word here is read by the one after it
    add_words(words, more_words, CONDITION_WORDS)
