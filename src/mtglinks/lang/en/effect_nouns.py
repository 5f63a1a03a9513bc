"""English words of the noun side of the effect grammar, as data: determiners, references and the
participles that make them, possessives, owned zones, nouns and adjectives of object phrases,
comparisons and the arithmetic of amounts. `effect_phrases.py` and `effects.py` join them to the lexicon.
"""

from __future__ import annotations

from mtglinks.kinds import Zone

# Who owns a zone, as card text says it: "target opponent's graveyard" is one ZONE.
_ZONE_OWNERS = (
    "your",
    "their",
    "its",
    "his or her",
    "its owner's",
    "its owners'",
    "their owner's",
    "their owners'",
    "its controller's",
    "that player's",
    "target player's",
    "target opponent's",
    "an opponent's",
    "each opponent's",
    "each player's",
    "a player's",
    "defending player's",
    "enchanted player's",
    "that card's owner's",
    "that creature's owner's",
    "that permanent's owner's",
    "that creature's controller's",
    "your opponents'",
    "opponents'",
    "all opponents'",
    "each of your opponents'",
    "any player's",
    "another player's",
    "the active player's",
    "a single",
    "different",
    "the exiled card's owner's",
    "the chosen player's",
    "the chosen opponent's",
    "owner's",
    "owners'",
)
_ZONE_NOUNS = {
    "hand": Zone.HAND,
    "hands": Zone.HAND,
    "graveyard": Zone.GRAVEYARD,
    "graveyards": Zone.GRAVEYARD,
    "library": Zone.LIBRARY,
    "libraries": Zone.LIBRARY,
}


# A place in a library counted from its top: "its owner's library third from the top".
_PLACES_FROM_TOP = ("second", "third", "fourth", "fifth", "sixth", "seventh")


def owned_zones() -> dict[str, str]:
    """Every "<owner> <zone>" of card text ("an opponent's hand"), and the zone alone ("cards in hand")."""
    out = {f"{owner} {noun}": str(zone) for owner in _ZONE_OWNERS for noun, zone in _ZONE_NOUNS.items()}
    out.update({"hand": str(Zone.HAND), "graveyard": str(Zone.GRAVEYARD), "the command zone": str(Zone.COMMAND)})
    out.update({"library": str(Zone.LIBRARY), "that library": str(Zone.LIBRARY), "that graveyard": str(Zone.GRAVEYARD)})
    out.update({"the stack": str(Zone.STACK), "anywhere": "anywhere", "outside the game": "outside"})
    out.update({"top": str(Zone.LIBRARY)})
    # "If ~ was cast from anywhere other than your hand", "put into your graveyard from anywhere other than the
    # battlefield": any zone but one, as one zone word (`anywhere_but_hand`)
    for but, zone in (("your hand", Zone.HAND), ("the battlefield", Zone.BATTLEFIELD), ("exile", Zone.EXILE)):
        out[f"anywhere other than {but}"] = f"anywhere_but_{zone}"
    # the cards a digital card drafts or conjures from: its spellbook, a list of cards outside the game
    out.update({"~'s spellbook": "spellbook", "its spellbook": "spellbook"})
    # "on top of their owners' libraries", "the bottom of that player's library"
    for owner in _ZONE_OWNERS:
        for noun in ("library", "libraries"):
            for end in ("top", "the top", "the bottom", "bottom"):
                out[f"{end} of {owner} {noun}"] = str(Zone.LIBRARY)
            # "on their choice of the top or bottom of their library", "into its owner's library third from the top"
            for chooser in ("your", "their", "its owner's"):
                out[f"{chooser} choice of the top or bottom of {owner} {noun}"] = str(Zone.LIBRARY)
            for place in _PLACES_FROM_TOP:
                out[f"{owner} {noun} {place} from the top"] = str(Zone.LIBRARY)
    return out


# Who controls or owns an object, after its noun: "creatures that opponent controls", "cards they own",
# "permanents ~ doesn't control", "an Aura you controlled". Each player phrase with each verb form is one
# CONTROLLER phrase (the player as the value; "not_", "owner_" before it for "doesn't control", "own").
_CONTROLLING_PLAYERS = {
    "you": "you",
    "they": "they",
    "he or she": "they",
    "~": "self",
    "that player": "that_player",
    "that opponent": "that_player",
    "the chosen player": "chosen_player",
    "the chosen opponent": "chosen_player",
    "target player": "target_player",
    "target opponent": "target_opponent",
    "an opponent": "opponent",
    "opponents": "opponent",
    "your opponents": "opponent",
    "one of your opponents": "opponent",
    "one of their opponents": "opponent",
    "a player": "a_player",
    "each player": "each_player",
    "each opponent": "each_opponent",
    "the active player": "active_player",
    "defending player": "defending_player",
    "enchanted player": "enchanted_player",
    "your team": "team",
    "its controller": "its_controller",
    "its owner": "its_owner",
    "that creature's controller": "its_controller",
    "that permanent's controller": "its_controller",
    "that spell's controller": "its_controller",
    "the other": "other_player",
    "no opponent": "no_opponent",
    "no player": "no_player",
    "another opponent": "another_opponent",
    "another player": "another_player",
}
_CONTROLLING_VERBS = {
    "control": "",
    "controls": "",
    "controlled": "",
    "don't control": "not_",
    "doesn't control": "not_",
    "didn't control": "not_",
    "own": "owner_",
    "owns": "owner_",
    "owned": "owner_",
    "don't own": "not_owner_",
    "doesn't own": "not_owner_",
    "both own and control": "",
}


