"""English words the lexicon lacked in 2026 Oracle sentences, those beginning with a to k (issue #22, the twenty-first
round's list of them): each inside the phrase that gives it its meaning, in a category the grammar already reads. As
data, merged into the lexicon by `effect_word_blocks.py` where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.kinds import Verb
from mtglinks.lang.en.effect_word_merge import add_after, add_words

_Tables = MutableMapping[str, dict[str, str]]

LEX_AK_WORDS: dict[str, dict[str, str]] = {
    # the plural of a dungeon (rule 309), as "dungeon" reads: "Room abilities of dungeons you own trigger an additional
    # time."
    # a planeswalker called "he" (as "it" reads the object it names): "~ deals damage to himself equal to that card's
    # mana value.", "he's a 3/4 Ninja creature and has hexproof", "He's still a planeswalker."
    "IT_IS": {"he's": "is", "she's": "is"},
    # the damage dealt to a player, point by point (as "for each 1 damage dealt to you this turn" reads): "that player
    # mills a card for each 1 damage dealt to them."
    # (and coins flipped, counted by their side, rule 705: "Take an extra turn after this one for each coin that comes
    # up heads.")
    "FOR_EACH_TIMES": {
        "for each 1 damage dealt to them": "damage_dealt_to_them",
        "for each coin that comes up heads": "coins_heads",
        "for each coin that comes up tails": "coins_tails",
    },
    # the spells cast earlier in the turn than the one named (Storm's count, rule 702.40): "copy it for each other
    # instant and sorcery spell you've cast before it this turn.", "the number of instant and sorcery spells cast
    # before that spell this turn"
    "QUALIFIER": {
        "before it this turn": "cast_before_it_this_turn",
        "cast before that spell this turn": "cast_before_it_this_turn",
        "devoured this way": "devoured_this_way",
        # (and an object with or without a hat: "you may cast target creature card that has a hat from your graveyard",
        # "~ deals 1 damage to any target without a hat.")
        "that has a hat": "has:hat",
        "without a hat": "without:hat",
        # a player dealt combat damage, as "dealt damage this turn" reads: "for each player dealt combat damage this
        # turn, you get a point counter …"
        "dealt combat damage this turn": "dealt_combat_damage_this_turn",
        # the players who investigated as the sentence before let them: "where X is one plus the number of opponents
        # who investigated this way."
        "who investigated this way": "investigated_this_way",
    },
    # Auras on a permanent, as "attached to" reads: "attach all Auras enchanting target permanent to another permanent
    # with the same controller."
    "ATTACHED_TO": {"enchanting": "attached_to"},
    # objects alike in a number, as "with the same power" reads: "Choose any number of target creatures with equal
    # toughness."
    "SAME": {
        "equal toughness": "toughness",
        "equal power": "power",
        "the same toughness": "toughness",
    },
    # two d20 rolled and one ignored (rule 706), as "roll that many dice plus one and ignore the lowest roll" is one
    # phrase: "Roll two d20 and ignore the lower roll."
    # a vote ended (rule 701.38), as "Whenever you vote" reads the vote (a verb with no object): "Whenever players
    # finish voting, each opponent who voted for a choice you didn't vote for loses 2 life."
    # (and an extra turn taken after another turn, rule 500.7, the turn said first as a time with no "if": "After that
    # turn, that player takes an extra turn.")
    "V_NUM": {
        "takes an extra turn": str(Verb.TAKE_TURN),
        "finish voting": str(Verb.VOTE),
        **{
            f"{roll} two d20 and ignore the {which} roll": str(Verb.ROLL)
            for roll in ("roll", "rolls")
            for which in ("lower", "higher")
        },
    },
    # (and a die's result changed as it is rolled, the Unstable wording: "After you roll a die, you may pay 1 life.")
    "WHEN_SAID": {"after that turn": "after:that_turn", "after you roll a die": "after:you_roll_a_die"},
    # a number said in words past twenty: "up to one hundred target creatures each get +0/+X until end of turn"
    "NUM": {"one hundred": "100"},
    # a mana's use denied, said whole (`<verb>:<detail>`, as "This effect doesn't remove ~." reads): "This mana can't
    # be spent to pay generic mana costs."
    # the time in a turn after a step, as "after blockers are declared" follows "only during combat": "Cast this spell
    # only during an opponent's turn after their upkeep step."
    "AFTER_PHASE": {"after their upkeep step": "upkeep"},
    # what a protection or a rule does not unattach, as "This effect doesn't remove ~." reads (`<verb>:<detail>`):
    # "This effect doesn't remove Auras already attached to those artifacts.", "This effect doesn't remove Auras and
    # Equipment you control that are already attached to it."
    "FIXED_CLAUSE": {
        f"this effect doesn't remove {what} already attached to {whom}": "unattach:not_by_this_effect"
        for what, whom in (("auras", "those artifacts"), ("auras and equipment you control that are", "it"))
    }
    | {"this mana can't be spent to pay generic mana costs": "spend:not_to_pay_generic_mana_costs"}
    # a die's result changed (as "add the number of … to the result" reads: the verb roll, what is done to the result
    # its detail): "If you do, increase or decrease the result by 1.", "Increase the result of each die you roll by 2."
    | {
        "increase or decrease the result by 1": "roll:increase_or_decrease_result:1",
        "increase the result of each die you roll by 2": "roll:increase_result:2",
    },
    # damage that can't be prevented nor redirected (the older redirection, rule 615), as "can't be prevented" reads:
    # "Damage that would be dealt to that creature this turn can't be prevented or dealt instead to another permanent
    # or player.", "that damage can't be prevented or dealt instead to another permanent or player."
    "V_OBJ": {
        "pay the activation costs of": str(Verb.ACTIVATE),
        "prevented or dealt instead to another permanent or player": str(Verb.PREVENT),
    },
    # the card a discover found (rule 701.57), as "the exiled card" is the card just exiled: "If the discovered card's
    # mana value is less than 10, …"
    "REF": {
        "himself": "anaphora",
        "herself": "anaphora",
        "the discovered card": "anaphora",
        "the drafted card": "anaphora",
        "the chosen kind": "chosen",
    },
    # mana spent on an ability's activation cost, as "to activate" reads it: "You may spend blue mana as though it were
    # mana of any color to pay the activation costs of ~'s abilities."
    # a token's characteristics listed in the modes (as "with those abilities" reads): "choose one at random. Create
    # a red and white creature token with those characteristics."
    # (and a card's artist, which the un-sets compare as "share a color" compares colors: "If you control two or more
    # green permanents that share an artist, …", "Target opponent guesses the artist.")
    "NOUN": {"dungeons": "dungeon", "characteristics": "characteristics", "artist": "artist"},
    # what an object doing or undergoing something causes to trigger, as "a creature dying causes …" reads (the event
    # a status of the object): "If a creature you control dealing combat damage to a player causes a triggered ability
    # of a permanent you control to trigger, …", "If a creature you control being dealt damage causes …", "If a
    # creature you control becoming the target of a spell or ability causes …"
    "STATUS": {
        "dealing combat damage to a player": "dealing_combat_damage_to_a_player",
        "being dealt damage": "being_dealt_damage",
        "becoming the target of a spell or ability": "becoming_target_of_spell_or_ability",
        "black-bordered": "black_bordered",
    },
    # lands put onto the battlefield under another's control other than by being played (rule 305.1), as "under an
    # opponent's control" reads whose control: "Whenever one or more lands enter under an opponent's control without
    # being played, …"
    "UNDER_YOUR_CONTROL": {"under an opponent's control without being played": "opponent:not_played"},
    # the players who chose an option of a choice before, said first (grammar/effects-en/8-lex-ak.lark; the option a
    # plain word read after these words, `OPTIONS_AFTER` below): "For each player who chose fame, gain control of a
    # creature that player controls until end of turn."
    "FOR_EACH_WHO_CHOSE": {"for each player who chose": "player"},
    "OPTIONS_AFTER": {"FOR_EACH_WHO_CHOSE": "one"},
    # the Equipment and Food subtypes in lower case, as the un-sets print them: "Gain control of target creature,
    # planeswalker, or equipment until end of turn.", "If it's an equipment, attach it to a creature you control.",
    # "Create an equipment token named Bling …", "Whenever you sacrifice a food, …"
    "SUBTYPE": {"equipment": "Equipment", "food": "Food"},
    # the keyword abilities alone lost (as "loses all abilities" reads): "Otherwise, this creature loses all keyword
    # abilities."
    "KEYWORD": {"all keyword abilities": "all_keyword_abilities"},
    # a life total as the turn began (as "that player's life total" reads the number): "Whenever another player loses
    # the game, you gain life equal to that player's life total as the turn began."
    "QUANTITY": {"that player's life total as the turn began": "life_total:that_player:as_turn_began"},
    # the first upkeep of each turn of the enchanted player (an upkeep added after it is not its first), as "the
    # beginning of your first upkeep" reads: "At the beginning of enchanted player's first upkeep each turn, that player
    # gets an additional upkeep step after this step."
    "PHASE": {"the beginning of enchanted player's first upkeep each turn": "enchanted_player_first:upkeep"},
    # (and a card's border, the un-sets' wording: "Whenever you cast a black-bordered spell, this creature can't be
    # blocked this turn."; the silver and white borders are words of the l-z lane's list)
    # the creatures a devour sacrificed (rule 702.82), as "the exploited creature" and "is sacrificed" read: "Whenever a
    # creature you control is devoured, create an X/X green Ooze creature token, where X is the devoured creature's
    # power."
    "PARTICIPLE": {"devoured": "devour"},
    "EVENT_VERB": {"is devoured": str(Verb.SACRIFICE)},
    # the booster pack a card is drafted from (Conspiracy's draft-matters cards; not a zone of the game, as a
    # spellbook is not): "As you draft a card, you may draft an additional card from that booster pack.", "If you do,
    # put this card into that booster pack.", "you may cast spells from among the cards in that booster pack."
    # (and a player's command zone, as "the command zone" reads: "you may put it into your command zone.")
    "ZONE": {f"{which} booster pack": "booster_pack" for which in ("that", "this", "a")}
    | {"your command zone": "command"},
    # the card drafted next from it, and the card just drafted (as "the exiled card" is the card just exiled): "You may
    # look at the next card drafted from this booster pack.", "Then that player reveals the drafted card."
    "OBJ_PHRASE": {"the next card drafted from this booster pack": "card:next_drafted_from_booster_pack"},
    # the player holding the initiative (rule 725), as "the monarch" names a player: "Whenever you attack the player
    # who has the initiative, create a Treasure token."
    "PLAYER": {"the player who has the initiative": "initiative"},
    # states of the game said whole: the kinds of counters among a player's creatures (rule 122.1), a hand empty as the
    # turn began: "As long as there are three or more different kinds of counters among creatures you control, ~ gets
    # +2/+4.", "draw a card if you had no cards in hand at the beginning of this turn."
    "FIXED_COND": {
        "there are three or more different kinds of counters among creatures you control": (
            "counter_kinds_among_your_creatures:3_or_more"
        ),
        "you had no cards in hand at the beginning of this turn": "no_cards_in_hand_as_turn_began",
        # the older cards that look at the cards above them in a graveyard (its order kept, rule 404.2): "if this card
        # is in your graveyard with three or more creature cards above it", "if this card is in your graveyard with a
        # creature card directly above it", "Activate only during your upkeep and only if three or more creature cards
        # are above this card."
        "~ is in your graveyard with three or more creature cards above it": "in_graveyard:creature_cards_above:3",
        "~ is in your graveyard with a creature card directly above it": "in_graveyard:creature_card_directly_above",
        "three or more creature cards are above ~": "creature_cards_above_self:3",
        # a permanent that came under its controller's control this turn (as "it entered this turn" reads, rule 302.6):
        # "it deals 2 damage to you unless it came under your control this turn.", "if this creature didn't attack or
        # come under your control this turn, sacrifice it."
        "it came under your control this turn": "came_under_your_control_this_turn",
        "~ didn't attack or come under your control this turn": "not_attacked_or_came_under_your_control_this_turn",
        # what an object did since an earlier time: "if it has blocked or been blocked since your last upkeep"
        "it has blocked or been blocked since your last upkeep": "blocked_or_was_blocked_since_last_upkeep",
        # an ability's own mana this turn: "if you haven't added mana with this ability this turn, you may add …"
        "you haven't added mana with this ability this turn": "not_added_mana_with_this_ability_this_turn",
        # an enlist done (rule 702.154): "if it enlisted a creature this combat, …"
        "it enlisted a creature this combat": "enlisted_this_combat",
        # a hat, in a card's art or on a player (Unfinity's hats): "If it has a hat, it gains double strike until end
        # of turn.", "If you and that creature each have a hat, …"
        "it has a hat": "has_hat",
        "you and that creature each have a hat": "you_and_it_have_hat",
        # a dungeon completed (rule 309.7), by its name: "if you haven't completed Tomb of Annihilation, …"
        "you haven't completed tomb of annihilation": "not_completed:tomb_of_annihilation",
        # the parity of the counters on a permanent: "~ can't attack or block unless it has an even number of counters
        # on it."
        "it has an even number of counters on it": "counters_on_it:even",
    },
    # the creatures of the players chosen before: "Investigate X times, where X is the total number of creatures those
    # players control."
    "CONTROLLER": {
        "you cast but don't own": "cast_by_you:not_owned",
        "those players control": "those_players",
        # what a player controlled as the turn began: "where X is the number of untapped lands they controlled at the
        # beginning of this turn."
        "they controlled at the beginning of this turn": "they:as_turn_began",
    },
    # spells a player casts and does not own (as "spells you cast" reads the caster): "Spells you cast but don't own
    # cost {1} less to cast."
}


def merge_lex_ak(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_words(words, more_words, LEX_AK_WORDS)
    # an ability anyone may activate, a second bound on when after "but" (as "and only if" reads), only after the
    # timing: "Any player may activate this ability but only if ~ is on the stack."
    add_after(after, {"TIMING": {"AND": {"but": "and"}}})
