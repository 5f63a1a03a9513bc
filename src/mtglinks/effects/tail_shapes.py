"""Shapes of grammar/effects.lark for more English card text (its block "tail"): another card named by its printed
name, a second count added to the first, a restriction on activating after a quoted ability, an object chosen at
random. A mixin of the effect Transformer (`transformer.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import Part, span_of
from mtglinks.tree import Effect, ObjectPhrase


class TailShapeRules:
    """The methods of the rules of the block "tail" (see the module docstring)."""

    def named_card(self, children: list[Any]) -> Part:
        """ "a card named Mox Opal", "a creature card not named Ozox, the Clattering King": the object's qualifier
        `named:<the name>` (`not_named:<the name>`), as "named ~" is `named:self`."""
        return ("qualifier", f"{children[0].value}:{children[1].value}", span_of(children))

    def quantity_plus_number(self, children: list[Any]) -> tuple[Any, ...]:
        """ "the number of Elves you control plus the number of Elf cards in your graveyard": the amount
        `number_of:plus:number_of`, its `per` the first objects counted, the second in their `related` (qualifier
        `plus`), as two sets counted by one scale keep the second ("for each land you control and each land card")."""
        left, added = children[0], children[2]
        per = left[3]
        second = added[0] if added else None
        if isinstance(per, ObjectPhrase) and isinstance(second, ObjectPhrase):
            per.related.append(second)
            per.qualifiers.append("plus")
        else:
            per = per if per is not None else second
        return ("amount", f"{left[1]}:plus:{children[1].value}", span_of(children), per)

    def sentence_timing(self, children: list[Any]) -> list[Effect]:
        """ "It gains "…" Activate only as a sorcery.": the clauses, then the restriction (as a sentence of its own
        reads it), the quoted ability's period being inside its quotes."""
        timing = next(c for c in children if isinstance(c, Token) and c.type == "TIMING")
        clauses: list[Effect] = self.sentence([c for c in children if c is not timing])  # type: ignore[attr-defined]
        return [*clauses, *self.timing([timing])]  # type: ignore[attr-defined]

    def chosen_at_random(self, children: list[Any]) -> Part:
        """ "a creature an opponent controls chosen at random": picked at random (as "at random" after the noun)."""
        return ("qualifier", str(children[1].value), span_of(children))
