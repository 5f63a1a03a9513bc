"""More English phrases of the effect grammar's terminals, as data: words the lexicon
lacked ("resolves", …), each inside the phrase that gives it its meaning.

`effects.py` adds each table to the terminal of the same name, a phrase only where the lexicon lacks it.
"""

from __future__ import annotations

MORE_PHRASES: dict[str, dict[str, str]] = {
    # a spell's card put elsewhere as the spell resolves (rule 608.2n), not when it is countered: "exile it instead of
    # putting it into a graveyard as it resolves."
    "INSTEAD_OF": {
        f"instead of {what} as it resolves": "graveyard_as_it_resolves"
        for what in (
            "putting it into a graveyard",
            "putting it into your graveyard",
            "putting it into its owner's graveyard",
            "into your graveyard",
            "into its owner's graveyard",
        )
    },
    # more kinds of counters (rule 122.1), read before "counter": "~ enters with a tide counter on it.", "put a point
    # counter on ~." (not the words of other phrases, day, night, art, everything, nor subtypes, Blood, Gold, Mine, …:
    # the lexicon reads words whatever their case, and "Create a Blood token." must stay a token)
    "COUNTER_KIND": {
        k: k
        for k in (
            "acorn",
            "aegis",
            "arrow",
            "blessing",
            "blight",
            "bloodline",
            "bloodstain",
            "brain",
            "bribery",
            "burden",
            "cell",
            "chip",
            "coin",
            "collection",
            "component",
            "contested",
            "corruption",
            "croak",
            "currency",
            "death",
            "descent",
            "devotion",
            "discovery",
            "dread",
            "duty",
            "elixir",
            "ember",
            "enlightened",
            "eruption",
            "exposure",
            "eyeball",
            "eyestalk",
            "feeding",
            "fellowship",
            "flame",
            "foreshadow",
            "funk",
            "fury",
            "ghostform",
            "glass",
            "globe",
            "glyph",
            "hack",
            "harmony",
            "hatching",
            "hit",
            "hole",
            "hone",
            "hoofprint",
            "hope",
            "hour",
            "husk",
            "impostor",
            "incubation",
            "influence",
            "ingenuity",
            "ingredient",
            "intervention",
            "invitation",
            "isolation",
            "judgment",
            "kick",
            "knickknack",
            "loot",
            "magnet",
            "manabond",
            "manifestation",
            "mannequin",
            "memory",
            "midway",
            "music",
            "necrodermis",
            "nest",
            "net",
            "pain",
            "palliation",
            "pause",
            "phyresis",
            "point",
            "possession",
            "prey",
            "primeval",
            "rally",
            "rebuilding",
            "rejection",
            "release",
            "resonance",
            "revival",
            "ribbon",
            "saurian",
            "scroll",
            "shell",
            "shoe",
            "shred",
            "shy",
            "silver",
            "skewer",
            "slumber",
            "soot",
            "spooky",
            "stall",
            "stash",
            "story",
            "stroopwafel",
            "supply",
            "takeover",
            "third-degree-burn",
            "tide",
            "traffic",
            "void",
            "vortex",
            "voyage",
            "wage",
            "wind",
            "wreck",
        )
    },
    # a legendary character's pronouns, as "it" and "its" are (2026 Oracle wording of Marvel's and others' cards): "he
    # connives.", "she deals that much damage to target opponent or planeswalker.", "equal to his power"
    "REF": {"he": "anaphora", "she": "anaphora"},
    "POSS_PRONOUN": {"his": "it"},
    # the creatures that convoked a spell (rule 702.51): "Each creature that convoked ~ connives."
    "QUALIFIER": {
        "that convoked ~": "convoked_self",
        "that convoked it": "convoked_it",
        # the players a creature attacked this turn: "~ can't attack a player it has already attacked this turn."
        "it has already attacked this turn": "attacked_by_it_this_turn",
        "~ has already attacked this turn": "attacked_by_self_this_turn",
    },
    # every library: "Players can't search libraries."
    "ZONE": {"libraries": "library", "all libraries": "library"},
    # the monarch (rule 724) as a player: "~ can't be blocked by creatures the monarch controls."
    "PLAYER": {"the monarch": "monarch"},
    "CONTROLLER": {"the monarch controls": "monarch"},
    # protection from everything (rule 702.16j), read whole as the keyword and its quality, the detail that "protection
    # from red" gives: "You gain protection from everything until your next turn."
    "KEYWORD": {
        "protection from everything": "protection:from:everything",
        # a landwalk of the land type chosen (rule 702.14): "Enchanted creature has landwalk of the chosen type."
        "landwalk of the chosen type": "landwalk:of:chosen_type",
    },
    # a creature that has not dealt damage yet, read whole as a state (Oyaminartok's kin): "~ has hexproof if it hasn't
    # dealt damage yet."
    "FIXED_COND": {f"{who} hasn't dealt damage yet": "not_dealt_damage_yet" for who in ("it", "~")},
    # an action done again, itself once (not "an additional time", which adds one to an action): "it explores, then it
    # explores again.", "proliferate, then proliferate again."
    "TIMES": {"again": "again"},
}
