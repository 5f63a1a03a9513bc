"""English words the lexicon lacked where one word was all that kept a sentence untyped (issue #22): the plural of a
word it reads in the singular ("outlaws"), the players seated next to a player ("the player to your left"), an Aura
that could enchant an object, a count of unique vowels, the life lost in a turn by all of a set of players. Each is
read as the category its neighbours already have (a status, a player, a qualifier, a quantity). As data, merged into
the lexicon by `effect_word_blocks.py` where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.kinds import Verb, Zone
from mtglinks.lang.en.effect_word_merge import add_words

_Tables = MutableMapping[str, dict[str, str]]

# the players whose life lost or damage dealt to is added up over a turn
_LOSERS = {
    "your opponents": "opponents",
    "all players": "all",
    "all opponents": "opponents",
    "each opponent": "opponents",
}

# a permanent controlled continuously since its controller's most recent turn began (rule 302.6)
_SINCE_TURN = "controlled_since_turn"

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
        # the life a set of players lost, or the damage dealt to them, added up over the turn: "where X is the total
        # amount of life your opponents lost this turn", "equal to the total life lost by all players this turn", "the
        # total amount of noncombat damage dealt to your opponents this turn"
        **{
            f"the total amount of life {who} {have}lost this turn": f"life_lost_this_turn:{value}"
            for who, value in _LOSERS.items()
            for have in ("", "have ")
        },
        **{f"the total life lost by {who} this turn": f"life_lost_this_turn:{value}" for who, value in _LOSERS.items()},
        **{
            f"the total amount of {kind}damage dealt to {who} this turn": f"{kind.strip() or 'any'}_damage:{value}"
            for who, value in _LOSERS.items()
            for kind in ("", "combat ", "noncombat ")
        },
        # the turns a player has taken or begun, counted (rule 500.1): "equal to the number of turns you've taken this
        # game", "equal to the number of turns you have begun"
        **{
            f"the number of turns you{have} {verb}{when}": "turns_taken"
            for have in ("'ve", " have")
            for verb in ("taken", "begun")
            for when in ("", " this game")
        },
    },
}

# players, conditions and dice read whole
PLAYERS_CONDITIONS_WORDS: dict[str, dict[str, str]] = {
    # a player who isn't in the game (rule 102.1: the players are those who started it): "A person outside the game
    # looks at target opponent's hand and chooses a card from it.", "A person outside the game becomes your teammate."
    "PLAYER": {"a person outside the game": "person_outside_the_game"},
    # conditions read whole: whether a declared attacker is what taps a creature (rule 508.1f), a permanent controlled
    # since its controller's most recent turn began (rule 302.6's summoning sickness), a creature not exerted, a
    # player not dealt combat damage
    "FIXED_COND": {
        **{
            f"{who} {be} being declared as {what}": f"{prefix}declared_attacker"
            for who, be, prefix, what in (
                ("it", "isn't", "not_", "an attacker"),
                ("it", "is", "", "an attacker"),
                ("they're", "", "", "attackers"),
                ("they", "aren't", "not_", "attackers"),
            )
        },
        **{
            f"you{have} controlled {what} continuously since the beginning of your most recent turn": _SINCE_TURN
            for have in ("'ve", " have")
            for what in ("~", "it", "this creature", "this artifact")
        },
        **{f"{who} hasn't been exerted this turn": "not_exerted_this_turn" for who in ("~", "it")},
        "you haven't been dealt combat damage since your last turn": "not_dealt_combat_damage_since_last_turn",
    },
    # dice rolled, as the lexicon's "roll a d20" is one phrase (rule 706): "If you would roll one or more dice, …", a
    # roll replaced by more dice of which one is ignored ("instead roll that many dice plus one and ignore the lowest
    # roll")
    "V_NUM": {
        f"{roll} {dice}": str(Verb.ROLL)
        for roll in ("roll", "rolls")
        for dice in (
            "one or more dice",
            "that many dice plus one and ignore the lowest roll",
            "that many dice plus one and ignore the highest roll",
            "that many dice plus one and ignore one",
            "two of those dice and ignore one of those results",
        )
    },
    # what may be chosen again (rule 700.2): "each opponent chooses a creature card in your graveyard that hasn't been
    # chosen", "a nonland permanent they don't control that hasn't been chosen this way"
    "QUALIFIER": {
        "that hasn't been chosen": "not_chosen",
        "that hasn't been chosen this way": "not_chosen_this_way",
        "that haven't been chosen": "not_chosen",
        # a card of the kind a player chose (land or nonland, a card type): "reveal cards … until you reveal a card of
        # the chosen kind", "Seek a permanent card of the chosen kind."
        "of the chosen kind": "chosen_kind",
        # turned face up in a turn (rule 702.37e), as "that attacked this turn" reads: "a creature you control that was
        # turned face up this turn"
        "that was turned face up this turn": "turned_face_up_this_turn",
    },
}

# states, times and choices
STATES_TIMES_WORDS: dict[str, dict[str, str]] = {
    # a permanent that can't be turned face up (rule 702.37e), as "can't be countered" reads: "Permanents your opponents
    # control can't be turned face up during your turn.", "it can't be turned face up"
    "BE_COUNTERED": {"be turned face up": "turned_face_up", "be turned face down": "turned_face_down"},
    # the two that block each other, said of the one being blocked too (as "blocking or blocked by" reads)
    "ATTACHED_TO": {"blocking or being blocked by": "blocking_or_blocked_by"},
    # where an object is dealt with as if it were elsewhere, or controlled by another (rule 609.4b's "as though"):
    # "Creature cards in graveyards can attack and block as though they were on the battlefield", "You may activate
    # abilities of artifacts your opponents control as though you control them.", "cast spells from other players'
    # graveyards this turn as though those cards were in your graveyard", "activate exhaust abilities as though they
    # haven't been activated", "as though none of its loyalty abilities have been activated this turn"
    "AS_THOUGH": {
        "as though they were on the battlefield": "on_battlefield",
        "as though it were on the battlefield": "on_battlefield",
        "as though you control them": "you_control",
        "as though you controlled them": "you_control",
        "as though you control it": "you_control",
        "as though those cards were in your graveyard": "in_your_graveyard",
        "as though they were in your graveyard": "in_your_graveyard",
        "as though they haven't been activated": "not_activated",
        "as though it hasn't been activated": "not_activated",
        "as though none of its loyalty abilities have been activated this turn": "not_activated",
    },
    # the last time a player's turn or step began, what happened since (rule 500): "if it attacked or blocked since your
    # last upkeep", "that entered since your last turn ended", "you've cast since the beginning of your last turn"
    "DURATION": {
        "since your last upkeep": "since_your_last_upkeep",
        "since your last turn ended": "since_your_last_turn_ended",
        "since the beginning of your last turn": "since_your_last_turn",
        "since your last turn": "since_your_last_turn",
    },
    # a cost paid before a step (as "before blockers are declared" bounds when): "unless they pay {2} before that step"
    "BEFORE": {
        "before that step": "that_step",
        "before that draw step": "that_step",
        "before that upkeep": "that_step",
    },
    # who controlled an object once, as "who controls" reads: "Each player who controlled one of those permanents
    # exiles …", "For each opponent who controlled a creature returned this way, …"
    "WHO_CONTROLS": {"who controlled": "controlled"},
    # one of two objects, whichever it is, as "one of those creatures" reads: "Whenever either of those creatures deals
    # combat damage to a player this combat, …"
    "NUM": {"either": "1"},
    # what is controlled, said of a time before now: "for each Angel you already control"
    "CONTROLLER": {"you already control": "you"},
    # a coin flip's outcome (rule 705): "If you won, that token gains haste until end of turn." (not "you lost", which
    # "for each 1 life you lost" reads as the life lost)
    "FIXED_COND": {"you won": "won_flip", "you are already the monarch": "monarch"},
    # the flips a player won, counted (rule 705.2): "Put a +1/+1 counter on ~ for each flip you won."
    "FOR_EACH_TIMES": {"for each flip you won": "flips_won", "for each flip you lost": "flips_lost"},
}

# the words of keyword actions and of later frames, said of what they did
ACTIONS_DONE_WORDS: dict[str, dict[str, str]] = {
    # a plane left (rule 701.31: planeswalking moves the plane away), as "planeswalk here" is the plane come to: "When
    # you planeswalk away from ~, …"
    "V_NUM": {f"planeswalk away from {plane}": str(Verb.PLANESWALK) for plane in ("~", "this plane")},
    # the cards exiled to pay a craft cost (rule 702.167), said whole where the exiled card's own qualifier can't
    # follow ("the mana value of the exiled card used to craft it", "the total power of the exiled cards used to craft
    # it"), as "the sacrificed creature" is one object (the qualifier below elsewhere)
    "OBJ_PHRASE": {
        f"the exiled {card} used to craft {what}": "card:used_to_craft"
        for card in ("card", "cards")
        for what in ("it", "~", "this artifact", "this permanent")
    },
    # the Army an amass put counters on (rule 701.47), as "the sacrificed creature" is the one sacrificed: "where X is
    # the amassed Army's power"
    "PARTICIPLE": {"amassed": "amass"},
    # a card made for playtesting (the Mystery Booster playtest cards), a word before the noun as "historic" is:
    # "choose a playtest card you own from outside the game", "Other Merfolk and playtest creatures you control …";
    # a creature that isn't a player's commander (rule 903.3), a word before the noun as "nontoken" is: "put a shield
    # counter on target noncommander creature you don't control"
    "STATUS": {"playtest": "playtest", "noncommander": "noncommander"},
    # what was done to an object, said after it as "that attacked this turn" is: the cards a scry looked at (rule
    # 701.22: "where X is the number of cards looked at while scrying this way"), the cards exiled to pay a craft cost
    # (rule 702.167: "Choose an exiled card used to craft ~ at random."), the Attractions a player visited (rule
    # 701.51: "where X is the number of Attractions you've visited this turn")
    "QUALIFIER": {
        "looked at while scrying this way": "looked_at_scrying_this_way",
        **{f"used to craft {what}": "used_to_craft" for what in ("it", "~", "this artifact", "this permanent")},
        **{f"you{have} visited this turn": "visited_this_turn" for have in ("'ve", " have")},
        # the creatures in a band with it (rule 702.22): "Attacking creatures banded with ~ gain trample until end of
        # turn.", "all creatures banded with it gain first strike"
        **{f"banded with {what}": "banded_with" for what in ("~", "it", "this creature")},
    },
    # the first upkeep of a later game against the same player (the Unglued "Double" cards): "At the beginning of the
    # first upkeep in your next game with that player, you gain 5 life."
    "PHASE": {"the beginning of the first upkeep in your next game with that player": "next_game_first_upkeep"},
    # the time a vote is taken (rule 701.38), said first as "During your turn, …" is: "While voting, you may vote an
    # additional time."
    "DURING": {"while voting": "voting"},
    # conditions read whole: a state a player is in while targets are chosen (rule 601.2c), after "while" ("While an
    # opponent is choosing targets as part of casting a spell they control or activating an ability they control, …"),
    # an Attraction visited ("As long as you've visited an Attraction this turn, …")
    "FIXED_COND": {
        **{f"you{have} visited an attraction this turn": "visited_this_turn" for have in ("'ve", " have")},
        "an opponent is choosing targets as part of casting a spell they control or activating an ability they"
        " control": "opponent_choosing_targets",
    },
}


# words of the lexicon's own categories it lacked in one form: plurals, numbers, verbs' third persons
FORMS_WORDS: dict[str, dict[str, str]] = {
    # the plurals of subtypes not made by adding "s" (the lexer's own rules make "Wolves" "Wolf"): "Other Mice you
    # control get +1/+1.", "Krakens, Leviathans, Octopuses, and Serpents you control …"
    "SUBTYPE": {"mice": "Mouse", "octopuses": "Octopus", "octopi": "Octopus", "pegasi": "Pegasus", "fungi": "Fungus"},
    # a status denied with a hyphen, as "non-Wall" is: "Destroy target non-outlaw creature."
    "STATUS": {"non-outlaw": "non_outlaw", "double-faced": "double_faced"},
    # numbers the lexicon lacked: "Each opponent mills fourteen cards.", "if you control thirty or more artifacts"
    "NUM": {
        "fourteen": "14",
        "sixteen": "16",
        "seventeen": "17",
        "eighteen": "18",
        "nineteen": "19",
        "thirty": "30",
        "forty": "40",
        "fifty": "50",
    },
    # third persons of keyword actions the lexicon has in the imperative: "Target player scries X, then draws a card."
    # (and more extra turns taken at once, as "takes an extra turn after this one" reads: "Target player takes two
    # extra turns after this one.")
    "V_NUM": {
        **{
            f"{take} {n} extra turns after this one": str(Verb.TAKE_TURN)
            for take in ("take", "takes")
            for n in ("two", "three")
        },
        "scries": "scry",
        "commits a crime": str(Verb.COMMIT_CRIME),
        "commit a crime": str(Verb.COMMIT_CRIME),
    },
    # spells cast by the players "they" names, as "you've cast" reads after a noun: "for each spell they've cast this
    # turn", "equal to the number of noncreature spells they've cast this turn"
    "CONTROLLER": {"they've cast": "cast_by_they", "they have cast": "cast_by_they"},
    # whether a player surveilled this turn (rule 701.25), read whole: "As long as you've surveilled this turn, …"
    "FIXED_COND": {f"you{have} surveilled this turn": "surveilled_this_turn" for have in ("'ve", " have")},
}


# where a card came from into the zone it is in ("put there", rule 400.7's new object), said after it as "that
# attacked this turn" is: "target nonland card in exile that was put there from your graveyard this turn", "cards in
# graveyards that were put there from libraries this turn"
_SOURCES = {
    "your graveyard": "graveyard",
    "a graveyard": "graveyard",
    "a library": "library",
    "libraries": "library",
    "your library": "library",
    "the battlefield": "battlefield",
    "anywhere other than the battlefield": "not_battlefield",
    "anywhere": "anywhere",
}

# times, turns and places of the game said whole
TIMES_PLACES_WORDS: dict[str, dict[str, str]] = {
    "QUALIFIER": {
        f"that {was} put there from {source} this {span}": f"put_there_from:{value}:this_{span}"
        for was in ("was", "were")
        for source, value in _SOURCES.items()
        for span in ("turn", "combat")
    }
    | {
        f"that {wasnt} put there this {span}": f"not_put_there:this_{span}"
        for wasnt in ("wasn't", "weren't")
        for span in ("turn", "combat")
    },
    # what there was, in the past as "there are" is in the present: "If there were three or more card types among the
    # sacrificed permanents, …"
    "THERE_ARE": {"there were": "were", "there was": "was"},
    # the end of another player's next turn, as "until the end of your next turn" reads: "until the end of defending
    # player's next turn, that player gets two rad counters whenever they cast a spell"
    "DURATION": {
        "until the end of defending player's next turn": "defending_player_next_turn",
        "until the end of that player's next turn": "that_player_next_turn",
    },
    # the first combat of a turn ended (rule 511), as "the end of combat" reads: "At the end of the first combat phase
    # on your turn, untap target creature you control."
    "PHASE": {"the end of the first combat phase on your turn": "your_first_end_of_combat"},
    # who was the starting player (rule 103.1), in the past as "you are the starting player" reads: "~ enters tapped if
    # you were the starting player"
    "FIXED_COND": {
        "you were the starting player": "starting_player",
        "you weren't the starting player": "not_starting_player",
    },
    # damage dealt in a turn, counted: "where X is the greatest amount of damage dealt by a source to a permanent or
    # player this turn"
    "QUANTITY": {
        "the greatest amount of damage dealt by a source to a permanent or player this turn": "greatest_damage_turn"
    },
    # the damage dealt to a player, point by point: "put a +1/+1 counter on ~ for each 1 damage dealt to you this turn"
    "FOR_EACH_TIMES": {"for each 1 damage dealt to you this turn": "damage_dealt_to_you_this_turn"},
}


# whose choice, what an object still is, what a player may do to be spared an effect
CHOICES_STATES_WORDS: dict[str, dict[str, str]] = {
    # the player who chooses, named (as "of an opponent's choice" reads): "put a +1/+1 counter on target creature of
    # defending player's choice", "discard a card of target opponent's choice"
    "OF_CHOICE": {
        "of that player's choice": "that_player",
        "of defending player's choice": "defending_player",
        "of target opponent's choice": "target_opponent",
        "of target player's choice": "target_player",
    },
    # a card anywhere but the battlefield, as "on the battlefield" reads after a noun: "If a black or red permanent,
    # spell, or card not on the battlefield would be put into a graveyard, exile it instead."
    "QUALIFIER": {"not on the battlefield": "not_on_battlefield"},
    # what a permanent still is, as "remains tapped" reads: "They can't phase in for as long as ~ remains face up.",
    # "for as long as it remains face down"
    "REMAINS": {"remains face up": "face_up", "remains face down": "face_down"},
    # what a player may do to be spared an effect for the turn (the older "pays … for that player to ignore this
    # effect"): "Any player may pay {2} for that player to ignore this effect until end of turn."
    "FOR_IGNORE": {"for that player to ignore this effect until end of turn": "ignore_this_effect:end_of_turn"},
}


# what players and objects have and do, said whole
HAVE_DO_WORDS: dict[str, dict[str, str]] = {
    # a player's speed (rule 702.179: a number from 1 to 4), as "your life total" is a number: "You gain life equal to
    # your speed.", "where X is your speed"
    "QUANTITY": {"your speed": "speed"},
    # coins flipped and one ignored, as the dice rolled are: "If you would flip a coin, instead flip two coins and
    # ignore one."
    "V_NUM": {f"{flip} two coins and ignore one": str(Verb.FLIP) for flip in ("flip", "flips")},
    # what a player both owns and controls, or either (as "you both own and control" reads): "Choose target creature
    # you own and control.", "Exile target permanent you own or control."
    # (and what a player has controlled since the turn began, rule 302.6: "Choose target non-Wall creature the active
    # player has controlled continuously since the beginning of the turn.")
    "CONTROLLER": {
        "you own and control": "you",
        "you own or control": "owner_or_you",
        "the active player has controlled continuously since the beginning of the turn": "active_player:since_turn",
    },
    # every player's hand, as "all graveyards" is every graveyard: "Exile all cards from all hands and graveyards."
    "ZONE": {"all hands": str(Zone.HAND)},
    # the creature an exploit sacrificed (rule 702.110), as "the sacrificed creature" is: "the exploited creature's
    # toughness"
    "PARTICIPLE": {"exploited": "exploit"},
    # a host card (the Unstable hosts, which a card with augment merges with): "Search your library for a host card or
    # a card with augment", "return target host card or card with augment"
    "STATUS": {"host": "host"},
    # combat damage assigned as though unblocked (rule 510.1c), as "assigns no combat damage" reads: "X target blocked
    # creatures assign their combat damage this turn as though they weren't blocked."
    "ASSIGN_DAMAGE": {
        f"{verb} {whose} combat damage this turn as though {they} blocked": "as_though_unblocked"
        for verb in ("assign", "assigns")
        for whose, they in (("their", "they weren't"), ("its", "it wasn't"), ("its", "it weren't"))
    },
}


def merge_lexicon_more(
    words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]
) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`), and "or" before each
    count the lexicon reads ("or the number of", "or the greatest power among") as one OR_NUMBER_OF."""
    del after  # no word here is read by the one after it
    counts = {**words.get("NUMBER_OF", {}), **more_words.get("NUMBER_OF", {})}
    add_words(words, more_words, {"OR_NUMBER_OF": {f"or {phrase}": value for phrase, value in counts.items()}})
    tables = (LEXICON_MORE_WORDS, PLAYERS_CONDITIONS_WORDS, STATES_TIMES_WORDS, ACTIONS_DONE_WORDS, FORMS_WORDS)
    for table in (*tables, TIMES_PLACES_WORDS, CHOICES_STATES_WORDS, HAVE_DO_WORDS):
        add_words(words, more_words, table)
