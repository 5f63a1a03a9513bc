"""Shapes of grammar/effects-en/8-lex-lz.lark: English words of the twenty-first round's list (issue #22, the words
beginning l–z) that needed a shape of their own: ownership exchanged ("Exchange ownership of the revealed card and
~."). A mixin of the effect Transformer (`transformer.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.parts import make_action
from mtglinks.kinds import Verb
from mtglinks.tree import Action


class LexLzShapeRules:
    """The methods of the rules of grammar/effects-en/8-lex-lz.lark (see the module docstring)."""

    def act_exchange_ownership(self, children: list[Any]) -> Action:
        """ "Exchange ownership of the revealed card and ~.": the objects whose owners are exchanged (the verb
        exchange, as "exchange control of" reads its objects, detail `ownership`)."""
        return make_action(Verb.EXCHANGE, children, detail=["ownership"])
