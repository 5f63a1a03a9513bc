"""Shapes of the French grammar's block "words set off by commas, a copy's source on the battlefield"
(`grammar/effects-fr.lark`). A mixin of the effect Transformer (`transformer.py`, through `language_shapes.py`), whose
methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import Part, objects_of, span_of, tokens_of, value_of
from mtglinks.tree import Action, ObjectPhrase


class SetOffShapeRules:
    """The methods of the rules of that block (see the module docstring)."""

    def copied_place(self, children: list[Any]) -> Part:
        """ "n'importe quelle créature sur le champ de bataille" after "comme une copie de": where the copied
        permanent is, a qualifier of it as the English "any creature on the battlefield" (`on_battlefield`), not a
        zone the entering card would come from."""
        return ("qualifier", f"on_{value_of(children, 'ZONE')}", span_of(children))

    def act_damage_among(self, children: list[Any]) -> Action:
        """ "~ inflige 3 blessures réparties comme vous le désirez entre une, deux ou trois cibles": damage divided
        among the numbers of targets offered, read as the English "among one, two, or three targets" (the targets'
        count "1_or_2_or_3"); the numbers offered are not the damage dealt."""
        at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "DIVIDED")
        offered = [str(t.value) for t in tokens_of(children[at + 1 :], "NUM")]
        rest = [c for c in children[at + 1 :] if not isinstance(c, Token)]
        action: Action = self.act_damage([*children[: at + 1], *rest])  # type: ignore[attr-defined]
        action.span = span_of(children)
        last = next((o for o in objects_of(rest) if isinstance(o, ObjectPhrase)), None)
        if last is not None and last.count:
            last.count = "_or_".join([*offered, last.count])
        return action
