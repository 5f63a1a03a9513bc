"""More English words of the effect grammar (its block "the long tail" in grammar/effects.lark): the long tail of
older printed wordings and of single phrases the lexicon lacked, as data, merged into the lexicon by `effects.py`
where the other tables lack them (`merge_older`).
"""

from __future__ import annotations

from mtglinks.lang.en.effect_word_merge import add_after, add_words

OLDER_WORDS: dict[str, dict[str, str]] = {
    # who may activate the ability: "Only your opponents may activate this ability." (as "Any player may activate
    # this ability." reads); when, in the 1993–2003 wording without "only": "Play this ability as a sorcery.", "Play
    # this ability as a mana source." (a mana ability, played while paying a cost)
    "TIMING": {"only your opponents may activate this ability": "opponents"}
    | {
        f"{opening} {when}": value
        for opening in ("play this ability", "use this ability")
        for when, value in {
            "as a sorcery": "sorcery",
            "as an instant": "instant",
            "as a mana source": "mana_ability",
        }.items()
    },
    # the end step in the older wording of a trigger or a delayed one: "At the end of your turn, …", "At the end of
    # each turn, …", "Sacrifice it at the end of the turn." (as "at end of turn" reads); "the end of combat" as
    # "end of combat"
    "PHASE": {
        "the end of your turn": "your_end_step",
        "the end of each turn": "each_end_step",
        "the end of any turn": "each_end_step",
        "the end of each player's turn": "each_end_step",
        "the end of the turn": "end_step",
        "the end of combat": "end_of_combat",
        "the beginning of the next turn": "next_upkeep",
    },
    # "All your creatures get +1/+1 until the end of the turn." (as "until end of turn")
    "DURATION": {"until the end of the turn": "end_of_turn"},
    # older mana abilities: "its controller adds one mana of any color to his or her mana pool"
    "TO_POOL": {"to his or her mana pool": "pool", "to their mana pool": "pool"},
    # "~ attacks each turn if able." (the wording before "each combat", as "attacks each combat if able" reads)
    "EVENT_VERB": {
        "attacks each turn if able": "attack",
        "attack each turn if able": "attack",
        "blocks each turn if able": "block",
        "block each turn if able": "block",
    },
    # "~ can't be countered by spells or abilities." (the 2004–2016 wording of "can't be countered")
    "BE_COUNTERED": {"be countered by spells or abilities": "countered"},
    # older names of zones: "You may reveal ~ from your opening hand.", "Look at your opponent's hand.", "Shuffle your
    # library, then put the card on top of it." (the library the sentence named)
    "ZONE": {
        "your opening hand": "hand",
        "your opponent's hand": "hand",
        "your opponent's graveyard": "graveyard",
        "your opponent's library": "library",
        "top of it": "library",
    },
    # "All your creatures get +1/+1 until the end of the turn." (older "creatures you control")
    "POSS_PRONOUN": {"all your": "you"},
    # "Counter target spell unless its caster pays an additional {1}." (before "its controller", rule 109.4)
    "PLAYER": {"its caster": "its_controller", "that spell's caster": "its_controller"},
    # the basic land types (and walls) written in lower case before 1997: "Destroy all islands.", "unless defending
    # player controls an island" (the capitalised ones are the lexer's subtypes)
    "SUBTYPE": {
        f"{land}{plural}": land.capitalize()
        for land in ("island", "swamp", "mountain", "forest", "wall")
        for plural in ("", "s")
    }
    | {"plains": "Plains"},
    # "If ~ is in your opening hand, you may begin the game with it in play." (before "on the battlefield")
    "V_NUM": {"begin the game with it in play": "begin_game_with"},
    # "successfully casts": casts (Mirage, 1996). Not "bury": it is destroy *and* no regeneration (Oracle: "Destroy
    # target creature. It can't be regenerated.", or "sacrifice" for one's own permanent), two actions, read by its own
    # rule (grammar/effects-en/5-old-verbs.lark)
    "V_OBJ": {
        "successfully casts": "cast",
        "successfully cast": "cast",
    },
    # "any snow-covered lands" (Ice Age's snow lands: the snow supertype); "walls" in lower case (before 1997)
    "SUPERTYPE": {"snow-covered": "snow"},
    # the permanent an Aura enchants, the wording before "enchanted creature": "Put a -1/-1 counter on creature ~
    # enchants."
    "REF": {f"{kind} ~ enchants": "attached" for kind in ("creature", "land", "artifact", "permanent", "enchantment")},
    # "If {G} was spent to play ~, …" (Invasion's wording, 2000, before "to cast")
    "SPENT_TO_CAST": {"was spent to play": "spent", "were spent to play": "spent"},
    # Portal Second Age's word for blocking (1998): "~ can't intercept.", "~ can intercept only creatures with flying."
    "BLOCK": {"intercept": "block", "intercepts": "block"},
    # "… may cast spells any time they could cast an instant" (as "any time you could …" reads; "only any time" is a
    # restriction the suffix does not say, left unread)
    "ANY_TIME": {
        "any time they could cast a sorcery": "sorcery",
        "any time they could cast an instant": "instant",
    },
    # "Damage that would reduce your life total to less than 1 reduces it to 1 instead." (a life total kept at 1)
    "FIXED_CLAUSE": {
        "damage that would reduce your life total to less than 1 reduces it to 1 instead": "lose_life:floor:1",
    }
    | {
        f"{who} {be} unaffected by summoning sickness": "gain_ability:keyword:haste"
        for who in ("~", "that creature", "it", "creatures you control", "all creatures you control", "those creatures")
        for be in ("is", "are")
    },
    # "Whenever you activate an exhaust ability, …" (the plural is effect_sentences.py's)
    "NOUN": {"exhaust ability": "exhaust_ability"},
    # a card named, the wording before "choose a card name" (rule 201.3): "Name a card.", "Name a nonland card."
    "NAME_A_CARD": {
        f"name {kind}": "card_name"
        for kind in (
            "a card",
            "a nonland card",
            "a creature card",
            "an artifact card",
            "an instant card",
            "a sorcery card",
            "an enchantment card",
            "a nonartifact, nonland card",
            "a card other than a basic land card",
        )
    },
}

# phrases read right after a category (the lexicon's AFTER table): previous terminal -> terminal -> phrase -> value
OLDER_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # "then" between a player and the verb, an adverb as "also" is: "That player then shuffles his or her library."
    # (elsewhere "then" joins two clauses)
    "PLAYER": {"ALSO": {"then": "then"}},
}


def merge_older(
    words: dict[str, dict[str, str]],
    more_words: dict[str, dict[str, str]],
    after: dict[str, dict[str, dict[str, str]]],
) -> None:
    """Add the tables above to the lexicon's (`effects.py`): a phrase already known keeps its reading."""
    add_words(words, more_words, OLDER_WORDS)
    add_after(after, OLDER_AFTER)
