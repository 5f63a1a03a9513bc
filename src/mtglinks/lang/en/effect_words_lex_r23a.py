"""English words the lexicon lacked in 2026 Oracle sentences, those beginning with a to l (issue #22, the
twenty-third round's list of them): each inside the phrase that gives it its meaning, in a category the grammar already
reads, or in one of grammar/effects-en/9-lexd.lark. As data, merged into the lexicon by `effect_word_blocks.py` where
the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.kinds import Verb
from mtglinks.lang.en.effect_word_merge import add_after, add_words

_Tables = MutableMapping[str, dict[str, str]]

LEX_R23A_WORDS: dict[str, dict[str, str]] = {
    # the plural of the Leech creature type (as "Wolves" is "Wolf"): "conjure a card named Slimy Dualleech onto the
    # battlefield if you control no Leeches."
    "SUBTYPE": {"leeches": "Leech"},
    # protection from the colors outside the commander's color identity (rule 903.4), as "protection from each color"
    # reads: "Equipped creature gets +3/+3 and has protection from each color that's not in your commander's color
    # identity."
    "KEYWORD": {
        "protection from each color that's not in your commander's color identity": (
            "protection:from:each_color:not_in_commander_color_identity"
        )
    },
    # a team's permanents (Two-Headed Giant, rule 810), a team named by one of its players, as "your team controls"
    # reads: "Creatures target player's team controls get +1/+1 until end of turn."
    # the cards looked at last, as "those cards" reads: "Then shuffle and put the last cards you looked at this way on
    # top in any order."
    "REF": {"the last cards you looked at this way": "anaphora"},
    # a type an object no longer has, as "that isn't" reads: "Until end of turn, ~ becomes a 4/4 Spirit artifact
    # creature that's no longer an Equipment."
    "THAT_IS": {"that's no longer": "is_not"},
    # the villainous choice (rule 701.56) faced again, as "you venture into the dungeon an additional time" reads: "If
    # an opponent would face a villainous choice, they face that choice an additional time."
    # and the player who chooses how others' creatures block (rule 509.1, as "you choose which creatures block this
    # turn and how those creatures block" reads): "Creatures your opponents control block this turn if able, and you
    # choose how those creatures block."
    "V_NUM": {
        "face that choice": str(Verb.VILLAINOUS_CHOICE),
        "choose how those creatures block": str(Verb.CHOOSE),
    },
    # two permanents melded (rule 701.42) into the card named after "into", read as a name after "named" is
    # (grammar/effects-en/9-lexd.lark): "exile them, then meld them into Chittering Host."
    "MELD_INTO": {"meld them into": "anaphora"},
    "NAME_AFTER": {"MELD_INTO": "name"},
    # a permanent put onto the battlefield under any player's control, as "under that player's control" reads: "If a
    # Desert entered the battlefield under a player's control this way, they create a 1/1 black Snake creature token
    # with deathtouch."
    "UNDER_YOUR_CONTROL": {"under a player's control": "a_player"},
    # two target players, each controlling the other's next turn (rule 722), as "You control target player during that
    # player's next turn." reads: "The first player controls the second player during the second player's next turn,
    # and the second player controls the first player during the first player's next turn."
    "CONTROLLER": {
        "target player's team controls": "target_player_team",
        "the first player controls": "first_player",
        "the second player controls": "second_player",
        # and what the player has not controlled since the turn began (rule 302.6), as "the active player has
        # controlled continuously since the beginning of the turn" reads: "destroy all untapped non-Wall creatures
        # that player controls that didn't attack, except for creatures the player hasn't controlled continuously
        # since the beginning of the turn."
        "the player hasn't controlled continuously since the beginning of the turn": "not:that_player:since_turn",
    },
    # what could not be done, as "that didn't attack" reads (the action negated): "destroy all untapped creatures that
    # didn't attack this turn, except for creatures that couldn't attack."
    "CANT": {"couldn't": "cant", "could not": "cant"},
    # a card exiled by its own warp (rule 702.185: exiled at the next end step), the cause said after the event
    # (grammar/effects-en/9-lexd.lark): "Whenever a card is exiled because it was warped, put three time counters on
    # it."
    "LEXD_CAUSE": {"because it was warped": "warp"},
    # a Vanguard's start of game (rule 902.3, as "begin the game with it on the battlefield" reads) with the object said
    # (grammar/effects-en/9-lexd.lark): "You begin the game with a 1/1 green Elf creature token on the battlefield."
    "LEXD_BEGIN_WITH": {"begin the game with": str(Verb.BEGIN_GAME_WITH)},
    # counters given to players (grammar/effects-en/9-lexd.lark): "… then give each player a rad counter for each +1/+1
    # counter removed this way."
    "LEXD_GIVE": {"give": "give"},
    # a whole clause that says one rule (`fixed_clause`): a player's speed let past its maximum (rule 702.179): "Your
    # speed can increase beyond 4." (below)
    # the opponent with the most life, as "each player with the highest speed among players" reads: "~ attacks an
    # opponent with the most life among your opponents each combat if able unless you control a creature named Silver
    # Surfer, ~'s Herald." (the name, with the card's own inside it, read by the lexer's `_name_end`)
    "PLAYER": {"an opponent with the most life among your opponents": "opponent:most_life"},
    # the most common color among a player's permanents (rule 105), tied or not, as a state tested: "White creatures
    # get +1/+1 as long as the chosen color is the most common color among nontoken permanents the chosen player
    # controls but isn't tied for most common.", "When the chosen color isn't the most common color among nontoken
    # permanents the chosen player controls or is tied for most common, sacrifice ~." (a state trigger, rule 603.8:
    # grammar/effects-en/9-lexd.lark)
    "FIXED_COND": {
        "the chosen color is the most common color among nontoken permanents the chosen player controls but isn't "
        "tied for most common": "most_common_color:chosen:nontoken_permanents_of_chosen_player:untied",
        "the chosen color isn't the most common color among nontoken permanents the chosen player controls or is "
        "tied for most common": "not:most_common_color:chosen:nontoken_permanents_of_chosen_player:untied",
    },
    "FIXED_CLAUSE": {"your speed can increase beyond 4": f"{Verb.APPLY_RULE}:speed_increases_beyond_4"},
    "STEP": {
        "the first player's next turn": "first_player_next:turn",
        "the second player's next turn": "second_player_next:turn",
    },
}

# the villainous choice replaced, read after "would" as a verb without object (the options after a dash are read where
# it is faced: `FACE_CHOICE`)
_AFTER: dict[str, dict[str, dict[str, str]]] = {
    "WOULD": {"V_NUM": {"face a villainous choice": str(Verb.VILLAINOUS_CHOICE)}},
    # an event a lasting effect begins before (grammar/effects-en/9-lexd.lark), as "until" an event reads, only after
    # "until end of turn": "The creature you control gets +2/+2 until end of turn before it fights if you control a
    # creature with power 4 or greater." (the fight, rule 701.14, an action of its own)
    "DURATION": {"LEXD_BEFORE": {"before": "before"}},
    # the player controlled, after who controls them (Cruel Entertainment, above)
    "CONTROLLER": {"PLAYER": {"the first player": "first_player", "the second player": "second_player"}},
}


def merge_lex_r23a(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_words(words, more_words, LEX_R23A_WORDS)
    add_after(after, _AFTER)
