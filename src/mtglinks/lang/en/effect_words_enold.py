"""English words of older wordings that refer to what another ability chose or exiled (issue #22: the kinds
`chosen_ref` and `exiled_with_self` read from the effect tree, lane "enold"). As data, merged into the lexicon by
`effect_word_blocks.py` where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_after, add_words

ENOLD_WORDS: dict[str, dict[str, str]] = {
    # old printed "chosen opponent" without its article, as "the chosen player" reads: "During chosen opponent's
    # upkeep, he or she pays {1} for each energy counter on Energy Vortex, …"
    "REF": {"chosen opponent": "chosen", "chosen player": "chosen"},
    # "words" counted in a name, as "word" reads: "a creature with exactly the chosen number of words in its name"
    "NOUN": {"words": "word"},
    # old printed mana of a color chosen "instead of its normal color", as "instead of any other color" reads, made by
    # lands that produce mana (a status, as "tapped" of "lands tapped for mana"): "Until end of turn, each
    # mana-producing land produces mana of the chosen color instead of its normal color."
    "INSTEAD_OF_OTHER": {"instead of its normal color": "color", "instead of their normal color": "color"},
    "STATUS": {"mana-producing": "mana_producing"},
}

# the cards the object itself removed from the game, named after their noun (old printed, as "cards exiled with ~"
# reads): "Sacrifice Safe Haven to return all creatures it has removed from the game directly into play …"
_REMOVED_BY_SELF = {
    f"{it} has removed from {game}": "exiled_with_self" for it in ("it", "~") for game in ("the game", "game")
}
ENOLD_AFTER: dict[str, dict[str, dict[str, str]]] = {
    noun: {"QUALIFIER": _REMOVED_BY_SELF} for noun in ("NOUN", "TYPE", "SUBTYPE")
}
# draft-matters: the values chosen as the players drafted the card (a value chosen, `chosen_as_drafted`, as "the
# chosen color" reads): "{T}: Add one mana of any color chosen as you drafted cards named Paliano, the High City."
for _noun in ("NOUN", "TYPE"):
    ENOLD_AFTER[_noun]["QUALIFIER"] = _REMOVED_BY_SELF | {
        f"chosen as you drafted {cards} named ~": "chosen_as_drafted" for cards in ("cards", "a card")
    }
# objects that are "of" a value chosen, after "be" (old printed, where the Oracle text says "are the chosen type in
# addition to their other types"), as "is the chosen type" reads: "Creatures you control and creature cards in your
# graveyard, hand, and library are of the chosen type."
ENOLD_AFTER["BE"] = {"REF": {f"of the chosen {noun}": "chosen" for noun in ("type", "creature type", "color")}}


def merge_enold(
    words: MutableMapping[str, dict[str, str]],
    more_words: MutableMapping[str, dict[str, str]],
    after: MutableMapping[str, dict[str, dict[str, str]]],
) -> None:
    """Add the tables above to the lexicon's where it lacks them (`effect_word_blocks.py`)."""
    add_words(words, more_words, ENOLD_WORDS)
    add_after(after, ENOLD_AFTER)
