"""English words of conditions said first (issue #22): a main phase, a main phase added after a combat phase, and the
nth spell a player cast in a turn or a game, read whole as one object phrase ("if it was the second spell you cast
this turn", "If ~ is the first spell you've cast this game"), as "your second spell each turn" is (effect_phrases.py).
As data, merged into the lexicon by `effect_word_blocks.py` where the other tables lack them."""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_words

_Tables = MutableMapping[str, dict[str, str]]

_ORDINALS = ("first", "second", "third")

CONDITION_WORDS: dict[str, dict[str, str]] = {
    # fixed object phrases, "type:qualifier": the spell's place among those its player cast in the turn or the game
    # a phase of any player's turn: "If it's a main phase, …" (as "if it's your main phase" reads, "<whose>:<step>")
    "STEP": {"a main phase": "any:main"},
    # the second phase added after the first, said after the phase the first follows: "there is an additional combat
    # phase after this phase, followed by an additional main phase" (the value the one phrase without the phase
    # between has, `combat_then_main`)
    "FOLLOWED_MAIN": {"followed by an additional main phase": "combat_then_main"},
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
