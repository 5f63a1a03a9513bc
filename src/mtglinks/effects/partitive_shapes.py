"""Shapes of the French grammar's block "'en' before the verb for 'of them'" (`grammar/effects-fr.lark`). A mixin of
the effect Transformer (`transformer.py`, as a base of `set_off_shapes.SetOffShapeRules`), whose methods Lark finds
by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.parts import span_of
from mtglinks.kinds import EffectKind
from mtglinks.tree import Choice, ObjectPhrase, Reference


class PartitiveShapeRules:
    """The methods of the rules of that block (see the module docstring)."""

    def act_choose_of_them(self, children: list[Any]) -> Choice:
        """ "Vous en choisissez deux": the choice of some of the objects referred to, as the English "You choose two
        of them" reads (`act_choose_part`: the part with its count, and the objects it is taken from)."""
        token = children[0]
        span = span_of(children)
        part = ObjectPhrase(EffectKind.OBJECT, "", span, determiner="of", count=str(token.value))
        among = Reference(EffectKind.REFERENCE, "", span, refers="anaphora")
        return Choice(EffectKind.CHOICE, "", span, what="object", objects=[part, among])
