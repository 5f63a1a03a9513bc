"""More English words of sentences that refer to a choice (issue #22: `chosen_ref` read from the effect tree), where the
reading stopped at the reference itself: protection from a value chosen ("protection from the last chosen color",
"from the chosen card type", "from each mana value other than the chosen number"), mana of a chosen color ("Add one mana
of a chosen color.", "Add a mana of each of the chosen colors."). As data, merged into the lexicon by
`effect_word_blocks.py` where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_after, add_words

_Tables = MutableMapping[str, dict[str, str]]

CHOSEN_MORE_WORDS: dict[str, dict[str, str]] = {
    # protection from the value chosen, as "protection from the chosen color" reads (the noun read from the node's
    # words by lang/en/chosen_nouns.py, or kept in the mark): Sanctuary Blade, Serra's Emissary, Runed Halo, Haktos
    "KEYWORD": {
        "protection from the last chosen color": "protection:from:chosen",
        "protection from the chosen card type": "protection:from:chosen_card_type",
        "protection from the chosen card name": "protection:from:chosen_name",
        "protection from each mana value other than the chosen number": (
            "protection:from:mana_value:other_than:chosen_number"
        ),
    },
    # one of two names chosen, and the other (as "with the chosen name" reads): "Whenever you cast a creature spell with
    # one of the chosen names, you may search your library for a creature card with the other chosen name, …"
    # and the colors chosen as the card was drafted (as "noted as you drafted cards named ~" reads; the French "qui a
    # une ou plusieurs des couleurs choisies au moment où vous avez drafté des cartes nommées ~"): "Destroy target
    # creature that's one or more of the colors chosen as you drafted cards named ~."
    "QUALIFIER": {
        "with one of the chosen names": "with:chosen_name",
        "with the other chosen name": "with:chosen_name",
        "that's one or more of the colors chosen as you drafted cards named ~": "of:chosen_color:as_drafted:named_self",
    },
    # the second characteristic defined with its "is" left out after "and" (as "its toughness is equal to" reads):
    # "~'s power is equal to the first number chosen and its toughness equal to the second number chosen."
    "STAT_IS": {"its toughness equal to": "toughness", "its power equal to": "power"},
    # mana of a color chosen among two or more, as "one mana of the chosen color" reads: "Add one mana of a chosen
    # color." (a choice of up to two colors), "Add a mana of each of the chosen colors." (two colors)
    "MANA": {
        "one mana of a chosen color": "chosen_color",
        "a mana of each of the chosen colors": "chosen_colors_each",
        "one mana of each of the chosen colors": "chosen_colors_each",
        # "{T}: Add one mana of any color chosen as you drafted cards named ~."
        "one mana of any color chosen as you drafted cards named ~": "chosen_color:as_drafted:named_self",
    },
}

# who casts the spells, after the spells' qualifier (as "Spells your opponents cast" joins the caster after the noun):
# "Spells with the chosen name enchanted player casts cost {2} more to cast." (Curse of Silence)
# and the numbers chosen named by their order after the noun, as amounts (as "the last chosen number" reads): "~'s power
# is equal to the first number chosen and its toughness equal to the second number chosen." (Lydari Elephant)
_BY_ORDER = {f"the {order} number chosen": "chosen_number" for order in ("first", "second")}
CHOSEN_MORE_AFTER: dict[str, dict[str, dict[str, str]]] = {
    "QUALIFIER": {"CONTROLLER": {"enchanted player casts": "cast_by_enchanted_player"}},
    "EQUAL_TO": {"QUANTITY": _BY_ORDER},
    "STAT_IS": {"QUANTITY": _BY_ORDER},
}


def merge_chosen_more(
    words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]
) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_words(words, more_words, CHOSEN_MORE_WORDS)
    add_after(after, CHOSEN_MORE_AFTER)
