"""English words of sentences that refer to a choice (issue #22: `chosen_ref` read from the effect tree; the grammar in
grammar/effects-en/7-chosen-refs.lark). As data, merged into the lexicon by `effect_word_blocks.py` where the other
tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_after, add_words

CHOSEN_REF_WORDS: dict[str, dict[str, str]] = {
    # two values chosen, each named by its order (as "of the chosen type" and "the chosen type" read): "Basic lands of
    # the first chosen type are the second chosen type."
    "QUALIFIER": {
        "of the first chosen type": "of:chosen_type",
        "of the second chosen type": "of:chosen_type",
        # creatures by the player they attack, the player chosen (as "attacking your opponents" reads): "Creatures
        # attacking the last chosen player have menace."
        "attacking the chosen player": "attacking:chosen_player",
        "attacking the last chosen player": "attacking:chosen_player",
    },
    "REF": {"the first chosen type": "chosen", "the second chosen type": "chosen"},
    # protection from the values of a quality chosen (odd or even), read whole as "protection from everything" is:
    # "~ has protection from each mana value of the chosen quality."
    # old printed "that" before the controller of an object (as "target opponent controls" reads): "Whenever a land of
    # the chosen type that target opponent controls becomes tapped, gain 1 life."
    "CONTROLLER": {"that target opponent controls": "target_opponent", "that target player controls": "target_player"},
    # the only opponent a player may attack, next to them in the direction chosen (rule 607.2f: left or right), a
    # player read whole with "only" (ATTACK ONLY would take the place of "attack only during …"): "Each
    # player may attack only the nearest opponent in the last chosen direction and planeswalkers controlled by that
    # opponent.", older "the opponent seated nearest them in the last chosen direction"
    "PLAYER": {
        f"only {nearest} in the {last}chosen direction": "only:nearest_opponent:chosen_direction"
        for nearest in (
            "the nearest opponent",
            "the opponent seated nearest them",
            "the opponent seated nearest him or her",
        )
        for last in ("", "last ")
    },
    # and from creatures of the type chosen: "Human creatures you control have protection from creatures of the chosen
    # type."
    "KEYWORD": {
        "protection from each mana value of the chosen quality": "protection:from:chosen_quality",
        "protection from creatures of the chosen type": "protection:from:creature:of:chosen_type",
    },
}

_NUMBER = {"the chosen number": "chosen_number", "the last chosen number": "chosen_number"}

CHOSEN_REF_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # the number chosen, as an amount (as "that number" reads): "~'s power is equal to the last chosen number and its
    # toughness is equal to 7 minus that number.", "with mana value equal to the chosen number"
    "EQUAL_TO": {"QUANTITY": _NUMBER},
    "STAT_IS": {"QUANTITY": _NUMBER},  # "~'s power is equal to" read whole
    # the keyword abilities chosen, had (the keyword `chosen`, as "protection from the chosen color" reads): "Humans
    # you control have each of the chosen abilities."
    # a card drawn with the name chosen, read whole (as "your second card each turn" is): "When the chosen player draws
    # a card with the chosen name, sacrifice ~."
    "DRAW": {"OBJ_PHRASE": {"a card with the chosen name": "card:with:chosen_name"}},
    "GAIN": {"KEYWORD": {"each of the chosen abilities": "chosen"}},
}


def merge_chosen_refs(
    words: MutableMapping[str, dict[str, str]],
    more_words: MutableMapping[str, dict[str, str]],
    after: MutableMapping[str, dict[str, dict[str, str]]],
) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_words(words, more_words, CHOSEN_REF_WORDS)
    add_after(after, CHOSEN_REF_AFTER)
