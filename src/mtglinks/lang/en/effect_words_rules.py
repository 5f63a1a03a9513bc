"""English words of whole sentences that change one rule of the game for as long as the permanent is there: "You don't
lose the game for having 0 or less life." (Lich, Platinum Angel's kin; rule 704.5a's state-based action not applied),
read as the verb `lose` negated with the rule it sets aside; damage not removed during cleanup steps (rule 514.2); a
cumulative upkeep paid; a cost paid by discarding, exiling or sacrificing; and the keyword "bands with other" of rule
702.22c, granted in quotes ("Legendary creatures you control have "bands with other legendary creatures."",
Adventurers' Guildhouse), with what the creature may band with. As data, merged into the lexicon by `effects.py`
(`merge_rules`, through `effect_word_blocks.py`) where the other tables lack them.
"""

from __future__ import annotations

from collections.abc import MutableMapping

from mtglinks.lang.en.effect_word_merge import add_after, add_words

_Tables = MutableMapping[str, dict[str, str]]

RULES_WORDS: dict[str, dict[str, str]] = {
    # `<verb>:<detail>` as `fixed_clause` reads it (effects/clauses.py): "not_" negates the action
    "FIXED_CLAUSE": {
        f"{who} {dont} lose the game for having 0 or less life": "lose:not_for_zero_or_less_life"
        for who, dont in (("you", "don't"), ("players", "don't"), ("you", "do not"))
    },
    # damage kept past the cleanup step (rule 514.2 not applied): "Damage isn't removed from creatures your opponents
    # control during cleanup steps." (grammar/effects-en.lark `damage_not_removed`)
    "DAMAGE_NOT_REMOVED": {f"damage {isnt} removed from": "damage_removal" for isnt in ("isn't", "is not")},
    "DURING_CLEANUP": {"during cleanup steps": "cleanup", "during each cleanup step": "cleanup"},
    # a cumulative upkeep paid (rule 702.24a), its own or any: "Whenever you pay ~'s cumulative upkeep, …", "Spend this
    # mana only to pay cumulative upkeep costs." (grammar/effects-en.lark `act_pay_cumulative_upkeep`)
    "CUMULATIVE_UPKEEP": {"~'s cumulative upkeep": "self", "cumulative upkeep costs": "any"},
    # a cost paid by an action, to cast a spell another way (beside "by paying {B}"): "You may cast ~ from your
    # graveyard by discarding a card in addition to paying its other costs.", "… by paying {B}{B} and sacrificing two
    # creatures rather than paying its mana cost." (grammar/effects-en.lark `by_doing`)
    "BY_DOING": {
        f"{by} {doing}": verb
        for by in ("by", "and")
        for doing, verb in (("discarding", "discard"), ("exiling", "exile"), ("sacrificing", "sacrifice"))
    },
    # the keyword before the objects it bands with (grammar/effects-en.lark `keyword_bands_with_other`)
    "BANDS_WITH_OTHER": {"bands with other": "bands_with_other", "banding with other": "bands_with_other"},
    # a card cast as its Adventure (rule 715.3): "you may cast it from your graveyard as an Adventure until the end of
    # your next turn" (grammar/effects-en.lark `cast_as_face`)
    "AS_FACE": {"as an adventure": "adventure"},
    # mana symbols added to a card's mana cost (digital cards): "that card perpetually incorporates {W} and gains "…""
    # (grammar/effects-en.lark `act_incorporate`)
    "INCORPORATE": {"incorporate": "incorporate", "incorporates": "incorporate"},
    # a villainous choice faced (rule 701.56), its two options after the dash (grammar/effects-en.lark
    # `sentence_villainous`)
    "FACE_CHOICE": {f"{face} a villainous choice": "face_a_villainous_choice" for face in ("face", "faces")},
    # the keyword "partner with" and the card it names (rule 702.124j), its name read as after "named" (`NAME_AFTER`):
    # "Partner with Krav, the Unredeemed" (grammar/effects-en.lark `keyword_partner_with`)
    "PARTNER_WITH": {"partner with": "partner_with"},
    "NAME_AFTER": {"PARTNER_WITH": "name"},
    # the digital keyword action heist: "heist target opponent's library" (Alchemy; as "seek" reads)
    "V_OBJ": {"heist": "heist", "heists": "heist"},
    # a draw replaced by nothing, and a turn's combat phases skipped (rule 500.11): "If a player would draw a card, that
    # player skips that draw instead.", "Target player skips all combat phases of their next turn." (as "skips that
    # turn" reads)
    "V_NUM": {
        f"{verb} {what}": "skip"
        for verb in ("skip", "skips")
        for what in ("that draw", "all combat phases of their next turn", "all combat phases of your next turn")
    },
}


def merge_rules(words: _Tables, more_words: _Tables, after: MutableMapping[str, dict[str, dict[str, str]]]) -> None:
    """Add the tables above to the lexicon's where they lack them (`effects.py`)."""
    add_words(words, more_words, RULES_WORDS)
    # right after a noun, whose the objects are, as "you have" (`has:you`): "for each poison counter your opponents
    # have" (Vishgraz, the Doomhive)
    had = {"CONTROLLER": {"your opponents have": "has:your_opponents"}}
    # only counters ("each spell your opponents have cast" is a verb): the tables after a noun are one shared object,
    # so the counters' own copy takes the phrase
    after["COUNTER"] = {terminal: dict(table) for terminal, table in after.get("COUNTER", {}).items()}
    add_after(after, {"COUNTER": had})
