"""Passives with their agent in English card text: "a spell cast by an opponent", "a creature dealt damage this turn by
a source you controlled" (grammar/effects/5-links-and-tail.lark, its block "passives with their agent"). A mixin of
the effect Transformer, whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.parts import Related, Span, span_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action


class PassiveShapeRules:
    """Transformer methods of the passives with "by" (see the module docstring)."""

    def done_by_agent(self, children: list[Any]) -> tuple[str, Action, Span]:
        """ "cast by an opponent", "crewed by ~": a relative action whose actor is the one after "by" (as "a spell an
        opponent cast" reads, `done_by`)."""
        done, agent = children
        span = span_of(children)
        return ("relative", Action(EffectKind.ACTION, "", span, verb=Verb(done.value), actor=agent), span)

    def qualifier_by(self, children: list[Any]) -> Related:
        """ "dealt damage this turn by a source you controlled": the qualifier, and the source in `related`."""
        return ("qualifier", f"{children[0].value}:by", span_of(children), children[-1])
