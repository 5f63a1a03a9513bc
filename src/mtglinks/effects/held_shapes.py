"""Shapes of an English effect held by a condition or a duration said before it (effects-en/1-held-effects.lark):
damage redirected "as long as …" or "until your next turn", a lure so held or joined after another clause. A mixin of
the effect Transformer (`transformer.py`), whose methods Lark finds by the rules' names."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import Subject, listed_condition, make_action, set_actor, span_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import (
    Action,
    Duration,
    Effect,
    EffectCondition,
    ObjectPhrase,
    Reference,
    TriggerEvent,
)


def _lead(children: list[Any]) -> tuple[EffectCondition | Token, list[Any]]:
    """The condition or duration said first, and the words it holds."""
    return children[0], children[1:]


def _hold(action: Action, lead: EffectCondition | Token) -> None:
    """Files what was said first on the action: a duration as its duration; a condition beside the one the action
    has ("would be dealt"), both to hold (`and`, the condition said first first)."""
    if isinstance(lead, Token):
        action.duration = Duration(EffectKind.DURATION, "", span_of([lead]), until=lead.value)
    elif action.condition is None:
        action.condition = lead
    else:
        both = (lead.span[0], action.condition.span[1])
        action.condition = EffectCondition(EffectKind.CONDITION, "", both, test="and", about=[lead, action.condition])


class HeldShapeRules:
    """The methods of the rules of grammar/effects-en/1-held-effects.lark (see the module docstring)."""

    if TYPE_CHECKING:

        def redirect_damage(self, children: list[Any]) -> Action:
            """The Transformer's own (`effects/clauses.py`)."""

        def lure(self, children: list[Any]) -> list[Effect]:
            """The Transformer's own (`effects/verb_shapes.py`)."""

        def sentence(self, children: list[Any]) -> list[Effect]:
            """The Transformer's own (`transformer.py`)."""

        def act_quantity_becomes(self, children: list[Any]) -> Action:
            """The Transformer's own (`effects/clauses.py`)."""

        def cond_have(self, children: list[Any]) -> EffectCondition:
            """The Transformer's own (`effects/nouns.py`)."""

        def clause(self, children: list[Any]) -> Effect:
            """The Transformer's own (`transformer.py`)."""

        def cond_would(self, children: list[Any]) -> EffectCondition:
            """The Transformer's own (`effects/phrases.py`)."""

        def tokens_created_instead(self, children: list[Any]) -> Action:
            """The Transformer's own (`effects/sentence_shapes.py`)."""

        def act_quantity_becomes_amount(self, children: list[Any]) -> Action:
            """The Transformer's own (`effects/tally_shapes.py`)."""

    def redirect_damage_held(self, children: list[Any]) -> Action:
        """ "As long as ~ is untapped, all damage that would be dealt to you by artifacts is dealt to ~ instead.": the
        damage redirected (`redirect_damage`), held by the condition or the duration said first."""
        lead, rest = _lead(children)
        action = self.redirect_damage(rest)
        _hold(action, lead)
        action.span = span_of(children)
        return action

    def lure_held(self, children: list[Any]) -> list[Effect]:
        """ "As long as there are seven or more cards in your graveyard, all creatures able to block ~ do so.": the
        lure (`lure`), held by the condition or the duration said first."""
        lead, rest = _lead(children)
        effects = self.lure(rest)
        for action in effects:
            if isinstance(action, Action):
                _hold(action, lead)
                action.span = span_of(children)
        return effects

    def lure_after(self, children: list[Any]) -> list[Effect]:
        """ "As long as enchanted creature is green, it gets +1/+1 and all creatures able to block it do so.": the
        clauses before (as `sentence` joins them), then the lure."""
        at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "LURE")
        return [*self.sentence(children[: at - 1]), *self.lure(children[at:])]

    def lure_after_listed(self, children: list[Any]) -> list[Effect]:
        """ "As long as there are seven or more cards in your graveyard, all creatures able to block ~ do so.": the
        condition on the objects before the comma (`control`, `there_are`, as `clause_after_listed` reads it), then
        the lure it holds."""
        head, verb, listed = children[:3]
        condition = listed_condition(verb, listed, span_of([head, listed]))
        if head.type == "AS_LONG_AS":
            condition.test = f"as_long_as:{condition.test}"
        return self.lure_held([condition, *children[3:]])

    def act_quantity_becomes_instead(self, children: list[Any]) -> Action:
        """ "If you would lose the game, instead your life total becomes 20": the number set (`act_quantity_becomes`)
        in place of the event the condition names (`instead`)."""
        action = self.act_quantity_becomes(children)
        action.detail.append("instead")
        return action

    def act_number_some(self, children: list[Any]) -> Action:
        """ "scry a number of cards", "draw a number of cards equal to …": the verb, its amount "a number of" (`X`, as
        "a number of +1/+1 counters" counts them) unless what follows says it."""
        return make_action(children[0].value, children, amount=str(children[1].value))

    def clause_after_had(self, children: list[Any]) -> Effect:
        """ "As long as you have no cards in hand, Sliver creatures you control have …": the condition on what the
        player has (`cond_have`, as "if you have …" reads), the object after the comma the clause's subject."""
        head, who, has, listed, subject, *after = children
        condition = self.cond_have([who, has, listed])
        if head.type == "AS_LONG_AS":
            condition.test = f"as_long_as:{condition.test}"
        condition.span = span_of([head, listed])
        return self.clause([condition, Subject([subject]), *after])

    def cond_is_not_type(self, children: list[Any]) -> EffectCondition:
        """ "If that land was nonbasic": the subject is an object without the type (test `is`, as "if it's nonbasic"
        reads: what it is an object phrase of `not_types`)."""
        subject, _, lacking = children
        what = ObjectPhrase(EffectKind.OBJECT, "", span_of([lacking]), not_types=[str(lacking.value)])
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="is", about=[*subject, what])

    def cond_had_then_would(self, children: list[Any]) -> EffectCondition:
        """ "As long as you have no cards in hand, if a source you control would deal damage …,": both conditions hold
        (`both`, as two conditions before a clause are filed), what the player has (`as_long_as:have`) and the
        replacement's event (`would`)."""
        at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "IF")
        had = self.cond_have(children[1:at])
        had.test = f"as_long_as:{had.test}"
        had.span = span_of(children[:at])
        would = self.cond_would(children[at:])
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="both", about=[had, would])

    def tokens_created_instead_held(self, children: list[Any]) -> Action:
        """ "Until end of turn, if one or more tokens would be created under your control, twice that many of those
        tokens are created instead.": the tokens made instead (`tokens_created_instead`), for the duration said
        first."""
        lead, rest = _lead(children)
        action = self.tokens_created_instead(rest)
        _hold(action, lead)
        action.span = span_of(children)
        return action

    def cond_it_is_in(self, children: list[Any]) -> EffectCondition:
        """ "if it's in your graveyard": the object "it" names is in the zone (`is:<zone>`, as `cond_state` reads "if ~
        is in …", "it" its subject)."""
        said, _, zone = children
        start = said.start_pos
        it = Reference(EffectKind.REFERENCE, "", (start, start + len(said.text.split("'")[0])), refers="anaphora")
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"is:{zone.value}", about=[it])

    def act_have_quantity_become(self, children: list[Any]) -> Action:
        """ "you may have your life total become the number of charge counters on ~": the number set
        (`act_quantity_becomes_amount`, as "Your life total becomes …" reads), had done (`have`)."""
        action = self.act_quantity_becomes_amount(children[1:])
        action.detail.append("have")
        action.span = span_of(children)
        return action

    def in_reference(self, children: list[Any]) -> tuple[Any, ...]:
        """ "… card in it": the objects are in the zone the reference names (`in:<refers>`, the reference related)."""
        said = children[-1]
        it = Reference(EffectKind.REFERENCE, "", span_of([said]), refers=str(said.value))
        return ("qualifier", f"in:{said.value}", span_of(children), it)

    def event_is_tapped(self, children: list[Any]) -> TriggerEvent:
        """ "Whenever City of Brass is tapped": the event of its becoming tapped (`tap`, as "becomes tapped" reads)."""
        tapped = Action(EffectKind.ACTION, "", span_of(children), verb=Verb.TAP)
        set_actor(tapped, children[0])
        tapped.span = span_of(children)
        return TriggerEvent(EffectKind.EVENT, "", span_of(children), event=Verb.TAP, actions=[tapped])
