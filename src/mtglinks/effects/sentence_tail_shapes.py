"""Shapes of grammar/effects-en/5-sentence-tail.lark: English constructions that kept sentences of the 2026 Oracle text
untyped after the lanes before (issue #22): the creatures a player attacks with, named after who is attacked. A mixin of
the effect Transformer (`transformer.py`, through `NodeShapeRules`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import file_part
from mtglinks.effects.parts import make_action, span_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, ObjectPhrase


class SentenceTailShapeRules:
    """The methods of the rules of grammar/effects-en/5-sentence-tail.lark (see the module docstring)."""

    def act_attack_with_attackers(self, children: list[Any]) -> Action:
        """ "attacks you with one or more creatures", "attack a player or planeswalker with one or more creatures with
        power 1 or less": who is attacked the action's first objects, then the creatures attacked with (one or more,
        with their qualifiers), as "you attack with one or more creatures" reads them; detail `with`."""
        at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "ATTACKERS_WITH")
        word: Token = children[at]
        attackers = ObjectPhrase(
            EffectKind.OBJECT, "", span_of(children[at:]), determiner="number", count="1:or_more", types=[word.value]
        )
        for post in children[at + 1 :]:
            file_part(attackers, post)
        action = make_action(Verb.ATTACK, children[:at], detail=["with"])
        action.objects.append(attackers)
        action.span = span_of(children)
        return action
