"""The restrictions of English abilities read as their own nodes: the only time a spell may be cast, before a step
("Cast ~ only before the combat damage step."), as "Cast ~ only during combat" reads, or any time a sorcery could be
cast ("Each opponent can cast spells only any time they could cast a sorcery."). A mixin of the effect
Transformer, whose methods Lark finds by the rules' names (grammar/effects-en.lark, its block "restrictions of when a
spell may be cast")."""

from __future__ import annotations

from typing import Any

from mtglinks.effects.parts import Span, Subject, set_actor, span_of, tokens_of
from mtglinks.kinds import EffectKind
from mtglinks.tree import Action, EffectCondition


class RestrictionShapeRules:
    """Transformer methods of the restrictions of casting (see the module docstring)."""

    def before_only(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "Cast ~ only before the combat damage step": the only time the action is allowed (`only_before:…`, as
        `during_only` files `only_during:…`)."""
        span = span_of(children)
        node = EffectCondition(EffectKind.CONDITION, "", span, test=f"only_before:{children[-1].value}")
        return ("condition", node, span)

    def cond_would_during(self, children: list[Any]) -> EffectCondition:
        """ "If an opponent would lose life during your turn, …": the replaced event and its turn (`would:during:…`,
        as `cond_would_while` files a step)."""
        action = next(c for c in children if isinstance(c, Action))
        set_actor(action, next(c for c in children if isinstance(c, Subject)))
        during = tokens_of(children, "DURING")[0]
        test = f"would:during:{during.value}"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=[action])

    def any_time_only(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "can cast spells only any time they could cast a sorcery": the only time the action is allowed
        (`only_any_time:sorcery`, as `before_only` files `only_before:…`)."""
        span = span_of(children)
        node = EffectCondition(EffectKind.CONDITION, "", span, test=f"only_any_time:{children[-1].value}")
        return ("condition", node, span)
