"""Shapes of grammar/effects-en/3-stops-more.lark: English constructions where the reading of a card stopped with one
sentence left: a relative clause with no "that" whose subject is an object referred to ("each creature it blocked this
combat"), what an object is doing to one referred to ("creatures blocking enchanted creature"), cards drawn beyond the
others or at most so many. A mixin of the effect Transformer (`transformer.py`), whose methods Lark finds by the rules'
names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import Refused, file_part, refuse
from mtglinks.effects.parts import Part, Span, apply_suffix, make_action, objects_of, set_actor, span_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Duration, Effect, EffectCondition, ObjectPhrase, Reference, TriggerEvent

# what "<it> is <status>" after a noun says the one referred to does to the object: attack or block it
_DOING = {"attacking": Verb.ATTACK, "blocking": Verb.BLOCK}
# what an object referred to did to the noun's objects, by the verb after it ("it blocked", "~ attacked", "it targets")
_DID = {Verb.ATTACK, Verb.BLOCK, Verb.TARGET}
# what an object referred to can do to the noun's objects: an Aura "can enchant" what it could be attached to
_CAN = {"enchant": Verb.ATTACH}
# what the object did to one referred to, by a past status after "that": "creatures that saddled it this turn"
_DID_TO = {"saddled": Verb.SADDLE}


def _referred(token: Token) -> Reference:
    """The object referred to as a reference node: "~" the card itself, "it", "that creature" what is named before."""
    refers = "self" if token.type == "SELF" else str(token.value)
    return Reference(EffectKind.REFERENCE, "", span_of([token]), refers=refers)


class StopShapeRules:
    """The methods of the rules of grammar/effects-en/3-stops-more.lark (see the module docstring)."""

    def relative_ref_doing(self, children: list[Any]) -> tuple[str, Action, Span]:
        """ "the player or planeswalker that creature is attacking", "target creature ~ is blocking": the object is
        what the one referred to attacks or blocks (a relative clause whose actor is that one)."""
        ref, _, status = children
        verb = _DOING.get(status.value)
        if verb is None:
            raise Refused(f'"{ref.text} is {status.text}" after a noun')
        action = Action(EffectKind.ACTION, "", span_of(children), verb=verb, actor=_referred(ref))
        return ("relative", action, span_of(children))

    def relative_ref_did(self, children: list[Any]) -> tuple[str, Action, Span]:
        """ "each creature it blocked this combat", "each player ~ attacked this turn", "for each creature it
        targets": what the one referred to did to the object, when (a relative clause whose actor is that one)."""
        ref, verb_word = children[0], children[1]
        if verb_word.value not in _DID:
            refuse(f'"{verb_word.text}" after "{ref.text}" after a noun')
        action = Action(EffectKind.ACTION, "", span_of(children), verb=Verb(verb_word.value), actor=_referred(ref))
        if len(children) > 2:
            action.duration = Duration(EffectKind.DURATION, "", span_of(children[2:]), until=str(children[2].value))
        return ("relative", action, span_of(children))

    def relative_ref_can(self, children: list[Any]) -> tuple[str, Action, Span]:
        """ "another permanent it can enchant", "a creature at random ~ can enchant": what the Aura referred to could be
        attached to (the verb attach, detail `can`; its actor the Aura)."""
        ref, _, keyword = children
        verb = _CAN.get(str(keyword.value))
        if verb is None:
            raise Refused(f'"can {keyword.text}" after a noun')
        action = Action(EffectKind.ACTION, "", span_of(children), verb=verb, actor=_referred(ref), detail=["can"])
        return ("relative", action, span_of(children))

    def relative_doing_to(self, children: list[Any]) -> tuple[str, Action, Span]:
        """ "creatures blocking enchanted creature", "target creature that's blocking equipped creature": the object
        attacks or blocks the one referred to (a relative clause, the object its actor, the one referred to its
        object)."""
        status, done_to = children[-2], children[-1]
        verb = _DOING.get(status.value)
        if verb is None:
            raise Refused(f'"{status.text}" before an object after a noun')
        action = Action(EffectKind.ACTION, "", span_of(children), verb=verb, objects=[done_to])
        return ("relative", action, span_of(children))

    def any_target_post(self, children: list[Any]) -> ObjectPhrase:
        """ "any target that was dealt damage this turn": any target (as `any_target` reads), with what follows it."""
        target = ObjectPhrase(EffectKind.OBJECT, "", span_of(children[:1]), determiner="target", types=["any"])
        for part in children[1:]:
            file_part(target, part)
        target.span = span_of(children)
        return target

    def act_draw_additional(self, children: list[Any]) -> Action:
        """ "that player draws two additional cards": cards drawn beyond the others (amount the count, detail
        `additional`, as "draws an additional card" reads `additional`)."""
        _, number, status, noun = children
        if status.value != "additional" or noun.value != "card":
            refuse(f'"{status.text} {noun.text}" drawn')
        return make_action(Verb.DRAW, children, amount=str(number.value), detail=["additional"])

    def act_draw_up_to(self, children: list[Any]) -> Action:
        """ "each opponent may draw up to three cards": at most so many cards drawn (amount `up_to:<n>`)."""
        number, noun = children[2], children[3]
        if noun.value != "card":
            refuse(f'"{noun.text}" drawn')
        return make_action(Verb.DRAW, children, amount=f"up_to:{number.value}")

    def relative_still_type(self, children: list[Any]) -> Part:
        """ "creatures with haste that are still lands": what the objects still are (`is:land`, as "a 3/3 creature
        that's still a land" reads)."""
        return ("qualifier", f"is:{children[-1].value}", span_of(children))

    def act_subject_are_pt(self, children: list[Any]) -> Action:
        """ "All Forests are 1/1 creatures that are still lands.": what the subject's objects are (the verb become,
        detail `is`, as "They're 2/2 Horror creatures." reads), the power and toughness among the words."""
        subject, _, pt, words, *posts = children
        thing = self.object_phrase([[pt, *words], *posts])  # type: ignore[attr-defined]
        action = Action(EffectKind.ACTION, "", span_of(children), verb=Verb.BECOME, objects=[thing], detail=["is"])
        set_actor(action, subject)
        return action

    def event_last_counter_removed(self, children: list[Any]) -> TriggerEvent:
        """ "the last time counter is removed from this card while it's exiled": a counter of the kind removed, the
        last one (`counter:time`, `last`; as "a time counter is removed from ~ while it's exiled" reads)."""
        if children[0][1] != "the" or children[1].value != "last":
            refuse(f'"{children[1].text}" before a counter removed')
        detail = [f"counter:{children[2].value}", "last"]
        action = make_action(Verb.REMOVE_COUNTER, children[4:], detail=detail)
        for part in children[1:]:  # "while it's exiled" (not the determiner)
            if isinstance(part, tuple):
                apply_suffix(action, part)
        action.span = span_of(children)
        return TriggerEvent(EffectKind.EVENT, "", span_of(children), event=Verb.REMOVE_COUNTER, actions=[action])

    def relative_that_did_to(self, children: list[Any]) -> tuple[str, Action, Span]:
        """ "creatures that saddled it this turn": what the object did to the one referred to (a relative clause, the
        object its actor, the one referred to its object; as "creatures that crewed it this turn" reads)."""
        status, ref = children[1], children[2]
        verb = _DID_TO.get(status.value)
        if verb is None:
            raise Refused(f'"that {status.text}" before "{ref.text}" after a noun')
        action = Action(EffectKind.ACTION, "", span_of(children), verb=verb, objects=[_referred(ref)])
        if len(children) > 3:
            action.duration = Duration(EffectKind.DURATION, "", span_of(children[3:]), until=str(children[3].value))
        return ("relative", action, span_of(children))

    def act_exchange_with(self, children: list[Any]) -> Action:
        """ "Exchange life totals with target opponent.": the life totals exchanged with the player (the objects the
        life totals and the player, as "Two target players exchange life totals." reads the life totals)."""
        verb, other = children
        totals = ObjectPhrase(EffectKind.OBJECT, "", span_of([verb]), types=[str(verb.value)])
        return make_action(Verb.EXCHANGE, [verb, totals, other])

    def cond_cost_paid(self, children: list[Any]) -> EffectCondition:
        """ "If the {2}{R}{R} cost was paid": that cost of the spell paid (`paid:cost:{2}{R}{R}`)."""
        if children[-1].value != "pay":
            refuse(f'"cost was {children[-1].text}"')
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"paid:cost:{children[1].value}")

    def act_add_mana_among(self, children: list[Any]) -> Action:
        """ "Add one mana of any color among legendary permanents you control.": the mana added (as `act_add_mana`
        reads), the objects whose colours it may be the condition `colors_among` about them."""
        at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "AMONG")
        action: Action = self.act_add_mana(children[:at])  # type: ignore[attr-defined]
        if action.detail != ["mana:any_color"]:
            refuse('"among" after mana not of any color')
        among = [c for c in children[at + 1 :] if not isinstance(c, Token)]
        action.condition = EffectCondition(
            EffectKind.CONDITION, "", span_of(children[at:]), test="colors_among", about=objects_of(among)
        )
        action.span = span_of(children)
        return action

    def determiner_no_more_than(self, children: list[Any]) -> Part:
        """ "no more than one creature": at most so many (determiner `at_most`, the count after it)."""
        article, compare, number = children
        if article.value != "no" or compare.value != "more":
            refuse(f'"{article.text} {compare.text}" before a number')
        return ("determiner", f"at_most:{number.value}", span_of(children))

    def x_bound_compared(self, children: list[Any]) -> list[Effect]:
        """ "X can't be greater than the number of snow lands you control.": the bound X may not pass (as `x_bound`
        reads "X can't be 0", detail `be:greater_than:<amount>`, the objects counted the action's `per`)."""
        number, compare, quantity = children[0], children[3], children[4]
        bound = make_action(Verb.CANT, [quantity])
        detail = [f"be:{compare.value}_than:{bound.amount}"]
        action = Action(EffectKind.ACTION, "", span_of(children), verb=Verb.CANT, amount=str(number.value))
        action.detail, action.per = detail, bound.per
        return [action]

    def keyword_cost_plus(self, children: list[Any]) -> list[Effect]:
        """ "The escape cost is equal to the card's mana cost plus exile three other cards from your graveyard.": the
        keyword's cost set from the card's own (as `keyword_cost_the` reads), the action added to it the condition
        `plus_cost` about that action."""
        at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "PLUS")
        head, added = children[:at], children[at + 1]
        reading = self.keyword_cost_the if head[5].type == "THE" else self.keyword_cost_equal  # type: ignore[attr-defined]
        (cost,) = reading(head)
        if not isinstance(added, Action):
            refuse('"plus" and no action after a cost')
        cost.condition = EffectCondition(
            EffectKind.CONDITION, "", span_of(children[at:]), test="plus_cost", about=[added]
        )
        cost.span = span_of(children[: at + 2])
        return [cost]

    def relative_same_as(self, children: list[Any]) -> Part | tuple[str, str, Span, Any]:
        """ "a Room card that doesn't have the same name as a Room you control": the value shared or not
        (`same:name`, `not_same:name`), the object compared with related."""
        same = next(c for c in children if isinstance(c, Token) and c.type == "SAME")
        negated = "not_" if any(isinstance(c, Token) and c.type == "CANT" for c in children) else ""
        return ("qualifier", f"{negated}same:{same.value}", span_of(children), children[-1])

    def cond_have_same_either(self, children: list[Any]) -> EffectCondition:
        """ "if it has the same name as another creature you control or a creature card in your graveyard": the
        subject's value and the objects' (`same:name`, `:either` where two are offered, `not_` where denied)."""
        same = next(c for c in children if isinstance(c, Token) and c.type == "SAME")
        negated = "not_" if any(isinstance(c, Token) and c.type == "CANT" for c in children) else ""
        compared = objects_of(children[1:])
        either = ":either" if len(compared) > 1 else ""
        test = f"{negated}same:{same.value}{either}"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=[*children[0], *compared])

    def with_stat_referred(self, children: list[Any]) -> tuple[str, str, Span, Any]:
        """ "with mana value less than or equal to that damage": the value bounded by an amount referred to
        (`mana_value:anaphora:at_most`, as `with_stat_compared` reads a number computed; the reference related)."""
        stat, bound, ref = children
        return ("qualifier", f"{stat.value}:{ref.value}:{bound.value}", span_of(children), _referred(ref))
