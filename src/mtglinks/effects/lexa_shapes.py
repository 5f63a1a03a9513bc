"""Shapes of grammar/effects-en/9-lexa.lark: English words of the twenty-second round's list (issue #22, the words
beginning with a non-letter or a to l) that needed a shape of their own: cards a deck may include regardless of its
commander's color identity ("you may include instant and sorcery cards of any color in your deck regardless of color
identity"). A mixin of the effect Transformer (`transformer.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.parts import Part, make_action, span_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, ObjectPhrase


class LexaShapeRules:
    """The methods of the rules of grammar/effects-en/9-lexa.lark (see the module docstring)."""

    def lexa_deck_include(self, children: list[Any]) -> Action:
        """ "include instant and sorcery cards of any color in your deck regardless of color identity": the cards a
        deck may hold, a deck-building rule (the verb deck_limit, as "A deck can have any number of cards named ~."
        reads; detail `include:<where>`, the words after the objects)."""
        return make_action(Verb.DECK_LIMIT, children[:-1], detail=[f"include:{children[-1].value}"])

    def lexa_create_named_token(self, children: list[Any]) -> Action:
        """ "Create a Gingerbrute token.": a token named for a card (the verb create, its object a token with the
        qualifier `named:<the name>`, as "… token named Marit Lage" reads)."""
        article, name, noun = children[1:4]
        token = ObjectPhrase(
            EffectKind.OBJECT,
            "",
            span_of([article, name, noun]),
            determiner=article.value,
            types=[noun.value],
            qualifiers=[f"named:{name.value}"],
        )
        return Action(
            EffectKind.ACTION, "", span_of(children), verb=Verb.CREATE, objects=[token], zone_to="battlefield"
        )

    def lexa_named_cards(self, children: list[Any]) -> Part:
        """ "a card named Festering Newt or Bubbling Cauldron", "artifacts named Crown of Empires and Scepter of
        Empires": the object's qualifier `named_or:<name>|<name>` (`named_and:…`), as "named Mox Opal" is
        `named:Mox Opal`."""
        how, names = children[1].value.split(":", 1)
        return ("qualifier", f"{children[0].value}_{how}:{names}", span_of(children))
