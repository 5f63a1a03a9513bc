"""English words of numbers kept by the game: damage dealt and been dealt ("if you've been dealt 5 or more damage this
turn", "if ~ dealt damage to an opponent this turn", "each creature that dealt damage this turn", "where X is the
damage dealt to your opponents this turn") and dice results ("equal to the difference between those results"). As
data, merged into the lexicon by `effects.py` where the other tables lack them.
"""

from __future__ import annotations

from mtglinks.kinds import Verb
from mtglinks.lang.en.effect_word_merge import add_after, add_words

DEALT_WORDS: dict[str, dict[str, str]] = {
    # the perfect of "was dealt" (DEALT, a passive of dealing damage): "if you've been dealt 5 or more damage this
    # turn", "unless an opponent has been dealt damage this turn"
    "DEALT": {f"{have} been dealt": "dealt" for have in ("has", "have", "'ve")},
    # the perfect of "was", "were" before a participle: "if three or more cards have been exiled with ~", "until all
    # cards exiled this way have been chosen" (what was done, as "were exiled with ~" reads)
    "BE": {"has been": "was", "have been": "were"},
    # who acts first when each player acts in turn (as "starting with you"): "Starting with the next opponent in turn
    # order, each opponent chooses …"
    "ORDER": {
        f"starting with the next {who} in turn order": f"starting_with_next_{who}" for who in ("opponent", "player")
    },
    # what an object did or had done to it this turn, after it: "Return each creature that dealt damage this turn to
    # its owner's hand." (it dealt the damage: not "a creature dealt damage this turn", which was dealt it), "a
    # creature that has been dealt damage this turn" (as "that was dealt damage this turn")
    "QUALIFIER": {
        "that dealt damage this turn": "source_dealt_damage_this_turn",
        "that dealt combat damage this turn": "source_dealt_combat_damage_this_turn",
        "that has been dealt damage this turn": "dealt_damage_this_turn",
        "that dealt combat damage to you this turn": "dealt_combat_damage_to_you_this_turn",
        "that dealt combat damage to a player this combat": "dealt_combat_damage_this_combat",
    },
    # damage dealt, as a number (as effect_words.py's "the damage dealt to you this turn"): "where X is the damage
    # dealt to your opponents this turn", "for each 1 damage dealt to you this turn"
    "QUANTITY": {
        **{
            f"{the}damage dealt to your opponents this turn": "damage_dealt_to_opponents_this_turn"
            for the in ("the ", "the amount of ", "the total amount of ")
        },
        # the damage dealt named before (by the ability, or the damage its trigger waits for): "cast a spell with mana
        # value less than or equal to the damage dealt", "where X is the amount of damage dealt"
        "the damage dealt": "damage_dealt",
        "the amount of damage dealt": "damage_dealt",
        # dice rolled together (rule 706), their results as numbers: "equal to the difference between those results",
        # "equal to the total of those results", "Its base power becomes the first result …"
        "the difference between those results": "difference:results",
        "the total of those results": "total:results",
        "the first result": "first_result",
        "the second result": "second_result",
    },
}

# "if ~ dealt damage to an opponent this turn", "if it dealt combat damage to a player this turn": after the object
# that did it, "dealt" is its dealing damage in the past (a condition's event), not the participle of "a creature
# dealt damage this way"
# ("you've" is one word, PLAYER: "been dealt" after it is the perfect's rest)
DEALT_AFTER: dict[str, dict[str, dict[str, str]]] = {
    "SELF": {"DEAL": {"dealt": str(Verb.DEAL_DAMAGE), "has dealt": str(Verb.DEAL_DAMAGE)}},
    "REF": {"DEAL": {"dealt": str(Verb.DEAL_DAMAGE), "has dealt": str(Verb.DEAL_DAMAGE)}},
    # "if a source you controlled dealt 5 or more damage this turn"
    "CONTROLLER": {"DEAL": {"dealt": str(Verb.DEAL_DAMAGE)}},
    "PLAYER": {"DEALT": {"been dealt": "dealt"}},
}


def merge_tally(
    words: dict[str, dict[str, str]],
    more_words: dict[str, dict[str, str]],
    after: dict[str, dict[str, dict[str, str]]],
) -> None:
    """Add the tables above to the lexicon's (`effects.py`): a phrase already known keeps its reading."""
    add_words(words, more_words, DEALT_WORDS)
    add_after(after, DEALT_AFTER)
