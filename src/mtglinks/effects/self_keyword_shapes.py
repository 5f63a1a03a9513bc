"""Shapes of the Spanish grammar's block "the card's keyword in older words with a bound after it"
(`grammar/effects-es.lark`). A mixin of the effect Transformer (`transformer.py`, as a base of
`es_more_shapes.SpanishMoreShapeRules`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.parts import make_action
from mtglinks.kinds import Verb
from mtglinks.tree import Action


class SelfKeywordShapeRules:
    """The methods of the rules of that block (see the module docstring)."""

    def act_self_keyword_es(self, children: list[Any]) -> Action:
        """ "es indestructible" with a bound after it ("mientras …", "este turno"): the keyword the card has while the
        bound holds, read as the English "has indestructible as long as …" (`act_gain_ability`'s nodes)."""
        return make_action(Verb.GAIN_ABILITY, children, detail=[f"keyword:{children[0].value}"])
