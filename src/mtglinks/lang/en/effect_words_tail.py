"""More English words of the effect grammar (its block "tail" in grammar/effects.lark), as data, merged into the
lexicon by `effects.py` where the other tables lack them.
"""

from __future__ import annotations

from mtglinks.kinds import Verb, Zone

_COMMANDER_CAST = "from the command zone this game"

TAIL_WORDS: dict[str, dict[str, str]] = {
    # the small words another card's name may hold between its capitalised ones, read after "named" by the lexer
    # ("a card named Cantor of the Refrain", "Ozox, the Clattering King"; effects/lexer.py `_card_name`)
    "NAME_LINK": dict.fromkeys(("of", "the", "a", "an", "to", "in", "from", "on", "for", "with", "at", "by"), ""),
    # a scale of the times a commander was cast from the command zone (its tax, rule 903.8): "Creatures you control
    # get +1/+1 for each time you've cast your commander from the command zone this game." (as "for each time it was
    # kicked" reads)
    "FOR_EACH_TIMES": {
        f"for each time {who} cast {what} {_COMMANDER_CAST}": "times_cast_commander"
        for who in ("you've", "they've")
        for what in ("your commander", "a commander", "their commander")
    }
    | {f"for each time it's been cast {_COMMANDER_CAST}": "times_cast_commander"},
    "QUANTITY": {f"the number of times it's been cast {_COMMANDER_CAST}": "times_cast_commander"},
    # a second count added to the first: "equal to the number of Elves you control plus the number of Elf cards in
    # your graveyard" (one word, so that "plus" is not read as "that many cards plus one" after the first objects)
    "PLUS_NUMBER_OF": {"plus the number of": "number_of", "plus the total number of": "number_of"},
    # a player chosen at random: "~ deals 4 damage to target opponent chosen at random."
    "PLAYER": {
        "target opponent chosen at random": "target_opponent_at_random",
        "an opponent chosen at random": "opponent_at_random",
        # the players who do again what was just said (as "repeat this process" reads): "Whenever enchanted player is
        # attacked, you draw a card. Each opponent attacking that player does the same." (the Curses of Commander 2013)
        "each opponent attacking that player": "each_opponent_attacking_that_player",
    },
    # every subtype of a kind, as what an object is (rule 205.3m's "all creature types"): "Creatures you control are
    # every creature type.", "Lands you control are every basic land type in addition to their other types."
    "EVERY_TYPE": {
        "every creature type": "creature_type",
        "every basic land type": "basic_land_type",
        "every nonbasic land type": "nonbasic_land_type",
        "every land type": "land_type",
    },
    # the bottom of the library the sentence named before: "put the rest on the bottom of that library in a random
    # order", "Put the rest on the bottom in a random order." (as "the bottom of your library in a random order" reads)
    "ZONE": {
        f"{place}{order}": str(Zone.LIBRARY)
        for place in ("the bottom of that library", "the bottom")
        for order in ("", " in a random order", " in any order")
        if place != "the bottom" or order
    },
    # a turn or step the sentence named before, skipped (rule 500.11), and a turn begun as one taken, a game begun with
    # a card somewhere (rule 103.6): "If a player would begin an extra turn, that player skips that turn instead.",
    # "Skip the untap step of that turn.", "You may begin the game with ~ in your graveyard."
    "V_NUM": {
        f"{verb} {what}": str(Verb.SKIP)
        for verb in ("skip", "skips")
        for what in ("that turn", "that step", "that draw step", "the untap step of that turn", "that combat phase")
    }
    | {f"{verb} an extra turn": str(Verb.TAKE_TURN) for verb in ("begin", "begins")}
    | {f"{verb} the same": str(Verb.REPEAT) for verb in ("do", "does")}
    | {
        f"begin the game with {what} {where}": str(Verb.BEGIN_GAME_WITH)
        for what in ("~", "it")
        for where in ("in your graveyard", "on the battlefield", "in exile")
    },
    # a permanent cast with escape (rule 702.138c), as "it was kicked" reads: "sacrifice it unless it escaped."; a card
    # that is its owner's commander (rule 903.3): "If ~ is your commander, choose a color before the game begins."
    "PAID": {"escaped": "escaped"},
    "FIXED_COND": {f"{it} your commander": "is_your_commander" for it in ("~ is", "it's", "it is")}
    | {f"{it} your ring-bearer": "is_your_ring_bearer" for it in ("~ is", "it's", "it is")}
    # a copy's name kept as the card's own: "…, except its name is ~ and it has this ability." (Cryptoplasm's kin)
    | {"its name is ~": "name_is:self"},
    # the creature the Ring chose (rule 701.54a), as a noun: "put a +1/+1 counter on your Ring-bearer", "your
    # Ring-bearer's power"
    "NOUN": {"ring-bearer": "ring_bearer", "effect": "effect"},
    # who alone may activate an ability (as "Only your opponents may activate this ability." reads): "Only you may
    # activate this ability.", "Only the controller of the enchanted creature may activate this ability."; and when any
    # player may: "Any player may activate this ability but only during their draw step."
    "TIMING": {
        f"only {who} may activate this ability": value
        for who, value in (("you", "you"), ("the controller of the enchanted creature", "controller_of_enchanted"))
    }
    | {"any player may activate this ability but only during their draw step": "any_player_their_draw_step"},
    # a sacrifice of one the player chooses, said twice (every sacrifice is the player's choice, rule 701.21a): "That
    # player chooses and sacrifices one of those creatures."
    "V_OBJ": {f"{a} and {b}": str(Verb.SACRIFICE) for a, b in (("choose", "sacrifice"), ("chooses", "sacrifices"))},
    # the most of a value among some objects, "of" (as "among" reads): "where X is the greatest mana value of a
    # commander you own on the battlefield or in the command zone" (the 2020 commander-matters wording)
    "NUMBER_OF": {"the greatest mana value of": "greatest_mana_value"},
    # every one of some objects but one, a count: "prevent all but 1 of that damage", "put all but one of them on the
    # bottom of your library" (as "1 of that damage" reads, the count `all_but:1`)
    "NUM": {"all but 1": "all_but:1", "all but one": "all_but:1"},
    # a loyalty ability activated more often than once a turn (rule 606.3): "You may activate the loyalty abilities of
    # ~ twice each turn rather than only once." (as "twice" reads, the turn and the rule it changes with it)
    "TIMES": {
        f"twice {turn} rather than only once": f"2:{turn.replace(' ', '_')}:rather_than_once"
        for turn in ("each turn", "this turn")
    },
    # the cost of a keyword ability replaced once a turn: "You may pay {0} rather than pay the equip cost of the first
    # equip ability you activate each turn." (as "rather than pay its mana cost" reads)
    "RATHER_THAN": {
        f"rather than pay the {kind} cost of the first {what} {when}": f"{kind}_cost:first_each_turn"
        for kind, what in (
            ("equip", "equip ability you activate"),
            ("unearth", "unearth ability you activate"),
            ("cycling", "card you cycle"),
        )
        for when in ("each turn", "during each of your turns")
    },
    # a spell cast with a permanent's mana: "Whenever you cast a permanent spell using mana produced by ~, …"
    "QUALIFIER": {"using mana produced by ~": "using_mana_from_self"}
    # a commander in either of its two places: "a commander you own on the battlefield or in the command zone" (as
    # "if ~ is on the battlefield or in the command zone" reads the two places)
    | {"on the battlefield or in the command zone": "on_battlefield_or_command"},
}

# phrases read right after a category: "~ entered this turn", "if it entered this turn" (a past event, as "if ~
# attacked this turn" reads; after a noun "entered this turn" stays what it says of the noun: "creatures that entered
# this turn")
TAIL_AFTER: dict[str, dict[str, dict[str, str]]] = {
    subject: {"ENTER": {"entered": str(Verb.ENTER), "entered the battlefield": str(Verb.ENTER)}}
    for subject in ("SELF", "REF")
} | {
    # every subtype of a kind gained: "Target creature gains all creature types until end of turn." (as "is every
    # creature type" reads)
    "GAIN": {"EVERY_TYPE": {"all creature types": "creature_type"}},
}
