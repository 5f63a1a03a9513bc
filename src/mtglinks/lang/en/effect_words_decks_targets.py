"""English words of deck-construction sentences, of the targets a copy or a spell gets anew, of subtypes that are
also counter kinds, and of "no other" before objects. As data, merged into the lexicon by `effects.py`
(`merge_decks_targets`) where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.kinds import Verb
from mtglinks.lang.en.effect_word_merge import add_words

_Tables = MutableMapping[str, dict[str, str]]

# how many cards of one name a deck may hold, as a card says it overriding rule 100.2a's four: "A deck can have any
# number of cards named ~.", "A deck can have up to seven cards named ~." (Seven Dwarves, Nazgûl's nine), "A deck can
# have only one card named ~." (a ruling printed on the card)
_DECK_LIMITS = {
    "any number of cards": "any_number",
    **{f"up to {word} cards": f"up_to:{number}" for word, number in (("seven", 7), ("nine", 9))},
    "only one card": "only:1",
}

DECKS_TARGETS_WORDS: dict[str, dict[str, str]] = {
    "FIXED_CLAUSE": {
        f"a deck can have {cards} named ~": f"{Verb.DECK_LIMIT}:{limit}" for cards, limit in _DECK_LIMITS.items()
    },
    # each copy of a spell copied for each of several objects targets one of them (rule 707.10c): "Each copy targets
    # a different one of those creatures." (the verb target, the objects after)
    "V_OBJ": {f"{verb} a different one of": str(Verb.TARGET) for verb in ("targets", "target")},
    # the mana a permanent tapped for mana makes in place of its own (rule 106.12's replacement of the mana added, as
    # "it adds {B} instead" reads): "it produces {B} instead of any other type", "Plains produce {R}", "it produces
    # twice as much of that mana instead"
    "ADD": {"produces": str(Verb.ADD_MANA), "produce": str(Verb.ADD_MANA)},
    "INSTEAD_OF_OTHER": {
        "instead of any other type": "type",
        "instead of any other type and amount": "type_and_amount",
        "instead of any other color": "color",
    },
    # the mana of the tapping multiplied: "twice as much of that mana", "three times as much of that mana" (as "twice
    # that much mana" reads)
    "MANA_OF": {"as much of that mana": "that_mana", "mana of a color of your choice": "any_color"},
    # a player's maximum hand size set or changed (rule 402.2): "Your maximum hand size is two.", "Each opponent's
    # maximum hand size is reduced by one.", "Your maximum hand size is increased by two.", "Your maximum hand size is
    # equal to the number of hour counters on ~." (whose size, as "Your life total becomes 26." reads)
    "HAND_SIZE_IS": {
        f"{owner} maximum hand size is": who
        for owner, who in (
            ("your", "you"),
            ("each opponent's", "each_opponent"),
            ("each player's", "each_player"),
            ("that player's", "that_player"),
            ("the chosen player's", "chosen_player"),
            ("enchanted player's", "enchanted_player"),
        )
    },
    "SIZE_CHANGE": {"reduced by": "reduce", "increased by": "increase"},
    # a spell cast by one of its alternative costs (rule 118.9): "You may cast ~ from your graveyard using its blitz
    # ability." (the keyword after)
    "USING": {"using": "using"},
    # a second target of the same ability (rule 115.3): "Move a +1/+1 counter from target creature onto a second
    # target creature." (a target, as the first)
    "TARGET": {"a second target": "target"},
    # a rule that does not apply to some permanents: 'The "legend rule" doesn't apply to tokens you control.' (rule
    # 704.5j; the quoted name after "the" says which rule)
    "APPLY": {"apply": "apply"},
    # a state that ends: "Target snow land is no longer snow.", "it's no longer suspected" (as "isn't" reads)
    "ISNT": {"is no longer": "is_not", "are no longer": "is_not"},
    # mana spent as though it were another's (rule 609.4b), as "spend mana as though it were mana of any color" reads:
    # "You may spend blue mana as though it were mana of any color …", "You can spend mana of any type to cast creature
    # spells.", "Players may spend any type of mana to cast spells this way."
    "SPEND_AS": {
        f"spend {color} mana as though it were mana of any color": f"{color}_any_color"
        for color in ("blue", "black", "red", "green", "colorless")
    }
    | {"spend mana of any type": "any_type", "spend any type of mana": "any_type"},
    # the damage prevented shared out, the words after the targets: "… to any number of targets, divided as you choose."
    "DIVIDED": {"divided as you choose": "as_you_choose"},
    "DEALT_THIS_TURN_TO": {"that would be dealt this turn to": "this_turn"},
    # none of the objects but the one named: "if you control no other creatures" (as "no creatures" reads, with
    # "other")
    "DET_A": {"no other": "no_other"},
}

# the subtypes that are also counter kinds (the lexicon reads the counter kind, whatever the case): "a fungus
# counter", but "a 1/1 black Fungus creature token", "target Fungus", "a green Egg creature", "Dragon Egg". Read as
# the subtype right after a colour, a power and toughness, "target" or another subtype, where no counter's kind
# stands (after "a" or "each" both are written: left as they were)
_SUBTYPE_AFTER = ("COLOR", "PT", "TARGET", "SUBTYPE")
_SUBTYPES_THAT_COUNT = ("Fungus", "Egg")

# what is chosen anew for a spell or an ability (rule 115.7): "You may choose new targets for target spell.", "choose
# new targets for any number of other spells and/or abilities" (the objects after; "choose new targets for the copy"
# stays the choice of its own, a longer phrase)
_NEW_TARGETS = {"new targets for": "targets"}

# a copy of a spell as a noun, not the verb, after "each" and a possessive: "Each copy targets a different one of those
# creatures." (rule 707.10c: a copy for each object), "Each of those players may choose new targets for their copy."
_COPY_NOUN_AFTER = {"EACH": {"copy": "copy"}, "POSS_PRONOUN": {"copy": "copy", "copies": "copy"}}

# "enchanted" after "target" or "a" is a creature's status, not the Aura's enchanted creature (the lexicon's "enchanted
# creature"): "Destroy target enchanted creature.", "Whenever an enchanted creature attacks one of your opponents, …"
# ("the enchanted creature" stays the Aura's)
_STATUS_ENCHANTED_AFTER = ("TARGET", "DET_A")

# "it's no longer suspected": "it's" is read before "no" (the lexicon's IT_IS), so "no longer" is its own word there
_NO_LONGER_AFTER_IT_IS = {"no longer": "no_longer"}


def merge_decks_targets(
    words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]
) -> None:
    """Add the tables above to the lexicon's where they lack them (`effects.py`)."""
    add_words(words, more_words, DECKS_TARGETS_WORDS)
    for previous in _SUBTYPE_AFTER:
        subtypes = after.setdefault(previous, {}).setdefault("SUBTYPE", {})
        for name in _SUBTYPES_THAT_COUNT:
            subtypes.setdefault(name.lower(), name)
    for previous, nouns in _COPY_NOUN_AFTER.items():
        after.setdefault(previous, {}).setdefault("NOUN", {}).update(nouns)
    for previous in _STATUS_ENCHANTED_AFTER:
        after.setdefault(previous, {}).setdefault("STATUS", {}).setdefault("enchanted", "enchanted")
    after.setdefault("IT_IS", {}).setdefault("NO_LONGER", {}).update(_NO_LONGER_AFTER_IT_IS)
    after.setdefault("CHOOSE", {}).setdefault("NEW_TARGETS_FOR", {}).update(_NEW_TARGETS)
    # the choices of targets read whole elsewhere ("new targets for that copy") read first here too: the table after
    # "choose" is read before the others, so its shorter "new targets for" would cut them
    chosen = after["CHOOSE"].setdefault("CHOICE", {})
    for table in (words.get("CHOICE", {}), more_words.get("CHOICE", {})):
        chosen.update({p: v for p, v in table.items() if p.startswith(("new targets for", "a new target for"))})
