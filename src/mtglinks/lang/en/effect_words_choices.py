"""English words of choices the lexicon lacked (issue #22: the `choose` half read from the effect tree): values named by
a noun of their own ("choose a watermark", "choose a rarity", "choose a consonant"), single letters as the values of a
choice ("other than N, R, S, or T"), plain words listed as the options ("choose war or peace", "choose armor, blood, …,
or water"), as "choose a letter" and "choose Khans or Dragons" read (`effect_words_lex_groups.py`,
`effect_words_sides.py`). As data, merged into the lexicon by `effect_word_blocks.py` where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_after, add_words

_Tables = MutableMapping[str, dict[str, str]]

# what is chosen after "choose", a value no ability but the card's own refers to ("the chosen watermark"): "As ~ enters,
# choose a watermark.", "choose a rarity", "choose a sentence with eight or fewer words", "an opponent chooses one of
# your fingers", "choose a hand attached to an opponent's arm"
_CHOICES_AFTER_CHOOSE = {
    "a watermark": "watermark",
    "a rarity": "rarity",
    "a sentence with eight or fewer words": "sentence",
    "one of your fingers": "finger",
    "a hand attached to an opponent's arm": "hand",
    "one of enchanted player's hands": "hand",
    "a named magic character": "character",
    "a through m or n through z": "range",
    # a value of a category limited by the words after it: "choose a number greater than 0", "choose two numbers from 3
    # to 7 at random", "choose a number and a second number one higher or one lower than the first number", "choose a
    # random creature type from those in target opponent's deck", "choose a card type shared among two exiled cards used
    # to craft it", "choose a plane at random from among all planechase planes", "choose up to two colors from among
    # cards in your hand"
    "a number greater than 0": "number",
    "two numbers from 3 to 7": "number",
    "a number and a second number one higher or one lower than the first number": "number",
    "a number and a second number one higher or one lower than that number": "number",
    "a random creature type from those in target opponent's deck": "creature_type",
    "a card type shared among two exiled cards used to craft it": "card_type",
    "a plane at random from among all planechase planes": "plane",
    "up to two colors from among cards in your hand": "color",
    "a new plane for ~": "plane",
    "a faction during deck building": "faction",
    # a letter chosen (its value "other:consonant" fits "the chosen letter" where no letter is chosen by that noun):
    # "Reveal the top three cards of your library, then choose a consonant.", "choose a consonant other than N, R, S,
    # or T" (the letters left out read as LETTER below)
    "a consonant": "consonant",
    "a censored word": "word",
}

# single letters, the values of a choice of a letter ("choose a consonant other than N, R, S, or T"): every letter but
# "a" (the article) and "x" (the number X), which no other phrase of the lexicon reads as a word of its own
_LETTERS = "bcdefghijklmnopqrstuvwyz"

CHOICE_WORDS: dict[str, dict[str, str]] = {
    "LETTER": {letter: letter for letter in _LETTERS},
    # plain words listed after "choose", the first of which the lexicon does not know, are the options of the choice
    # (effects/lexer_options.py), without rules meaning (607.2f): "As ~ enters, choose armor, blood, book, bottle, fang,
    # fire, scroll, spear, sword, or water." (objects a card's art may show), "each player chooses war or peace",
    # "choose cosplay or science", "each secretly choose Whack or Doodle", "choose white-bordered or silver-bordered",
    # "Each opponent chooses money, friends, or secrets."
    "OPTIONS_AFTER": {"CHOOSE": "choose"},
    # a conspiracy's choice made before the game's first draw (rule 103.5 comes after it): "Before drawing your opening
    # hand, choose 1, 2, or 3." (as "Before you shuffle your deck to start the game, …" is read)
    "BEFORE_GAME": {"before drawing your opening hand": "before_opening_hand"},
    # a card cast for its warp cost and exiled (702.185), as "plotted" or "foretold" is said of a card: "choose a
    # creature you control or a warped creature card you own in exile"
    "PARTICIPLE": {"warped": "warp"},
    # old printed "Choose a color when casting ~." (today "as you cast")
    "WHEN_CASTING": {"when casting": "cast"},
}


def merge_choices(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_words(words, more_words, CHOICE_WORDS)
    add_after(after, {"CHOOSE": {"CHOICE": _CHOICES_AFTER_CHOOSE}})
