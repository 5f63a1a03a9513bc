"""Shapes of grammar/effects-en/8-round21-stops.lark: English constructions of the 2026 Oracle text whose reading
stopped in the grammar (issue #22, round 21, after `grammar_tail2_shapes.py`). A mixin of the effect Transformer
(`transformer.py`, through `NodeShapeRules`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Span, Subject, make_action, span_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Duration, Effect, EffectCondition, ObjectPhrase, PlayerPhrase, Reference

# the verbs after "an additional … life to": a spell cast, an ability activated
_COST_OF = frozenset({"cast", "activate"})
# the participles read as what a player did, before an object: the verbs of the 2026 Oracle text's conditions
_PAST_VERBS = frozenset({str(Verb.EXILE), str(Verb.REVEAL), str(Verb.CREATE)})


class Round21ShapeRules:
    """The methods of the rules of grammar/effects-en/8-round21-stops.lark (see the module docstring)."""

    if TYPE_CHECKING:  # the Transformer's own methods, which these call

        def clause(self, children: list[Any]) -> Effect:
            """The Transformer's own (`transformer.py`)."""

        def object_phrase(self, children: list[Any]) -> ObjectPhrase | Reference:
            """The Transformer's own (`effects/nouns.py`)."""

        def determiner(self, children: list[Any]) -> tuple[str, str, Span]:
            """The Transformer's own (`effects/nouns.py`)."""

    def act_gain_this_ability(self, children: list[Any]) -> Action:
        """ "It perpetually gains this ability.": the ability being read, gained (`keyword:this_ability`, as "loses
        this ability" reads)."""
        return Action(EffectKind.ACTION, "", span_of(children), verb=Verb.GAIN_ABILITY, detail=["keyword:this_ability"])

    def act_draw_another(self, children: list[Any]) -> Action:
        """ "draw another card": one card more (amount 1, detail `another`)."""
        noun = children[2]
        if noun.value != "card":
            refuse(f'"another {noun.text}" drawn')
        return make_action(Verb.DRAW, children, amount="1", detail=["another"])

    def act_cost_life(self, children: list[Any]) -> Action:
        """ "~ costs 3 life more to cast": a cost raised in life (amount the number, detail the change and `life`, as
        "pay 3 life" reads amount 3, detail `life`)."""
        _, number, _, change = children
        return make_action(Verb.MODIFY_COST, children, amount=str(number.value), detail=[str(change.value), "life"])

    def act_cost_life_additional(self, children: list[Any]) -> Action:
        """ "cost an additional 3 life to cast", "cost an additional 1 life to activate": the same, said before the
        verb (detail `more`, `life`)."""
        _, det, number, _, _, verb = children
        if det.value != "additional" or verb.value not in _COST_OF:
            refuse(f'"{det.text} … life to {verb.text}"')
        return make_action(Verb.MODIFY_COST, children, amount=str(number.value), detail=["more", "life"])

    def act_enter_as(self, children: list[Any]) -> Action:
        """ "~ enters as a 5/2 creature with haste", "it enters as a creature": what the permanent is as it enters
        (detail `as`, the object what it is; as "enters as a copy of …" reads `as_copy`)."""
        what = children[2]
        if not isinstance(what, ObjectPhrase):
            refuse('a reference after "enters as"')
        return make_action(Verb.ENTER, children, detail=["as"], zone_to="battlefield")

    def clause_for_each_object(self, children: list[Any]) -> Effect:
        """ "For each card discarded this way, creatures you control get +1/+0 until end of turn.": the condition
        `for_each` over the first object (`cond_for_each`), the object after the comma the clause's subject."""
        head, first, subject, *after = children
        condition = EffectCondition(EffectKind.CONDITION, "", span_of([head, first]), test="for_each", about=[first])
        return self.clause([condition, Subject([subject]), *after])

    def act_put_counted_of_them(self, children: list[Any]) -> Action:
        """ "they put one on the bottom of your library": so many of the objects named before (an object counted,
        determiner `of`, qualifier `of:anaphora`, as "one of them" reads), put in the zone."""
        number = children[1]
        them = ObjectPhrase(EffectKind.OBJECT, "", span_of([number]), determiner="of", count=str(number.value))
        them.qualifiers = ["of:anaphora"]
        return make_action(Verb.PUT, [children[0], them, *children[2:]])

    def act_remove_all_of_them(self, children: list[Any]) -> Action:
        """ "remove all of them (from it)": every counter named before (amount `all`, detail `of:anaphora`), the object
        after "from" what they are on."""
        ref = children[3]
        if ref.value != "anaphora":
            refuse(f'"all of {ref.text}" removed')
        return make_action(Verb.REMOVE_COUNTER, children, amount="all", detail=["of:anaphora"])

    def cond_did_participle(self, children: list[Any]) -> EffectCondition:
        """ "if you created a token this turn", "unless you revealed a Dragon card this way": an event that happened
        (`cond_did`), the verb the participle's (refused where the participle is no verb)."""
        player, participle, article, *rest = children
        if str(participle.value) not in _PAST_VERBS:
            refuse(f'"{participle.text}" as what a player did')
        when = [rest.pop()] if isinstance(rest[-1], Token) and rest[-1].type == "DURATION" else []
        what = self.object_phrase([self.determiner([article]), *rest])
        action = make_action(Verb(str(participle.value)), [participle, what])
        action.actor = PlayerPhrase(EffectKind.PLAYER, "", span_of([player]), who=str(player.value))
        for lasting in when:  # "this turn"
            action.duration = Duration(EffectKind.DURATION, "", span_of([lasting]), until=str(lasting.value))
        action.span = span_of(children)
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="did", about=[action])

    def with_lesser_than(self, children: list[Any]) -> tuple[str, str, Span]:
        """ "with lesser mana value than it": less (or greater) than the object referred to (qualifier
        `lesser:mana_value:than:anaphora`, `greater:mana_value:than:self`)."""
        _, lesser, stat, _, whom = children
        return ("qualifier", f"{lesser.value}:{stat.value}:than:{whom.value}", span_of(children))
