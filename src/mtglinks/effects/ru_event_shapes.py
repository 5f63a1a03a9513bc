"""Shapes of the Russian grammar (`grammar/effects-ru.lark`) for two trigger events joined by "или", the second one's
subject right after the first one's object ("вы разыгрываете черное заклинание или Болото выходит на поле битвы"), and
for the step of the player who controls an enchanted permanent ("шага поддержки игрока, контролирующего …"), and the
rest of the cards done this way ("остальные карты, показанные таким образом").
A mixin of the effect Transformer (through `language_shapes.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import Subject, span_of
from mtglinks.kinds import EffectKind
from mtglinks.span import Span
from mtglinks.tree import Action, ObjectPhrase, Reference, TriggerEvent


class RussianEventShapeRules:
    """The methods of those rules (see the module docstring)."""

    if TYPE_CHECKING:

        def event(self, children: list[Any]) -> TriggerEvent:
            """The phrase rules' own (`phrases.py`)."""

        def act_object(self, children: list[Any]) -> Action:
            """The Transformer's own (`transformer.py`)."""

        def part_of(self, children: list[Any]) -> ObjectPhrase:
            """The phrase rules' own (`phrases.py`)."""

        def this_way_suffix(self, children: list[Any]) -> tuple[str, str, Span]:
            """The phrase rules' own (`phrases.py`)."""

        def event_state(self, children: list[Any]) -> TriggerEvent:
            """The clause rules' own (`clauses.py`)."""

    def event_either_object_ru(self, children: list[Any]) -> TriggerEvent:
        """ "вы разыгрываете черное заклинание или Болото выходит на поле битвы под вашим контролем": one trigger
        waiting for either event (as the shared `event_either` reads "~ enters or the creature it haunts dies"), the
        first a verb and its one object, the second the object after "или" as its subject."""
        at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "OR")
        subject, verb, first_object = children[:at]
        first = self.event([subject, self.act_object([verb, [first_object]])])
        then = self.event([Subject([children[at + 1]]), *children[at + 2 :]])
        return TriggerEvent(
            EffectKind.EVENT, "", span_of(children), event=first.event, actions=[*first.actions, *then.actions]
        )

    def event_players_step_ru(self, children: list[Any]) -> TriggerEvent:
        """ "шага поддержки игрока, контролирующего зачарованное существо": the step of whose it is, as English's
        "the upkeep of enchanted creature's controller" (value "enchanted_controller:upkeep")."""
        step, whose = children
        return TriggerEvent(EffectKind.EVENT, "", span_of(children), event=f"{whose.value}:{step.value}")

    def event_this_way_before_ru(self, children: list[Any]) -> TriggerEvent:
        """ "вы таким образом показываете карту земли": the event with "таким образом" before its verb, a suffix of
        the verb as after it (the English "Whenever you reveal a land card this way")."""
        subject, way, *rest = children
        return self.event([subject, *rest, self.this_way_suffix([way])])

    def rest_done_ru(self, children: list[Any]) -> ObjectPhrase:
        """ "остальные карты, показанные таким образом": the rest of the cards named before (`part_of` the anaphora,
        as the English "the rest of those cards" reads), with what was done to them this way (the participle's
        qualifier, "revealed_this_way")."""
        rest, done = children[0], children[1]
        those = Reference(EffectKind.REFERENCE, "", span_of([rest]), refers=str(rest.value))
        node = self.part_of([rest, those])
        node.qualifiers.append(str(done.value))
        node.span = span_of(children)
        return node

    def part_of_such_ru(self, children: list[Any]) -> ObjectPhrase:
        """ "пять таких фишек": English "five of those tokens" (`part_of` a number of the anaphora), tokens (so that
        putting them onto the battlefield creates them, as the English verb says)."""
        count, such = children
        those = Reference(EffectKind.REFERENCE, "", span_of([such]), refers=str(such.value))
        node = self.part_of([count, those])
        node.types.append("token")
        return node

    def event_control_none_ru(self, children: list[Any]) -> TriggerEvent:
        """ "Когда под вашим контролем нет перманентов выбранного цвета, …": a state the trigger waits for (rule 603.8),
        as the shared `event_state` reads "When you control no permanents of the chosen color" (the objects of no
        such, `determiner` "no")."""
        event = self.event_state([children[0], *children[2:]])
        for action in event.actions:
            for thing in action.objects:
                if isinstance(thing, ObjectPhrase):
                    thing.determiner = "no"
        return event
