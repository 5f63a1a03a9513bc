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
    # states of the game said whole, as "it has a hat" reads: a boon held, hands touching a card (A Real Handful), legs
    # and arms (the un-sets' creatures), a player's place in the turn order, votes, a number guessed, the initiative
    # (rule 725), targets still legal, a game of the match lost, a turn or step about to begin (a replacement, as "If
    # you would draw a card" reads), a deck's color identity (the Commander eminences), a permanent that explored: "if
    # you have a boon", "As long as one or more hands are touching this creature, it gets +2/+2.", "~ can't attack if it
    # has no legs and can't block if it has no arms.", "~ enters with two +1/+1 counters on it if you didn't go first
    # this game.", "If no creature got votes, each player draws a card.", "If you would begin your draw step, you may
    # skip that step instead.", "If Mzed is on the battlefield or in your command zone and your deck's color identity is
    # mono-red, creatures you control have haste.", "If a permanent you controlled explored this turn, seek a Merfolk
    # card instead."
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
    # when an action is done, said first (as "after that turn" reads): the game's start (rule 103), a draft's pick, a
    # combat phase: "As the game begins, if ~ is your commander, choose two creature types.", "Before drawing your hand,
    # you may start the game with Rift in your opening hand.", "After each opponent's first combat phase of each turn,
    # there is an additional combat phase."
    "WHEN_SAID": {
        "as the game begins": "as_game_begins",
        "before the game starts": "before:game_starts",
        "after you draft ~": "after:you_draft_self",
        "after each opponent's first combat phase of each turn": "after:each_opponent_first_combat_phase",
        "before drawing your hand": "before:drawing_opening_hand",
    },
    # combat damage assigned otherwise than by power (rule 510.1a), as "assigns combat damage equal to its toughness
    # rather than its power" reads: "Each creature assigns combat damage equal to its mana value rather than its power."
    "ASSIGN_DAMAGE": {
        f"{verb} combat damage equal to its mana value rather than its power": "mana_value"
        for verb in ("assigns", "assign")
    },
    # the older singular opponent: "tap all permanents your opponent controls."; the dungeons completed, each name once:
    # "… get +2/+2 for each differently named dungeon you've completed."; the Lander token (as "a Treasure" reads) and
    # the Llama creature type (Restless Prairie: "becomes a 3/3 green and white Llama creature"); a creature the haunt
    # of a card haunts (rule 702.55), as "suspended" reads: "… the owner of target haunted creature."
    "CONTROLLER": {"your opponent controls": "opponent"},
    "FOR_EACH_TIMES": {"for each differently named dungeon you've completed": "dungeons_completed:differently_named"},
    "SUBTYPE": {"lander": "Lander", "llama": "Llama"},
    "STATUS": {"haunted": "haunted"},
    # a card started in the opening hand (rule 103.6, as "begin the game with ~ in your graveyard" reads); dice rolled,
    # one chosen to ignore (as "roll that many dice plus one and ignore the lowest roll" reads): "instead they roll that
    # many dice plus one and you choose one of those rolls to ignore."
    "V_NUM": {
        "start the game with ~ in your opening hand": str(Verb.BEGIN_GAME_WITH),
        "roll that many dice plus one and you choose one of those rolls to ignore": str(Verb.ROLL),
    },
    # deck building, as "during your turn" reads the time: "During deckbuilding, …"
    "DURING": {"during deckbuilding": "deckbuilding", "during deck construction": "deckbuilding"},
    # what an object has or shows, in its text, frame or art (as "with the chosen watermark" reads): "can't be blocked
    # except by creatures with flavor text.", "Creatures with a black or silver expansion symbol get +1/+1.", "Put two
    # +1/+1 counters on target creature with four or more legs.", "Spells you cast with the chosen faction's watermark
    # cost {1} less to cast.", "you cast a spell with hybrid mana in its mana cost", "Destroy each creature with an even
    # number of words in its name.", "choose target creature card on an adventure." (exiled on an adventure, rule
    # 715.3d), "Each attacking or blocking creature with the lowest collector number among attacking or blocking
    # creatures has first strike."
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
        "on an adventure": "on_adventure",
        "with the lowest collector number among attacking or blocking creatures": (
            "with:lowest_collector_number:attacking_or_blocking"
        ),
        "with the chosen number of lines of flavor text": "with:chosen_number_of_flavor_text_lines",
    },
    # cards a deck may include regardless of its commander's color identity (grammar/effects-en/9-lexa.lark; rule 903.5c
    # set aside), as "A deck can have any number of cards named ~." reads: "If ~ is your Commander, you may include
    # instant and sorcery cards of any color in your deck regardless of color identity.", "Your deck can include
    # Universes Beyond cards of any color identity."
    "LEXA_INCLUDE": {"include": str(Verb.DECK_LIMIT)},
    "LEXA_IN_DECK": {"in your deck regardless of color identity": "deck:regardless_of_color_identity"},
    "FIXED_CLAUSE": {
        f"your deck can include {cards} of any color identity": f"{Verb.DECK_LIMIT}:include:{value}:any_color_identity"
        for cards, value in (("cards", "cards"), ("universes beyond cards", "universes_beyond_cards"))
    },
    # a commander's trigger at the game's first upkeep, as "the beginning of your first upkeep" reads: "When ~ enters
    # and at the beginning of the first upkeep in a game where it's your commander, …"
    "PHASE": {
        "the beginning of the first upkeep in a game where it's your commander": (
            "first_upkeep_of_game_as_commander:upkeep"
        )
    },
    # the hands of the players named before: "Choose a nonland card from each of those hands."; a guild's colors (the
    # Guilds of Ravnica pledge), as "mana of any color in your commander's color identity" reads: "{T}: Add one mana of
    # your guild's colors."; numbers said whole: "where X is the amount of generic mana in that spell's mana cost",
    # "with mana value greater than the number of turns they have begun"
    "ZONE": {"each of those hands": "hand"},
    "MANA": {"one mana of your guild's colors": "guild_colors"},
    "MANA_OF": {"mana in any combination of your guild's colors": "guild_colors"},
    "QUANTITY": {
        "the amount of generic mana in that spell's mana cost": "generic_mana_in_cost:that_spell",
        "the number of turns they have begun": "turns_begun:they",
    },
    # a number counted to be used after, as "note the number of cards in your hand" reads (rule 607.2e's note; "Count
    # the number of cards in your hand. You may cast a spell with mana value equal to that number …"); the creature just
    # dealt damage, as "the discovered card" is the card just discovered: "… deals combat damage to a creature, destroy
    # the damaged creature."; a Saga's chapter ability (rule 714.2b): "Copy its chapter I ability."
    "NOTE": {"count": "note"},
    "REF": {"the damaged creature": "anaphora"},
    "OBJ_PHRASE": {f"its chapter {n} ability": f"ability:chapter:{v}" for n, v in (("i", 1), ("ii", 2), ("iii", 3))},
}


def merge_lex_r22a(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_words(words, more_words, LEX_R22A_WORDS)
