"""Shapes that only the French grammar (`grammar/effects-fr.lark`, its round-9 block) reads. A mixin of the effect
Transformer (`transformer.py`, through `language_shapes.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import span_of
from mtglinks.kinds import EffectKind
from mtglinks.tree import EffectCondition, ObjectPhrase, Reference, TriggerEvent


class FrenchShapeRules:
    """The methods of the rules the French grammar's round-9 block adds (see the module docstring)."""

    def cond_paid_cost_of(self, children: list[Any]) -> EffectCondition:
        """ "Si vous avez payé le coût de kick de {1}{U}": which of the kicker costs was paid, as the English "if it
        was kicked with its {1}{U} kicker" reads ("paid:kicked:{1}{U}")."""
        keyword, symbols = children[0], children[-1]
        paid = "kicked" if keyword.value == "kicker" else str(keyword.value)
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"paid:{paid}:{symbols.value}")

    def event_either_that(self, children: list[Any]) -> TriggerEvent:
        """ "vous lancez un sort bleu ou qu'une île arrive sur le champ de bataille": one trigger waiting for either
        subject's event (as `event_either` reads "~ enters or the creature it haunts dies"), the second subject's
        article ("qu'une", a) in the joining token."""
        at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "OR_THAT")
        second = children[at + 1]
        for node in second[:1]:
            if isinstance(node, ObjectPhrase) and node.determiner is None:
                node.determiner = str(children[at].value)
        first: TriggerEvent = self.event(children[:at])  # type: ignore[attr-defined]
        then: TriggerEvent = self.event(children[at + 1 :])  # type: ignore[attr-defined]
        return TriggerEvent(
            EffectKind.EVENT, "", span_of(children), event=first.event, actions=[*first.actions, *then.actions]
        )

    def owned_object_after(self, children: list[Any]) -> ObjectPhrase | Reference:
        """ "le total de points de vie du joueur ciblé": the object of a player named after it, as the English
        "target player's life total" reads (`owned_object`: determiner possessive, "of:target_player")."""
        owner = self.player(children[-1:])  # type: ignore[attr-defined]
        node: ObjectPhrase | Reference = self.owned_object([owner, children[-2], *children[:-2]])  # type: ignore[attr-defined]
        return node
