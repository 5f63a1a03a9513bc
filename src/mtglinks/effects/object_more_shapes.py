"""Object phrases, English: an object from either of two zones ("a creature card from your hand or graveyard", "cast ~
from your graveyard or from exile"). A mixin of the effect Transformer, whose methods Lark finds by the rules' names
(grammar/effects.lark, its block "an object from either of two zones")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import Part, span_of, tokens_of
from mtglinks.tree import Action


class ObjectMoreShapeRules:
    """Transformer methods of the object phrases (see the module docstring)."""

    def from_either_zone(self, children: list[Any]) -> Part:
        """ "from your hand or graveyard", "from your graveyard or from exile": both zones, one qualifier
        (`from:hand|graveyard`; the object's `zone` holds one zone, so neither is put there)."""
        first, second = tokens_of(children, "ZONE")
        return ("qualifier", f"from:{first.value}|{second.value}", span_of(children))

    def act_object_either_zone(self, children: list[Any]) -> Action:
        """ "You may cast ~ from your graveyard or from exile.": the verb read as from the first zone, both zones in the
        detail (`from:graveyard|exile`)."""
        return _from_first_zone(children, self.act_object)  # type: ignore[attr-defined]

    def act_return_either_zone(self, children: list[Any]) -> Action:
        """ "Return ~ from your graveyard or from exile to the battlefield tapped.": as `act_object_either_zone`."""
        return _from_first_zone(children, self.act_return)  # type: ignore[attr-defined]

    def act_put_passive_either_zone(self, children: list[Any]) -> Action:
        """ "cards that were put into your graveyard from your hand or library": as `act_object_either_zone`."""
        return _from_first_zone(children, self.act_put_passive)  # type: ignore[attr-defined]


def _from_first_zone(children: list[Any], read: Callable[[list[Any]], Action]) -> Action:
    """The action `read` makes of the children as from the first zone, with both zones in its detail; its span
    reaches the second zone too."""
    head, detail = _first_zone(children)
    action = read(head)
    action.detail.append(detail)
    action.span = (action.span[0], span_of(children)[1])
    return action


def _first_zone(children: list[Any]) -> tuple[list[Any], str]:
    """The children with the "or" and the second zone left out, and the detail naming both zones."""
    at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "OR_ZONE")
    second = at + 2 if children[at + 1].type == "FROM" else at + 1
    return [*children[:at], *children[second + 1 :]], f"from:{children[at - 1].value}|{children[second].value}"
