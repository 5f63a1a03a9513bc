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
from mtglinks.effects.parts import Span, make_action, span_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Duration, ObjectPhrase, Reference

# what "<it> is <status>" after a noun says the one referred to does to the object: attack or block it
_DOING = {"attacking": Verb.ATTACK, "blocking": Verb.BLOCK}
# what an object referred to did to the noun's objects, by the verb after it ("it blocked", "~ attacked", "it targets")
_DID = {Verb.ATTACK, Verb.BLOCK, Verb.TARGET}
# what an object referred to can do to the noun's objects: an Aura "can enchant" what it could be attached to
_CAN = {"enchant": Verb.ATTACH}


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
