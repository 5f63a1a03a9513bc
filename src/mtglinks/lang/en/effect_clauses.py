"""English words of the verb side of the effect grammar, as data: how clauses are modified and joined
(can, perpetually, only, also, rather than, as though, except, while, until), the steps a "during" names,
conditions read whole ("you're the monarch"), and more forms of the verbs and trigger events.

`effects.py` adds each table to the terminal of the same name in `WORDS` (a new terminal, or more phrases
of one there), so another language supplies the same categories with its own words.
"""

from __future__ import annotations

from mtglinks.kinds import Verb
from mtglinks.lang.en.effect_clause_shapes import SHAPE_WORDS


def steps() -> dict[str, str]:
    """ "<whose> <step or turn>" as a "during" names it: value "<whose>:<step>"."""
    whose = {
        "your": "your",
        "your next": "your_next",
        "your last": "your_last",
        "each": "each",
        "each player's": "each",
        "each other player's": "each_other",
        "each opponent's": "opponent",
        "an opponent's": "opponent",
        "their": "their",
        "their next": "their_next",
        "its controller's": "controller",
        "its controller's next": "controller_next",
        "their controller's": "controller",
        "their controller's next": "controller_next",
        "their controllers'": "controller",
        "their controllers' next": "controller_next",
        "that player's": "that_player",
        "that player's next": "that_player_next",
        "the player's next": "that_player_next",
        "each of your": "your",
        "each of their": "their",
        "the": "the",
        "defending player's next": "defending_player_next",
        "target player's next": "target_player_next",
        "target opponent's next": "target_opponent_next",
    }
    names = {
        "untap step": "untap_step",
        "untap phase": "untap_step",
        "draw phase": "draw_step",
        "upkeep phase": "upkeep",
        "combat phase": "combat",
        "untap steps": "untap_step",
        "upkeep": "upkeep",
        "upkeeps": "upkeep",
        "draw step": "draw_step",
        "draw steps": "draw_step",
        "end step": "end_step",
        "main phase": "main",
        "main phases": "main",
        "precombat main phase": "main1",
        "postcombat main phase": "main2",
        "combat": "combat",
        "turn": "turn",
        "turns": "turn",
        "combat damage step": "combat_damage",
        "declare attackers step": "declare_attackers",
        "declare blockers step": "declare_blockers",
    }
    # "your turn" and "their turn" are the TURN of "if it's your turn" and "each turn" a qualifier;
    # "during your turn" is one DURING
    whole = {f"{w} {s}": f"{wv}:{sv}" for w, wv in whose.items() for s, sv in names.items()}
    return {phrase: value for phrase, value in whole.items() if phrase not in ("your turn", "their turn", "each turn")}


def more_phases() -> dict[str, str]:
    """ "the beginning of the upkeep of enchanted creature's controller" and the other steps a trigger names
    beside those of `effect_phrases.phases`: value "<whose>:<step>"."""
    owners = ("creature", "permanent", "enchantment", "artifact", "land")
    steps = {"upkeep": "upkeep", "end step": "end_step", "draw step": "draw_step"}
    found = {
        f"the beginning of the {step} of enchanted {owner}'s controller": f"enchanted_controller:{value}"
        for owner in owners
        for step, value in steps.items()
    }
    return found | {
        "the beginning of each of your postcombat main phases": "your:main2",
        "the beginning of combat on each opponent's turn": "opponent:combat",
        "the beginning of your opponents' end step": "opponent:end_step",
        "the beginning of the game": "game:start",
        "the beginning of the chosen player's upkeep": "chosen_player:upkeep",
        "the beginning of your combat step": "your:combat",
        "the beginning of your first upkeep": "your_first:upkeep",
        "the beginning of combat this turn": "this_turn:combat",
        "the beginning of each other player's draw step": "each_other:draw_step",
        "the beginning of each other player's first upkeep": "each_other_first:upkeep",
        "the beginning of each opponent's combat phase": "opponent:combat",
        "the beginning of each combat this turn": "this_turn:combat",
    }


