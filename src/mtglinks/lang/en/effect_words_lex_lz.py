"""English words the lexicon lacked in 2026 Oracle sentences, the words beginning l–z or with a sign (issue #22, the
twenty-first round's list of them), each said where a card needs it. As data, merged into the lexicon by
`effect_word_blocks.py` where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_after, add_words

_Tables = MutableMapping[str, dict[str, str]]

LEX_LZ: dict[str, dict[str, str]] = {
    # a step added after this phase, as "there is an additional combat phase" reads (rule 500.8): "After this phase,
    # there is an additional draw step.", "… an additional untap step.", "… an additional upkeep step."
    "EXTRA_PHASE": {
        "there is an additional draw step": "draw",
        "there is an additional untap step": "untap",
        "there is an additional upkeep step": "upkeep",
    },
    # an action done at once with another (as "secretly" marks a choice, grammar/effects/5-links-and-tail.lark):
    # "Simultaneously untap all tapped creatures and tap all untapped creatures.", "Each opponent simultaneously
    # guesses which one is incorrect."
    "SECRETLY": {"simultaneously": "simultaneously"},
    # what is counted, once per time, said first or after the action (as "for each odd result" reads,
    # grammar/effects-en/4-lex-groups.lark): dice results ("For each different result, create a 1/1 white Clown Robot
    # artifact creature token.", "For each result of 1, ~ gets +1/+1 until end of turn.", "~ gets +1/+0 for each result
    # stored on it."), the words, letters and vowels of names ("Enchanted creature gets +1/+1 for each word in its
    # name.", "It gets +1/+0 until end of turn for each letter in that word.", "you gain 1 life for each time the
    # chosen letter appears in that spell's name.", "That creature's controller loses 1 life for each unique vowel in
    # the creature's name."), stickers (Unfinity: "~ gets +1/+0 until end of turn for each name sticker on it.", "Add
    # {R} for each unique vowel on that sticker.", "Enchanted creature gets +0/+2 for each name sticker on ~ with eight
    # or more letters."), the opponents low on life ("~ gets +3/+3 for each opponent whose life total is less than half
    # their starting life total.")
    "FOR_EACH_TIMES": {
        "for each different result": "different_results",
        "for each result of 1": "results_of:1",
        "for each result stored on it": "results_stored_on:it",
        "for each card manifested this way": "cards_manifested_this_way",
        "for each time it regenerated this turn": "times_regenerated_this_turn",
        "for each word in its name": "words_in_name:its",
        "for each word in that spell's name": "words_in_name:that_spell",
        "for each letter in that word": "letters_in_word:that",
        "for each time the chosen letter appears in that spell's name": "chosen_letter_in_name:that_spell",
        "for each unique vowel in the creature's name": "unique_vowels_in_name:that_creature",
        "for each unique vowel on that sticker": "unique_vowels_on_sticker",
        "for each name sticker on it": "name_stickers_on:it",
        "for each name sticker on it that begins with the chosen letter": "name_stickers_on:it:chosen_letter_first",
        "for each name sticker on ~ with eight or more letters": "name_stickers_on:self:eight_or_more_letters",
        "for each name sticker on ~ with seven or fewer letters": "name_stickers_on:self:seven_or_fewer_letters",
        "for each opponent whose life total is less than half their starting life total": (
            "opponents_below_half_starting_life"
        ),
    },
    # numbers counted, after "where X is" or "equal to" (as "the number of times it was kicked" reads): "where X is
    # the number of words in that spell's name.", "where X is the number of times the letter of your choice appears in
    # that creature's name.", "You scry X, where X is the number of opponents who voted for a choice you didn't vote
    # for.", "where X is the number of lines of rules text of the revealed card."
    "QUANTITY": {
        "the number of words in that spell's name": "words_in_name:that_spell",
        "the number of times the letter of your choice appears in that creature's name": (
            "letter_of_choice_in_name:that_creature"
        ),
        "the number of opponents who voted for a choice you didn't vote for": "opponents_voted_another_choice",
        "the number of lines of rules text of the revealed card": "rules_text_lines:revealed_card",
    },
    # what a card is, as a qualifier of its kind (as "stickered" reads): its border and finish (the un-sets: "White-
    # bordered creatures you control get +1/+1.", "you cast a silver-bordered spell", "Premium creatures get +1/+1."),
    # its rarity ("Rare and mythic rare spells you cast cost {1} less to cast."), its legality in a format ("choose a
    # tournament-legal non-Aura permanent card at random", "choose four Vintage-legal cards at random"), a spell with
    # modes (rule 700.2: "you cast a modal spell"), and the words the un-sets define on the card that uses them ("~
    # can't be blocked by wordy creatures.", "you cast a nostalgic spell", "you cast a signed spell or play a signed
    # land")
    "STATUS": {
        word: word.replace("-", "_").replace(" ", "_")
        for word in (
            "white-bordered",
            "silver-bordered",
            "premium",
            "rare",
            "mythic rare",
            "rare or mythic rare",
            "tournament-legal",
            "vintage-legal",
            "standard-legal",
            "modal",
            "wordy",
            "nostalgic",
            "signed",
        )
    }
    # spells of either rarity (as "rare or mythic rare" reads): "Rare and mythic rare spells you cast cost {1} less"
    | {"rare and mythic rare": "rare_or_mythic_rare"}
    # a permanent phased out (rule 702.26): "Simultaneously, all phased-out creatures phase in and …"
    | {"phased-out": "phased_out"},
    # ownership exchanged (grammar/effects-en/8-lex-lz.lark): "Exchange ownership of the revealed card and ~."
    "EXCHANGE_OWNERSHIP": {"exchange ownership of": "exchange", "exchanges ownership of": "exchange"},
    # a player who has done something, as "you've" reads: "~ deals damage to that player equal to the number of cards
    # they've drawn this turn."
    "PLAYER": {"they've": "they"},
    # verbs with nothing after them: a player's untap step skipped (as "skips their untap steps" reads: "Each player
    # skips their untap step."), dice rolled ("Roll three six-sided dice.", "that player rolls two six-sided dice."),
    # a scheme set in motion (rule 701.32, as "set ~ in motion" reads: "If you do, set that scheme in motion again.",
    # "Whenever you set a non-ongoing scheme in motion, …", "the next time you would set a scheme in motion, …"), a
    # process repeated (as "repeat this process" reads: "Repeat the following process X times.")
    "V_NUM": {
        "skips their untap step": "skip",
        "roll three six-sided dice": "roll",
        "rolls two six-sided dice": "roll",
        "set that scheme in motion": "set_in_motion",
        "set a non-ongoing scheme in motion": "set_in_motion",
        "set a scheme in motion": "set_in_motion",
        "repeat the following process": "repeat",
    },
    # power and toughness by two numbers defined elsewhere on the card ("Enchanted creature gets -X/-Y."), and the
    # halves of the un-sets: "Each other Donkey gets +1½/+1½.", "Target creature gets +3½/+3½ until end of turn.",
    # "Target player gains 2½ life.", "~ deals 3½ damage to any target.", "you may gain ½ life for each word in that
    # spell's name."
    "PT": {"+x/+y": "+X/+Y", "-x/-y": "-X/-Y", "+1½/+1½": "+1½/+1½", "+3½/+3½": "+3½/+3½"},
    "NUM": {"2½": "2½", "3½": "3½", "19½": "19½", "½": "½"},
    # "there's" as "there is" reads: "~ can't attack if there's another creature on the battlefield."
    "THERE_ARE": {"there's": "is"},
    # three piles, as "into two piles" reads: "Starting with you, each player separates all permanents they control
    # into three piles."
    "PILES": {"into three piles": "three"},
    # "select" as "choose" reads: "select target player at random."
    "CHOOSE": {"select": "choose"},
    # events of the game said whole (as "the final chapter ability of a saga you control resolves" reads): a spell
    # resolving ("When this spell resolves, discard a card."), a creature's mana ability resolving ("Whenever a mana
    # ability of this creature resolves, …"), day and night changing (rule 728: "Whenever night becomes day, …")
    "GAME_EVENT": {
        "~ resolves": "self_resolved",
        "a mana ability of ~ resolves": "mana_ability_of_self_resolved",
        "night becomes day": "night_to_day",
        "day becomes night": "day_to_night",
    },
    # a card leaving an opponent's graveyard, as "leaves your graveyard" reads: "Whenever a creature card leaves an
    # opponent's graveyard, …"
    "LEAVE": {"leaves an opponent's graveyard": "leaves_graveyard"},
    # the card type once called tribal (rule 205.2, today kindred): "… sacrifices an artifact, a creature, an
    # enchantment, a land, a planeswalker, and a tribal permanent, …"; the older "non-black" as "nonblack" reads:
    # "Whenever a non-black creature is put into any graveyard from play, …"
    "TYPE": {"tribal": "kindred"},
    "NONTYPE": {"non-black": "black"},
    # a Room's doors not locked, as "locked door" reads: "~ gets +3/+0 as long as there are two or more unlocked
    # doors among Rooms you control."
    "NOUN": {"unlocked door": "unlocked_door", "unlocked doors": "unlocked_door"},
    # what is said of an object after it (as "whose turn it is" reads): the watermark chosen ("Creatures you control
    # with the chosen watermark get +1/+1."), its controller ("Destroy each nonland permanent with mana value X whose
    # controller was dealt combat damage by ~ this turn.", "~ costs {3} less to cast if it targets a creature whose
    # controller has eight or more cards in their graveyard."), its name ("~ deals 4 damage to any target whose name
    # begins with the same letter as the exiled card.")
    # a creature type said of a card (Alchemy): "seek a creature card of the most prevalent creature type in your
    # library."
    "QUALIFIER": {
        "with the chosen watermark": "with:chosen_watermark",
        "whose controller was dealt combat damage by ~ this turn": "controller_dealt_combat_damage_by_self_this_turn",
        "whose controller has eight or more cards in their graveyard": "controller_graveyard:8_or_more",
        "whose name begins with the same letter as the exiled card": "name_first_letter_as:exiled_card",
        "of the most prevalent creature type in your library": "most_prevalent_creature_type:library",
    },
    # conditions said whole after "if" or "as long as" (as "you rolled any other total" reads): the fourth
    # resolution of an ability ("If this is the fourth time this ability has resolved this turn, transform ~."), the
    # mana spent on a Legacy creature (Red and Black Legac…: "If you spent black mana on ~, it enters with a
    # deathtouch counter."), dice results ("If any of those results was 10 or higher, draw a card.", "If both results
    # are the same, …"), dice rolled this turn ("You may cast ~ from your graveyard as long as you've rolled a 6 this
    # turn.", "~ has trample as long as you've rolled three or more dice this turn.")
    "FIXED_COND": {
        "you spent black mana on ~": "spent:black",
        "you spent red mana on ~": "spent:red",
        "any of those results was 10 or higher": "result:10_or_higher",
        "both results are the same": "results_same",
        "this is the fourth time this ability has resolved this turn": "resolved:4",
        "you've rolled a 6 this turn": "rolled:6_this_turn",
        "the result is a natural 20": "result:natural_20",
        "~ regenerated this turn": "regenerated_this_turn",
        "it was unearthed": "unearthed",
        "the ring has tempted you two or more times this game": "ring_tempted:2_or_more",
        "the ring has tempted you four or more times this game": "ring_tempted:4_or_more",
        "it's nighttime": "night",
        "you've rolled three or more dice this turn": "rolled:three_or_more_dice_this_turn",
    },
}


def merge_lex_lz(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_words(words, more_words, LEX_LZ)
    # the borders once listed as options without rules meaning (607.2f, effects/lexer_options.py, which reads only
    # words the lexicon lacks) keep that reading now that the lexicon knows them as qualifiers: "As ~ enters, choose
    # white-bordered or silver-bordered." (Ineffable Blessing; the value the options were read as)
    add_after(
        after,
        {"CHOOSE": {"CHOICE": {"white-bordered or silver-bordered": "white-bordered_or_silver-bordered"}}},
    )
