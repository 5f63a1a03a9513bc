"""Shapes of grammar/effects-en/9-gramc.lark: English constructions of the 2026 Oracle text whose reading stopped in
the grammar, left after `grama_shapes.py` and `gramb_shapes.py` (issue #22, round 22). A mixin of the effect
Transformer (`transformer.py`, through `NodeShapeRules`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import prevented_deal, span_of, tokens_of
from mtglinks.tree import Action, Choice, Effect


class GramcShapeRules:
    """The methods of the rules of grammar/effects-en/9-gramc.lark (see the module docstring)."""

    if TYPE_CHECKING:  # the Transformer's own methods, which these call

        def clause_or(self, children: list[Any]) -> Effect:
            """The Transformer's own (`effects/transformer.py`)."""

    def gramc_words_subtypes(self, children: list[Any]) -> list[Token]:
        """ "Dwarf, Equipment, and/or Vehicle", "Clue, Food, or Treasure token": the words of one object whose
        subtype is any of the series (one SUBTYPE `Dwarf_or_Equipment_or_Vehicle`, as "Dwarf and/or Vehicle" reads),
        the words before and after it its own."""
        subtypes = [c for c in children if c.type == "SUBTYPE"]
        value = "_or_".join(str(t.value) for t in subtypes)
        either = Token("SUBTYPE", value, subtypes[0].text, subtypes[0].start_pos, subtypes[-1].end_pos)
        before = [c for c in children if c.type == "TAPPED"]
        after = [c for c in children if c.type in ("TYPE", "NOUN")]
        return [*before, either, *after]

    def gramc_prevent_next_dealt(self, children: list[Any]) -> Action:
        """ "Prevent the next 3 damage that a source of your choice would deal to you and/or permanents you control
        this turn.": as "Prevent all damage a source of your choice would deal to you this turn" reads (detail
        `dealt_by`, its object the damage the source would deal, an action `deal_damage`), the amount the number."""
        at = children.index(tokens_of(children, "TO")[0])
        lasting = tokens_of(children, "DURATION")
        source = next(c for c in children[:at] if isinstance(c, list))
        action = prevented_deal(children, source, children[at : len(children) - len(lasting)], lasting)
        action.amount = str(children[2].value)
        action.objects[0].span = span_of(children[5 : len(children) - len(lasting)])
        return action

    def gramc_clause_or_series(self, children: list[Any]) -> Effect:
        """ "sacrifice a creature, discard a card, or pay 4 life": as "sacrifice a creature or discard a card" reads
        (`clause_or`), the clause of the first verb, each other verb its alternative in order."""
        series = [i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "OR_SERIES"]
        middle = [children[i + 1] for i in series[:-1]]
        if not all(isinstance(c, Action) for c in middle):
            refuse("a series of verbs one of which is a choice")
        node = self.clause_or(
            [c for i, c in enumerate(children) if i not in series[:-1] and all(c is not m for m in middle)]
        )
        first = next(c for c in children if isinstance(c, (Action, Choice)))
        alternatives = first.alternatives if isinstance(first, Action) else []
        alternatives[:0] = middle
        node.span = span_of(children)
        return node
