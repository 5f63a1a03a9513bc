"""Shapes of grammar/effects-fr/9-frexiled4.lark: French sentences that refer to the card another ability exiled
(rule 607.2a/b, issue #23: `the_exiled_card` read from the effect tree), "X étant la force de … et Y, son endurance" and
"il a la force, l'endurance et les types de créature de cette carte". A mixin of the effect Transformer (through
`language_shapes.LanguageShapeRules`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import make_action, span_of
from mtglinks.kinds import Verb
from mtglinks.tree import Action


class FrenchExiled4ShapeRules:
    """The methods of the rules of grammar/effects-fr/9-frexiled4.lark (see the module docstring)."""

    def where_xy_fr(self, children: list[Any]) -> tuple[Any, ...]:
        """ "…, X étant la force de la carte de créature exilée et Y, son endurance": the two numbers of "+X/+Y", both
        of the first's object (the amount `power/toughness`, the object the one counted, as the Spanish "donde X es la
        fuerza e Y la resistencia de …" and the English "where X is the exiled creature card's power and Y is its
        toughness" read); any other pair of numbers is refused."""
        first, second = (c for c in children if isinstance(c, tuple))
        if first[1] != "power" or second[1] != "toughness" or first[3] is None:
            refuse(f'"{first[1]}" and "{second[1]}" after "X étant … et Y"')
        return ("amount", "power/toughness", span_of(children), first[3])

    def act_gain_stats_of_fr(self, children: list[Any]) -> Action:
        """ "il a la force, l'endurance et les types de créature de cette carte": the values of another object the
        subject has (verb `modify_pt`, detail `set:power_toughness_creature_types`, as "La force et l'endurance de ~
        sont égales à …" sets `power_toughness`; the object they are of the amount's)."""
        first, rest = (c for c in children if isinstance(c, Token) and c.type in ("STAT_FIRST_FR", "STAT_REST_FR"))
        owner = children[-1]
        value = f"{first.value}_{rest.value}"
        action = make_action(Verb.MODIFY_PT, [first, rest], detail=[f"set:{value}"])
        action.amount, action.per = value, owner
        action.span = span_of(children)
        return action
