"""Where English card text names the card itself: the words of name inference (`text/selfname.py`)."""

from __future__ import annotations

import re

from mtglinks.lang.base import NameInference

# A capitalised phrase: capitalised words, joined by spaces, small lower-case words or a comma
# ("Sisters of Stone Death", "Karn, Silver Golem", "Kiki-Jiki, Mirror Breaker").
_WORD = r"[A-Z\u00c0-\u00de][\w'’\-]*"
_JOIN = r"(?:,? (?:(?:of|the|from|in|to|and|at|on|for|with|by|a|an|de|du|la|le|el|del|des|den|der|van|von)\s)*)"
_PHRASE = re.compile(rf"{_WORD}(?:{_JOIN}{_WORD})*")

# Words that open sentences and abilities, not names: dropped from the front of a phrase.
_NOT_NAMES = frozenset(
    [
        "a",
        "an",
        "the",
        "as",
        "at",
        "if",
        "when",
        "whenever",
        "until",
        "then",
        "you",
        "your",
        "its",
        "it",
        "this",
        "that",
        "these",
        "those",
        "each",
        "another",
        "other",
        "all",
        "any",
        "target",
        "enchanted",
        "equipped",
        "attach",
        "attached",
        "sacrifice",
        "exile",
        "return",
        "put",
        "tap",
        "untap",
        "destroy",
        "draw",
        "discard",
        "choose",
        "add",
        "counter",
        "counters",
        "search",
        "reveal",
        "look",
        "create",
        "mill",
        "scry",
        "remove",
        "prevent",
        "gain",
        "gains",
        "lose",
        "loses",
        "copy",
        "cast",
        "play",
        "flip",
        "transform",
        "fight",
        "fights",
        "regenerate",
        "shuffle",
        "spells",
        "spell",
        "creatures",
        "creature",
        "players",
        "player",
        "opponents",
        "opponent",
        "flying",
        "first",
        "strike",
        "trample",
        "haste",
        "vigilance",
        "reach",
        "defender",
        "deathtouch",
        "lifelink",
        "menace",
        "hexproof",
        "indestructible",
        "kicker",
        "equip",
        "enchant",
        "protection",
        "level",
        "choose",
        "one",
        "two",
        "three",
        "instead",
        "also",
        "only",
        "activate",
        "morph",
        "megamorph",
        "cycling",
        "flashback",
        "whenever",
        "during",
        "after",
        "before",
        "for",
        "with",
        "without",
        "up",
        "to",
        "landfall",
        "ferocious",
        "raid",
        "metalcraft",
        "threshold",
        "hellbent",
        "delirium",
        "revolt",
        "domain",
        "kinship",
        "i",
        "ii",
        "iii",
        "iv",
        "v",
        "vi",
        "x",
    ]
)

# What stands just before or just after a card's own name.
_BEFORE = re.compile(
    r"(?:exiled with|removed from the game with|put into exile with|sacrifice|return|untap|tap|destroy|"
    r"blocked by|blocking or blocked by|dealt damage by|counters? on|attached to|regenerate|exile|"
    r"remove) $",
    re.IGNORECASE,
)
_AFTER = re.compile(
    r"^(?:'s (?:power|toughness)\b|’s (?:power|toughness)\b| deals\b| enters\b| comes into play\b| gets\b|"
    r" has\b| can't\b| attacks\b| blocks\b| becomes\b| is\b| isn't\b| dies\b| leaves\b| gains\b| loses\b|"
    r" fights\b| doesn't\b| must\b| remains\b| transforms\b| phases\b)"
)
# A phrase after these words is some other object ("a Forest enters", "enchanted Wall", "number of Allies").
_OTHER_OBJECT = re.compile(
    r"(?:\b(?:a|an|another|each|target|all|every|any|other|named|non|no|that|those|these|this|your|their|"
    r"enchanted|equipped|attacking|blocking|untapped|tapped|nontoken|of|and|or|with|without|for|than|"
    r"creature|card|cards|spell|permanent|token)[ -]|-)$",
    re.IGNORECASE,
)
# Where a sentence starts: a capitalised word there may be any word ("Attacking doesn't…").
_SENTENCE_START = re.compile(r"(?:^|[\n(.:;—•\"]\s*)$")

NAME_INFERENCE = NameInference(
    phrase=_PHRASE,
    not_names=_NOT_NAMES,
    before=_BEFORE,
    after=_AFTER,
    other_object=_OTHER_OBJECT,
    sentence_start=_SENTENCE_START,
)
