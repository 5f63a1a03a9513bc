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
    out = {f"{verb} {w} {step}": str(Verb.SKIP) for verb in ("skip", "skips") for w in whose for step in what}
    # "Players skip their untap steps." (Stasis), "you skip your next two turns"
    steps = (
        "their untap steps",
        "their upkeep steps",
        "your untap step",
        "your next two turns",
        "your next three turns",
    )
    return out | {f"{verb} {step}": str(Verb.SKIP) for verb in ("skip", "skips") for step in steps}


def _rules_of_an_effect() -> dict[str, str]:
    """Sentences that say how the effect before them applies, read whole as the verb and what they say of it: a
    protection that does not unattach its own Aura (Black Ward), a cost reduction's bounds (rule 601.2f)."""
    out = {"this effect doesn't remove ~": "unattach:not_by_this_effect"}
    for color in ("colored", "white", "blue", "black", "red", "green", "generic"):
        out[f"this effect reduces only the amount of {color} mana you pay"] = f"modify_cost:only_{color}_mana"
    for cost in ("that cost", "that ability's activation cost"):
        out[f"this effect can't reduce the mana in {cost} to less than one mana"] = "modify_cost:not_below_one_mana"
    return out


def _not_done() -> dict[str, str]:
    """What was not done to the objects of a sentence, after their noun: "all cards revealed this way that weren't put
    onto the battlefield", "the exiled cards not cast this way"."""
    done = {
        "put onto the battlefield": "put_onto_battlefield",
        "cast this way": "cast_this_way",
        "cast": "cast",
        "chosen this way": "chosen_this_way",
        "put there this way": "put_there_this_way",
    }
    out = {f"that weren't {d}": f"not_{v}" for d, v in done.items()}
    out |= {f"that wasn't {d}": f"not_{v}" for d, v in done.items()}
    return out | {f"not {d}": f"not_{v}" for d, v in done.items() if d.endswith("this way")}


def _tied() -> dict[str, str]:
    """ "the creature with the greatest power or tied for the greatest power": the objects that share the most."""
    what = ("power", "toughness", "mana value", "life", "votes")
    out = {
        f"or tied for {the}{how} {w}": "or_tied" for the in ("", "the ") for how in ("greatest", "most") for w in what
    }
    return out | {"or tied for least power": "or_tied", "or tied for the least power": "or_tied"}


def _damage_dealt() -> dict[str, str]:
    """Damage dealt, as a number: "equal to the damage dealt to you this turn", "the amount of excess damage dealt this
    way", "where X is the amount of damage it dealt to that player"."""
    out: dict[str, str] = {}
    for the in ("the ", "the amount of "):
        out[f"{the}excess damage dealt this way"] = "excess_damage_this_way"
        out[f"{the}excess damage dealt to that creature this way"] = "excess_damage_this_way"
        out[f"{the}damage dealt to you this turn"] = "damage_dealt_to_you_this_turn"
        out[f"{the}damage dealt to target opponent this turn"] = "damage_dealt_to_target_opponent_this_turn"
        out[f"{the}damage dealt to ~ this turn"] = "damage_dealt_to_self_this_turn"
        out[f"{the}damage dealt to it this turn"] = "damage_dealt_to_it_this_turn"
        for source in ("it", "~", "those creatures", "that creature"):
            out[f"{the}damage {source} dealt to that player"] = "damage_dealt_to_that_player"
    return out | {
        "the life paid as ~ entered": "life_paid_as_entered",
        "the life paid as it entered": "life_paid_as_entered",
        "the number of times ~ has mutated": "times_mutated",
        "the number of times it has mutated": "times_mutated",
    }


def _costs_paid() -> dict[str, str]:
    """ "if ~'s madness cost was paid", "If its spectacle cost was paid": an alternative cost paid (rule 118.9)."""
    costs = ("madness", "spectacle", "prowl", "surge", "emerge", "dash", "evoke", "blitz", "escape", "disturb", "echo")
    return {f"{whose} {cost} cost was paid": cost for whose in ("~'s", "its") for cost in costs}


