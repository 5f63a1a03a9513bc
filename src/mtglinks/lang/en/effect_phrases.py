"""English phrases of the effect grammar beside the main tables of `effects.py`, as data: the steps
and phases, conditions, fixed qualifiers and object phrases, what "choose" chooses, and the words
read first right after a terminal.
"""

from __future__ import annotations

from mtglinks.kinds import Zone
from mtglinks.lang.en.effect_nouns import NOUN_WORDS, PARTICIPLES


def phases() -> dict[str, str]:
    """ "the beginning of <whose> <step>", every combination card text uses: value "<whose>:<step>"."""
    whose = {
        "your": "your",
        "each": "each",
        "each player's": "each",
        "each opponent's": "opponent",
        "the": "the",
        "the next": "next",
        "your next": "your_next",
        "that player's": "that_player",
        "enchanted player's": "enchanted_player",
        "the next turn's": "next",
        "each of your": "your",
        "that turn's": "that_turn",
        "target opponent's": "opponent",
        "defending player's": "defending_player",
    }
    steps = {
        "upkeep": "upkeep",
        "end step": "end_step",
        "draw step": "draw_step",
        "precombat main phase": "main1",
        "first main phase": "main1",
        "postcombat main phase": "main2",
        "second main phase": "main2",
        "main phase": "main",
        "main phases": "main",
        "combat": "combat",
        "combat on your turn": "combat_your_turn",
        "declare blockers step": "declare_blockers",
        "declare attackers step": "declare_attackers",
    }
    return {f"the beginning of {w} {s}": f"{wv}:{sv}" for w, wv in whose.items() for s, sv in steps.items()}


# Words of the lexicon the grammar reads beside `WORDS`.
MORE_WORDS: dict[str, dict[str, str]] = {
    "THERE_ARE": {"there are": "are", "there is": "is"},
    "IT_IS": {"it's": "is", "it's not": "is_not", "it isn't": "is_not", "they're": "is", "they're not": "is_not"},
    "STILL": {"still": "still"},
    "IF_ABLE": {"if able": "if_able"},
    "EMBLEM": {"get an emblem with": "emblem", "gets an emblem with": "emblem"},
    "TURN": {"your turn": "yours", "not your turn": "not_yours", "their turn": "theirs"},
    # fixed post-modifiers of an object phrase: value is the qualifier
    "QUALIFIER": {
        "that was dealt damage this turn": "dealt_damage_this_turn",
        "dealt damage this turn": "dealt_damage_this_turn",
        "that died this turn": "died_this_turn",
        "that attacked this turn": "attacked_this_turn",
        "that are tapped and attacking": "tapped_attacking",
        "that's tapped and attacking": "tapped_attacking",
        "that's attacking": "attacking",
        "that's attacking you": "attacking_you",
        "that shares a creature type with it": "shares_creature_type",
        "that share a creature type with it": "shares_creature_type",
        "that was put there from the battlefield this turn": "died_this_turn",
        "that were put there from the battlefield this turn": "died_this_turn",
        "in addition to its other types": "in_addition",
        "in addition to its other creature types": "in_addition",
        "in addition to its other colors and types": "in_addition",
        "attacking alone": "attacking_alone",
        # a chosen value by its noun (REF "the chosen …" alone would drop which value it is)
        "with the chosen name": "with:chosen_name",
        "with the chosen names": "with:chosen_name",
        "of the chosen color": "of:chosen_color",
        "of the chosen colors": "of:chosen_color",
        "of the chosen type": "of:chosen_type",
        "of the chosen creature type": "of:chosen_creature_type",
        "exiled with ~": "exiled_with_self",
        "exiled with it": "exiled_with",
        "exiled this way": "exiled_this_way",
        "put into exile with ~": "exiled_with_self",
        "revealed this way": "revealed_this_way",
        "discarded this way": "discarded_this_way",
        "sacrificed this way": "sacrificed_this_way",
        "destroyed this way": "destroyed_this_way",
        "milled this way": "milled_this_way",
        "created with ~": "created_with_self",
        "for mana": "for_mana",
        "attached to it": "attached_to_it",
        "attached to ~": "attached_to_self",
        "on the battlefield": "on_battlefield",
        "you control on the battlefield": "on_battlefield",
        "each turn": "each_turn",
        "in your party": "in_party",
        "with no abilities": "no_abilities",
        # what a creature does to another, after it: "each creature blocking it"
        "blocking it": "blocking_it",
        "blocking ~": "blocking_self",
        "blocked by it": "blocked_by_it",
        "blocked by ~": "blocked_by_self",
        "blocking or blocked by it": "blocking_or_blocked_by_it",
        "blocking or blocked by ~": "blocking_or_blocked_by_self",
        "attacking you": "attacking_you",
        "attacking it": "attacking_it",
        "entered this turn": "entered_this_turn",
        "that entered this turn": "entered_this_turn",
        "that entered the battlefield this turn": "entered_this_turn",
        "entered the battlefield this turn": "entered_this_turn",
        "that entered the battlefield under your control this turn": "entered_this_turn",
        "dealt damage by ~ this turn": "dealt_damage_by_self_this_turn",
        "dealt damage by it this turn": "dealt_damage_by_it_this_turn",
        "that dealt damage to you this turn": "dealt_damage_to_you_this_turn",
        "that dealt combat damage to a player this turn": "dealt_combat_damage_this_turn",
        "that left the battlefield this turn": "left_battlefield_this_turn",
        "put into a graveyard this way": "died_this_way",
        "put into your graveyard this way": "died_this_way",
        "put onto the battlefield this way": "put_onto_battlefield_this_way",
        "put onto the battlefield with ~": "put_onto_battlefield_with_self",
    },
    # fixed object phrases: "type:qualifier"
    "OBJ_PHRASE": {
        "your second spell each turn": "spell:second_each_turn",
        "your second card each turn": "card:second_each_turn",
        "your first spell each turn": "spell:first_each_turn",
        "their second spell each turn": "spell:second_each_turn",
    },
    "NAMED": {"named": "named"},
    "DURING": {
        "during your upkeep": "your_upkeep",
        "during each player's upkeep": "each_upkeep",
        "during your turn": "your_turn",
        "during each of your turns": "your_turn",
        "during combat": "combat",
    },
    "IF": {"if": "if"},
    "IN": {"in": "in"},
    "PAID": {
        "was kicked": "kicked",
        "was bargained": "bargained",
        "was cast": "cast",
        "was foretold": "foretold",
        "the gift was promised": "gift",
    },
    "OR_LESS": {"or less": "or_less", "or greater": "or_greater"},
    "COUNTER_KIND": {
        k: k
        for k in (
            "loyalty",
            "charge",
            "time",
            "oil",
            "shield",
            "stun",
            "lore",
            "quest",
            "age",
            "fade",
            "ice",
            "level",
            "page",
            "poison",
            "finality",
            "-1/-1",
            "+1/+1",
            "energy",
            "experience",
            "verse",
            "wish",
            "fate",
            "storage",
            "divinity",
            "brick",
            "spore",
            "egg",
            "fuse",
            "study",
            "luck",
            "doom",
            "slime",
            "ki",
            "vitality",
            "rev",
            "flood",
            "hatchling",
            "omen",
            "bounty",
            "depletion",
            "gem",
            "growth",
            "incarnation",
            "mining",
            "plague",
            "pressure",
            "velocity",
            "corpse",
            "credit",
            "dream",
            "eon",
            "feather",
            "fungus",
            "muster",
            "ore",
            "aim",
            "arrowhead",
            "awakening",
            "bait",
            "blaze",
            "bore",
            "cage",
            "carrion",
            "crystal",
            "cube",
            "defense",
            "delay",
            "despair",
            "fetch",
            "filibuster",
            "healing",
            "hourglass",
            "hunger",
            "infection",
            "intel",
            "javelin",
            "knowledge",
            "landmark",
            "matrix",
            "mire",
            "paralyzation",
            "petal",
            "petrification",
            "phylactery",
            "polyp",
            "pupa",
            "reprieve",
            "ritual",
            "rope",
            "rust",
            "scream",
            "sleep",
            "sleight",
            "spite",
            "strife",
            "task",
            "theft",
            "unity",
            "valor",
            "vow",
            "winch",
        )
    },
}


