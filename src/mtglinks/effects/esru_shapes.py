"""Shapes of the Spanish and Russian sentences that refer to the cards another ability exiled, read so that
`the_exiled_card` can be read from the effect tree (issue #23; grammar/effects-es/9-esru.lark). A mixin of the effect
Transformer (through `es_more_shapes.SpanishMoreShapeRules`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.parts import make_action, tokens_of
from mtglinks.kinds import Verb
from mtglinks.tree import Action


class EsRuShapeRules:
    """The methods of the rules of grammar/effects-es/9-esru.lark."""

    def act_dealt_bound_es(self, children: list[Any]) -> Action:
        """ "un oponente recibió 7 o más puntos de daño este turno" (the English "an opponent was dealt 7 or more
        damage this turn", `act_dealt`): damage dealt to the subject, its amount the number and the bound `or_more`
        (after a number "o más" is OR_LESS's "or greater", lang/es AFTER)."""
        number = tokens_of(children, "NUM")[0]
        action = make_action(Verb.DEALT_DAMAGE, children, amount=str(number.value))
        bound = tokens_of(children, "OR_LESS")[0]
        action.detail.append("or_more" if bound.value == "or_greater" else str(bound.value))
        return action
