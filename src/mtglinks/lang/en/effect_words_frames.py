"""English words of the frames of abilities: the nth card a player draws in a turn as one object phrase ("Whenever a
player draws their second card each turn", "When you draw your third card in a turn"), as "your second card each
turn" reads. As data, merged into the lexicon by `effect_word_blocks.py` (`merge_frames`) where it lacks them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.kinds import Verb, Zone
from mtglinks.lang.en.effect_word_merge import add_after, add_words

_Tables = MutableMapping[str, dict[str, str]]

# "type:qualifier", as "your second card each turn" ("in a turn" is "each turn": the count starts anew each turn)
FRAME_WORDS: dict[str, dict[str, str]] = {
    # a replacement for one of its events only: "The first time you would draw a card each turn, instead …", "each
    # time a source you control would deal damage this turn, …" (as "the next time" reads; "for the first time each
    # turn" and "for each time" stay the longer words)
    "FIRST_TIME_OF": {"the first time": "first_time", "each time": "each_time"},
    # durations to a step of a later turn: "Until your next upkeep, …" (as "until your next end step" reads)
    "DURATION": {
        "until your next upkeep": "your_next_upkeep",
        "until the end of your next upkeep": "end_of_your_next_upkeep",
        "until the end of that turn": "end_of_that_turn",
        "until the end of their next turn": "end_of_their_next_turn",
        "until the next end step": "next_end_step",
    },
    # states of the game read whole: "if it's the first combat phase of the turn", "if this is the first time this
    # ability has resolved this turn", "If you revealed a Dragon card or controlled a Dragon as you cast this spell"
    "FIXED_COND": {
        "it's the first combat phase of the turn": "first_combat_phase",
        "it's the first combat phase of your turn": "first_combat_phase_your_turn",
        "it's the first end step of the turn": "first_end_step",
        "this is the first time this ability has resolved this turn": "first_resolution_this_turn",
        "it's the first time this ability has resolved this game": "first_resolution_this_game",
        "you revealed a dragon card or controlled a dragon as you cast ~": "revealed_or_controlled_as_cast:Dragon",
        # the Ring-bearer chosen (rule 701.54a): "Whenever the Ring tempts you, if you chose a creature other than ~ as
        # your Ring-bearer, …"
        "you chose a creature other than ~ as your ring-bearer": "ring_bearer_other_than_self",
        # the monarch named by another player (as "an opponent is the monarch")
        "a player is the monarch": "player_monarch",
        "that player is the monarch": "that_player_monarch",
        "defending player is the monarch": "defending_player_monarch",
    },
    # a frame of a turn in which the subject did something: "During any turn you attacked with a commander, you may
    # play those cards."
    "DURING_ANY_TURN": {"during any turn": "any_turn"},
    # an additional cost paid a number of times, as an event: "When you pay this cost one or more times, …"
    "PAY_COST_TIMES": {"pay this cost one or more times": "1:or_more"},
    # a restriction's timing after its condition: "Activate only if you control ten or more permanents and only as a
    # sorcery." (one word: "and" would otherwise join the condition's objects)
    "AND_ONLY_AS": {"and only as a sorcery": "sorcery"},
    # coin flips won or lost, as events: "Whenever you win a coin flip, …" (as "win the flip" reads)
    "V_NUM": {
        "win a coin flip": str(Verb.WIN_FLIP),
        "wins a coin flip": str(Verb.WIN_FLIP),
        "win a flip": str(Verb.WIN_FLIP),
        "lose a coin flip": str(Verb.LOSE_FLIP),
        "lose a flip": str(Verb.LOSE_FLIP),
        "loses a flip": str(Verb.LOSE_FLIP),
    },
    # a delayed trigger's step of this turn: "At this turn's next end of combat, …", "At the next end of combat, …"
    "PHASE": {
        "this turn's next end of combat": "next_end_of_combat",
        "the next end of combat": "next_end_of_combat",
    },
    # a keyword's cost made cheaper: "Equip costs you pay cost {1} less." (the longer "less to cast" stays the
    # lexicon's; "or less", "less than" are longer words too)
    "COST_CHANGE": {"less": "less"},
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
    # exile as the zone a card is put into: "Whenever one or more cards are put into exile from your graveyard, …"
    "PUT_TO": {"ZONE": {"exile": str(Zone.EXILE)}},
    # the perfect of "cast" after its player: "Draw a card if an opponent has cast a blue or black spell this turn." (as
    # "if you've cast …" reads)
    "PLAYER": {"V_OBJ": {"has cast": str(Verb.CAST), "have cast": str(Verb.CAST)}},
    "NOUN": {
        "QUALIFIER": {
            "cast this way": "cast_this_way",
            # "~ costs {3} less to cast for each other spell cast this turn."
            "cast this turn": "cast_this_turn",
        },
    },
}


def merge_frames(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_words(words, more_words, FRAME_WORDS)
    add_after(after, FRAME_AFTER)