def controlling_players() -> dict[str, str]:
    """Every "<player> <controls|owns|doesn't control …>" after a noun, as a CONTROLLER phrase."""
    return {
        f"{player} {verb}": f"{prefix}{value}"
        for player, value in _CONTROLLING_PLAYERS.items()
        for verb, prefix in _CONTROLLING_VERBS.items()
    }


# Past participles before a noun ("the exiled card", "the sacrificed creature"): the verb done to it.
PARTICIPLES: dict[str, str] = {
    "exiled": "exile",
    "chosen": "choose",
    "noted": "note",
    "sacrificed": "sacrifice",
    "revealed": "reveal",
    "discarded": "discard",
    "milled": "mill",
    "destroyed": "destroy",
    "returned": "return",
    "copied": "copy",
    "targeted": "target",
    "countered": "counter",
    "drawn": "draw",
    "created": "create",
    "last chosen": "choose",
    "most recently chosen": "choose",
    "declared": "declare",
    "foretold": "foretell",
    "plotted": "plot",
}

# Words of the noun side beside `WORDS` (lang/en/effects.py): each terminal's phrases and values.
NOUN_WORDS: dict[str, dict[str, str]] = {
    # a possessive ending, cut off its word by the lexer, and the words that only look like one
    "POSS": {"'s": "poss", "'": "poss"},
    "NOT_POSS": dict.fromkeys(["it's", "that's", "there's", "here's", "what's", "who's", "he's", "she's", "let's"], ""),
    "THE": {"the": "the"},
    "THAT": {"that": "that", "those": "those"},
    "THIS": {"this": "this", "these": "this"},
    "ANY": {"any": "any", "any other": "any_other"},
    # a possessive pronoun before an object: whose it is
    "POSS_PRONOUN": {"your": "you", "their": "they", "its": "it", "his or her": "they", "your opponents'": "opponent"},
    "PARTICIPLE": PARTICIPLES,
    # what a possessive can be followed by: a number of the object ("that creature's power") …
    "STAT": {
        "power": "power",
        "toughness": "toughness",
        "mana value": "mana_value",
        "total mana value": "total_mana_value",
        "total converted mana cost": "total_mana_value",
        "casting cost": "mana_value",
        "total casting cost": "total_mana_value",
        "total power": "total_power",
        "total toughness": "total_toughness",
        "converted mana cost": "mana_value",
        "power and toughness": "power_toughness",
        "base power": "base_power",
        "base toughness": "base_toughness",
        "base power and toughness": "base_power_toughness",
        "loyalty": "loyalty",
        "life total": "life_total",
        "starting life total": "starting_life_total",
        "maximum hand size": "max_hand_size",
    },
    # … or the player it belongs to ("that land's controller")
    "OWNER_N": {"controller": "controller", "controllers": "controller", "owner": "owner", "owners": "owner"},
    "COMPARE": {
        "less than": "less",
        "greater than": "greater",
        "more than": "more",
        "fewer than": "fewer",
        "less than or equal to": "at_most",
        "greater than or equal to": "at_least",
        "equal to or less than": "at_most",
        "equal to or greater than": "at_least",
    },
    "AT_LEAST": {"at least": "at_least", "at most": "at_most", "exactly": "exactly"},
    "A_NUMBER_OF": {"a number of": "X", "any amount of": "any"},
    "AMONG": {"among": "among", "from among": "among"},
    # mana as an amount: "X mana of any one color", "an amount of {B}"
    "MANA_OF": {
        "mana of any color": "any_color",
        "mana of any one color": "any_color",
        "mana of any type": "any_type",
        "mana of different colors": "different_colors",
        "mana in any combination of colors": "any_combination",
        "mana of the chosen color": "chosen_color",
        "mana of that color": "that_color",
        "colorless mana": "colorless",
        "mana of any one color in your commander's color identity": "commander_identity",
        "mana of any color in your commander's color identity": "commander_identity",
        "mana in any combination of colors in your commander's color identity": "commander_identity",
    },
    "AMOUNT_OF": {"amount of": "amount_of"},
    # "gains your choice of flying, trample, or haste": who chooses among the keywords listed
    "CHOICE_OF": {"your choice of": "you", "their choice of": "they", "its controller's choice of": "controller"},
}
NOUN_WORDS |= {
    "THIS_WAY": {"this way": "this_way"},
    # "the same name as that card", "with the same name"
    "SAME": {
        "the same name": "name",
        "the same mana value": "mana_value",
        "the same power": "power",
        "the same controller": "controller",
        "the same type": "type",
        "the same card type": "card_type",
        "the same creature type": "creature_type",
        "a creature type in common": "creature_type",
    },
    "OTHER_THAN": {"other than": "other_than"},
    "CONTROLLED_BY": {"controlled by": "controlled_by", "owned by": "owned_by"},
    # "that shares a creature type with it", "if it doesn't share a color with …"
    "SHARE": {"share": "share", "shares": "share", "don't share": "not_share", "doesn't share": "not_share"},
    "ATTACHED_TO": {"attached to": "attached_to", "blocking or blocked by": "blocking_or_blocked_by"},
    "WHO": {"who": "who"},
    "THAT_IS": {"that's": "is", "that's not": "is_not", "that isn't": "is_not", "that aren't": "are_not"},
    # arithmetic of numbers: "two plus the number of Zombies you control", "twice that much", "half X"
    "PLUS": {"plus": "plus", "minus": "minus"},
    "TWICE": {"twice": "2", "three times": "3", "four times": "4"},
    "HALF": {"half": "half"},
    "DIFFERENCE": {"the difference between": "difference"},
    "MORE": {"more": "more", "fewer": "fewer"},
    "THAN": {"than": "than"},
    "WHO_CONTROLS": {
        "who controls": "control",
        "who control": "control",
        "who doesn't control": "not_control",
        "who don't control": "not_control",
    },
    # "the fewest creatures", "the most lands": the objects of the player with the fewest (most) of them
    "MOST": {"the most": "most", "the fewest": "fewest"},
    # "with the greatest power", "with the least toughness among creatures you control", "with lesser mana value"
    "SUPERLATIVE": {"the greatest": "greatest", "the highest": "greatest", "the least": "least", "the lowest": "least"},
    "LESSER": {"lesser": "lesser"},
    "ROUNDED": {"rounded up": "up", "rounded down": "down"},
}

