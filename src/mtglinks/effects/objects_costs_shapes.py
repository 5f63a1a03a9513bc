"""Shapes of grammar/effects-en/2-objects-more.lark: objects, costs and counted nouns in English wordings (a token
named before what it is). A mixin of the effect Transformer (`transformer.py`, by way of `en_nodes_shapes.py`), whose
methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import make_action, span_of
from mtglinks.kinds import Verb
from mtglinks.tree import Action, ObjectPhrase


class ObjectsCostsShapeRules:
    """The methods of the rules of grammar/effects-en/2-objects-more.lark (see the module docstring)."""

    def act_create_named(self, children: list[Any]) -> Action:
        """ "create Marit Lage, a legendary 20/20 black Avatar creature token with flying": the token created, its
        name its qualifier `named:<the name>`, as "… token named Marit Lage" reads."""
        verb, name, *rest = children
        action = make_action(Verb.CREATE, [verb, *rest], zone_to="battlefield")
        tokens = [o for o in action.objects if isinstance(o, ObjectPhrase) and "token" in o.types]
        if len(tokens) != 1:
            refuse("a name said before something other than one token")
        tokens[0].qualifiers.append(f"named:{name.value}")
        action.span = span_of(children)
        return action
