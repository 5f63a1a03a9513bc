"""Shapes of grammar/effects.lark read in its blocks "relative shapes": what an object is attacking or blocking, told by
"it's" after its noun ("the player or planeswalker it's attacking"); what an object is while a condition holds ("As
long as ~ has a slumber counter on it, it's a land."); a player by whether they did what was asked ("each opponent
who can't"), or by what they have ("for each opponent who has more cards in hand than you", "a spell that has an
Adventure"); a number set ("Target player's life total becomes 10."); a state of either subtype ("If it's a Wolf or
Werewolf"); the top cards of the library named before ("then exile the top card"); a number of modes alone ("Choose
five."). A mixin of the effect Transformer (`transformer.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.noun_shapes import Refused
from mtglinks.effects.parts import Part, Span, Subject, make_action, set_actor, span_of, tokens_of
from mtglinks.kinds import EffectKind, ReferenceKind, Verb
from mtglinks.tree import Action, Choice, Effect, EffectCondition, ObjectPhrase, PlayerPhrase, Reference

# What "it's <status>" after a noun says the object is to the one "it" refers to: the creature's attack or block.
_DOING = {"attacking": Verb.ATTACK, "blocking": Verb.BLOCK}


class RelativeShapeRules:
    """The methods of the rules of the blocks "relative shapes" (see the module docstring)."""

    def relative_it_is_doing(self, children: list[Any]) -> tuple[str, Action, Span]:
        """ "the player or planeswalker it's attacking", "each creature it's blocking": the object is what the
        creature "it" refers to attacks or blocks, a relative clause whose actor is that creature."""
        it_is, status = children
        verb = _DOING.get(status.value)
        if verb is None:
            raise Refused(f'"it\'s {status.text}" after a noun')
        actor = Reference(EffectKind.REFERENCE, "", span_of([it_is]), refers=ReferenceKind.ANAPHORA)
        return ("relative", Action(EffectKind.ACTION, "", span_of(children), verb=verb, actor=actor), span_of(children))

    def act_it_is(self, children: list[Any]) -> Action:
        """ "It's still a land.": what the object it refers to is."""
        start = 2 if children[1].type == "STILL" else 1
        about = Reference(EffectKind.REFERENCE, "", span_of(children[:1]), refers="anaphora")
        thing = self.object_phrase(children[start:])
        detail = ["is", "still"] if start == 2 else ["is"]
        action = Action(
            EffectKind.ACTION, "", span_of(children), verb=Verb.BECOME, actor=about, objects=[thing], detail=detail
        )
        action.negated = children[0].value == "is_not"  # "It isn't a creature."
        return action

    def object_phrase(self, children: list[Any]) -> ObjectPhrase | Reference:  # pragma: no cover - NounRules'
        """An object phrase from its parts: `NounRules.object_phrase`, which comes first in the method order."""
        raise NotImplementedError

    def act_it_is_also(self, children: list[Any]) -> Action:  # pragma: no cover - SentenceRules'
        """ "It's a Warlock in addition to its other types.": `SentenceRules.act_it_is_also`."""
        raise NotImplementedError

    def act_it_is_when(self, children: list[Any]) -> Action:
        """ "As long as ~ has a slumber counter on it, it's a land.": what "it" is (`act_it_is`), the condition the
        action's."""
        return _conditioned(self.act_it_is(children[1:]), children)

    def act_it_is_also_when(self, children: list[Any]) -> Action:
        """ "As long as enchanted permanent is a Vehicle, it's a creature in addition to its other types."
        (`act_it_is_also`), the condition the action's."""
        return _conditioned(self.act_it_is_also(children[1:]), children)

    def player(self, children: list[Any]) -> PlayerPhrase:  # pragma: no cover - NounRules'
        """A player word: `NounRules.player`, which comes first in the method order."""
        raise NotImplementedError

    def player_who_does(self, children: list[Any]) -> PlayerPhrase:
        """ "each opponent who can't", "each opponent who didn't": the players, their relative the condition whether
        they did what the sentence asked before (`does_not`, `does`, as "if that player doesn't" reads)."""
        node = self.player(children[:1])
        node.relative.append(_did(children[1:]))
        node.span = span_of(children)
        return node

    def who_does(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "for each opponent who can't": the object's relative, whether it did what was asked."""
        return ("relative", _did(children), span_of(children))

    def sentence_becomes_number(self, children: list[Any]) -> list[Effect]:
        """ "Target player's life total becomes 10.": the subject, a number of the game, set to the amount (the detail
        `set:life_total`, as "Your life total becomes 26." reads)."""
        condition = next((c for c in children if isinstance(c, EffectCondition)), None)
        subject = next(c for c in children if isinstance(c, Subject))
        amount = tokens_of(children, "NUM")[-1].value
        action = Action(
            EffectKind.ACTION,
            "",
            span_of(children),
            verb=Verb.BECOME,
            amount=amount,
            condition=condition,
            detail=["set"],
        )
        set_actor(action, subject)
        if isinstance(action.actor, ObjectPhrase) and len(action.actor.types) == 1:  # as "your life total" reads
            action.detail = [f"set:{action.actor.types[0]}"]
        return [action]

    def cond_is_either_subtype(self, children: list[Any]) -> EffectCondition:
        """ "If it's a Wolf or Werewolf, …", "If that creature is a Goblin or Orc, …": it is an object whose subtype is
        either (`is` about an object of subtypes `Wolf_or_Werewolf`, as "an Aura or Equipment card" reads)."""
        subtypes = tokens_of(children, "SUBTYPE")
        what = ObjectPhrase(EffectKind.OBJECT, "", span_of(subtypes), subtypes=["_or_".join(t.value for t in subtypes)])
        about: list[Effect] = list(children[0]) if isinstance(children[0], Subject) else []
        test = "is" if isinstance(children[0], Subject) else str(children[0].value)
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=[*about, what])

    def player_who_has(self, children: list[Any]) -> PlayerPhrase:
        """ "each opponent who has more cards in hand than you": the players, their relative the condition `have`
        about what they have (as "if you have …" reads)."""
        node = self.player(children[:1])
        node.relative.append(_has(children[1:]))
        node.span = span_of(children)
        return node

    def who_has(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "a creature spell that has an Adventure", "for each opponent who has one or fewer cards in hand": the
        object's relative, the condition `have` about what it has."""
        return ("relative", _has(children), span_of(children))

    def who_has_keywords(self, children: list[Any]) -> tuple[str, Action, Span]:
        """ "a creature that has flying": the relative the keywords had (`gain_ability`, as "has flying" reads)."""
        action = make_action(Verb.GAIN_ABILITY, children, detail=list(children[-1]))
        return ("relative", action, span_of(children))

    def who_has_counters(self, children: list[Any]) -> Part:
        """ "each creature that has a +1/+1 counter on it": as "with a +1/+1 counter on it" reads."""
        return ("qualifier", f"with_{children[1][0]}", span_of(children))

    def top_cards(self, children: list[Any]) -> ObjectPhrase:  # pragma: no cover - PhraseRules'
        """ "the top card of your library": `PhraseRules.top_cards`, which comes first in the method order."""
        raise NotImplementedError

    def top_cards_of_library(self, children: list[Any]) -> ObjectPhrase:
        """ "Shuffle your library, then exile the top card.": the top cards of a library (only a library has a top
        card the sentence need not name, rule 401), the one the sentence named before."""
        node = self.top_cards(children)
        node.zone = "library"
        return node

    def choose_modes(self, children: list[Any]) -> list[Effect]:
        """ "Choose five.", "Choose X.": a choice of modes (listed after it, rule 700.2), as "Choose two —" reads."""
        return [Choice(EffectKind.CHOICE, "", span_of(children), what="mode")]

    def act_be_base_pt(self, children: list[Any]) -> Action:
        """ "Enchanted artifact is a creature with base power and toughness 5/5 in addition to its other types.": what
        the object is (as "~ is a Wall" reads, `act_be`), its qualifiers the base power and toughness (as "has base
        power and toughness 1/1" reads, `base_pt`) and "in_addition" when the sentence says so."""
        with_, stat, pt = children[3:6]
        parts: list[Any] = [*children[1:3], ("qualifier", f"{stat.value}:{pt.value}", span_of([with_, stat, pt]))]
        parts += [("qualifier", c.value, span_of([c])) for c in children[6:]]
        what = self.object_phrase(parts)
        return Action(EffectKind.ACTION, "", span_of(children), verb=Verb.BECOME, objects=[what], detail=["is"])

    def with_base_pt(self, children: list[Any]) -> Part:
        """ "a creature with base power and toughness 5/5": the object's qualifier, its base power and toughness (as
        "has base power and toughness 1/1" reads, `base_pt`)."""
        return ("qualifier", f"{children[1].value}:{children[2].value}", span_of(children))

    def scale_damage_done(self, children: list[Any]) -> tuple[str, Effect, Span]:
        """ "… for each 1 damage prevented this way": the action done once per damage this ability did that to."""
        return ("per", _damage_done(children[1:]), span_of(children))

    def cond_for_each_damage(self, children: list[Any]) -> EffectCondition:
        """ "For each 1 damage prevented this way, put a +1/+1 counter on that creature.": the action is done once per
        damage this ability prevented."""
        damage = _damage_done(children[1:-1])
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="for_each", about=[damage])

    def act_put(self, children: list[Any]) -> Action:  # pragma: no cover - the Transformer's
        """ "put it on top of your library": `EffectTransformer.act_put`, which comes first in the method order."""
        raise NotImplementedError

    def act_put_back_on(self, children: list[Any]) -> Action:
        """ "You may put one of those cards back on top of your library.": a put (`act_put`) whose objects go back
        where they were (the detail "back", and "any_order" after "in any order")."""
        marks = tokens_of(children, "BACK", "AT_RANDOM")
        action = self.act_put([c for c in children if not any(c is m for m in marks)])
        action.detail.extend(str(m.value) for m in marks)
        action.span = span_of(children)
        return action


