"""English words the lexicon lacked, by the groups of 2026 Oracle sentences they kept untyped (issue #22): the planar
deck and plane cards (Planechase, rule 901), the Horde of the Theros challenge decks (a player of its own), coins
flipped by the number, an Alchemy card specialized back to its base card ("it unspecializes"). As data, merged into
the lexicon by `effect_word_blocks.py` where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.kinds import Verb, Zone
from mtglinks.lang.en.effect_word_merge import add_after, add_words

_Tables = MutableMapping[str, dict[str, str]]

# the planar deck (rule 901.3: its cards stay in the command zone, a deck of their own), as the library's places read:
# "reveal the top three cards of your planar deck", "put it on the bottom of your planar deck", "look at the top two
# cards of your planar deck"
_PLANAR_DECK = {
    f"{end}your planar deck": "planar_deck" for end in ("", "the top of ", "top of ", "the bottom of ", "bottom of ")
}

# the Horde's library (the Theros challenge decks, whose Horde is a player without a hand): "reveal an additional card
# from the top of the Horde's library", "put the top seven cards of the Horde's library into its graveyard"
_HORDE_LIBRARY = {
    f"{end}the {player}'s library": str(Zone.LIBRARY)
    for end in ("", "the top of ", "top of ")
    for player in ("horde", "hydra")
} | {"the hydra's graveyard": str(Zone.GRAVEYARD)}

LEX_GROUPS_WORDS: dict[str, dict[str, str]] = {
    "ZONE": _PLANAR_DECK
    | _HORDE_LIBRARY
    # a card that specializes wherever it is: "When this card specializes from any zone, …" (as "anywhere" reads)
    | {"any zone": "anywhere"},
    # the card itself when its name ends with "!" (the name made "~", its last mark left after it): "~! deals 3 damage
    # to target player." (Kill! Maim! Burn!), "Exile ~!"
    "SELF": {"~!": "self"},
    # the card type of Planechase's planes (rule 310): "until you reveal a plane card", "five plane cards"
    "TYPE": {"plane": "plane"},
    # the Horde as a player: "The Horde casts that card.", "the Horde sacrifices two Minotaurs.", and the Hydra of the
    # same challenge decks: "the Hydra casts that card", "Players can't cast spells until the Hydra's next turn."
    "PLAYER": {"the horde": "horde", "the hydra": "hydra"},
    "DURATION": {
        "until the hydra's next turn": "hydra_next_turn",
        "until the end of the hydra's next turn": "hydra_next_turn",
    },
    "NO_UNTAP": {f"{dont} untap during the hydra's next untap step": "untap" for dont in ("don't", "doesn't")},
    # its phase, as "that player's first main phase" reads: "At the beginning of the Horde's first main phase, …"
    "PHASE": {"the beginning of the horde's first main phase": "horde:main1"},
    # coins flipped by the number, as "draw two cards" reads its cards (the count the action's amount): "Flip five
    # coins.", "Flip X coins.", "flip two coins."
    "NOUN": {"coins": "coin"},
    # a payment that ends the effect it is part of (the Licids; grammar/effects-en/4-lex-groups.lark): "You may pay
    # {W} to end this effect."
    "PAY_TO_END": {"to end this effect": "this_effect"},
    # the result of a die the player rolled, as "the result" reads (grammar/effects-en/4-lex-groups.lark): "If you
    # rolled 7, sacrifice ~.", "If you rolled 6 or higher, …"
    "ROLLED": {"you rolled": "result"},
    # a choice between oneself and the others (as "odd or even" reads its two values): "Target opponent chooses self
    # or others.", and the choice of a direction: "Choose left or right."
    "CHOICE": {"self or others": "self_or_others", "left or right": "direction"},
    # what that player chose: "If that player chooses self, that player discards four cards."
    "FIXED_COND": {
        f"{who} chooses {side}": f"chose_{side}" for who in ("that player", "the player") for side in ("self", "others")
    }
    # whether a player guessed right (the un-sets' guesses, the guess before it): "If they guessed incorrectly, exile
    # the creature you chose.", "If the player guessed wrong, you may cast the card …", "If that player guesses right,
    # …", "If you guessed correctly, …"
    | {
        f"{who} {verb} {how}": f"guessed_{result}"
        for who in ("they", "the player", "that player", "you", "your opponent")
        for verb in ("guessed", "guesses", "guess")
        for how, result in (("right", "right"), ("correctly", "right"), ("wrong", "wrong"), ("incorrectly", "wrong"))
    },
    # an object by the letters of its name (the un-sets' chosen letters), as "whose power is 2 or less" reads a number
    # of it: "Untap another target permanent whose name starts with the chosen letter.", "~ gets +1/+1 for each nonland
    # permanent whose name begins with the chosen letter.", "each creature you control that has the chosen letter in its
    # name"
    "QUALIFIER": {
        f"whose name {begins} with the chosen letter": "name_begins:chosen_letter" for begins in ("begins", "starts")
    }
    | {
        "whose name begins with either of the chosen letters": "name_begins:chosen_letters",
        "whose name begins with a letter in the chosen range": "name_begins:chosen_range",
        "that has the chosen letter in its name": "name_has:chosen_letter",
    },
}

# more of them, by other groups (a table of its own: its terminals are also above)
LEX_GROUPS_MORE: dict[str, dict[str, str]] = {
    # a number's parity (rule 107.1: odd or even), of a die's results or of a number of the object: "For each odd
    # result, create a 1/1 white Clown Robot artifact creature token.", "Create a tapped Treasure token for each even
    # result.", "if its mana value is odd", "As long as ~'s power is even, …", "If the number is odd, …"
    "FOR_EACH_TIMES": {f"for each {parity} result": f"{parity}_results" for parity in ("odd", "even")},
    "FIXED_COND": {
        f"{number} is {parity}": f"{value}:{parity}"
        for number, value in (
            ("its mana value", "mana_value"),
            ("its power", "power"),
            ("~'s power", "power"),
            ("the number", "number"),
            ("the number of permanents", "number_of_permanents"),
        )
        for parity in ("odd", "even")
    }
    # a coin's result, as "whose coin comes up tails" reads it (effect_words_whose.py): "If it comes up heads, counter
    # target instant or sorcery spell.", "If the coin comes up heads, …", "If both coins come up tails, …"
    | {
        f"{coin} {up} {side}": f"{prefix}coin_{side}"
        for coin, up, prefix in (
            ("it", "comes up", ""),
            ("the coin", "comes up", ""),
            ("that coin", "comes up", ""),
            ("both coins", "come up", "both_"),
        )
        for side in ("heads", "tails")
    },
    # an object by the artist of its art (the un-sets' artists): "Creatures with art by the chosen artist get +2/+2.",
    # "All creatures with art by the artist of your choice get +2/+2 …", "untap all tapped permanents with art by that
    # artist"
    "QUALIFIER": {
        f"with art by {artist}": f"art_by:{value}"
        for artist, value in (
            ("the chosen artist", "chosen_artist"),
            ("the artist of your choice", "artist_of_choice"),
            ("that artist", "that_artist"),
        )
    },
    # the auctions of the older sets: "The high bidder loses life equal to the high bid." (the player who bid most,
    # and the bid)
    "PLAYER": {"the high bidder": "high_bidder"},
    "QUANTITY": {"the high bid": "high_bid"},
    # whole sentences that say one rule (`fixed_clause`): the ante cards kept out of a deck not played for ante (rule
    # 407: a deck-building rule, as "A deck can have any number of cards named ~." reads), the player who chooses the
    # attacks and blocks of others (as "You choose which creatures block this combat …" reads)
    "FIXED_CLAUSE": {
        "remove ~ from your deck before playing if you're not playing for ante": f"{Verb.DECK_LIMIT}:none_unless_ante",
        "you choose which creatures block this turn and how those creatures block": f"{Verb.CHOOSE}:blocks",
        "you choose which creatures attack this turn": f"{Verb.CHOOSE}:attacks",
        # the rounding of every fraction the card asks for (rule 107.1a): "Round up each time." (Pox's thirds)
        "round up each time": f"{Verb.ROUND}:up_each_time",
        "round down each time": f"{Verb.ROUND}:down_each_time",
    },
    # the first turns of the game: "During your first three turns of the game, ~ enters tapped if you were the starting
    # player."
    "DURING": {"during your first three turns of the game": "your_first_three_turns"},
    # an Alchemy card back to its base card, the opposite of "specializes": "When ~ dies, it unspecializes. If it
    # unspecializes this way, return it to the battlefield tapped."
    "V_NUM": {"unspecializes": str(Verb.UNSPECIALIZE), "unspecialize": str(Verb.UNSPECIALIZE)},
}

# more kinds of counters (rule 122.1), read as counter kinds only after a count or an article, as "a point counter"
# reads (effect_more_words.py's): "put a plan counter on ~.", "Put a blood counter on ~.", "remove all gold counters
# from all creatures.", "the number of pin counters on ~". Each is also a subtype or another word ("Blood tokens you
# control …", "a gold Dragon"): where one is capitalised inside the sentence it stays the subtype
# (`lexer_names.capitalised_kinds`), and at its start no kind is read.
# what is chosen after "choose" (the un-sets' letters and artists, read as "choose a color" is): "As ~ enters, choose a
# letter.", "Choose an artist.", "Choose two letters.", "As ~ enters, choose a color word.", "Choose a Magic set."
_CHOICES_AFTER_CHOOSE = {
    "a letter": "letter",
    "two letters": "letter",
    "an artist": "artist",
    "a color word": "color_word",
    "a magic set": "set",
    "a plane": "plane",
}

_COUNTER_KINDS = ("plan", "pin", "blood", "gold", "mine", "treasure", "chorus", "curse", "tower", "art", "everything")
_KIND_AFTER = ("DET_A", "NUM", "THAT_MANY", "ALL", "EACH", "NUMBER_OF", "OR_MORE", "FOR_EACH", "STATUS")


def merge_lex_groups(
    words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]
) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_words(words, more_words, LEX_GROUPS_WORDS)
    add_words(words, more_words, LEX_GROUPS_MORE)
    add_after(after, {"CHOOSE": {"CHOICE": _CHOICES_AFTER_CHOOSE}})
    add_after(after, {previous: {"COUNTER_KIND": {k: k for k in _COUNTER_KINDS}} for previous in _KIND_AFTER})
