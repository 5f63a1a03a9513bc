"""Shapes of grammar/effects-en/9-lexa.lark: English words of the twenty-second round's list (issue #22, the words
beginning with a non-letter or a to l) that needed a shape of their own: cards a deck may include regardless of its
commander's color identity ("you may include instant and sorcery cards of any color in your deck regardless of color
identity"). A mixin of the effect Transformer (`transformer.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.parts import make_action
from mtglinks.kinds import Verb
from mtglinks.tree import Action


class LexaShapeRules:
    """The methods of the rules of grammar/effects-en/9-lexa.lark (see the module docstring)."""

    def lexa_deck_include(self, children: list[Any]) -> Action:
        """ "include instant and sorcery cards of any color in your deck regardless of color identity": the cards a
        deck may hold, a deck-building rule (the verb deck_limit, as "A deck can have any number of cards named ~."
        reads; detail `include:<where>`, the words after the objects)."""
        return make_action(Verb.DECK_LIMIT, children[:-1], detail=[f"include:{children[-1].value}"])
