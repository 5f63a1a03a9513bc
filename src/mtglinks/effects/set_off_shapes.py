"""Shapes of the French grammar's block "words set off by commas, a copy's source on the battlefield"
(`grammar/effects-fr.lark`). A mixin of the effect Transformer (`transformer.py`, through `language_shapes.py`), whose
methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.parts import Part, span_of, value_of


class SetOffShapeRules:
    """The methods of the rules of that block (see the module docstring)."""

    def copied_place(self, children: list[Any]) -> Part:
        """ "n'importe quelle créature sur le champ de bataille" after "comme une copie de": where the copied
        permanent is, a qualifier of it as the English "any creature on the battlefield" (`on_battlefield`), not a
        zone the entering card would come from."""
        return ("qualifier", f"on_{value_of(children, 'ZONE')}", span_of(children))
