"""Shapes of English sentences that refer to a choice (grammar/effects-en/7-chosen-refs.lark; issue #22: `chosen_ref`
read from the effect tree). A mixin of the effect Transformer (`transformer.py`, through `en_nodes_shapes.py`), whose
methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Detail, Part, Subject, make_action, set_actor, span_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Effect, EffectCondition, ObjectPhrase, Span


class ChosenRefShapeRules:
    """The methods of the rules of grammar/effects-en/7-chosen-refs.lark."""

    def with_stats_compared(self, children: list[Any]) -> Part:
        """ "with mana value, power, or toughness equal to the chosen number": any of the numbers listed compared (as
        "with mana value equal to …" reads one, `with_stat_compared`), the qualifier
        `mana_value_or_power_or_toughness:<quantity>:equal_to`."""
        stats = [str(c.value) for c in children if isinstance(c, Token) and c.type in ("WITH_STAT", "STAT")]
        bound = next(c.value for c in children if isinstance(c, Token) and c.type in ("COMPARE", "EQUAL_TO"))
        quantity = children[-1]
        return ("qualifier", f"{'_or_'.join(stats)}:{quantity[1]}:{bound}", span_of(children))

    def stat_of_either(self, children: list[Any]) -> tuple[Any, ...]:
        """ "the power of the creature you chose or the card you revealed": a number of whichever of the two objects is
        there (an additional cost chose one), whose owner the object `either_of` with the two as its related objects."""
        first, second = [c for c in children if isinstance(c, Effect)]
        either = ObjectPhrase(
            EffectKind.OBJECT, "", span_of([first, second]), qualifiers=["either_of"], related=[first, second]
        )
        stat = next(str(c.value) for c in children if isinstance(c, Token) and c.type == "STAT")
        return ("amount", stat, span_of(children), either)

    def cond_for_each_damage_dealt(self, children: list[Any]) -> EffectCondition:
        """ "For each 1 damage a creature of the chosen color deals to you or a white creature you control, …": the
        action is done once per damage the subject deals (the condition `for_each` about the action `deal_damage`, as
        "For each 1 life you lost, …" reads)."""
        subject = next(c for c in children if isinstance(c, Subject))
        at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "DEAL")
        dealt = make_action(Verb.DEAL_DAMAGE, children[at:-1], amount=str(children[1].value))
        set_actor(dealt, subject)
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="for_each", about=[dealt])

    def mana_of_or_more(self, children: list[Any]) -> Detail:
        """ "one or more mana of the chosen color": mana of that kind, at least that much
        (`mana:chosen_color:1:or_more`, as `mana_of` reads "one mana of the chosen color")."""
        number, _, kind = children
        return Detail([f"mana:{kind.value}:{number.value}:or_more"], span_of(children))

    def act_tapped_for_mana_of(self, children: list[Any]) -> Action:
        """ "is tapped for mana of the chosen color": the event `tap` (as "is tapped for mana" reads), the kind of mana
        its detail (`mana:chosen_color`); no other event verb takes a qualifier of mana so."""
        verb, qualifier = children
        kind = str(qualifier.value)
        if not str(verb.text).lower().endswith("for mana") or not kind.startswith("of:"):
            refuse(f'"{qualifier.text}" after "{verb.text}"')
        return make_action(verb.value, children, detail=[f"mana:{kind.removeprefix('of:')}"])

    def act_pay_mana_kind(self, children: list[Any]) -> Action:
        """ "pay one mana of each of the chosen colors": a payment of mana (`pay`, detail `mana`, as "pay {2}{U}"), its
        kind as an addition of it has it (`mana:chosen_colors_each`)."""
        return make_action(Verb.PAY, children, detail=["mana", f"mana:{children[-1].value}"])

    def scale_that_it_is(self, children: list[Any]) -> tuple[str, Effect, Span]:
        """ "for each of the chosen colors it is": the amount counts the values referred to that the object named before
        is (the object `each` of the reference, as "each of them" reads: qualifiers `of:chosen`, `that_is:anaphora`)."""
        _, values, it, _ = children
        if it.value != "anaphora" or str(it.text).lower() != "it":
            refuse(f'"{it.text}" after "{values.text}"')
        counted = ObjectPhrase(
            EffectKind.OBJECT,
            "",
            span_of(children[1:]),
            determiner="each",
            types=["reference"],
            qualifiers=[f"of:{values.value}", f"that_is:{it.value}"],
        )
        return ("per", counted, span_of(children))
