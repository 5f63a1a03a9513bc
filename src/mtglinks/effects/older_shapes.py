"""Shapes of grammar/effects.lark for the long tail of English card text (its block "the long tail"). A mixin of
the effect Transformer (`transformer.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Part, make_action, span_of, tokens_of, value_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Choice, ObjectPhrase, Reference


class OlderShapeRules:
    """The methods of the rules of the block "the long tail" (see the module docstring)."""

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

    def act_they_are_pt(self, children: list[Any]) -> Action:
        """ "They're 2/2 Horror creatures.": what the objects referred to are (as `act_it_is` reads "It's a 2/2 Horror
        creature."), the power and toughness among the words."""
        about = Reference(EffectKind.REFERENCE, "", span_of(children[:1]), refers="anaphora")
        thing = self.object_phrase([[children[1], *children[2]]])  # type: ignore[attr-defined]
        return Action(
            EffectKind.ACTION, "", span_of(children), verb=Verb.BECOME, actor=about, objects=[thing], detail=["is"]
        )

    def any_number_of_ref(self, children: list[Any]) -> ObjectPhrase:
        """ "any number of them": some of the objects referred to, as many as the player wants (determiner
        `any_number`, the whole in `qualifiers` as "of:<what>", as `part_of` reads "any of them")."""
        whole: Reference = self.reference(children[1:])  # type: ignore[attr-defined]
        node = ObjectPhrase(EffectKind.OBJECT, "", span_of(children), determiner="any_number")
        node.qualifiers.append(f"of:{whole.refers}")
        return node

    def act_put_then_back(self, children: list[Any]) -> Action:
        """ "Put any number of them into your graveyard and the rest back on top of your library in any order.": one
        put per group (`act_put`), the second's detail "back" (and "any_order"), as `act_put_back_on` reads it."""
        marks = tokens_of(children, "BACK", "AT_RANDOM")
        action: Action = self.act_put([c for c in children if not any(c is m for m in marks)])  # type: ignore[attr-defined]
        _, others = self._also_put[id(action)]  # type: ignore[attr-defined]
        others[-1].detail.extend(str(m.value) for m in marks)
        action.span = span_of(children)
        return action

    def act_prevent_up_to(self, children: list[Any]) -> Action:
        """ "Prevent up to 2 damage to any creature.": the prevention (`act_prevent`), its amount a bound (detail
        `up_to`)."""
        action: Action = self.act_prevent(children)  # type: ignore[attr-defined]
        action.detail.append("up_to")
        return action
