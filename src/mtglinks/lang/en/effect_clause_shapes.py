"""More English words of the verb side of the effect grammar, as data, for the shapes of its block "more of the verb
side" (grammar/effects.lark, effects/verb_shapes.py): steps of delayed triggers, past events, combat damage assigned
otherwise, counters moved and distributed, phases added, lures, actions allowed once in a time.

`effect_clauses.py` adds each table to its own (`CLAUSE_WORDS`), a phrase only where that table lacks it.
"""

from __future__ import annotations

from mtglinks.kinds import Verb


def delayed_phases() -> dict[str, str]:
    """ "the beginning of the next cleanup step", "the beginning of their next upkeep", "the beginning of that
    combat": the steps a delayed trigger or a trigger names beside those of `effect_clauses.more_phases`, value
    "<whose>:<step>"."""
    whose = {
        "the next": "next",
        "their next": "their_next",
        "that player's next": "that_player_next",
        "its controller's next": "controller_next",
        "its owner's next": "owner_next",
        "the first": "first",
        "enchanted opponent's": "enchanted_opponent",
        "the monarch's": "monarch",
        "each other player's": "each_other",
        "each of that player's": "that_player",
        "that": "that",
    }
    steps = {
        "upkeep": "upkeep",
        "upkeeps": "upkeep",
        "end step": "end_step",
        "draw step": "draw_step",
        "cleanup step": "cleanup",
        "combat": "combat",
        "declare attackers step": "declare_attackers",
    }
    return {f"the beginning of {w} {s}": f"{wv}:{sv}" for w, wv in whose.items() for s, sv in steps.items()}


SHAPE_WORDS: dict[str, dict[str, str]] = {
    "PHASE": delayed_phases(),
    "FIXED_COND": {"there is no monarch": "no_monarch", "an opponent is the monarch": "opponent_monarch"},
    "V_NUM": {"roll the planar die": str(Verb.ROLL), "rolls the planar die": str(Verb.ROLL)},
    "EVENT_VERB": {
        # artifacts or permanents put into a graveyard from the battlefield die (rule 700.4)
        "are put into a graveyard from the battlefield": str(Verb.DIE),
        "are put into your graveyard from the battlefield": str(Verb.DIE),
        "are put into an opponent's graveyard from the battlefield": str(Verb.DIE),
        "transforms into ~": str(Verb.TRANSFORM),
        "transform into ~": str(Verb.TRANSFORM),
        "blocked": str(Verb.BLOCK),
        # goad as a state (rule 701.15): "Enchanted creature gets +2/+2 and is goaded."
        "is goaded": str(Verb.GOAD),
        "are goaded": str(Verb.GOAD),
    },
    "SWITCH": {"switch": "switch", "switches": "switch"},
    "DISTRIBUTE": {"distribute": "distribute", "distributes": "distribute"},
    "MOVE": {"move": "move", "moves": "move"},
    # a permanent's own power and toughness, switched: "Switch ~'s power and toughness until end of turn."
    "QUANTITY": {"~'s power and toughness": "self:power_toughness"},
    # phases added to the turn (rule 500.8), and the phase they follow
    "EXTRA_PHASE": {
        "there is an additional combat phase": "combat",
        "there is an additional combat phase followed by an additional main phase": "combat_then_main",
        "there are two additional combat phases": "two_combats",
        "there is an additional beginning phase": "beginning",
    },
    "AFTER_PHASE": {"after this phase": "this_phase", "after this main phase": "this_main_phase"},
    "GAME_EVENT": {"day becomes night or night becomes day": "day_night_change"},
    # life gained or lost in the past: "if you gained 3 or more life this turn", "if you gained or lost life this turn"
    "LIFE_CHANGED": {"gained": str(Verb.GAIN_LIFE), "lost": str(Verb.LOSE_LIFE)},
    "PLAYER_DEALT": {"you're dealt": "you"},
    # a lure: "All creatures able to block ~ do so." (rule 509.1c)
    "LURE": {"all creatures able to block": "all_able"},
    "DO_SO": {"do so": "do_so"},
    "ONCE": {
        "once each turn": "each_turn",
        "once during each of your turns": "each_of_your_turns",
        "once each combat": "each_combat",
    },
    # "if ~ is suspended" (rule 702.62b: a card in exile with suspend and a time counter)
    "STATUS": {"suspended": "suspended"},
    # combat damage assigned otherwise than by power (rule 510.1a)
    "ASSIGN_DAMAGE": {
        f"{verb} {how}": value
        for verb in ("assigns", "assign")
        for how, value in {
            "no combat damage": "none",
            "its combat damage": "own",
            "combat damage equal to its toughness rather than its power": "toughness",
            "combat damage equal to their toughness rather than their power": "toughness",
        }.items()
    },
    # a library's top or bottom, its owner's choice: "puts it on their choice of the top or bottom of their library"
    "ZONE": {
        f"{choice}the top or bottom of {owner} library": "library"
        for choice in ("", "their choice of ", "your choice of ", "its owner's choice of ")
        for owner in ("their", "its owner's", "your", "that player's")
    },
}
