"""Shapes of grammar/effects-en/5-lex-words.lark: English words the lexicon lacked that needed a shape of their own
(issue #22): a lure whose blockers are named ("All Walls able to block ~ do so."), what an Aura or Equipment can be
attached to, a guess whether something is so, "not" before a qualifier, a time said first with no "if" ("Any time you
could mulligan and ~ is in your hand, …"), the older printed coin flips. A mixin of the effect Transformer
(`transformer.py`), whose methods Lark finds by the rules' names; and `shared_duration`, which `transformer.py` asks.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Part, Subject, make_action, set_actor, span_of, tokens_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Choice, Duration, Effect, EffectCondition, PlayerPhrase


def shared_duration(action: Action, lasting: Duration) -> bool:
    """Whether the duration of a clause joined by "and" is also the clause's before (`EffectTransformer.sentence`):
    one said after its first words ("gets +2/+2 and gains flying until end of turn"), not "perpetually", said before
    its own verb ("you gain X life, and the topmost creature card in your library perpetually gets +X/+X")."""
    return lasting.span[0] > action.span[0] and lasting.until != "perpetually"


class LexWordShapeRules:
    """The methods of the rules of grammar/effects-en/5-lex-words.lark (see the module docstring)."""

    def lure_named(self, children: list[Any]) -> list[Effect]:
        """ "All Walls able to block ~ do so.": each of the blockers named able to block the object blocks it (the
        blockers the actor, as the lure whose blockers are all creatures reads `all_able`)."""
        at = next(i for i, c in enumerate(children) if getattr(c, "type", None) == "ABLE_TO_BLOCK")
        blockers = [c for c in children[:at] if isinstance(c, list)]
        action = make_action(Verb.BLOCK, children[at:], detail=["all_able"])
        set_actor(action, Subject(blockers[0]))
        for lasting in tokens_of(children, "DURATION"):
            action.duration = Duration(EffectKind.DURATION, "", span_of([lasting]), until=lasting.value)
        action.span = span_of(children)
        return [action]

    def guess_whether(self, children: list[Any]) -> list[Effect]:
        """ "That player guesses whether the card's mana value is greater than 4.": the guess, its proposition (read
        as a condition reads it) its object, detail `whether`."""
        proposition = next(c for c in children if isinstance(c, EffectCondition))
        action = Action(
            EffectKind.ACTION, "", span_of(children), verb=Verb.GUESS, objects=[proposition], detail=["whether"]
        )
        set_actor(action, next(c for c in children if isinstance(c, Subject)))
        return [action]

    def negated_post(self, children: list[Any]) -> Part:
        """ "each card not put onto the battlefield this way": the qualifier the words after "not" read, negated
        (`not:<qualifier>`); only a qualifier that names no other object is read so."""
        said = children[1]
        if not (isinstance(said, tuple) and len(said) == 3 and said[0] == "qualifier"):
            refuse('"not" before what is not a qualifier alone')
        return ("qualifier", f"not:{said[1]}", span_of(children))

    def cond_when_said(self, children: list[Any]) -> EffectCondition:
        """ "Any time you could mulligan and ~ is in your hand, …": when the action is allowed, the words' value its
        test."""
        return EffectCondition(EffectKind.CONDITION, "", span_of(children[:1]), test=children[0].value)

    def coin_called(self, children: list[Any]) -> Choice:
        """ "target opponent calls heads or tails while coin is in the air": that player's choice of heads or tails."""
        span = span_of(children)
        caller = PlayerPhrase(EffectKind.PLAYER, "", span, who=children[0].value)
        return Choice(EffectKind.CHOICE, "", span, what="heads_or_tails", chooser=caller)

    def cond_flip_favor(self, children: list[Any]) -> EffectCondition:
        """ "If the flip ends up in your favor, …": as "If you win the flip, …" reads (`did`, the flip won or lost by
        you; the older printed coin flips were yours, the opponent calling them)."""
        span = span_of(children)
        you = PlayerPhrase(EffectKind.PLAYER, "", span, who="you")
        flip = Action(EffectKind.ACTION, "", span, verb=Verb(children[0].value), actor=you)
        return EffectCondition(EffectKind.CONDITION, "", span, test="did", about=[flip])

    def act_attached_only_to(self, children: list[Any]) -> Action:
        """ "~ can be attached only to a creature with power 3 or greater": the attaching, to these objects only."""
        return make_action(Verb.ATTACH, children, detail=["passive", "only"])
