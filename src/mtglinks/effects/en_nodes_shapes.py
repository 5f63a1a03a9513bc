"""Shapes of grammar/effects.lark for English card text (its block "en-nodes"): stickers put on permanents, a choice
made secretly, cards separated into piles, a number added to a die's result, a row of keywords. A mixin of the
effect Transformer (`transformer.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import make_action, span_of, tokens_of
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Choice, Effect


class NodeShapeRules:
    """The methods of the rules of the block "en-nodes" (see the module docstring)."""

    def act_put_sticker(self, children: list[Any]) -> Action:
        """ "put a name sticker on it": the sticker's kind (`sticker:name`, `sticker:any` for "a sticker") in the
        detail, the object it goes on the action's object."""
        kinds = [f"sticker:{t.value}" for t in tokens_of(children, "STICKER")]
        return make_action(Verb.PUT_STICKER, children, detail=kinds)

    def act_secretly(self, children: list[Any]) -> Effect:
        """ "secretly choose an opponent": the choice (or action), marked `secretly` (its options or its detail)."""
        node: Effect = children[-1]
        if isinstance(node, Choice):
            node.options.append("secretly")
        elif isinstance(node, Action):
            node.detail.append("secretly")
        node.span = span_of(children)
        return node

    def act_separate(self, children: list[Any]) -> Action:
        """ "separates those cards into two piles": the objects separated, the piles (`piles:two`,
        `piles:face_down_and_face_up`) in the detail."""
        piles = next(t for t in children if isinstance(t, Token) and t.type == "PILES")
        return make_action(Verb.SEPARATE, children, detail=[f"piles:{piles.value}"])

    def act_add_to_roll(self, children: list[Any]) -> Action:
        """ "… and add the number of cards in your hand" (after a die is rolled): a number added to the result,
        the verb `roll` with detail `add` and the amount (as "equal to the number of …" reads)."""
        rest = children[1:]
        is_stat = isinstance(rest[0], Token) and rest[0].type == "THE"
        amount = self.stat_of(rest) if is_stat else self.quantity(rest)  # type: ignore[attr-defined]
        return make_action(Verb.ROLL, [children[0], amount], detail=["add"])

    def keyword_line(self, children: list[Any]) -> list[Effect]:
        """ "Deathtouch", "Exalted, exalted" alone as a sentence (a sticker's or a level's row): the object has
        them, as "~ has deathtouch" reads (its actor the object the row is printed on, unsaid)."""
        keywords = children[0]
        return [make_action(Verb.GAIN_ABILITY, children, detail=list(keywords))]
