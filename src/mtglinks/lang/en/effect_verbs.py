"""The English verbs of the effect grammar, as data: each verb terminal's word forms and their `Verb`.

A verb terminal says how the verb takes its words (V_OBJ an object phrase, V_NUM a number or nothing,
DRAW a count of cards, …); `effects.py` joins these tables to the other words of the lexicon.
"""

from __future__ import annotations

from mtglinks.kinds import Verb


def _forms(base: str, third: str | None = None) -> list[str]:
    """A verb's imperative and third-person forms: "destroy"/"destroys", "search"/"searches"."""
    words = base.split()
    head = words[0]
    if third is None:
        third = head + ("es" if head.endswith(("s", "sh", "ch", "x")) else "s")
    return [base, " ".join([third, *words[1:]])]


def _verbs(table: dict[str, Verb]) -> dict[str, str]:
    return {form: str(verb) for base, verb in table.items() for form in _forms(base)}


# Verbs taking an object phrase: "destroy target creature", "each player sacrifices a creature".
_OBJECT_VERBS = {
    "destroy": Verb.DESTROY,
    "exile": Verb.EXILE,
    "sacrifice": Verb.SACRIFICE,
    "tap": Verb.TAP,
    "untap": Verb.UNTAP,
    "regenerate": Verb.REGENERATE,
    "reveal": Verb.REVEAL,
    "discard": Verb.DISCARD,
    "transform": Verb.TRANSFORM,
    "goad": Verb.GOAD,
    "detain": Verb.DETAIN,
    "exert": Verb.EXERT,
    "suspect": Verb.SUSPECT,
    "cast": Verb.CAST,
    "play": Verb.PLAY,
    "attach": Verb.ATTACH,
    "unattach": Verb.UNATTACH,
    "shuffle": Verb.SHUFFLE,
    "double": Verb.DOUBLE,
    "triple": Verb.TRIPLE,
    "exchange": Verb.EXCHANGE,
    "fight": Verb.FIGHT,
    "manifest": Verb.MANIFEST,
    "cloak": Verb.CLOAK,
    "convert": Verb.CONVERT,
    "flip": Verb.FLIP,
    "populate": Verb.POPULATE,
    "behold": Verb.BEHOLD,
    "activate": Verb.ACTIVATE,
    "abandon": Verb.ABANDON,
    "meld": Verb.MELD,
    "harness": Verb.HARNESS,
    "clash with": Verb.CLASH,
    "cycle": Verb.CYCLE,
}


# Verbs with a number or nothing after them: "scry 2", "proliferate", "amass Zombies 2".
_NUMBER_VERBS = {
    "scry": Verb.SCRY,
    "surveil": Verb.SURVEIL,
    "fateseal": Verb.FATESEAL,
    "mill": Verb.MILL,
    "bolster": Verb.BOLSTER,
    "adapt": Verb.ADAPT,
    "amass": Verb.AMASS,
    "incubate": Verb.INCUBATE,
    "discover": Verb.DISCOVER,
    "proliferate": Verb.PROLIFERATE,
    "investigate": Verb.INVESTIGATE,
    "explore": Verb.EXPLORE,
    "connive": Verb.CONNIVE,
    "venture into the dungeon": Verb.VENTURE,
    "learn": Verb.LEARN,
    "time travel": Verb.TIME_TRAVEL,
    "forage": Verb.FORAGE,
    "manifest dread": Verb.MANIFEST_DREAD,
    "collect evidence": Verb.COLLECT_EVIDENCE,
    "endure": Verb.ENDURE,
    "support": Verb.SUPPORT,
    "airbend": Verb.AIRBEND,
    "earthbend": Verb.EARTHBEND,
    "waterbend": Verb.WATERBEND,
    "open an attraction": Verb.OPEN_ATTRACTION,
    "roll to visit your attractions": Verb.ROLL_TO_VISIT,
    "clash": Verb.CLASH,
    "planeswalk": Verb.PLANESWALK,
    "vote": Verb.VOTE,
}


