"""Shapes of English words the lexicon lacked where one word kept a sentence untyped (grammar/effects-en/
3-lexicon-more.lark, issue #22): the greater of two amounts ("… or …, whichever is greater"), the first of two events
that end a repeated action ("until …, whichever comes first"). A mixin of the effect
Transformer (`transformer.py`), whose methods Lark finds by the rules' names."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import Span, span_of
from mtglinks.tree import EffectCondition


class LexiconMoreShapeRules:
    """The methods of the rules of grammar/effects-en/3-lexicon-more.lark (see the module docstring)."""

    if TYPE_CHECKING:

        def equal_to(self, children: list[Any]) -> tuple[Any, ...]:
            """The Transformer's own (`effects/phrases.py`)."""

        def until_event(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
            """The Transformer's own (`effects/clauses.py`)."""

    def until_whichever(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "… until an artifact card or X cards are revealed, whichever comes first": the event that ends a repeated
        action (`until_event`), whichever of its objects comes first (test `until:first`)."""
        part, condition, span = self.until_event(children[:-1])
        condition.test = f"until:{children[-1].value}"
        condition.span = span_of(children)
        return (part, condition, condition.span)

    def equal_to_whichever(self, children: list[Any]) -> tuple[Any, ...]:
        """ "equal to 2 or the greatest power among Dinosaurs you control, whichever is greater": what "equal to" makes
        of the amount `quantity_whichever` reads."""
        return self.equal_to([children[0], self.quantity_whichever(children[1:])])

    def quantity_whichever(self, children: list[Any]) -> tuple[Any, ...]:
        """ "2 or the greatest power among Dinosaurs you control, whichever is greater": the amount
        `<first>:or:<second>:greater` (the lexicon's WHICHEVER says which of the two), its objects the second's, or
        the first's where the second counts none (as `quantity_plus` keeps them)."""
        left, right, which = children[0], children[2], children[-1]
        value = f"{left[1]}:or:{right[1]}:{which.value}"
        return ("amount", value, span_of(children), right[3] if right[3] is not None else left[3])

    def quantity_whichever_number(self, children: list[Any]) -> tuple[Any, ...]:
        """ "the number of Zombies you control or the number of Zombie cards in your graveyard, whichever is greater":
        as `quantity_whichever`, the second amount a count of objects (the lexicon's OR_NUMBER_OF, as "plus the
        number of" is one PLUS_NUMBER_OF), its objects the second's."""
        left, head, which = children[0], children[1], children[-1]
        objects = next((c for c in children[2:] if isinstance(c, list)), None)
        right = "number_of" if isinstance(head, Token) and objects else str(head.value)
        per = objects[0] if objects else left[3]
        return ("amount", f"{left[1]}:or:{right}:{which.value}", span_of(children), per)

    def cond_while(self, children: list[Any]) -> EffectCondition:
        """ "While an opponent is choosing targets …, …": the state the clause holds in (test `while:<state>`, as
        "as long as" is `as_long_as:<state>`)."""
        node: EffectCondition = children[1]
        node.test = f"while:{node.test}"
        node.span = span_of(children)
        return node

    def purpose_suffix(self, children: list[Any]) -> tuple[str, str, Span]:
        """ "… for that player to ignore this effect until end of turn": what the action is done for (detail
        `purpose:<what>`)."""
        return ("detail", f"purpose:{children[0].value}", span_of(children))
