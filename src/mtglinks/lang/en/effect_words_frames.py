"""English words of the frames of abilities: the nth card a player draws in a turn as one object phrase ("Whenever a
player draws their second card each turn", "When you draw your third card in a turn"), as "your second card each
turn" reads. As data, merged into the lexicon by `effect_word_blocks.py` (`merge_frames`) where it lacks them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_after, add_words

_Tables = MutableMapping[str, dict[str, str]]

# "type:qualifier", as "your second card each turn" ("in a turn" is "each turn": the count starts anew each turn)
FRAME_WORDS: dict[str, dict[str, str]] = {
    # a replacement for one of its events only: "The first time you would draw a card each turn, instead …", "each
    # time a source you control would deal damage this turn, …" (as "the next time" reads; "for the first time each
    # turn" and "for each time" stay the longer words)
    "FIRST_TIME_OF": {"the first time": "first_time", "each time": "each_time"},
    "OBJ_PHRASE": {
        "your third card each turn": "card:third_each_turn",
        "your third card in a turn": "card:third_each_turn",
        "your fifth card each turn": "card:fifth_each_turn",
        "their first card each turn": "card:first_each_turn",
        "their second card each turn": "card:second_each_turn",
        "their second card during their turn": "card:second_their_turn",
        "your first card during each of your draw steps": "card:first_each_draw_step",
        "your second spell in a turn": "spell:second_each_turn",
        "your third spell in a turn": "spell:third_each_turn",
        # the draws a replacement or a trigger leaves out: "If you would draw a card except the first one you draw in
        # each of your draw steps, …"
        "a card each turn except the first card you draw during each of your draw steps": (
            "card:each_turn_except_first_each_draw_step"
        ),
        # the one draw a frame names: "The first time you would draw a card each turn, …"
        "a card each turn": "card:each_turn",
        "a card except the first one you draw in each of your draw steps": "card:except_first_each_draw_step",
        "a card except the first one they draw in each of their draw steps": "card:except_first_each_draw_step",
    },
}

# a noun's bound read after it: "If a spell cast this way would be put into your graveyard, exile it instead." (as
# "exiled this way"; after a noun only, "Spells you cast this way cost …" keeps its verb)
FRAME_AFTER: dict[str, dict[str, dict[str, str]]] = {
    "NOUN": {
        "QUALIFIER": {
            "cast this way": "cast_this_way",
        },
    },
}


def merge_frames(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_words(words, more_words, FRAME_WORDS)
    add_after(after, FRAME_AFTER)