def stats() -> dict[str, str]:
    """ "<whose> power is equal to" and the like: a characteristic the text defines (rule 604.3)."""
    whose = ("~'s", "this creature's", "this token's", "its", "this vehicle's", "that creature's")
    stat = {
        "power is equal to": "power",
        "toughness is equal to": "toughness",
        "power and toughness are each equal to": "power_toughness",
        "power is equal to the number of": "power",
    }
    return {f"{w} {s}": v for w in whose for s, v in stat.items() if not s.endswith("number of")}


def timings() -> dict[str, str]:
    """When an ability may be activated, in the 2026 wording and the older printed ones ("Play this ability
    only once each turn", "Use this ability only during your upkeep")."""
    opening = ("activate only", "activate this ability only", "play this ability only", "use this ability only")
    when = {
        "once each turn": "once_each_turn",
        "during your upkeep": "your_upkeep",
        "during your turn": "your_turn",
        "during combat": "combat",
        "as a sorcery": "sorcery",
        "as an instant": "instant",
        "any time you could play a sorcery": "sorcery",
        "any time you could cast a sorcery": "sorcery",
        "any time you could play an instant": "instant",
        "during your upkeep and only once each turn": "your_upkeep_once_each_turn",
        "during your turn and only once each turn": "your_turn_once_each_turn",
        "any time you could cast a sorcery and only once each turn": "sorcery_once_each_turn",
        "once each turn and only during your turn": "your_turn_once_each_turn",
        "during your draw step": "your_draw_step",
        "during an opponent's turn": "opponent_turn",
        "twice each turn": "twice_each_turn",
        "during your end step": "your_end_step",
    }
    limits = {"twice each turn": "twice_each_turn", "three times each turn": "three_times_each_turn"}
    bounded = ("activate", "activate this ability", "play this ability", "this ability may be played")
    fewer = {f"{o} no more than {w}": v for o in bounded for w, v in limits.items()}  # "Activate no more than twice …"
    return {f"{o} {w}": v for o in opening for w, v in when.items()} | fewer


