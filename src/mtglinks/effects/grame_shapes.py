"""Shapes of grammar/effects-en/9-grame.lark: English constructions of the 2026 Oracle text whose reading stopped in
the grammar at a token named from O on, or at the end of the sentence (issue #22, round 23, after `gramb_shapes.py`).
A mixin of the effect Transformer (`transformer.py`, through `NodeShapeRules`), whose methods Lark finds by the rules'
names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Part, Span, apply_suffix, make_action, span_of, tokens_of, under_control
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Choice, Duration, Effect, EffectCondition, ObjectPhrase, Reference


class GrameShapeRules:
    """The methods of the rules of grammar/effects-en/9-grame.lark (see the module docstring)."""

    if TYPE_CHECKING:  # the Transformer's own methods, which these call

        def redirect_damage(self, children: list[Any]) -> Action:
            """The Transformer's own (`effects/clauses.py`)."""

        def reference(self, children: list[Any]) -> Reference:
            """The Transformer's own (`effects/phrases.py`)."""

    def grame_pay_half_life(self, children: list[Any]) -> Action:
        """ "Pay half your life, rounded up.": life paid (`pay`, detail `life`, as "Pay 2 life" reads), the amount half
        the player's life and how it is rounded (as "loses half their life, rounded up" reads)."""
        rounded = tokens_of(children, "ROUNDED")
        amount = f"half:{rounded[0].value}" if rounded else "half"
        return make_action(Verb.PAY, children, amount=amount, detail=["life"])

    def grame_choose_one_opponent(self, children: list[Any]) -> Choice:
        """ "choose one of your opponents", "chooses one of their opponents": an opponent chosen (as "choose an
        opponent" reads, the choice `opponent`); refused for other players ("one of those players")."""
        named = children[3:]
        last = named[-1]
        if not (isinstance(last, Token) and str(last.value).endswith(("opponent", "opponents"))):
            refuse(f'"one of {" ".join(str(t.text) for t in named)}"')
        return Choice(EffectKind.CHOICE, "", span_of(children), what="opponent")

    def grame_as_resolves(self, children: list[Any]) -> Part:
        """ "… where X is ~'s power as this ability resolves": when the number is counted (rule 608.2h), a detail of
        the action (`counted:as_resolves`)."""
        return ("detail", f"counted:{children[0].value}", span_of(children))

    def grame_return_under_control(self, children: list[Any]) -> Action:
        """ "return that card under your control": to the battlefield, the one zone where a player controls an object
        (rule 108.4), as "return that card to the battlefield under your control" reads (`act_return`)."""
        action = make_action(Verb.RETURN, children, zone_to="battlefield")
        action.detail.extend(under_control(children))
        return action

    def grame_cond_did_and_would(self, children: list[Any]) -> EffectCondition:
        """ "If you cast it this way and it would be put into your graveyard, …": the condition first said (`did`,
        `did_this_way`…) and the replaced event (`would`, as "If ~ would die" reads), both to hold (`and`)."""
        at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "AND")
        would: EffectCondition = self.cond_would(children[at + 1 : -1])  # type: ignore[attr-defined]
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="and", about=[children[1], would])

    def grame_become_chosen_in_addition(self, children: list[Any]) -> Action:
        """ "becomes the creature type of your choice in addition to its other types": the type chosen (the object, a
        reference to the choice, as "becomes the creature type of your choice" reads), kept with the others (detail
        `in_addition`); refused for another qualifier."""
        become, chosen, what = children
        if what.value != "in_addition":
            refuse(f'"{what.text}" after what an object becomes')
        return make_action(Verb.BECOME, [become, self.reference([chosen]), what], detail=["in_addition"])

    def grame_unless_either(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "… unless you revealed a Dragon card this way or you control a Dragon": either condition stops the action
        (`unless:any`, about the two conditions as "unless …" reads each: `unless:did`, `unless:control`)."""
        _, first, _, second = children
        about: list[Effect] = [first, second]
        for condition in (first, second):
            condition.test = f"unless:{condition.test}"
        span = span_of(children)
        return ("condition", EffectCondition(EffectKind.CONDITION, "", span, test="unless:any", about=about), span)

    def grame_cond_most_or_tied(self, children: list[Any]) -> EffectCondition:
        """ "if it has the least power or is tied for least power among creatures on the battlefield": the subject has
        the most (or least) of the value, or shares it (`has:least:power:or_tied`, as "with the least power" reads its
        qualifier); what it is compared among, related (as "tied for least power among …" reads). Refused where the
        tie names another extreme than the first ("the least power or is tied for greatest")."""
        subject, _, most, value, *rest = children
        tied = next(t for t in rest if isinstance(t, Token) and t.type == "STATUS")
        if not str(tied.value).startswith(f"tied_for_{most.value}"):
            refuse(f'"{most.text}" and "{tied.text}"')
        about: list[Effect] = list(subject)
        about.extend(c for c in rest if isinstance(c, ObjectPhrase))
        test = f"has:{most.value}:{value.value}:or_tied"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=about)

    def grame_it_is_goaded(self, children: list[Any]) -> Action:
        """ "it's goaded for the rest of the game": goaded for a time (rule 701.15b), as "Goad it" reads (`goad`, the
        object "it"), the suffix's duration or condition kept; refused for another state ("it's attacking …")."""
        condition = children[0] if isinstance(children[0], EffectCondition) else None
        it_is, state, *suffixes = children[1:] if condition is not None else children
        if state.value != "goaded":
            refuse(f'"it\'s {state.text}" with a duration')
        it = Reference(EffectKind.REFERENCE, "", span_of([it_is]), refers="anaphora")
        action = make_action(Verb.GOAD, [[it], state], condition=condition)
        for suffix in suffixes:
            if isinstance(suffix, Token) and suffix.type == "DURATION":
                action.duration = Duration(EffectKind.DURATION, "", span_of([suffix]), until=str(suffix.value))
            else:
                apply_suffix(action, suffix)
        action.span = span_of(children)
        return action

    def grame_redirect_next(self, children: list[Any]) -> Action:
        """ "The next 2 damage that a source of your choice would deal to you … this turn is dealt to any target
        instead.": as `redirect_damage` reads "The next 1 damage that would be dealt to ~ …", the chosen source the
        actor of the damage as it would be dealt (the groups in its order: to whom, by what, to whom instead)."""
        groups = [c for c in children if isinstance(c, list)]
        source, whom, instead = groups
        rest = [c for c in children if not isinstance(c, list)]
        head = [c for c in rest if isinstance(c, Token) and c.type in ("THE_NEXT", "NUM", "DAMAGE")]
        tail = [c for c in rest if isinstance(c, Token) and c.type in ("DURATION", "DEALT")]
        return self.redirect_damage([*head, whom, source, *tail, instead, children[-1]])
