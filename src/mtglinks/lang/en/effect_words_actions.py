"""English words of one-shot actions and their objects: mana paid in an amount of the payer's choosing ("pay any amount
of mana"), a creature's base power and toughness changed ("change ~'s base power and toughness to …"). As data, merged
into the lexicon by `effects.py` (`merge_actions`, listed in `effect_word_blocks.py`) where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_after, add_words

_Tables = MutableMapping[str, dict[str, str]]

# "change" opens the change of a base power or toughness (rule 613.4b); the longer "change the target of …" keeps its
# own verb (longest phrase first)
# the player a creature put onto the battlefield attacks (rule 508.4): "… onto the battlefield tapped and attacking that
# player", "create a 1/1 white Human creature token that's tapped and attacking that player or a planeswalker they
# control"
_ATTACKED = {
    "that player": "that_player",
    "that opponent": "that_player",
    "that player or a planeswalker they control": "that_player_or_planeswalker",
}

ACTION_WORDS: dict[str, dict[str, str]] = {
    "CHANGE_BASE": {"change": "change"},
    # the cards or spells of either type, one object (as "instant or sorcery spell" reads, `instant_or_sorcery`):
    # "the total number of instant and sorcery cards you own in exile and in your graveyard", "Instant and sorcery
    # spells you cast cost {1} less to cast." (not "instant" and "sorcery cards …", two objects)
    "TYPE": {"instant and sorcery": "instant_or_sorcery"},
    "TAPPED": {f"tapped and attacking {who}": f"tapped_attacking:{value}" for who, value in _ATTACKED.items()},
    # the color most permanents have (rule 105.1): as the object a color is shared with ("if it shares a color with the
    # most common color among all permanents or a color tied for most common"), and as what a color is ("as long as
    # white is the most common color among all permanents or is tied for most common")
    "OBJ_PHRASE": {"the most common color among all permanents or a color tied for most common": "color:most_common"},
    # what any player did, counted: "draws cards equal to the greatest number of cards a player discarded this way" (as
    # "cards you discarded this way" reads, `discarded_this_way:by:you`)
    "QUALIFIER": {"a player discarded this way": "discarded_this_way:by:a_player"}
    | {
        f"{that} tapped and attacking {who}": f"tapped_attacking:{value}"
        for who, value in _ATTACKED.items()
        for that in ("that's", "that are")
    },
    # mana of one of an object's colors (rule 106.1): "Add one mana of any of the exiled card's colors.", "Add one
    # mana of any of this creature's colors." (whose colors after it)
    # what the players paid together ("each player may pay any amount of mana" before): "Each player draws X cards,
    # where X is the total amount of mana paid this way."
    "QUANTITY": {"the total amount of mana paid this way": "mana_paid_this_way"},
    # the opponents of a player named before: "Each of that player's opponents may draw a card."
    "PLAYER": {"each of that player's opponents": "each_opponent_of_that_player"},
    # a number chosen in a range: "As ~ enters, choose a number between 0 and 7."
    "BETWEEN": {"between": "between"},
    # a counter of a kind named before (rule 122.1): "Put a counter of that kind on ~."
    "COUNTER_OF_KIND": {"counter of that kind": "that_kind", "counter of the chosen kind": "chosen_kind"},
    # a counter of the kind just named removed, its words one token (a count before "from" is another language's
    # "one of them"): "Put a charge counter on ~ or remove one from it."
    "REMOVE_ONE_FROM": {"remove one from": "remove_one"},
    "MANA_OF_ANY_OF": {"mana of any of": "colors_of"},
    # a number no one chooses (rule 608.2d), its words one token (a determiner "a" before a noun is an object's): "where
    # X is a number from 0 to 5 chosen at random", "where X is a number chosen at random from 0 to 4"
    "NUMBER_FROM": {"a number from": "number_from", "a number chosen at random from": "random_from"},
    "MOST_COMMON": {"is the most common color among all permanents or is tied for most common": "most_common"},
}

# "mana" right after "any amount of" is the mana paid ("each player may pay any amount of mana"), as "life" is in "pay
# any amount of life" (elsewhere the noun "mana" of "mana value", "mana ability")
ACTION_AFTER: dict[str, dict[str, dict[str, str]]] = {
    "A_NUMBER_OF": {"MANA": {"mana": "mana"}},
}


def merge_actions(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effects.py`)."""
    add_words(words, more_words, ACTION_WORDS)
    add_after(after, ACTION_AFTER)
