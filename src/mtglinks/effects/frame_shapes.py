"""The frames of English abilities read as their own nodes: a state a trigger waits for ("When there are no
creatures on the battlefield", rule 603.8). A mixin of the effect Transformer, whose methods Lark finds by the rules'
names (grammar/effects-en.lark, its block "a state as a trigger event")."""

from __future__ import annotations

from typing import Any

from mtglinks.effects.parts import Span, Subject, apply_suffix, set_actor, span_of
from mtglinks.kinds import EffectKind
from mtglinks.tree import Action, EffectCondition, TriggerEvent


def _state_event(condition: EffectCondition, children: list[Any]) -> TriggerEvent:
    """The event `state`: no action, the state in `condition` (the trigger fires when it holds, rule 603.8)."""
    return TriggerEvent(EffectKind.EVENT, "", span_of(children), event="state", condition=condition)


class FrameShapeRules:
    """Transformer methods of the frames of abilities (see the module docstring)."""

    def event_there_are(self, children: list[Any]) -> TriggerEvent:
        """ "When there are no creatures on the battlefield": the objects there are, as "if there are …" reads."""
        return _state_event(self.cond_there_are(children), children)  # type: ignore[attr-defined]

    def event_there_are_counters(self, children: list[Any]) -> TriggerEvent:
        """ "When there are four or more page counters on ~": the counters on their holder (`has:counter:…`)."""
        return _state_event(self.cond_have_counters(children), children)  # type: ignore[attr-defined]

    def event_have_life(self, children: list[Any]) -> TriggerEvent:
        """ "When you have 20 or more life", "When an opponent has 10 or less life": the life bound (`life:…`)."""
        return _state_event(self.cond_have_life(children), children)  # type: ignore[attr-defined]

    def during_turn(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "during their turn": when the action happens (`during:their_turn`, as the DURING word reads)."""
        span = span_of(children)
        whose = {"theirs": "their", "yours": "your"}.get(children[-1].value, children[-1].value)
        return ("condition", EffectCondition(EffectKind.CONDITION, "", span, test=f"during:{whose}_turn"), span)

    def cond_first_time(self, children: list[Any]) -> EffectCondition:
        """ "The first time you would draw a card each turn, …": the replacement's event (`first_time`, `each_time`),
        as `cond_next_time` reads "The next time … would"; a suffix (a duration, a step) kept on the action."""
        action = next(c for c in children if isinstance(c, Action))
        set_actor(action, next(c for c in children if isinstance(c, Subject)))
        for part in children:
            if isinstance(part, tuple):
                apply_suffix(action, part)
        test = str(children[0].value)
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=[action])

    def event_counters_suffixed(self, children: list[Any]) -> TriggerEvent:
        """ "one or more +1/+1 counters are put on ~ for the first time each turn": the counters' event
        (`event_counters`), its suffix on the action (`first_each_turn` in the detail, as "you gain life for the first
        time each turn" reads)."""
        event: TriggerEvent = self.event_counters([c for c in children if not isinstance(c, tuple)])  # type: ignore[attr-defined]
        for part in children:
            if isinstance(part, tuple):
                apply_suffix(event.actions[0], part)
        event.span = event.actions[0].span = span_of(children)
        return event
