"""English words of Planechase's chaos roll and of equipment coming off a permanent, as data, merged into the
lexicon by `effects.py` where the other tables lack them.
"""

from __future__ import annotations

from mtglinks.kinds import Verb

PLANES_DICE_WORDS: dict[str, dict[str, str]] = {
    # "Whenever you roll {CHAOS}, …" (a plane's chaos ability, rule 901.9b): the event the older "Whenever chaos
    # ensues" names, and Spanish "Siempre que lances caos" / French "vous obtenez chaos" read (printed cards
    # before 2016 print the symbol {C})
    # (the lexicon's phrases hold no symbol: "roll" is a word of its own, the grammar reads the face after it)
    "ROLL": {"roll": "roll"},
    # "Whenever ~ becomes unattached from a permanent, sacrifice that permanent." (rule 701.3d's unattaching; the
    # permanent is the one "that permanent" names after)
    "EVENT_VERB": {"becomes unattached from a permanent": str(Verb.UNATTACH)},
}
