"""Shapes of grammar/effects-en/8-lex-ak.lark: English words the lexicon lacked, a to k (issue #22, the twenty-first
round), that needed a shape of their own: the players who chose one option of a choice made before ("For each player
who chose fame, …"). A mixin of the effect Transformer (`transformer.py`), whose methods Lark finds by the rules'
names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.parts import span_of
from mtglinks.kinds import EffectKind
from mtglinks.tree import EffectCondition


class LexAkShapeRules:
    """The methods of the rules of grammar/effects-en/8-lex-ak.lark (see the module docstring)."""

    def cond_for_each_who_chose(self, children: list[Any]) -> EffectCondition:
        """ "For each player who chose fame, …": the action done once per player who chose that option, the condition
        `for_each_player_who_chose:<option>`."""
        return EffectCondition(
            EffectKind.CONDITION, "", span_of(children[:2]), test=f"for_each_player_who_chose:{children[1].value}"
        )
