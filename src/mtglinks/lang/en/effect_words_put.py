"""English words of objects put onto the battlefield in the older printed wordings (rule 607.2c: the acting half of
"put onto the battlefield with ~", "tokens created with ~"), as data, merged into the lexicon by `effects.py` where
the other tables lack them (`merge_put`).
"""

from __future__ import annotations

from mtglinks.lang.en.effect_word_merge import add_after, add_words

PUT_WORDS: dict[str, dict[str, str]] = {
    # whose control an object is put under: "put a 1/1 colorless Spirit creature token into play under target
    # opponent's control." (Forbidden Orchard), "put an Essence token into play under the control of that creature's
    # controller." (Afterlife), "put it into play under owner's control at end of turn" (as "under its owner's control")
    "UNDER_YOUR_CONTROL": {
        "under target opponent's control": "target_opponent",
        "under the control of that creature's controller": "controller",
        "under the control of the creature's controller": "controller",
        "under owner's control": "owner",
    },
    # "put it directly into play" (Untamed Wilds): "directly" adds nothing to "into"
    "INTO": {"directly into": "into"},
}

PUT_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # any graveyard an object is put from: "Put target creature card from any graveyard into play under your control."
    # (Reanimate), "Remove two creatures in any graveyard from the game …" (Night Soil), "… from one of your opponents'
    # graveyards …" (Ashen Powder), as "from a graveyard" reads
    "FROM": {"ZONE": {"any graveyard": "graveyard", "one of your opponents' graveyards": "graveyard"}},
    "IN": {"ZONE": {"any graveyard": "graveyard"}},
    "ZONE": {
        # after the zone an object is put into, how it enters (as "tapped", "tapped and attacking"): "put a 1/1 white
        # Cat Soldier creature token with vigilance onto the battlefield attacking." (Brimaz, King of Oreskos), "put it
        # onto the battlefield attacking." (Senu, Keen-Eyed Protector), "… onto the battlefield blocking that creature."
        # the other ways it enters, as "transformed" reads: "you may return ~ from your graveyard to the battlefield
        # face up or face down." (Deathmist Raptor), "return it to the battlefield converted …" (Optimus Prime, Hero),
        # "return it to the battlefield flipped." (Homura, Human Ascendant)
        "TAPPED": {
            "attacking": "attacking",
            "blocking that creature": "blocking:that_creature",
            "face up or face down": "face_up_or_down",
            "converted": "converted",
            "flipped": "flipped",
        },
        # old printed: an Aura put onto the battlefield "enchanting" what it enchants: "return ~ from your graveyard to
        # play enchanting that creature." (Dragon Breath), "Put target enchant creature card from a graveyard into play
        # enchanting a creature you control." (as "attached to" reads)
        "ATTACHED_TO": {"enchanting": "attached_to"},
    },
}


def merge_put(
    words: dict[str, dict[str, str]],
    more_words: dict[str, dict[str, str]],
    after: dict[str, dict[str, dict[str, str]]],
) -> None:
    """Add the tables above to the lexicon's (`effects.py`): a phrase already known keeps its reading."""
    add_words(words, more_words, PUT_WORDS)
    add_after(after, PUT_AFTER)
