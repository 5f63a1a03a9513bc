"""Shapes of grammar/effects-ru/6-exiled-face-down.lark and grammar/effects-es/5-exiled-face-down.lark: older printed
exile of cards laid face down ("выведите из игры верхние 5 карт библиотеки целевого игрока рубашкой вверх", "выведите
свою руку из игры, положив ее рубашкой вверх", Spanish "remueve del juego boca abajo las primeras siete cartas de tu
biblioteca"). A mixin of the effect Transformer (`transformer.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import make_action, span_of
from mtglinks.kinds import Verb
from mtglinks.tree import Action, ObjectPhrase, Reference


class ExiledFaceDownShapeRules:
    """The methods of the rules of grammar/effects-ru/6-exiled-face-down.lark and
    grammar/effects-es/5-exiled-face-down.lark (see the module docstring)."""

    def act_exile_face_down_ru(self, children: list[Any]) -> Action:
        """ "удалите из игры семь верхних карт вашей библиотеки лицом вниз": an exile (verb `exile`, zone exile) whose
        detail keeps how the cards lie (`face_down`, the value of the `TAPPED` words "рубашкой вверх", "лицом вниз"),
        as English "exile … face down" reads; with the gerund ", положив ее рубашкой вверх" (putting it face down), a
        `SET_OFF` whose value says so."""
        lie = [str(c.value) for c in children if isinstance(c, Token) and c.type in ("TAPPED", "SET_OFF")]
        return make_action(Verb.EXILE, children, zone_to="exile", detail=lie)

    def top_counted_ru(self, children: list[Any]) -> ObjectPhrase | Reference:
        """ "верхние 5 карт библиотеки целевого игрока": the top cards of a library, "верхние" (top) before the number
        (as "пять верхних карт" after it, where the words read it): the object with the qualifier `top`."""
        thing: ObjectPhrase | Reference = self.object_phrase(children[1:])  # type: ignore[attr-defined]
        if isinstance(thing, ObjectPhrase):
            thing.span = span_of(children)
            if "top" not in thing.qualifiers:
                thing.qualifiers.insert(0, "top")
        return thing

    def act_object_lying_es(self, children: list[Any]) -> Action:
        """ "remueve del juego boca abajo las primeras siete cartas de tu biblioteca": an exile (the verb's value) of
        cards laid face down, "boca abajo" (a `TAPPED` "face_down") between the verb and the objects, which the
        detail keeps, as English "exile … face down" reads. Only an exile: another verb refuses the reading."""
        verb = children[0]
        lie = [str(c.value) for c in children if isinstance(c, Token) and c.type == "TAPPED"]
        if len(children) == 2:  # "Puedes exiliarla boca abajo.": any verb, the state its suffix (`state_suffix`)
            action: Action = self.act_object([verb])  # type: ignore[attr-defined]
            action.detail.extend(lie)
            action.span = span_of(children)
            return action
        if verb.value != Verb.EXILE:
            refuse("a state before the objects of a verb other than exile")
        return make_action(Verb.EXILE, children, detail=lie)