# Each section holds the phrases of one meaning, by terminal; `EXTRA_WORDS` joins them.
_SECTIONS: list[dict[str, dict[str, str]]] = [
    {"MANA": _could_produce(), "AS_THOUGH": _as_though()},
    # who may activate an ability, and when (older wording: "Any player may activate this ability but only as a
    # sorcery.")
    {
        "TIMING": {
            "any player may activate this ability but only as a sorcery": "any_player_sorcery",
            "any player may activate this ability but only during any upkeep step": "any_player_upkeep",
            "any player may activate this ability but only during their turn": "any_player_their_turn",
            "any player may activate this ability but only during their turn before the end step": (
                "any_player_their_turn"
            ),
        }
    },
    # what was done to counters or symbols, after their noun: "for each storage counter removed this way", "for each
    # {E} paid this way"; a creature taken out of combat
    {"PARTICIPLE": {"removed": "remove", "paid": "pay"}, "FROM_COMBAT": {"from combat": "combat"}},
    # "Cast ~ only during the declare attackers step and only if you've been attacked this step."
    {"DURATION": {"this step": "this_step"}, "EVENT_VERB": {"been attacked": str(Verb.ATTACK)}},
    # "if you control three or more creatures with different powers" (Pinnacle Starcage's kin); "a kicked spell",
    # "differently named lands"; rad counters
    {
        "NOUN": {"powers": "power"},
        "STATUS": {"kicked": "kicked", "differently named": "differently_named"},
        "COUNTER_KIND": {"rad": "rad"},
    },
    # states of the game read whole
    {
        "FIXED_COND": {
            "you have a full party": "full_party",
            "a nonland permanent left the battlefield this turn or a spell was warped this turn": "void",
            "it's neither day nor night": "neither_day_nor_night",
            "this ability has been activated four or more times this turn": "activated:4:or_more_this_turn",
            "all your commanders have been revealed": "commanders_revealed",
            "all of your commanders have been revealed": "commanders_revealed",
        }
        | _resolved()
    },
    {"V_NUM": _skips(), "DURING": {"during turns other than yours": "not_your_turn"}},
    # "~ costs {1}{W} more to cast for each target beyond the first"; mana spent, its colours counted
    {
        "OBJ_PHRASE": {"target beyond the first": "target:beyond_first"}
        | {
            f"colors of mana spent to cast {spell}": "color:of_mana_spent_to_cast"
            for spell in ("it", "~", "this spell", "that spell", "this creature")
        }
    },
    # a perfect not done: "if you haven't cast a spell from your hand this turn"
    {"CANT": {"haven't": "didnt", "hasn't": "didnt"}},
    {
        "FIXED_CLAUSE": _rules_of_an_effect(),
        "QUALIFIER": _not_done() | _tied() | {"with a single target": "single_target"},
    },
    # a spell's or an ability's target changed (rule 115.7), a text changed (rule 612): "Change the target of target
    # spell with a single target.", "Change the text of target spell or permanent by replacing all instances of one
    # color word with another."; Contraptions assembled
    {
        "V_OBJ": {
            "change the target of": str(Verb.CHANGE_TARGET),
            "change the targets of": str(Verb.CHANGE_TARGET),
            "change any targets of": str(Verb.CHANGE_TARGET),
            "change the text of": str(Verb.CHANGE_TEXT),
            "assemble": str(Verb.ASSEMBLE),
            "assembles": str(Verb.ASSEMBLE),
        },
        "REPLACING": {
            f"by replacing all instances of {what}": value
            for what, value in {
                "one color word with another": "color_word",
                "one basic land type with another": "basic_land_type",
                "one creature type with another": "creature_type",
                "one color word with another or one basic land type with another": "color_word_or_basic_land_type",
            }.items()
        },
    },
    # a spell or an ability that makes a player act: "Whenever a spell or ability an opponent controls causes you to
    # discard this card, …"; a card cast with escape enters with more (rule 702.138c): "~ escapes with two +1/+1
    # counters on it."; "… if you don't control a Snail": "if you don't" is otherwise the "if you do" of a cost
    {
        "CAUSES": {"causes": "causes", "cause": "causes"},
        "ESCAPES": {"escapes": "escape"},
        "IF_CONTROLLER": {"if you don't control": "not_you"},
    },
    {"QUANTITY": _damage_dealt(), "PAID": _costs_paid()},
    # mana spent: "for each {S} spent to cast ~", "each mana from a Treasure spent to cast it", "If that mana is spent
    # on a creature spell, …", "When this mana is spent to cast a legendary spell, …"
    {
        "SPENT": {"spent to cast": "to_cast", "spent to activate": "to_activate"},
        "MANA_SPENT": {
            f"{which} mana is spent {how}": value
            for which in ("that", "this")
            for how, value in {"on": "on", "to cast": "to_cast"}.items()
        },
    },
    # "Double the number of each kind of counter on target permanent", "for each kind of counter on it": counters of
    # every kind there is, the kind read as the counter's (so that "counter" after it is the noun); "You may repeat
    # this process any number of times."
    {"COUNTER_KIND": {"each kind of": "each_kind", "kind of": "each_kind"}},
    {"TIMES": {"any number of times": "any_number"}},
    # an Alchemy keyword's cost alone: "Specialize {2}"
    {"KEYWORD_COST": {"specialize": str(Verb.SPECIALIZE)}},
    # what a player controls and does not own (Threaten effects' targets counted): "each creature you control but
    # don't own"; "each creature that player or that planeswalker's controller controls"
    {
        "CONTROLLER": {
            "you control but don't own": "you:not_owner",
            "they control but don't own": "they:not_owner",
            "you own but don't control": "owner_you:not_you",
            "that player or that planeswalker's controller controls": "that_player_or_planeswalker_controller",
        }
    },
]

