"""English words of planes and dice: Planechase's chaos roll and "planeswalk here", the Endeavor cycle's two dice
results, an Equipment that becomes unattached from a permanent. As data, merged into the lexicon by `effects.py` where
the other tables lack them.
"""

from __future__ import annotations

from mtglinks.kinds import Verb

PLANES_DICE_WORDS: dict[str, dict[str, str]] = {
    # "Whenever you roll {CHAOS}, …" (a plane's chaos ability, rule 901.9b): the event the older "Whenever chaos
    # ensues" names, and Spanish "Siempre que lances caos" / French "vous obtenez chaos" read (printed cards
    # before 2016 print the symbol {C})
    # (the lexicon's phrases hold no symbol: "roll" is a word of its own, the grammar reads the face after it)
    "ROLL": {"roll": "roll"},
    # "When you planeswalk here, …" (the plane itself: the wording of the planes since 2023 for "planeswalk to ~")
    # "When you encounter ~, …" (a phenomenon, met as the planar deck turns it up): its own verb, the phenomenon itself
    "V_NUM": {"planeswalk here": str(Verb.PLANESWALK)}
    | dict.fromkeys(("encounter ~", "encounter this phenomenon", "encounter this"), str(Verb.ENCOUNTER)),
    # the Endeavor cycle's two dice: "Roll two d8 and choose one result.", "Draw cards equal to that result.", "…
    # create a number of Treasure tokens equal to the other result." (the one chosen, as "the result" reads, and the
    # other one)
    "QUANTITY": {"that result": "result", "the other result": "other_result"},
    # the objects a copied spell could target (rule 707.10c: a copy for each): "copy that spell for each other creature
    # you control that the spell could target", "Copy that spell for each other permanent or player the spell could
    # target."
    "QUALIFIER": {
        f"{that}{spell} could target": "spell_could_target"
        for that in ("", "that ")
        for spell in ("the spell", "that spell", "the spell or ability")
    },
    # more end steps in the older wording (as effect_words_older.py's "the end of your turn"): "At the end of that turn,
    # you lose the game." (the Oracle's "At the beginning of that turn's end step"), "At the end of each of your turns",
    # "at the end of each opponent's turn", "at the end of each combat"
    "PHASE": {
        "the end of that turn": "that_turn:end_step",
        "the end of each of your turns": "your_end_step",
        "the end of each opponent's turn": "opponent_end_step",
        "the end of each combat": "end_of_combat",
    },
    # "Whenever ~ becomes unattached from a permanent, sacrifice that permanent." (rule 701.3d's unattaching; the
    # permanent is the one "that permanent" names after)
    "EVENT_VERB": {"becomes unattached from a permanent": str(Verb.UNATTACH)},
}

# what is chosen after "choose" (read before the lexicon's "one" of the modes): "choose one result"
CHOICES_AFTER_CHOOSE = {"one result": "die_result"}
