"""Shapes of a search done, in a relative clause, rules of the French grammar's block "word orders and older wordings
read as the English Oracle reads them" (`grammar/effects-fr.lark`). A mixin of the effect Transformer (`transformer.py`,
as a base of `set_off_shapes.SetOffShapeRules`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.parts import span_of, tokens_of, value_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, ObjectPhrase, PlayerPhrase


class SearchDoneShapeRules:
    """The methods of those rules (see the module docstring)."""

    def player_searched(self, children: list[Any]) -> PlayerPhrase:
        """ "chaque joueur qui a cherché dans sa bibliothèque de cette manière": a player by the search they did, as
        the English "each player who searched their library this way" reads (`player_who_this_way`: the verb
        `search` in the player's relative clause, the zone searched its object and where from, `this_way` when the
        sentence says so)."""
        (zone,) = tokens_of(children, "ZONE")
        place = ObjectPhrase(EffectKind.OBJECT, "", span_of([zone]), types=["zone"], zone=zone.value)
        action = Action(
            EffectKind.ACTION, "", span_of(children[1:]), verb=Verb.SEARCH, objects=[place], zone_from=zone.value
        )
        if value_of(children, "THIS_WAY") is not None:
            action.detail.append("this_way")
        node: PlayerPhrase = self.player(children[:1])  # type: ignore[attr-defined]
        node.relative.append(action)
        node.span = span_of(children)
        return node