CLAUSE_WORDS: dict[str, dict[str, str]] = {
    "TIMING": timings(),
    "ACTIVATE_ONLY_IF": {
        "activate this ability only if": "if",
        "play this ability only if": "if",
        "use this ability only if": "if",
    },
    # when a spell or ability may be cast or activated, as a suffix: "You may cast ~ any time you could cast an instant"
    "ANY_TIME": {
        "any time you could cast an instant": "instant",
        "any time you could play an instant": "instant",
        "any time you could cast a sorcery": "sorcery",
        "any time you could play a sorcery": "sorcery",
        "any time you could activate a mana ability": "mana_ability",
        "as an interrupt": "interrupt",
        "any time": "any_time",
        "at any time": "any_time",
    },
    # "can block as though it had flying": the keyword it is treated as having
    "AS_THOUGH_HAD": {"as though it had": "had", "as though they had": "had", "as though ~ had": "had"},
    "AFTERWARDS": {"afterwards": "afterwards", "afterward": "afterwards"},
    "UNBLOCKABLE": {"is unblockable": "unblockable", "are unblockable": "unblockable"},
    # whole sentences of older printed text that say one rule
    "FIXED_CLAUSE": {
        "attacking doesn't cause ~ to tap": "tap:not_when_attacking",
        "attacking does not cause ~ to tap": "tap:not_when_attacking",
    },
    # a clause's modal "can": "~ can block an additional creature each combat", "can be blocked only by …"
    "CAN": {"can": "can"},
    # "don't"/"doesn't" before a verb: the action negated, as "can't" is ("Those creatures don't untap …")
    "CANT": {"don't": "dont", "doesn't": "dont", "do not": "dont", "does not": "dont"},
    "ONLY": {"only": "only"},
    # an action of the digital cards that lasts the whole game, through zone changes
    "PERPETUALLY": {"perpetually": "perpetually"},
    "ALSO": {"also": "also"},
    # "Spend this mana only to cast creature spells": the purpose the mana is kept for
    "SPEND_ONLY": {
        "spend this mana only to": "only_to",
        "spend this mana only on": "only_on",
        "spend that mana only to": "only_to",
    },
    # what an alternative cost replaces
    "RATHER_THAN": {
        "rather than pay ~'s mana cost": "mana_cost",
        "rather than pay this spell's mana cost": "mana_cost",
        "rather than pay its mana cost": "mana_cost",
        "rather than pay the mana cost for spells you cast": "mana_cost",
        "rather than pay their mana costs": "mana_cost",
        "rather than paying its mana cost": "mana_cost",
        "rather than paying ~'s mana cost": "mana_cost",
    },
    "AS_THOUGH": {
        "as though it had flash": "flash",
        "as though they had flash": "flash",
        "as though it had haste": "haste",
        "as though they had haste": "haste",
        "as though it didn't have defender": "no_defender",
        "as though they didn't have defender": "no_defender",
        "as though it weren't blocked": "not_blocked",
        "as though it wasn't blocked": "not_blocked",
        "as though it were untapped": "untapped",
        "as though it weren't attacking": "not_attacking",
    },
    "ALONE": {"alone": "alone"},
    "EXCEPT": {"except": "except"},
    "WHILE": {"while": "while"},
    "UNTIL": {"until": "until"},
    "THIS_WAY": {"this way": "this_way"},
    "DURING_OF": {"during": "during"},
    "STEP": steps(),
    "DIVIDED": {
        "divided as you choose among": "as_you_choose",
        "divided as you choose between": "as_you_choose",
        "divided evenly among": "evenly",
    },
    "CHOOSE_NOT": {"choose not to": "choose_not", "chooses not to": "choose_not"},
    # past tense of "is": "if it was blocking", "if that permanent was a Liliana planeswalker"
    "BE": {"was": "was", "were": "were"},
    # being dealt damage, with its amount: "if an opponent was dealt 7 or more damage this turn"
    "DEALT": {"is dealt": "dealt", "was dealt": "dealt", "were dealt": "dealt", "are dealt": "dealt"},
    "REMAINS": {
        "remains exiled": "exiled",
        "remain exiled": "exiled",
        "remains tapped": "tapped",
        "remains untapped": "untapped",
        "remains on the battlefield": "battlefield",
        "remains attached to it": "attached",
    },
    # "if {W} was spent to cast ~"
    "SPENT_TO_CAST": {"was spent to cast": "spent", "were spent to cast": "spent"},
    # conditions read whole: a state of the game
    "FIXED_COND": {
        "you're the monarch": "monarch",
        "you're not the monarch": "not_monarch",
        "you are the monarch": "monarch",
        "you were the monarch as the turn began": "was_monarch",
        "you have the initiative": "initiative",
        "you paid the kicker cost": "paid:kicked",
        "the kicker cost was paid": "paid:kicked",
        "you paid the buyback cost": "paid:buyback",
        "saddled": "saddled",
        "~ is paired with another creature": "paired",
        "~ is in your opening hand": "in_opening_hand",
        "you're the defending player": "defending_player",
        "you have the city's blessing": "city_blessing",
        "you have one or fewer cards in hand": "hand_one_or_fewer",
        "you have exactly one card in hand": "hand_one",
        "your library has no cards in it": "empty_library",
        "no spells were cast last turn": "no_spells_last_turn",
        "two or more spells were cast last turn": "two_spells_last_turn",
        "a player cast two or more spells last turn": "two_spells_last_turn",
    },
    "ENTER": {
        "entered": str(Verb.ENTER),
        "entered the battlefield": str(Verb.ENTER),
    },
    "UNDER_YOUR_CONTROL": {
        "under an opponent's control": "opponent",
        "under your opponents' control": "opponent",
        "under that player's control": "that_player",
        "under target player's control": "target_player",
    },
    "DURATION": {
        "until end of combat": "end_of_combat",
        "until the end of combat": "end_of_combat",
        "until the end of turn": "end_of_turn",
        "this combat": "this_combat",
        "each combat": "each_combat",
        "until your next end step": "your_next_end_step",
        "until the end of your turn": "end_of_your_turn",
        "until ~ finishes resolving": "resolving",
        "until the beginning of your next upkeep": "your_next_upkeep",
        "until that player's next turn": "that_player_next_turn",
        "this game": "this_game",
        "for as long as ~ remains tapped": "remains_tapped",
        "for as long as it remains exiled": "remains_exiled",
        "for as long as they remain exiled": "remains_exiled",
        "for as long as that card remains exiled": "remains_exiled",
        "last turn": "last_turn",
        "on each of your turns": "each_of_your_turns",
        "on each of their turns": "each_of_their_turns",
        "during each of your turns": "each_of_your_turns",
    },
    "V_OBJ": {
        "seek": str(Verb.SEEK),
        "seeks": str(Verb.SEEK),
        "conjure": str(Verb.CONJURE),
        "conjures": str(Verb.CONJURE),
        "crank": str(Verb.CRANK),
        "cranks": str(Verb.CRANK),
        "choose and discard": str(Verb.DISCARD),
        "chooses and discards": str(Verb.DISCARD),
        "draft": str(Verb.DRAFT),
        "exploits": str(Verb.EXPLOIT),
        "unlock": str(Verb.UNLOCK),
        "unlocks": str(Verb.UNLOCK),
        "fully unlock": str(Verb.UNLOCK),
        "fully unlocks": str(Verb.UNLOCK),
        "drafts": str(Verb.DRAFT),
        "turn": str(Verb.TURN),
        "targets": str(Verb.TARGET),
        "cast": str(Verb.CAST),
        "casts": str(Verb.CAST),
        "cycled": str(Verb.CYCLE),
        "discarded": str(Verb.DISCARD),
        "sacrificed": str(Verb.SACRIFICE),
    },
    "V_NUM": {
        "win the flip": str(Verb.WIN_FLIP),
        "wins the flip": str(Verb.WIN_FLIP),
        "win": str(Verb.WIN_FLIP),
        "lose the flip": str(Verb.LOSE_FLIP),
        "loses the flip": str(Verb.LOSE_FLIP),
        "roll a d6": str(Verb.ROLL),
        "rolls a d6": str(Verb.ROLL),
        "roll a d8": str(Verb.ROLL),
        "roll a d10": str(Verb.ROLL),
        "roll a d12": str(Verb.ROLL),
        "rolls a d20": str(Verb.ROLL),
        "rolls a d4": str(Verb.ROLL),
        "roll two d6": str(Verb.ROLL),
        "roll a die": str(Verb.ROLL),
        "rolls a die": str(Verb.ROLL),
        "roll one or more dice": str(Verb.ROLL),
        "roll two six-sided dice": str(Verb.ROLL),
        "roll a four-sided die": str(Verb.ROLL),
        "roll a twenty-sided die": str(Verb.ROLL),
        "mutates": str(Verb.MUTATE),
        "can be your commander": str(Verb.BE_COMMANDER),
        "specializes": str(Verb.SPECIALIZE),
        "completed a dungeon": str(Verb.COMPLETE_DUNGEON),
        "repeat this process": str(Verb.REPEAT),
        "repeats this process": str(Verb.REPEAT),
        "unlock this door": str(Verb.UNLOCK),
        "begin the game with it on the battlefield": str(Verb.BEGIN_GAME_WITH),
        "lose this mana as steps and phases end": str(Verb.LOSE_MANA),
        "lose unspent mana as steps and phases end": str(Verb.LOSE_MANA),
        "lose all unspent mana": str(Verb.LOSE_MANA),
        "loses all unspent mana": str(Verb.LOSE_MANA),
        "complete a dungeon": str(Verb.COMPLETE_DUNGEON),
        "completes a dungeon": str(Verb.COMPLETE_DUNGEON),
    },
    "EVENT_VERB": {
        "is put into your graveyard from the battlefield": str(Verb.DIE),
        "is put into an opponent's graveyard from the battlefield": str(Verb.DIE),
        "is put into exile from the battlefield": str(Verb.EXILE),
        "is put into a graveyard from the battlefield or is put into exile from the battlefield": str(Verb.DIE),
        "is put into your graveyard from your hand": str(Verb.DISCARD),
        "is put into a graveyard from your library": str(Verb.MILL),
        "are put into your graveyard": str(Verb.PUT_INTO_GRAVEYARD),
        "becomes blocked": str(Verb.BLOCK),
        "was blocked": str(Verb.BLOCK),
        "is turned face up": str(Verb.TURN_FACE_UP),
        "is exiled": str(Verb.EXILE),
        "was exiled": str(Verb.EXILE),
        "is sacrificed": str(Verb.SACRIFICE),
        "is destroyed": str(Verb.DESTROY),
        "were cast": str(Verb.CAST),
        "is cast": str(Verb.CAST),
        "is countered": str(Verb.COUNTER),
        "is discarded": str(Verb.DISCARD),
        "was discarded": str(Verb.DISCARD),
        "is revealed": str(Verb.REVEAL),
        "are revealed": str(Verb.REVEAL),
        "were revealed": str(Verb.REVEAL),
        "was revealed": str(Verb.REVEAL),
        "were milled": str(Verb.MILL),
        "was milled": str(Verb.MILL),
        "is milled": str(Verb.MILL),
        "were sacrificed": str(Verb.SACRIFICE),
        "was sacrificed": str(Verb.SACRIFICE),
        "were removed": str(Verb.REMOVE_COUNTER),
        "was removed": str(Verb.REMOVE_COUNTER),
        "is returned": str(Verb.RETURN),
        "were returned": str(Verb.RETURN),
        "is attacked": str(Verb.ATTACK),
        "were attacked": str(Verb.ATTACK),
        "was attacked": str(Verb.ATTACK),
        "is blocked": str(Verb.BLOCK),
        "becomes the target of a spell or ability an opponent controls": str(Verb.BECOME_TARGET),
        "becomes the target of an ability": str(Verb.BECOME_TARGET),
        "becomes the target of a spell or ability for the first time each turn": str(Verb.BECOME_TARGET),
        "becomes the target of a spell an opponent controls": str(Verb.BECOME_TARGET),
        "becomes the target of an aura spell": str(Verb.BECOME_TARGET),
        "become the target of a spell or ability": str(Verb.BECOME_TARGET),
        "phases out": str(Verb.PHASE_OUT),
        "phases in": str(Verb.PHASE_IN),
        "phase out": str(Verb.PHASE_OUT),
        "becomes attached to a creature": str(Verb.ATTACH),
        "becomes unattached": str(Verb.UNATTACH),
        "becomes untapped": str(Verb.UNTAP),
        "becomes saddled": str(Verb.SADDLE),
        "becomes saddled for the first time each turn": str(Verb.SADDLE),
        "is dealt combat damage": str(Verb.DEALT_DAMAGE),
        "is put into an opponent's graveyard": str(Verb.PUT_INTO_GRAVEYARD),
        "is put into exile": str(Verb.EXILE),
        "is tapped for mana": str(Verb.TAP),
        "are tapped for mana": str(Verb.TAP),
        "be the target of spells or abilities": str(Verb.BECOME_TARGET),
        "be the target of spells or abilities your opponents control": str(Verb.BECOME_TARGET),
        "be the targets of spells or abilities": str(Verb.BECOME_TARGET),
        "be the targets of spells or abilities your opponents control": str(Verb.BECOME_TARGET),
        "be the target of spells": str(Verb.BECOME_TARGET),
        "be the targets of spells": str(Verb.BECOME_TARGET),
        "be the target of aura spells": str(Verb.BECOME_TARGET),
        "be the target of spells or effects": str(Verb.BECOME_TARGET),
        "be the target of spells or abilities this turn": str(Verb.BECOME_TARGET),
    },
    "NO_UNTAP": {
        "doesn't untap during its controller's untap step": str(Verb.UNTAP),
        "don't untap during their controllers' next untap steps": str(Verb.UNTAP),
        "don't untap during their controller's next untap step": str(Verb.UNTAP),
        "don't untap during that player's next untap step": str(Verb.UNTAP),
        "don't untap during your next untap step": str(Verb.UNTAP),
        "don't untap during its controller's next untap step": str(Verb.UNTAP),
    },
    "NOTE": {"note": "note", "notes": "note"},
    "PHASE": {"end of turn": "end_step", "the end of turn": "end_step"} | more_phases(),
    "DURING": {"during their turn": "their_turn", "during your main phase": "your_main_phase"},
    "DAMAGE": {"double that damage": "double", "triple that damage": "triple", "twice that much damage": "double"},
    "ADDITIONAL_COST": {
        "as an additional cost to play ~": "spell",
        "as an additional cost to play this spell": "spell",
        "as an additional cost to cast this card": "spell",
    },
    # "divided as you choose among any number of targets" ("targets" is the verb elsewhere)
    "ANY_TARGET": {"any number of targets": "any_number_of_targets", "one or two targets": "one_or_two_targets"},
    # "you've" is the subject of a perfect ("if you've cast a historic spell this turn")
    "PLAYER": {"one of your opponents": "an_opponent", "you've": "you"},
    "EMBLEM": {"get a one-time boon with": "boon", "gets a one-time boon with": "boon"},
    "KEYWORD": {"no maximum hand size": "no_maximum_hand_size"},
    "TAPPED": {"face up": "face_up"},
    "LEAVE": {
        "left the battlefield": "leaves_battlefield",
        "leave the battlefield": "leaves_battlefield",
        "leave your graveyard": "leaves_graveyard",
        "leaves play": "leaves_battlefield",
        "leave play": "leaves_battlefield",
        "leaves your graveyard": "leaves_graveyard",
    },
    "STAT_IS": stats(),
    "MUST": {"must": "must"},
    # "Starting with you, each player votes …": the order players act in
    "ORDER": {"starting with you": "starting_with_you", "in turn order": "turn_order"},
    # "You may spend mana as though it were mana of any color to cast this spell."
    "SPEND_AS": {
        "spend mana as though it were mana of any color": "any_color",
        "spend mana as though it were mana of any type": "any_type",
        "spend white mana as though it were mana of any color": "white_any_color",
    },
    # what an action is done in place of
    "INSTEAD_OF": {
        "instead of putting it into its owner's graveyard": "graveyard",
        "instead of putting it into your graveyard": "graveyard",
        "instead of putting it into a graveyard": "graveyard",
        "instead of putting it anywhere else": "anywhere",
        "instead of into that player's graveyard": "graveyard",
        "instead of into its owner's graveyard": "graveyard",
        "instead of into your graveyard": "graveyard",
    },
    "BEFORE": {
        "before attackers are declared": "declare_attackers",
        "before blockers are declared": "declare_blockers",
        "before the combat damage step": "combat_damage",
    },
    "BACK": {"back": "back"},
    # an action done more than once: "investigate twice", "copy that spell X times", "repeat … two more times"
    "TIMES": {"twice": "2", "two times": "2", "that many times": "that_many", "x times": "X"}
    | {f"{word} times": str(n) for n, word in enumerate(("three", "four", "five", "six", "seven"), start=3)}
    | {f"{word} more times": f"{n}_more" for n, word in enumerate(("two", "three", "four", "five", "six"), start=2)}
    | {"x more times": "X_more"},
    # "one or more +1/+1 counters are put on a creature you control": counters as the subject of an event
    "PUT_ON": {"are put on": "put_on", "is put on": "put_on"},
    "COPY_OF": {"a copy of": "copy", "copies of": "copy"},
    # "The next time a source of your choice would deal damage to you this turn, prevent that damage."
    "NEXT_TIME": {"the next time": "next_time"},
    # "If they do, …", "If that player does, …": the subject did what was asked
    "DOES": {"does": "does", "do": "does"},
    # what a note keeps for later (rule 607.2e): the value noted
    "NOTED": {
        "its name": "name",
        "its creature types": "creature_types",
        "one of its creature types": "creature_type",
        "the mana value of each card": "mana_value",
        "the number and kind of counters that were on that creature": "counters",
        "how many cards you've drafted this draft round": "drafted_count",
    },
}

# the words of the shapes of the block "more of the verb side" (effect_clause_shapes.py), where a table lacks them
for _terminal, _table in SHAPE_WORDS.items():
    _known = CLAUSE_WORDS.setdefault(_terminal, {})
    _known.update({phrase: value for phrase, value in _table.items() if phrase not in _known})
