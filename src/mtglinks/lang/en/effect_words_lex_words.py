"""English words the lexicon lacked in 2026 Oracle sentences (issue #22, the nineteenth round's list of them), by
the shapes they make: a lure whose blockers are named, what an Aura or Equipment can be attached to. As data, merged
into the lexicon by `effect_word_blocks.py` where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.kinds import Verb
from mtglinks.lang.en.effect_word_merge import add_words

_Tables = MutableMapping[str, dict[str, str]]

LEX_WORDS: dict[str, dict[str, str]] = {
    # a lure whose blockers are named (grammar/effects-en/5-lex-words.lark): "All Walls able to block ~ do so."
    "ABLE_TO_BLOCK": {"able to block": "able_to_block"},
    # what an Aura or Equipment can be attached to: "~ can be attached only to a creature with power 3 or greater."
    "BE_ATTACHED_ONLY_TO": {"be attached only to": "attach_only"},
    # the modal "could", as "can" reads (what an object is able to do): "Destroy target land that is snow or could
    # produce {C}.", "for each land your opponents control that could produce {C}"
    "CAN": {"could": "could"},
    # verbs taking an object: a card put into the ante (rule 407): "Each player antes the top card of their library.",
    # "Discard your hand, ante the top card of your library, then draw seven cards."; a Room's door locked again
    # (rule 709.5, as "unlock" reads): "Lock or unlock a door of target Room you control."; what a player guesses
    # (as "chooses" reads what is chosen): "Target opponent guesses the artist.", "Each opponent guesses the deck's
    # commander" ("guesses whether …" is no object: it stays unread)
    # a Room's doors (rule 709.5), as objects: "Lock or unlock a door of target Room you control.", "unlock a locked
    # door of a Room you control", "Spend this mana only to cast Room spells and unlock doors."
    "NOUN": {"door": "door", "doors": "door", "locked door": "locked_door"},
    "V_OBJ": {
        "ante": str(Verb.ANTE),
        "antes": str(Verb.ANTE),
        "lock": str(Verb.LOCK),
        "locks": str(Verb.LOCK),
        "guess": str(Verb.GUESS),
        "guesses": str(Verb.GUESS),
    },
}


def merge_lex_words(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_words(words, more_words, LEX_WORDS)
