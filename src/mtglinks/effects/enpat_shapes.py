"""Shapes of grammar/effects-en/9-enpat.lark: English sentences that name the cards exiled before (issue #22, lane
enpat: the kinds `the_exiled_card` and `exiled_with_self` read from the effect tree). A mixin of the effect Transformer
(`transformer.py`, through `NodeShapeRules`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.parts import Part, span_of


class EnpatShapeRules:
    """The methods of the rules of grammar/effects-en/9-enpat.lark (see the module docstring)."""

    def enpat_using_unused(self, children: list[Any]) -> Part:
        """ "… using an introduction you haven't used this game": an option of a kind used once a game, the action's
        detail `using:unused:<kind>` (as "using teamwork" reads `using:teamwork`)."""
        return ("detail", f"using:unused:{children[1].value}", span_of(children))
