"""Shapes of grammar/effects-en/4-kept-on-self.lark: old printed English that kept cards on or under the object itself
("put the top five cards of your library face down on Duplicity", "put them face down under Mangara's Tome") where
today's text exiles them with it. A mixin of the effect Transformer (`transformer.py`), whose methods Lark finds by the
rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import make_action
from mtglinks.kinds import Verb
from mtglinks.tree import Action


class KeptShapeRules:
    """The methods of the rules of grammar/effects-en/4-kept-on-self.lark (see the module docstring)."""

    def act_put_kept(self, children: list[Any]) -> Action:
        """ "put that card face up under ~": a put of the objects onto the object itself, where the cards are kept in
        the detail (`kept:under_self`, `kept:on_self`) after how they lie (`face_down`, `face_up`, as "put it onto the
        battlefield face down" reads); the linker reads it as the exile of the cards its other abilities name
        (`features/queries.py`)."""
        tokens = [c for c in children if isinstance(c, Token)]
        lie = [str(t.value) for t in tokens if t.type == "TAPPED"]
        where = next(t for t in tokens if t.type in ("ON", "UNDER"))
        return make_action(Verb.PUT, children, detail=[*lie, f"kept:{where.type.lower()}_self"])
