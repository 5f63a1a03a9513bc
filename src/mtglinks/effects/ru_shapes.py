"""Shapes that only the Russian grammar (`grammar/effects-ru.lark`) reads, where Russian word order puts the parts of
an English shape elsewhere. A mixin of the effect Transformer (through `language_shapes.py`), whose methods Lark
finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import span_of
from mtglinks.kinds import EffectKind, ReferenceKind
from mtglinks.tree import Effect, EffectCondition, Reference


class RussianShapeRules:
    """The methods of the rules only effects-ru.lark adds (see the module docstring)."""

    def cond_spent_on(self, children: list[Any]) -> EffectCondition:
        """ "если на розыгрыш ~ было потрачено {W}": the English "if {W} was spent to cast ~" (test `spent:{W}`, about
        the spell); "если на его розыгрыш не было потрачено {U}" is "unless {U} was spent to cast it"."""
        on, spent, mana = children[0], children[-2], children[-1]
        spell = next((c for c in children if isinstance(c, Token) and c.type == "SELF"), on)
        refers = ReferenceKind.SELF if spell.type == "SELF" else ReferenceKind.ANAPHORA
        about: list[Effect] = [Reference(EffectKind.REFERENCE, "", span_of([spell]), refers=refers)]
        test = f"{'unless:' if spent.value == 'not_spent' else ''}spent:{mana.value}"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=about)
