"""English words of passives with their agent ("by …"): an object done something to by another ("a spell cast by an
opponent", "Creatures played by your opponents", "a Vehicle crewed by ~"), an object an Aura or Equipment is attached
to ("each creature that's enchanted by an Aura you control"), a creature dealt damage by a source ("a creature dealt
damage this turn by a source you controlled"). As data, merged into the lexicon by `effects.py` (`merge_passives`)
where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.kinds import Verb
from mtglinks.lang.en.effect_word_merge import add_words

_Tables = MutableMapping[str, dict[str, str]]

PASSIVE_WORDS: dict[str, dict[str, str]] = {
    # the participle and "by", one word: the verb of the relative action whose actor follows (grammar: `done_by_agent`)
    "DONE_BY": {
        "cast by": str(Verb.CAST),
        "played by": str(Verb.PLAY),
        "revealed by": str(Verb.REVEAL),
        "crewed by": str(Verb.CREW),
        "saddled by": str(Verb.SADDLE),
        "exiled by": str(Verb.EXILE),
        "discarded by": str(Verb.DISCARD),
        "sacrificed by": str(Verb.SACRIFICE),
    },
    # what an object is attached to, read as "attached to" reads (the Aura or Equipment the related object)
    "ATTACHED_TO": {"enchanted by": "enchanted_by", "equipped by": "equipped_by"},
    # a qualifier read whole, then "by" and the source: "a creature dealt damage this turn by a source you controlled"
    "QUALIFIER_BY": {
        "dealt damage this turn by": "dealt_damage_this_turn",
        "dealt damage by": "dealt_damage",
        "that was dealt damage this turn by": "dealt_damage_this_turn",
    },
}


def merge_passives(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effects.py`)."""
    add_words(words, more_words, PASSIVE_WORDS)
