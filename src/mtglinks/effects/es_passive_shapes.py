"""Spanish: the passive with "se" joined to the verb after its subject ("La carta nombrada no puede jugarse.", the
English "The named card can't be cast"; grammar/effects-es/2-named-card.lark)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import make_action, span_of
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Effect, ObjectPhrase

# The object types of abilities: what "jugarse" ("be played", the older word) activates rather than casts.
_ABILITIES = frozenset({"ability", "activated_ability", "triggered_ability", "mana_ability", "loyalty_ability"})


class SpanishPassiveShapeRules:
    """Rules of the Spanish passive with "se" after its subject, mixed into the Transformer."""

    if TYPE_CHECKING:

        def clause(self, children: list[Any]) -> Effect:
            """The Transformer's own (`transformer.py`)."""

        def act_cant(self, children: list[Any]) -> Action:
            """The Transformer's own (`effects/clauses.py`)."""

    def clause_se_passive_es(self, children: list[Any]) -> Effect:
        """ "La carta nombrada no puede jugarse.": the verb (SE_PASSIVE) done to the subject, negated. The older
        "jugar" is "activate" of abilities (its lexicon value) and "cast" of a card or spell (rule 601: a card played
        from the hand as a spell is cast), as the Oracle text says "The named card can't be cast"."""
        verb = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "SE_PASSIVE")
        cant = children[verb - 1]
        passive = make_action(children[verb].value, [children[verb]], detail=["passive"])
        node = self.clause([*children[: verb - 1], self.act_cant([cant, passive]), *children[verb + 1 :]])
        if isinstance(node, Action) and node.verb == Verb.ACTIVATE:
            actor = node.actor
            if not isinstance(actor, ObjectPhrase) or not _ABILITIES & set(actor.types):
                node.verb = str(Verb.CAST)
        node.span = span_of(children)
        return node
