"""English words of more references to a choice (issue #22, lane chosen2: `chosen_ref` towards the effect tree; the
shapes of grammar/effects-en/9-chosen2.lark). As data, merged into the lexicon by `effect_word_blocks.py` where the
other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_after, add_words

CHOSEN2_WORDS: dict[str, dict[str, str]] = {
    # words said aloud, as "a word" is (un-cards): "Whenever enchanted creature deals damage to an opponent, that player
    # may say the chosen sentence."
    "NOUN": {"sentence": "sentence", "sentences": "sentence"},
    # a card's border chosen (un-cards: "choose white-bordered or silver-bordered"), as "with the chosen watermark"
    # reads: "Whenever a creature you control with the chosen border enters, draw a card."
    # and a card's plane (un-cards: "choose a plane"): "Spells from the chosen plane cost {W}, {U}, {B}, {R}, or {G}
    # less to cast."
    "QUALIFIER": {"with the chosen border": "with:chosen_border", "from the chosen plane": "from:chosen_plane"},
    # a text-changing effect said in the passive (rule 612; grammar/effects-en/9-chosen2.lark): what is replaced in the
    # objects' text, "are changed to" what replaces it
    "TEXT_INSTANCES": {
        "all instances of color words in the text of": "color_word",
        "all instances of the first chosen number in the full text of": "chosen_number:first",
    },
    "CHANGED_TO": {"are changed to": "changed_to"},
}

# the number chosen, as the amount X is (as "where X is that number" reads it): "Liquid Fire deals X damage to target
# creature and 5 minus X damage to that creature's controller, where X is the chosen number."
CHOSEN2_AFTER: dict[str, dict[str, dict[str, str]]] = {
    "WHERE_X": {"QUANTITY": {"the chosen number": "chosen_number", "the last chosen number": "chosen_number"}},
    # the value chosen that replaces the words of a text: "… are changed to the chosen color word."
    "CHANGED_TO": {
        "REF": {"the chosen color word": "chosen_color_word", "the second chosen number": "chosen_number:second"}
    },
}


def merge_chosen2(
    words: MutableMapping[str, dict[str, str]],
    more_words: MutableMapping[str, dict[str, str]],
    after: MutableMapping[str, dict[str, dict[str, str]]],
) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_words(words, more_words, CHOSEN2_WORDS)
    add_after(after, CHOSEN2_AFTER)
