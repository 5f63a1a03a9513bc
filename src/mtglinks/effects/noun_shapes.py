"""More rules of grammar/effects.lark for the noun side (see `nouns.py`): what objects have told by a word and a
noun, a symbol in their costs, counters more than those before, targets counted with no noun, and a condition on
a value two objects share. A mixin of the effect Transformer, whose methods Lark finds by the rules' names."""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import Detail, Part, objects_of, span_of, value_of
from mtglinks.kinds import EffectKind
from mtglinks.tree import EffectCondition, ObjectPhrase

# How targets counted with no noun are picked, by the first word: "up to three targets", "each of two targets".
_TARGETS_PICKED = {"UP_TO": "up_to", "ANY_NUMBER": "any_number", "EACH": "each"}


class NounShapes:
    """The methods of the noun-side rules added after `NounRules` (see the module docstring)."""

    def with_quality(self, children: list[Any]) -> Part:
        """ "cards with different names", "all cards with that name": "with:different:name", "with:that:name"."""
        return ("qualifier", f"with:{children[1].value}:{children[2].value}", span_of(children))

    def with_cost_symbol(self, children: list[Any]) -> Part:
        """ "activated abilities with {T} in their costs": a symbol their costs hold."""
        return ("qualifier", f"cost_with:{children[1].value}", span_of(children))

    def counters_more(self, children: list[Any]) -> Detail:
        """ "two additional +1/+1 counters": counted, more than those put before ("counter:+1/+1:2:additional")."""
        return Detail([f"counter:{children[1].value}:{children[0].value}:additional"], span_of(children))

    def counted_either(self, children: list[Any]) -> Part:
        """ "one or two target creatures", "one, two, or three target creatures": a count of any of the numbers."""
        kind = "target" if value_of(children, "TARGET") else "number"
        numbers = "_or_".join(str(c.value) for c in children if isinstance(c, Token) and c.type == "NUM")
        return ("determiner", f"{kind}:{numbers}", span_of(children))

    def any_targets(self, children: list[Any]) -> ObjectPhrase:
        """ "one, two, or three targets", "up to three targets", "each of two targets": targets of any kind (as
        "any target"), counted; "target" among the qualifiers where the determiner does not say it."""
        node = ObjectPhrase(EffectKind.OBJECT, "", span_of(children), types=["any"])
        counted = next((c for c in children if isinstance(c, tuple)), None)
        if counted is not None:  # ("determiner", "target:1_or_2_or_3") or ("determiner", "number:2")
            node.count = str(counted[1]).split(":", 1)[-1]
        else:  # "each of up to three targets": up to three, as "each of up to three target creatures" reads
            picked = "UP_TO" if value_of(children, "UP_TO") else children[0].type
            node.determiner = _TARGETS_PICKED[picked]
            node.count = value_of(children, "NUM")
        if node.determiner is None:
            node.determiner = "target"
        else:
            node.qualifiers.append("target")
        return node

    def cond_have_same(self, children: list[Any]) -> EffectCondition:
        """ "if it has the same mana value as the discarded card": a value of the subject and of another object."""
        about = [*children[0], *objects_of(children[4:])]
        return EffectCondition(
            EffectKind.CONDITION, "", span_of(children), test=f"same:{children[2].value}", about=about
        )
