"""Mana of an object's colour in older printed Spanish and French ("Agrega un maná de uno de los colores de la carta
estampada a tu reserva de maná.", "Ajoutez un mana de la couleur de la carte dont le Mox de chrome a l'empreinte à
votre réserve.", Chrome Mox), the object after the words of mana (`grammar/effects-es/7-mana-colors.lark`,
`grammar/effects-fr/9-linked-halves.lark`). A mixin of the effect Transformer (`transformer.py`, as a base of
`set_off_shapes.SetOffShapeRules`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import Detail, span_of
from mtglinks.kinds import ReferenceKind
from mtglinks.tree import ObjectPhrase, Reference

# The marks of an object that name cards exiled before: the cards exiled (or imprinted) with the card itself, a card
# imprinted, the exiled card.
_EXILED_MARKS = frozenset({"exiled_with_self", "past:imprint", "exiled_with"})


class ManaColorsShapeRules:
    """The methods of those rules (see the module docstring)."""

    def mana_of_colors_of_object(self, children: list[Any]) -> Detail:
        """ "un maná de uno de los colores de la carta estampada", "un mana de la couleur de la carte dont ~ a
        l'empreinte": mana of a colour the object has (`mana:colors_of:1`, as the English "one mana of any of the
        exiled card's colors" reads), with `of:exiled_with` where the object is a card exiled before (imprinted, or
        exiled with the card itself)."""
        amount = next(c for c in children if isinstance(c, Token))
        count = "1" if amount.type == "DET_A" else str(amount.value)
        whose = children[-1]
        named = (isinstance(whose, Reference) and whose.refers == ReferenceKind.EXILED_WITH) or (
            isinstance(whose, ObjectPhrase) and not _EXILED_MARKS.isdisjoint(whose.qualifiers)
        )
        return Detail([f"mana:colors_of:{count}", *(["of:exiled_with"] if named else [])], span_of(children))