def _own(tables: dict[str, dict[str, str]]) -> dict[str, dict[str, str]]:
    """A copy of a category's tables for one previous category, each table its own (not shared with another's)."""
    return {terminal: dict(table) for terminal, table in tables.items()}


# Phrases read first right after a terminal, before the tables above: after "choose", "one" is a mode,
# not a number; after "into", "play" is the battlefield (older printed wording), not the verb.
def _after(counter_kinds: dict[str, str]) -> dict[str, dict[str, dict[str, str]]]:
    play = {"ZONE": {"play": str(Zone.BATTLEFIELD)}}
    # after "the", "each", "all" or "other", "sacrificed" is what was done to the noun, not the verb
    done = {"PARTICIPLE": PARTICIPLES, "NOUN": {"copies": "copy"}}  # "one of the copies": the noun, not the verb
    # right after a noun, "you have" says whose the objects are ("the number of opponents you have"), elsewhere
    # it is a subject and its verb ("if you have …")
    had = {"CONTROLLER": {"you have": "has:you"}}
    # after a number, "targets" is targets counted ("one, two, or three targets"), not the verb ("it targets")
    targets = {"TARGETS": {"targets": "targets"}}
    # "two additional +1/+1 counters" (one token: before a kind, "additional" cannot open an object's words)
    more = {
        "MORE_COUNTERS": {
            f"additional {kind} {noun}": kind for kind in counter_kinds for noun in ("counter", "counters")
        }
    }
    return (
        {"CHOOSE": {"CHOICE": CHOICES}, "INTO": play, "IN": play, "FROM": play, "ONTO": play}
        # each category its own tables: the blocks of words add to one ("blocked" after "each") without the others
        | {previous: _own(done) for previous in ("THE", "EACH", "ALL", "OTHER")}
        | {previous: _own(had) for previous in ("NOUN", "TYPE", "SUBTYPE", "COUNTER")}
        | {"NUM": targets | more, "ANY_NUMBER": targets}
    )


# Read right after "choose": what is chosen ("one" there is a mode, not a number).
CHOICES: dict[str, str] = {
    "a color": "color",
    "a creature type": "creature_type",
    "a card type": "card_type",
    "a card name": "card_name",
    "a number": "number",
    "a basic land type": "basic_land_type",
    "an opponent": "opponent",
    "a player": "player",
    "one": "mode",
    "one or both": "mode",
    "one or more": "mode",
    "two": "mode",
    "three": "mode",
    "up to one": "mode",
    "up to two": "mode",
    "one that hasn't been chosen": "mode",
    "a nonland card name": "card_name",
    "new targets for the copy": "targets",
    "new targets for the copies": "targets",
    "new targets for it": "targets",
    "a new target for the copy": "targets",
    "a new target for it": "targets",
    "an opponent at random": "opponent",
    "the same mode more than once": "mode",
    "a color other than white": "color",
    "a land type": "land_type",
    "odd or even": "parity",
    "a word": "word",
    "a word with four or more letters": "word",
    "a word with five or more letters": "word",
}


AFTER = _after(MORE_WORDS["COUNTER_KIND"])


MORE_WORDS.update(NOUN_WORDS)
