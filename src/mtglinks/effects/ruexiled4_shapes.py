"""Shapes of the Russian sentences that refer to the cards another ability exiled and that the grammar did not read
(grammar/effects-ru/9-ruexiled4.lark; issue #23: `the_exiled_card` read from the effect tree). A mixin of the effect
Transformer (through `language_shapes.LanguageShapeRules`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import span_of
from mtglinks.kinds import EffectKind, ReferenceKind
from mtglinks.tree import Reference


class RuExiled4ShapeRules:
    """The methods of the rules of grammar/effects-ru/9-ruexiled4.lark."""

    def where_xy_ru(self, children: list[Any]) -> tuple[Any, ...]:
        """ "+X/+Y, где X — сила изгнанной карты существа, а Y — ее выносливость": the power and the toughness of one
        object, the first number's (the amount `power/toughness`, as the English where_x_y reads "where X is the exiled
        creature card's power and Y is its toughness"). A number the lexicon names with its object
        (`power:of:exiled_with`, "сила изгнанной карты существа") gives the amount that object as a reference at its
        words, as the English tree has it. Two numbers that are not a power and then a toughness, or a second number
        of another object, are not read."""
        first, second = [c for c in children if isinstance(c, tuple)]
        stat, _, whose = str(first[1]).partition(":of:")
        owner = second[3] if len(second) > 3 else None
        if stat != "power" or second[1] != "toughness":
            refuse(f'"{first[1]}" and "{second[1]}" as +X/+Y')
        if owner is not None and not (isinstance(owner, Reference) and owner.refers == ReferenceKind.ANAPHORA):
            refuse('"а Y —" a number of another object')
        per = first[3] if len(first) > 3 else None
        if whose:  # the object the lexicon named with the number
            per = Reference(EffectKind.REFERENCE, "", first[2], refers=whose)
        return ("amount", "power/toughness", span_of(children), per)
