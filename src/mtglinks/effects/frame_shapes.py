"""The frames of English abilities read as their own nodes: a state a trigger waits for ("When there are no
creatures on the battlefield", rule 603.8), an event of a turn ("during their turn", "for the first time each turn"),
a replacement of the first or each event ("The first time you would …"), a restriction's condition then its timing,
a turn in which something happened ("During any turn you attacked with …"), a cost paid a number of times, keyword
costs changed ("Equip costs you pay cost {1} less"), a bound on draws in a turn. A mixin of the effect Transformer,
whose methods Lark finds by the rules' names (grammar/effects-en.lark, its block "the frames of abilities")."""

from __future__ import annotations

from typing import Any

from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Span, Subject, apply_suffix, make_action, set_actor, span_of, tokens_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Effect, EffectCondition, ObjectPhrase, TriggerEvent


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

    def timing_if_then(self, children: list[Any]) -> list[Effect]:
        """ "Activate only if you control ten or more permanents and only as a sorcery.": the activation, its timing
        (`only:sorcery`) and its condition, as "Activate only as a sorcery and only if …" reads (`timing_if`)."""
        condition = next(c for c in children if isinstance(c, EffectCondition))
        timing = tokens_of(children, "AND_ONLY_AS")[0]
        span = span_of(children)
        return [
            Action(
                EffectKind.ACTION, "", span, verb=Verb.ACTIVATE, detail=[f"only:{timing.value}"], condition=condition
            )
        ]

    def cond_during_any_turn(self, children: list[Any]) -> EffectCondition:
        """ "During any turn you attacked with a commander, …": the turns the subject's action happened in
        (`during:any_turn`, the action in `about`)."""
        action = next(c for c in children if isinstance(c, Action))
        set_actor(action, next(c for c in children if isinstance(c, Subject)))
        test = f"during:{children[0].value}"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=[action])

    def event_paid_times(self, children: list[Any]) -> TriggerEvent:
        """ "When you pay this cost one or more times": the cost paid (`pay`, detail `this_cost`, `times:1:or_more`)."""
        times = tokens_of(children, "PAY_COST_TIMES")[0]
        pay = make_action(Verb.PAY, children[1:], detail=["this_cost", f"times:{times.value}"])
        set_actor(pay, children[0])
        return TriggerEvent(EffectKind.EVENT, "", span_of(children), event=Verb.PAY, actions=[pay])

    def keyword_costs_paid(self, children: list[Any]) -> Subject:
        """ "Equip costs you pay": the costs of a keyword a player pays, as what a cost change is about (an object
        `cost`, qualifiers `keyword:equip`, `paid_by:you`)."""
        keyword, who = children[0], children[2]
        qualifiers = [f"keyword:{keyword.value}", f"paid_by:{who.value}"]
        return Subject([ObjectPhrase(EffectKind.OBJECT, "", span_of(children), types=["cost"], qualifiers=qualifiers)])

    def act_kind_of_card(self, children: list[Any]) -> Action:
        """ "draws a land card", "mills a nonland card": the verb, one card of the kind as its object."""
        verb, kind, noun = children[0], children[2], children[3]
        card = ObjectPhrase(EffectKind.OBJECT, "", span_of(children[1:]), determiner="a", types=[str(noun.value)])
        if kind.type == "TYPE":
            card.types.insert(0, str(kind.value))
        else:
            card.not_types.append(str(kind.value))
        return make_action(str(verb.value), [verb, card], amount="a")

    def event_game_action(self, children: list[Any]) -> TriggerEvent:
        """ "the Ring tempts you": the action, its player in its words (any other verb alone is no event: refused)."""
        if children[0].value != Verb.RING_TEMPTS:
            refuse(f"{children[0].value!r} alone is no event")
        tempts = make_action(Verb.RING_TEMPTS, children)
        return TriggerEvent(EffectKind.EVENT, "", span_of(children), event=Verb.RING_TEMPTS, actions=[tempts])

    def timing_if_once(self, children: list[Any]) -> list[Effect]:
        """ "Activate only if … and only once.": the condition, and once in the game (`once:1`, as "and only once each
        turn" files `once:each_turn`)."""
        if tokens_of(children, "TIMES")[0].value != "1":
            refuse("only a number of times other than once")
        condition = next(c for c in children if isinstance(c, EffectCondition))
        detail = ["only:if", "once:1"]
        return [
            Action(EffectKind.ACTION, "", span_of(children), verb=Verb.ACTIVATE, detail=detail, condition=condition)
        ]

    def cond_during_as_long_as(self, children: list[Any]) -> EffectCondition:
        """ "During your turn, as long as ~ is equipped, …": both conditions (`and`: `during:your_turn` and the
        `as_long_as:` state), as "As long as … and …" reads."""
        during = EffectCondition(EffectKind.CONDITION, "", span_of(children[:1]), test=f"during:{children[0].value}")
        state: EffectCondition = self.cond_as_long_as(children[1:3])  # type: ignore[attr-defined]
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="and", about=[during, state])

    def cond_did_also(self, children: list[Any]) -> EffectCondition:
        """ "unless a black or green creature also attacks": the other's action (`did`, detail `also`)."""
        condition: EffectCondition = self.cond_did([c for c in children if not _is(c, "ALSO")])  # type: ignore[attr-defined]
        action = condition.about[0]
        if isinstance(action, Action):
            action.detail.append("also")
        condition.span = span_of(children)
        return condition

    def act_draw_bounded(self, children: list[Any]) -> Action:
        """ "draw more than one card each turn": the cards drawn as an object counted with a bound (determiner
        `more_than`, count `1`, qualifier `each_turn`), as "cast more than one spell each turn" reads."""
        _, bound, count, noun, qualifier = children
        cards = ObjectPhrase(
            EffectKind.OBJECT,
            "",
            span_of(children[1:]),
            determiner=f"{bound.value}_than",
            count=str(count.value),
            types=[str(noun.value)],
            qualifiers=[str(qualifier.value)],
        )
        return make_action(Verb.DRAW, [children[0], cards])


def _is(part: Any, kind: str) -> bool:
    """Whether a child of a rule is the token of terminal `kind`."""
    return getattr(part, "type", None) == kind
