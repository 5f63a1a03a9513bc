"""English words the lexicon lacked where one word was all that kept a sentence untyped (issue #22): the plural of a
word it reads in the singular ("outlaws"), the players seated next to a player ("the player to your left"), an Aura
that could enchant an object, a count of unique vowels, the life lost in a turn by all of a set of players. Each is
read as the category its neighbours already have (a status, a player, a qualifier, a quantity). As data, merged into
the lexicon by `effect_word_blocks.py` where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_words

_Tables = MutableMapping[str, dict[str, str]]

# the players seated next to a player (rule 101.4's turn order runs to the left): "the player to your left", "the
# players to their left and right" (each player's two neighbours), "the opponent to your left"
_SEATED = {
    f"the {who} to {whose} {side}": f"{who}_to_{owner}_{side}"
    for who in ("player", "opponent")
    for whose, owner in (("your", "your"), ("their", "their"))
    for side in ("left", "right")
}

LEXICON_MORE_WORDS: dict[str, dict[str, str]] = {
    # the plural of the status "outlaw" (rule 700.13: an Assassin, Mercenary, Pirate, Rogue or Warlock), read as the
    # singular is ("Target outlaw you control …"): "Other outlaws you control have haste.", "the number of outlaws
    # you control"
    "STATUS": {"outlaws": "outlaw"},
    "PLAYER": _SEATED,
    # what each of the seated players controls, as "target opponent controls" reads after a noun: "target creature
    # the opponent to your left controls"
    "CONTROLLER": {f"{phrase} controls": value for phrase, value in _SEATED.items()},
    # an Aura that could be attached to an object (rule 303.4: what it can enchant): "an Aura card that could enchant
    # that creature", "any number of Aura cards that could enchant it"
    "QUALIFIER": {
        f"that could enchant {what}": "could_enchant" for what in ("that creature", "it", "that permanent", "~")
    },
    # how many different vowels a name sticker's words hold (the Unfinity stickers): "where X is the number of unique
    # vowels on that sticker"
    # which of two amounts said before counts (grammar/effects-en/3-lexicon-more.lark): "… or …, whichever is greater"
    # (and which of two events that end a repeated action: "until …, whichever comes first")
    "WHICHEVER": {"whichever is greater": "greater", "whichever is less": "less", "whichever comes first": "first"},
    "QUANTITY": {
        "the number of unique vowels on that sticker": "unique_vowels_on_sticker",
    },
}


def merge_lexicon_more(
    words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]
) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`), and "or" before each
    count the lexicon reads ("or the number of", "or the greatest power among") as one OR_NUMBER_OF."""
    del after  # no word here is read by the one after it
    counts = {**words.get("NUMBER_OF", {}), **more_words.get("NUMBER_OF", {})}
    added = {**LEXICON_MORE_WORDS, "OR_NUMBER_OF": {f"or {phrase}": value for phrase, value in counts.items()}}
    add_words(words, more_words, added)
