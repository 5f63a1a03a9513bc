"""English words of the old verbs of printed English text (issue #22, the printed-en corpus): verbs the Oracle text has
since replaced by others with the same rules meaning. "Bury" (1993–1998): the Oracle text reads it as "destroy … It
can't be regenerated." where the object is counted (target, all, each) and as "sacrifice" where the controller buries
its own permanent (grammar/effects-en/5-old-verbs.lark, effects/old_verb_shapes.py). As data, merged into the lexicon
by `effect_word_blocks.py` where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.kinds import Verb
from mtglinks.lang.en.effect_word_merge import add_after, add_words

_Tables = MutableMapping[str, dict[str, str]]

OLD_VERBS_WORDS: dict[str, dict[str, str]] = {
    # "Bury target creature.", "During your upkeep, pay {U} or bury ~.", "Bury all artifacts." (the verb's reading, by
    # its objects, is the transformer's: `act_bury`)
    "BURY": {"bury": "bury"},
    # the passive, its subject what is buried: "Target land or creature is buried.", "All artifacts in play are buried."
    # (`act_buried`: read as "bury" reads its object)
    "BURIED": {"is buried": "buried", "are buried": "buried"},
    # the card itself played, the wording before 2009's "cast" (rule 601; never a land in the printed text: "play ~" and
    # "play this spell" name a spell): "Play ~ only before the combat damage step.", "you may play ~ without paying its
    # mana cost", "If you played this spell during your main phase, …" (Oracle: "Cast this spell only …")
    "PLAY_SELF": {f"{verb} {itself}": "cast" for verb in ("play", "plays", "played") for itself in ("~", "this spell")},
    # who may activate an ability, the wording before 2009: "Any player may play this ability." (as "Any player may
    # activate this ability." reads)
    "TIMING": {"any player may play this ability": "any_player", "any player may use this ability": "any_player"},
    # a creature spell or card in the wording before 1997's "creature": "Counter target summon spell.", "Remove target
    # summon card in your graveyard from the game …" (rule 205.2a: "summon" was the creature card type's name)
    "TYPE": {"summon": "creature"},
    # an extra turn in the wording before 2000: "Take another turn after this one." (as "Take an extra turn after this
    # one." reads)
    "V_NUM": {f"{take} another turn after this one": str(Verb.TAKE_TURN) for take in ("take", "takes")},
    # an alternative cost in the wording before 2004's "rather than pay": "You may sacrifice a mountain instead of
    # paying ~'s mana cost." (Oracle: "You may sacrifice a Mountain rather than pay this spell's mana cost."; "~'s"
    # itself is in effect_words_kept.py)
    "RATHER_THAN": {f"instead of paying {whose} mana cost": "mana_cost" for whose in ("its", "this spell's")},
}

OLD_VERBS_AFTER: dict[str, dict[str, dict[str, str]]] = {}


def merge_old_verbs(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_words(words, more_words, OLD_VERBS_WORDS)
    add_after(after, OLD_VERBS_AFTER)
