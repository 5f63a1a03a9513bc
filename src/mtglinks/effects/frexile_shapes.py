"""Shapes of grammar/effects-fr/9-frexile.lark: older printed French exile ("retirer … de la partie") with the state
it leaves the cards in set off by commas, or "à la place" before the zone, and a list of objects whose last names
its zone with "des" alone, "jusqu'à exiler …", "le nombre de cartes … de votre choix" and "exilez-en une face cachée". A
mixin of the effect Transformer (`transformer.py`), whose methods Lark finds by the
rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import make_action, span_of
from mtglinks.kinds import Verb
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

    def act_search_any_number_fr(self, children: list[Any]) -> Action:
        """ "cherchez dans votre bibliothèque le nombre de cartes de plaine de votre choix": a search for any number of
        the cards (`act_search`), as "n'importe quel nombre de cartes de plaine" reads (the object's determiner
        `any_number`); "de votre choix" is the object's qualifier (`choice:yours`), without which "le nombre de" is
        no choice of how many and the sentence is not read."""
        search, zone, _number, thing = children
        if not isinstance(thing, ObjectPhrase) or "choice:yours" not in thing.qualifiers:
            refuse("a search for the number of cards with no choice of how many")
            raise AssertionError  # refuse raises
        thing.determiner = "any_number"
        thing.qualifiers.remove("choice:yours")
        action: Action = self.act_search([search, zone, [thing]])  # type: ignore[attr-defined]
        action.span = span_of(children)
        return action

    def act_exile_one_of_them_fr(self, children: list[Any]) -> Action:
        """ "exilez-en une face cachée": an exile of one of the cards just named ("en", of them; "une", one), the way
        it lies its detail, as the English "exile one of them face down" reads."""
        verb, _one, lie = children
        if verb.value != Verb.EXILE:
            refuse("one of them and how it lies after a verb other than exile")
        return make_action(Verb.EXILE, children, amount="1", detail=[str(lie.value)])
