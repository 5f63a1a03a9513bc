"""Shapes of grammar/effects-en/4-kept-on-self.lark: old printed English that kept cards on or under the object itself
("put the top five cards of your library face down on Duplicity", "put them face down under Mangara's Tome") where
today's text exiles them with it. A mixin of the effect Transformer (`transformer.py`), whose methods Lark finds by the
rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import make_action, span_of
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Effect


class KeptShapeRules:
    """The methods of the rules of grammar/effects-en/4-kept-on-self.lark (see the module docstring)."""

    def act_put_kept(self, children: list[Any]) -> Action:
        """ "put that card face up under ~": the objects kept on or under the object itself, which today's text exiles
        with it ("exile the top five cards of your library face down", Duplicity's Oracle text): an exile (verb
        `exile`, zone exile) whose detail keeps how the cards lie (`face_down`, `face_up`) and where the printed text
        put them (`kept:under_self`, `kept:on_self`), so that the linker reads the cards its other abilities name ("the
        cards on ~") as exiled with it (`features/queries.py`)."""
        tokens = [c for c in children if isinstance(c, Token)]
        lie = [str(t.value) for t in tokens if t.type == "TAPPED"]
        where = next(t for t in tokens if t.type in ("ON", "UNDER"))
        return make_action(Verb.EXILE, children, zone_to="exile", detail=[*lie, f"kept:{where.type.lower()}_self"])

    def act_put_unseen(self, children: list[Any]) -> Action:
        """ "Take a card from your library without looking at it" (old printed, before "and place it face down under
        ~"): the card taken (verb `put`, from its zone, no zone reached: the next clause says where), detail
        `unseen`."""
        action = make_action(Verb.PUT, children[:-1], detail=[str(children[-1].value)])
        action.span = span_of(children)
        return action

    def exile_to_do(self, children: list[Any]) -> list[Effect]:
        """ "Remove the top card of your library from the game to gain 1 life.": the exile paid as the cost of what
        follows, then the clauses it pays for (as "{1}{U}, Pay 3 life." reads a cost written as a sentence)."""
        at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "FROM_GAME_TO")
        exile = make_action(Verb.EXILE, children[:at], zone_to="exile")
        exile.span = span_of(children[: at + 1])
        rest: list[Effect] = self.sentence(children[at + 1 :])  # type: ignore[attr-defined]
        return [exile, *rest]
