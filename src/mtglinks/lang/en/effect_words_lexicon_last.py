"""More English words the lexicon lacked where one word was all that kept a sentence untyped (issue #22): every card of
a library but the bottom ones ("all but the bottom six cards"), the starting player, augment, Oxen, phases and steps a
player gets ("you get an additional upkeep step after this step"), crewing with toughness, a sideboard, choices of
blocks and votes made by another player, steps in the plural, starting loyalty, devotion to a wedge, more Role names.
Each is read as the category its neighbours already have (the end of a library, a player, a keyword, a phase, a
qualifier). As data, merged into the lexicon by `effect_word_blocks.py` where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.kinds import Verb
from mtglinks.lang.en.effect_word_merge import add_words

_Tables = MutableMapping[str, dict[str, str]]

# the wedges and shards, each a name of three colors
_THREE_COLORS = ("abzan", "jeskai", "sultai", "mardu", "temur", "bant", "esper", "grixis", "jund", "naya")

_COLORS = ("white", "blue", "black", "red", "green", "colorless")

LEXICON_LAST_WORDS: dict[str, dict[str, str]] = {
    # every card of a library but the bottom ones, as "the bottom six cards of their library" reads (the end of the
    # library, its count after): "each player exiles all but the bottom six cards of their library face down", "Exile
    # all but the bottom card of target player's library."
    "THE_TOP": {"all but the bottom": "all_but_bottom", "all but the top": "all_but_top"},
    # every one of some objects but a number said before, as "all but one" reads: "If you don't, that player sacrifices
    # all but that many permanents of their choice."
    "NUM": {"all but that many": "all_but:that_many"},
    # the player who took the game's first turn (rule 103.1), a player as "the monarch" is: "If you do, you become the
    # starting player."
    "PLAYER": {"the starting player": "starting_player"},
    # the keyword of the Unstable host cards' partners (a card with augment combines with a host): "Search your library
    # for a card with augment, …", "if it's a host or has augment"
    "KEYWORD": {"augment": "augment"},
    # more Role tokens by their names (rule 111.10p), as "Wicked Role" reads: "create a Huntsman Role token attached to
    # another target creature you control"; and the irregular plural of the creature type Ox, read as the singular is:
    # "Oxen you control have double strike."
    "SUBTYPE": {
        "oxen": "Ox",
        **{f"{name.lower()} role": f"{name} Role" for name in ("Animated", "Huntsman", "Questing")},
    },
    # a status a permanent becomes, as "monstrous" or "saddled" is: "~ becomes prepared."
    "STATUS": {"prepared": "prepared"},
    # a player's own turns, as "their turns" reads ("own" adds no meaning, rule 500): "Players can cast spells only
    # during their own turns."
    "STEP": {"their own turns": "their:turn", "their own turn": "their:turn"},
    # a player's mana of one color kept as steps and phases end (rule 500.4), as "unspent mana" is: "You don't lose
    # unspent green mana as steps and phases end."
    "V_NUM": {
        **{f"lose unspent {color} mana as steps and phases end": str(Verb.LOSE_MANA) for color in _COLORS},
        # a step skipped said with "step" (rule 500.11), as "skip your draw step" reads: "Skip your upkeep step if you
        # have no cards in hand."
        **{f"{verb} your upkeep step": str(Verb.SKIP) for verb in ("skip", "skips")},
    },
    # a permanent kept tapped over more than one untap step, as "next untap step" reads: "It doesn't untap during its
    # controller's next two untap steps."
    "NO_UNTAP": {
        f"{does} untap during {whose} next {count} untap steps": str(Verb.UNTAP)
        for does, whose in (("doesn't", "its controller's"), ("don't", "their controllers'"), ("don't", "your"))
        for count in ("two", "three")
    },
    # phases and steps added to the turn (rule 500.8), as "there is an additional combat phase" reads, and what the
    # player gets: "you get an additional combat phase after this phase", "you get an additional upkeep step after
    # this step", "you get that many additional upkeep steps after this phase", "… there is an additional end step
    # after this step."
    "EXTRA_PHASE": {
        "get an additional combat phase": "combat",
        "gets an additional combat phase": "combat",
        "get an additional upkeep step": "upkeep",
        "gets an additional upkeep step": "upkeep",
        "get that many additional upkeep steps": "upkeep:that_many",
        "there is an additional end step": "end_step",
        # "there's" as "there is": "After the first combat phase this turn, there's an additional combat phase."
        "there's an additional combat phase": "combat",
        "there's an additional combat phase followed by an additional main phase": "combat_then_main",
    },
    # the phase or step an added one follows, said by its place in the turn: "after this step", "After the second main
    # phase this turn, …"
    "AFTER_PHASE": {
        "after this step": "this_step",
        **{
            f"after the {nth} {phase} phase this turn": f"{nth}_{phase}_phase"
            for nth in ("first", "second")
            for phase in ("combat", "main")
        },
    },
    # a creature that crews or saddles with its toughness in place of its power (rules 702.122, 702.171), as "as
    # though its power were 2 greater" reads: "~ crews Vehicles using its toughness rather than its power.", "~
    # saddles Mounts and crews Vehicles using its toughness rather than its power."
    "AS_THOUGH": {"using its toughness rather than its power": "toughness_for_power"},
    # an action repeated as often as the player wishes, as "any number of times" reads: "That opponent may repeat this
    # process as many times as they choose."
    "TIMES": {
        f"as many times as {who} choose{s}": "any_number"
        for who, s in (("you", ""), ("they", ""), ("that player", "s"))
    },
    # a player's sideboard, outside the game (rule 400.11a), as "outside the game" reads: "Look at target player's
    # sideboard, …", "That player reveals cards from their sideboard at random until …"
    "ZONE": {f"{whose} sideboard": "outside" for whose in ("your", "their", "target player's", "that player's")},
    # "which" as the relative pronoun of things, as "that has" reads: "search your library for up to two basic land
    # cards which have the same name as the chosen land"
    "THAT_HAS": {"which has": "have", "which have": "have"},
    # a player who makes the choices another player would (rule 509.1's blocks, rule 701.38's votes), a rule read whole:
    # "You choose which creatures block this combat and how those creatures block.", "The attacking player chooses how
    # each creature blocks each combat.", "You choose how each player votes this turn."
    "FIXED_CLAUSE": {
        "you choose which creatures block this combat and how those creatures block": f"{Verb.CHOOSE}:blocks",
        "the attacking player chooses how each creature blocks each combat": f"{Verb.CHOOSE}:blocks:attacking_player",
        "you choose how each player votes this turn": f"{Verb.CHOOSE}:votes",
        # the mana an ability may be paid with, as "Spend only black mana on X." reads: "Spend only mana of the chosen
        # color to activate this ability."
        "spend only mana of the chosen color to activate this ability": "spend:only:chosen_color:to_activate",
    },
    # the beginning of a step said with "step" or in the plural, as "the beginning of your next upkeep" reads: "at the
    # beginning of your next upkeep step", "at the beginning of each of your draw steps"
    "PHASE": {
        "the beginning of your next upkeep step": "your_next_upkeep",
        "the beginning of each of your draw steps": "your:draw_step",
        "the beginning of each of your upkeeps": "your:upkeep",
        "the beginning of each of your upkeep steps": "your:upkeep",
        "the beginning of each of your end steps": "your:end_step",
        # a combat phase later in the turn: "At the beginning of the next combat phase this turn, …"
        "the beginning of the next combat phase this turn": "next:combat",
    },
    # a combat named before, as "this combat" reads: "It can't be blocked that combat.", "Only the chosen creatures can
    # attack during that combat phase."
    # the extra turns of a game (rule 500.7), as "during turns other than yours" reads: "~ can't attack during extra
    # turns."
    "DURING": {"during extra turns": "extra_turns"},
    "DURATION": {
        "that combat": "that_combat",
        "during that combat phase": "that_combat",
        # "the remainder of the game" as "the rest of the game": "For the remainder of the game, spells you cast named
        # ~ cost {1} less to cast."
        "for the remainder of the game": "rest_of_game",
    },
    # the loyalty a planeswalker enters with (rule 306.5b), a number of the object as "base power" is: "The copy isn't
    # legendary and has starting loyalty X."
    "STAT": {"starting loyalty": "starting_loyalty"},
    # a pile named after it was made (rule 700.3), as "the pile of your choice" reads: "Put a card from the chosen pile
    # into your hand, …"
    "REF": {"the chosen pile": "anaphora"},
    # the mana a land sacrificed for a cost could have made, as "one mana of any type that land could produce" reads:
    # "Add one mana of any type the sacrificed land could produce."
    "MANA": {
        f"one mana of any {kind} the sacrificed land could produce": f"any_{kind}:sacrificed_land"
        for kind in ("type", "color")
    },
    # the last chapter ability of a Saga (rule 714.2c), an event read whole as "day becomes night" is: "Whenever the
    # final chapter ability of a Saga you control resolves, …", "… triggers, …"
    "GAME_EVENT": {
        f"the final chapter ability of a saga you control {verb}": f"final_chapter_{value}"
        for verb, value in (("resolves", "resolved"), ("triggers", "triggered"))
    },
    # the times a player rolled the planar die in a turn (rule 901.9), a count as "the number of turns you've taken"
    # is: "where X is the number of times you've rolled the planar die this turn"
    "QUANTITY": {
        **{
            f"the number of times you{have} rolled the planar die this turn": "planar_die_rolls_this_turn"
            for have in ("'ve", " have")
        },
        # devotion to the three colors a wedge or shard names (rule 700.5a: the mana symbols of any of them, counted
        # once), as "your devotion to white and black" reads: "where X is your devotion to Abzan"
        **{f"your devotion to {three}": "devotion" for three in _THREE_COLORS},
    },
    # what an object did this turn or this way, a qualifier as "that died this turn" is: "Activate only if you control a
    # creature that fought this turn.", "Put four +1/+1 counters on each artifact that became a creature this way."
    # and whose controller controls a basic land of a type (the old templates of landwalk-like conditions): "Choose
    # target attacking or blocking creature whose controller controls an Island."
    "QUALIFIER": {
        "that fought this turn": "fought_this_turn",
        "that became a creature this way": "became_creature",
        **{
            f"whose controller controls {article} {land}": f"controller_controls:{land.lower()}"
            for article, land in (("a", "Plains"), ("an", "Island"), ("a", "Swamp"), ("a", "Mountain"), ("a", "Forest"))
        },
    },
}


def merge_lexicon_last(
    words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]
) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    del after  # no word here is read by the one after it
    add_words(words, more_words, LEXICON_LAST_WORDS)
