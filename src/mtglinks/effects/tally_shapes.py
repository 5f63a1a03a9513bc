"""Shapes of what a player gets, counted: symbols got ("you get {E}{E}", energy; "you get {TK}{TK}", ticket counters:
rule `act_get_energy`) and the block of grammar/effects.lark headed "symbols got, counted". A mixin of the effect
Transformer (`transformer.py`), whose methods Lark finds by the rules' names."""

from __future__ import annotations

from typing import Any

from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import make_action, tokens_of
from mtglinks.kinds import Verb
from mtglinks.tree import Action

_ENERGY = "{E}"
# "You get {TK} (a ticket counter).": the Unfinity cards' ticket symbol is one ticket counter a player gets, not energy
_TICKET = "{TK}"


def symbols_got(children: list[Any]) -> Action:
    """ "you get {E}{E}": energy, the symbols its amount; "you get {TK}{TK}", "you get seven {TK}": ticket counters
    (verb `get_counter`, as "you get two poison counters", detail `counter:ticket:2`). Any other symbol, or energy
    counted by a word, is not read."""
    symbols = str(tokens_of(children, "SYMBOLS")[-1].value)
    number = tokens_of(children, "NUM")
    if not number and not symbols.replace(_ENERGY, ""):
        return make_action(Verb.GET_ENERGY, children, amount=symbols)
    if symbols.replace(_TICKET, ""):
        refuse(f'"{symbols}" got (only energy {_ENERGY} and tickets {_TICKET} are)')
    count = str(number[0].value) if number else str(symbols.count(_TICKET))
    return make_action(Verb.GET_COUNTER, children, detail=["counter:ticket" + f":{count}" * (count != "1")])


class TallyShapeRules:
    """The methods of the block "symbols got, counted" (see the module docstring)."""

    def act_get_energy(self, children: list[Any]) -> Action:
        """ "you get {E}{E}"; "you get {TK}" is a ticket counter (`symbols_got`)."""
        return symbols_got(children)

    def act_get_symbols_counted(self, children: list[Any]) -> Action:
        """ "you get seven {TK}": seven ticket counters (`symbols_got`)."""
        return symbols_got(children)
