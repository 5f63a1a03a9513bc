"""Shapes of English sentences that refer to the cards another ability exiled (grammar/effects-en/7-exiled-refs.lark;
issue #22: `the_exiled_card` read from the effect tree). A mixin of the effect Transformer (`transformer.py`, through
`en_nodes_shapes.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import span_of, value_of
from mtglinks.kinds import EffectKind
from mtglinks.tree import ObjectPhrase, Reference


class ExiledRefShapeRules:
    """The methods of the rules of grammar/effects-en/7-exiled-refs.lark."""

    def top_cards_of_ref(self, children: list[Any]) -> ObjectPhrase:
        """ "the top card of the exiled pile": the top cards of a pile named before (as "the top card of your library"
        reads a library's), the pile the object's related reference."""
        pile = next(c for c in children if isinstance(c, Token) and c.type == "REF")
        ref = Reference(EffectKind.REFERENCE, "", span_of([pile]), refers=str(pile.value))
        node = ObjectPhrase(
            EffectKind.OBJECT,
            "",
            span_of(children),
            determiner=value_of(children, "THE_TOP") or "top",
            count=value_of(children, "NUM"),
            related=[ref],
        )
        node.types.append("card")
        return node
