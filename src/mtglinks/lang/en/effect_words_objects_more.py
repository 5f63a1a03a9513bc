"""English words of objects, costs and counted nouns (grammar/effects-en/2-objects-more.lark): a token named before
what it is ("create Marit Lage, a legendary 20/20 black Avatar creature token"). As data, merged into the lexicon by
`effects.py` (`merge_objects_more`, listed in `effect_word_blocks.py`) where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_after, add_words

_Tables = MutableMapping[str, dict[str, str]]

_COLORS = ("white", "blue", "black", "red", "green", "colorless")

OBJECTS_MORE_WORDS: dict[str, dict[str, str]] = {
    # a token's name said first, then after a comma what the token is: "create Marit Lage, a legendary 20/20 black
    # Avatar creature token with flying and indestructible." (the lexer's `token_name`, effects/lexer_names.py: after
    # CREATE, the name up to a comma followed by "a"/"an" and, before the next comma, "token")
    "TOKEN_NAME_AFTER": {"CREATE": ""},
    "TOKEN_NAME_ARTICLE": {"a": "", "an": ""},
    "TOKEN_NAME_NOUN": {"token": ""},
    # a companion's condition on the deck a player starts the game with (rule 702.139a): "Each permanent card in your
    # starting deck has mana value 2 or less.", "Your starting deck contains only instant, sorcery, and land cards."
    # (grammar: `starting_deck_each`, `starting_deck_only`)
    "IN_STARTING_DECK": {"in your starting deck": "starting_deck"},
    "STARTING_DECK_ONLY": {"your starting deck contains only": "only"},
    # counters of every kind just named, as many of each (rule 122.1; a replacement's "that many" of each kind): "that
    # many plus one of each of those kinds of counters are put on that permanent instead", "put one of each of those
    # kinds of counters on up to one other target creature" (read as a counter's kind, `same_kinds`, before the noun)
    "COUNTER_KIND": {"of each of those kinds of": "same_kinds", "of each kind of": "each_kind"},
    # an action repeated, its count told after ("proliferate a number of times equal to the difference"), or bounded
    # ("you may pay {G} up to three times"), as "X times" reads
    "TIMES": {"a number of times": "number"}
    | {f"up to {word} times": f"up_to:{n}" for n, word in enumerate(("two", "three", "four", "five"), start=2)}
    | {f"{word} times": str(n) for n, word in enumerate(("eight", "nine", "ten"), start=8)},
    # a count of an ability's resolutions: "where X is the number of times this ability has resolved this turn"
    # and how many kinds of counters there are: "where X is the number of different kinds of counters among permanents
    # you control"
    "QUANTITY": {
        "the number of times this ability has resolved this turn": "times_resolved_this_turn",
        "the number of different kinds of counters among permanents you control": "counter_kinds",
    },
    # more of the costs an alternative cost replaces (as "rather than pay its mana cost" reads): "by paying {E} rather
    # than paying their mana costs", "pay its suspend cost rather than its mana cost"; the spells whose cost, after
    # "for" or "of": "Rather than pay the mana cost of the next spell you cast this turn, you may pay life equal to
    # that spell's mana value."
    "RATHER_THAN": {
        "rather than paying their mana costs": "mana_cost",
        "rather than its mana cost": "mana_cost",
        "rather than ~'s mana cost": "mana_cost",
    },
    "RATHER_THAN_FOR": {"rather than pay the mana cost of": "mana_cost"},
    # mana kept by where it comes from: "Spend only mana produced by creatures to cast ~." (grammar:
    # `act_spend_only_from`)
    "SPEND_ONLY_FROM": {"spend only mana produced by": "only_from"},
    # a counter's kind capitalised inside a sentence is a subtype ("an Omen spell", "Each Fungus and Saproling you
    # control", "a Time Lord"; effects/lexer_names.py `capitalised_kinds`)
    "CAPITALISED_KINDS": {"yes": "yes"},
    # cards exiled together face down in a pile (as "exile … face down" reads), and the pile then named: "Exile target
    # nontoken creature you own and the top two cards of your library in a face-down pile, shuffle that pile, then
    # cloak those cards."
    "TAPPED": {"in a face-down pile": "face_down_pile", "in another face-down pile": "face_down_pile"},
    "REF": {"that pile": "anaphora"},
    # counters in a number told after, beside those an object enters with: "enters with a number of additional +1/+1
    # counters on it equal to ~'s power", "that creature enters with that many additional +1/+1 counters on it" (as
    # "a number of +1/+1 counters" and "that many +1/+1 counters" read)
    "A_NUMBER_OF": {"a number of additional": "X"},
    "THAT_MANY": {"that many additional": "that_many"},
    # the symbol an ability's activation cost holds, as "with {X} in its mana cost" reads: "activate an ability with
    # {X} in its activation cost", "without {T} in its activation cost"
    "QUALIFIER": {
        "in its activation cost": "in_activation_cost",
        "in their activation costs": "in_activation_cost",
        # a mana value's parity: "cards with even mana values", "cards with odd mana values and land cards"
        "with even mana values": "mana_value:even",
        "with odd mana values": "mana_value:odd",
        "with an even mana value": "mana_value:even",
        "with an odd mana value": "mana_value:odd",
    },
    # mana of one color spent as mana of another (rule 609.4b), as "spend white mana as though it were mana of any
    # color" reads: "You may spend white mana as though it were red mana.", "You may spend other mana only as though
    # it were colorless mana."
    "SPEND_AS": {
        f"spend {spent} mana as though it were {other} mana": f"{spent}_as_{other}"
        for spent in _COLORS
        for other in _COLORS
        if spent != other
    }
    | {"spend other mana only as though it were colorless mana": "other_as_colorless"},
}

# what each card of the starting deck has, as a post-modifier reads it ("has mana value 2 or less" as "with mana value
# 2 or less", "has an activated ability" as "with an activated ability", "has a different name" as "with different
# names"), and what it shares ("shares a card type")
OBJECTS_MORE_AFTER: dict[str, dict[str, dict[str, str]]] = {
    "IN_STARTING_DECK": {
        "WITH_STAT": {"has mana value": "mana_value"},
        "WITH": {"has": "with"},
        "QUALIFIER": {"has a different name": "with:different:name"},
    },
}


def merge_objects_more(
    words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]
) -> None:
    """Add the tables above to the lexicon's where they lack them (`effects.py`)."""
    add_words(words, more_words, OBJECTS_MORE_WORDS)
    add_after(after, OBJECTS_MORE_AFTER)
