"""Shapes of "au hasard" before the object, rules of the French grammar's block "word orders and older wordings read as
the English Oracle reads them" (`grammar/effects-fr.lark`). A mixin of the effect Transformer (`transformer.py`, as a
base of `set_off_shapes.SetOffShapeRules`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.parts import make_action
from mtglinks.tree import Action, ObjectPhrase


class RandomFirstShapeRules:
    """The methods of those rules (see the module docstring)."""

    def act_random_first(self, children: list[Any]) -> Action:
        """ "révèle au hasard une carte de sa main": the verb and its object, "at random" a qualifier of the object, as
        the English "reveals a card at random from their hand" reads (`at_random_object`)."""
        verb, _random, *rest = children
        action = make_action(verb.value, [verb, *rest])
        first = next((o for o in action.objects if isinstance(o, ObjectPhrase)), None)
        if first is not None:
            first.qualifiers.append("random")
        return action
