"""Shapes of grammar/effects-en.lark's block "a plane's chaos roll": "Whenever you roll {CHAOS}" read as the event
`chaos_ensues` (as the older "Whenever chaos ensues"). A mixin of the effect Transformer (`transformer.py`)."""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import span_of
from mtglinks.kinds import EffectKind
from mtglinks.tree import TriggerEvent

# the planar die's chaos face: {CHAOS} in the Oracle text, {C} on the cards printed before 2016
_CHAOS_FACES = frozenset({"{chaos}", "{c}"})


class ChaosRollRules:
    """The methods of the rules of the block "a plane's chaos roll" (see the module docstring)."""

    def event_chaos_roll(self, children: list[Any]) -> TriggerEvent:
        """ "you roll {CHAOS}": the event `chaos_ensues`; any other symbol rolled is not read."""
        from mtglinks.effects.parser import NotRead  # here: parser.py imports the Transformer

        face: Token = children[-1]
        if face.value.lower() not in _CHAOS_FACES:
            raise NotRead(face, ["{CHAOS}"])
        return TriggerEvent(EffectKind.EVENT, "", span_of(children), event="chaos_ensues")