# Crewing and saddling (rules 702.122, 702.171) as card text says them: "Whenever ~ crews a Vehicle", "~ becomes
# crewed", "each creature that crewed it this turn", "This token saddles Mounts and crews Vehicles as though its power
# were 2 greater."
_SECTIONS.append(
    {
        "V_OBJ": {
            # not "crew" and "saddle": the keywords' names ("Vehicles you control have crew 1")
            "crews": str(Verb.CREW),
            "crewed": str(Verb.CREW),
            "saddles": str(Verb.SADDLE),
            "searched": str(Verb.SEARCH),
        },
        "EVENT_VERB": {
            "becomes crewed": str(Verb.CREW),
            "becomes crewed for the first time each turn": str(Verb.CREW),
        },
        "AS_THOUGH": {
            "as though its power were 2 greater": "power_plus_2",
            "as though its power were 1 greater": "power_plus_1",
        },
    }
)
# a die's result: "Whenever you roll a 6", "If you roll a 4 or higher on a die", "you roll a natural 20"
_SECTIONS.append(
    {
        "ROLL_A": {"roll a": "roll", "rolls a": "roll", "roll a natural": "natural", "rolls a natural": "natural"},
        "OR_MORE": {"or higher": "or_more", "or lower": "or_less"},
        "ON_A_DIE": {"on a die": "die", "on a six-sided die": "d6", "on a d20": "d20"},
    }
)
# more words in their phrases: "Activate only as a sorcery and only once.", "Repeat this process once.", "with equal or
# lesser mana value", "the creature it haunts" (rule 702.55), "your devotion to that color", an owner's control,
# "If you cast it any time a sorcery couldn't have been cast, …" (the flash permanents of Shadowmoor's kin)
_SECTIONS.append(
    {
        "TIMING": {
            "activate only as a sorcery and only once": "sorcery_once",
            "activate this ability only once": "once",
            "play this ability only once": "once",
        },
        "TIMES": {"once": "1"},
        "LESSER": {"equal or lesser": "equal_or_lesser"},
        "QUALIFIER": {"it haunts": "haunted_by_it", "~ haunts": "haunted_by_self"},
        "QUANTITY": {"your devotion to that color": "devotion", "your devotion to that color's": "devotion"},
        "UNDER_YOUR_CONTROL": {
            "under the control of an opponent of your choice": "opponent_of_choice",
            "under the control of that card's owner": "owner",
            "under the control of that creature's owner": "owner",
            "under her owner's control": "owner",
            "under his owner's control": "owner",
        },
        "FIXED_COND": {"you cast it any time a sorcery couldn't have been cast": "cast_not_as_sorcery"},
        "PLAYER": {"the controller of the permanent it becomes": "its_controller"},
        "MANA_OF": {"mana in any combination of": "any_combination_of"},
    }
)

