"""Shapes of grammar/effects-en/9-gramd.lark: English constructions of the 2026 Oracle text whose reading stopped in
the grammar at a token whose name sorts before O after round 22 (issue #22, round 23, lane gramd). A mixin of the
effect Transformer (`transformer.py`, through `NodeShapeRules`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Span, span_of
from mtglinks.kinds import EffectKind
from mtglinks.tree import Action, Effect, EffectCondition


class GramdShapeRules:
    """The methods of the rules of grammar/effects-en/9-gramd.lark (see the module docstring)."""

    if TYPE_CHECKING:  # the Transformer's own methods, which these call

        def fixed_clause(self, children: list[Any]) -> list[Effect]:
            """The Transformer's own (`effects/link_shapes.py`)."""

    def gramd_fixed_clause_for_each(self, children: list[Any]) -> list[Effect]:
        """ "for each kind of counter on target permanent or player, give that permanent or player another counter of
        that kind": the clause the lexicon fixes, under the condition `for_each` about the objects (as "For each
        creature you control, draw a card" reads)."""
        _, objects, clause, *_ = children
        (action,) = self.fixed_clause([clause])
        assert isinstance(action, Action)
        for_each = EffectCondition(
            EffectKind.CONDITION, "", span_of(children[:2]), test="for_each", about=list(objects)
        )
        action.condition, action.span = for_each, span_of(children)
        return [action]

    def gramd_amount_exactly(self, children: list[Any]) -> Token:
        """ "exactly 2": the number, said exact (`exactly:2`; "at least 2" `at_least:2`), as one NUM token (what the
        predicates read)."""
        word, number = children
        span = span_of(children)
        return Token("NUM", f"{word.value}:{number.value}", "", span[0], span[1])

    def gramd_with_counted(self, children: list[Any]) -> tuple[str, str, Span]:
        """ "with two or more card types", "with exactly three colors", "with four or more card types among them":
        the qualifier `with:<count>:<noun>` (`with:2:or_more:card_type`, `with:exactly:3:color`), `:among:<whose>`
        where the count is the group's."""
        words = [str(c.value) for c in children[1:] if c.type not in ("AMONG", "REF")]
        if children[1].type == "AT_LEAST":  # "exactly three": the bound first, as `amount` reads it
            words = [f"{words[0]}:{words[1]}", *words[2:]]
        among = [f"among:{c.value}" for c in children if c.type == "REF"]
        if any(c.type == "AMONG" and c.text.lower().startswith("from") for c in children):
            refuse('"from among" after a count of a quality (where from, not whose count)')
        return ("qualifier", ":".join(["with", *words, *among]), span_of(children))
