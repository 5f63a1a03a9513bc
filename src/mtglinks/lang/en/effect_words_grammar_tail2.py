"""English words of the shapes of grammar/effects-en/7-grammar-tail2.lark (issue #22: more sentences of the 2026
Oracle text whose reading stopped in the grammar). As data, merged into the lexicon by `effect_word_blocks.py` where the
other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_after, add_words

GRAMMAR_TAIL2_WORDS: dict[str, dict[str, str]] = {
    "ZONE": {
        # any player's library, as "a graveyard" reads: "If an opponent would search a library, …", "a creature card is
        # put into a graveyard from a library", "Spells that share a card type with the top card of a library …"
        "a library": "library",
    },
    # ("attacking the (last) chosen player" is in effect_words_chosen_refs.py)
    "QUALIFIER": {
        # an object attacking a player or a battle, as "attacking you" reads: "each creature you control attacking a
        # player gets +1/+0 …", "If it's attacking a battle, put a +1/+1 counter on it instead."
        "attacking a player": "attacking:a_player",
        "attacking a battle": "attacking:a_battle",
        "that's attacking a planeswalker you control": "attacking:your_planeswalker",
        # a token attacking the player named before, not tapped (as "that's tapped and attacking that player" reads):
        # "for each opponent, create a tapped token that's a copy of the exiled card attacking that opponent.", "…
        # creates a tapped 1/1 black Fungus Zombie creature token named Cordyceps Infected that's attacking that
        # opponent."
        **{
            f"{that}attacking that {whom}": "attacking:that_player"
            for that in ("", "that's ", "that are ")
            for whom in ("player", "opponent")
        },
    },
    # being targeted by spells and abilities, "and" as "or" reads (rule 115.1): "Creatures your opponents control can
    # be the targets of spells and abilities as though they didn't have hexproof."
    "EVENT_VERB": {
        f"be the {target} of spells and abilities{whose}": "become_target"
        for target in ("target", "targets")
        for whose in ("", " you control", " your opponents control")
    },
    # a permanent no Aura or Equipment may be attached to, one which can't be goaded (the verb and what would be
    # attached, as "be regenerated" reads): "This token can't be enchanted.", "~ can't be equipped.", "Creatures you
    # control can't be goaded."
    "BE_DONE_TO": {"be enchanted": "attach:aura", "be equipped": "attach:equipment", "be goaded": "goad"},
    # "the other" before a noun, the noun's word (alone, "the other" is REF): "You may cast the other cards without
    # paying their mana costs.", "… equal to the power of the other card."
    "THE_OTHER_NOUN": {"the other card": "card", "the other cards": "card"},
    # a player's hand revealed while they play (rule 401.5, as "Your opponents play with their hands revealed." reads):
    # "That player plays with their hand revealed for the rest of the game.", "Play with your hand revealed."
    "PLAY_REVEALED": {
        f"{verb} with {whose} hand revealed": "hand" for verb in ("play", "plays") for whose in ("your", "their")
    },
    # no player at all, as the one a repeated process waits for: "Repeat this process until no one puts a card onto the
    # battlefield.", "Repeat this process until no one pays life."
    # and an opponent other than the one named, as "one of your opponents" reads an opponent: "an opponent attacks
    # another one of your opponents", "Then attach ~ to another one of your opponents chosen at random."
    "PLAYER": {
        "no one": "no_one",
        "another one of your opponents": "another_opponent",
        "another one of your opponents chosen at random": "another_opponent_at_random",
    },
    # a spell with one target only (rule 115.10): "Whenever an opponent casts a spell, if it has a single target, change
    # the target to ~ if able." (the state read whole, as "if you're the monarch" reads)
    "FIXED_COND": {"it has a single target": "single_target"},
    # the target of the spell named before changed, the spell unsaid: "Whenever an opponent casts a spell, if it has a
    # single target, change the target to ~ if able."
    "CHANGE_TARGET_TO": {"change the target to": "change_target"},
    # a bound an ability can't push a number past: "This ability can't cause the total number of +1/+0 counters on ~ to
    # be greater than four."
    "CANT_CAUSE": {"this ability can't cause": "cant_cause"},
    # a change of target bounded (rule 115.7): "Change the target of target spell with a single target. The new target
    # must be a player." (the verb change_target, what the new target must be in the detail)
    "FIXED_CLAUSE": {
        f"the new target must be a {what}": f"change_target:new_target_is:{what}"
        for what in ("player", "creature", "permanent", "planeswalker")
    },
}

GRAMMAR_TAIL2_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # "its" before the two numbers switched, a possessive of its own (not "its power", one QUANTITY): "switch its power
    # and toughness until end of turn." (as "Switch target creature's power and toughness" reads)
    "SWITCH": {"POSS_PRONOUN": {"its": "its"}},
    # what wasn't done to the cards pointed back to, right after them: "Put the exiled cards not cast this way on the
    # bottom of your library in a random order.", "Then put the exiled cards that weren't cast this way on the bottom …"
    "REF": {
        "NOT_DONE": {
            "not cast this way": "not_cast_this_way",
            "that weren't cast this way": "not_cast_this_way",
            "that weren't cast": "not_cast",
        }
    },
}


def merge_grammar_tail2(
    words: MutableMapping[str, dict[str, str]],
    more_words: MutableMapping[str, dict[str, str]],
    after: MutableMapping[str, dict[str, dict[str, str]]],
) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_words(words, more_words, GRAMMAR_TAIL2_WORDS)
    add_after(after, GRAMMAR_TAIL2_AFTER)
