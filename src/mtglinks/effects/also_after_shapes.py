"""Shapes of "aussi" after the verb, rules of the French grammar's block "word orders and older wordings read as the
English Oracle reads them" (`grammar/effects-fr.lark`). A mixin of the effect Transformer (`transformer.py`, as a base
of `set_off_shapes.SetOffShapeRules`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import make_action
from mtglinks.kinds import Verb
from mtglinks.tree import Action


def _without_also(children: list[Any]) -> list[Any]:
    return [c for c in children if not (isinstance(c, Token) and c.type == "ALSO")]


class AlsoAfterShapeRules:
    """The methods of those rules (see the module docstring)."""

    def act_gain_ability_also(self, children: list[Any]) -> Action:
        """ "acquièrent aussi l'initiative": the abilities gained, "also" in the detail after them, as the English
        "also gain first strike" reads (`act_gain_ability` with the clause's adverb)."""
        return make_action(Verb.GAIN_ABILITY, _without_also(children), detail=[*children[-1], "also"])

    def act_object_also(self, children: list[Any]) -> Action:
        """ "régénérez aussi chaque autre créature": the verb and its objects, "also" in the detail (`act_object`
        with the clause's adverb)."""
        action = make_action(children[0].value, _without_also(children))
        action.detail.append("also")
        return action
