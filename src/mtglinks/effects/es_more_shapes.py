"""More shapes that only the Spanish grammar (`grammar/effects-es.lark`) reads: a mixin of `es_shapes.SpanishShapeRules`
(and so of the effect Transformer), whose methods Lark finds by the rules' names."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.lexer import Token

if TYPE_CHECKING:
    from mtglinks.tree import Action


class SpanishMoreShapeRules:
    """The methods of the rules of effects-es.lark's later blocks (see the module docstring)."""

    if TYPE_CHECKING:

        def act_put_split(self, children: list[Any]) -> Action:
            """The Transformer's own (`sentence_shapes.py`)."""

    def act_put_split_es(self, children: list[Any]) -> Action:
        """ "Pon una en tu mano y la otra en tu cementerio.": "una" is the number one (as the English "Put one into
        your hand and the other …" reads, `act_put_split`)."""
        one = children[1]
        number = Token("NUM", "1", one.text, one.start_pos, one.end_pos)
        return self.act_put_split([children[0], number, *children[2:]])