# Numbers the lexicon reads whole, beside those of `effects.py` (its QUANTITY table joins them).
MORE_QUANTITIES: dict[str, str] = {
    "that number": "that_number",
    "that amount": "that_amount",
    "the difference": "difference",
    "the number of times ~ was kicked": "times_kicked",
    "the number of times it was kicked": "times_kicked",
    "the number of times that spell was kicked": "times_kicked",
}

# Nouns beside the card types (`effects.py` joins them to its NOUN table).
MORE_NOUNS: dict[str, str] = {
    "ability": "ability",
    "abilities": "ability",
    "activated ability": "activated_ability",
    "activated abilities": "activated_ability",
    "triggered ability": "triggered_ability",
    "triggered abilities": "triggered_ability",
    "activated or triggered ability": "activated_or_triggered_ability",
    "activated or triggered abilities": "activated_or_triggered_ability",
    "activated and triggered abilities": "activated_or_triggered_ability",
    "mana ability": "mana_ability",
    "mana abilities": "mana_ability",
    "loyalty ability": "loyalty_ability",
    "loyalty abilities": "loyalty_ability",
    "name": "name",
    "names": "name",
    "card name": "card_name",
    "number": "number",
    "amount": "amount",
    "mana": "mana",
    "mana cost": "mana_cost",
    "mana costs": "mana_cost",
    "type": "type",
    "types": "type",
    "card type": "card_type",
    "card types": "card_type",
    "creature type": "creature_type",
    "creature types": "creature_type",
    "land type": "land_type",
    "basic land type": "basic_land_type",
    "color": "color",
    "colors": "color",
    "commander": "commander",
    "commanders": "commander",
    "emblem": "emblem",
    "emblems": "emblem",
    "object": "object",
    "objects": "object",
    "dungeon": "dungeon",
    "teammate": "teammate",
    "teammates": "teammate",
    "team": "team",
    "party": "party",
    "life total": "life_total",
    "life totals": "life_total",
    "permanent type": "permanent_type",
    "mana values": "mana_value",
    "permanent types": "permanent_type",
    # a new card that is a copy of another (digital cards): "conjure a duplicate of it into your hand"
    "duplicate": "duplicate",
    "duplicates": "duplicate",
}

# Adjectives of an object phrase beside the statuses (`effects.py` joins them to its STATUS table).
MORE_STATUS: dict[str, str] = {
    w: w
    for w in (
        "first",
        "second",
        "third",
        "fourth",
        "last",
        "different",
        "additional",
        "random",
        "colored",
        "unpaired",
        "paired",
        "suspected",
        "saddled",
        "goaded",
        "renowned",
        "monstrous",
        "exerted",
        "untapped",
        "nonattacking",
        "nonblocking",
        "active",
        "opposing",
        "single",
        "new",
        "same",
        "remaining",
        "unspent",
    )
}
