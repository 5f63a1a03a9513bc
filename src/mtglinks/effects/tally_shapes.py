"""Shapes of what a player gets, counted: symbols got ("you get {E}{E}", energy; "you get {TK}{TK}", ticket counters:
rule `act_get_energy`) and the block of grammar/effects-en.lark headed "symbols got, counted". A mixin of the effect
Transformer (`transformer.py`), whose methods Lark finds by the rules' names."""

from __future__ import annotations

from typing import Any

from mtglinks.effects.condition_more_shapes import ConditionMoreShapeRules
from mtglinks.effects.held_shapes import HeldShapeRules
from mtglinks.effects.lexer import Token
from mtglinks.effects.lexicon_more_shapes import LexiconMoreShapeRules
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import make_action, span_of, tokens_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, EffectCondition, Reference

_ENERGY = "{E}"
# "You get {TK} (a ticket counter).": the Unfinity cards' ticket symbol is one ticket counter a player gets, not energy
_TICKET = "{TK}"


def symbols_got(children: list[Any]) -> Action:
    """ "you get {E}{E}": energy, the symbols its amount; "you get {TK}{TK}", "you get seven {TK}": ticket counters
    (verb `get_counter`, as "you get two poison counters", detail `counter:ticket:2`); "you get six {E}": energy,
    amount 6 (`amount_of:{E}`). Any other symbol is not read."""
    symbols = str(tokens_of(children, "SYMBOLS")[-1].value)
    number = tokens_of(children, "NUM")
    if not symbols.replace(_ENERGY, ""):  # counted by a word ("six {E}"): as "an amount of {E}" reads
        if number and symbols == _ENERGY:
            return make_action(Verb.GET_ENERGY, children, amount=str(number[0].value), detail=[f"amount_of:{_ENERGY}"])
        if not number:
            return make_action(Verb.GET_ENERGY, children, amount=symbols)
    if symbols.replace(_TICKET, ""):
        refuse(f'"{symbols}" got (only energy {_ENERGY} and tickets {_TICKET} are)')
    count = str(number[0].value) if number else str(symbols.count(_TICKET))
    return make_action(Verb.GET_COUNTER, children, detail=["counter:ticket" + f":{count}" * (count != "1")])


# the held effects' and the conditions' shapes ride here: transformer.py is full
class TallyShapeRules(HeldShapeRules, ConditionMoreShapeRules, LexiconMoreShapeRules):
    """The methods of the block "symbols got, counted" (see the module docstring)."""

    def act_get_energy(self, children: list[Any]) -> Action:
        """ "you get {E}{E}"; "you get {TK}" is a ticket counter (`symbols_got`)."""
        return symbols_got(children)

    def act_get_symbols_counted(self, children: list[Any]) -> Action:
        """ "you get seven {TK}": seven ticket counters; "you get six {E}": six energy (`symbols_got`)."""
        return symbols_got(children)

    def act_quantity_becomes_amount(self, children: list[Any]) -> Action:
        """ "Your life total becomes equal to your starting life total.", "… becomes half your starting life total,
        rounded up": the number set (`set:life_total`), its new value the amount (`half:starting_life_total:up`)."""
        condition = next((c for c in children if isinstance(c, EffectCondition)), None)
        quantity = next(c for c in children if isinstance(c, Token) and c.type == "QUANTITY")
        _, value, _, per = next(c for c in children if isinstance(c, tuple))
        halved = tokens_of(children, "HALF")
        rounded = [f":{t.value}" for t in tokens_of(children, "ROUNDED")]
        amount = f"half:{value}" + "".join(rounded) if halved else str(value)
        rest = [c for c in children if c is not condition and not isinstance(c, tuple)]
        action = make_action(Verb.BECOME, rest, amount=amount, per=per, detail=[f"set:{quantity.value}"])
        action.condition = condition
        action.span = span_of(children)
        return action

    def cond_have_life_more_than(self, children: list[Any]) -> EffectCondition:
        """ "if you have at least 7 life more than your starting life total": life by a margin over a number of the
        game (`life:7:at_least:more:starting_life_total`, as "if you have at least 7 life" is `life:7:at_least`)."""
        subject, _have, bound, number, _life, compare, quantity = children
        test = f"life:{number.value}:{bound.value}:{compare.value}:{quantity[1]}"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=list(subject))

    def cond_compare_by(self, children: list[Any]) -> EffectCondition:
        """ "if your life total is at least 10 greater than your starting life total": a number of the game over
        another by a margin (`compare:life_total:at_least:10:greater:starting_life_total`)."""
        quantity, _be, bound, number, compare, other = children
        test = f"compare:{quantity.value}:{bound.value}:{number.value}:{compare.value}:{other[1]}"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test)

    def act_stat_becomes(self, children: list[Any]) -> Action:
        """ "Its base power becomes the first result": the object's number set (`set:base_power`), its new value the
        amount; the object the pronoun ("its": the one named before)."""
        owner = children[0]
        if owner.value != "it":
            refuse(f'"{owner.text}" number set')
        whose = Reference(EffectKind.REFERENCE, "", span_of([owner]), refers="anaphora")
        stat = next(c for c in children if isinstance(c, Token) and c.type == "STAT")
        _, value, _, per = next(c for c in children if isinstance(c, tuple))
        action = make_action(Verb.BECOME, [whose, stat], amount=str(value), per=per, detail=[f"set:{stat.value}"])
        action.span = span_of(children)
        return action
