"""Shapes of the French grammar's block "words set off by commas, where a copied or moved object is, older damage
wordings" (`grammar/effects-fr.lark`). A mixin of the effect Transformer (`transformer.py`, through
`language_shapes.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.also_after_shapes import AlsoAfterShapeRules
from mtglinks.effects.as_much_as_shapes import AsMuchAsShapeRules
from mtglinks.effects.fr_linked_shapes import FrenchLinkedShapeRules
from mtglinks.effects.fr_modern_shapes import FrenchModernShapeRules
from mtglinks.effects.lexer import Token
from mtglinks.effects.mana_colors_shapes import ManaColorsShapeRules
from mtglinks.effects.partitive_shapes import PartitiveShapeRules
from mtglinks.effects.parts import Part, objects_of, span_of, tokens_of, value_of
from mtglinks.effects.random_first_shapes import RandomFirstShapeRules
from mtglinks.effects.search_done_shapes import SearchDoneShapeRules
from mtglinks.kinds import EffectKind
from mtglinks.tree import Action, ObjectPhrase, Reference


class SetOffShapeRules(
    PartitiveShapeRules,
    RandomFirstShapeRules,
    SearchDoneShapeRules,
    AlsoAfterShapeRules,
    AsMuchAsShapeRules,
    FrenchModernShapeRules,
    FrenchLinkedShapeRules,
    ManaColorsShapeRules,
):
    """The methods of the rules of that block (see the module docstring)."""

    def copied_place(self, children: list[Any]) -> Part:
        """ "n'importe quelle créature sur le champ de bataille" after "comme une copie de": where the copied
        permanent is, a qualifier of it as the English "any creature on the battlefield" (`on_battlefield`), not a
        zone the entering card would come from."""
        return ("qualifier", f"on_{value_of(children, 'ZONE')}", span_of(children))

    def act_damage_among(self, children: list[Any]) -> Action:
        """ "~ inflige 3 blessures réparties comme vous le désirez entre une, deux ou trois cibles": damage divided
        among the numbers of targets offered, read as the English "among one, two, or three targets" (the targets'
        count "1_or_2_or_3"); the numbers offered are not the damage dealt."""
        at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "DIVIDED")
        offered = [str(t.value) for t in tokens_of(children[at + 1 :], "NUM")]
        rest = [c for c in children[at + 1 :] if not isinstance(c, Token)]
        action: Action = self.act_damage([*children[: at + 1], *rest])  # type: ignore[attr-defined]
        action.span = span_of(children)
        last = next((o for o in objects_of(rest) if isinstance(o, ObjectPhrase)), None)
        if last is not None and last.count:
            last.count = "_or_".join([*offered, last.count])
        return action

    def act_return_located(self, children: list[Any]) -> Action:
        """ "Renvoyez la carte de créature ciblée dans un cimetière dans la main de son propriétaire": the first zone
        is where the object is (its zone, as the English "target creature card in a graveyard"), the second where it
        goes."""
        zones = tokens_of(children, "ZONE")
        action: Action = self.act_return(_located(children, zones[0]))  # type: ignore[attr-defined]
        action.span = span_of(children)
        return action

    def act_put_located(self, children: list[Any]) -> Action:
        """ "mettez en jeu, sous votre contrôle, la carte de créature ciblée dans le cimetière de ce joueur": the last
        zone is where the object is (the English "target creature card from that player's graveyard")."""
        zones = tokens_of(children, "ZONE")
        action: Action = self.act_put(_located(children, zones[-1]))  # type: ignore[attr-defined]
        action.span = span_of(children)
        return action

    def the_others(self, children: list[Any]) -> Reference:
        """ "… dans votre main et les autres dans votre cimetière": the cards not put with the first group, as the
        English "the rest" refers to them."""
        return Reference(EffectKind.REFERENCE, "", span_of(children), refers="anaphora")

    def target_types_controlled(self, children: list[Any]) -> ObjectPhrase:
        """ "une cible, artefact ou enchantement, que ce joueur contrôle": a target of either type set off by commas,
        whose controller after them (the English "target artifact or enchantment that player controls", its types
        "artifact_or_enchantment")."""
        read = [t for c in children if isinstance(c, list) for t in c if isinstance(t, Token)]  # each `words`
        types = [str(t.value) for t in tokens_of(read, "TYPE")]
        node = ObjectPhrase(
            EffectKind.OBJECT, "", span_of(children), determiner="target", types=["_or_".join(types) or "any"]
        )
        node.subtypes = [str(t.value) for t in tokens_of(read, "SUBTYPE")]
        node.controller = value_of(children, "CONTROLLER")
        return node


def _located(children: list[Any], zone: Token) -> list[Any]:
    """The children without the zone where the first object is and the preposition before it, that zone given to the
    object (whose span then reaches it)."""
    at = next(i for i, child in enumerate(children) if child is zone)
    located = next((o for o in objects_of(children) if isinstance(o, ObjectPhrase)), None)
    if located is not None:
        located.zone = str(zone.value)
        located.span = (located.span[0], max(located.span[1], zone.end_pos))
    return [*children[: at - 1], *children[at + 1 :]]
