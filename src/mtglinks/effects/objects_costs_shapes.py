"""Shapes of grammar/effects-en/2-objects-more.lark: objects, costs and counted nouns in English wordings (a token
named before what it is). A mixin of the effect Transformer (`transformer.py`, by way of `en_nodes_shapes.py`), whose
methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Span, make_action, objects_of, span_of, tokens_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase


class ObjectsCostsShapeRules:
    """The methods of the rules of grammar/effects-en/2-objects-more.lark (see the module docstring)."""

    def act_create_named(self, children: list[Any]) -> Action:
        """ "create Marit Lage, a legendary 20/20 black Avatar creature token with flying": the token created, its
        name its qualifier `named:<the name>`, as "… token named Marit Lage" reads."""
        verb, name, *rest = children
        action = make_action(Verb.CREATE, [verb, *rest], zone_to="battlefield")
        tokens = [o for o in action.objects if isinstance(o, ObjectPhrase) and "token" in o.types]
        if len(tokens) != 1:
            refuse("a name said before something other than one token")
        tokens[0].qualifiers.append(f"named:{name.value}")
        action.span = span_of(children)
        return action

    def starting_deck_only(self, children: list[Any]) -> EffectCondition:
        """ "Your starting deck contains only instant, sorcery, and land cards.": a companion's condition (rule
        702.139a), `starting_deck:only`, about the cards the deck may hold."""
        return EffectCondition(
            EffectKind.CONDITION, "", span_of(children), test="starting_deck:only", about=objects_of(children)
        )

    def starting_deck_each(self, children: list[Any]) -> EffectCondition:
        """ "Each permanent card in your starting deck has mana value 2 or less.": a companion's condition,
        `starting_deck:each`, about the cards it speaks of and what each of them is (the same words with what it has:
        "permanent card with mana value 2 or less"; or what follows "is")."""
        *named, _, must = children
        subject = self.object_phrase(named)  # type: ignore[attr-defined]
        words = next(c for c in named if isinstance(c, list))
        kind, parts, _ = must
        required = parts if kind == "is" else [self.object_phrase([words, *parts])]  # type: ignore[attr-defined]
        return EffectCondition(
            EffectKind.CONDITION, "", span_of(children), test="starting_deck:each", about=[subject, *required]
        )

    def deck_has(self, children: list[Any]) -> tuple[str, list[Any], Span]:
        """What each card of the starting deck has, as post-modifiers ("has mana value 2 or less")."""
        return ("has", children, span_of(children))

    def deck_is(self, children: list[Any]) -> tuple[str, list[Any], Span]:
        """What each card of the starting deck is ("is an Aura card"): its objects."""
        return ("is", objects_of(children), span_of(children))

    def deck_is_either_subtype(self, children: list[Any]) -> tuple[str, list[Any], Span]:
        """ "is a Cat, Elemental, Nightmare, Dinosaur, or Beast card": a card of either subtype (`Cat_or_Elemental_…`,
        as "an Aura or Equipment card" reads)."""
        subtypes = "_or_".join(t.value for t in tokens_of(children, "SUBTYPE"))
        noun = children[-1]
        what = ObjectPhrase(
            EffectKind.OBJECT, "", span_of(children[1:]), determiner="a", types=[noun.value], subtypes=[subtypes]
        )
        return ("is", [what], span_of(children))

    def deck_shares(self, children: list[Any]) -> tuple[str, list[Any], Span]:
        """What the cards of the starting deck share ("shares a card type"), as "cards that share a card type" reads."""
        return ("has", [self.shares(children)], span_of(children))  # type: ignore[attr-defined]
