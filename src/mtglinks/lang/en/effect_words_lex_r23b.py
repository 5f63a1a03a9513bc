"""English words the lexicon lacked in 2026 Oracle sentences, the words beginning m–z or with a sign (issue #22, the
twenty-third round's list of them), each inside the phrase that gives it its meaning, as the tables of
`effect_words_lex_r22b.py` say theirs. Only the game's own rules: the un-sets' instructions outside them (people asked,
stickers, seconds counted, booster packs opened) stay untyped. As data, merged into the lexicon by
`effect_word_blocks.py` where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.kinds import Verb
from mtglinks.lang.en.effect_word_merge import add_words

_Tables = MutableMapping[str, dict[str, str]]

LEX_R23B: dict[str, dict[str, str]] = {
    # conditions said whole after "if" (as "an opponent protects it" reads): a life total's replacement ("If your life
    # total would be reduced to 0 or less, instead transform ~ and your life total becomes 3."), two starting players
    # (rule 103.1, a conspiracy: "If multiple players would be the starting player, one of those players is chosen at
    # random."), speed compared (rule 702.179: "If that opponent's speed is greater than each other player's speed,
    # reduce that opponent's speed by 1.")
    "FIXED_COND": {
        "your life total would be reduced to 0 or less": "life_total_would_be_reduced_to_0_or_less",
        "multiple players would be the starting player": "several_starting_players",
        "that opponent's speed is greater than each other player's speed": (
            "speed_greater_than_each_other_players:that_opponent"
        ),
    },
    # an exchange not made, as "if you don't" says an action not done (Gilded Drake: "If you don't or can't make an
    # exchange, sacrifice ~.")
    "IF_YOU_DO": {"if you don't or can't make an exchange": "you_dont"},
    # rules said whole as a predicate (`<verb>:<detail>`, grammar/effects-en/9-lexb.lark): a graveyard's order (as older
    # rules kept it: "Reorder your graveyard at random.", "…, then reorder your graveyard as you choose."), a
    # speed lowered ("…, reduce that opponent's speed by 1."), the starting player drawn at random ("…, one of those
    # players is chosen at random.")
    "LEXB_RULE": {
        "reorder your graveyard at random": f"{Verb.APPLY_RULE}:graveyard_reordered:random",
        "reorder your graveyard as you choose": f"{Verb.APPLY_RULE}:graveyard_reordered:your_choice",
        "reduce that opponent's speed by 1": f"{Verb.APPLY_RULE}:speed_reduced:that_opponent:1",
        "one of those players is chosen at random": f"{Verb.CHOOSE}:starting_player_at_random",
    },
    # rules said whole (as "you can't spend this mana to cast spells" reads): a floor of speed ("This effect can't
    # reduce their speed below 1."), loyalty abilities made dearer ("Planeswalkers' loyalty abilities you activate cost
    # an additional [+1] to activate.")
    "FIXED_CLAUSE": {
        "this effect can't reduce their speed below 1": f"{Verb.APPLY_RULE}:speed_floor:1",
        "planeswalkers' loyalty abilities you activate cost an additional [+1] to activate": (
            f"{Verb.MODIFY_COST}:loyalty_abilities_you_activate:additional_plus_1_loyalty"
        ),
    },
    # a search under way, as "while you're searching your library" reads: "While an opponent is searching their
    # library, they exile each card they find."
    "WHEN_SAID": {"while an opponent is searching their library": "while:opponent_searching_their_library"},
    # the cards a search finds, after them (as "discarded this way" reads): "… they exile each card they find."; a
    # player dealt damage before ("~ deals X damage to target opponent previously dealt damage by it, …")
    "QUALIFIER": {"they find": "found:they", "previously dealt damage by it": "dealt_damage_by_it_previously"},
    # numbers counted (as "the number of times he was kicked" reads; "as this ability resolves" after a count is the
    # grammar's, 9-grame.lark), twice a damage total ("where X is twice the damage dealt to you so far this turn by
    # artifacts"), toxic totalled (rule 702.164c: "draw cards equal to its total toxic value")
    "QUANTITY": {
        "twice the damage dealt to you so far this turn by artifacts": (
            "twice:damage_dealt_to_you_this_turn_by:artifact"
        ),
        "its total toxic value": "total_toxic_value:it",
    },
    # a verb with nothing after it (as "skips their untap step" reads): each instance of a step skipped ("The player
    # skips each instance of the chosen step or phase this turn."). Not a verb whose count or amount the phrase would
    # lose ("Open two Attractions.", "set three schemes in motion", "draws as many cards as they discarded this way"
    # stay untyped, as tests/effects/test_lexicon_round21_lz.py asks of the schemes)
    "V_NUM": {"skips each instance of the chosen step or phase": str(Verb.SKIP)},
    # a part of the objects, as "half" reads: "each opponent sacrifices a tenth of the creatures they control of their
    # choice, rounded up."
    "HALF": {"a tenth of": "tenth"},
    # how long a copy lasts, as "until ~ leaves the battlefield" reads: "until ~ is turned face down, it becomes a copy
    # of that creature, …"
    "DURATION": {"until ~ is turned face down": "turned_face_down"},
    # events said whole (as "a creature stations ~" reads): a Case solved (rule 719: "When ~ enters and whenever you
    # solve a Case, …"), a delayed trigger on an ability's mana ("When you next activate an ability that isn't a mana
    # ability this turn by spending four or more mana to activate it, copy that ability.")
    "GAME_EVENT": {
        "you solve a case": "solve_case",
        (
            "you next activate an ability that isn't a mana ability this turn by spending four or more mana to "
            "activate it"
        ): "next_activate_nonmana_ability_with_4_or_more_mana_this_turn",
    },
    # players by a vote or a choice (as "each opponent who voted for a choice you voted for" reads): the one who cast a
    # vote ("For each money vote, choose a permanent owned by the voter and gain control of it.", "For each fellowship
    # vote, the voter chooses a creature they control."), what they chose ("Creatures controlled by players who chose
    # war get +3/+0.", "… deals 12 damage to each opponent who chose silence.")
    "PLAYER": {
        "the voter": "the_voter",
        "players who chose war": "players:chose:war",
        "players who chose peace": "players:chose:peace",
        "each opponent who chose silence": "each_opponent:chose:silence",
    },
    # piles named after they are made (rule 700.3, as "that pile" reads): "put the top card of the pile you exiled into
    # your hand" (the cards exiled in a pile, as "the exiled pile" reads), "Then each player chooses one of their piles
    # at random …", "For each opponent, you choose one of their piles." (old printed "the pile you removed": removed
    # from the game, as "removed from the game" is exiled)
    "REF": {"the pile you exiled": "exiled_with", "the pile you removed": "exiled_with", "their piles": "anaphora"},
    # a choice of two named options, as "war or peace" reads: "Each opponent secretly chooses silence or snitch, then
    # the choices are revealed."
    "CHOICE": {"silence or snitch": "silence_or_snitch"},
    # a digital card's boon of several uses, as "get a one-time boon with" reads: "you get a three-time boon with …"
    "EMBLEM": {
        "get a two-time boon with": "boon",
        "get a three-time boon with": "boon",
        "get a twelve-time boon with": "boon",
    },
    # mana of snow sources spent as though it were another's (rule 609.4b), as "spend blue mana as though it were mana
    # of any color" reads: "… and you may spend mana from snow sources as though it were mana of any color to cast
    # those spells."
    "SPEND_AS": {"spend mana from snow sources as though it were mana of any color": "snow_sources_any_color"},
    # what an object stays, as "remains tapped" reads: "gain control of target haunted creature for as long as it
    # remains haunted."
    "REMAINS": {"remains haunted": "haunted"},
}


def merge_lex_r23b(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_words(words, more_words, LEX_R23B)
