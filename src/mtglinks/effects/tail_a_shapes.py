"""Sentence shapes read where the effect grammar used to stop at ".", the end of the sentence, ",", "—" or
"then" (the en-tail-a block at the end of `grammar/effects.lark`). A mixin of the effect Transformer
(`transformer.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import span_of
from mtglinks.kinds import EffectKind
from mtglinks.tree import Choice, Effect, EffectCondition


class TailAShapeRules:
    """The methods of the en-tail-a rules (see the module docstring)."""

    def choose_two(self, children: list[Any]) -> list[Effect]:
        """ "As ~ enters, choose a color and a creature type.": one choice per value, each made when the
        condition says (both are chosen together, so both hold the same condition)."""
        condition = next((c for c in children if isinstance(c, EffectCondition)), None)
        verb = next(c for c in children if isinstance(c, Token) and c.type == "CHOOSE")
        choices = [c for c in children if isinstance(c, Token) and c.type == "CHOICE"]  # the second "and …"
        nodes: list[Effect] = []
        for n, choice in enumerate(choices):
            words = [verb, choice] if n == 0 else [choice]  # the second: "and a creature type"
            node = Choice(EffectKind.CHOICE, "", span_of(words), what=choice.value, condition=condition)
            nodes.append(node)
        return nodes

    def act_choose_mode_limited(self, children: list[Any]) -> Choice:
        """ "choose one that hasn't been chosen this turn —" (a mode not chosen yet within that time), "choose one
        at random —" (the mode picked at random): the choice of a mode with its limit among its options."""
        choice, limit = children[1], children[2]
        if limit.type == "AT_RANDOM":
            option = "at_random"
        else:  # "one that hasn't been chosen" (the choice's own words) within "this turn"
            option = f"not_chosen:{limit.value}" if "chosen" in choice.text else str(limit.value)
        return Choice(EffectKind.CHOICE, "", span_of(children), what=choice.value, options=[option])

    def words_nontypes(self, children: list[Any]) -> list[Token]:
        """ "noncreature, nonland permanent": the first "non-" word and the words after the comma, one noun's."""
        first, rest = children
        return [first, *rest]

    def act_choose_any(self, children: list[Any]) -> Choice:
        """ "choose any number —": the choice of any number of the modes (rule 700.2)."""
        return Choice(EffectKind.CHOICE, "", span_of(children), what=children[2].value, options=["any_number"])
