"""Shapes of grammar/effects.lark for the long tail of English card text (its block "round 9, en-tail"). A mixin of
the effect Transformer (`transformer.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Part, make_action, span_of, value_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Choice


class Tail9ShapeRules:
    """The methods of the rules of the block "round 9, en-tail" (see the module docstring)."""

    def act_be_keyword(self, children: list[Any]) -> Action:
        """ "~ is indestructible.", "Equipped creature is indestructible.": the keyword the object has (as "has
        indestructible" reads); only indestructible was printed so ("is flying" is no English)."""
        keywords = list(children[-1])
        if keywords != ["keyword:indestructible"]:
            refuse(f'"is" before {", ".join(keywords)}')
        return make_action(Verb.GAIN_ABILITY, children, detail=keywords)

    def act_double_stat(self, children: list[Any]) -> Action:
        """ "Double target creature's power", "double the power and toughness of each creature you control": the verb
        (double, triple), its amount the number doubled (`power`, `its_power`…), its object whose number it is."""
        verb = str(children[0].value)
        if verb not in (Verb.DOUBLE, Verb.TRIPLE):
            refuse(f'"{children[0].text}" before a number of an object')
        return make_action(verb, children, amount=value_of(children, "STAT", "QUANTITY"))

    def act_name_card(self, children: list[Any]) -> Choice:
        """ "Name a card.", "Name a nonland card.": a card name chosen (as "Choose a card name." reads)."""
        return Choice(EffectKind.CHOICE, "", span_of(children), what=str(children[0].value))

    def with_word_stat_compared(self, children: list[Any]) -> Part:
        """ "with converted mana cost equal to the number of charge counters on ~": the qualifier of "with mana value
        equal to …" (`<stat>:<quantity>:<bound>`)."""
        return ("qualifier", f"{children[1].value}:{children[3][1]}:{children[2].value}", span_of(children))
