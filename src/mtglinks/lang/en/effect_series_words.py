"""English words of the block `// series` of grammar/effects.lark (commas inside a phrase, a verb's number after a
relative clause), as data.

`effects.py` adds each table to the terminal of the same name, a phrase only where the lexicon lacks it.
"""

from __future__ import annotations

SERIES_WORDS: dict[str, dict[str, str]] = {
    # the endings of a verb that agrees with its subject, not the bare verb "can't" is followed by: "Each player who
    # can't discards a card." ("discards": the relative clause "who can't" has ended); an ending mapped to "" is not
    # one ("pass" is bare)
    "FINITE_ENDINGS": {"s": "third_person", "ss": ""},
    # objects left out of a series of objects: "Destroy all other permanents except for artifacts, lands, and
    # Phyrexians." (one word, so that "except" before a clause, "…, except it has haste", keeps its reading)
    "EXCEPT_FOR": {"except for": "except_for"},
}

# phrases read first after a terminal (as `effect_phrases.AFTER`): the last verb of a series after "or" ("can't attack,
# block, or crew Vehicles": to crew, rule 702.122; elsewhere "crew" is the keyword's name, "Crew 3")
SERIES_AFTER: dict[str, dict[str, dict[str, str]]] = {"OR": {"V_OBJ": {"crew": "crew"}}}
