"""Shapes of grammar/effects-en.lark's block "a plane's chaos roll" ("Whenever you roll {CHAOS}" read as the event
`chaos_ensues`, as the older "Whenever chaos ensues") and of grammar/effects.lark's block "half of a set of objects"
("half the cards in their hand, rounded up"). A mixin of the effect Transformer (`transformer.py`, through
`NodeShapeRules`)."""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import span_of, tokens_of
from mtglinks.kinds import EffectKind
from mtglinks.tree import ObjectPhrase, TriggerEvent

# the planar die's chaos face: {CHAOS} in the Oracle text, {C} on the cards printed before 2016
_CHAOS_FACES = frozenset({"{chaos}", "{c}"})


class PlanesHalfRules:
    """The methods of the rules of the blocks "a plane's chaos roll" and "half of a set of objects"."""

    def event_chaos_roll(self, children: list[Any]) -> TriggerEvent:
        """ "you roll {CHAOS}": the event `chaos_ensues`; any other symbol rolled is not read."""
        face: Token = children[-1]
        if face.value.lower() not in _CHAOS_FACES:
            refuse(f'"{face.value}" rolled (only the planar die\'s {{CHAOS}} face is an event)')
        return TriggerEvent(EffectKind.EVENT, "", span_of(children), event="chaos_ensues")

    def object_half(self, children: list[Any]) -> ObjectPhrase:
        """ "half the cards in their hand, rounded up": the objects, their count `half` (`half:up` when rounded)."""
        node: ObjectPhrase = children[1]
        rounded = [t.value for t in tokens_of(children, "ROUNDED")]
        node.count = ":".join(["half", *rounded])
        node.span = span_of(children)
        return node
