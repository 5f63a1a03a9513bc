"""Shapes of "autant de blessures que sa force", rules of the French grammar's block "word orders and older wordings
read as the English Oracle reads them" (`grammar/effects-fr.lark`). A mixin of the effect Transformer (`transformer.py`,
as a base of `set_off_shapes.SetOffShapeRules`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.tree import Action


class AsMuchAsShapeRules:
    """The methods of those rules (see the module docstring)."""

    def act_damage_as_much_as(self, children: list[Any]) -> Action:
        """ "inflige autant de blessures que sa force à …": "autant … que" is "as much … as", the damage the quantity
        after "que", as the English "deals damage equal to its power to …" reads (`act_damage`, with no count of its
        own)."""
        much = children[1]
        if not (isinstance(much, Token) and much.type == "THAT_MANY"):
            refuse(f'"{getattr(much, "text", much)}" before a damage equal to a quantity')
        rest = [children[0], *children[2:]]
        action: Action = self.act_damage(rest)  # type: ignore[attr-defined]
        return action
