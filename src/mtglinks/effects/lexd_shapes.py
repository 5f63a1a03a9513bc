"""Shapes of grammar/effects-en/9-lexd.lark: English words of the twenty-third round's list (issue #22, the words
beginning with a to l) that needed a shape of their own: two permanents melded into the card of a name ("meld them into
Chittering Host"), what a player begins the game with ("You begin the game with a 1/1 green Elf creature token on the
battlefield."). A mixin of the effect Transformer (`transformer.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.parts import Part, Span, Subject, make_action, objects_of, set_actor, span_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, EffectCondition, Reference, TriggerEvent


class LexdShapeRules:
    """The methods of the rules of grammar/effects-en/9-lexd.lark (see the module docstring)."""

    def lexd_meld_into(self, children: list[Any]) -> Action:
        """ "meld them into Chittering Host": the permanents just exiled (the words' reference, as "them" reads)
        melded (rule 701.42) into the card of that name (detail `into:<the name>`)."""
        words, name = children
        melded = Reference(EffectKind.REFERENCE, "", span_of([words]), refers=str(words.value))
        return Action(
            EffectKind.ACTION, "", span_of(children), verb=Verb.MELD, objects=[melded], detail=[f"into:{name.value}"]
        )

    def lexd_begin_with(self, children: list[Any]) -> Action:
        """ "begin the game with a 1/1 green Elf creature token on the battlefield": what the player starts with (the
        verb begin_game_with, its objects those said)."""
        return make_action(Verb.BEGIN_GAME_WITH, children[1:])

    def lexd_give_counters(self, children: list[Any]) -> Action:
        """ "give each player a rad counter": the players get the counters (the verb get_counter, as "each player gets
        a rad counter" reads, the players its actor; the counters' kind in the detail)."""
        action = make_action(Verb.GET_COUNTER, [children[0], children[2]], detail=list(children[2]))
        players = objects_of([children[1]])
        action.actor, action.other_actors = players[0], list(players[1:])
        action.span = span_of(children)
        return action

    def lexd_before_event(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "… until end of turn before it fights": the event the effect is given before (a condition `before`, about
        the event's action, its actor the subject), as "until you reveal a creature card" is `until`."""
        action = next(c for c in children if isinstance(c, Action))
        subject = next(c for c in children if isinstance(c, Subject))
        set_actor(action, subject)
        span = span_of(children)
        return ("condition", EffectCondition(EffectKind.CONDITION, "", span, test="before", about=[action]), span)

    def lexd_cause(self, children: list[Any]) -> Part:
        """ "because it was warped": what the event happened because of (detail `because:<the cause>`)."""
        return ("detail", f"because:{children[0].value}", span_of(children))

    def lexd_event_state(self, children: list[Any]) -> TriggerEvent:
        """ "When the chosen color isn't the most common color among …, …": a state the trigger waits for (rule 603.8;
        the event `state`, its condition the state read whole, as "if …" reads it: `cond_fixed`)."""
        span = span_of(children)
        state = EffectCondition(EffectKind.CONDITION, "", span, test=str(children[0].value))
        return TriggerEvent(EffectKind.EVENT, "", span, event="state", condition=state)
