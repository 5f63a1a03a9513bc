"""The review flag of a trigger half: a triggered ability whose paragraph is its trigger clause alone.

An augment card (rule 702.145) prints only the first half of its abilities: "Whenever this creature blocks,",
"At the beginning of each end step, if an opponent lost 3 or more life this turn,". The host card it is combined
with prints the rest. The grammar reads such a paragraph as a triggered ability with its event and condition and no
effect sentence (`trigger_half` in common.lark); this flag says so, so that it never passes for an ability that
does nothing.
"""

from __future__ import annotations

from mtglinks.kinds import AbilityKind, ReviewKind
from mtglinks.tree import Ability, Card, Review

# Every flag's reason opens with these words (schema/tree_io.py tells the kind back by them).
REASON = "the trigger has no effect of its own"
_WHY = (
    f"{REASON}: its paragraph ends after the trigger's comma, as an augment card's trigger half does, whose effect"
    " the host it is combined with gives (rule 702.145)"
)


def is_trigger_half(ability: Ability) -> bool:
    """Whether the ability is a trigger clause and nothing more: no effect sentence, no nested ability."""
    return (
        ability.kind == AbilityKind.TRIGGERED and ability.trigger is not None and not ability.effect
    ) and not ability.children


def trigger_half_flags(card: Card) -> list[Review]:
    """One review flag for each trigger half of the card, in text order."""
    return [
        Review(ability.paragraph, ability.id, card.text[a:b], (a, b), _WHY, ReviewKind.HOST_EFFECT)
        for ability in card.iter_abilities()
        if is_trigger_half(ability)
        for a, b in [ability.span]
    ]
