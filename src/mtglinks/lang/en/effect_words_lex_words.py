"""English words the lexicon lacked in 2026 Oracle sentences (issue #22, the nineteenth round's list of them), and a
few older printed wordings beside them: verbs (ante, lock, guess, claim the prize), nouns (a Room's doors, counter
kinds, named spellbooks), the modal "could", durations, conditions said whole. As data, merged into the lexicon by
`effect_word_blocks.py` where the other tables lack them; the shapes some of them need are in
grammar/effects-en/5-lex-words.lark.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.kinds import Verb
from mtglinks.lang.en.effect_word_merge import add_after, add_words

_Tables = MutableMapping[str, dict[str, str]]

LEX_WORDS: dict[str, dict[str, str]] = {
    # a lure whose blockers are named (grammar/effects-en/5-lex-words.lark): "All Walls able to block ~ do so."
    "ABLE_TO_BLOCK": {"able to block": "able_to_block"},
    # what an Aura or Equipment can be attached to: "~ can be attached only to a creature with power 3 or greater."
    "BE_ATTACHED_ONLY_TO": {"be attached only to": "attach_only"},
    # the modal "could", as "can" reads (what an object is able to do): "Destroy target land that is snow or could
    # produce {C}.", "for each land your opponents control that could produce {C}"
    "CAN": {"could": "could"},
    # verbs taking an object: a card put into the ante (rule 407): "Each player antes the top card of their library.",
    # "Discard your hand, ante the top card of your library, then draw seven cards."; a Room's door locked again
    # (rule 709.5, as "unlock" reads): "Lock or unlock a door of target Room you control."; what a player guesses
    # (as "chooses" reads what is chosen): "Target opponent guesses the artist.", "Each opponent guesses the deck's
    # commander" ("guesses whether …": grammar/effects-en/5-lex-words.lark)
    # a Room's doors (rule 709.5), as objects: "Lock or unlock a door of target Room you control.", "unlock a locked
    # door of a Room you control", "Spend this mana only to cast Room spells and unlock doors."
    # the named spellbooks of digital cards (a list of cards outside the game, as "~'s spellbook" reads): "conjure a
    # card of your choice from the Planets Spellbook onto the battlefield.", "… from the Three Pigs spellbook …"
    "ZONE": {f"the {book} spellbook": "spellbook" for book in ("planets", "slivers", "three pigs", "paradigm")},
    # the first card of its kind from the top of a library (the Alchemy wording), as "the top card of" reads: "the
    # topmost creature card in your library perpetually gets +1/+1."
    "THE_TOP": {"the topmost": "top"},
    # an action done as the sentence before did it (grammar/effects-en/5-lex-words.lark): "Each player discards cards
    # the same way."
    "SAME_WAY": {"the same way": "same_way"},
    # verbs with nothing after them: an Attraction's prize claimed (Unfinity): "If you do, claim the prize!", "Whenever
    # you claim the prize of an Attraction, …"; a plane left, as "planeswalk away from ~" reads: "When you planeswalk
    # away from here, …"
    "V_NUM": {
        "claim the prize": str(Verb.CLAIM_PRIZE),
        "claim the prize!": str(Verb.CLAIM_PRIZE),
        "claim the prize of an attraction": str(Verb.CLAIM_PRIZE),
        "planeswalk away from here": str(Verb.PLANESWALK),
    },
    # an event's verb in the past, as "died" reads: "Put a time counter on ~ for each creature that phased out this
    # way."
    "EVENT_VERB": {"phased out": str(Verb.PHASE_OUT), "phased in": str(Verb.PHASE_IN)},
    # the blockers counted past the first (rule 509.1): "it gets -1/-1 until end of turn for each creature blocking it
    # beyond the first."
    "QUALIFIER": {"beyond the first": "beyond_first"},
    # a guess whether something is so (grammar/effects-en/5-lex-words.lark): "That player guesses whether the card's
    # mana value is greater than 4."
    "GUESS_WHETHER": {"guesses whether": "guess", "guess whether": "guess"},
    # an object not done something to (grammar/effects-en/5-lex-words.lark): "each card not put onto the battlefield
    # this way"
    "NOT_POST": {"not": "not"},
    # damage past what was lethal (rule 120.10), and the noncombat kind of it: "Whenever a creature an opponent
    # controls is dealt excess noncombat damage, …", "~ deals damage equal to the excess to any target other than that
    # permanent." (the excess damage just dealt, as "that excess damage" reads)
    "DAMAGE": {"excess noncombat damage": "excess_noncombat_damage"},
    "QUANTITY": {"the excess": "excess_damage"},
    # the phase a phase added follows, as "after this phase" reads: "There is an additional combat phase after this
    # one."; the time an action is allowed before, as "before blockers are declared" reads: "Activate only during an
    # opponent's turn and only before combat."
    "AFTER_PHASE": {"after this one": "this_phase"},
    "BEFORE": {"before combat": "combat"},
    # when an action is allowed, said first (grammar/effects-en/5-lex-words.lark): the time a player could take a
    # mulligan (rule 103.5) with the card in hand, a search of one's library under way
    "WHEN_SAID": {
        "any time you could mulligan and ~ is in your hand": "could_mulligan:self_in_hand",
        "while you're searching your library": "while:searching_your_library",
    },
    # the older printed timing of an ability, as "Activate only as a sorcery" reads ("could" is also read as "can":
    # whole, these say the timing, not a spell cast): "Play this ability only if you could play a sorcery."
    "TIMING": {
        f"{play} this ability only if you could {cast} {kind}": value
        for play in ("play", "use", "activate")
        for cast in ("play", "cast")
        for kind, value in (("a sorcery", "sorcery"), ("an instant", "instant"))
    },
    # the older printed coin flip (grammar/effects-en/5-lex-words.lark): the opponent who calls it, who won it
    "COIN_CALLED": {
        f"{who} calls heads or tails while {coin} is in the air": value
        for who, value in (("target opponent", "target_opponent"), ("opponent", "opponent"))
        for coin in ("coin", "the coin")
    },
    "FLIP_FAVOR": {
        "the flip ends up in your favor": str(Verb.WIN_FLIP),
        "the flip ends up in opponent's favor": str(Verb.LOSE_FLIP),
        "the flip ends up in your opponent's favor": str(Verb.LOSE_FLIP),
    },
    # a count of the votes a player received, said first or after (as "For each odd result, …" reads): "For each vote
    # you received, draw a card.", "Each player draws a card for each vote they received."
    "FOR_EACH_TIMES": {
        f"for each vote {who} received": f"votes_received:{value}"
        for who, value in (("you", "you"), ("they", "they"), ("an opponent", "an_opponent"))
    },
    # an answer said aloud (as "If they guessed wrong, …" reads): "If they say yes, draw a card, then discard a card."
    "FIXED_COND": {"they say yes": "said_yes", "they say no": "said_no"},
    "NOUN": {"door": "door", "doors": "door", "locked door": "locked_door"},
    "V_OBJ": {
        "ante": str(Verb.ANTE),
        "antes": str(Verb.ANTE),
        "lock": str(Verb.LOCK),
        "locks": str(Verb.LOCK),
        "guess": str(Verb.GUESS),
        "guesses": str(Verb.GUESS),
    },
}

# more kinds of counters (rule 122.1), read only after a count or an article as effect_words_lex_groups.py reads its
# kinds ("day" and "night" are also the game's designations, rule 728): "Put a trap counter on target land you
# control.", "put a book counter on ~.", "put a day counter on ~.", "put a night counter on ~.", "Put an acquired taste
# counter on ~."
_COUNTER_KINDS = ("trap", "book", "day", "night", "acquired taste")
_KIND_AFTER = ("DET_A", "NUM", "THAT_MANY", "ALL", "EACH", "NUMBER_OF", "OR_MORE", "FOR_EACH", "STATUS")


def merge_lex_words(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effect_word_blocks.py`)."""
    add_words(words, more_words, LEX_WORDS)
    add_after(
        after,
        {previous: {"COUNTER_KIND": {k: k.replace(" ", "_") for k in _COUNTER_KINDS}} for previous in _KIND_AFTER},
    )
    # a duration with no end, as "perpetually" reads (the un-sets' wording), read only after a noun: "~ becomes a
    # random color permanently." ("Remove … from your deck permanently": no zone is left so here)
    add_after(after, {"NOUN": {"DURATION": {"permanently": "permanently"}}})
    # the excess damage just dealt as a number, after "where X is" (elsewhere the noted number: "note that excess
    # damage"): "amass Orcs X, where X is that excess damage.", "you get X {E}, where X is that excess damage."
    add_after(after, {"WHERE_X": {"QUANTITY": {"that excess damage": "excess_damage"}}})
    # the older printed "as normal" of a permanent kept from untapping in its untap step (read only after a verb, as
    # "during" reads the step): "Target creature does not untap as normal during its controller's next untap phase.",
    # "Blue creatures do not untap as normal." (the untap step meant)
    add_after(after, {"V_OBJ": {"DURING_OF": {"as normal during": "during"}, "DURING": {"as normal": "untap_step"}}})
