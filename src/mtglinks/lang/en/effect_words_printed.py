"""English words of older printed text: an ability word printed with no dash before its sentence ("Threshold ~ gets
+2/+2.", Odyssey 2001; "Hellbent", "Imprint", "Domain", "Radiance", "Kinship", "Chroma"), which has no rules meaning
(rule 207.2c): the sentence is read after it, as Russian reads "Безрассудство …"; a spell's cost changed "to play"
(before 2009's "to cast"). As data, merged into the lexicon by `effects.py` where the other tables lack them.
"""

from __future__ import annotations

PRINTED_WORDS: dict[str, dict[str, str]] = {
    "ABILITY_WORD": {
        word: word for word in ("threshold", "hellbent", "imprint", "domain", "radiance", "kinship", "chroma")
    },
    # "~ costs {6} less to play.", "Goblin spells you play cost {1} less to play." (before 2009's "to cast")
    "COST_CHANGE": {"less to play": "less", "more to play": "more"},
}

# "Goblin spells you play", "spells your opponents play" (before 2009's "cast"): who casts the spells, after the noun
# (as the lexer joins "you cast" there); elsewhere "play" stays the verb ("Whenever you play a spell")
_PLAYERS = {
    "you play": "cast_by_you",
    "your opponents play": "cast_by_opponent",
    "an opponent plays": "cast_by_opponent",
}
PRINTED_AFTER: dict[str, dict[str, dict[str, str]]] = {
    noun: {"CONTROLLER": dict(_PLAYERS)} for noun in ("NOUN", "TYPE", "SUBTYPE")
}
