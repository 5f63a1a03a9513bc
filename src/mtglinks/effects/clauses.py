"""The verb side of grammar/effects.lark beyond the plain predicates: modal and negated clauses ("can",
"choose not to"), mana kept for a purpose, damage dealt to a subject, notes, what follows a predicate
("as though …", "rather than pay …", "during …", "until …", "except …", "while …") and conditions read
whole. A mixin of the effect Transformer (`transformer.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.parts import Part, Span, Subject, make_action, set_actor, span_of, value_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Duration, Effect, EffectCondition, Note, Reference


def _inner_action(children: list[Any]) -> Action:
    """The action of the predicate a modifier wraps ("can block …", "choose not to untap …")."""
    return next(c for c in children if isinstance(c, Action))


class ClauseRules:
    """The methods of the effect grammar's clause-side rules (see the module docstring)."""

    def adverb(self, children: list[Any]) -> Part | tuple[str, Duration, Span]:
        """ "perpetually" (a digital card's change that lasts the whole game) is the action's duration;
        "also" says the action is done beside another."""
        token = children[0]
        span = span_of(children)
        if token.type == "PERPETUALLY":
            return ("duration", Duration(EffectKind.DURATION, "", span, until="perpetually"), span)
        return ("detail", token.value, span)

    def act_can(self, children: list[Any]) -> Action:
        """ "~ can block an additional creature each combat", "can only attack alone": what is allowed."""
        action = _inner_action(children)
        action.detail.append("can_only" if value_of(children, "ONLY") else "can")
        action.span = span_of(children)
        return action

    def act_choose_not(self, children: list[Any]) -> Action:
        """ "You may choose not to untap ~ during your untap step.": the action the player may skip."""
        action = _inner_action(children)
        action.negated = True
        action.detail.append("choose_not")
        action.span = span_of(children)
        return action

    def act_spend(self, children: list[Any]) -> Action:
        """ "Spend this mana only to cast creature spells.": spending the mana, on the condition of its use."""
        purpose = _inner_action(children)
        span = span_of(children)
        only = EffectCondition(EffectKind.CONDITION, "", purpose.span, test=children[0].value, about=[purpose])
        return Action(EffectKind.ACTION, "", span, verb=Verb.SPEND, detail=["mana"], condition=only)

    def act_dealt(self, children: list[Any]) -> Action:
        """ "is dealt damage", "was dealt 7 or more damage": damage dealt to the subject."""
        amount = value_of(children, "NUM", "DET_A", "THAT_MANY")
        action = make_action(Verb.DEALT_DAMAGE, children, amount=amount)
        if value_of(children, "OR_MORE"):
            action.detail.append(str(value_of(children, "OR_MORE")))
        return action

    def act_note(self, children: list[Any]) -> Note:
        """ "note its name", "Note the mana value of each card …": a value kept for later (rule 607.2e)."""
        what = value_of(children, "NOTED") or "object"
        return Note(EffectKind.NOTE, "", span_of(children), what=what)

    def as_though(self, children: list[Any]) -> Part:
        """ "… as though it had flash"."""
        return ("detail", f"as_though:{children[0].value}", span_of(children))

    def rather_than(self, children: list[Any]) -> Part:
        """ "… rather than pay ~'s mana cost": an alternative cost."""
        return ("detail", f"rather_than:{children[0].value}", span_of(children))

    def any_time(self, children: list[Any]) -> Part:
        """ "You may look at the top card of your library any time."."""
        return ("detail", "any_time", span_of(children))

    def alone(self, children: list[Any]) -> Part:
        """ "can only attack alone"."""
        return ("detail", "alone", span_of(children))

    def during(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "… during each other player's untap step": when the action may or does happen."""
        span = span_of(children)
        node = EffectCondition(EffectKind.CONDITION, "", span, test=f"during:{children[-1].value}")
        return ("condition", node, span)

    def cond_during_step(self, children: list[Any]) -> EffectCondition:
        """ "During each opponent's turn, …"."""
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"during:{children[1].value}")

    def until_event(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "reveal cards … until you reveal a creature card": the event that ends a repeated action."""
        action = _inner_action(children)
        set_actor(action, next(c for c in children if isinstance(c, Subject)))
        span = span_of(children)
        return ("condition", EffectCondition(EffectKind.CONDITION, "", span, test="until", about=[action]), span)

    def except_for(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "…, except it has haste": how the result differs (a copy's exceptions)."""
        node: EffectCondition = children[1]
        node.test = f"except:{node.test}"
        node.span = span_of(children)
        return ("condition", node, node.span)

    def while_suffix(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "… while you're the monarch": the state the action happens in."""
        node: EffectCondition = children[1]
        node.test = f"while:{node.test}"
        node.span = span_of(children)
        return ("condition", node, node.span)

    def cond_fixed(self, children: list[Any]) -> EffectCondition:
        """ "if you're the monarch", "if no spells were cast last turn": a state of the game read whole."""
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=children[0].value)

    def cond_remains(self, children: list[Any]) -> EffectCondition:
        """ "for as long as ~ remains tapped", "as long as it remains exiled"."""
        about: list[Effect] = list(children[0]) if isinstance(children[0], Subject) else []
        return EffectCondition(
            EffectKind.CONDITION, "", span_of(children), test=f"remains:{children[1].value}", about=about
        )

    def cond_spent(self, children: list[Any]) -> EffectCondition:
        """ "if {W} was spent to cast ~": the colour of mana paid for the spell."""
        token = children[-1]
        refers = "self" if token.type == "SELF" else token.value
        about: list[Effect] = [Reference(EffectKind.REFERENCE, "", span_of([token]), refers=refers)]
        return EffectCondition(
            EffectKind.CONDITION, "", span_of(children), test=f"spent:{children[0].value}", about=about
        )
