"""Shapes of grammar/effects-en.lark for more English card text (its blocks that name this module): a colour or
supertype an object is, what an object is with keywords, the damage the card itself would deal prevented, the keyword
"bands with other" with its objects. A mixin of the effect Transformer (`transformer.py`, through `en_nodes_shapes.py`),
whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import Subject, make_action, set_actor, span_of
from mtglinks.kinds import EffectKind, ReferenceKind, Verb
from mtglinks.tree import Action, Effect, ObjectPhrase, Reference


class EnMoreShapeRules:
    """The methods of the rules of the blocks naming this module (see the module docstring)."""

    if TYPE_CHECKING:

        def object_phrase(self, children: list[Any]) -> ObjectPhrase | Reference:
            """The Transformer's own (`nouns.py`)."""

        def act_prevent_dealt_to(self, children: list[Any]) -> Action:
            """The Transformer's own (`en_nodes_shapes.py`)."""

    def sentence_be_color(self, children: list[Any]) -> list[Effect]:
        """ "All creatures are black.", "~ is colorless.": the colour the subject is while the effect lasts (as
        "becomes black" reads, the detail `is`)."""
        color = [c for c in children if isinstance(c, Token) and c.type in ("COLOR", "SUPERTYPE")]
        what = self.object_phrase([color])
        action = Action(EffectKind.ACTION, "", span_of(children), verb=Verb.BECOME, objects=[what], detail=["is"])
        set_actor(action, next(c for c in children if isinstance(c, Subject)))
        return [action]

    def act_prevent_that_dealt_to(self, children: list[Any]) -> Action:
        """ "Prevent all damage that ~ would deal to red creatures.": as without "that" (`act_prevent_dealt_to`)."""
        source = children[4]  # the card itself: "~"
        itself = Reference(EffectKind.REFERENCE, "", span_of([source]), refers=ReferenceKind.SELF)
        action = self.act_prevent_dealt_to([*children[:3], [itself], *children[5:]])
        action.span = span_of(children)
        return action

    def keyword_bands_with_other(self, children: list[Any]) -> list[Effect]:
        """ "bands with other legendary creatures" (a granted ability's sentence, rule 702.22c): the keyword the
        object has, as a keyword row reads (`keyword_line`), its objects those it may band with."""
        return [make_action(Verb.GAIN_ABILITY, children, detail=["keyword:bands_with_other"])]
