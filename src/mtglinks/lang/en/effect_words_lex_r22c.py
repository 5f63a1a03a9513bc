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
        # you turned a permanent face up this turn.")
        "those permanents are exchanged this way": "those_permanents_exchanged_this_way",
        "a permanent entered the battlefield face down under your control this turn or you turned a permanent face "
        "up this turn": "face_down_entered_or_turned_face_up_this_turn",
    },
    # events said whole: a spell kicked (Saproling Infestation: "Whenever a player kicks a spell, …"), a creature
    # championed (rule 702.72, Mistbind Clique: "When a Faerie is championed with ~, …"), a creature sacrificed to
    # emerge (rule 702.119, Foul Emissary: "When you sacrifice ~ while casting a spell with emerge, …"), an attack
    # with creatures other than the object (Gideon, the Oathsworn: "Whenever you attack with two or more non-~
    # creatures, …")
    "GAME_EVENT": {
        "a player kicks a spell": "player_kicks_spell",
        "a faerie is championed with ~": "championed_with_self:faerie",
        "you sacrifice ~ while casting a spell with emerge": "self_sacrificed_for_emerge",
        "you attack with two or more non-~ creatures": "attack_with:2_or_more_other_creatures",
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
        # Roxanne, Starfall Savant
        "add one mana of any type that artifact token produced": f"{Verb.ADD_MANA}:any_type_that_token_produced",
    },
}


def merge_lex_r22c(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_words(words, more_words, LEX_R22C)