# a digital card's boon ("you get a one-time boon with …": the verb side's table has it, but the emblem phrases of
# `effect_phrases.py` replace that table whole); players attacked, cards put into a graveyard from somewhere this
# turn, the starting player
_SECTIONS.append(
    {
        "EMBLEM": {"get a one-time boon with": "boon", "gets a one-time boon with": "boon"},
        "QUALIFIER": {
            "being attacked": "being_attacked",
            "that were put there from anywhere this turn": "put_there_from_anywhere_this_turn",
            "that was put there from anywhere this turn": "put_there_from_anywhere_this_turn",
            "that were put there from your library this turn": "put_there_from_library_this_turn",
            "that was put there from their library this turn": "put_there_from_library_this_turn",
            "that was put there this turn": "put_there_this_turn",
            "that were put there this turn": "put_there_this_turn",
        },
        "FIXED_COND": {
            "you were the starting player": "starting_player",
            "you weren't the starting player": "not_starting_player",
            "you're not the starting player": "not_starting_player",
        },
    }
)

# mana spent in a turn ("Whenever you expend 4", rule 700.14), the turn or a phase ended (rule 724), descending and
# evidence collected as past events, Role tokens by their names, what a creature devoured, objects not named ~
_SECTIONS.append(
    {
        "V_NUM": {
            "expend": str(Verb.EXPEND),
            "expends": str(Verb.EXPEND),
            "end the turn": str(Verb.END_TURN),
            "end the combat phase": str(Verb.END_TURN),
        },
        "FIXED_COND": {"you descended this turn": "descended_this_turn"},
        "QUANTITY": {"the number of times you descended this turn": "times_descended_this_turn"},
        "PAID": {"evidence was collected": "collected_evidence"},
        "SUBTYPE": {
            f"{name.lower()} role": f"{name} Role"
            for name in ("Cursed", "Monster", "Royal", "Sorcerer", "Virtuous", "Wicked", "Young Hero")
        },
        "QUALIFIER": {"it devoured": "devoured_by_it"},
        "NAMED": {"not named": "not_named"},
    }
)

# day and night (rule 730): "If it's neither day nor night, it becomes day as ~ enters."; more forms of verbs ("if you
# drew a card last turn", "if you played a land this turn", "if you've committed a crime this turn", "a card left your
# graveyard", "can't phase in"); when an action is allowed ("Cast ~ only during combat after blockers are declared.",
# "choose a color before the game begins"); a rule of a modal spell ("Each mode must target a different player.");
# where in a library ("its owner's library just beneath the top X cards of that library"); a commander's tax;
# "Spend only black mana on X."
_SECTIONS.append(
    {
        "DAY_NIGHT": {"it becomes day": "day", "it becomes night": "night"},
        "DRAW": {"drew": str(Verb.DRAW)},
        "V_OBJ": {"played": str(Verb.PLAY)},
        "V_NUM": {
            "committed a crime": str(Verb.COMMIT_CRIME),
            "phase in": str(Verb.PHASE_IN),
        },
        "LEAVE": {"left your graveyard": "leaves_graveyard", "left their graveyard": "leaves_graveyard"},
        "AFTER_PHASE": {
            "after blockers are declared": "declare_blockers",
            "after attackers are declared": "declare_attackers",
            "after combat": "combat",
        },
        "BEFORE": {"before the game begins": "game_start"},
        "FIXED_CLAUSE": {"each mode must target a different player": "target:each_mode_different_player"}
        | {
            f"spend only {color} mana on x": f"spend:only_{color}_on_x"
            for color in ("white", "blue", "black", "red", "green", "colored")
        },
        "ZONE": {
            f"{owner} library just beneath the top x cards of that library": "library"
            for owner in ("its owner's", "their owner's", "your")
        },
        "QUANTITY": {"your highest commander tax among your commanders": "highest_commander_tax"},
    }
)

