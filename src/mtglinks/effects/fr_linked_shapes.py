"""Shapes of the French grammar's file of older sentences that hold halves of linked abilities
(`grammar/effects-fr/9-linked-halves.lark`). A mixin of the effect Transformer (`transformer.py`, as a base of
`set_off_shapes.SetOffShapeRules`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.tree import Action, Effect


class FrenchLinkedShapeRules:
    """The methods of those rules (see the module docstring)."""

    def act_prevent_instead_fr(self, children: list[Any]) -> Action:
        """ "prévenez à la place, ce tour-ci, les prochaines 4 blessures qui devraient être infligées à cette cible":
        the prevention "à la place" after the verb, read as the English "… instead" (the detail `instead`)."""
        action: Action = self.act_prevent(children)  # type: ignore[attr-defined]
        action.detail.append("instead")
        return action

    def sentence_enter_and_fr(self, children: list[Any]) -> list[Effect]:
        """ "Si vous avez payé le coût de kick, ~ arrive en jeu avec un marqueur +1/+1 sur lui et peut attaquer comme
        s'il n'était pas un mur.": the clause of the entry with its counters (its condition and subject), then what it
        may do after "et", a clause of the same subject (`sentence`)."""
        join = max(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "JOIN")
        enter = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "ENTER")
        action = self.act_enter(children[enter:join])  # type: ignore[attr-defined]
        first = self.clause([*children[:enter], action])  # type: ignore[attr-defined]
        second = self.clause(children[join + 1 :])  # type: ignore[attr-defined]
        out: list[Effect] = self.sentence([first, children[join], second])  # type: ignore[attr-defined]
        return out
