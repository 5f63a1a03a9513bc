"""Shapes of grammar/effects-en/costs-and-copies.lark: a clone that enters tapped, damage divided evenly with its
rounding, mana kept for costs that hold a symbol, a base power and toughness set. A mixin of the effect Transformer
(`transformer.py`, by way of `en_nodes_shapes.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Span, make_action, span_of, tokens_of, value_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Duration, Effect, EffectCondition, ObjectPhrase, PlayerPhrase, Reference


class CostCopyShapeRules:
    """The methods of the rules of grammar/effects-en/costs-and-copies.lark (see the module docstring)."""

    def act_enter_copy_tapped(self, children: list[Any]) -> Action:
        """ "You may have ~ enter tapped as a copy of any land on the battlefield.": the clone's entering (`as_copy`,
        as "enter as a copy of" reads), tapped."""
        tapped = [str(t.value) for t in tokens_of(children, "TAPPED")]
        return make_action(Verb.ENTER, children, zone_to="battlefield", detail=["as_copy", *tapped])

    def act_damage_rounded(self, children: list[Any]) -> Action:
        """ "~ deals X damage divided evenly, rounded down, among any number of targets.": damage shared out
        (`divided:evenly`, as "divided evenly among" reads) and how each share is rounded (`rounded:down`)."""
        divided = [f"divided:{t.value}" for t in tokens_of(children, "DIVIDED")]
        rounded = [f"rounded:{t.value}" for t in tokens_of(children, "ROUNDED")]
        amount = value_of(children, "NUM", "DET_A", "THAT_MANY")
        return make_action(Verb.DEAL_DAMAGE, children, amount=amount, detail=[*divided, *rounded])

    def act_spend_on_costs(self, children: list[Any]) -> Action:
        """ "Spend this mana only on costs that contain {X}.": spending the mana (as "Spend this mana only to cast …"
        reads), on the condition `only_on` of the costs it pays: costs that hold the symbol (`contains:{X}`)."""
        only, symbols = children[0], children[-1]
        held = span_of(children[1:])
        what = ObjectPhrase(EffectKind.OBJECT, "", held, types=["cost"], qualifiers=[f"contains:{symbols.value}"])
        condition = EffectCondition(EffectKind.CONDITION, "", held, test=str(only.value), about=[what])
        return Action(EffectKind.ACTION, "", span_of(children), verb=Verb.SPEND, detail=["mana"], condition=condition)

    def base_stat(self, children: list[Any]) -> tuple[str, str, Span, list[Effect]]:
        """ "that creature's base power and toughness", "the base power of other creatures you control": the base
        number (`base_power`, `base_toughness`, `base_power_toughness`) and the objects whose number it is. Another
        number ("~'s power becomes …") is no base set here."""
        stat = str(value_of(children, "STAT"))
        if not stat.startswith("base_"):
            refuse("a number set that is not a base power or toughness")
        whose: list[Effect] = []
        for child in children:
            if isinstance(child, ObjectPhrase | Reference | PlayerPhrase):
                whose.append(child)
            elif isinstance(child, list):
                whose.extend(child)
            elif isinstance(child, Token) and child.type == "POSS_PRONOUN":  # "its base power": the one referred to
                whose.append(Reference(EffectKind.REFERENCE, "", span_of([child]), refers="anaphora"))
        return ("base", stat, span_of(children), whose)

    def base_value(self, children: list[Any]) -> tuple[str, str, Span, Any]:
        """The new base number: a power and toughness ("4/3", "4/1 or 1/4"), a number, or an amount ("equal to ~'s
        power", "twice that card's power"), with the objects it is counted from."""
        quantity = next((c for c in children if isinstance(c, tuple)), None)
        if quantity is not None:
            value = f"{children[0].value}*{quantity[1]}" if tokens_of(children, "TWICE") else str(quantity[1])
            return ("value", value, span_of(children), quantity[3])
        return ("value", "|".join(str(t.value) for t in tokens_of(children, "PT", "NUM")), span_of(children), None)

    def act_base_stat_becomes(self, children: list[Any]) -> Action:
        """ "That creature's base power and toughness become 4/3 until end of turn.": a base power and toughness set,
        the verb `become` of the Oracle text as "Its base power becomes the first result" reads: the number set in the
        detail (`set:<stat>`), the objects whose number it is its objects, the new value its amount (`perpetually` its
        duration, as "perpetually gets +1/+1" reads)."""
        parts = [c for c in children if isinstance(c, tuple) and c[0] in ("base", "value")]
        (_, stat, _, whose), (_, value, _, per) = parts
        rest = [c for c in children if not any(c is part for part in parts)]
        action = make_action(Verb.BECOME, [*rest], amount=value, per=per, detail=[f"set:{stat}"])
        action.objects = list(whose)
        for child in rest:
            if isinstance(child, EffectCondition):
                action.condition = child
            elif isinstance(child, Token) and child.type == "PERPETUALLY":
                action.duration = Duration(EffectKind.DURATION, "", span_of([child]), until="perpetually")
            elif isinstance(child, Token) and child.type == "DURATION":  # "Until end of turn, ~'s base power …"
                action.duration = Duration(EffectKind.DURATION, "", span_of([child]), until=child.value)
        action.span = span_of(children)
        return action

    def act_have_base_stat(self, children: list[Any]) -> Action:
        """ "you may have ~'s base power and toughness become 4/1 or 1/4": the base set (`act_base_stat_becomes`), the
        player who has it set its actor (the clause's subject)."""
        action = self.act_base_stat_becomes(children[1:])
        action.span = span_of(children)
        return action

    def act_gain_self(self, children: list[Any]) -> Action:
        """ "…, except it's 0/0 and has this ability": the ability itself had, its object (as "has vigilance and this
        ability" reads it)."""
        action = make_action(Verb.GAIN_ABILITY, children[:1])
        action.objects.append(Reference(EffectKind.REFERENCE, "", span_of(children[-1:]), refers="self"))
        action.span = span_of(children)
        return action

    def exception_is(self, children: list[Any]) -> EffectCondition:
        """ "…, except it isn't legendary, is a Reflection in addition to its other types, …": what the copy is, its
        subject left out (the condition `is` about the object, as "it's a Reflection …" reads)."""
        about: list[Effect] = [c for c in children if isinstance(c, Effect)]
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="is", about=about)

    def act_pay_counted(self, children: list[Any]) -> Action:
        """ "Pay eight {E}.": the count paid its amount and the symbol counted in the detail (`amount_of:{E}`, as "You
        get three {E}" reads); an alternative cost's spells ("rather than pay the mana cost for permanent spells you
        cast") its objects, the cost it replaces in the detail (`rather_than:mana_cost`)."""
        symbols = next(t for t in tokens_of(children, "SYMBOLS"))
        rather = [f"rather_than:{t.value}" for t in tokens_of(children, "RATHER_THAN_FOR")]
        amount = value_of(children, "NUM")
        return make_action(Verb.PAY, children, amount=amount, detail=[f"amount_of:{symbols.value}", *rather])
