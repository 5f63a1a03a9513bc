"""English words of the effect grammar's block "en-nodes" (grammar/effects.lark): stickers put on permanents, cards
separated into piles and the piles named after, a choice made secretly, dice rolled with a number added. As data,
merged into the lexicon by `effects.py` where the other tables lack them.
"""

from __future__ import annotations

from mtglinks.kinds import Verb

# the kinds of sticker of an Unfinity sticker sheet (rule 123: name, art, ability, power and toughness stickers)
_STICKERS = {"": "any", "name ": "name", "art ": "art", "ability ": "ability", "power and toughness ": "pt"}

# the piles a player picked, after the objects in them: "That player sacrifices all permanents in the pile of their
# choice.", "Destroy all lands in the chosen piles." (the objects' qualifier `in_pile:<which>`)
_PILES_PICKED = {
    "the pile of your choice": "of_choice",
    "the pile of their choice": "of_choice",
    "the pile of that player's choice": "of_choice",
    "the pile of an opponent's choice": "of_choice",
    "their chosen pile": "chosen",
    "the chosen piles": "chosen",
    "that pile": "that",
    "the other piles": "other",
}

NODES_WORDS: dict[str, dict[str, str]] = {
    # "you may put a name sticker on it", "Put a power and toughness sticker on it."
    "STICKER": {f"{det} {kind}sticker": value for kind, value in _STICKERS.items() for det in ("a", "an")},
    # "Each player secretly chooses a number.", "As ~ enters, secretly choose an opponent." (the choice is revealed
    # later; how it is made is said beside it)
    "SECRETLY": {"secretly": "secretly"},
    # "An opponent separates those cards into two piles." (rule 700.3: piles are not zones)
    # (a verb of objects, V_OBJ, so that "look at the top five cards and separate them …" joins two clauses)
    "V_OBJ": dict.fromkeys(("separate", "separates"), str(Verb.SEPARATE))
    # a choice made before, after the objects chosen: "destroy the creature you chose", "Each player gains control of
    # the creature they chose." (as "the creature you sacrificed" reads)
    | {"chose": str(Verb.CHOOSE)},
    "PILES": {
        "into two piles": "two",
        "into two face-down piles": "two_face_down",
        "into a face-down pile and a face-up pile": "face_down_and_face_up",
    },
    # the piles named after they are made: "Put one pile into your hand and the other into your graveyard.", "An
    # opponent chooses one of those piles.", "Put that pile into your hand …" (the other pile is "the other")
    "REF": {
        "one pile": "anaphora",
        "that pile": "anaphora",
        "those piles": "anaphora",
        "the pile of your choice": "anaphora",
        "the pile of their choice": "anaphora",
        "the pile of that player's choice": "anaphora",
        "the pile of an opponent's choice": "anaphora",
        # what was chosen secretly, revealed after: "Each player secretly votes for a player, then those votes are
        # revealed.", "… secretly chooses a basic land type, then those choices are revealed."
        "those votes": "anaphora",
        "those choices": "anaphora",
        "the choices": "anaphora",
        "those numbers": "anaphora",
    },
    # a cost paid to cast a spell another way, and whether it replaces the mana cost or adds to it: "You may cast ~
    # from your graveyard by paying {W}{U}{B}{R}{G} rather than paying its mana cost.", "… by paying 1 life in addition
    # to their other costs."
    "BY_PAYING": {"by paying": "by_paying"},
    "IN_ADDITION_COSTS": {
        f"in addition to {paying}{whose} other costs": "other_costs"
        for paying in ("", "paying ")
        for whose in ("its", "their", "~'s", "this spell's")
    },
    # more costs another one replaces (as "rather than pay its mana cost" reads): "You may remove a loyalty counter
    # from a planeswalker you control rather than pay ~'s crew cost.", "you may pay {0} rather than pay cycling costs."
    "RATHER_THAN": {
        "rather than pay ~'s crew cost": "crew_cost",
        "rather than pay cycling costs": "cycling_cost",
        "rather than pay that mana": "that_mana",
    },
    # a permanent with a sticker on it: "~ has lifelink as long as you control a stickered permanent."
    "STATUS": {"stickered": "stickered"},
    "QUALIFIER": {f"in {pile}": f"in_pile:{which}" for pile, which in _PILES_PICKED.items()},
    # a number of dice of a size rolled: "Roll two d8 and choose one result.", "roll X d6" (rule 706)
    "V_NUM": {
        f"{verb} {count} d{size}": str(Verb.ROLL)
        for verb in ("roll", "rolls")
        for count in ("a", "two", "x")
        for size in (4, 6, 8, 10, 12, 20)
    }
    | {"roll x six-sided dice": str(Verb.ROLL), "roll again": str(Verb.ROLL)},
}
