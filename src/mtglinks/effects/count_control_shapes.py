"""Counts multiplied ("twice X cards", "twice that many +1/+1 counters": the count "2*X", as `amount_times` reads
"twice that much"), and a player named by a noun and what they control ("each opponent who controls fewer creatures
than you")."""

from __future__ import annotations

from typing import Any

from mtglinks.effects.parts import Detail, Part, Span, span_of
from mtglinks.kinds import EffectKind
from mtglinks.tree import EffectCondition


class CountControlShapeRules:
    """Transformer methods of the multiplied counts and the players by what they control (grammar/effects.lark,
    their blocks at the end)."""

    def counted_times(self, children: list[Any]) -> Part:
        """ "twice X cards": the objects' count is the number multiplied (`number:2*X`)."""
        return ("determiner", f"number:{children[0].value}*{children[1].value}", span_of(children))

    def counters_times(self, children: list[Any]) -> Detail:
        """ "twice that many +1/+1 counters": the counters' count multiplied (`counter:+1/+1:2*that_many`)."""
        kind = next((str(c.value) for c in children[2:-1]), "")
        return Detail([f"counter:{kind}:{children[0].value}*{children[1].value}"], span_of(children))

    def who_controls(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "opponent who controls fewer creatures than you" after "for each": what the player controls, a `control`
        condition in `relative` (as `player_who_controls` files it for "each player who controls …")."""
        test = "not_control" if children[0].value == "not_control" else "control"
        condition = EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=list(children[-1]))
        return ("relative", condition, span_of(children))
