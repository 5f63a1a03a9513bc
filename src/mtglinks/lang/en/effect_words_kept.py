"""English words of old printed cards that kept cards on or under the object itself ("put them face down under
Mangara's Tome", "remove the top card of target library from the game"), as data, merged into the lexicon by
`effect_word_blocks.py` where the other tables lack them (grammar/effects-en/4-kept-on-self.lark).
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_after, add_words

_Tables = MutableMapping[str, dict[str, str]]

KEPT_WORDS: dict[str, dict[str, str]] = {
    # where cards are kept: "put that card face up under Purgatory." (as "on" reads before the card itself)
    "UNDER": {"under": "under"},
    # old printed: a library targeted alone, the player being its owner: "remove the top card of target library from
    # the game." (Circu, Dimir Lobotomist), as "target player's library" reads
    # the library of one opponent among several, its cards exiled: "that player exiles the top card of one of their
    # opponents' libraries face down instead." (Shared Fate), as "target opponent's library" reads
    "ZONE": {
        "target library": "library",
        "one of their opponents' libraries": "library",
        "one of your opponents' libraries": "library",
        # "his or her hand" printed without "her" (the 2020 Oracle text of Kheru Mind-Eater: "that player exiles a
        # card from his or hand face down."), read as the zone it stands for
        "his or hand": "hand",
    },
    # the verb of "turn it face down" agreeing with its subject: "… until they exile five nonland cards, then turns
    # those nonland cards face down." (Memory Test)
    "V_OBJ": {"turns": "turn"},
    # old printed "place" for "put": "place it face down under Knowledge Vault", "place three +1/+1 counters on it"
    # old printed "take" for "put" (a card moved by hand): "Take a card from your library without looking at it and
    # place it face down under Knowledge Vault.", "… take the cards under the vault into your hand." (Knowledge Vault)
    "PUT": {"place": "put", "places": "put", "take": "put", "takes": "put"},
    # a card taken unseen: "Take a card from your library without looking at it …" (Knowledge Vault)
    "UNSEEN": {"without looking at it": "unseen"},
    # old printed alternative costs: "You may remove a green card in your hand from the game instead of paying Vine
    # Dryad's mana cost." (… casting cost, in older printings), as "rather than pay this spell's mana cost" reads
    # old printed names of the cards exiled before: "return the removed card to play under its owner's control."
    # (Wormfang Crab), "You may play the removed card …" (Windbrisk Heights), "any of the imprinted card's colors"
    # (Chrome Mox, Fifth Dawn), as "the exiled card" reads
    "REF": {
        "the removed card": "exiled_with",
        "the removed cards": "exiled_with",
        "the imprinted card": "exiled_with",
        "the imprinted cards": "exiled_with",
        # the cards exiled together as one pile: "… exile them in a face-down pile, and shuffle that pile." then "put
        # the top card of the exiled pile into its owner's hand." (Mangara's Tome), as "the exiled cards" reads
        "the exiled pile": "exiled_with",
        # old printed: "When Icy Prison leaves play, return the removed creature to play under its owner's control."
        "the removed creature": "exiled_with",
        "the removed creatures": "exiled_with",
    },
    # the second number of "+X/+Y" defined after the first ("+X/+Y, where X is the exiled creature card's power and Y
    # is its toughness", Phyrexian Ingester), as "where X is" reads the first (grammar/effects-en/7-exiled-refs.lark)
    "WHERE_Y": {"and y is": "y"},
    # a card imprinted is one exiled with the imprint ability of its object (Fifth Dawn wording): "You may copy the
    # imprinted instant card …" (Isochron Scepter), as "the exiled instant card" reads; "an imprinted instant or sorcery
    # card" (Panoptic Mirror) one of them (`past:imprint`, features/exile_marks.py)
    "PARTICIPLE": {"imprinted": "imprint"},
    # the mana cost of the card named before: "they may cast another nonland card exiled with ~ without paying that
    # card's mana cost." (Knowledge Pool), as "without paying its mana cost" reads
    "WITHOUT_PAYING": {"without paying that card's mana cost": "free"},
    # old printed: a card played from where it is kept as if from the hand, or put onto the battlefield as if just
    # played: "… play cards he or she removed from the game with Shared Fate as though they were in his or her hand."
    # (Shared Fate), "to put any card under Purgatory into play as though it were just played." (Purgatory)
    "AS_THOUGH": {
        "as though they were in his or her hand": "in_hand",
        "as though it were in his or her hand": "in_hand",
        "as though they were in your hand": "in_hand",
        "as though it were in your hand": "in_hand",
        "as though it were just played": "just_played",
        "as though they were just played": "just_played",
    },
    # old printed "removed from the game with ~" for "exiled with ~" (the cards another ability of the object exiled,
    # 607.2a): "Put a card removed from the game with Void Maw into its owner's graveyard:", "… play cards he or she
    # removed from the game with Shared Fate …", "put into your hand all other cards you own removed from the game with
    # Moonring Mirror."
    # … and with a relative clause: "Choose a card at random that was exiled with Skyship Weatherlight." (old printed
    # "… that was removed from the game with ~")
    "QUALIFIER": {"removed from the game with ~": "exiled_with_self"}
    | {
        f"that {was} {exiled} with ~": "exiled_with_self"
        for was in ("was", "were")
        for exiled in ("exiled", "removed from the game")
    },
    # whether a card lies exiled with the object (a state, as "exiled with ~" names the cards): "If a card is exiled
    # with Ugin's Labyrinth, add {C}{C} instead.", "Whenever Smirking Spelljacker attacks, if a card is exiled with it,
    # …"
    "FIXED_COND": {f"a card is exiled with {it}": "exiled_with_self" for it in ("~", "it")},
    "RATHER_THAN": {
        "instead of paying ~'s mana cost": "mana_cost",
        "instead of paying ~'s casting cost": "mana_cost",
    },
}

# "from the game" read as one word where it follows the verb ("Remove from the game target instant …") or a keyword of
# the object ("another target creature with shadow from the game", where "from" would open a protection's quality),
# and "game" alone after "from" ("Remove target creature you control from game.", Safe Haven), as "the game" reads
_FROM_GAME = {"from the game": "exile", "from game": "exile"}
KEPT_AFTER: dict[str, dict[str, dict[str, str]]] = {
    "REMOVE": {"FROM_GAME": _FROM_GAME},
    "KEYWORD": {"FROM_GAME": _FROM_GAME},
    "FROM": {"ZONE": {"game": "exile"}},
}
# the cards kept on or under the object, named after their noun: "If you lose control of Mangara's Tome, remove all
# cards under it from the game.", "If you lose control of Duplicity, put all cards on it into owner's graveyard.", "… to
# put any card under Purgatory into play …" (as "cards exiled with ~" reads; after the noun only, so that "put them face
# down under ~" keeps its reading)
KEPT_AFTER["NOUN"] = {
    "QUALIFIER": {f"{where} {it}": "exiled_with_self" for where in ("on", "under") for it in ("~", "it")},
}
# "return all cards exiled with this Vehicle except this card …" (Mechtitan Core): the object itself left out of the
# cards named (`other_than_self`); "except ~" only, so that "a copy of any creature on the battlefield except it gains
# haste" keeps its reading
KEPT_AFTER["QUALIFIER"] = {"QUALIFIER": {"except ~": "other_than_self"}}
# "from the game to" after what is removed, opening what the exile pays for: "Remove the top card of your library from
# the game to gain 1 life." (Royal Herbalist); after the objects only, so that "a card removed from the game" keeps its
# reading
for _previous in ("ZONE", "NOUN", "TYPE", "REF", "SELF"):
    KEPT_AFTER.setdefault(_previous, {})["FROM_GAME_TO"] = {"from the game to": "exile"}


def merge_kept(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's (`effects.py`): a phrase already known keeps its reading."""
    add_words(words, more_words, KEPT_WORDS)
    add_after(after, KEPT_AFTER)