# an ability triggering (rule 603.2), and what makes it trigger: "If a permanent entering causes a triggered ability of
# a permanent you control to trigger, that ability triggers an additional time." (Panharmonicon), "This ability also
# triggers if ~ is in your graveyard."
_SECTIONS.append(
    {
        "V_NUM": {"trigger": str(Verb.TRIGGER), "triggers": str(Verb.TRIGGER)},
        "TIMES": {"an additional time": "1_more"},
        "STATUS": {"entering": "entering", "entering the battlefield": "entering", "dying": "dying"},
    }
)

# soul counters; "if it's night"; a poisoned player (rule 122.1f); a beheld card as a past event ("If a Dragon was
# beheld"); mana symbols counted ("for each white mana symbol in its mana cost"); a value of the chosen quality ("each
# creature with mana value of the chosen quality")
_SECTIONS.append(
    {
        "COUNTER_KIND": {"soul": "soul"},
        "FIXED_COND": {"it's night": "night", "it's day": "day"},
        "STATUS": {"poisoned": "poisoned"},
        "EVENT_VERB": {"was beheld": str(Verb.BEHOLD), "were beheld": str(Verb.BEHOLD)},
        "NOUN": {"mana symbol": "mana_symbol", "mana symbols": "mana_symbol"},
        "QUALIFIER": {
            "in its mana cost": "in_mana_cost",
            "in that card's mana cost": "in_mana_cost",
            "in the sacrificed creature's mana cost": "in_mana_cost",
            "in those cards' mana costs": "in_mana_cost",
            "with power of the chosen quality": "power:of:chosen_quality",
            "with mana value of the chosen quality": "mana_value:of:chosen_quality",
        },
    }
)

# mana a player spends ("When you spend this mana to cast a Dragon creature spell, …"), any player's permanents, the
# teams of Phyrexia: All Will Be One's Compleated cards
_SECTIONS.append(
    {
        "MANA_SPENT": {"you spend this mana to cast": "to_cast", "you spend that mana to cast": "to_cast"},
        "CONTROLLER": {
            "any player controls": "any_player",
            "that opponent or that planeswalker's controller controls": "that_player_or_planeswalker_controller",
        },
        "FIXED_COND": {"you're on the mirran team": "team:mirran", "you're on the phyrexian team": "team:phyrexian"},
    }
)

# "can't be blocked by creatures with greater power"; damage already dealt; the cards of every hand; the opponents a
# player attacks
_SECTIONS.append(
    {
        "LESSER": {"greater": "greater"},
        "QUANTITY": {
            "the damage already dealt to it this turn": "damage_dealt_to_it_this_turn",
            "the damage already dealt to that player this turn": "damage_dealt_to_that_player_this_turn",
            "the total number of cards in all players' hands": "hand_size_all",
        },
        "QUALIFIER": {"you're attacking": "attacked_by_you"},
    }
)

EXTRA_WORDS: dict[str, dict[str, str]] = {}
for _section in _SECTIONS:
    for _terminal, _table in _section.items():
        EXTRA_WORDS.setdefault(_terminal, {}).update(_table)
