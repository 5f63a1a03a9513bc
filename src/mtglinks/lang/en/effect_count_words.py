"""More English phrases of the effect grammar's terminals for the shapes of counts and states
(`effects/count_state_shapes.py`), as data: words the lexicon lacked, each inside the phrase that gives it its
meaning.

`effects.py` adds each table to the terminal of the same name, a phrase only where the lexicon lacks it.
"""

from __future__ import annotations

from itertools import permutations

_COLORS = ("white", "blue", "black", "red", "green")

COUNT_STATE_WORDS: dict[str, dict[str, str]] = {
    # devotion to two colours (rule 700.5a: the mana symbols of either colour counted once): "As long as your devotion
    # to white and blue is less than seven, ~ isn't a creature." (the Theros gods of two colours)
    "QUANTITY": {f"your devotion to {a} and {b}": "devotion" for a, b in permutations(_COLORS, 2)},
    # the rule of the sentence before, said again of other keywords or objects ("The same is true for first strike, …")
    "SAME_IS_TRUE": {"the same is true for": "same_is_true"},
    # an alternative cost for the spells named after it: "You may pay {0} rather than pay the mana cost for Zombie
    # creature spells you cast."
    "RATHER_THAN_FOR": {"rather than pay the mana cost for": "mana_cost", "rather than pay the echo cost for": "echo"},
    # a second purpose: "Spend this mana only to cast a colorless spell or to activate an ability."
    "OR_TO": {"or to": "or_to"},
    # new targets chosen for a copy named with "that": "If the player does, they may copy ~ and may choose a new target
    # for that copy." (the Ravnica "Pay {1}{R} or …" cycle)
    "CHOICE": {"a new target for that copy": "targets", "new targets for that copy": "targets"},
    # a creature by the source that dealt it damage (as "dealt damage by ~ this turn" reads): "Whenever a creature
    # dealt damage by equipped creature this turn dies, …" (Vampiric Embrace, Unscythe), "If a permanent dealt damage by
    # ~ would die this turn, exile it instead." (Torch the Tower), "If a creature dealt damage by the targeted creature
    # would die this turn, …" (Runesword)
    "QUALIFIER": {
        "dealt damage by enchanted creature this turn": "dealt_damage_by_attached_this_turn",
        "dealt damage by equipped creature this turn": "dealt_damage_by_attached_this_turn",
        "dealt damage by this creature this turn": "dealt_damage_by_self_this_turn",
        "dealt damage by ~": "dealt_damage_by_self",
        "dealt damage by that creature": "dealt_damage_by_that",
        "dealt damage by the targeted creature": "dealt_damage_by_target",
    },
    # the other creature of a trigger about two (as "the other" reads): "Whenever ~ blocks or becomes blocked by a
    # nonWall creature, destroy the other creature at end of combat." (Venom, Mammoth Harness)
    "REF": {"the other creature": "anaphora"},
}
