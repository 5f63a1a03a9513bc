"""Shapes of grammar/effects-fr/9-frexile.lark: older printed French exile ("retirer … de la partie") with the state
it leaves the cards in set off by commas, or "à la place" before the zone, and a list of objects whose last names
its zone with "des" alone. A mixin of the effect Transformer (`transformer.py`), whose methods Lark finds by the
rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import span_of
from mtglinks.tree import Action, ObjectPhrase


class FrenchExileShapeRules:
    """The methods of the rules of grammar/effects-fr/9-frexile.lark (see the module docstring)."""

    def act_remove_lying_fr(self, children: list[Any]) -> Action:
        """ "ce joueur retire cette carte de la partie, face visible, à la place", "il retire à la place de la partie,
        face cachée, la carte du dessus …": the exile "retirer … de la partie" (`act_remove`), whose detail keeps how
        the card lies (the `TAPPED` value, "face_up", "face_down") and that it replaces an event ("instead"), as the
        English "exiles that card face up instead" reads."""
        marks = [c for c in children if isinstance(c, Token) and c.type in ("TAPPED", "INSTEAD")]
        kept = [c for c in children if not (isinstance(c, Token) and c.type in ("TAPPED", "INSTEAD"))]
        action: Action = self.act_remove(kept)  # type: ignore[attr-defined]
        action.detail.extend(str(mark.value) for mark in marks)
        action.span = span_of(children)
        return action

    def act_object_last_zone_fr(self, children: list[Any]) -> Action:
        """ "exiler jusqu'à trois autres créatures ciblées du champ de bataille et/ou cartes de créature des
        cimetières": the action on a list of objects (`act_object`), the zone after the last ("des cimetières", the
        lexer's ZONE alone) the zone that object is in, as "from graveyards" reads in English."""
        verb, things, zone = children
        last = things[-1] if len(things) > 1 else None
        if not isinstance(last, ObjectPhrase) or last.zone is not None or getattr(things[0], "zone", None) is None:
            refuse("a zone after objects that is not the last of a list whose first names its own zone")
            raise AssertionError  # refuse raises
        last.zone = str(zone.value)
        last.span = span_of([last, zone])
        action: Action = self.act_object([verb, things])  # type: ignore[attr-defined]
        action.span = span_of(children)
        return action
