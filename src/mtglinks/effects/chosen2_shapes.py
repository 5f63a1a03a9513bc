"""Shapes of more English sentences that refer to a choice (grammar/effects-en/9-chosen2.lark; issue #22, lane
chosen2: `chosen_ref` towards the effect tree). A mixin of the effect Transformer (`transformer.py`, through
`en_nodes_shapes.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import span_of
from mtglinks.kinds import EffectKind
from mtglinks.tree import EffectCondition


class Chosen2ShapeRules:
    """The methods of the rules of grammar/effects-en/9-chosen2.lark."""

    def chosen2_cond_have_stats(self, children: list[Any]) -> EffectCondition:
        """ "if any of those creatures have power or toughness equal to the chosen number": either number of the
        subject compared (as `cond_have_stat` tests one, "have:power:2:or_greater"), the test
        `have:power_or_toughness:<quantity>:<bound>`."""
        stats = [str(c.value) for c in children if isinstance(c, Token) and c.type == "STAT"]
        bound = next(str(c.value) for c in children if isinstance(c, Token) and c.type in ("COMPARE", "EQUAL_TO"))
        quantity = children[-1]
        test = f"have:{'_or_'.join(stats)}:{quantity[1]}:{bound}"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=list(children[0]))
