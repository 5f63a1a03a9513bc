"""English words the lexicon lacked in 2026 Oracle sentences, the words beginning m–z or with a sign (issue #22, the
twenty-second round's list of them), each inside the phrase that gives it its meaning, as the tables of
`effect_words_lex_lz.py` say theirs. As data, merged into the lexicon by `effect_word_blocks.py` where the other
tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.kinds import Verb
from mtglinks.lang.en.effect_word_merge import add_words

_Tables = MutableMapping[str, dict[str, str]]

LEX_R22B: dict[str, dict[str, str]] = {
    # conditions said whole after "if" or "as long as" (as "you spent black mana on ~" reads): a battle protected
    # (rule 310.8: "If an opponent protects it, remove a defense counter from it."), neither of two ("If it has
    # neither, create a Food token.", "If you control neither creature, draw three cards."), a number's parity ("Then
    # if it has an odd number of counters on it, draw two cards."), the seasons and dates of the un-sets and
    # playtest cards ("You gain 5 life if it's winter.", "If it's spring, search your library for …", "If today's
    # date is May 6th, scry 1."), the player's own state ("~ gets +2/+2 and has trample as long as you're eating.",
    # "As long as you're standing, ~ has vigilance.", "As long as you're taller than an opponent, ~ gets +1/+0."),
    # what a card shows ("If there's a tree in its art, put it onto the battlefield tapped."), times a card was
    # cycled ("If you've cycled a card named ~ four or more times this game, put it onto the battlefield from your
    # graveyard instead."), creature cards counted in all graveyards ("If there are ten or more creature cards total
    # in all graveyards, ~ costs {6} less to cast."), the choices of a Council's dilemma of the un-sets ("If each
    # opponent chose silence, ~ deals 4 damage to each of them.")
    "FIXED_COND": {
        "an opponent protects it": "protected_by:opponent",
        "it has neither": "has_neither",
        "you control neither creature": "control_neither_creature",
        "it has an odd number of counters on it": "counters_on_it:odd",
        "it's winter": "season:winter",
        "it's spring": "season:spring",
        "today's date is may 6th": "date:may_6",
        "today's date is may 7th": "date:may_7",
        "you're eating": "you_eating",
        "you're standing": "you_standing",
        "you're taller than an opponent": "you_taller_than_opponent",
        "you're shorter than an opponent": "you_shorter_than_opponent",
        "you are way behind": "you_way_behind",
        "you aren't playing with sleeves": "not_playing_with_sleeves",
        "there's a tree in its art": "art_shows:tree",
        "the toy has a horn": "toy_has:horn",
        "the toy has wings": "toy_has:wings",
        "you drew wings": "drew:wings",
        "you drew something else": "drew:other",
        "that person laughed": "person_laughed",
        "it's sophisticated": "sophisticated",
        "it's a square number": "square_number",
        "you've cycled a card named ~ four or more times this game": "cycled_named_self:4_or_more_this_game",
        "there are ten or more creature cards total in all graveyards": "creature_cards_in_graveyards:10_or_more",
        "each opponent chose silence": "each_opponent_chose:silence",
        "each opponent chose snitch": "each_opponent_chose:snitch",
        "you have the windy city's blessing": "windy_citys_blessing",
        "~ started the turn untapped": "self_started_turn_untapped",
        "you planeswalked to ~ this turn": "planeswalked_to_self_this_turn",
        "~ was ninjutsu'd": "self_ninjutsud",
        "you didn't have an active tournament": "no_active_tournament",
        "you don't have a timer running": "no_timer_running",
        "it's represented by food": "represented_by_food",
        "the result isn't stored on ~": "result_not_stored_on_self",
        "that player's program has fewer than five cards": "program_cards:fewer_than_5",
        "two or more players are tied for fewest": "players_tied_for_fewest",
        "one or more opponents had the highest result": "opponent_had_highest_result",
        "team speed demons won the race": "team_won_race:speed_demons",
        "none of those creatures attacked you": "none_of_those_creatures_attacked_you",
        "your starting library had at least 13 cards over the minimum": "starting_library:13_over_minimum",
        "you haven't scattered the dragonstorm globes this game": "not_scattered_dragonstorm_globes_this_game",
        "one player has won more magic games that day than any other player": "won_most_games_that_day",
        "only one card remains": "one_card_remains",
        "it has wings in its art": "art_shows:wings",
        "it's summer": "season:summer",
        "there haven't been any subgames this match": "no_subgames_this_match",
        "an opponent touches the table with their hand": "opponent_touches:table",
        "an opponent touches their face": "opponent_touches:face",
        "that card touches ~": "that_card_touches_self",
        "you stack at least five dice": "stacked_dice:5_or_more",
        "you sang a song the whole time you were searching and shuffling": "sang_while_searching_and_shuffling",
        "an opponent isn't touching their hand": "opponent_not_touching_hand",
        "defending player controls the most creatures or is tied for the most": (
            "defending_player_most_creatures_or_tied"
        ),
    },
    # events said whole (as "the final chapter ability of a saga you control resolves" reads): a creature's mana
    # ability resolving ("Whenever a mana ability of this creature resolves, …"), a Spacecraft stationed (rule
    # 702.184: "Whenever a creature stations ~, …"), training (rule 702.149: "Whenever ~ trains, …"), counters put
    # on an object numbered ("When the sixth plan counter is put on ~, …"), a die's result ("Whenever a 6 is rolled on
    # a six-sided die, …"), and the events of the un-sets: words said ("Whenever a player says the chosen word, …"),
    # guesses ("Whenever an opponent guesses wrong, …"), reading the card ("Whenever an opponent reads ~, …"), speech
    # ("Whenever you speak, …"), touch ("Whenever a player's skin or fingernail touches ~, …")
    "GAME_EVENT": {
        "a mana ability of this creature resolves": "mana_ability_of_self_resolved",
        "a creature stations ~": "creature_stations_self",
        "~ trains": "self_trains",
        "the sixth plan counter is put on ~": "counter_put_on_self:plan:6",
        "the twelfth hour counter is put on ~": "counter_put_on_self:hour:12",
        "a 6 is rolled on a six-sided die": "rolled:6:d6",
        "a player says the chosen word": "says_chosen_word:player",
        "an opponent says the chosen word": "says_chosen_word:opponent",
        "an opponent guesses wrong": "guesses_wrong:opponent",
        "an opponent reads ~": "reads_self:opponent",
        "you speak": "you_speak",
        "you speak in your normal voice": "you_speak:normal_voice",
        "you speak in non-rhyming sentences": "you_speak:non_rhyming",
        "a player's skin or fingernail touches ~": "touches_self:skin_or_fingernail",
        "a player's skin or fingernail touches enchanted creature": "touches_enchanted:skin_or_fingernail",
        "a player performs a magic trick": "magic_trick_performed",
        "you encounter this phenome-nom": "encounter_phenomenon",
        "equipped creature mentors a creature": "equipped_mentors",
        "this ability resolves for the third time this turn": "self_ability_resolved:3_this_turn",
        "that mana is spent": "that_mana_spent",
        "the creature you control wins the fight": "your_creature_wins_fight",
        "a person answers yes": "person_answers_yes",
        "it stops touching it": "stops_touching",
        "~ attacks while you have the most life or are tied for most life": "self_attacks:most_life_or_tied",
        "you choose to put one or more cards on the bottom of your library while scrying": ("scry_bottom_one_or_more"),
    },
    # rules said whole (`<verb>:<detail>`, as "This mana can't be spent to pay generic mana costs." reads): mana not
    # spent ("You can't spend this mana to cast spells."), mana of two colors spent on X ("Spend only black and/or
    # red mana on X."), counters kept from zone to zone ("Counters remain on ~ as it moves to any zone other than a
    # player's hand or library."), a floor of life (as "… to less than 1 reduces it to 1 instead" reads), the modes
    # chosen ("You can't choose any mode more than once.", "All modes reset and can be chosen again."), libraries
    # shuffled together ("shuffle your libraries together."), the un-sets' rounding and doubling ("Round to the
    # nearest ½.", "double the value of X."), turn order reversed ("reverse the game's turn order."), state-based
    # actions ("State-based actions don't apply to you or other permanents you control."), a starting life total
    # ("You start the game with an additional 7 life."), a minimum deck size ("Your minimum deck size is reduced by
    # five."), dice rolled again ("Reroll any die.")
    "FIXED_CLAUSE": {
        "you can't spend this mana to cast spells": f"{Verb.SPEND}:not_to_cast_spells",
        "spend only black and/or red mana on x": f"{Verb.SPEND}:only_black_or_red_on_x",
        "counters remain on ~ as it moves to any zone other than a player's hand or library": (
            f"{Verb.REMAIN}:counters_on_self_between_zones"
        ),
        "damage that would reduce your life total to less than 7 reduces it to 7 instead": (
            f"{Verb.LOSE_LIFE}:floor:7"
        ),
        "you can't choose any mode more than once": f"{Verb.CHOOSE}:not_same_mode_twice",
        "all modes reset and can be chosen again": f"{Verb.CHOOSE}:modes_reset",
        "shuffle your libraries together": f"{Verb.SHUFFLE}:libraries_together",
        "round to the nearest ½": f"{Verb.ROUND}:nearest_half",
        "double the value of x": f"{Verb.DOUBLE}:value_of_x",
        "reverse the game's turn order": f"{Verb.APPLY_RULE}:turn_order_reversed",
        "state-based actions don't apply to you or other permanents you control": (
            f"{Verb.APPLY_RULE}:not_state_based_actions:you_and_your_permanents"
        ),
        "you start the game with an additional 7 life": f"{Verb.BEGIN_GAME_WITH}:additional_life:7",
        "your minimum deck size is reduced by five": f"{Verb.DECK_LIMIT}:minimum_minus_5",
        "reroll any die": f"{Verb.ROLL}:reroll_any_die",
        "this ability still resolves if its target becomes illegal": f"{Verb.APPLY_RULE}:resolves_if_target_illegal",
        "this change in ownership is permanent": f"{Verb.EXCHANGE}:ownership_permanent",
        "combat damage uses the stack": f"{Verb.APPLY_RULE}:combat_damage_uses_stack",
        "powers and toughnesses are reversed": f"{Verb.SWITCH_PT}:all",
        "the phases of each player's turn are reversed": f"{Verb.APPLY_RULE}:turn_phases_reversed",
        "the turn order is reversed": f"{Verb.APPLY_RULE}:turn_order_reversed",
        "it can't become night": f"{Verb.APPLY_RULE}:not_night",
        "redistribute any number of players' life totals": f"{Verb.EXCHANGE}:life_totals_redistributed",
        "you may redistribute any number of life totals": f"{Verb.EXCHANGE}:life_totals_redistributed",
        "schemes can't be set in motion that turn": f"{Verb.SET_IN_MOTION}:not_that_turn",
        "you can't spend mana to cast ~": f"{Verb.SPEND}:not_to_cast_self",
        "your maximum life total is 10": f"{Verb.APPLY_RULE}:maximum_life_total:10",
        "you gain life rather than lose life from radiation": f"{Verb.GAIN_LIFE}:instead_of_radiation_life_loss",
        "you draw cards from the bottom of your library rather than the top": f"{Verb.DRAW}:from_library_bottom",
        "creatures you control can boast twice during each of your turns rather than once": (
            f"{Verb.ACTIVATE}:boast_twice_each_turn"
        ),
        "no more than one mana of each color may be spent this way": f"{Verb.SPEND}:one_of_each_color_at_most",
        "it stops being day or night": f"{Verb.APPLY_RULE}:not_day_or_night",
        "your starting hand size is increased by one": f"{Verb.BEGIN_GAME_WITH}:hand_size_plus_1",
        "reflip any coin or reroll any die": f"{Verb.FLIP}:reflip_any_coin_or_reroll_any_die",
        "the next season arrives": f"{Verb.APPLY_RULE}:next_season",
        "it becomes spring": f"{Verb.APPLY_RULE}:season:spring",
        "play cards as written": f"{Verb.APPLY_RULE}:cards_as_written",
        "use your shoes as counters": f"{Verb.APPLY_RULE}:represent_counters_with:shoes",
        "use toys to represent the tokens": f"{Verb.APPLY_RULE}:represent_tokens_with:toys",
        "use food to represent the token": f"{Verb.APPLY_RULE}:represent_tokens_with:food",
        "your starting deck contains at least twenty cards more than the minimum deck size": (
            f"{Verb.DECK_LIMIT}:minimum_plus_20"
        ),
        "your starting deck can't have basic land cards and your starting hand size is five": (
            f"{Verb.DECK_LIMIT}:no_basic_lands:hand_size_5"
        ),
        "your starting deck can contain any number of cards beyond the maximum deck size": (
            f"{Verb.DECK_LIMIT}:no_maximum"
        ),
        "your minimum deck size is 60 and your starting life total is 30": f"{Verb.DECK_LIMIT}:minimum_60:life_30",
        "your deck can't use sleeves": f"{Verb.DECK_LIMIT}:not_sleeved",
        "the commander tax on each of your commanders is reduced back to zero": (
            f"{Verb.MODIFY_COST}:commander_tax_reset"
        ),
        "the number of times each commander has been cast from the command zone becomes 0": (
            f"{Verb.MODIFY_COST}:commander_tax_reset"
        ),
        "each creature's base power is equal to its printed toughness": (
            f"{Verb.CHANGE_BASE_PT}:power_is_printed_toughness"
        ),
        "each creature's base toughness is equal to its printed power": (
            f"{Verb.CHANGE_BASE_PT}:toughness_is_printed_power"
        ),
        "the player who wins this game also wins the match": f"{Verb.WIN}:match",
        # speed begun for every player (rule 702.179, "Start your engines!"): "When you planeswalk here, all players
        # start their engines!"
        "all players start their engines!": f"{Verb.APPLY_RULE}:start_engines:all_players",
        "you can't attack with an odd number of creatures": f"{Verb.ATTACK}:not_with_odd_number_of_creatures",
    },
    # what an object stays, as "remains tapped" reads: "as long as it remains in their hand, …", "for as long as that
    # card remains on top of your library, …"
    "REMAINS": {"remains in their hand": "in_hand", "remains on top of your library": "top_of_library"},
    # what is said of an object after it (as "with the chosen watermark" reads): a word chosen in its text ("Spells with
    # the chosen word in their text box can't be cast.", "you cast a spell with the chosen word in its rules text"),
    # reminder text ("Destroy target creature with reminder text."), the words of its name or flavor text ("Each
    # creature you control with three or more words in its name gets +1/+1.", "you cast a spell with ten or more
    # words of flavor text"), what its art shows ("you cast a spell with a squirrel in its art", "Other creatures you
    # control wearing hats in their art have menace."), a quality of mana values chosen ("Creatures with mana value
    # of that quality can't block this turn.")
    "QUALIFIER": {
        "with the chosen word in their text box": "with:chosen_word_in_text_box",
        "with the chosen word in its text box": "with:chosen_word_in_text_box",
        "with the chosen word in its rules text": "with:chosen_word_in_rules_text",
        "with the chosen word in its rules text or type line": "with:chosen_word_in_rules_text_or_type_line",
        "with reminder text": "with:reminder_text",
        "without reminder text": "without:reminder_text",
        "with an odd number of words in its name": "words_in_name:odd",
        "with three or more words in its name": "words_in_name:3_or_more",
        "with ten or more words of flavor text": "flavor_text_words:10_or_more",
        "with a two-word name": "words_in_name:2",
        "with a smile in its art": "art_shows:smile",
        "with a squirrel in its art": "art_shows:squirrel",
        "with a moon in their art": "art_shows:moon",
        "wearing hats in their art": "art_shows:hats",
        "with mana value of that quality": "mana_value_quality:that",
        "without mana value of the chosen quality": "without:mana_value:of:chosen_quality",
        "which aren't from the mom main set": "not_from_set:mom_main",
        "with a name printed in a kamigawa expansion": "name_printed_in:kamigawa",
        "with a name originally printed in the homelands expansion": "name_printed_in:homelands",
        "with a name originally printed in the antiquities expansion": "name_printed_in:antiquities",
        "with a name originally printed in the arabian nights expansion": "name_printed_in:arabian_nights",
        "not originally printed in an argentum expansion": "not_printed_in:argentum",
        "that die is touching": "touched_by:that_die",
        "that card is touching": "touched_by:that_card",
        "that isn't touching ~": "not_touching:self",
        # a battle's protector (rule 310.5), as "that player controls" says a controller: "~ deals 1 damage to each
        # opponent and each battle they protect.", "… to target planeswalker that player controls or battle that player
        # protects.", "… to target battle that player is protecting."
        "they protect": "protected_by:they",
        "that player protects": "protected_by:that_player",
        "that player is protecting": "protected_by:that_player",
        # a creature's earlier controller ("… sacrifices a creature of their choice that they controlled since the
        # beginning of the turn."), the player it was chosen for ("Then each player gains control of each permanent for
        # which they were chosen."), the un-sets' feelings ("Creatures that haven't shared their feelings can't attack
        # or block.")
        "that they controlled since the beginning of the turn": "controlled_since_turn_start",
        "for which they were chosen": "chosen_for:they",
        "that haven't shared their feelings": "not_shared_feelings",
        "with a tail": "with:tail",
        "with watermarks": "with:watermark",
        "with the same name as a card spliced onto that spell": "same_name_as:card_spliced_onto_that_spell",
        "in the sector of your choice": "in_sector:your_choice",
    },
    # what a card is, as a qualifier of its kind (as "premium" reads): its product line ("Secret Lair spells you cast
    # cost {1} less to cast.", "Universes Beyond spells you cast cost {1} less to cast.") and the sizes the un-set card
    # defines ("Destroy all medium creatures.", "Destroy all small creatures.")
    "STATUS": {
        "secret lair": "secret_lair",
        "universes beyond": "universes_beyond",
        "medium": "medium",
        "small": "small",
    },
    # protection from a quality (as "protection from everything" reads): "Wraiths you control have protection from
    # Ring-bearers.", "Equipped creature gets +2/+1 and has protection from die rolls."; the playtest cards' keywords
    # ("Kithkin you control have thoughtweft.", "… get +1/+1 and have townwalk.", "… and have ratmanship.", "This
    # ability has splitter second.")
    "KEYWORD": {
        "protection from ring-bearers": "protection:from:ring_bearers",
        "protection from die rolls": "protection:from:die_rolls",
        "thoughtweft": "thoughtweft",
        "townwalk": "townwalk",
        "ratmanship": "ratmanship",
        "splitter second": "splitter_second",
        "tantrum": "tantrum",
    },
    # numbers counted (as "the number of times it was kicked" reads): "where X is the number of times he was kicked",
    # what the un-sets count in the room ("where X is the number of doors you can see from your seat")
    "QUANTITY": {
        "the number of times he was kicked": "times_kicked",
        "the number of doors you can see from your seat": "seen_from_seat:doors",
        "the number of mirrors on walls you can see from your seat": "seen_from_seat:mirrors_on_walls",
        "the amount of mana this creature produced": "mana_produced:self",
        "the number of years you've played magic": "years_played_magic",
        "the number of cards shuffled into your library this way": "cards_shuffled_into_library_this_way",
        "the number of turns you've begun since it was foretold": "turns_begun_since_foretold",
        "the number of different color pairs among permanents you control that are exactly two colors": (
            "color_pairs_among_your_two_color_permanents"
        ),
        "the total number of pins attached to you and creatures you control": "pins_attached_to_you_and_your_creatures",
        "the greatest number of stored results on it of the same value": "stored_results_on:it:most_of_one_value",
        "the number of o's in name stickers on ~": "letter_in_name_stickers_on_self:o",
        "the number of u's in name stickers on ~": "letter_in_name_stickers_on_self:u",
        "the number of punctuation marks in that creature's text box": "punctuation_marks_in_text_box:that_creature",
        "the number of those people who applauded": "people_applauded",
        "the number of times it's been folded": "times_folded:it",
        "the number of words in the name with the most words among permanents you control": (
            "most_words_in_name_among_your_permanents"
        ),
    },
    # what is counted once per time (as "for each different result" reads): "For each other result, it gains the
    # indicated ability until end of turn.", "Create a Food token for each trash can you can see from your seat."
    "FOR_EACH_TIMES": {
        "for each other result": "other_results",
        "for each die": "dice",
        "for each tally mark on it": "tally_marks_on:it",
        "for each die in its stack": "dice_in_stack:its",
        "for each die you stacked above the fourth": "dice_stacked_above_fourth",
        "for each person who high-fives you in the next thirty seconds": "people_high_five_you:30_seconds",
        "for each person who has signed it": "people_signed:it",
        "for each creature on the battlefield that it's taller than": "creatures_shorter_than:it",
        "for each different universe among permanents its controller controls": (
            "universes_among_its_controllers_permanents"
        ),
        "for each magic game you have lost to one of your opponents since you last won a game against them": (
            "games_lost_to_opponent_since_last_win"
        ),
        "for each set of three numbers in a row with chip counters on them": "rows_of_three_numbers_with_chip_counters",
        "for each ten years you've been alive": "decades_alive",
        "for each different year of release among other nontoken permanents you control": (
            "release_years_among_other_nontoken_permanents_you_control"
        ),
        "for each trash can you can see from your seat": "seen_from_seat:trash_cans",
    },
    # rules said whole as a predicate (`<verb>:<detail>`, grammar/effects-en/9-lexb.lark), after a subject and "may",
    # a condition or another clause: attacks redirected ("for each attacking creature, you may reselect which player
    # or permanent that creature is attacking.", "Put a +1/+1 counter on ~, then you may reselect which player ~ is
    # attacking."), targets chosen anew at random ("reselect its target at random.", "Copy it, then reselect the
    # targets at random for the spell and the copy."), a mode more ("If you cast a modal spell this way, you may
    # choose an additional mode.")
    "LEXB_RULE": {
        "reselect which player or permanent target attacking creature is attacking": (
            f"{Verb.ATTACK}:reselect_defender:target_attacking_creature"
        ),
        "reselect which player or permanent that creature is attacking": (
            f"{Verb.ATTACK}:reselect_defender:that_creature"
        ),
        "reselect which player ~ is attacking": f"{Verb.ATTACK}:reselect_defender:self",
        "reselect its target at random": f"{Verb.CHANGE_TARGET}:at_random",
        "reselect the targets at random for the spell and the copy": f"{Verb.CHANGE_TARGET}:at_random:spell_and_copy",
        "choose an additional mode": f"{Verb.CHOOSE}:additional_mode",
        # dice rolled again (rule 706.6): "If you roll a 3 on a six-sided die, you may reroll that die.", "you may
        # reroll any number of ~'s stored results."
        "reroll that die": f"{Verb.ROLL}:reroll:that_die",
        "reroll any number of ~'s stored results": f"{Verb.ROLL}:reroll:stored_results",
    },
    # players said with what they did (as "each opponent who attacked you this turn" reads): votes ("each opponent who
    # voted for a choice you didn't vote for loses 2 life.", "Each player who received no votes may put …"), a subgame
    # lost (rule 715.4, Shahrazad: "Each player who doesn't win the subgame loses half their life, rounded up."), a
    # clash won (rule 701.23: "The player that wins the clash creates two 1/1 black Assassin creature tokens."), a
    # spell owned ("Then each player who owns a spell you cast this way loses life equal to its mana value.")
    "PLAYER": {
        "each opponent who voted for a choice you didn't vote for": "each_opponent:voted_other_choice",
        "each opponent who voted for a choice you voted for": "each_opponent:voted_same_choice",
        "each player who received no votes": "each_player:no_votes",
        "each player who doesn't win the subgame": "each_player:lost_subgame",
        "the player that wins the clash": "clash_winner",
        "each player who owns a spell you cast this way": "each_player:owns_spell_cast_this_way",
        "each player in an un-game who high-fives you": "each_player:in_un_game_high_fives_you",
        "each player with the highest speed among players": "each_player:highest_speed",
        "each player with the most point counters or tied for the most point counters": (
            "each_player:most_point_counters_or_tied"
        ),
        "each player who shuffled a nontoken creature into their library this way": (
            "each_player:shuffled_nontoken_creature_this_way"
        ),
    },
    # a word as a thing said or guessed (as "the chosen word" reads it): "They guess a word."
    "NOUN": {"word": "word"},
    # a text changed by one creature type replaced with a named one (as "… with another" reads, rule 612): "Change the
    # text of that creature by replacing all instances of one creature type with Vampire."
    "REPLACING": {"by replacing all instances of one creature type with vampire": "creature_type:Vampire"},
    # a card just revealed or named by what was done to it, as "the revealed card" and "the discovered card" read:
    # "That player then discards the most recently revealed card.", "Then cast the revised card without paying its
    # mana cost."
    "REF": {"the most recently revealed card": "anaphora", "the revised card": "anaphora"},
    # a timing of the un-sets, as "activate only as a sorcery" reads: "Activate only from sunrise to sunset."
    "TIMING": {
        "activate only from sunrise to sunset": "sunrise_to_sunset",
        "activate only from sunset to sunrise": "sunset_to_sunrise",
    },
    # the un-sets' keywords, as "thoughtweft" reads: "Enchanted creature gets +2/+1 and has tantrum."
    # the un-set color of a token (Unfinity): "Create a 2/2 pink Teddy Bear creature token.", "… a 2/2 orange Bear
    # token with haste …"
    "COLOR": {"pink": "pink", "orange": "orange"},
    # the un-set token's creature type (Unfinity's Teddy Bear): "Put five +1/+1 counters on a Teddy Bear you control."
    "SUBTYPE": {"teddy bear": "Teddy Bear", "teddy bears": "Teddy Bear"},
    # where objects would go other than exile, as "instead of putting it anywhere else" reads: "If those Auras would
    # leave the battlefield, exile them instead of putting them anywhere else."
    "INSTEAD_OF": {"instead of putting them anywhere else": "anywhere"},
    # what a player neither owns nor controls (as "you own or control" reads either): "you may exchange control of ~
    # and target permanent you neither own nor control."
    "CONTROLLER": {"you neither own nor control": "neither_owner_nor_you"},
}


def merge_lex_r22b(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_words(words, more_words, LEX_R22B)
