"""Shapes of English conditions said first, more of them (grammar/effects-en/2-conditions-more.lark, issue #22): either
of two events, each with its subject. A mixin of the effect Transformer (`transformer.py`), whose methods Lark finds by
the rules' names."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import Subject, span_of
from mtglinks.kinds import EffectKind
from mtglinks.tree import Action, Effect, EffectCondition


def _either(about: list[Effect], children: list[Any]) -> EffectCondition:
    """Either condition holds (test `any`, as "if you do or if …" reads)."""
    return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="any", about=about)


class ConditionMoreShapeRules:
    """The methods of the rules of grammar/effects-en/2-conditions-more.lark (see the module docstring)."""

    if TYPE_CHECKING:

        def cond_did(self, children: list[Any]) -> EffectCondition:
            """The Transformer's own (`effects/phrases.py`)."""

    def cond_did_or_event(self, children: list[Any]) -> EffectCondition:
        """ "if it entered from your graveyard or you cast it from your graveyard": either event happened, each with
        its subject (two conditions `did`)."""
        split = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "OR_EVENT")
        first, second = self.cond_did(children[:split]), self.cond_did(children[split + 1 :])
        return _either([first, second], children)

    def cond_did_or_cast(self, children: list[Any]) -> EffectCondition:
        """ "if one or more of them entered from a graveyard or was cast from a graveyard": the event, or the same
        subject cast from the zone (the condition `paid:cast:from:<zone>`, as "if ~ was cast from your hand" reads)."""
        subject = next(c for c in children if isinstance(c, Subject))
        split = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "OR_CLAUSE")
        first = self.cond_did(children[:split])
        paid, zone = children[split + 1], children[-1]
        test = f"paid:{paid.value}:from:{zone.value}"
        second = EffectCondition(EffectKind.CONDITION, "", span_of(children[split + 1 :]), test=test, about=list(subject))
        assert isinstance(first.about[0], Action)
        return _either([first, second], children)