def _damage_done(children: list[Any]) -> ObjectPhrase:
    """ "1 damage prevented this way": damage as what is counted, what this ability did to it its qualifier (as
    "exiled this way" reads, `this_way`)."""
    count, _, done, this_way = children
    return ObjectPhrase(
        EffectKind.OBJECT,
        "",
        span_of(children),
        determiner="each",
        count=str(count.value),
        types=["damage"],
        qualifiers=[f"{done.value}_this_way"],
    )


def _has(children: list[Any]) -> EffectCondition:
    """What the subject has ("who has one or fewer cards in hand"): the condition `have` about the objects. What is had
    is never controlled or owned, and only cards are had in a zone: a controller or a zone after what is had belongs to
    the object before ("a card that has an Adventure that player owns from exile", whose grammar puts them on "an
    Adventure"), so such a sentence is not read."""
    about = [c for part in children if isinstance(part, list) for c in part]
    for had in about:
        if isinstance(had, ObjectPhrase) and (had.controller or (had.zone and "card" not in had.types)):
            raise Refused('"that has" and an object with its own controller or zone')
    return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="have", about=about)


def _did(children: list[Any]) -> EffectCondition:
    """Whether the subject did what was asked ("who can't", "who didn't", "who does")."""
    test = "does_not" if children[-1].type == "CANT" else "does"
    return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test)


def _conditioned(action: Action, children: list[Any]) -> Action:
    """The action with the condition that opens its clause, spanning the clause; negated after "it isn't"."""
    condition = children[0]
    assert isinstance(condition, EffectCondition)
    action.condition = condition
    action.negated = children[1].value == "is_not"
    action.span = span_of(children)
    return action
