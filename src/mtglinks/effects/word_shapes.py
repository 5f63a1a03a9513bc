"""Shapes of grammar/effects.lark for more words of card text (its block "the words of more card text"): counters
done something to "this way", a creature removed from combat. A mixin of the effect Transformer (`phrases.py`),
whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.parts import make_action, span_of, value_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, ObjectPhrase


class WordShapeRules:
    """The methods of the rules of the block "the words of more card text" (see the module docstring)."""

    def counters_done_this_way(self, children: list[Any]) -> ObjectPhrase:
        """ "each storage counter removed this way", "the number of counters removed this way": counters, their kind
        if said, and what this ability did to them."""
        kind = value_of(children, "COUNTER_KIND", "KEYWORD")
        done = value_of(children, "PARTICIPLE")
        qualifiers = [kind] if kind else []
        qualifiers.append(f"{done}_this_way")
        return ObjectPhrase(EffectKind.OBJECT, "", span_of(children), types=["counter"], qualifiers=qualifiers)

    def act_remove_from_combat(self, children: list[Any]) -> Action:
        """ "remove it from combat": the creature stops being an attacking or blocking creature (rule 506.4)."""
        return make_action(Verb.REMOVE_FROM_COMBAT, children)
