"""Shapes of English sentences that refer to the cards another ability exiled (grammar/effects-en/7-exiled-refs.lark;
issue #22: `the_exiled_card` read from the effect tree). A mixin of the effect Transformer (`transformer.py`, through
`en_nodes_shapes.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Part, make_action, span_of, value_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Effect, ObjectPhrase, Reference


class ExiledRefShapeRules:
    """The methods of the rules of grammar/effects-en/7-exiled-refs.lark."""

    def top_cards_of_ref(self, children: list[Any]) -> ObjectPhrase:
        """ "the top card of the exiled pile": the top cards of a pile named before (as "the top card of your library"
        reads a library's), the pile the object's related reference."""
        pile = next(c for c in children if isinstance(c, Token) and c.type == "REF")
        ref = Reference(EffectKind.REFERENCE, "", span_of([pile]), refers=str(pile.value))
        node = ObjectPhrase(
            EffectKind.OBJECT,
            "",
            span_of(children),
            determiner=value_of(children, "THE_TOP") or "top",
            count=value_of(children, "NUM"),
            related=[ref],
        )
        node.types.append("card")
        return node

    def shared_or_stat(self, children: list[Any]) -> Part:
        """ "a color or mana value": either of two qualities two objects may have in common (`color_or_mana_value`), as
        "a card type" is one."""
        words = next(c for c in children if isinstance(c, list))
        stat = next(c for c in children if isinstance(c, Token) and c.type == "STAT")
        return ("shared", "_".join([*(str(t.value) for t in words), "or", str(stat.value)]), span_of(children))

    def where_x_y(self, children: list[Any]) -> tuple[Any, ...]:
        """ "+X/+Y, where X is the exiled creature card's power and Y is its toughness": the two numbers, each of the
        first one's object (the amount `power/toughness`, as "where X is its power" reads one); a second number of
        another object is not read."""
        first, second = [c for c in children if isinstance(c, tuple)]
        owner = second[3] if len(second) > 3 else None
        if owner is not None and not (isinstance(owner, Reference) and owner.refers == "anaphora"):
            refuse(f'"and Y is" {second[1]} of another object')
        return ("amount", f"{first[1]}/{second[1]}", span_of(children), *first[3:])

    def act_have_qualities_of(self, children: list[Any]) -> Action:
        """ "~ has that card's power, toughness, and creature types": the object becomes what the other object is in
        those (verb become, detail `has:power,toughness,creature_type`), the other object the action's object."""
        whose = next(c for c in children if isinstance(c, Effect))
        listed = [str(c.value) for c in children if isinstance(c, Token) and c.type in ("STAT", "NOUN")]
        action = make_action(Verb.BECOME, children, detail=[f"has:{','.join(listed)}"])
        action.objects = [whose]
        return action

    def act_exchange_for(self, children: list[Any]) -> Action:
        """ "exchange all the cards in your hand for the cards on ~": the two sets of cards exchanged, the action's
        objects (verb exchange); no other verb is read so ("… for …" after another verb is not an exchange)."""
        if children[0].value != Verb.EXCHANGE:
            refuse(f'"{children[0].text} … for …"')
        return make_action(Verb.EXCHANGE, children)
