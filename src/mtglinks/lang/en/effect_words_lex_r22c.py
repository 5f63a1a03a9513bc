"""English words the lexicon lacked in 2026 Oracle sentences of cards of Magic's rules (issue #22, the twenty-second
round's list, its third share): conditions, events and rules said whole, as the tables of `effect_words_lex_r22b.py`
say theirs. As data, merged into the lexicon by `effect_word_blocks.py` where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.kinds import Verb
from mtglinks.lang.en.effect_word_merge import add_words

_Tables = MutableMapping[str, dict[str, str]]

LEX_R22C: dict[str, dict[str, str]] = {
    # conditions said whole after "if": a trigger caused by casting or by entering (Veyran, Voice of Duality: "If you
    # casting or copying an instant or sorcery spell causes a triggered ability of a permanent you control to
    # trigger, …"), a card revealed but not put onto the battlefield (The Maelstrom), spells not cast or cast without
    # mana (Satoru, the Infiltrator: "if none of them were cast or no mana was spent to cast them")
    "FIXED_COND": {
        "you casting or copying an instant or sorcery spell causes a triggered ability of a permanent you control to "
        "trigger": "trigger_caused_by:you_cast_or_copy_instant_or_sorcery",
        "a legendary permanent or an artifact entering or leaving the battlefield causes a triggered ability of a "
        "permanent you control to trigger": "trigger_caused_by:legendary_or_artifact_enters_or_leaves",
        "you revealed a card but didn't put it onto the battlefield": "revealed_card_not_put_onto_battlefield",
        "none of them were cast or no mana was spent to cast them": "none_cast_or_no_mana_spent",
        # Gauntlets of Chaos ("If those permanents are exchanged this way, destroy all Auras attached to them."),
        # Oblivious Bookworm ("… unless a permanent entered the battlefield face down under your control this turn or
        # you turned a permanent face up this turn."), Panoptic Projektor (as Veyran's), C.A.M.P. ("If that creature
        # shares a color with the mana that land produced, create a Junk token."), Zimone, All-Questioning ("…, if a
        # land entered the battlefield under your control this turn and you control a prime number of lands, …"),
        # Shuriken ("… unless it was unattached from a Ninja."), Timesifter ("If two or more players' cards are tied
        # for greatest, …")
        "those permanents are exchanged this way": "those_permanents_exchanged_this_way",
        "a permanent entered the battlefield face down under your control this turn or you turned a permanent face "
        "up this turn": "face_down_entered_or_turned_face_up_this_turn",
        "turning a face-down permanent face up causes a triggered ability of a permanent you control to trigger": (
            "trigger_caused_by:turning_face_up"
        ),
        "that creature shares a color with the mana that land produced": "shares_color_with_mana_produced",
        "a land entered the battlefield under your control this turn and you control a prime number of lands": (
            "land_entered_this_turn:prime_number_of_lands"
        ),
        "it was unattached from a ninja": "unattached_from:ninja",
        "two or more players' cards are tied for greatest": "players_cards_tied_for_greatest",
        # The River Warlock ("If you discarded a card with equal or greater mana value than the card that player
        # discarded, …"), TL;DR ("Exile target creature if it has any abilities other than keywords.")
        "you discarded a card with equal or greater mana value than the card that player discarded": (
            "discarded_mana_value_not_less_than_theirs"
        ),
        "it has any abilities other than keywords": "has_non_keyword_abilities",
    },
    # events said whole: a spell kicked (Saproling Infestation: "Whenever a player kicks a spell, …"), a creature
    # championed (rule 702.72, Mistbind Clique: "When a Faerie is championed with ~, …"), an attack
    # with creatures other than the object (Gideon, the Oathsworn: "Whenever you attack with two or more non-~
    # creatures, …")
    "GAME_EVENT": {
        "a player kicks a spell": "player_kicks_spell",
        "a faerie is championed with ~": "championed_with_self:faerie",
        "you attack with two or more non-~ creatures": "attack_with:2_or_more_other_creatures",
        # a state trigger of control (Bronze Bombshell: "When a player other than ~'s owner controls it, …"), dice
        # (Netherese Puzzle-Ward: "Whenever you roll a die's highest natural result, …"; the planar die, rule 901.9:
        # "Whenever you roll a blank on the planar die, …"), a gift given (rule 702.174, Jolly Gerbils: "Whenever you
        # give a gift, draw a card."), crafting (rule 702.167, Market Gnome: "When ~ is exiled from the battlefield
        # while you're activating a craft ability, …")
        "a player other than ~'s owner controls it": "self_controlled_by_non_owner",
        "you roll a die's highest natural result": "rolled:highest_natural_result",
        "you roll a blank on the planar die": "rolled:planar_blank",
        "you give a gift": "you_give_gift",
        "~ is exiled from the battlefield while you're activating a craft ability": "self_exiled_for_craft",
    },
    # rules and actions said whole (`<verb>:<detail>`, as "This mana can't be spent to pay generic mana costs." reads)
    "FIXED_CLAUSE": {
        # Zilortha, Strength Incarnate
        "lethal damage dealt to creatures you control is determined by their power rather than their toughness": (
            f"{Verb.APPLY_RULE}:lethal_damage_by_power"
        ),
        # Mine, Mine, Mine!; Marina Vendrell's Grimoire
        "players have no maximum hand size and don't lose the game for drawing from an empty library": (
            f"{Verb.APPLY_RULE}:no_maximum_hand_size:no_loss_drawing_from_empty_library"
        ),
        "you have no maximum hand size and don't lose the game for having 0 or less life": (
            f"{Verb.APPLY_RULE}:no_maximum_hand_size:no_loss_at_0_life"
        ),
        # Siren's Call
        "ignore this effect for each creature the player didn't control continuously since the beginning of the "
        "turn": f"{Verb.APPLY_RULE}:except_creatures_not_controlled_since_turn_began",
        # Animation Module
        "give that permanent or player another counter of that kind": (
            f"{Verb.PUT_COUNTER}:another_of_that_kind:that_permanent_or_player"
        ),
        # Mana Clash
        "repeat this process until both players' coins come up heads on the same flip": (
            f"{Verb.REPEAT}:until_both_coins_heads"
        ),
        # Juxtapose
        "you and target player exchange control of the creature you each control with the greatest mana value": (
            f"{Verb.EXCHANGE}:control:creature_with_greatest_mana_value"
        ),
        # Altar of the Pantheon
        "your devotion to each color and each combination of colors is increased by one": (
            f"{Verb.APPLY_RULE}:devotion_plus_1"
        ),
        # Mana Maze
        "players can't cast spells that share a color with the spell most recently cast this turn": (
            f"{Verb.CAST}:not_sharing_color_with_last_spell"
        ),
        # Forgeborn Phoenix (its Oracle text lacks "the")
        "return this card from your graveyard to battlefield tapped": f"{Verb.RETURN}:self_from_graveyard_tapped",
        # Ogre Enforcer
        "~ can't be destroyed by lethal damage unless lethal damage dealt by a single source is marked on it": (
            f"{Verb.APPLY_RULE}:lethal_damage_destroys_only_from_single_source"
        ),
        # Aminatou, the Fateshifter
        "each player gains control of all nonland permanents other than ~ controlled by the next player in the "
        "chosen direction": f"{Verb.GAIN_CONTROL}:permanents_of_next_player_in_chosen_direction",
        # Deadly Complication (rule 701.60, suspect)
        "you may have it become no longer suspected": f"{Verb.BECOME}:no_longer_suspected",
        # the clauses after a comma: Titania's Song ("If ~ leaves the battlefield, this effect continues until end of
        # turn."), Osteomancer Adept (rule 701.61, forage: "Until end of turn, you may cast creature spells from your
        # graveyard by foraging in addition to paying their other costs.")
        "this effect continues until end of turn": f"{Verb.APPLY_RULE}:effect_continues_until_end_of_turn",
        "you may cast creature spells from your graveyard by foraging in addition to paying their other costs": (
            f"{Verb.CAST}:creatures_from_graveyard_by_foraging"
        ),
        # Tapestry Warden, Stoic Star-Captain (rule 702.184, station)
        "each creature you control with toughness greater than its power stations permanents using its toughness "
        "rather than its power": f"{Verb.APPLY_RULE}:station_with_toughness",
        "each creature you control crews vehicles and stations permanents as though its power were 2 greater": (
            f"{Verb.APPLY_RULE}:crew_and_station_with_power_plus_2"
        ),
        # Withering Wisps
        "activate no more times each turn than the number of snow swamps you control": (
            f"{Verb.ACTIVATE}:per_turn_at_most_snow_swamps_controlled"
        ),
        # Oath of Ghouls
        "that player chooses target player whose graveyard has fewer creature cards in it than their graveyard does "
        "and is their opponent": f"{Verb.CHOOSE}:opponent_with_fewer_creature_cards_in_graveyard",
        # Tegwyll's Scouring
        "you may cast ~ as though it had flash by tapping three untapped creatures you control with flying in "
        "addition to paying its other costs": f"{Verb.CAST}:as_though_flash_by_tapping_three_flyers",
        # Protective Sphere
        "prevent all damage that would be dealt to you this turn by a source of your choice that shares a color with "
        "the mana spent on this activation cost": f"{Verb.PREVENT}:source_sharing_color_with_mana_spent",
        # Defensive Formation
        "you can divide that creature's combat damage as you choose among any of the creatures blocking it": (
            f"{Verb.ASSIGN_COMBAT_DAMAGE}:divided_among_blockers"
        ),
        # Ricochet
        "change the target of that spell to the player with the lowest result": (
            f"{Verb.CHANGE_TARGET}:player_with_lowest_result"
        ),
        # Butcher Orgg
        "you may assign ~'s combat damage divided as you choose among defending player and/or any number of "
        "creatures they control": f"{Verb.ASSIGN_COMBAT_DAMAGE}:divided_among_defender_and_their_creatures",
        # the bidding of Illicit Auction, Pain's Reward, Mages' Contest
        "the bidding ends if the high bid stands": f"{Verb.APPLY_RULE}:bidding_ends_when_high_bid_stands",
        "you start the bidding with a bid of 0": f"{Verb.APPLY_RULE}:bidding_starts_at:0",
        "you start the bidding with a bid of 1": f"{Verb.APPLY_RULE}:bidding_starts_at:1",
        "you start the bidding with a bid of any number": f"{Verb.APPLY_RULE}:bidding_starts_at:any_number",
        # Opposition Agent (as Mindslaver's control of a player)
        "you control your opponents while they're searching their libraries": (
            f"{Verb.GAIN_CONTROL}:opponents_while_searching"
        ),
        # Fiery Gambit
        "flip a coin until you lose a flip or choose to stop flipping": f"{Verb.FLIP}:until_lost_or_stopped",
        # Timesifter, Forgotten Lore and Shrouded Lore (each after a comma)
        "the tied players repeat this process until the tie is broken": f"{Verb.REPEAT}:until_tie_broken",
        "repeat this process except that opponent can't choose a card already chosen for ~": (
            f"{Verb.REPEAT}:except_cards_already_chosen"
        ),
        # The Deck of Many Things; Iron Mastiff; Mr. House, President and CEO
        "roll a d20 and subtract the number of cards in your hand": f"{Verb.ROLL}:d20_minus_cards_in_hand",
        "roll a d20 for each player being attacked and ignore all but the highest roll": (
            f"{Verb.ROLL}:d20_per_player_attacked:highest_counts"
        ),
        "roll a six-sided die plus an additional six-sided die for each mana from treasures spent to activate this "
        "ability": f"{Verb.ROLL}:d6_plus_one_per_treasure_mana_spent",
        # Goldberry, River-Daughter
        "move a counter of each kind not on ~ from another target permanent you control onto ~": (
            f"{Verb.MOVE_COUNTER}:each_kind_not_on_self"
        ),
        # Portal Manipulator
        "those creatures are now attacking that player": f"{Verb.ATTACK}:now_attacking_that_player",
        # Fallaji Wayfarer
        "this ability doesn't affect its color identity": f"{Verb.APPLY_RULE}:not_affecting_color_identity",
        # Yurlok of Scorch Thrash
        "a player losing unspent mana causes that player to lose that much life": (
            f"{Verb.LOSE_LIFE}:as_much_as_unspent_mana_lost"
        ),
        # Curator of Sun's Creation (rule 701.57, discover)
        "discover again for the same value": f"{Verb.DISCOVER}:again_same_value",
        # Ghost of Ramirez DePietro
        "choose up to one target card in a graveyard that was discarded or put there from a library this turn": (
            f"{Verb.CHOOSE}:card_discarded_or_milled_this_turn"
        ),
        # Gollum, Obsessed Stalker
        "each opponent dealt combat damage this game by a creature named ~ loses life equal to the amount of life you "
        "gained this turn": f"{Verb.LOSE_LIFE}:opponents_dealt_damage_by_self:life_gained_this_turn",
        # Master of the Wild Hunt; Superior Numbers
        "that creature deals damage equal to its power divided as its controller chooses among any number of those "
        "wolves": f"{Verb.DEAL_DAMAGE}:power_divided_among_those_wolves",
        "~ deals damage to target creature equal to the number of creatures you control in excess of the number of "
        "creatures target opponent controls": f"{Verb.DEAL_DAMAGE}:creatures_in_excess_of_opponent",
        # Old Man of the Sea
        "gain control of target creature with power less than or equal to ~'s power for as long as ~ remains tapped "
        "and that creature's power remains less than or equal to ~'s power": (
            f"{Verb.GAIN_CONTROL}:while_self_tapped_and_power_not_greater"
        ),
        # Multiple Choice (after "If X is 4 or more,")
        "do all of the above": f"{Verb.CHOOSE}:all_modes",
        # Deliver Unto Evil
        "leave the chosen cards in your graveyard and put the rest into your hand": f"{Verb.RETURN}:rest_to_hand",
        # Shahrazad and Sindbad (rule 715, subgames)
        "players play a magic subgame using their libraries as their decks": f"{Verb.APPLY_RULE}:subgame",
        # Pools of Becoming (rule 309.7, chaos abilities)
        "each of the revealed cards' chaos abilities triggers": f"{Verb.TRIGGER}:chaos_abilities_of_revealed_planes",
        # Htbr, Racetrack Referee
        "players can't cast spells by paying alternative costs or without paying their mana costs": (
            f"{Verb.CAST}:not_with_alternative_costs_or_free"
        ),
        # Mount Keralia (a plane's damage)
        "prevent all damage that planes named ~ would deal this game to permanents you control": (
            f"{Verb.PREVENT}:damage_of_planes_named_self"
        ),
        # Secret Base (watermarks)
        "spend this mana only to cast a spell that shares a watermark with ~": f"{Verb.SPEND}:only_sharing_watermark",
        # Valko Indorian, Researcher
        "artifacts and enchantments you own everywhere become both types": (
            f"{Verb.BECOME}:artifacts_and_enchantments_both_types"
        ),
        # Orcish Catapult
        "randomly distribute x -0/-1 counters among a random number of random target creatures": (
            f"{Verb.PUT_COUNTER}:x_minus_0_minus_1_distributed_randomly"
        ),
        # Roxanne, Starfall Savant
        "add one mana of any type that artifact token produced": f"{Verb.ADD_MANA}:any_type_that_token_produced",
    },
}


def merge_lex_r22c(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_words(words, more_words, LEX_R22C)
