"""English words the lexicon lacked in 2026 Oracle sentences, those beginning with a non-letter or a to l (issue #22,
the twenty-second round's list of them): each inside the phrase that gives it its meaning, in a category the grammar
already reads. As data, merged into the lexicon by `effect_word_blocks.py` where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.kinds import Verb
from mtglinks.lang.en.effect_word_merge import add_words

_Tables = MutableMapping[str, dict[str, str]]

LEX_R22A_WORDS: dict[str, dict[str, str]] = {
    # a digital card's boon, said without "one-time" (as "you get a one-time boon with …" reads): "you get a boon with
    # "When you cast your next creature spell, it perpetually gets +1/+0.""
    "EMBLEM": {"get a boon with": "boon", "gets a boon with": "boon"},
    "FIXED_COND": {
        "you have a boon": "has_boon",
        **{
            f"{n} or more hands are touching ~": f"hands_touching_self:{v}_or_more"
            for n, v in (("one", 1), ("two", 2), ("three", 3))
        },
        "each player has an empty library": "each_player_empty_library",
        "it has no legs": "no_legs",
        "it has no arms": "no_arms",
        "you didn't go first this game": "not_first_player",
        "no creature got votes": "no_creature_got_votes",
        "your number was highest or tied for the highest": "your_number_highest_or_tied",
        "you or a player you're attacking has the initiative": "initiative:you_or_attacked_player",
        "both targets are still legal as this ability resolves": "both_targets_legal_on_resolution",
        "you've lost a game this match": "lost_game_this_match",
        "you would begin your draw step": "would_begin:draw_step",
        **{
            f"your deck's color identity is mono-{color}": f"deck_color_identity:mono_{color}"
            for color in ("white", "blue", "black", "red", "green")
        },
        "a permanent you controlled explored this turn": "permanent_you_controlled_explored_this_turn",
        "you would begin your turn while ~ is tapped": "would_begin:turn:self_tapped",
    },
    "WHEN_SAID": {
        "as the game begins": "as_game_begins",
        "before the game starts": "before:game_starts",
        "after you draft ~": "after:you_draft_self",
    },
    "ASSIGN_DAMAGE": {
        f"{verb} combat damage equal to its mana value rather than its power": "mana_value"
        for verb in ("assigns", "assign")
    },
    "CONTROLLER": {"your opponent controls": "opponent"},
    "FOR_EACH_TIMES": {"for each differently named dungeon you've completed": "dungeons_completed:differently_named"},
    "SUBTYPE": {"lander": "Lander"},
    "STATUS": {"haunted": "haunted"},
    "V_NUM": {
        f"roll that many dice plus one{then} you choose one of those rolls to ignore": str(Verb.ROLL)
        for then in (" and", ", then")
    },
    "DURING": {"during deckbuilding": "deckbuilding", "during deck construction": "deckbuilding"},
    "QUALIFIER": {
        "with flavor text": "with:flavor_text",
        "without flavor text": "without:flavor_text",
        "with a black or silver expansion symbol": "with:expansion_symbol:black_or_silver",
        "without a black or silver expansion symbol": "without:expansion_symbol:black_or_silver",
        "with four or more legs": "with:legs:4_or_more",
        "with the chosen faction's watermark": "with:chosen_faction_watermark",
        "with hybrid mana in its mana cost": "with:hybrid_mana_in_cost",
        "with a keyword or ability word": "with:keyword_or_ability_word",
        "with an artifact creature in its art": "art_shows:artifact_creature",
        "with the chosen object in its art": "art_shows:chosen_object",
        "with the indicated numeral in its mana cost": "with:indicated_numeral_in_cost",
        "with fewer letters in its name": "with:fewer_letters_in_name",
        "with the most lines of text in its text box": "with:most_lines_of_text",
        "with an even number of words in its name": "with:words_in_name:even",
        "with the longest name": "with:longest_name",
        "with the lowest collector number among attacking or blocking creatures": (
            "with:lowest_collector_number:attacking_or_blocking"
        ),
        "with the chosen number of lines of flavor text": "with:chosen_number_of_flavor_text_lines",
    },
    "LEXA_INCLUDE": {"include": str(Verb.DECK_LIMIT)},
    "LEXA_IN_DECK": {"in your deck regardless of color identity": "deck:regardless_of_color_identity"},
    "FIXED_CLAUSE": {
        f"your deck can include {cards} of any color identity": f"{Verb.DECK_LIMIT}:include:{value}:any_color_identity"
        for cards, value in (("cards", "cards"), ("universes beyond cards", "universes_beyond_cards"))
    },
    "PHASE": {
        "the beginning of the first upkeep in a game where it's your commander": (
            "first_upkeep_of_game_as_commander:upkeep"
        )
    },
    "ZONE": {"each of those hands": "hand"},
    "MANA": {"one mana of your guild's colors": "guild_colors"},
    "MANA_OF": {"mana in any combination of your guild's colors": "guild_colors"},
    "QUANTITY": {
        "the amount of generic mana in that spell's mana cost": "generic_mana_in_cost:that_spell",
        "the number of turns they have begun": "turns_begun:they",
    },
    "NOTE": {"count": "note"},
    "REF": {"the damaged creature": "anaphora"},
    "OBJ_PHRASE": {f"its chapter {n} ability": f"ability:chapter:{v}" for n, v in (("i", 1), ("ii", 2), ("iii", 3))},
}


def merge_lex_r22a(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_words(words, more_words, LEX_R22A_WORDS)