VERB_WORDS: dict[str, dict[str, str]] = {
    "V_OBJ": _verbs(_OBJECT_VERBS) | {"copies": str(Verb.COPY), "copy": str(Verb.COPY)},
    "V_NUM": _verbs(_NUMBER_VERBS)
    | {
        "the ring tempts you": str(Verb.RING_TEMPTS),
        "win the game": str(Verb.WIN),
        "wins the game": str(Verb.WIN),
        "lose the game": str(Verb.LOSE),
        "loses the game": str(Verb.LOSE),
        "become the monarch": str(Verb.BECOME_MONARCH),
        "becomes the monarch": str(Verb.BECOME_MONARCH),
        "take the initiative": str(Verb.TAKE_INITIATIVE),
        "takes the initiative": str(Verb.TAKE_INITIATIVE),
        "take an extra turn after this one": str(Verb.TAKE_TURN),
        "takes an extra turn after this one": str(Verb.TAKE_TURN),
        "flip a coin": str(Verb.FLIP),
        "monstrosity": str(Verb.MONSTROSITY),
        "skip your draw step": str(Verb.SKIP),
        "skip your next turn": str(Verb.SKIP),
        "commit a crime": str(Verb.COMMIT_CRIME),
        "flips a coin": str(Verb.FLIP),
        "roll a six-sided die": str(Verb.ROLL),
        "rolls a six-sided die": str(Verb.ROLL),
        "roll a d20": str(Verb.ROLL),
        "roll a d4": str(Verb.ROLL),
        "prevent all combat damage that would be dealt this turn": str(Verb.PREVENT),
        "prevent all damage that would be dealt this turn": str(Verb.PREVENT),
    },
    "EVENT_VERB": {
        "is turned face up": str(Verb.TURN_FACE_UP),
        "is dealt damage": str(Verb.DEALT_DAMAGE),
        "becomes tapped": str(Verb.TAP),
        "becomes untapped": str(Verb.UNTAP),
        "becomes the target of a spell or ability": str(Verb.BECOME_TARGET),
        "becomes the target of a spell": str(Verb.BECOME_TARGET),
        "becomes the target of a spell or ability an opponent controls": str(Verb.BECOME_TARGET),
        "attacks or blocks": str(Verb.ATTACK),
        "blocks or becomes blocked": str(Verb.BLOCK),
        "attacks and isn't blocked": str(Verb.ATTACK),
        "is put into your graveyard from your library": str(Verb.MILL),
        "be put into a graveyard from anywhere": str(Verb.PUT_INTO_GRAVEYARD),
        "is put into a graveyard from anywhere": str(Verb.PUT_INTO_GRAVEYARD),
        "be put into your graveyard from anywhere": str(Verb.PUT_INTO_GRAVEYARD),
        "attacks each combat if able": str(Verb.ATTACK),
        "attack each combat if able": str(Verb.ATTACK),
        "blocks each combat if able": str(Verb.BLOCK),
        "be put into your graveyard": str(Verb.PUT_INTO_GRAVEYARD),
        "be put into a graveyard": str(Verb.PUT_INTO_GRAVEYARD),
        "is put into a graveyard": str(Verb.PUT_INTO_GRAVEYARD),
        "is put into any graveyard": str(Verb.PUT_INTO_GRAVEYARD),
        "is put into a graveyard from play": str(Verb.DIE),
        "is put into any graveyard from play": str(Verb.DIE),
        "becomes monstrous": str(Verb.MONSTROSITY),
        "attacked": str(Verb.ATTACK),
        "died": str(Verb.DIE),
        "gained life": str(Verb.GAIN_LIFE),
        "lost life": str(Verb.LOSE_LIFE),
        "becomes blocked by": str(Verb.BLOCK),
        "blocks or becomes blocked by": str(Verb.BLOCK),
        "are put into your graveyard from your library": str(Verb.MILL),
        "is put into your graveyard from anywhere": str(Verb.PUT_INTO_GRAVEYARD),
        "becomes the target of a spell or ability you control": str(Verb.BECOME_TARGET),
        "becomes the target of a spell or ability your opponents control": str(Verb.BECOME_TARGET),
        "becomes the target of a spell you control": str(Verb.BECOME_TARGET),
    },
    "NO_UNTAP": {
        "doesn't untap during its controller's untap step": str(Verb.UNTAP),
        "doesn't untap during your untap step": str(Verb.UNTAP),
        "doesn't untap during its controller's next untap step": str(Verb.UNTAP),
        "doesn't untap during your next untap step": str(Verb.UNTAP),
        "don't untap during their controllers' untap steps": str(Verb.UNTAP),
        "don't untap during their controller's untap step": str(Verb.UNTAP),
    },
    "REMOVE": dict.fromkeys(_forms("remove"), str(Verb.REMOVE_COUNTER)),
    "COSTS": {"costs": "cost", "cost": "cost"},
    "COST_CHANGE": {
        "less to cast": "less",
        "more to cast": "more",
        "less to activate": "less",
        "more to activate": "more",
    },
    "DRAW": dict.fromkeys(_forms("draw"), str(Verb.DRAW)),
    "CREATE": dict.fromkeys(_forms("create"), str(Verb.CREATE)),
    "DEAL": dict.fromkeys(_forms("deal"), str(Verb.DEAL_DAMAGE)),
    "GAIN": dict.fromkeys(_forms("gain"), "gain") | {"has": "have", "have": "have"},
    "LOSE": dict.fromkeys(_forms("lose"), "lose"),
    "ADD": dict.fromkeys(_forms("add"), str(Verb.ADD_MANA)),
    "GET": {"get": "get", "gets": "get"},
    "PUT": {"put": str(Verb.PUT), "puts": str(Verb.PUT)},
    "RETURN": dict.fromkeys(_forms("return"), str(Verb.RETURN)),
    "SEARCH": dict.fromkeys(_forms("search"), str(Verb.SEARCH)),
    "LOOK_AT": dict.fromkeys(_forms("look at"), str(Verb.LOOK_AT)),
    "PAY": dict.fromkeys(_forms("pay"), str(Verb.PAY)),
    "CHOOSE": dict.fromkeys(_forms("choose"), str(Verb.CHOOSE)),
    "COUNTER": {"counter": "counter", "counters": "counter"},
    "ENTER": {
        "enter": str(Verb.ENTER),
        "enters": str(Verb.ENTER),
        "enters the battlefield": str(Verb.ENTER),
        "enter the battlefield": str(Verb.ENTER),
        # older printed wording
        "comes into play": str(Verb.ENTER),
        "come into play": str(Verb.ENTER),
    },
    "TO_POOL": {
        "to your mana pool": "pool",
        "to its controller's mana pool": "pool",
        "to that player's mana pool": "pool",
    },
    "DIE": {"dies": "dies", "die": "dies", "is put into a graveyard from the battlefield": "dies"},
    "BECOME": dict.fromkeys(_forms("become"), str(Verb.BECOME)),
    "TRIGGER_WORD": {"when": "when", "whenever": "whenever", "at": "at"},
    "ATTACK": {"attacks": str(Verb.ATTACK), "attack": str(Verb.ATTACK)},
    "BLOCK": {"blocks": str(Verb.BLOCK), "block": str(Verb.BLOCK)},
    "BE_BLOCKED": {"becomes blocked": "becomes_blocked", "be blocked": "blocked"},
    "BE_COUNTERED": {"be countered": "countered", "be regenerated": "regenerated"},
    "LEAVE": {"leaves the battlefield": "leaves_battlefield"},
    "CANT": {"can't": "cant", "cannot": "cant"},
    "MAY": {"may": "may"},
    "PREVENT": {"prevent": str(Verb.PREVENT), "prevents": str(Verb.PREVENT)},
}
