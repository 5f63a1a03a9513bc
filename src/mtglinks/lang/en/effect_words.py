"""More English phrases of the effect grammar's terminals, as data: words card text uses that the other tables
lack ("removed", "spent", "dealt", "could", "combat", …), each inside the phrase that gives it its meaning.

`effects.py` adds each table to the terminal of the same name, a phrase only where the lexicon lacks it.
"""

from __future__ import annotations

from mtglinks.kinds import Verb


def _could_produce() -> dict[str, str]:
    """ "one mana of any type that a land you control could produce" (Reflecting Pool, Exotic Orchard), and "that land
    produced" (Mana Reflection's kin): the mana's kind, then ":" and the lands it is read from."""
    kinds = {"any type": "any_type", "any color": "any_color"}
    lands = {
        "that a land you control could produce": "lands_you_control",
        "that a basic land you control could produce": "basic_lands_you_control",
        "that a land an opponent controls could produce": "lands_opponent_controls",
        "that a gate you control could produce": "gates_you_control",
        "that land could produce": "that_land",
        "that land produced": "that_land_produced",
        "that permanent produced": "that_permanent_produced",
    }
    return {f"one mana of {k} {land}": f"{kv}:{lv}" for k, kv in kinds.items() for land, lv in lands.items()}


def _as_though() -> dict[str, str]:
    """ "… as though they didn't have plainswalk", "as though those creatures had haste": what the action is done as
    though it were so."""
    keywords = ("hexproof", "shroud", "shadow", "defender", "flying")
    walks = ("plainswalk", "islandwalk", "swampwalk", "mountainwalk", "forestwalk")
    subjects = ("it", "they", "those creatures", "that creature")
    out = {f"as though {s} didn't have {k}": f"no_{k}" for s in subjects for k in (*keywords, *walks)}
    out |= {f"as though {s} had haste": "haste" for s in subjects}
    out |= {f"as though {s} had flash": "flash" for s in subjects}
    out |= {
        "as though they didn't have those abilities": "no_those_abilities",
        "as though they were untapped": "untapped",
        "as though its source had wither": "source_wither",
        "as though its source had infect": "source_infect",
    }
    return out


def _resolved() -> dict[str, str]:
    """ "if this is the second time this ability has resolved this turn": which resolution of the turn this is."""
    times = {"first": "1", "second": "2", "third": "3", "first or second": "1_or_2"}
    return {f"this is the {t} time this ability has resolved this turn": f"resolved:{v}" for t, v in times.items()}


def _skips() -> dict[str, str]:
    """ "that player skips their next combat phase": a step, phase or turn skipped (rule 500.11)."""
    whose = ("their next", "your next", "his or her next")
    what = ("untap step", "combat phase", "draw step", "upkeep", "turn")
    return {f"{verb} {w} {step}": str(Verb.SKIP) for verb in ("skip", "skips") for w in whose for step in what}


EXTRA_WORDS: dict[str, dict[str, str]] = {
    "MANA": _could_produce(),
    "AS_THOUGH": _as_though(),
    # who may activate an ability, and when (older wording: "Any player may activate this ability but only as a
    # sorcery.")
    "TIMING": {
        "any player may activate this ability but only as a sorcery": "any_player_sorcery",
        "any player may activate this ability but only during any upkeep step": "any_player_upkeep",
        "any player may activate this ability but only during their turn": "any_player_their_turn",
        "any player may activate this ability but only during their turn before the end step": "any_player_their_turn",
        "this ability triggers only once": "once",
    },
    # what was done to counters, after their noun: "for each storage counter removed this way"
    "PARTICIPLE": {"removed": "remove"},
    "FROM_COMBAT": {"from combat": "combat"},
    # "Cast ~ only during the declare attackers step and only if you've been attacked this step."
    "DURATION": {"this step": "this_step"},
    "EVENT_VERB": {"been attacked": str(Verb.ATTACK)},
    # "if you control three or more creatures with different powers" (Pinnacle Starcage's kin)
    "NOUN": {"powers": "power"},
    "STATUS": {"kicked": "kicked", "differently named": "differently_named"},
    "COUNTER_KIND": {"rad": "rad"},
    # the creatures of a player or of a planeswalker's controller: "each creature that player or that planeswalker's
    # controller controls"
    # states of the game read whole
    "FIXED_COND": {
        "you have a full party": "full_party",
        "a nonland permanent left the battlefield this turn or a spell was warped this turn": "void",
        "it's neither day nor night": "neither_day_nor_night",
    }
    | _resolved(),
    "V_NUM": _skips(),
    "V_OBJ": {"assemble": str(Verb.ASSEMBLE), "assembles": str(Verb.ASSEMBLE)},
    "DURING": {"during turns other than yours": "not_your_turn"},
    # "~ costs {1}{W} more to cast for each target beyond the first"; mana spent, its colours counted
    "OBJ_PHRASE": {"target beyond the first": "target:beyond_first"}
    | {
        f"colors of mana spent to cast {spell}": "color:of_mana_spent_to_cast"
        for spell in ("it", "~", "this spell", "that spell", "this creature")
    },
    # a perfect not done: "if you haven't cast a spell from your hand this turn"
    "CANT": {"haven't": "didnt", "hasn't": "didnt"},
    # what a player controls and does not own (Threaten effects' targets counted): "each creature you control but
    # don't own"
    "CONTROLLER": {
        "you control but don't own": "you:not_owner",
        "they control but don't own": "they:not_owner",
        "you own but don't control": "owner_you:not_you",
        # "each creature that player or that planeswalker's controller controls"
        "that player or that planeswalker's controller controls": "that_player_or_planeswalker_controller",
    },
}
