"""English words of "whose" after an object and of the starting player: "Destroy each creature whose power is 2 or
less" (as "with power 2 or less" reads), "The player whose turn it is may end the turn" (the active player, rule
102.1), "each player whose coin comes up tails", "If you aren't the starting player" (rule 103.1). As data, merged
into the lexicon by `effects.py` (`merge_whose`) where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_words

_Tables = MutableMapping[str, dict[str, str]]

_STATS = {"power": "power", "toughness": "toughness", "mana value": "mana_value", "total power": "total_power"}

WHOSE_WORDS: dict[str, dict[str, str]] = {
    # a number of the object told after it, as "with power" tells it: "a colored artifact card chosen at random whose
    # mana value is less than that spell's mana value", "each creature whose power is 2 or less"
    "WITH_STAT": {f"whose {stat} is": value for stat, value in _STATS.items()},
    # what the player is: the one whose turn it is (the active player, as "the active player" reads), the one whose
    # coin came up tails or heads: "The player whose turn it is discards down to their maximum hand size.", "Target
    # opponent whose turn it is puts …", "Destroy each creature whose coin comes up tails."
    "QUALIFIER": {
        "whose turn it is": "active",
        "whose coin comes up tails": "coin_tails",
        "whose coin comes up heads": "coin_heads",
        # the object's power and toughness compared (rule 208.1): "Put a +1/+1 counter on each creature you control
        # whose power and toughness are equal.", "destroy target non-Elf creature whose power and toughness aren't
        # equal"
        "whose power and toughness are equal": "power_toughness_equal",
        "whose power and toughness aren't equal": "power_toughness_not_equal",
        # a digital card not among those the player began the game with: "Whenever you cast a spell that isn't from
        # your starting deck, …", "Spend this mana only to cast a card that wasn't in your starting deck."
        "that isn't from your starting deck": "not_from_starting_deck",
        "that aren't from your starting deck": "not_from_starting_deck",
        "that wasn't in your starting deck": "not_from_starting_deck",
        "that weren't in your starting deck": "not_from_starting_deck",
    },
    # who was the starting player (rule 103.1), in the present as in the past: "If you aren't the starting player,
    # you may cast Shove Aside as though it had flash."
    "FIXED_COND": {
        "you aren't the starting player": "not_starting_player",
        "you are the starting player": "starting_player",
        "you're the starting player": "starting_player",
    },
}


def merge_whose(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effects.py`)."""
    add_words(words, more_words, WHOSE_WORDS)
