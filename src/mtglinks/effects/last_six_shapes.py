"""Shapes of grammar/effects-en/3-last-six.lark: the last English sentences that alone kept a card of the 2026 Oracle
text untyped: types a permanent has besides its others, said with "also" ("~ is also a Cleric, Rogue, Warrior, and
Wizard."), zones counted ("any number of target players' graveyards"), permanents tapped for mana ("Whenever you tap ~
for mana", "a permanent for {C}"), the amount of each type of mana. A mixin of the effect Transformer
(`transformer.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import Refused, refuse
from mtglinks.effects.parts import make_action, span_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, ObjectPhrase

# the determiners a type said after "is also" may have: "a Cleric", or none in a list ("Rogue, Warrior")
_BARE = {None, "", "a", "an"}


def _bare_types(what: ObjectPhrase) -> bool:
    """Whether an object phrase is types alone ("a Cleric", "Rogue"): no determiner but "a", count, zone, controller or
    qualifier."""
    if what.determiner not in _BARE or not (what.types or what.subtypes):
        return False
    return not (what.zone or what.controller or what.qualifiers or what.related or what.relative or what.count)


class LastSixShapeRules:
    """The methods of the rules of grammar/effects-en/3-last-six.lark (see the module docstring)."""

    def act_is_also(self, children: list[Any]) -> Action:
        """ "~ is also a Cleric, Rogue, Warrior, and Wizard.": types the subject has besides its others (the verb
        become, detail `is`, each object's qualifier `in_addition`, as "is a Wizard in addition to its other types"
        reads); anything but bare types ("is also target creature") is refused."""
        action = make_action(Verb.BECOME, children, detail=["is"])
        if not action.objects:
            refuse('nothing said after "is also"')
        for what in action.objects:
            if not isinstance(what, ObjectPhrase) or not _bare_types(what):
                refuse('"is also" followed by something other than types')
                continue
            what.qualifiers.append("in_addition")
        return action

    def zone_object_any_number(self, children: list[Any]) -> ObjectPhrase:
        """ "any number of target players' graveyards": zones as what is acted on (as "target player's graveyard"
        reads, `zone_object`), counted as their players are (determiner `any_number`)."""
        zone = next(c for c in children if isinstance(c, Token) and c.type == "ZONE")
        if not zone.text.lower().endswith("s"):  # "any number of your graveyard": one zone is not counted
            refuse('"any number of" before a single zone')
        return ObjectPhrase(
            EffectKind.OBJECT, "", span_of(children), determiner="any_number", types=["zone"], zone=str(zone.value)
        )

    def act_self_qualified(self, children: list[Any]) -> Action:
        """ "you tap ~ for mana": the action on the card itself, what it is done for in the detail (`for_mana`, as
        "you tap a land for mana" reads it on the land); only "for mana" is read so."""
        verb, qualifier = children[0], children[-1]
        if qualifier.value != "for_mana" or verb.value != Verb.TAP:
            refuse(f'"{verb.text} ~ {qualifier.text}"')
        return make_action(verb.value, children, detail=[str(qualifier.value)])

    def act_tapped_for_symbols(self, children: list[Any]) -> Action:
        """ "you tap a permanent for {C}": the permanent tapped, the mana it is tapped for its qualifier
        `for_mana:{C}` (as "a land for mana" reads `for_mana`); only "tap" is read so."""
        verb, symbols = children[0], children[-1]
        if verb.value != Verb.TAP:
            refuse(f'"{verb.text} … for {symbols.text}"')
        action = make_action(verb.value, children[:-2])
        for what in action.objects:
            if isinstance(what, ObjectPhrase):
                what.qualifiers.append(f"for_mana:{symbols.value}")
        action.span = span_of(children)
        return action

    def amount_of_each_type(self, children: list[Any]) -> ObjectPhrase:
        """ "the amount of each type of unspent mana you have": the objects counted, their qualifier
        `amount_of:each_type` (each type taken on its own, as "Double the amount of …" doubles it); only mana is
        read so."""
        noun, what = children[3], children[-1]
        if noun.value != "type" or not isinstance(what, ObjectPhrase):
            raise Refused(f'"the amount of each {noun.text} of …"')
        if what.types != ["mana"] or what.determiner:  # an amount is of mana: "of target creature" is not
            refuse('"the amount of each type of" before something other than mana')
        what.qualifiers.append("amount_of:each_type")
        what.span = span_of(children)
        return what
