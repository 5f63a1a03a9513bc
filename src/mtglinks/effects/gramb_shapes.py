"""Shapes of grammar/effects-en/9-gramb.lark: English constructions of the 2026 Oracle text whose reading stopped in
the grammar at a token named from O on, or at the end of the sentence (issue #22, round 22, after `round21_shapes.py`).
A mixin of the effect Transformer (`transformer.py`, through `NodeShapeRules`), whose methods Lark finds by the rules'
names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import make_action, set_actor, span_of, tokens_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, EffectCondition


class GrambShapeRules:
    """The methods of the rules of grammar/effects-en/9-gramb.lark (see the module docstring)."""

    def gramb_emblem_two(self, children: list[Any]) -> Action:
        """ "You get an emblem with "…" and "…"": both quoted abilities the emblem's (detail `granted_ability` once
        per ability, as "gain "…" and "…"" reads)."""
        verb = Verb.GET_BOON if children[0].value == "boon" else Verb.GET_EMBLEM
        return make_action(verb, children, detail=["granted_ability"] * len(tokens_of(children, "QUOTED")))

    def gramb_if_said(self, children: list[Any]) -> EffectCondition:
        """ "If an opponent says "spell" or "counter," …": the condition `did` about the saying, its comma inside the
        last quotes (refused where the quotes hold no comma: the condition would not end there)."""
        _, subject, verb, *said = children
        if not said[-1].value.rstrip('"').endswith(","):
            refuse(f"{said[-1].text} ending a condition")
        quoted = [c for c in said if isinstance(c, Token) and c.type == "QUOTED"]
        action = make_action(Verb.SAY, [verb, *said], detail=[f"said:{_word(t)}" for t in quoted])
        set_actor(action, subject)
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="did", about=[action])


def _word(quoted: Token) -> str:
    """The word said, out of its quotes, its comma or period (as `act_say` keeps it)."""
    return str(quoted.value).strip('"').strip(".,").lower()
