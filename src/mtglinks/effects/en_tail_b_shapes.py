"""Shapes of English card text added in the fifth round's sprint (lane en-tail-b), where the grammar stopped at a word
of its own ("each", "all", …). A mixin of the effect Transformer (`transformer.py`), whose methods Lark finds by the
rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Detail, make_action, span_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Duration, EffectCondition


class TailBShapeRules:
    """The methods of the rules of the grammar's block "en-tail-b" (see the module docstring)."""

    def keyword_from_every_color(self, children: list[Any]) -> Detail:
        """ "protection from each color", "protection from all colors": protection from every one of the five
        colors (rule 702.16), one value for both wordings ("keyword:protection:from:each_color")."""
        if children[-1].value != "color":
            refuse(f'"from {children[2].text}" and a noun other than a color')
        return Detail([f"keyword:{children[0].value}:from:each_color"], span_of(children))

    def act_prevent_to(self, children: list[Any]) -> Action:
        """ "Prevent all damage that would be dealt this turn to creatures you control.": all the damage of this turn
        prevented, the objects it would be dealt to as the action's objects (as "Prevent all combat damage that would
        be dealt to creatures you control this turn" reads). Only the verb "prevent" of the lexicon's whole phrase."""
        verb = children[0]
        if verb.value != Verb.PREVENT or "this turn" not in verb.text.lower():
            refuse(f'"{verb.text}" and "to"')
        action = make_action(Verb.PREVENT, children, amount="all")
        action.duration = Duration(EffectKind.DURATION, "", span_of([verb]), until="this_turn")
        return action

    def cond_have_life_bound(self, children: list[Any]) -> EffectCondition:
        """ "If you have exactly 13 life": `cond_have_life` ("if you have 10 or less life") with the bound before the
        number ("life:13:exactly")."""
        subject, _have, bound, number, _life = children
        test = f"life:{number.value}:{bound.value}"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=list(subject))
