"""French counter names printed in quotes after "marqueur" (« un marqueur « divinité » sur lui »): the English kind
each stands for, as the cards' English Oracle text names it (printed-fr: "marqueurs « temps »" beside "time
counters"). The table joins the lexicon's tables as QUOTED_COUNTER (`extend`); the lexer reads a quoted name
right after the counter noun as its kind (`effects/lexer_neighbours.py`)."""

from __future__ import annotations

# Names read as a counter's kind unquoted too ("un marqueur temps": lang/fr/effect_phrases.py's COUNTER_KIND); the
# others are common words ("or", "tour", "sang") that name a counter only in quotes.
COUNTER_NAMES = {
    "charge": "charge",
    "temps": "time",
    "loyauté": "loyalty",
    "quête": "quest",
    "savoir": "lore",
    "âge": "age",
    "disparition": "fade",
    "glace": "ice",
    "niveau": "level",
    "poison": "poison",
    "étourdissement": "stun",
    "bouclier": "shield",
    "expérience": "experience",
    "spore": "spore",
    "pression": "pressure",
    "divinité": "divinity",
    "destin": "fate",
    "ki": "ki",
}

_NAMES = COUNTER_NAMES | {
    "stock": "storage",
    "peste": "plague",
    "sapience": "lore",  # the older printing of lore counters
    "inondation": "flood",
    "plume": "feather",
    "sang": "blood",
    "dévotion": "devotion",
    "chance": "luck",
    "souhait": "wish",
    "pot-de-vin": "bribery",
    "empreinte de sabot": "hoofprint",
    "fer de flèche": "arrowhead",
    "verset": "verse",
    "manifestation": "manifestation",
    "parchemin": "scroll",
    "or": "gold",
    "obstruction": "filibuster",
    "mèche": "fuse",
    "gemme": "gem",
    "lambeau": "shred",
    "furie": "fury",
    "conflit": "strife",
    "rancune": "spite",
    "retard": "delay",
    "désespoir": "despair",
    "fatalité": "doom",
    "minage": "mining",
    "étude": "study",
    "boue": "slime",
    "visée": "aim",
    "tour": "tower",
    "javelot": "javelin",
    "globe oculaire": "eyeball",
    "éveil": "awakening",
    "progéniture": "hatchling",
    "éon": "eon",
    "mannequin": "mannequin",
    "mine": "mine",
    "larcin": "theft",
    "brasier": "blaze",
    "phylactère": "phylactery",
    "cristal": "crystal",
    "isolement": "isolation",
    "entraînement": "training",
    "sablier": "hourglass",
    "guérison": "healing",
    "pétrification": "petrification",
}


def extend(words: dict[str, dict[str, str]]) -> None:
    """Adds these names to the lexicon's table of quoted counter names (a name already held keeps its kind)."""
    table = words.setdefault("QUOTED_COUNTER", {})
    for name, kind in _NAMES.items():
        table.setdefault(name, kind)
