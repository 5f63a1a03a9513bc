"""English words of whose a zone is, as card text says it before the zone's noun: "your" of "your graveyard",
"the chosen player's" of "the chosen player's hand". Each names the player as a controller's words do
(`effect_nouns._CONTROLLING_PLAYERS`: "that player" is `that_player`); `effects/zone_owners.py` reads them in the
words of a ZONE phrase. Words of a zone that name no one ("a graveyard", "all hands") are not here.
"""

from __future__ import annotations

# The zone nouns an owner is read before (a library, a hand, a graveyard: the zones a player has, rule 400.1).
ZONE_NOUNS = ("hand", "hands", "graveyard", "graveyards", "library", "libraries")

ZONE_OWNERS: dict[str, str] = {
    "your": "you",
    "their": "they",
    "his or her": "they",
    "its owner's": "its_owner",
    "its owners'": "its_owner",
    "their owner's": "its_owner",
    "their owners'": "its_owner",
    "owner's": "its_owner",
    "owners'": "its_owner",
    "that card's owner's": "its_owner",
    "that creature's owner's": "its_owner",
    "that permanent's owner's": "its_owner",
    "its controller's": "its_controller",
    "that creature's controller's": "its_controller",
    "that player's": "that_player",
    "target player's": "target_player",
    "target opponent's": "target_opponent",
    "an opponent's": "opponent",
    "your opponents'": "opponent",
    "opponents'": "opponent",
    "all opponents'": "opponent",
    "each opponent's": "each_opponent",
    "each of your opponents'": "each_opponent",
    "each player's": "each_player",
    "a player's": "a_player",
    "another player's": "another_player",
    "defending player's": "defending_player",
    "enchanted player's": "enchanted_player",
    "the active player's": "active_player",
    "the chosen player's": "chosen_player",
    "the chosen opponent's": "chosen_player",
}
