"""Shapes of English card text added in the fifth round's sprint (lane en-tail-b), where the grammar stopped at a word
of its own ("each", "all", …). A mixin of the effect Transformer (`transformer.py`), whose methods Lark finds by the
rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Detail, span_of


class TailBShapeRules:
    """The methods of the rules of the grammar's block "en-tail-b" (see the module docstring)."""

    def keyword_from_every_color(self, children: list[Any]) -> Detail:
        """ "protection from each color", "protection from all colors": protection from every one of the five
        colors (rule 702.16), one value for both wordings ("keyword:protection:from:each_color")."""
        if children[-1].value != "color":
            refuse(f'"from {children[2].text}" and a noun other than a color')
        return Detail([f"keyword:{children[0].value}:from:each_color"], span_of(children))
