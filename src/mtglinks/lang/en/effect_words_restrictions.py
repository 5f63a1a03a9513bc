"""English words of the frames of abilities read whole: the timings of activation restrictions joined in one sentence
("Activate only once and only during your turn.", rule 602.5b), a restriction's timing after its condition ("… and only
during your turn"), a step of a later turn a delayed trigger waits for ("At the beginning of the end step of your next
turn"), the choice no player made ("If no one does, …"). As data, merged into the lexicon by `effect_word_blocks.py`
(`merge_restrictions`) where it lacks them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_words

_Tables = MutableMapping[str, dict[str, str]]
_AfterTables = MutableMapping[str, dict[str, dict[str, str]]]

# the openings of an activation restriction, as `effect_clauses.timings()` reads them
_OPENINGS = ("activate only", "activate this ability only")
# two timings in one restriction (the values as the lexicon's: "your_turn_once_each_turn"), a step of the turn
_WHEN = {
    "once and only during your turn": "your_turn_once",
    "during your turn and only once": "your_turn_once",
    "during any upkeep step": "any_upkeep",
    "during the end of combat step": "end_of_combat",
    "before the combat damage step": "before_combat_damage",
    "before the end of combat step": "before_end_of_combat",
    "before blockers are declared": "before_declare_blockers",
    "before attackers are declared": "before_declare_attackers",
    "during combat after blockers are declared": "combat_after_blockers",
}

RESTRICTION_WORDS: dict[str, dict[str, str]] = {
    "TIMING": {f"{opening} {when}": value for opening in _OPENINGS for when, value in _WHEN.items()},
    # a timing after the restriction's condition: "Activate only if you control no creatures and only during your
    # turn." (as "… and only as a sorcery" reads: one word, "and" would otherwise join the condition's objects)
    "AND_ONLY_AS": {"and only during your turn": "your_turn"},
    # the only time a spell may be cast, a step of whose turn: "Cast ~ only during combat on an opponent's turn." (as
    # "Cast ~ only during combat" reads; values "<whose>:<step>" as the PHASE's)
    "DURING": {
        "during combat on an opponent's turn": "opponent:combat",
        "during combat on your turn": "your:combat",
        "during the declare blockers step on an opponent's turn": "opponent:declare_blockers",
    },
    # no player did what was offered: "Any player may pay {3}. If no one does, destroy all creatures." (as "If no
    # player does, …" reads the choice declined)
    "FIXED_COND": {"no one does": "no_player_does"},
    # a step the only time is before, as "before attackers are declared" reads: "Cast ~ only before the combat damage
    # step."
    "BEFORE": {"before the combat damage step": "combat_damage"},
    # a delayed trigger's step of a later turn, a step of the enchanted player (values "<whose>:<step>", as
    # `effect_clauses.more_phases` reads): "At the beginning of the end step of your next turn, discard those
    # cards." (as "the beginning of your next end step" reads)
    "PHASE": {
        "the beginning of the end step of your next turn": "your_next_turn:end_step",
        "the beginning of your next turn's end step": "your_next_turn:end_step",
        "the beginning of the end step of that player's next turn": "that_player_next_turn:end_step",
        "the beginning of combat on enchanted opponent's turn": "enchanted_opponent:combat",
        "the beginning of each of enchanted player's postcombat main phases": "enchanted_player:main2",
    },
}


def merge_restrictions(words: _Tables, more_words: _Tables, after: _AfterTables) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_words(words, more_words, RESTRICTION_WORDS)
