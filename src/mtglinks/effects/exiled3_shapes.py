"""Shapes of the Spanish (and Russian) sentences that refer to the cards another ability exiled and that the grammar
did not read (grammar/effects-es/9-exiled3.lark, grammar/effects-ru/9-exiled3.lark; issue #23: `the_exiled_card` read
from the effect tree). A mixin of the effect Transformer (through `es_more_shapes.SpanishMoreShapeRules`), whose
methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Detail, make_action, span_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase, Reference


class Exiled3ShapeRules:
    """The methods of the rules of grammar/effects-es/9-exiled3.lark."""

    def act_turn_object_face_ru(self, children: list[Any]) -> Action:
        """ "переверните изгнанную карту рубашкой вниз" (grammar/effects-ru/9-exiled3.lark): the object turned, how it
        will lie after it (verb `turn`, detail `face_up`, as "Pon boca arriba …" reads)."""
        return make_action(Verb.TURN, children, detail=[str(children[-1].value)])

    def act_gain_abilities_of_es(self, children: list[Any]) -> Action:
        """ "~ tiene todas las habilidades activadas de todas las cartas de criatura exiliadas con ella": all abilities
        of a kind of another object had (verb gain_ability), as the English "has all activated abilities of …" reads:
        the abilities the action's object, the object they are of its related object."""
        gain, abilities, owner = children
        if not isinstance(owner, ObjectPhrase):
            refuse(f'"{abilities.text}" a reference')
        had = ObjectPhrase(
            EffectKind.OBJECT,
            "",
            span_of(children[1:]),
            determiner="all",
            types=[str(abilities.value)],
            qualifiers=[f"of:{','.join(owner.types)}"],
            related=[owner],
        )
        return make_action(Verb.GAIN_ABILITY, [gain, had])

    def keyword_from_types_of_es(self, children: list[Any]) -> Detail:
        """ "protección contra cada uno de los tipos de la carta estampada": protection from each card type of the
        object a reference names (`keyword:protection:from:card_type:of:exiled_with`)."""
        keyword, _, each, ref = children
        return Detail([f"keyword:{keyword.value}:from:{each.value}:of:{ref.value}"], span_of(children))

    def where_xy_of_es(self, children: list[Any]) -> tuple[Any, ...]:
        """ "…, donde X es la fuerza e Y la resistencia de la carta de criatura exiliada": the two numbers of "+X/+Y",
        both of the object after them (the amount `power/toughness`, the object the one counted, as "where X is the
        exiled creature card's power and Y is its toughness" reads); a plain "donde X es" before an object is
        refused."""
        where, (owner, *_) = children
        if not isinstance(where, Token) or where.value != "power/toughness":
            refuse(f'"{where.text}" before an object')
        return ("amount", str(where.value), span_of(children), owner)

    def one_of_es(self, children: list[Any]) -> ObjectPhrase:
        """ "una de las cartas de conjuro estampadas": one of several objects (determiner `of`, count 1, as the English
        "one of the cards exiled with ~" reads)."""
        one, among = children
        if not isinstance(among, ObjectPhrase) or among.determiner:
            refuse(f'"{one.text}" before an object with its own determiner')
        among.determiner, among.count = "of", str(one.value)
        among.span = span_of(children)
        found: ObjectPhrase = among
        return found

    def cond_it_has_same_es(self, children: list[Any]) -> EffectCondition:
        """ "si tiene el mismo nombre que una de las cartas de conjuro estampadas": a value of the subject the verb's
        person names ("it", `anaphora`) and of another object (test `same:name`, as `cond_have_same` reads "if it has
        the same name as …")."""
        gain, same, _, compared = children
        it = Reference(EffectKind.REFERENCE, "", span_of([gain]), refers="anaphora")
        return EffectCondition(
            EffectKind.CONDITION, "", span_of(children), test=f"same:{same.value}", about=[it, compared]
        )
