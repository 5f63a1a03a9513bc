"""Shapes that only the Spanish grammar (`grammar/effects-es.lark`) reads, where Spanish words leave to a neighbour
what English says with a word of its own. A mixin of the effect Transformer (`transformer.py`), whose methods Lark
finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.parts import Part, span_of, value_of


class SpanishShapeRules:
    """The methods of the rules only effects-es.lark adds (see the module docstring)."""

    def counted_one_or_more(self, children: list[Any]) -> Part:
        """ "una o más criaturas", "una o más criaturas objetivo": "una" (an article elsewhere) is the number one
        before "o más", the determiner the English "one or more creatures" reads (`number:1:or_more`, with "target"
        `target:1:or_more`)."""
        kind = "target" if value_of(children, "TARGET") else "number"
        return ("determiner", f"{kind}:1:or_more", span_of(children))
