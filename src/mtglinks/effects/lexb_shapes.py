"""Shapes of grammar/effects-en/9-lexb.lark: English words of the twenty-second round's list (issue #22, the words
beginning m–z) that needed a shape of their own: a rule of the game said whole as a predicate ("you may reselect which
player ~ is attacking"). A mixin of the effect Transformer (`transformer.py`), whose methods Lark finds by the rules'
names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.parts import make_action
from mtglinks.tree import Action


class LexbShapeRules:
    """The methods of the rules of grammar/effects-en/9-lexb.lark (see the module docstring)."""

    def lexb_rule(self, children: list[Any]) -> Action:
        """ "reselect which player ~ is attacking", "choose an additional mode": the verb and what it does
        (`<verb>:<detail>`, as a FIXED_CLAUSE sentence reads), negated when the detail says `not_`."""
        verb, detail = children[0].value.split(":", 1)
        return make_action(verb, children, negated=detail.startswith("not_"), detail=[detail])
